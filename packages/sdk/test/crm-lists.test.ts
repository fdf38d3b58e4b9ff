import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  type Crm,
  isPipelineNotFound,
  isPlatformError,
  type PlatformClient,
  ValidationError,
} from '../src/index.ts';
import { errorResponse, fakeFetch, json, testClient } from './support/fake-fetch.ts';

const LIST = '64b7f0c2a1d4e5f6a7b8c9d0';
const STAGE = '64b7f0c2a1d4e5f6a7b8c9d1';
const STAGE_2 = '64b7f0c2a1d4e5f6a7b8c9d2';
const ITEM = '64b7f0c2a1d4e5f6a7b8c9d3';
const CONTACT = '64b7f0c2a1d4e5f6a7b8c9d4';
const BASE = '/api/v3.0/crm/public/lists';

function card(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ITEM,
    listId: LIST,
    stageId: STAGE,
    contactId: CONTACT,
    authorId: null,
    rating: null,
    applicationStatus: null,
    disqualified: false,
    disqualifiedReason: null,
    source: 'contact',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function board(page: number, hasMore: boolean, stages: { id: string; items: Record<string, unknown>[] }[]) {
  return {
    id: LIST,
    name: 'Backend',
    color: null,
    templateType: 'CANDIDATE_PIPELINE_EN',
    associatedPosts: [],
    itemCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    stages: stages.map((s, i) => ({ name: `S${i}`, color: 'blue', zorder: i + 1, itemCount: 9, ...s })),
    page,
    pageSize: 2,
    hasMore,
  };
}

async function localError(call: (client: PlatformClient) => Promise<unknown>) {
  const { client, fetch } = testClient(fakeFetch(json(200, {})));
  const error = await call(client).catch((e: unknown) => e);
  expect(fetch.requests).toHaveLength(0);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).details;
}

describe('client.crm.lists', () => {
  test('each method calls its route with its body and query', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        json(200, { items: [], page: 1, pageSize: 10, hasMore: false }),
        json(200, board(1, false, [])),
        json(200, board(1, false, [])),
        json(200, { id: LIST, deleted: true, effects: { stagesDeleted: 5, itemsDeleted: 2 } }),
        json(201, []),
        json(200, {}),
        json(200, board(1, false, [])),
        json(200, { stagesRemaining: [] }),
        json(201, card()),
        json(200, card()),
        json(200, { id: ITEM, deleted: true }),
      ),
    );
    await client.crm.lists.list({ page: 2, pageSize: 5 });
    await client.crm.lists.get(LIST, { page: 3, pageSize: 50 });
    await client.crm.lists.update(LIST, { color: null });
    await client.crm.lists.delete(LIST);
    await client.crm.lists.stages.add(LIST, { name: 'Entrevista/Visita' });
    await client.crm.lists.stages.update(LIST, STAGE, { color: '#fff' });
    await client.crm.lists.stages.reorder(LIST, { stageIds: [STAGE_2, STAGE] });
    await client.crm.lists.stages.delete(LIST, STAGE, { moveToStageId: STAGE_2 });
    await client.crm.lists.items.add(LIST, { contactId: CONTACT });
    await client.crm.lists.items.move(LIST, ITEM, { stageId: STAGE_2 });
    await client.crm.lists.items.remove(LIST, ITEM);
    const seen = fetch.requests.map((r) => [r.method, `${r.url.pathname}${r.url.search}`, r.body]);
    expect(seen).toEqual([
      ['GET', `${BASE}?page=2&pageSize=5`, undefined],
      ['GET', `${BASE}/${LIST}?page=3&pageSize=50`, undefined],
      ['PATCH', `${BASE}/${LIST}`, { color: null }],
      ['DELETE', `${BASE}/${LIST}`, undefined],
      ['POST', `${BASE}/${LIST}/stages`, { name: 'Entrevista/Visita' }],
      ['PATCH', `${BASE}/${LIST}/stages/${STAGE}`, { color: '#fff' }],
      ['PUT', `${BASE}/${LIST}/stages/order`, { stageIds: [STAGE_2, STAGE] }],
      ['DELETE', `${BASE}/${LIST}/stages/${STAGE}?moveToStageId=${STAGE_2}`, undefined],
      ['POST', `${BASE}/${LIST}/items`, { contactId: CONTACT }],
      ['PATCH', `${BASE}/${LIST}/items/${ITEM}`, { stageId: STAGE_2 }],
      ['DELETE', `${BASE}/${LIST}/items/${ITEM}`, undefined],
    ]);
    // Only create is idempotent.
    for (const r of fetch.requests) expect(r.headers.get('idempotency-key')).toBeNull();
  });

  test('create sends a generated Idempotency-Key, reuses it across retries and reports a replay', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        errorResponse(500, 'CRM_API_ERROR'),
        new TypeError('socket hang up'),
        json(201, board(1, false, []), { 'idempotency-replayed': 'true' }),
      ),
    );
    const { data, replayed, idempotencyKey } = await client.crm.lists
      .create({ name: 'Backend' })
      .withResponse();
    expectTypeOf(data).toEqualTypeOf<Crm.Pipeline>();
    expect(replayed).toBe(true);
    const keys = fetch.requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(idempotencyKey);
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const own = testClient(fakeFetch(json(201, board(1, false, []))));
    await own.client.crm.lists.create({ name: 'Backend' }, { idempotencyKey: 'backend-2026' });
    expect(own.fetch.requests[0]!.headers.get('idempotency-key')).toBe('backend-2026');
  });

  test('a 409 in progress and a 422 reuse are not retried', async () => {
    for (const code of ['IDEMPOTENCY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED']) {
      const { client, fetch } = testClient(
        fakeFetch(errorResponse(code === 'IDEMPOTENCY_IN_PROGRESS' ? 409 : 422, code)),
      );
      const error = await client.crm.lists.create({ name: 'Backend' }).catch((e: unknown) => e);
      expect(isPlatformError(error, code as 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
      expect(fetch.requests).toHaveLength(1);
    }
  });

  test('validates bodies locally: the name rule, the caps, exclusive stages and copyFromListId', async () => {
    expect((await localError((c) => c.crm.lists.create({ name: 'Café & Co.' })))[0]?.field).toBe('name');
    expect((await localError((c) => c.crm.lists.create({ name: 'A  B' })))[0]?.field).toBe('name');
    const stages = Array.from({ length: 31 }, (_, i) => ({ name: `S${i}`, color: 'red' }));
    expect((await localError((c) => c.crm.lists.create({ name: 'Big', stages })))[0]?.field).toBe('stages');
    expect(
      (await localError((c) => c.crm.lists.create({ name: 'X', stages: [], copyFromListId: LIST })))[0]
        ?.field,
    ).toBe('copyFromListId');
    expect(
      (await localError((c) => c.crm.lists.stages.reorder(LIST, { stageIds: [STAGE, STAGE] })))[0]?.field,
    ).toBe('stageIds');
    expect((await localError((c) => c.crm.lists.stages.add(LIST, { name: ' ' })))[0]?.field).toBe('name');
    expect((await localError((c) => c.crm.lists.items.move(LIST, 'bad', { stageId: STAGE })))[0]?.field).toBe(
      'itemId',
    );
    expect((await localError((c) => c.crm.lists.get(LIST, { pageSize: 0 })))[0]?.field).toBe('pageSize');
  });

  test('iterateCards walks board pages until no stage has more', async () => {
    const { client, fetch } = testClient(
      fakeFetch(
        json(
          200,
          board(1, true, [
            { id: STAGE, items: [card({ id: 'a' }), card({ id: 'b' })] },
            { id: STAGE_2, items: [card({ id: 'c', stageId: STAGE_2 })] },
          ]),
        ),
        json(
          200,
          board(2, false, [
            { id: STAGE, items: [card({ id: 'd' })] },
            { id: STAGE_2, items: [] },
          ]),
        ),
      ),
    );
    const seen: [string, string][] = [];
    for await (const { stage, card } of client.crm.lists.iterateCards(LIST, { pageSize: 2 })) {
      expectTypeOf(card).toEqualTypeOf<Crm.Card>();
      seen.push([stage.id, card.id]);
      expect(stage).not.toHaveProperty('items');
    }
    expect(seen).toEqual([
      [STAGE, 'a'],
      [STAGE, 'b'],
      [STAGE_2, 'c'],
      [STAGE, 'd'],
    ]);
    expect(fetch.requests.map((r) => r.url.search)).toEqual(['?page=1&pageSize=2', '?page=2&pageSize=2']);
  });

  test('isPipelineNotFound narrows a 404 to the id it names', async () => {
    const { client } = testClient(
      fakeFetch(errorResponse(404, 'NOT_FOUND', { details: [{ field: 'stageId', message: 'no stage' }] })),
    );
    const error = await client.crm.lists.items
      .add(LIST, { contactId: CONTACT, stageId: STAGE })
      .catch((e: unknown) => e);
    expect(isPipelineNotFound(error)).toBe(true);
    expect(isPipelineNotFound(error, 'stageId')).toBe(true);
    expect(isPipelineNotFound(error, 'contactId')).toBe(false);
    if (isPipelineNotFound(error)) expectTypeOf(error).toEqualTypeOf<Crm.PipelineNotFoundError>();
    expect(isPipelineNotFound(new Error('x'))).toBe(false);
  });
});
