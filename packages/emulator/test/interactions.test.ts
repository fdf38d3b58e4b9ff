import { INTERACTION_CATEGORIES } from '@platform-api/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { INTERACTION_TYPE_NAMES } from '../src/families/crm/interaction-catalog.ts';
import { internals } from '../src/internal.ts';
import { CRM, call, expectError, type Fixture, setup } from './helpers.ts';

async function contact(
  f: Fixture,
  body: Record<string, unknown> = { name: 'Ada Lovelace' },
): Promise<string> {
  const res = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body });
  expect(res.status).toBe(201);
  return res.body.id;
}

const log = (f: Fixture, id: string, body: unknown, key = f.key) =>
  call(f.emu, 'POST', `${CRM}/contacts/${id}/interactions`, { key, body });
const timeline = (f: Fixture, id: string, query: Record<string, string | number> = {}, key = f.key) =>
  call(f.emu, 'GET', `${CRM}/contacts/${id}/interactions`, { key, query });
const used = async (f: Fixture) => (await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key })).body.used;

describe('interaction-type catalog', () => {
  it('lists every type grouped by the seven categories, phonecall among them, and spends one call', async () => {
    const f = await setup();
    const res = await call(f.emu, 'GET', `${CRM}/interaction-types`, { key: f.key });
    expect(res.status).toBe(200);
    const categories = res.body.categories as {
      category: string;
      label: string;
      types: { name: string; label: string }[];
    }[];
    expect(categories.map((c) => c.category)).toEqual([...INTERACTION_CATEGORIES]);
    expect(categories.map((c) => c.category)).toEqual([
      'communication',
      'assessment',
      'interviews',
      'offer',
      'nextsteps',
      'other',
      'rejected',
    ]);
    const names = categories.flatMap((c) => c.types.map((t) => t.name));
    expect(names).toEqual([...INTERACTION_TYPE_NAMES]);
    expect(new Set(names).size).toBe(names.length);
    for (const c of categories) {
      expect(c.types.length).toBeGreaterThanOrEqual(3);
      expect(c.types.length).toBeLessThanOrEqual(6);
      for (const t of c.types) {
        expect(t.name).toMatch(/^[a-z]+$/);
        expect(t.label.length).toBeGreaterThan(0);
      }
    }
    expect(categories.find((c) => c.category === 'communication')?.types.map((t) => t.name)).toContain(
      'phonecall',
    );
    expect(await used(f)).toBe(1);
  });

  it('needs a workspaceId from a key of several workspaces, as every CRM endpoint does', async () => {
    const f = await setup();
    const org = await f.emu.createOrg({ plan: 'enterprise', workspaces: ['Sales', 'Engineering'] });
    const { key } = await f.emu.createKey(org.id);
    expectError(await call(f.emu, 'GET', `${CRM}/interaction-types`, { key }), 400, 'VALIDATION_ERROR');
    const workspaceId = org.workspaces[0]!.id;
    expect(
      (await call(f.emu, 'GET', `${CRM}/interaction-types`, { key, query: { workspaceId } })).status,
    ).toBe(200);
  });

  it('needs crm:read', async () => {
    const f = await setup({}, ['crm:write']);
    expectError(await call(f.emu, 'GET', `${CRM}/interaction-types`, { key: f.key }), 403, 'SCOPE_FORBIDDEN');
  });
});

describe('interaction log', () => {
  it('answers 201 with the stored entry, the author from the key and the type case-folded', async () => {
    const f = await setup({ clockStart: '2026-03-02T10:00:00.000Z' });
    const id = await contact(f);
    const res = await log(f, id, { type: ' PhoneCall ', notes: 'Intro call, keen on remote' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      contactId: id,
      type: 'phonecall',
      category: 'communication',
      notes: 'Intro call, keen on remote',
      date: expect.stringMatching(/^2026-03-02T10:00:0\d\.\d{3}Z$/),
      scheduled: false,
      tags: [],
      authorId: f.userId,
      createdAt: res.body.date,
    });
    const bare = await log(f, id, { type: 'email' });
    expect(bare.body).toMatchObject({ type: 'email', notes: null, scheduled: false });
  });

  it('never de-duplicates: the same body twice makes two entries', async () => {
    const f = await setup();
    const id = await contact(f);
    const body = { type: 'email', notes: 'Sent the JD', date: '2026-01-05T09:00:00Z' };
    const a = await log(f, id, body);
    const b = await log(f, id, body);
    expect(a.body.id).not.toBe(b.body.id);
    expect((await timeline(f, id)).body.items).toHaveLength(2);
  });

  it('answers 400 UNKNOWN_INTERACTION_TYPE listing every valid name, and spends nothing', async () => {
    const f = await setup();
    const id = await contact(f);
    const before = await used(f);
    const err = expectError(await log(f, id, { type: 'carrierpigeon' }), 400, 'UNKNOWN_INTERACTION_TYPE');
    expect(err.message).toContain('"carrierpigeon"');
    expect(err.details).toEqual(INTERACTION_TYPE_NAMES.map((name) => ({ field: 'type', message: name })));
    expect(err.details.map((d: { message: string }) => d.message)).toContain('phonecall');
    expect(await used(f)).toBe(before);
  });

  it('records a future date as a scheduled follow-up and a past one as done', async () => {
    const f = await setup({ clockStart: '2026-03-02T10:00:00.000Z' });
    const id = await contact(f);
    const future = await log(f, id, { type: 'followup', date: '2026-03-09T09:30:00+01:00' });
    expect(future.body).toMatchObject({
      date: '2026-03-09T08:30:00.000Z',
      scheduled: true,
      category: 'nextsteps',
    });
    const past = await log(f, id, { type: 'videointerview', date: '2026-02-20' });
    expect(past.body).toMatchObject({
      date: '2026-02-20T00:00:00.000Z',
      scheduled: false,
      category: 'interviews',
    });
    // Still a scheduled entry once its day has come.
    await f.emu.clock.advance(30 * 86_400);
    const items = (await timeline(f, id)).body.items;
    expect(items.find((i: { id: string }) => i.id === future.body.id).scheduled).toBe(true);
  });

  it('rejects a date that is not ISO 8601 with a zone, naming date', async () => {
    const f = await setup();
    const id = await contact(f);
    for (const date of [
      'tomorrow',
      '03/09/2026',
      '2026-02-30',
      '2026-03-09T09:30:00',
      '2026-13-01T00:00:00Z',
      42,
    ]) {
      const err = expectError(await log(f, id, { type: 'email', date }), 400, 'VALIDATION_ERROR');
      expect(err.details).toEqual([expect.objectContaining({ field: 'date' })]);
    }
  });

  it('validates the body as an allowlist', async () => {
    const f = await setup();
    const id = await contact(f);
    let err = expectError(await log(f, id, { type: 'email', tags: ['x'] }), 400, 'VALIDATION_ERROR');
    expect(err.details[0].field).toBe('tags');
    err = expectError(await log(f, id, { notes: 'no type' }), 400, 'VALIDATION_ERROR');
    expect(err.details[0].field).toBe('type');
    err = expectError(
      await log(f, id, { type: 'email', notes: 'x'.repeat(10_001) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(err.details[0].field).toBe('notes');
    expectError(await log(f, id, undefined), 400, 'VALIDATION_ERROR');
    expectError(await log(f, 'not-an-id', { type: 'email' }), 400, 'VALIDATION_ERROR');
  });

  it('says "is required" only for a missing type; a type sent with the wrong type or empty says what it must be', async () => {
    const f = await setup();
    const id = await contact(f);
    const iso = 'must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01T09:30:00Z';
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'type', 'is required: a name from GET /public/interaction-types'],
      [{ type: 5 }, 'type', 'must be a string: a name from GET /public/interaction-types'],
      [{ type: null }, 'type', 'must be a string: a name from GET /public/interaction-types'],
      [{ type: ['phonecall'] }, 'type', 'must be a string: a name from GET /public/interaction-types'],
      [{ type: '' }, 'type', 'must not be empty: a name from GET /public/interaction-types'],
      [{ type: '  ' }, 'type', 'must not be empty: a name from GET /public/interaction-types'],
      [{ type: 'email', notes: 5 }, 'notes', 'must be a string'],
      // One message for a date, whether it is not a string or a string that is no ISO date.
      [{ type: 'email', date: 42 }, 'date', iso],
      [{ type: 'email', date: 'tomorrow' }, 'date', iso],
    ];
    for (const [body, field, message] of cases) {
      const err = expectError(await log(f, id, body), 400, 'VALIDATION_ERROR');
      expect(err.details, JSON.stringify(body)).toEqual([{ field, message }]);
    }
  });

  it('needs crm:write', async () => {
    const f = await setup();
    const id = await contact(f);
    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expectError(await log(f, id, { type: 'email' }, reader.key), 403, 'SCOPE_FORBIDDEN');
    expect((await timeline(f, id, {}, reader.key)).status).toBe(200);
  });
});

describe('interaction timeline', () => {
  it('reads newest first by date, then by logging order, paginated on hasMore', async () => {
    const f = await setup({ clockStart: '2026-03-02T10:00:00.000Z' });
    const id = await contact(f);
    const logged: string[] = [];
    for (const [type, date] of [
      ['email', '2026-02-01T09:00:00Z'],
      ['phonecall', '2026-02-03T09:00:00Z'],
      ['note', '2026-02-02T09:00:00Z'],
      ['sms', '2026-02-03T09:00:00Z'], // same date as the phonecall, logged later
      ['followup', '2026-04-01T09:00:00Z'], // scheduled
    ] as const) {
      logged.push((await log(f, id, { type, date })).body.type);
    }
    const all = await timeline(f, id, { pageSize: 50 });
    expect(all.body.items.map((i: { type: string }) => i.type)).toEqual([
      'followup',
      'sms',
      'phonecall',
      'note',
      'email',
    ]);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, hasMore: false });

    const p1 = await timeline(f, id, { pageSize: 2 });
    expect(p1.body).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(p1.body.items.map((i: { type: string }) => i.type)).toEqual(['followup', 'sms']);
    const p3 = await timeline(f, id, { pageSize: 2, page: 3 });
    expect(p3.body).toMatchObject({ page: 3, hasMore: false });
    expect(p3.body.items.map((i: { type: string }) => i.type)).toEqual(['email']);
    expect((await timeline(f, id, { pageSize: 2, page: 4 })).body).toMatchObject({
      items: [],
      hasMore: false,
    });

    const defaults = await timeline(f, id);
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(defaults.body.total).toBeUndefined();
  });

  it('filters by type; an unknown type filter is UNKNOWN_INTERACTION_TYPE', async () => {
    const f = await setup();
    const id = await contact(f);
    await log(f, id, { type: 'email' });
    await log(f, id, { type: 'phonecall' });
    await log(f, id, { type: 'email' });
    const emails = await timeline(f, id, { type: 'EMAIL' });
    expect(emails.body.items.map((i: { type: string }) => i.type)).toEqual(['email', 'email']);
    const err = expectError(await timeline(f, id, { type: 'fax' }), 400, 'UNKNOWN_INTERACTION_TYPE');
    expect(err.details).toHaveLength(INTERACTION_TYPE_NAMES.length);
  });

  it('validates page and pageSize like the contact list', async () => {
    const f = await setup();
    const id = await contact(f);
    for (const query of [{ page: 0 }, { page: 10_001 }, { pageSize: 51 }, { pageSize: 'ten' }] as Record<
      string,
      string | number
    >[]) {
      const err = expectError(await timeline(f, id, query), 400, 'VALIDATION_ERROR');
      expect(['page', 'pageSize']).toContain(err.details[0].field);
    }
  });

  it('keeps timelines apart per contact', async () => {
    const f = await setup();
    const a = await contact(f, { name: 'A' });
    const b = await contact(f, { name: 'B' });
    await log(f, a, { type: 'email' });
    expect((await timeline(f, b)).body.items).toEqual([]);
  });
});

describe('interactions of missing, foreign and archived contacts', () => {
  it('answers 404 naming id for a missing or other-workspace contact', async () => {
    const f = await setup();
    const foreign = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.other.key,
      body: { name: 'Other' },
    });
    for (const id of ['0123456789abcdef01234567', foreign.body.id]) {
      const a = expectError(await log(f, id, { type: 'email' }), 404, 'NOT_FOUND');
      expect(a.details[0].field).toBe('id');
      expectError(await timeline(f, id), 404, 'NOT_FOUND');
    }
  });

  it('soft-deletes the timeline with the contact: both routes answer 404 after', async () => {
    const f = await setup();
    const id = await contact(f);
    const keep = await contact(f, { name: 'Kept' });
    await log(f, id, { type: 'email' });
    await log(f, id, { type: 'phonecall' });
    await log(f, keep, { type: 'note' });
    expect((await call(f.emu, 'DELETE', `${CRM}/contacts/${id}`, { key: f.key })).status).toBe(200);
    expectError(await log(f, id, { type: 'email' }), 404, 'NOT_FOUND');
    expectError(await timeline(f, id), 404, 'NOT_FOUND');
    const stored = internals(f.emu).crm.interactions.table.all();
    expect(stored.filter((r) => r.contactId === id).map((r) => r.archivedAt)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);
    expect(stored.filter((r) => r.contactId === keep).map((r) => r.archivedAt)).toEqual([null]);
    expect((await timeline(f, keep)).body.items).toHaveLength(1);
  });
});

describe('interactions in the state', () => {
  it('survives export and import, archived entries included', async () => {
    const f = await setup();
    const id = await contact(f);
    await log(f, id, { type: 'email', date: '2026-01-01T00:00:00Z' });
    await log(f, id, { type: 'phonecall', date: '2026-01-02T00:00:00Z' });
    const gone = await contact(f, { name: 'Gone' });
    await log(f, gone, { type: 'note' });
    await call(f.emu, 'DELETE', `${CRM}/contacts/${gone}`, { key: f.key });
    const state = JSON.parse(JSON.stringify(f.emu.exportState()));
    expect(state.tables.interactions).toHaveLength(3);
    await f.emu.importState(state);
    const items = (await timeline(f, id)).body.items;
    expect(items.map((i: { type: string }) => i.type)).toEqual(['phonecall', 'email']);
    // The index was rebuilt: new entries land in the same timeline.
    await log(f, id, { type: 'sms', date: '2026-01-03T00:00:00Z' });
    expect((await timeline(f, id)).body.items[0].type).toBe('sms');
  });
});
