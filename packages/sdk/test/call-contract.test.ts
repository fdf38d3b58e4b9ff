// What a call promises whatever goes wrong: the idempotency key on every error, a deadline that
// does not hide the error that caused a wait, the service's own error for a bad key, and the
// workspace where each family reads it.
import { describe, expect, test } from 'vitest';
import {
  APIConnectionError,
  APITimeoutError,
  IdempotencyError,
  InternalServerError,
  isPlatformError,
  PlatformError,
  RateLimitError,
  ValidationError,
} from '../src/index.ts';
import {
  CONTACT_ID,
  CREATE_LIST,
  contact,
  errorResponse,
  fakeFetch,
  json,
  rateLimited,
  testClient,
  usageRecord,
  WORKSPACE_ID,
} from './support/fake-fetch.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const JOB = { prompt: 'Plumber in Leeds', language: 'en' } as const;
const OTHER_WORKSPACE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A fetch answer that never comes, unless the request is aborted. */
const hang = (request: Request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as PlatformError,
  );

describe('every error of a call that sent an Idempotency-Key carries it', () => {
  test('the deadline passing during an attempt', async () => {
    const { client, fetch } = testClient(fakeFetch(hang));
    const error = await rejection(client.jobBuilder.createJob(JOB, { deadline: 50 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error.message).toMatch(/deadline of 50 ms/);
    expect(error.idempotencyKey).toMatch(UUID);
    expect(error.idempotencyKey).toBe(fetch.requests[0]?.headers.get('idempotency-key'));
  });

  test("the caller's key, on a deadline passing during the retry", async () => {
    const { client } = testClient(fakeFetch(errorResponse(503, 'JOB_BUILDER_API_ERROR'), hang), {
      deadline: 600, // room for the backoff (437.5 ms), not for the second answer
    });
    const error = await rejection(client.jobBuilder.createJob(JOB, { idempotencyKey: 'plumber-1' }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error.idempotencyKey).toBe('plumber-1');
  });

  test('an attempt timeout, a connection error, an API error', async () => {
    const timedOut = testClient(fakeFetch(hang), { timeout: 30, maxRetries: 0 });
    expect((await rejection(timedOut.client.request(CREATE_LIST))).idempotencyKey).toMatch(UUID);
    const lost = testClient(fakeFetch(new TypeError('fetch failed')), { maxRetries: 0 });
    const connection = await rejection(lost.client.request(CREATE_LIST, { idempotencyKey: 'k-1' }));
    expect(connection).toBeInstanceOf(APIConnectionError);
    expect(connection.idempotencyKey).toBe('k-1');
    const failed = testClient(fakeFetch(errorResponse(500, 'JOB_BUILDER_API_ERROR')), { maxRetries: 0 });
    const server = await rejection(failed.client.jobBuilder.createJob(JOB, { idempotencyKey: 'k-2' }));
    expect(server).toBeInstanceOf(InternalServerError);
    expect(server.idempotencyKey).toBe('k-2');
  });

  test('an abort whose reason is a PlatformError (other reasons are handed over untouched)', async () => {
    const reason = new PlatformError('shutting down', 'CONNECTION_ERROR');
    const { client } = testClient(fakeFetch(hang));
    const error = await rejection(
      client.jobBuilder.createJob(JOB, { idempotencyKey: 'k-3', signal: AbortSignal.abort(reason) }),
    );
    expect(error).toBe(reason);
    expect(reason.idempotencyKey).toBe('k-3');
    // A reason that already names a key (another call's error, re-used as the reason) keeps it.
    const reused = await rejection(
      client.jobBuilder.createJob(JOB, { idempotencyKey: 'k-4', signal: AbortSignal.abort(reason) }),
    );
    expect(reused.idempotencyKey).toBe('k-3');
    const plain = new Error('user gave up');
    expect(
      await rejection(client.jobBuilder.createJob(JOB, { signal: AbortSignal.abort(plain) })),
    ).toStrictEqual(plain);
    expect('idempotencyKey' in plain).toBe(false);
  });

  test('an answer that is not JSON', async () => {
    const { client } = testClient(fakeFetch(new Response('<html>', { status: 201 })));
    const error = await rejection(client.request(CREATE_LIST, { idempotencyKey: 'k-5' }));
    expect(error.errorCode).toBe('INVALID_RESPONSE');
    expect(error.idempotencyKey).toBe('k-5');
  });

  test('a call without a key has none on its errors', async () => {
    const { client } = testClient(fakeFetch(hang));
    const error = await rejection(client.crm.usage({ deadline: 30 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error.idempotencyKey).toBeUndefined();
  });
});

describe('a wait that cannot fit in the deadline fails at once with its cause', () => {
  test('a 429 whose retryAfter is longer than what is left of the deadline', async () => {
    const seen: string[] = [];
    const { client, fetch, sleeps } = testClient(fakeFetch(rateLimited(59, 'minute', 20)), {
      hooks: {
        beforeRetry: [() => void seen.push('retry')],
        beforeError: [({ error }) => void seen.push(`error ${error.errorCode}`)],
      },
    });
    const started = performance.now();
    const error = await rejection(client.candidateSearch.search({ query: 'nurse' }, { deadline: 2_000 }));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(59);
    expect(fetch.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(seen).toEqual(['error RATE_LIMIT_EXCEEDED']);
  });

  test('a backoff longer than what is left: the server error, not a timeout', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(errorResponse(503, 'CRM_API_ERROR'), json(200, contact())),
    );
    const error = await rejection(client.crm.contacts.get(CONTACT_ID, { deadline: 300 }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(fetch.requests).toHaveLength(1);
    expect(sleeps).toEqual([]); // the backoff would be 437.5 ms
  });

  test('a wait that fits is still taken', async () => {
    const { client, fetch, sleeps } = testClient(
      fakeFetch(rateLimited(1, 'minute'), json(200, usageRecord())),
      { deadline: 5_000 },
    );
    expect((await client.crm.usage()).dailyQuota).toBe(500);
    expect(fetch.requests).toHaveLength(2);
    expect(sleeps).toEqual([1250]);
  });

  test('the error keeps the key of the call', async () => {
    const { client } = testClient(fakeFetch(rateLimited(30, 'minute')));
    const error = await rejection(client.jobBuilder.createJob(JOB, { deadline: 1_000 }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.idempotencyKey).toMatch(UUID);
  });
});

describe('a bad Idempotency-Key is refused locally with what the service would answer', () => {
  test.each(['a b', 'k'.repeat(256), 'é', ''])(
    'job-builder createJob (%j): 400 IDEMPOTENCY_KEY_INVALID, nothing sent',
    async (idempotencyKey) => {
      const { client, fetch } = testClient(fakeFetch());
      const error = await rejection(client.jobBuilder.createJob(JOB, { idempotencyKey }));
      expect(error).toBeInstanceOf(IdempotencyError);
      expect(isPlatformError(error, 'IDEMPOTENCY_KEY_INVALID')).toBe(true);
      const idempotency = error as IdempotencyError;
      expect(idempotency).toMatchObject({ statusCode: 400, local: true, idempotencyKey: undefined });
      expect(idempotency.path).toBe('/api/v3.0/job-builder/public/jobs');
      expect(idempotency.details).toEqual([
        { field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
      expect(idempotency.message).toMatch(/not sent/);
      expect(fetch.requests).toHaveLength(0);
    },
  );

  test('a bad body is reported first, as the service validates the body before the key', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await rejection(
      client.jobBuilder.createJob({ prompt: '', language: 'en' }, { idempotencyKey: 'a b' }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details.map((d) => d.field)).toEqual(['prompt', 'Idempotency-Key']);
    expect(fetch.requests).toHaveLength(0);
  });

  test('a key given as a header is checked the same way', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await rejection(
      client.jobBuilder.createJob(JOB, { headers: { 'Idempotency-Key': 'a b' } }),
    );
    expect(isPlatformError(error, 'IDEMPOTENCY_KEY_INVALID')).toBe(true);
    expect(fetch.requests).toHaveLength(0);
  });

  test('the CRM sets no key format: the SDK keeps its rule there as a local VALIDATION_ERROR', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await rejection(client.crm.lists.create({ name: 'Sales' }, { idempotencyKey: 'a b' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ errorCode: 'VALIDATION_ERROR', local: true });
    expect((error as ValidationError).details.map((d) => d.field)).toEqual(['idempotencyKey']);
    expect(fetch.requests).toHaveLength(0);
  });
});

describe('job-builder and candidate-search read the workspace from the body', () => {
  const preview = {};
  const results = {
    results: [{ candidateId: 'pc1.a', cazumeUrl: null }],
    hasMore: true,
    page: 1,
    pageSize: 10,
  };

  test("the client's workspaceId goes in the body, never in the query", async () => {
    const { client, fetch } = testClient(
      fakeFetch(json(200, preview), json(201, {}), json(200, results), json(200, results)),
      { workspaceId: WORKSPACE_ID },
    );
    await client.jobBuilder.generate(JOB);
    await client.jobBuilder.createJob(JOB);
    const page = await client.candidateSearch.search({ query: 'nurse' });
    await page.getNextPage();
    expect(fetch.requests.map((r) => [r.url.search, r.body])).toEqual([
      ['', { ...JOB, workspaceId: WORKSPACE_ID }],
      ['', { ...JOB, workspaceId: WORKSPACE_ID }],
      ['', { query: 'nurse', workspaceId: WORKSPACE_ID }],
      ['', { query: 'nurse', page: 2, workspaceId: WORKSPACE_ID }],
    ]);
  });

  test("a call's workspaceId overrides the client's; one named in the body wins over both", async () => {
    const { client, fetch } = testClient(fakeFetch(json(200, preview), json(200, results)), {
      workspaceId: WORKSPACE_ID,
    });
    await client.jobBuilder.generate(JOB, { workspaceId: OTHER_WORKSPACE });
    await client.candidateSearch.search(
      { query: 'nurse', workspaceId: CONTACT_ID },
      { workspaceId: OTHER_WORKSPACE },
    );
    expect(fetch.requests.map((r) => [r.url.search, r.body])).toEqual([
      ['', { ...JOB, workspaceId: OTHER_WORKSPACE }],
      ['', { query: 'nurse', workspaceId: CONTACT_ID }],
    ]);
  });

  test('usage reads of these families get no workspace; the CRM keeps the query', async () => {
    const { client, fetch } = testClient(
      fakeFetch(json(200, usageRecord()), json(200, usageRecord()), json(200, usageRecord())),
      { workspaceId: WORKSPACE_ID },
    );
    await client.jobBuilder.usage();
    await client.candidateSearch.usage({ workspaceId: OTHER_WORKSPACE });
    await client.crm.contacts.get(CONTACT_ID).catch(() => {});
    expect(fetch.requests.map((r) => [r.url.pathname, r.url.search, r.body])).toEqual([
      ['/api/v3.0/job-builder/public/usage', '', undefined],
      ['/api/v3.0/candidate-search/public/usage', '', undefined],
      ['/api/v3.0/crm/public/contacts/64b7f0c2a1d4e5f6a7b8c9d0', `?workspaceId=${WORKSPACE_ID}`, undefined],
    ]);
  });

  test('a malformed workspaceId option is still refused locally', async () => {
    const { client, fetch } = testClient(fakeFetch());
    const error = await rejection(client.jobBuilder.generate(JOB, { workspaceId: 'nope' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details.map((d) => d.field)).toEqual(['workspaceId']);
    expect(fetch.requests).toHaveLength(0);
  });
});
