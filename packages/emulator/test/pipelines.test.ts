import { describe, expect, it } from 'vitest';
import type { EmulatorOptions } from '../src/index.ts';
import { internals } from '../src/internal.ts';
import { prng } from '../src/shared/random.ts';
import {
  type CallOptions,
  CRM,
  call,
  expectError,
  expectOneOriginal,
  type Fixture,
  setup,
} from './helpers.ts';

const CARD_FIELDS = [
  'applicationStatus',
  'authorId',
  'contactId',
  'createdAt',
  'disqualified',
  'disqualifiedReason',
  'id',
  'listId',
  'rating',
  'source',
  'stageId',
  'updatedAt',
];

async function fixture(options: EmulatorOptions = {}) {
  const f = await setup(options);
  const api = (method: string, path: string, opts: CallOptions = {}) =>
    call(f.emu, method, `${CRM}${path}`, { key: f.key, ...opts });
  const contact = async (name = 'Ada Lovelace') => {
    const res = await api('POST', '/contacts', { body: { name } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const pipeline = async (body: Record<string, unknown> = { name: 'Backend Hiring' }) => {
    const res = await api('POST', '/lists', { body });
    expect(res.status).toBe(201);
    return res.body;
  };
  return { ...f, api, contact, pipeline };
}

/** A key of another member of the same organization, and one scoped to a second workspace. */
async function teammates(f: Fixture) {
  const member = await f.emu.createKey(f.orgId);
  return { memberKey: member.key };
}

describe('pipelines: create', () => {
  it('creates the default candidate board with every field', async () => {
    const f = await fixture();
    const p = await f.pipeline({ name: 'Backend Engineers 2026', color: '#1a73e8' });
    expect(Object.keys(p).sort()).toEqual(
      [
        'associatedPosts',
        'color',
        'createdAt',
        'hasMore',
        'id',
        'itemCount',
        'name',
        'page',
        'pageSize',
        'stages',
        'templateType',
        'updatedAt',
      ].sort(),
    );
    expect(p).toMatchObject({
      name: 'Backend Engineers 2026',
      color: '#1a73e8',
      templateType: 'CANDIDATE_PIPELINE_EN',
      associatedPosts: [],
      itemCount: 0,
      page: 1,
      pageSize: 10,
      hasMore: false,
    });
    expect(p.id).toMatch(/^[0-9a-f]{24}$/);
    expect(p.createdAt).toBe(p.updatedAt);
    expect(p.stages.map((s: any) => [s.name, s.zorder, s.itemCount, s.items])).toEqual([
      ['Applied', 1, 0, []],
      ['Screening', 2, 0, []],
      ['Interview', 3, 0, []],
      ['Offer', 4, 0, []],
      ['Hired', 5, 0, []],
    ]);
    for (const s of p.stages)
      expect(Object.keys(s).sort()).toEqual(['color', 'id', 'itemCount', 'items', 'name', 'zorder']);
    const read = await f.api('GET', `/lists/${p.id}`);
    expect(read.body).toEqual(p);
  });

  it('takes own stages (names may hold accents and slashes), in order, stamped CANDIDATE_PIPELINE_EN', async () => {
    const f = await fixture();
    const p = await f.pipeline({
      name: 'Nurses Madrid',
      stages: [
        { name: 'Solicitud recibida', color: '#3b82f6' },
        { name: 'Entrevista/Visita', color: 'orange' },
        { name: '  Decisión  ', color: '#abc' },
      ],
    });
    expect(p.templateType).toBe('CANDIDATE_PIPELINE_EN');
    expect(p.color).toBeNull();
    expect(p.stages.map((s: any) => [s.name, s.color, s.zorder])).toEqual([
      ['Solicitud recibida', '#3b82f6', 1],
      ['Entrevista/Visita', 'orange', 2],
      ['Decisión', '#abc', 3],
    ]);
    const empty = await f.pipeline({ name: 'Empty Board', stages: [] });
    expect(empty.stages).toEqual([]);
  });

  it('caps own stages at 30 and requires name and color on each', async () => {
    const f = await fixture();
    const stages = Array.from({ length: 31 }, (_, i) => ({ name: `Stage ${i + 1}`, color: 'blue' }));
    const tooMany = expectError(
      await f.api('POST', '/lists', { body: { name: 'Big', stages } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(tooMany.details[0].field).toBe('stages');
    expect(
      (await f.api('POST', '/lists', { body: { name: 'Big', stages: stages.slice(0, 30) } })).status,
    ).toBe(201);
    const noColor = expectError(
      await f.api('POST', '/lists', { body: { name: 'X', stages: [{ name: 'A' }] } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noColor.details[0].field).toBe('stages.0.color');
    const badColor = expectError(
      await f.api('POST', '/lists', { body: { name: 'X', color: 'rgb(1,2,3)' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badColor.details[0].field).toBe('color');
  });

  it('applies the name rule and names the field', async () => {
    const f = await fixture();
    const bad = [
      'Café Team',
      'Back-end',
      "O'Neil Hiring",
      'R&D',
      'v1.0',
      'Two  Spaces',
      ' Leading',
      'Trailing ',
      '',
      ' ',
    ];
    for (const name of bad) {
      const err = expectError(await f.api('POST', '/lists', { body: { name } }), 400, 'VALIDATION_ERROR');
      expect(err.details[0].field).toBe('name');
    }
    expect(
      expectError(await f.api('POST', '/lists', { body: {} }), 400, 'VALIDATION_ERROR').details[0].field,
    ).toBe('name');
    expect(
      expectError(await f.api('POST', '/lists', { body: { name: 'A'.repeat(101) } }), 400, 'VALIDATION_ERROR')
        .details[0].field,
    ).toBe('name');
    for (const name of ['A', 'Sales 2026', 'QA Automation Team B', 'x'.repeat(100)]) {
      expect((await f.api('POST', '/lists', { body: { name } })).status).toBe(201);
    }
    const unknown = expectError(
      await f.api('POST', '/lists', { body: { name: 'A', owner: 'me' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.details[0].field).toBe('owner');
  });

  it('says "is required" only for a missing name or color; one message per wrong value', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const color = 'a hex code such as #1a73e8 or a color token such as blue';
    const pattern =
      'must be alphanumeric words separated by single spaces (no accents, hyphens, apostrophes, ampersands, periods, double or leading/trailing spaces)';
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [
        'POST',
        '/lists',
        {},
        'name',
        'is required: a name of alphanumeric words separated by single spaces, 1 to 100 characters',
      ],
      ['POST', '/lists', { name: 5 }, 'name', 'must be a string'],
      ['POST', '/lists', { name: '' }, 'name', 'must not be empty'],
      ['POST', '/lists', { name: 'R&D' }, 'name', pattern],
      ['PATCH', `/lists/${p.id}`, { name: '' }, 'name', 'must not be empty'],
      ['PATCH', `/lists/${p.id}`, { color: 5 }, 'color', `must be ${color}`],
      ['PATCH', `/lists/${p.id}`, { color: 'rgb(1,2,3)' }, 'color', `must be ${color}`],
      [
        'POST',
        '/lists',
        { name: 'X', stages: [{ color: 'blue' }] },
        'stages.0.name',
        'is required: a stage name of 1 to 100 characters',
      ],
      ['POST', '/lists', { name: 'X', stages: [{ name: 'A' }] }, 'stages.0.color', `is required: ${color}`],
      [
        'POST',
        '/lists',
        { name: 'X', stages: [{ name: 'A', color: null }] },
        'stages.0.color',
        `must be ${color}`,
      ],
      ['POST', `/lists/${p.id}/stages`, {}, 'name', 'is required: a stage name of 1 to 100 characters'],
      ['POST', `/lists/${p.id}/stages`, { name: 7 }, 'name', 'must be a string'],
      ['POST', `/lists/${p.id}/stages`, { name: ' ' }, 'name', 'must not be empty'],
    ];
    for (const [method, path, body, field, message] of cases) {
      const err = expectError(await f.api(method, path, { body }), 400, 'VALIDATION_ERROR');
      expect(err.details, `${method} ${path} ${JSON.stringify(body)}`).toEqual([{ field, message }]);
    }
  });

  it('refuses stages together with copyFromListId', async () => {
    const f = await fixture();
    const src = await f.pipeline();
    const err = expectError(
      await f.api('POST', '/lists', {
        body: { name: 'Both', stages: [{ name: 'A', color: 'red' }], copyFromListId: src.id },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(err.details[0].field).toBe('copyFromListId');
  });

  it("copies the stages of the caller's own pipeline only (not its cards), beyond 30 stages too", async () => {
    const f = await fixture();
    const src = await f.pipeline({
      name: 'Source',
      stages: [
        { name: 'One', color: 'red' },
        { name: 'Two', color: '#123456' },
      ],
    });
    await f.api('POST', `/lists/${src.id}/items`, { body: { contactId: await f.contact() } });
    const copy = await f.pipeline({ name: 'Copy', copyFromListId: src.id.toUpperCase() });
    expect(copy.templateType).toBe('CANDIDATE_PIPELINE_EN');
    expect(copy.itemCount).toBe(0);
    expect(copy.stages.map((s: any) => [s.name, s.color, s.zorder, s.itemCount])).toEqual([
      ['One', 'red', 1, 0],
      ['Two', '#123456', 2, 0],
    ]);
    expect(copy.stages[0].id).not.toBe(src.stages[0].id);

    // Another member's pipeline (same organization and workspace) reads as missing.
    const { memberKey } = await teammates(f);
    const notMine = await call(f.emu, 'POST', `${CRM}/lists`, {
      key: memberKey,
      body: { name: 'Mine', copyFromListId: src.id },
    });
    expect(expectError(notMine, 404, 'NOT_FOUND').details[0].field).toBe('copyFromListId');
    expect(
      expectError(
        await f.api('POST', '/lists', { body: { name: 'X', copyFromListId: 'f'.repeat(24) } }),
        404,
        'NOT_FOUND',
      ).details[0].field,
    ).toBe('copyFromListId');
    expect(
      expectError(
        await f.api('POST', '/lists', { body: { name: 'X', copyFromListId: 'nope' } }),
        400,
        'VALIDATION_ERROR',
      ).details[0].field,
    ).toBe('copyFromListId');

    // A board above 30 stages (made by the application) is copied whole, and cannot be reordered.
    const big = await f.pipeline({
      name: 'Thirty',
      stages: Array.from({ length: 30 }, (_, i) => ({ name: `S${i + 1}`, color: 'gray' })),
    });
    const state = f.emu.exportState() as any;
    const last = state.tables.pipelineStages.find((s: any) => s.listId === big.id && s.zorder === 30);
    state.tables.pipelineStages.push({ ...last, id: 'abcdefabcdefabcdefabcdef', name: 'S31', zorder: 31 });
    await f.emu.importState(state);
    const copied = await f.pipeline({ name: 'Big Copy', copyFromListId: big.id });
    expect(copied.stages).toHaveLength(31);
    expect(copied.stages.at(-1)).toMatchObject({ name: 'S31', zorder: 31 });
    const reorder = await f.api('PUT', `/lists/${copied.id}/stages/order`, {
      body: { stageIds: copied.stages.slice(0, 30).map((s: any) => s.id) },
    });
    expect(expectError(reorder, 400, 'VALIDATION_ERROR').details[0].field).toBe('stageIds');
    const addMore = await f.api('POST', `/lists/${copied.id}/stages`, { body: { name: 'S32' } });
    expect(expectError(addMore, 400, 'VALIDATION_ERROR').details[0].field).toBe('stages');
  });
});

describe('pipelines: reads', () => {
  it('lists newest first with { items, page, pageSize, hasMore } and the contact bounds', async () => {
    const f = await fixture();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await f.pipeline({ name: `Pipeline ${i}` })).id);
    const first = await f.api('GET', '/lists');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['hasMore', 'items', 'page', 'pageSize']);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, hasMore: true });
    expect(first.body.items.map((p: any) => p.id)).toEqual(ids.slice().reverse().slice(0, 10));
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ['associatedPosts', 'color', 'createdAt', 'id', 'itemCount', 'name', 'templateType'].sort(),
    );
    const second = await f.api('GET', '/lists', { query: { page: 2, pageSize: 10 } });
    expect(second.body.items.map((p: any) => p.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.hasMore).toBe(false);
    const exact = await f.api('GET', '/lists', { query: { pageSize: 12 } });
    expect(exact.body).toMatchObject({ hasMore: false, pageSize: 12 });
    for (const query of [{ page: 0 }, { page: 10001 }, { pageSize: 0 }, { pageSize: 51 }, { page: 'x' }]) {
      const err = expectError(await f.api('GET', '/lists', { query: query as any }), 400, 'VALIDATION_ERROR');
      expect(['page', 'pageSize']).toContain(err.details[0].field);
    }
  });

  it('pages every stage of the single read; hasMore when any stage has more', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const contacts: string[] = [];
    for (let i = 0; i < 5; i++) contacts.push(await f.contact(`Person ${i}`));
    for (const c of contacts.slice(0, 3))
      await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: c } });
    for (const c of contacts.slice(3))
      await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: c, stageId: p.stages[2].id } });
    const page1 = (await f.api('GET', `/lists/${p.id}`, { query: { pageSize: 2 } })).body;
    expect(page1).toMatchObject({ page: 1, pageSize: 2, hasMore: true, itemCount: 5 });
    expect(page1.stages[0]).toMatchObject({ itemCount: 3 });
    expect(page1.stages[0].items.map((c: any) => c.contactId)).toEqual(contacts.slice(0, 2));
    expect(page1.stages[2].items.map((c: any) => c.contactId)).toEqual(contacts.slice(3));
    const page2 = (await f.api('GET', `/lists/${p.id}`, { query: { page: 2, pageSize: 2 } })).body;
    expect(page2).toMatchObject({ page: 2, hasMore: false });
    expect(page2.stages[0].items.map((c: any) => c.contactId)).toEqual([contacts[2]]);
    expect(page2.stages[2].items).toEqual([]);
    expect(page2.stages[2].itemCount).toBe(2);
    const exact = (await f.api('GET', `/lists/${p.id}`, { query: { pageSize: 3 } })).body;
    expect(exact.hasMore).toBe(false);
    expectError(await f.api('GET', `/lists/${p.id}`, { query: { pageSize: 51 } }), 400, 'VALIDATION_ERROR');
  });
});

describe('pipelines: update and delete', () => {
  it('renames and recolors with the name rule; an empty body is a 400', async () => {
    const f = await fixture();
    const p = await f.pipeline({ name: 'Old Name', color: 'red' });
    f.emu.clock.advance(60);
    const renamed = await f.api('PATCH', `/lists/${p.id}`, { body: { name: 'New Name' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: p.id,
      name: 'New Name',
      color: 'red',
      templateType: 'CANDIDATE_PIPELINE_EN',
    });
    expect(renamed.body.updatedAt > p.updatedAt).toBe(true);
    expect(renamed.body.stages).toHaveLength(5);
    const cleared = await f.api('PATCH', `/lists/${p.id}`, { body: { color: null } });
    expect(cleared.body.color).toBeNull();
    expect(
      expectError(
        await f.api('PATCH', `/lists/${p.id}`, { body: { name: 'Bad-Name' } }),
        400,
        'VALIDATION_ERROR',
      ).details[0].field,
    ).toBe('name');
    expectError(await f.api('PATCH', `/lists/${p.id}`, { body: {} }), 400, 'VALIDATION_ERROR');
    expect(
      expectError(
        await f.api('PATCH', `/lists/${p.id}`, { body: { templateType: 'X' } }),
        400,
        'VALIDATION_ERROR',
      ).details[0].field,
    ).toBe('templateType');
  });

  it('soft-deletes with effects counted before the cascade; contacts stay', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const a = await f.contact('A');
    const b = await f.contact('B');
    await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: a } });
    await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: b, stageId: p.stages[3].id } });
    const del = await f.api('DELETE', `/lists/${p.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: p.id, deleted: true, effects: { stagesDeleted: 5, itemsDeleted: 2 } });
    expect(expectError(await f.api('GET', `/lists/${p.id}`), 404, 'NOT_FOUND').details[0].field).toBe('id');
    expect(expectError(await f.api('DELETE', `/lists/${p.id}`), 404, 'NOT_FOUND').details[0].field).toBe(
      'id',
    );
    expect(
      expectError(await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: a } }), 404, 'NOT_FOUND')
        .details[0].field,
    ).toBe('id');
    expect((await f.api('GET', '/lists')).body.items).toEqual([]);
    expect((await f.api('GET', `/contacts/${a}`)).status).toBe(200);
    // The soft-deleted records are retained.
    const state = f.emu.exportState() as any;
    expect(state.tables.pipelines[0].deletedAt).toEqual(expect.any(String));
    expect(state.tables.pipelineCards.every((c: any) => c.deletedAt)).toBe(true);
  });
});

describe('pipelines: stages', () => {
  it('appends a stage (201, the full stage array), up to 30', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const res = await f.api('POST', `/lists/${p.id}/stages`, { body: { name: 'Référence / vérif' } });
    expect(res.status).toBe(201);
    expect(res.body.map((s: any) => [s.name, s.zorder])).toEqual([
      ['Applied', 1],
      ['Screening', 2],
      ['Interview', 3],
      ['Offer', 4],
      ['Hired', 5],
      ['Référence / vérif', 6],
    ]);
    expect(res.body[5]).toMatchObject({ color: '#9ca3af', itemCount: 0, items: [] });
    for (let i = 7; i <= 30; i++) {
      expect(
        (await f.api('POST', `/lists/${p.id}/stages`, { body: { name: `S${i}`, color: 'green' } })).status,
      ).toBe(201);
    }
    const full = expectError(
      await f.api('POST', `/lists/${p.id}/stages`, { body: { name: 'S31' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(full.message).toContain('30');
    expectError(
      await f.api('POST', `/lists/${p.id}/stages`, { body: { name: '   ' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await f.api('POST', `/lists/${p.id}/stages`, { body: { name: 'X', zorder: 1 } }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('renames or recolors a stage without touching the order', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const res = await f.api('PATCH', `/lists/${p.id}/stages/${p.stages[1].id}`, {
      body: { name: 'Phone screen', color: '#000000' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: p.stages[1].id,
      name: 'Phone screen',
      color: '#000000',
      zorder: 2,
      itemCount: 0,
      items: [],
    });
    const other = await f.pipeline({ name: 'Other' });
    const foreign = await f.api('PATCH', `/lists/${p.id}/stages/${other.stages[0].id}`, {
      body: { name: 'X' },
    });
    expect(expectError(foreign, 404, 'NOT_FOUND').details[0].field).toBe('stageId');
    expectError(
      await f.api('PATCH', `/lists/${p.id}/stages/${p.stages[0].id}`, { body: {} }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('reorders with exactly the active stage ids', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const ids: string[] = p.stages.map((s: any) => s.id);
    const wanted = [ids[4], ids[0], ids[3], ids[1], ids[2]];
    const res = await f.api('PUT', `/lists/${p.id}/stages/order`, { body: { stageIds: wanted } });
    expect(res.status).toBe(200);
    expect(res.body.stages.map((s: any) => [s.id, s.zorder])).toEqual(wanted.map((id, i) => [id, i + 1]));
    expect(res.body).toMatchObject({ id: p.id, page: 1, pageSize: 10 });

    const other = await f.pipeline({ name: 'Other' });
    const cases = [
      wanted.slice(0, 4), // missing
      [...wanted, other.stages[0].id], // extra, foreign
      [...wanted.slice(0, 4), other.stages[0].id], // foreign instead of one
      [...wanted.slice(0, 4), wanted[0]], // repeated
      [...wanted, wanted[0]], // repeated and extra
    ];
    for (const stageIds of cases) {
      const err = expectError(
        await f.api('PUT', `/lists/${p.id}/stages/order`, { body: { stageIds } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.details[0].field).toBe('stageIds');
    }
    const malformed = expectError(
      await f.api('PUT', `/lists/${p.id}/stages/order`, { body: { stageIds: ['x'] } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(malformed.details[0].field).toMatch(/^stageIds/);
    const tooMany = Array.from({ length: 31 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect(
      expectError(
        await f.api('PUT', `/lists/${p.id}/stages/order`, { body: { stageIds: tooMany } }),
        400,
        'VALIDATION_ERROR',
      ).details[0].field,
    ).toBe('stageIds');
    // Unchanged after the failures.
    expect((await f.api('GET', `/lists/${p.id}`)).body.stages.map((s: any) => s.id)).toEqual(wanted);
    // [] names every stage as missing here; on a board with no stage it is exactly its stages.
    const none = expectError(
      await f.api('PUT', `/lists/${p.id}/stages/order`, { body: { stageIds: [] } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(none.details[0].message).toBe(`missing: ${wanted.join(', ')}`);
    const empty = await f.pipeline({ name: 'No Stages Yet', stages: [] });
    const reordered = await f.api('PUT', `/lists/${empty.id}/stages/order`, { body: { stageIds: [] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body).toMatchObject({ id: empty.id, stages: [] });
  });

  it('deletes a stage: moveToStageId and its four errors', async () => {
    const f = await fixture({ limits: { crm: { maxCardsToReassign: 2 } } });
    const p = await f.pipeline();
    const [applied, screening, interview, offer, hired] = p.stages.map((s: any) => s.id);
    const c1 = await f.contact('One');
    const c2 = await f.contact('Two');
    const c3 = await f.contact('Three');
    await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: c1, stageId: screening } });
    await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: c2, stageId: screening } });
    await f.api('POST', `/lists/${p.id}/items`, { body: { contactId: c3, stageId: interview } });
    await f.api('POST', `/lists/${p.id}/items`, {
      body: { contactId: await f.contact('Four'), stageId: interview },
    });
    await f.api('POST', `/lists/${p.id}/items`, {
      body: { contactId: await f.contact('Five'), stageId: interview },
    });

    const required = expectError(
      await f.api('DELETE', `/lists/${p.id}/stages/${screening}`),
      400,
      'MOVE_TO_STAGE_REQUIRED',
    );
    expect(required.details[0].field).toBe('moveToStageId');
    const other = await f.pipeline({ name: 'Other' });
    const foreign = await f.api('DELETE', `/lists/${p.id}/stages/${screening}`, {
      query: { moveToStageId: other.stages[0].id },
    });
    expect(expectError(foreign, 404, 'NOT_FOUND').details[0].field).toBe('moveToStageId');
    const self = await f.api('DELETE', `/lists/${p.id}/stages/${screening}`, {
      query: { moveToStageId: screening },
    });
    expect(expectError(self, 400, 'VALIDATION_ERROR').details[0].field).toBe('moveToStageId');
    const malformed = await f.api('DELETE', `/lists/${p.id}/stages/${screening}`, {
      query: { moveToStageId: 'zz' },
    });
    expect(expectError(malformed, 400, 'VALIDATION_ERROR').details[0].field).toBe('moveToStageId');
    const tooMany = await f.api('DELETE', `/lists/${p.id}/stages/${interview}`, {
      query: { moveToStageId: applied },
    });
    expectError(tooMany, 400, 'TOO_MANY_ITEMS_TO_REASSIGN');

    const ok = await f.api('DELETE', `/lists/${p.id}/stages/${screening}`, {
      query: { moveToStageId: offer },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['stagesRemaining']);
    expect(ok.body.stagesRemaining.map((s: any) => [s.id, s.zorder, s.itemCount])).toEqual([
      [applied, 1, 0],
      [interview, 2, 3],
      [offer, 3, 2],
      [hired, 4, 0],
    ]);
    // A deleted stage is no longer a target.
    const gone = await f.api('DELETE', `/lists/${p.id}/stages/${hired}`, {
      query: { moveToStageId: screening },
    });
    expect(expectError(gone, 404, 'NOT_FOUND').details[0].field).toBe('moveToStageId');
    expect(
      expectError(await f.api('DELETE', `/lists/${p.id}/stages/${screening}`), 404, 'NOT_FOUND').details[0]
        .field,
    ).toBe('stageId');
    // An empty stage needs no target.
    expect((await f.api('DELETE', `/lists/${p.id}/stages/${hired}`)).body.stagesRemaining).toHaveLength(3);
    expect((await f.api('DELETE', `/lists/${p.id}/stages/${applied}`)).status).toBe(200);
    expect(
      (await f.api('DELETE', `/lists/${p.id}/stages/${offer}`, { query: { moveToStageId: interview } }))
        .status,
    ).toBe(200);
    const last = expectError(
      await f.api('DELETE', `/lists/${p.id}/stages/${interview}`),
      400,
      'LAST_STAGE_UNDELETABLE',
    );
    expect(last.message).toMatch(/last stage/);
    const board = (await f.api('GET', `/lists/${p.id}`)).body;
    expect(board.itemCount).toBe(5);
    expect(board.stages).toEqual([expect.objectContaining({ id: interview, zorder: 1, itemCount: 5 })]);
  });
});

describe('pipelines: cards', () => {
  it('adds a card with exactly twelve fields into the first stage; re-adding moves it', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const contactId = await f.contact();
    const added = await f.api('POST', `/lists/${p.id}/items`, { body: { contactId } });
    expect(added.status).toBe(201);
    expect(Object.keys(added.body).sort()).toEqual(CARD_FIELDS);
    expect(added.body).toMatchObject({
      listId: p.id,
      stageId: p.stages[0].id,
      contactId,
      authorId: null,
      rating: null,
      applicationStatus: null,
      disqualified: false,
      disqualifiedReason: null,
      source: 'contact',
    });
    // Without stageId the card stays where it is.
    const same = await f.api('POST', `/lists/${p.id}/items`, { body: { contactId } });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(added.body);
    f.emu.clock.advance(5);
    const moved = await f.api('POST', `/lists/${p.id}/items`, {
      body: { contactId, stageId: p.stages[2].id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: added.body.id,
      stageId: p.stages[2].id,
      createdAt: added.body.createdAt,
    });
    expect(moved.body.updatedAt > added.body.updatedAt).toBe(true);
    const board = (await f.api('GET', `/lists/${p.id}`)).body;
    expect(board.itemCount).toBe(1);
    expect(board.stages.map((s: any) => s.itemCount)).toEqual([0, 0, 1, 0, 0]);
    // New cards land in zorder 1 even after a reorder.
    const ids = p.stages.map((s: any) => s.id);
    await f.api('PUT', `/lists/${p.id}/stages/order`, {
      body: { stageIds: [ids[3], ...ids.filter((_: string, i: number) => i !== 3)] },
    });
    const next = await f.api('POST', `/lists/${p.id}/items`, {
      body: { contactId: await f.contact('Next') },
    });
    expect(next.body.stageId).toBe(ids[3]);
  });

  it('names the id to fix on every card 404 and answers 409 LIST_HAS_NO_STAGES', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const other = await f.pipeline({ name: 'Other' });
    const contactId = await f.contact();
    const field = async (method: string, path: string, body?: unknown) =>
      expectError(await f.api(method, path, body === undefined ? {} : { body }), 404, 'NOT_FOUND').details[0]
        .field;
    expect(await field('POST', `/lists/${p.id}/items`, { contactId: 'f'.repeat(24) })).toBe('contactId');
    expect(await field('POST', `/lists/${p.id}/items`, { contactId, stageId: other.stages[0].id })).toBe(
      'stageId',
    );
    expect(await field('POST', `/lists/${'f'.repeat(24)}/items`, { contactId })).toBe('id');
    const archived = await f.contact('Archived');
    await f.api('DELETE', `/contacts/${archived}`);
    expect(await field('POST', `/lists/${p.id}/items`, { contactId: archived })).toBe('contactId');
    const otherOrgContact = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.other.key,
      body: { name: 'Elsewhere' },
    });
    expect(await field('POST', `/lists/${p.id}/items`, { contactId: otherOrgContact.body.id })).toBe(
      'contactId',
    );

    const card = (await f.api('POST', `/lists/${p.id}/items`, { body: { contactId } })).body;
    const otherCard = (await f.api('POST', `/lists/${other.id}/items`, { body: { contactId } })).body;
    expect(otherCard.id).not.toBe(card.id);
    expect(await field('PATCH', `/lists/${p.id}/items/${card.id}`, { stageId: other.stages[1].id })).toBe(
      'stageId',
    );
    expect(await field('PATCH', `/lists/${p.id}/items/${otherCard.id}`, { stageId: p.stages[1].id })).toBe(
      'itemId',
    );
    expect(await field('DELETE', `/lists/${p.id}/items/${otherCard.id}`)).toBe('itemId');
    expect(await field('DELETE', `/lists/${p.id}/stages/${other.stages[0].id}`)).toBe('stageId');

    const empty = await f.pipeline({ name: 'No Stages', stages: [] });
    const noStages = expectError(
      await f.api('POST', `/lists/${empty.id}/items`, { body: { contactId } }),
      409,
      'LIST_HAS_NO_STAGES',
    );
    expect(noStages.details[0].field).toBe('id');
    expect(await field('POST', `/lists/${empty.id}/items`, { contactId, stageId: p.stages[0].id })).toBe(
      'stageId',
    );
    await f.api('POST', `/lists/${empty.id}/stages`, { body: { name: 'First' } });
    expect((await f.api('POST', `/lists/${empty.id}/items`, { body: { contactId } })).status).toBe(201);
  });

  it('rejects malformed ids with a 400 naming the field', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const field = async (method: string, path: string, opts: CallOptions = {}) =>
      expectError(await f.api(method, path, opts), 400, 'VALIDATION_ERROR').details[0].field;
    expect(await field('GET', '/lists/nope')).toBe('id');
    expect(await field('PATCH', `/lists/${p.id}/stages/nope`, { body: { name: 'x' } })).toBe('stageId');
    expect(await field('DELETE', `/lists/${p.id}/items/nope`)).toBe('itemId');
    expect(await field('POST', `/lists/${p.id}/items`, { body: { contactId: 'nope' } })).toBe('contactId');
    expect(
      await field('POST', `/lists/${p.id}/items`, { body: { contactId: 'a'.repeat(24), stageId: 'x' } }),
    ).toBe('stageId');
    expect(await field('PATCH', `/lists/${p.id}/items/${'a'.repeat(24)}`, { body: {} })).toBe('stageId');
  });

  it('moves and removes cards; the contact is kept and counts follow', async () => {
    const f = await fixture();
    const p = await f.pipeline();
    const contactId = await f.contact();
    const card = (await f.api('POST', `/lists/${p.id}/items`, { body: { contactId } })).body;
    const moved = await f.api('PATCH', `/lists/${p.id}/items/${card.id}`, {
      body: { stageId: p.stages[4].id },
    });
    expect(moved.status).toBe(200);
    expect(Object.keys(moved.body).sort()).toEqual(CARD_FIELDS);
    expect(moved.body).toMatchObject({ id: card.id, stageId: p.stages[4].id });
    const removed = await f.api('DELETE', `/lists/${p.id}/items/${card.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: card.id, deleted: true });
    expect((await f.api('GET', `/contacts/${contactId}`)).status).toBe(200);
    const board = (await f.api('GET', `/lists/${p.id}`)).body;
    expect(board.itemCount).toBe(0);
    expect(board.stages[4].itemCount).toBe(0);
    expect(
      expectError(await f.api('DELETE', `/lists/${p.id}/items/${card.id}`), 404, 'NOT_FOUND').details[0]
        .field,
    ).toBe('itemId');
    // The contact can come back: a new card.
    const again = await f.api('POST', `/lists/${p.id}/items`, { body: { contactId } });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(card.id);
  });

  it('deleting a contact removes its cards in every pipeline', async () => {
    const f = await fixture();
    const p1 = await f.pipeline({ name: 'One' });
    const p2 = await f.pipeline({ name: 'Two' });
    const gone = await f.contact('Gone');
    const stays = await f.contact('Stays');
    await f.api('POST', `/lists/${p1.id}/items`, { body: { contactId: gone } });
    await f.api('POST', `/lists/${p1.id}/items`, { body: { contactId: stays } });
    await f.api('POST', `/lists/${p2.id}/items`, { body: { contactId: gone, stageId: p2.stages[1].id } });
    expect((await f.api('DELETE', `/contacts/${gone}`)).status).toBe(200);
    const b1 = (await f.api('GET', `/lists/${p1.id}`)).body;
    const b2 = (await f.api('GET', `/lists/${p2.id}`)).body;
    expect(b1.itemCount).toBe(1);
    expect(b1.stages[0].items.map((c: any) => c.contactId)).toEqual([stays]);
    expect(b2.itemCount).toBe(0);
    expect(b2.stages[1].itemCount).toBe(0);
    const list = (await f.api('GET', '/lists')).body.items;
    expect(list.map((p: any) => p.itemCount)).toEqual([0, 1]);
  });
});

describe('pipelines: access, metering and workspaces', () => {
  it('needs crm:read for reads and crm:write for every write; each call is one metered CRM call', async () => {
    const f = await fixture({ quotas: { crm: { burstPerMinute: Infinity } } });
    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    const p = await f.pipeline();
    const as = (method: string, path: string, body?: unknown) =>
      call(f.emu, method, `${CRM}${path}`, { key: reader.key, ...(body === undefined ? {} : { body }) });
    expect((await as('GET', '/lists')).status).toBe(200);
    expect((await as('GET', `/lists/${p.id}`)).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/lists'],
      ['PATCH', `/lists/${p.id}`],
      ['DELETE', `/lists/${p.id}`],
      ['POST', `/lists/${p.id}/stages`],
      ['PUT', `/lists/${p.id}/stages/order`],
      ['PATCH', `/lists/${p.id}/stages/${p.stages[0].id}`],
      ['DELETE', `/lists/${p.id}/stages/${p.stages[0].id}`],
      ['POST', `/lists/${p.id}/items`],
      ['PATCH', `/lists/${p.id}/items/${p.stages[0].id}`],
      ['DELETE', `/lists/${p.id}/items/${p.stages[0].id}`],
    ] as const) {
      expectError(await as(method, path, {}), 403, 'SCOPE_FORBIDDEN');
    }

    const used = async () => (await f.api('GET', '/usage')).body.used as number;
    const contactId = await f.contact();
    let before = await used();
    const spend = async (method: string, path: string, opts: CallOptions = {}) => {
      const res = await f.api(method, path, opts);
      expect(res.status).toBeLessThan(300);
      expect(await used()).toBe(before + 1);
      before += 1;
      return res.body;
    };
    const q = await spend('POST', '/lists', { body: { name: 'Metered' } });
    await spend('GET', '/lists');
    await spend('GET', `/lists/${q.id}`);
    await spend('PATCH', `/lists/${q.id}`, { body: { name: 'Metered Two' } });
    const stages = await spend('POST', `/lists/${q.id}/stages`, { body: { name: 'Extra' } });
    await spend('PUT', `/lists/${q.id}/stages/order`, {
      body: { stageIds: stages.map((s: any) => s.id).reverse() },
    });
    await spend('PATCH', `/lists/${q.id}/stages/${stages[0].id}`, { body: { color: 'red' } });
    await spend('DELETE', `/lists/${q.id}/stages/${stages[5].id}`);
    const card = await spend('POST', `/lists/${q.id}/items`, { body: { contactId } });
    await spend('PATCH', `/lists/${q.id}/items/${card.id}`, { body: { stageId: stages[1].id } });
    await spend('DELETE', `/lists/${q.id}/items/${card.id}`);
    await spend('DELETE', `/lists/${q.id}`);
    // Failures are not counted.
    expectError(await f.api('GET', `/lists/${q.id}`), 404, 'NOT_FOUND');
    expect(await used()).toBe(before);
  });

  it('hides other workspaces and organizations behind 404s; nothing leaks into their lists', async () => {
    const f = await fixture();
    const org = await f.emu.createOrg({ plan: 'enterprise', workspaces: ['Default', 'Engineering'] });
    const key = await f.emu.createKey(org.id);
    const [ws1, ws2] = org.workspaces.map((w) => w.id);
    const in1 = (method: string, path: string, opts: CallOptions = {}) =>
      call(f.emu, method, `${CRM}${path}`, {
        key: key.key,
        ...opts,
        query: { workspaceId: ws1!, ...opts.query },
      });
    const in2 = (method: string, path: string, opts: CallOptions = {}) =>
      call(f.emu, method, `${CRM}${path}`, {
        key: key.key,
        ...opts,
        query: { workspaceId: ws2!, ...opts.query },
      });
    const p = (await in1('POST', '/lists', { body: { name: 'Workspace One' } })).body;
    const contact1 = (await in1('POST', '/contacts', { body: { name: 'In one' } })).body.id;
    const contact2 = (await in2('POST', '/contacts', { body: { name: 'In two' } })).body.id;
    const card = (await in1('POST', `/lists/${p.id}/items`, { body: { contactId: contact1 } })).body;
    expect((await in2('GET', '/lists')).body.items).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/lists/${p.id}`, undefined],
      ['PATCH', `/lists/${p.id}`, { name: 'Stolen' }],
      ['DELETE', `/lists/${p.id}`, undefined],
      ['POST', `/lists/${p.id}/stages`, { name: 'X' }],
      ['POST', `/lists/${p.id}/items`, { contactId: contact2 }],
      ['PATCH', `/lists/${p.id}/items/${card.id}`, { stageId: p.stages[1].id }],
      ['DELETE', `/lists/${p.id}/items/${card.id}`, undefined],
    ] as const) {
      const res = await in2(method, path, body === undefined ? {} : { body });
      expect(expectError(res, 404, 'NOT_FOUND').details[0].field).toBe('id');
    }
    // A contact of the other workspace cannot join.
    expect(
      expectError(
        await in1('POST', `/lists/${p.id}/items`, { body: { contactId: contact2 } }),
        404,
        'NOT_FOUND',
      ).details[0].field,
    ).toBe('contactId');
    // Another organization.
    const foreign = await call(f.emu, 'GET', `${CRM}/lists/${p.id}`, { key: f.other.key });
    expect(expectError(foreign, 404, 'NOT_FOUND').details[0].field).toBe('id');
    expect((await in1('GET', `/lists/${p.id}`)).body.itemCount).toBe(1);
  });
});

describe('pipelines: Idempotency-Key on create', () => {
  it('replays the first result with Idempotency-Replayed for the same key and body', async () => {
    const f = await fixture();
    const headers = { 'idempotency-key': 'create-backend-1' };
    const body = { name: 'Backend', stages: [{ name: 'A', color: 'red' }] };
    const first = await f.api('POST', '/lists', { body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    await f.api('PATCH', `/lists/${first.body.id}`, { body: { name: 'Renamed' } });
    const again = await f.api('POST', '/lists', {
      body: { stages: [{ color: 'red', name: 'A' }], name: 'Backend' },
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await f.api('GET', '/lists')).body.items).toHaveLength(1);
    const reused = await f.api('POST', '/lists', { body: { name: 'Frontend' }, headers });
    expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('makes exactly one pipeline from concurrent creates with one key', async () => {
    const f = await fixture();
    const headers = { 'idempotency-key': 'race' };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => f.api('POST', '/lists', { body: { name: 'Race' }, headers })),
    );
    const original = expectOneOriginal(results, (b) => b.id);
    expect((await f.api('GET', '/lists')).body.items).toHaveLength(1);
    const after = await f.api('POST', '/lists', { body: { name: 'Race' }, headers });
    expect(after.headers.get('idempotency-replayed')).toBe('true');
    expect(after.body.id).toBe(original.body.id);
  });

  it('answers 409 IDEMPOTENCY_IN_PROGRESS while the first create runs; the claim expires after about 2 minutes', async () => {
    const f = await fixture();
    const pipelines = internals(f.emu).crm.pipelines.lists;
    const create = pipelines.create.bind(pipelines);
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    let entered!: () => void;
    const running = new Promise<void>((r) => {
      entered = r;
    });
    // The first create is slow: it waits for the gate (and says when it is running, so the repeats
    // below are sent while it holds the key, however busy the machine).
    pipelines.create = async (...args) => {
      entered();
      await gate;
      return create(...args);
    };
    const headers = { 'idempotency-key': 'slow' };
    const first = f.api('POST', '/lists', { body: { name: 'Slow' }, headers });
    await running;
    pipelines.create = create;
    const repeats = await Promise.all(
      Array.from({ length: 4 }, () => f.api('POST', '/lists', { body: { name: 'Slow' }, headers })),
    );
    for (const r of repeats) expect(expectError(r, 409, 'IDEMPOTENCY_IN_PROGRESS').message).toMatch(/retry/i);
    expectError(
      await f.api('POST', '/lists', { body: { name: 'Other' }, headers }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    await f.emu.clock.advance(100);
    expectError(
      await f.api('POST', '/lists', { body: { name: 'Slow' }, headers }),
      409,
      'IDEMPOTENCY_IN_PROGRESS',
    );
    await f.emu.clock.advance(21);
    // The claim expired: this repeat runs, and its result is the one replayed from now on.
    const takeover = await f.api('POST', '/lists', { body: { name: 'Slow' }, headers });
    expect(takeover.status).toBe(201);
    expect(takeover.headers.get('idempotency-replayed')).toBeNull();
    open();
    expect((await first).status).toBe(201);
    const replay = await f.api('POST', '/lists', { body: { name: 'Slow' }, headers });
    expect(replay.body.id).toBe(takeover.body.id);
  });

  it('never remembers a failed create', async () => {
    const f = await fixture();
    const headers = { 'idempotency-key': 'fix-and-retry' };
    expectError(
      await f.api('POST', '/lists', { body: { name: 'Bad-Name' }, headers }),
      400,
      'VALIDATION_ERROR',
    );
    const fixed = await f.api('POST', '/lists', { body: { name: 'Good Name' }, headers });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotency-replayed')).toBeNull();
  });

  it('scopes the key per organization and resolved workspace, and forgets it after 24 hours', async () => {
    const f = await fixture();
    const org = await f.emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] });
    const key = await f.emu.createKey(org.id);
    const create = (workspaceId: string, k = key.key) =>
      call(f.emu, 'POST', `${CRM}/lists`, {
        key: k,
        body: { name: 'Same' },
        headers: { 'idempotency-key': 'k' },
        query: { workspaceId },
      });
    const a = await create(org.workspaces[0]!.id);
    const b = await create(org.workspaces[1]!.id);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotency-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    const mine = await f.api('POST', '/lists', {
      body: { name: 'Same' },
      headers: { 'idempotency-key': 'k' },
    });
    expect(mine.headers.get('idempotency-replayed')).toBeNull();
    // Another key of the same organization and workspace shares the record.
    const teammate = await f.emu.createKey(org.id);
    const shared = await create(org.workspaces[0]!.id, teammate.key);
    expect(shared.headers.get('idempotency-replayed')).toBe('true');
    await f.emu.clock.advance(24 * 3600 + 1);
    const later = await create(org.workspaces[0]!.id);
    expect(later.headers.get('idempotency-replayed')).toBeNull();
    expect(later.body.id).not.toBe(a.body.id);
  });

  it('a replay spends no daily call but must pass the daily limit', async () => {
    const f = await fixture({ quotas: { crm: { daily: 3, burstPerMinute: Infinity } } });
    const headers = { 'idempotency-key': 'quota' };
    const used = async () => (await f.api('GET', '/usage')).body.used as number;
    await f.api('POST', '/lists', { body: { name: 'Quota' }, headers });
    expect(await used()).toBe(1);
    const replay = await f.api('POST', '/lists', { body: { name: 'Quota' }, headers });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(await used()).toBe(1);
    await f.api('GET', '/lists');
    await f.api('GET', '/lists');
    expect(await used()).toBe(3);
    const blocked = expectError(
      await f.api('POST', '/lists', { body: { name: 'Quota' }, headers }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(blocked.details).toMatchObject({ period: 'utc_day' });
  });

  it('keeps idempotency records and boards across a state export and import', async () => {
    const f = await fixture();
    const headers = { 'idempotency-key': 'persisted' };
    const first = await f.api('POST', '/lists', { body: { name: 'Persisted' }, headers });
    const contactId = await f.contact();
    await f.api('POST', `/lists/${first.body.id}/items`, {
      body: { contactId, stageId: first.body.stages[1].id },
    });
    const other = await f.api('POST', `/lists/${first.body.id}/items`, {
      body: { contactId: await f.contact('B'), stageId: first.body.stages[1].id },
    });
    const before = (await f.api('GET', `/lists/${first.body.id}`)).body;
    const state = JSON.parse(JSON.stringify(f.emu.exportState()));
    await f.emu.reset();
    expect(internals(f.emu).crm.pipelines.store.index.pipelineIds(f.workspaceId).size).toBe(0);
    await f.emu.importState(state);
    expect((await f.api('GET', `/lists/${first.body.id}`)).body).toEqual(before);
    const replay = await f.api('POST', '/lists', { body: { name: 'Persisted' }, headers });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    // The board keeps working: one card per contact, arrival order.
    const again = await f.api('POST', `/lists/${first.body.id}/items`, { body: { contactId } });
    expect(again.status).toBe(200);
    const moved = await f.api('PATCH', `/lists/${first.body.id}/items/${again.body.id}`, {
      body: { stageId: first.body.stages[0].id },
    });
    expect(moved.status).toBe(200);
    await f.api('PATCH', `/lists/${first.body.id}/items/${again.body.id}`, {
      body: { stageId: first.body.stages[1].id },
    });
    const board = (await f.api('GET', `/lists/${first.body.id}`)).body;
    expect(board.stages[1].items.map((c: any) => c.id)).toEqual([other.body.id, again.body.id]);
  });
});

describe('job postings and their pipelines', () => {
  it('POST /_emulator/jobs makes a published post with its own JOBSEARCH pipeline, spending no quota', async () => {
    const f = await fixture();
    const res = await call(f.emu, 'POST', '/_emulator/jobs', {
      body: {
        orgId: f.orgId,
        title: 'Senior Nurse – Nights',
        locationName: 'Madrid, Spain',
        countryCode: 'es',
        isRemote: false,
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['listId', 'postId']);
    const post = internals(f.emu).posts.get(res.body.postId)!;
    expect(post).toMatchObject({
      orgId: f.orgId,
      workspaceId: f.workspaceId,
      title: 'Senior Nurse – Nights',
      status: 'published',
      listId: res.body.listId,
      countryCode: 'ES',
      language: 'en',
    });
    expect(post.url).toBe(`https://www.platform.example/job/${post.slug}`);
    const board = (await f.api('GET', `/lists/${res.body.listId}`)).body;
    expect(board).toMatchObject({
      name: 'Senior Nurse – Nights',
      templateType: 'JOBSEARCH_PIPELINE_EN',
      associatedPosts: [res.body.postId],
    });
    expect(board.stages[0].zorder).toBe(1);
    expect((await f.api('GET', '/usage')).body.used).toBe(1);
    // Owned by no API user: it cannot be copied.
    const copy = await f.api('POST', '/lists', { body: { name: 'Copy', copyFromListId: res.body.listId } });
    expect(expectError(copy, 404, 'NOT_FOUND').details[0].field).toBe('copyFromListId');
    // Deleting the pipeline clears the post's link (not counted in effects).
    const del = await f.api('DELETE', `/lists/${res.body.listId}`);
    expect(del.body.effects).toEqual({ stagesDeleted: 5, itemsDeleted: 0 });
    expect(internals(f.emu).posts.get(res.body.postId)!.listId).toBeNull();

    const es = await f.emu.createJob({ orgId: f.orgId, title: 'Enfermera', language: 'es' });
    expect(internals(f.emu).posts.get(es.postId)!.url).toContain('/empleo/');
    expect((await f.api('GET', `/lists/${es.listId}`)).body.templateType).toBe('JOBSEARCH_PIPELINE_ES');

    const missing = await call(f.emu, 'POST', '/_emulator/jobs', {
      body: { orgId: 'f'.repeat(24), title: 'X' },
    });
    expect(expectError(missing, 404, 'NOT_FOUND').details[0].field).toBe('orgId');
    const badWs = await call(f.emu, 'POST', '/_emulator/jobs', {
      body: { orgId: f.orgId, workspaceId: f.other.workspaceId, title: 'X' },
    });
    expect(expectError(badWs, 400, 'VALIDATION_ERROR').details[0].field).toBe('workspaceId');
    const noTitle = await call(f.emu, 'POST', '/_emulator/jobs', { body: { orgId: f.orgId } });
    expect(expectError(noTitle, 400, 'VALIDATION_ERROR').details[0].field).toBe('title');
  });

  it("an applicant with a platform account gets a card whose authorId is the platform user's id", async () => {
    const f = await fixture();
    const job = await f.emu.createJob({ orgId: f.orgId, title: 'Night Nurse' });
    const core = internals(f.emu).core;
    const user = await core.tables.platformUsers.insert({
      id: core.newId(),
      name: 'Lucía Fernández',
      email: 'lucia@platform.test',
      phone: null,
      hidesContactFields: false,
      createdAt: f.emu.clock.now(),
    });
    internals(f.emu).crm.contacts.indexPlatformUser(user);
    await f.emu.createApplication({
      postId: job.postId,
      candidate: { name: 'Lucía Fernández', email: 'lucia@platform.test' },
    });
    await f.emu.createApplication({
      postId: job.postId,
      candidate: { name: 'Walk In', email: 'walk.in@example.com' },
    });
    const items = (await f.api('GET', `/lists/${job.listId}`)).body.stages[0].items;
    const byContact = new Map(items.map((i: any) => [i.contactId, i]));
    const contacts = (await f.api('GET', '/contacts')).body.items as {
      id: string;
      platformUserId: string | null;
    }[];
    const linked = contacts.find((c) => c.platformUserId === user.id)!;
    const walkIn = contacts.find((c) => c.platformUserId === null && byContact.has(c.id))!;
    expect((byContact.get(linked.id) as any).authorId).toBe(user.id);
    expect((byContact.get(walkIn.id) as any).authorId).toBeNull();
  });

  it('an application card lands in the first stage and never duplicates a person', async () => {
    const f = await fixture();
    const job = await f.emu.createJob({ orgId: f.orgId, title: 'Warehouse Supervisor' });
    const board = (await f.api('GET', `/lists/${job.listId}`)).body;
    const ids = board.stages.map((s: any) => s.id);
    await f.api('PUT', `/lists/${job.listId}/stages/order`, { body: { stageIds: [...ids].reverse() } });
    const nowIso = f.emu.clock.now();
    const card = await internals(f.emu).crm.pipelines.cards.addApplication({
      listId: job.listId!,
      contactId: null,
      authorId: 'abcabcabcabcabcabcabcabc',
      source: 'mobile_apply',
      nowIso,
    });
    expect(card).toMatchObject({
      listId: job.listId,
      stageId: ids[4],
      contactId: null,
      source: 'mobile_apply',
      createdAt: nowIso,
    });
    expect(card.id).toMatch(/^[0-9a-f]{24}$/);
    const again = await internals(f.emu).crm.pipelines.cards.addApplication({
      listId: job.listId!,
      contactId: null,
      authorId: 'abcabcabcabcabcabcabcabc',
      source: 'desktop_apply',
      nowIso,
    });
    expect(again.id).toBe(card.id);
    const contactId = await f.contact();
    const withContact = await internals(f.emu).crm.pipelines.cards.addApplication({
      listId: job.listId!,
      contactId,
      authorId: null,
      source: 'web',
      nowIso,
    });
    const viaApi = await f.api('POST', `/lists/${job.listId}/items`, { body: { contactId } });
    expect(viaApi.status).toBe(200);
    expect(viaApi.body.id).toBe(withContact.id);
    expect(viaApi.body.applicationStatus).toBe('completed');
    const read = (await f.api('GET', `/lists/${job.listId}`)).body;
    expect(read.itemCount).toBe(2);
    await expect(
      internals(f.emu).crm.pipelines.cards.addApplication({
        listId: 'f'.repeat(24),
        contactId: null,
        authorId: null,
        source: 'x',
        nowIso,
      }),
    ).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });
});

describe('pipelines: property test', () => {
  it('keeps the board invariants after every operation of 200 random sequences of 30', async () => {
    const f = await fixture({ unlimited: true });
    const org = await f.emu.createOrg({ plan: 'platinum', workspaces: ['Main', 'Side'] });
    const key = (await f.emu.createKey(org.id)).key;
    const [main, side] = org.workspaces.map((w) => w.id) as [string, string];
    const api = (method: string, path: string, opts: CallOptions = {}) =>
      call(f.emu, method, `${CRM}${path}`, { key, ...opts, query: { workspaceId: main, ...opts.query } });
    // The side workspace holds a pipeline and a contact that must never show up.
    const sideApi = (method: string, path: string, opts: CallOptions = {}) =>
      call(f.emu, method, `${CRM}${path}`, { key, ...opts, query: { workspaceId: side, ...opts.query } });
    const sidePipeline = (await sideApi('POST', '/lists', { body: { name: 'Side' } })).body;
    const sideContact = (await sideApi('POST', '/contacts', { body: { name: 'Side person' } })).body.id;
    await sideApi('POST', `/lists/${sidePipeline.id}/items`, { body: { contactId: sideContact } });
    const sideIds = new Set<string>([
      sidePipeline.id,
      sideContact,
      ...sidePipeline.stages.map((s: any) => s.id),
    ]);

    const check = async (listIds: string[], liveContacts: Set<string>, label: string) => {
      const all = (await api('GET', '/lists', { query: { pageSize: 50 } })).body.items;
      const byId = new Map(all.map((p: any) => [p.id, p]));
      for (const id of listIds) {
        const board = (await api('GET', `/lists/${id}`, { query: { pageSize: 50 } })).body;
        expect(
          board.stages.map((s: any) => s.zorder),
          label,
        ).toEqual(board.stages.map((_: unknown, i: number) => i + 1));
        let total = 0;
        const persons = new Set<string>();
        for (const stage of board.stages) {
          expect(stage.itemCount, label).toBe(stage.items.length);
          total += stage.items.length;
          for (const card of stage.items) {
            expect(card.stageId, label).toBe(stage.id);
            expect(card.listId, label).toBe(id);
            expect(persons.has(card.contactId), `${label}: one card per contact`).toBe(false);
            persons.add(card.contactId);
            expect(liveContacts.has(card.contactId), `${label}: card of an archived contact`).toBe(true);
            expect(sideIds.has(card.contactId)).toBe(false);
          }
        }
        expect(board.itemCount, label).toBe(total);
        expect((byId.get(id) as any)?.itemCount, label).toBe(total);
      }
      for (const p of all) expect(sideIds.has(p.id)).toBe(false);
      expect(all.length).toBe(listIds.length);
    };

    for (let seq = 0; seq < 200; seq++) {
      const rand = prng(1000 + seq);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
      const lists: string[] = [];
      const contacts = new Set<string>();
      for (let i = 0; i < 2; i++)
        lists.push((await api('POST', '/lists', { body: { name: `Seq ${seq} L${i}` } })).body.id);
      for (let i = 0; i < 4; i++)
        contacts.add((await api('POST', '/contacts', { body: { name: `P${seq}-${i}` } })).body.id);
      for (let op = 0; op < 30; op++) {
        const listId = pick(lists);
        const board = (await api('GET', `/lists/${listId}`, { query: { pageSize: 50 } })).body;
        const stageIds: string[] = board.stages.map((s: any) => s.id);
        const cards: any[] = board.stages.flatMap((s: any) => s.items);
        const kind = pick([
          'addStage',
          'moveStage',
          'reorder',
          'deleteStage',
          'addCard',
          'moveCard',
          'removeCard',
          'deleteContact',
          'newContact',
          'addCard',
          'moveCard',
        ]);
        let res: Awaited<ReturnType<typeof api>> | undefined;
        switch (kind) {
          case 'addStage':
            res = await api('POST', `/lists/${listId}/stages`, { body: { name: `S${op}` } });
            break;
          case 'moveStage':
            if (stageIds.length)
              res = await api('PATCH', `/lists/${listId}/stages/${pick(stageIds)}`, {
                body: { name: `R${op}` },
              });
            break;
          case 'reorder': {
            const shuffled = [...stageIds].sort(() => rand() - 0.5);
            res = await api('PUT', `/lists/${listId}/stages/order`, { body: { stageIds: shuffled } });
            break;
          }
          case 'deleteStage':
            if (stageIds.length) {
              const target = pick(stageIds);
              const others = stageIds.filter((s) => s !== target);
              const query = others.length && rand() < 0.8 ? { moveToStageId: pick(others) } : undefined;
              res = await api('DELETE', `/lists/${listId}/stages/${target}`, query ? { query } : {});
            }
            break;
          case 'addCard':
            if (contacts.size) {
              const body: Record<string, string> = { contactId: pick([...contacts]) };
              if (stageIds.length && rand() < 0.5) body.stageId = pick(stageIds);
              res = await api('POST', `/lists/${listId}/items`, { body });
            }
            break;
          case 'moveCard':
            if (cards.length)
              res = await api('PATCH', `/lists/${listId}/items/${pick(cards).id}`, {
                body: { stageId: pick(stageIds) },
              });
            break;
          case 'removeCard':
            if (cards.length) res = await api('DELETE', `/lists/${listId}/items/${pick(cards).id}`);
            break;
          case 'deleteContact':
            if (contacts.size) {
              const c = pick([...contacts]);
              contacts.delete(c);
              res = await api('DELETE', `/contacts/${c}`);
            }
            break;
          case 'newContact':
            contacts.add((await api('POST', '/contacts', { body: { name: `N${seq}-${op}` } })).body.id);
            break;
        }
        // Only the spec's refusals are expected; never a 500.
        if (res && res.status >= 400) {
          expect(
            ['MOVE_TO_STAGE_REQUIRED', 'LAST_STAGE_UNDELETABLE', 'VALIDATION_ERROR'],
            `${kind} ${JSON.stringify(res.body)}`,
          ).toContain(res.body.errorCode);
        }
        await check(lists, contacts, `seq ${seq} op ${op} ${kind}`);
      }
      for (const id of lists) await api('DELETE', `/lists/${id}`);
    }
    // The side workspace is untouched.
    const sideBoard = (await sideApi('GET', `/lists/${sidePipeline.id}`)).body;
    expect(sideBoard.itemCount).toBe(1);
    expect(sideBoard.stages.map((s: any) => s.id)).toEqual(sidePipeline.stages.map((s: any) => s.id));
  }, 240_000);
});
