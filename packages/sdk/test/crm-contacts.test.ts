import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  type Crm,
  deriveIdempotencyKey,
  isPlatformError,
  type PlatformClient,
  ValidationError,
} from '../src/index.ts';
import {
  CONTACT_ID,
  CREATE_LIST,
  contact,
  errorResponse,
  fakeFetch,
  json,
  testClient,
} from './support/fake-fetch.ts';

const PATH = '/api/v3.0/crm/public/contacts';

async function localError(call: (client: PlatformClient) => Promise<unknown>) {
  const { client, fetch } = testClient(fakeFetch(json(200, {})));
  const error = await call(client).catch((e: unknown) => e);
  expect(fetch.requests).toHaveLength(0); // nothing sent, no quota spent
  expect(error).toBeInstanceOf(ValidationError);
  expect(isPlatformError(error, 'VALIDATION_ERROR')).toBe(true);
  const validation = error as ValidationError;
  expect(validation.local).toBe(true);
  expect(validation.statusCode).toBe(400);
  return validation;
}

describe('calls', () => {
  test('create posts the body and returns the contact with deduplicated', async () => {
    const { client, fetch } = testClient(fakeFetch(json(201, contact({ deduplicated: true }))));
    const body = {
      name: 'Ada Lovelace',
      emails: [{ email: 'ada@example.com', type: 'work' as const }],
      tags: ['vip'],
    };
    const created = await client.crm.contacts.create(body);
    expectTypeOf(created).toExtend<Crm.CreatedContact>();
    expect(created.deduplicated).toBe(true);
    expect(fetch.requests[0]?.method).toBe('POST');
    expect(fetch.requests[0]?.url.pathname).toBe(PATH);
    expect(fetch.requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(fetch.requests[0]?.body).toEqual(body);
    expect(fetch.requests[0]?.headers.has('idempotency-key')).toBe(false);
  });

  test('get, update and delete address the contact by id', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        json(200, contact()),
        json(200, contact({ name: 'Ada King' })),
        json(200, { id: CONTACT_ID, deleted: true }),
      ),
    );
    const got = await client.crm.contacts.get(CONTACT_ID);
    expectTypeOf(got).toExtend<Crm.Contact>();
    const updated = await client.crm.contacts.update(CONTACT_ID, {
      name: 'Ada King',
      phones: [{ phone: '+44 20 1234' }],
    });
    expect(updated.name).toBe('Ada King');
    const deleted = await client.crm.contacts.delete(CONTACT_ID);
    expect(deleted).toEqual({ id: CONTACT_ID, deleted: true });
    expect(fetch.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `GET ${PATH}/${CONTACT_ID}`,
      `PATCH ${PATH}/${CONTACT_ID}`,
      `DELETE ${PATH}/${CONTACT_ID}`,
    ]);
    expect(fetch.requests[1]?.body).toEqual({ name: 'Ada King', phones: [{ phone: '+44 20 1234' }] });
    expect(fetch.requests[2]?.body).toBeUndefined();
  });

  test('list sends search, page and pageSize as query parameters', async () => {
    const { client, fetch } = testClient(
      fakeFetch(json(200, { items: [], page: 2, pageSize: 5, hasMore: false })),
    );
    await client.crm.contacts.list({ search: 'rust engineer', page: 2, pageSize: 5 });
    const url = fetch.requests[0]?.url;
    expect(url?.pathname).toBe(PATH);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      search: 'rust engineer',
      page: '2',
      pageSize: '5',
    });
  });

  test('usage reads the CRM usage record', async () => {
    const usage = {
      dailyQuota: 500,
      used: 3,
      remaining: 497,
      resetsAt: '2026-01-02T00:00:00.000Z',
      period: 'utc_day',
      resumeUpload: { dailyLimit: 50, used: 1, remaining: 49 },
    };
    const { client, fetch } = testClient(fakeFetch(json(200, usage)));
    expect(await client.crm.usage()).toEqual(usage);
    expect(fetch.requests[0]?.url.pathname).toBe('/api/v3.0/crm/public/usage');
  });

  test('a server-side validation error is not local and keeps its details', async () => {
    const details = [{ field: 'name', message: 'bad' }];
    const { client } = testClient(fakeFetch(errorResponse(400, 'VALIDATION_ERROR', { details })));
    const error = (await client.crm.contacts
      .create({ name: 'x' })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.local).toBe(false);
    expect(error.details).toEqual(details);
  });
});

describe('local validation', () => {
  test('a malformed email names emails.0.email', async () => {
    const error = await localError((c) =>
      c.crm.contacts.create({ name: 'Ada', emails: [{ email: 'not-an-email' }] }),
    );
    expect(error.details).toEqual([{ field: 'emails.0.email', message: 'must be a valid email address' }]);
    expect(error.path).toBe(PATH);
  });

  test('11 emails on create name emails', async () => {
    const emails = Array.from({ length: 11 }, (_, i) => ({ email: `a${i}@example.com` }));
    const error = await localError((c) => c.crm.contacts.create({ name: 'Ada', emails }));
    expect(error.details.map((d) => d.field)).toEqual(['emails']);
    expect(error.details[0]?.message).toMatch(/at most 10/);
  });

  test('2 emails on update name emails', async () => {
    const error = await localError((c) =>
      c.crm.contacts.update(CONTACT_ID, { emails: [{ email: 'a@example.com' }, { email: 'b@example.com' }] }),
    );
    expect(error.details.map((d) => d.field)).toEqual(['emails']);
  });

  test('an unknown field is named', async () => {
    const error = await localError((c) =>
      c.crm.contacts.create({ name: 'Ada', nickname: 'Countess' } as unknown as { name: string }),
    );
    expect(error.details).toHaveLength(1);
    expect(error.details[0]?.field).toBe('nickname');
    expect(error.details[0]?.message).toMatch(/unknown field/);
  });

  test("a value of the wrong type says what it must be, in words (not the validation library's)", async () => {
    const error = await localError((c) =>
      c.crm.contacts.create({ name: 5, emails: 'ada@example.com', tags: [7] } as unknown as { name: string }),
    );
    expect(error.details).toEqual([
      { field: 'name', message: 'must be a string' },
      { field: 'emails', message: 'must be an array' },
      { field: 'tags.0', message: 'must be a string' },
    ]);
    const two = await localError((c) =>
      c.crm.contacts.create({ name: 'Ada', a: 1, b: 2 } as unknown as { name: string }),
    );
    expect(two.details).toEqual([
      { field: 'a,b', message: "are unknown fields ('a', 'b'): not allowed in this body" },
    ]);
    expect(two.message).toContain('a,b: are unknown fields');
  });

  test('a missing name is named', async () => {
    const error = await localError((c) => c.crm.contacts.create({} as { name: string }));
    expect(error.details.map((d) => d.field)).toEqual(['name']);
  });

  test('an empty name on update must not be empty (update fields are optional: never "is required")', async () => {
    const update = await localError((c) => c.crm.contacts.update(CONTACT_ID, { name: '' }));
    expect(update.details).toEqual([{ field: 'name', message: 'must not be empty' }]);
    const create = await localError((c) => c.crm.contacts.create({ name: '  ' }));
    expect(create.details).toEqual([{ field: 'name', message: 'must not be empty' }]);
    const missing = await localError((c) => c.crm.contacts.create({} as { name: string }));
    expect(missing.details).toEqual([{ field: 'name', message: 'is required' }]);
  });

  test('an interaction type or resume field sent with the wrong type says what it must be, not "is required"', async () => {
    const type = await localError((c) =>
      c.crm.contacts.interactions.log(CONTACT_ID, { type: 5 } as unknown as { type: string }),
    );
    expect(type.details).toEqual([
      { field: 'type', message: 'must be a string: a name from GET /public/interaction-types' },
    ]);
    const missingType = await localError((c) =>
      c.crm.contacts.interactions.log(CONTACT_ID, {} as { type: string }),
    );
    expect(missingType.details).toEqual([
      { field: 'type', message: 'is required: a name from GET /public/interaction-types' },
    ]);
    const content = await localError((c) =>
      c.crm.contacts.resume(CONTACT_ID, {
        fileName: 'a',
        mimeType: 'application/pdf',
        contentBase64: 123 as unknown as string,
      }),
    );
    expect(content.details).toEqual([
      { field: 'contentBase64', message: 'must be a string: the file content in standard base64' },
    ]);
  });

  test.each([
    ['get', (c: PlatformClient) => c.crm.contacts.get('42')],
    ['update', (c: PlatformClient) => c.crm.contacts.update('zzzzzzzzzzzzzzzzzzzzzzzz', { name: 'x' })],
    ['delete', (c: PlatformClient) => c.crm.contacts.delete(`${CONTACT_ID}/../x`)],
  ])('a malformed id names id (%s)', async (_name, call) => {
    const error = await localError(call);
    expect(error.details).toEqual([{ field: 'id', message: 'must be a 24-character hexadecimal id' }]);
  });

  test.each([
    [{ pageSize: 51 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ search: 'x'.repeat(201) }, 'search'],
  ])('list query %o names %s', async (query, field) => {
    const error = await localError((c) => c.crm.contacts.list(query));
    expect(error.details.map((d) => d.field)).toEqual([field]);
  });

  test('every problem of a request is reported at once', async () => {
    const error = await localError((c) =>
      c.crm.contacts.update('bad', { emails: [{ email: 'nope' }] }, { workspaceId: 'also-bad' }),
    );
    expect(error.details.map((d) => d.field)).toEqual(['id', 'emails.0.email', 'workspaceId']);
  });

  test('an invalid idempotency key is named', async () => {
    const error = await localError((c) =>
      c.crm.lists.create({ name: 'Ada' }, { idempotencyKey: 'has space' }),
    );
    expect(error.details.map((d) => d.field)).toEqual(['idempotencyKey']);
    await localError((c) => c.crm.lists.create({ name: 'Ada' }, { idempotencyKey: 'k'.repeat(256) }));
  });
});

describe('lenient responses', () => {
  test('unknown fields are kept, at every level', async () => {
    const { client } = testClient(
      fakeFetch(
        json(
          200,
          contact({ seniority: 'staff', emails: [{ email: 'a@example.com', type: 'work', verified: true }] }),
        ),
      ),
    );
    // The types are exact (no index signature); what the service sent is kept at run time.
    const result = (await client.crm.contacts.get(CONTACT_ID)) as unknown as {
      seniority: string;
      emails: { verified: boolean }[];
    };
    expect(result.seniority).toBe('staff');
    expect(result.emails[0]?.verified).toBe(true);
  });

  test('a body that does not match the schema is returned as it came instead of failing', async () => {
    const odd = { id: CONTACT_ID, name: 42, emails: 'hidden' };
    const { client } = testClient(fakeFetch(json(200, odd)));
    expect(await client.crm.contacts.get(CONTACT_ID)).toEqual(odd);
  });

  test('a 2xx body that is not JSON fails with INVALID_RESPONSE', async () => {
    const { client } = testClient(fakeFetch(new Response('<html>', { status: 200 })));
    const error = await client.crm.contacts.get(CONTACT_ID).catch((e: unknown) => e);
    expect(isPlatformError(error, 'INVALID_RESPONSE')).toBe(true);
  });
});

describe('withResponse and asResponse', () => {
  test('withResponse gives data, the raw response, replayed and the key', async () => {
    const { client } = testClient(fakeFetch(json(200, contact(), { 'x-request-id': 'req-1' })));
    const { data, response, replayed, idempotencyKey } = await client.crm.contacts
      .get(CONTACT_ID)
      .withResponse();
    expect(data.id).toBe(CONTACT_ID);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(replayed).toBe(false);
    expect(idempotencyKey).toBeUndefined();
  });

  test('replayed is true when the service answers Idempotency-Replayed: true', async () => {
    const key = await deriveIdempotencyKey({ name: 'Backend hiring' });
    const { client, fetch } = testClient(
      fakeFetch(json(201, { id: 'l1' }, { 'Idempotency-Replayed': 'true' }), json(201, { id: 'l2' })),
    );
    const first = await client.request(CREATE_LIST, { idempotencyKey: key }).withResponse();
    expect(first.replayed).toBe(true);
    expect(first.idempotencyKey).toBe(key);
    expect(fetch.requests[0]?.headers.get('idempotency-key')).toBe(key);
    const second = await client.request(CREATE_LIST).withResponse();
    expect(second.replayed).toBe(false);
  });

  test('awaiting and withResponse share one parse', async () => {
    const { client } = testClient(fakeFetch(json(200, contact())));
    const promise = client.crm.contacts.get(CONTACT_ID);
    const [data, withResponse] = await Promise.all([promise, promise.withResponse()]);
    expect(withResponse.data).toBe(data);
  });

  test('asResponse gives the raw response with its body unread', async () => {
    const { client } = testClient(fakeFetch(json(200, contact())));
    const response = await client.crm.contacts.get(CONTACT_ID).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(((await response.json()) as { id: string }).id).toBe(CONTACT_ID);
  });

  test('asResponse and withResponse reject like the promise', async () => {
    const { client } = testClient(
      fakeFetch(errorResponse(404, 'NOT_FOUND'), errorResponse(404, 'NOT_FOUND')),
    );
    await expect(client.crm.contacts.get(CONTACT_ID).asResponse()).rejects.toMatchObject({
      errorCode: 'NOT_FOUND',
    });
    await expect(client.crm.contacts.get(CONTACT_ID).withResponse()).rejects.toMatchObject({
      errorCode: 'NOT_FOUND',
    });
  });

  test('the promise is a real Promise with catch and finally', async () => {
    const { client } = testClient(fakeFetch(errorResponse(404, 'NOT_FOUND')));
    const promise = client.crm.contacts.get(CONTACT_ID);
    expect(promise).toBeInstanceOf(Promise);
    let finallyRan = false;
    const caught = await promise
      .finally(() => {
        finallyRan = true;
      })
      .catch((e: unknown) => e);
    expect(finallyRan).toBe(true);
    expect(isPlatformError(caught, 'NOT_FOUND')).toBe(true);
  });
});
