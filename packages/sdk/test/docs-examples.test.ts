// The examples of docs/sdk.md, type-checked by `pnpm typecheck` and run on a scripted fetch.
import { expect, test } from 'vitest';
import { deriveIdempotencyKey, isPlatformError, QuotaExceededError, ValidationError } from '../src/index.ts';
import {
  CONTACT_ID,
  contact,
  errorResponse,
  fakeFetch,
  json,
  rateLimited,
  testClient,
} from './support/fake-fetch.ts';

test('quick start: create, then iterate a search', async () => {
  const { client } = testClient(
    fakeFetch(
      json(201, contact({ deduplicated: false })),
      json(200, { items: [contact()], page: 1, pageSize: 50, hasMore: false }),
    ),
  );
  const created = await client.crm.contacts.create({
    name: 'Ada Lovelace',
    emails: [{ email: 'ada@example.com', type: 'work' }],
  });
  const names: (string | null)[] = [];
  for await (const c of client.crm.contacts.list({ search: 'engineer', pageSize: 50 })) names.push(c.name);
  expect([created.deduplicated, names]).toEqual([false, ['Ada Lovelace']]);
});

test('errors: isPlatformError narrows by code', async () => {
  const { client } = testClient(
    fakeFetch(
      errorResponse(409, 'CONTACT_CONFLICT', { details: [{ field: 'contact', message: 'weak_key_split' }] }),
    ),
  );
  let seen: string | undefined;
  try {
    await client.crm.contacts.create({ name: 'Ada', emails: [{ email: 'ada@example.com' }] });
  } catch (error) {
    if (isPlatformError(error, 'CONTACT_CONFLICT')) {
      seen = error.details[0]?.message;
    } else if (isPlatformError(error, 'RATE_LIMIT_EXCEEDED')) {
      seen = `${error.period} ${error.retryAfter}`;
    } else if (isPlatformError(error)) {
      seen = error.errorCode;
    } else {
      throw error;
    }
  }
  expect(seen).toBe('weak_key_split');
});

test('retries: QuotaExceededError.resetsAt', async () => {
  const { client } = testClient(fakeFetch(rateLimited(60, 'utc_day', 500)));
  let message = '';
  try {
    await client.crm.contacts.list();
  } catch (error) {
    if (error instanceof QuotaExceededError) {
      message = `daily quota used up; back at ${error.resetsAt.toISOString()}`;
    }
  }
  expect(message).toMatch(/T00:00:00.000Z$/);
});

test('idempotency: a key derived from the content, and replayed', async () => {
  const { client, fetch } = testClient(
    fakeFetch(json(201, { id: 'l1' }, { 'idempotency-replayed': 'true' })),
  );
  const body = { name: 'Backend hiring', stages: [{ name: 'Applied', color: 'blue' }] };
  const idempotencyKey = await deriveIdempotencyKey(body);
  const { data, replayed } = await client.crm.lists.create(body, { idempotencyKey }).withResponse();
  expect([data, replayed]).toEqual([{ id: 'l1' }, true]);
  expect(fetch.requests[0]?.headers.get('idempotency-key')).toBe(idempotencyKey);
});

test('pagination: page, limits, iterPages', async () => {
  const answer = (page: number, hasMore: boolean) =>
    json(200, { items: [contact(), contact()], page, pageSize: 2, hasMore });
  const { client } = testClient(
    fakeFetch(
      answer(1, true),
      answer(2, false),
      answer(1, true),
      answer(2, true),
      answer(1, true),
      answer(2, false),
    ),
  );
  const page = await client.crm.contacts.list({ pageSize: 50 });
  if (page.hasNextPage()) {
    const next = await page.getNextPage();
    expect(next.page).toBe(2);
  }
  const list = client.crm.contacts.list({ pageSize: 50 });
  let count = 0;
  for await (const _contact of list.autoPaginate({ maxPages: 3, maxItems: 3 })) count++;
  expect(count).toBe(3);
  const pages: number[] = [];
  for await (const p of client.crm.contacts.list().iterPages({ maxPages: 5 })) pages.push(p.page);
  expect(pages).toEqual([1, 2]);
});

test('withResponse and asResponse', async () => {
  const usage = { dailyQuota: 500, used: 0, remaining: 500, resetsAt: 'x', period: 'utc_day' };
  const { client } = testClient(fakeFetch(json(200, contact()), json(200, usage)));
  const { data, response, replayed, idempotencyKey } = await client.crm.contacts
    .get(CONTACT_ID)
    .withResponse();
  expect([data.id, response.status, replayed, idempotencyKey]).toEqual([CONTACT_ID, 200, false, undefined]);
  const raw: Response = await client.crm.usage().asResponse();
  expect(raw.bodyUsed).toBe(false);
});

test('local validation', async () => {
  const { client } = testClient(fakeFetch());
  let details: unknown;
  try {
    await client.crm.contacts.create({ name: 'Ada', emails: [{ email: 'not-an-email' }] });
  } catch (error) {
    if (error instanceof ValidationError && error.local) details = error.details;
  }
  expect(details).toEqual([{ field: 'emails.0.email', message: 'must be a valid email address' }]);
});

test('hooks and low-level calls', async () => {
  const lines: string[] = [];
  const { client } = testClient(
    fakeFetch(
      errorResponse(503, 'CANDIDATE_SEARCH_API_ERROR'),
      json(200, { results: [{ candidateId: 'pc1.a' }], hasMore: false, page: 1, pageSize: 25 }),
      errorResponse(404, 'NOT_FOUND'),
    ),
    {
      hooks: {
        beforeRetry: [
          ({ error, delayMs }) => void lines.push(`${error.errorCode}: retrying in ${delayMs} ms`),
        ],
        beforeError: [({ error }) => void lines.push(String(error.toJSON().errorCode))],
      },
    },
  );
  const candidates = client.requestPage<{ candidateId: string }>({
    method: 'POST',
    family: 'candidate-search',
    path: '/search',
    body: { query: 'rust engineer', pageSize: 25 },
    itemsKey: 'results',
    pageIn: 'body',
    readOnly: true,
    workspace: 'body',
  });
  const ids: string[] = [];
  for await (const c of candidates) ids.push(c.candidateId);
  await expect(
    client.request({ method: 'GET', family: 'job-search', path: '/usage' }),
  ).rejects.toBeInstanceOf(Error);
  expect(ids).toEqual(['pc1.a']);
  expect(lines).toEqual(['CANDIDATE_SEARCH_API_ERROR: retrying in 437.5 ms', 'NOT_FOUND']);
});
