import { describe, expect, test } from 'vitest';
import {
  APIConnectionError,
  APITimeoutError,
  ConfigurationError,
  IdempotencyError,
  InternalServerError,
  isPlatformError,
  NotFoundError,
  PlatformClient,
  QuotaExceededError,
  RateLimitError,
} from '../src/index.ts';
import {
  API_KEY,
  BASE_URL,
  CONTACT_ID,
  CREATE_LIST,
  contact,
  errorResponse,
  fakeFetch,
  json,
  rateLimited,
  testClient,
} from './support/fake-fetch.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch answer that never comes, unless the request is aborted (as by a timeout). */
const hang = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

describe('429 per minute', () => {
  test('a POST is retried after retryAfter seconds plus jitter', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(rateLimited(3, 'minute'), json(201, contact({ deduplicated: false }))),
    );
    const created = await client.crm.contacts.create({ name: 'Ada Lovelace' });
    expect(created.deduplicated).toBe(false);
    expect(fetch.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(fetch.requests[1]?.body).toEqual({ name: 'Ada Lovelace' });
    expect(sleeps).toEqual([3250]); // 3 s + jitter (random 0.5 × 500 ms)
  });

  test('a wait above maxRetryAfter throws at once, with the wait attached', async () => {
    const { client, fetch, sleeps } = testClient(fakeFetch(rateLimited(120, 'minute')));
    const error = await client.crm.contacts.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).not.toBeInstanceOf(QuotaExceededError);
    expect((error as RateLimitError).retryAfter).toBe(120);
    expect((error as RateLimitError).period).toBe('minute');
    expect(fetch.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  test('maxRetryAfter is configurable', async () => {
    const { client, fetch } = testClient(fakeFetch(rateLimited(10, 'minute')), { maxRetryAfter: 5 });
    await expect(client.crm.usage()).rejects.toMatchObject({ retryAfter: 10 });
    expect(fetch.requests).toHaveLength(1);
  });

  test('a negative retryAfter is read as none: backoff, never a negative wait', async () => {
    const weird = (retryAfter: number) =>
      json(429, {
        statusCode: 429,
        errorCode: 'RATE_LIMIT_EXCEEDED',
        message: 'Too many requests.',
        path: '/api/v3.0/crm/public/usage',
        retryAfter,
        details: { limit: 30, period: 'minute' },
      });
    const { client, sleeps } = testClient(fakeFetch(weird(-5), weird(-0.5), weird(-1)), { maxRetries: 2 });
    const error = await client.crm.usage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBeUndefined();
    expect(sleeps).toHaveLength(2);
    for (const ms of sleeps) expect(ms).toBeGreaterThan(0);
  });

  test('gives up after maxRetries', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(rateLimited(1, 'minute'), rateLimited(1, 'minute'), rateLimited(1, 'minute')),
    );
    await expect(client.crm.usage()).rejects.toBeInstanceOf(RateLimitError);
    expect(fetch.requests).toHaveLength(3);
    expect(sleeps).toEqual([1250, 1250]);
  });
});

describe('429 daily quota', () => {
  test.each([
    ['GET', (c: PlatformClient) => c.crm.contacts.get(CONTACT_ID)],
    ['POST', (c: PlatformClient) => c.crm.contacts.create({ name: 'Ada' })],
  ])('is never retried (%s) and throws QuotaExceededError with resetsAt', async (_method, call) => {
    // 30 s before UTC midnight: a wait short enough to be retried if the quota rule were missing
    const daily = rateLimited(30, 'utc_day', 500);
    daily.headers.set('date', 'Wed, 01 Apr 2026 23:59:30 GMT');
    const { client, fetch, sleeps } = testClient(fakeFetch(daily, json(200, contact())));
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect(isPlatformError(error, 'RATE_LIMIT_EXCEEDED')).toBe(true);
    const quota = error as QuotaExceededError;
    expect(quota.period).toBe('utc_day');
    expect(quota.limit).toBe(500);
    expect(quota.retryAfter).toBe(30);
    expect(quota.resetsAt).toEqual(new Date('2026-04-02T00:00:00.000Z'));
    expect(fetch.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('server errors', () => {
  test('a GET is retried after a 503, with backoff', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(errorResponse(503, 'CRM_API_ERROR'), json(200, contact())),
    );
    const result = await client.crm.contacts.get(CONTACT_ID);
    expect(result.id).toBe(CONTACT_ID);
    expect(fetch.requests).toHaveLength(2);
    expect(sleeps).toEqual([437.5]);
  });

  test('backoff grows exponentially', async () => {
    const { client, sleeps } = testClient(
      fakeFetch(
        errorResponse(500, 'CRM_API_ERROR'),
        errorResponse(502, 'CRM_API_ERROR'),
        errorResponse(504, 'CRM_API_ERROR'),
        json(200, contact()),
      ),
      { maxRetries: 3 },
    );
    await client.crm.contacts.get(CONTACT_ID);
    expect(sleeps).toEqual([437.5, 875, 1750]);
  });

  test('retries stop at maxRetries (default 2) and the last error is thrown', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        errorResponse(500, 'CRM_API_ERROR'),
        errorResponse(500, 'CRM_API_ERROR'),
        errorResponse(500, 'CRM_API_ERROR'),
      ),
    );
    const error = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(isPlatformError(error, 'CRM_API_ERROR')).toBe(true);
    expect(fetch.requests).toHaveLength(3);
  });

  test('maxRetries per request', async () => {
    const { client, fetch } = testClient(fakeFetch(errorResponse(503, 'CRM_API_ERROR')));
    await expect(client.crm.contacts.get(CONTACT_ID, { maxRetries: 0 })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(fetch.requests).toHaveLength(1);
  });

  test('a POST without an idempotency key is NOT retried after a 503', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(errorResponse(503, 'CRM_API_ERROR'), json(201, contact())),
    );
    await expect(client.crm.contacts.create({ name: 'Ada' })).rejects.toBeInstanceOf(InternalServerError);
    expect(fetch.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  test('a PATCH without an idempotency key is NOT retried after a 500', async () => {
    const { client, fetch } = testClient(fakeFetch(errorResponse(500, 'CRM_API_ERROR')));
    await expect(client.crm.contacts.update(CONTACT_ID, { name: 'Ada' })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(fetch.requests).toHaveLength(1);
  });

  test('a DELETE is retried', async () => {
    const { client, fetch } = testClient(
      fakeFetch(errorResponse(502, 'CRM_API_ERROR'), json(200, { id: CONTACT_ID, deleted: true })),
    );
    expect(await client.crm.contacts.delete(CONTACT_ID)).toEqual({ id: CONTACT_ID, deleted: true });
    expect(fetch.requests).toHaveLength(2);
  });

  test('an idempotent POST is retried with the SAME generated key', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        errorResponse(503, 'CRM_API_ERROR'),
        errorResponse(503, 'IDEMPOTENCY_STORE_UNAVAILABLE'),
        json(201, { id: 'l1', name: 'Backend hiring' }),
      ),
    );
    const { data, idempotencyKey } = await client.request(CREATE_LIST).withResponse();
    expect(data).toEqual({ id: 'l1', name: 'Backend hiring' });
    const keys = fetch.requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(idempotencyKey).toBe(keys[0]);
  });

  test('each call of an idempotent endpoint gets its own key', async () => {
    const { client, fetch } = testClient(fakeFetch(json(201, { id: 'l1' }), json(201, { id: 'l2' })));
    await client.request(CREATE_LIST);
    await client.request(CREATE_LIST);
    const [a, b] = fetch.requests.map((r) => r.headers.get('idempotency-key'));
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  test("an idempotent POST carrying the caller's key is retried with that key", async () => {
    const { client, fetch } = testClient(
      fakeFetch(errorResponse(500, 'CRM_API_ERROR'), json(201, { id: 'l1', name: 'Backend hiring' })),
    );
    await client.crm.lists.create({ name: 'Backend hiring' }, { idempotencyKey: 'my-key-1' });
    expect(fetch.requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['my-key-1', 'my-key-1']);
  });

  test('a key on a POST the service does not make idempotent is refused before sending, never retried', async () => {
    const { client, fetch } = testClient(
      fakeFetch(errorResponse(500, 'CRM_API_ERROR'), json(201, contact())),
    );
    const keyed = { idempotencyKey: 'my-key-1' };
    // @ts-expect-error contacts.create takes no idempotencyKey: the service ignores the header there.
    const error = await client.crm.contacts.create({ name: 'Ada' }, keyed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      /^POST \/api\/v3\.0\/crm\/public\/contacts \(crm\.contacts\.create\) does not take the idempotencyKey option/,
    );
    expect((error as Error).message).toContain('POST /api/v3.0/crm/public/lists (crm.lists.create)');
    expect((error as Error).message).toMatch(
      /de-duplicates by platform-user link, email and phone instead\.$/,
    );
    expect((error as Error).message).toContain(
      'POST /api/v3.0/job-builder/public/jobs (job-builder.jobs.create)',
    );
    // As a raw header, through the generic call (the table's facts, whatever the endpoint claims):
    const asHeader = await client.crm.contacts
      .create({ name: 'Ada' }, { headers: { 'Idempotency-Key': 'my-key-2' } })
      .catch((e: unknown) => e);
    expect(asHeader).toBeInstanceOf(ConfigurationError);
    expect((asHeader as Error).message).toMatch(/does not take an Idempotency-Key header/);
    const claimed = await client
      .request(
        { method: 'POST', family: 'crm', path: '/contacts', body: { name: 'Ada' }, idempotent: true },
        { idempotencyKey: 'my-key-3' },
      )
      .catch((e: unknown) => e);
    expect(claimed).toBeInstanceOf(ConfigurationError);
    expect((claimed as Error).message).toMatch(/\(crm\.contacts\.create\) does not take/);
    const update = {
      method: 'PATCH',
      family: 'crm',
      path: `/contacts/${CONTACT_ID}`,
      body: { name: 'Ada' },
    } as const;
    // @ts-expect-error an endpoint not marked idempotent takes no key
    const patched = await client.request(update, { idempotencyKey: 'my-key-4' }).catch((e: unknown) => e);
    expect((patched as Error).message).toMatch(
      /^PATCH \/api\/v3\.0\/crm\/public\/contacts\/\w+ \(crm\.contacts\.update\) does not take/,
    );
    expect(fetch.requests).toHaveLength(0);
  });

  test("the table's facts win over what a generic endpoint claims: a contact create is sent once", async () => {
    const { client, fetch } = testClient(
      fakeFetch(errorResponse(503, 'CRM_API_ERROR'), json(201, contact())),
    );
    const error = await client
      .request({ method: 'POST', family: 'crm', path: '/contacts', body: { name: 'Ada' }, idempotent: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.requests[0]?.headers.get('idempotency-key')).toBeNull();
    // An endpoint the table does not know keeps what the caller says.
    const other = testClient(fakeFetch(errorResponse(503, 'CRM_API_ERROR'), json(201, {})));
    await other.client.request(
      { method: 'POST', family: 'crm', path: '/not-yet-wrapped', idempotent: true },
      { idempotencyKey: 'k-9' },
    );
    expect(other.fetch.requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['k-9', 'k-9']);
  });

  test('the final error carries the idempotency key for a later retry', async () => {
    const { client } = testClient(
      fakeFetch(errorResponse(409, 'IDEMPOTENCY_IN_PROGRESS', { path: '/api/v3.0/crm/public/lists' })),
    );
    const error = await client.request(CREATE_LIST, { idempotencyKey: 'k-42' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyError);
    expect((error as IdempotencyError).idempotencyKey).toBe('k-42');
  });

  test('a 4xx is not retried', async () => {
    const { client, fetch } = testClient(fakeFetch(errorResponse(404, 'NOT_FOUND'), json(200, contact())));
    await expect(client.crm.contacts.get(CONTACT_ID)).rejects.toBeInstanceOf(NotFoundError);
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('network errors and timeouts', () => {
  test('a network error on a GET is retried', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(new TypeError('fetch failed'), json(200, contact())),
    );
    expect((await client.crm.contacts.get(CONTACT_ID)).id).toBe(CONTACT_ID);
    expect(fetch.requests).toHaveLength(2);
    expect(sleeps).toEqual([437.5]);
  });

  test('any error thrown by fetch becomes an APIConnectionError with its cause', async () => {
    const cause = new Error('socket hang up');
    const { client } = testClient(fakeFetch(cause), { maxRetries: 0 });
    const error = await client.crm.usage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(isPlatformError(error, 'CONNECTION_ERROR')).toBe(true);
    expect((error as APIConnectionError).cause).toBe(cause);
    expect((error as Error).message).toContain('socket hang up');
  });

  test('a network error on a POST without a key is not retried', async () => {
    const { client, fetch } = testClient(fakeFetch(new TypeError('fetch failed'), json(201, contact())));
    await expect(client.crm.contacts.create({ name: 'Ada' })).rejects.toBeInstanceOf(APIConnectionError);
    expect(fetch.requests).toHaveLength(1);
  });

  test('no answer within timeout → APITimeoutError', async () => {
    const { client, fetch } = testClient(fakeFetch(hang), { timeout: 30, maxRetries: 0 });
    const error = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(isPlatformError(error, 'TIMEOUT')).toBe(true);
    expect(fetch.requests[0]?.signal.aborted).toBe(true);
  });

  test('a timed-out GET is retried; the per-request timeout wins', async () => {
    const { client, fetch } = testClient(fakeFetch(hang, json(200, contact())));
    const result = await client.crm.contacts.get(CONTACT_ID, { timeout: 30 });
    expect(result.id).toBe(CONTACT_ID);
    expect(fetch.requests).toHaveLength(2);
  });
});

describe('abort', () => {
  test('aborting during the backoff sleep rejects at once with the reason', async () => {
    // the real timer: a 30 s wait that the abort must cut short
    const fetch = fakeFetch(rateLimited(30, 'minute'), json(200, contact()));
    const client = new PlatformClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch });
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    setTimeout(() => controller.abort(reason), 30);
    const started = performance.now();
    await expect(client.crm.contacts.get(CONTACT_ID, { signal: controller.signal })).rejects.toBe(reason);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(fetch.requests).toHaveLength(1);
  });

  test('aborting while the request is in flight rejects with the reason', async () => {
    const { client } = testClient(fakeFetch(hang));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 20);
    await expect(client.crm.usage({ signal: controller.signal })).rejects.toThrow('stop');
  });

  test('an already aborted signal sends nothing', async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, contact())));
    const signal = AbortSignal.abort(new Error('too late'));
    await expect(client.crm.contacts.get(CONTACT_ID, { signal })).rejects.toThrow('too late');
    expect(fetch.requests).toHaveLength(0);
  });

  test('an abort without a reason rejects with an AbortError', async () => {
    const { client } = testClient(fakeFetch(hang));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    await expect(client.crm.usage({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('log lines', () => {
  test('a retry is logged once, with the wait in whole milliseconds and nothing after it', async () => {
    const lines: unknown[][] = [];
    const capture = (...args: unknown[]) => void lines.push(args);
    const unavailable = errorResponse(503, 'CRM_API_ERROR', { message: 'The CRM is unavailable.' });
    const { client } = testClient(fakeFetch(unavailable, json(200, contact())), {
      logLevel: 'info',
      logger: { error: capture, warn: capture, info: capture, debug: capture },
    });
    await client.crm.contacts.get(CONTACT_ID);
    // The wait is 437.5 ms (backoff 500 ms minus jitter); a second argument would print "undefined";
    // the message's final period would read "unavailable.; retry".
    expect(lines).toEqual([
      [
        '[platform-api] GET /api/v3.0/crm/public/contacts/{id}: The CRM is unavailable; retry 1 of 2 in 438 ms',
      ],
    ]);
  });
});
