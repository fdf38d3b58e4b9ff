import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_KEYS } from '../src/index.ts';
import { internals } from '../src/internal.ts';
import { CRM, call, expectError, setup } from './helpers.ts';

describe('the control API', () => {
  it('registers its routes on the first control request: creating an emulator and calling the API build none', async () => {
    const emu = await createEmulator();
    const paths = () =>
      internals(emu)
        .core.router.routes()
        .map((r) => `${r.method} ${r.pattern}`);
    expect(paths()).not.toContain('POST /_emulator/reset');
    // The control methods check their input without the routes.
    await expect(emu.createOrg({ plan: 'nope' as never })).rejects.toThrow(/plan/);
    await call(emu, 'GET', `${CRM}/usage`);
    expect(paths()).not.toContain('POST /_emulator/reset');
    // The first control request brings them, whatever it asks (here a method the route lacks).
    const wrongMethod = await call(emu, 'DELETE', '/_emulator/health');
    expectError(wrongMethod, 405, 'VALIDATION_ERROR');
    expect(paths()).toEqual(expect.arrayContaining(['POST /_emulator/reset', 'GET /_emulator/deliveries']));
    expect((await call(emu, 'POST', '/_emulator/clock', { body: {} })).status).toBe(400);
  });

  it('answers health, creates orgs and keys, revokes keys', async () => {
    const emu = await createEmulator();
    const health = await call(emu, 'GET', '/_emulator/health');
    expect(health.body).toEqual({ ok: true, version: expect.any(String) });

    const org = await call(emu, 'POST', '/_emulator/orgs', {
      body: { name: 'Org', plan: 'diamond', workspaces: ['One', 'Two'] },
    });
    expect(org.status).toBe(201);
    expect(org.body).toMatchObject({
      name: 'Org',
      plan: 'diamond',
      workspaces: [{ name: 'One' }, { name: 'Two' }],
    });
    expect(org.body.id).toMatch(/^[0-9a-f]{24}$/);

    const key = await call(emu, 'POST', `/_emulator/orgs/${org.body.id}/keys`, { body: {} });
    expect(key.status).toBe(201);
    expect(key.body.scopes).toEqual([
      'crm:read',
      'crm:write',
      'webhooks:read',
      'webhooks:manage',
      'candidate-search:read',
      'job-search:read',
    ]);
    expect(key.body.workspaceIds).toEqual(org.body.workspaces.map((w: any) => w.id));
    expect(key.body.expiresAt).toBeNull();
    const second = await call(emu, 'POST', `/_emulator/orgs/${org.body.id}/keys`, {
      body: { userId: key.body.userId, scopes: ['crm:read'] },
    });
    expect(second.body.userId).toBe(key.body.userId);
    // A key grants at least one workspace: an empty list would make a key no CRM call could use.
    const none = expectError(
      await call(emu, 'POST', `/_emulator/orgs/${org.body.id}/keys`, { body: { workspaceIds: [] } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(none.details).toEqual([
      {
        field: 'workspaceIds',
        message: "must name at least one workspace (leave it out for all of the organization's)",
      },
    ]);
    await expect(emu.createKey(org.body.id, { workspaceIds: [] })).rejects.toThrow(/at least one workspace/);

    const rev = await call(emu, 'POST', `/_emulator/keys/${key.body.id}/revoke`);
    expect(rev.body).toEqual({ id: key.body.id, revoked: true });
    expectError(await call(emu, 'GET', `${CRM}/usage`, { key: key.body.key }), 401, 'API_KEY_REVOKED');

    expectError(
      await call(emu, 'POST', '/_emulator/orgs', { body: { plan: 'gold' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(emu, 'POST', '/_emulator/orgs/ffffffffffffffffffffffff/keys', { body: {} }),
      404,
      'NOT_FOUND',
    );
  });

  it('caps an organization at 10 active keys', async () => {
    const f = await setup();
    for (let i = 0; i < 9; i++) await f.emu.createKey(f.orgId);
    await expect(f.emu.createKey(f.orgId)).rejects.toThrow(/at most 10 active keys/);
    await f.emu.revokeKey(f.keyId);
    await expect(f.emu.createKey(f.orgId)).resolves.toBeDefined();
  });

  it('does not count an expired key toward the 10 active keys (by the virtual clock)', async () => {
    const emu = await createEmulator({ clockStart: '2030-01-01T00:00:00Z' });
    const org = await emu.createOrg({ plan: 'platinum' });
    const expiring = await emu.createKey(org.id, { expiresAt: '2030-01-01T01:00:00Z' });
    for (let i = 0; i < 9; i++) await emu.createKey(org.id);
    const create = () => call(emu, 'POST', `/_emulator/orgs/${org.id}/keys`, { body: {} });
    expectError(await create(), 409, 'VALIDATION_ERROR');
    await call(emu, 'POST', '/_emulator/clock', { body: { advanceSeconds: 3600 } });
    expectError(await call(emu, 'GET', `${CRM}/usage`, { key: expiring.key }), 401, 'API_KEY_EXPIRED');
    expect((await create()).status).toBe(201);
    expectError(await create(), 409, 'VALIDATION_ERROR');
  });

  it('moves the clock by advanceSeconds or set, and reset brings it back to real time', async () => {
    const emu = await createEmulator({ clockStart: '2030-01-01T00:00:00Z' });
    const got = await call(emu, 'GET', '/_emulator/clock');
    expect(got.body.now.startsWith('2030-01-01T00:00')).toBe(true);
    const adv = await call(emu, 'POST', '/_emulator/clock', { body: { advanceSeconds: 86400 } });
    expect(adv.body.now.startsWith('2030-01-02T00:00')).toBe(true);
    const set = await call(emu, 'POST', '/_emulator/clock', { body: { set: '2031-06-01T12:00:00Z' } });
    expect(set.body.now.startsWith('2031-06-01T12:00')).toBe(true);
    expectError(
      await call(emu, 'POST', '/_emulator/clock', { body: { set: 'yesterday' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call(emu, 'POST', '/_emulator/clock', { body: {} }), 400, 'VALIDATION_ERROR');
    await call(emu, 'POST', '/_emulator/reset', { body: {} });
    const now = Date.parse((await call(emu, 'GET', '/_emulator/clock')).body.now);
    expect(Math.abs(now - Date.now())).toBeLessThan(5000);
  });

  it('injects faults for the next N matching requests, without spending quota', async () => {
    const f = await setup();
    const fault = await call(f.emu, 'POST', '/_emulator/faults', {
      body: { method: 'GET', path: `${CRM}/contacts`, status: 503, times: 2 },
    });
    expect(fault.status).toBe(201);
    expect(fault.body.id).toEqual(expect.any(String));
    // POST does not match the method.
    expect((await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'A' } })).status).toBe(
      201,
    );
    const first = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key }),
      503,
      'CRM_API_ERROR',
    );
    expect(first.message).toContain('503');
    expectError(await call(f.emu, 'GET', `${CRM}/contacts?search=x`, { key: f.key }), 503, 'CRM_API_ERROR');
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
    expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key })).body.used).toBe(2);

    await call(f.emu, 'POST', '/_emulator/faults', { body: { path: '/api/v3.0/crm', status: 429 } });
    const limited = await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    expect(limited.status).toBe(429);
    expect(limited.body.details.period).toBe('minute');
    expect(limited.headers.get('retry-after')).toBe('1');

    await call(f.emu, 'POST', '/_emulator/faults', {
      body: { path: '/api', status: 500, times: 5, errorCode: 'CUSTOM' },
    });
    const cleared = await call(f.emu, 'DELETE', '/_emulator/faults');
    expect(cleared.body).toEqual({ cleared: 1 });
    expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key })).status).toBe(200);

    await call(f.emu, 'POST', '/_emulator/faults', {
      body: { path: `${CRM}/usage`, status: 500, delayMs: 120 },
    });
    const t0 = Date.now();
    const slow = await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    expect(slow.status).toBe(500);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
  });

  it('faults strike the agent tool server too (its path shown as /mcp), never the control API', async () => {
    const f = await setup();
    const ping = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
    const mcpHeaders = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    };
    await call(f.emu, 'POST', '/_emulator/faults', { body: { path: '/mcp', status: 503 } });
    const faulted = expectError(
      await call(f.emu, 'POST', `/mcp/${f.key}`, { body: ping, headers: mcpHeaders }),
      503,
      'INTERNAL_ERROR',
    );
    expect((faulted as { path?: string }).path).toBe('/mcp');
    expect(JSON.stringify(faulted)).not.toContain(f.key);
    // Used once: the next call is served.
    expect((await call(f.emu, 'POST', '/mcp', { key: f.key, body: ping, headers: mcpHeaders })).status).toBe(
      200,
    );

    // A fault whose path covers the control API leaves it alone (it can always be cleared).
    await call(f.emu, 'POST', '/_emulator/faults', { body: { path: '/', status: 500, times: 10 } });
    expect((await call(f.emu, 'GET', '/_emulator/clock')).status).toBe(200);
    expect((await call(f.emu, 'DELETE', '/_emulator/faults')).body).toEqual({ cleared: 1 });
  });

  it('after an import, or with the clock set back, new ids never repeat one already stored', async () => {
    const f = await setup({ clockStart: '2026-05-01T10:00:00Z' });
    const first = await call(f.emu, 'POST', '/_emulator/orgs', { body: { name: 'A', plan: 'free' } });
    const state = (await call(f.emu, 'GET', '/_emulator/state')).body;
    expect((await call(f.emu, 'PUT', '/_emulator/state', { body: state })).status).toBe(200);
    const second = await call(f.emu, 'POST', '/_emulator/orgs', { body: { name: 'B', plan: 'free' } });
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.id > first.body.id).toBe(true);
    // Back into a second that already has records.
    await call(f.emu, 'POST', '/_emulator/clock', { body: { set: '2026-05-01T10:00:00Z' } });
    const third = await call(f.emu, 'POST', '/_emulator/orgs', { body: { name: 'C', plan: 'free' } });
    const ids = [first, second, third].flatMap((r) => [
      r.body.id,
      ...r.body.workspaces.map((w: any) => w.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    // The state written now loads again.
    const again = await call(f.emu, 'GET', '/_emulator/state');
    expect((await call(f.emu, 'PUT', '/_emulator/state', { body: again.body })).status).toBe(200);
  });

  it('the clock stays within the years 1970 to 9999; a fault needs a status that carries a body', async () => {
    const f = await setup();
    const before = (await call(f.emu, 'GET', '/_emulator/clock')).body.now;
    const far = await call(f.emu, 'POST', '/_emulator/clock', { body: { advanceSeconds: 1e20 } });
    expect(expectError(far, 400, 'VALIDATION_ERROR').details[0].field).toBe('advanceSeconds');
    const now = (await call(f.emu, 'GET', '/_emulator/clock')).body.now;
    expect(Math.abs(Date.parse(now) - Date.parse(before))).toBeLessThan(5_000);
    expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key })).status).toBe(200);
    for (const set of ['12', 'yesterday', '+275760-09-13T00:00:00Z']) {
      const bad = await call(f.emu, 'POST', '/_emulator/clock', { body: { set } });
      expect([set, bad.status]).toEqual([set, 400]);
    }
    const both = await call(f.emu, 'POST', '/_emulator/clock', {
      body: { set: '2026-05-01', advanceSeconds: 5 },
    });
    expect(both.status).toBe(400);
    for (const status of [101, 204, 205, 304]) {
      const fault = await call(f.emu, 'POST', '/_emulator/faults', { body: { path: '/api', status } });
      expect([status, fault.status]).toEqual([status, 400]);
    }
  });

  it('a state saved from the demo names its demo keys again when loaded (what --state prints)', async () => {
    const demo = await createEmulator({ seed: 'demo' });
    const loaded = await createEmulator({ seed: 'empty' });
    expect(loaded.demo).toBeNull();
    await loaded.importState(demo.exportState());
    expect(loaded.demo?.keys).toEqual(DEMO_KEYS);
    expect(loaded.demo?.describe.join('\n')).toContain(DEMO_KEYS.acmeAdmin);
    await loaded.importState((await createEmulator({ seed: 'empty' })).exportState());
    expect(loaded.demo).toBeNull();
  });

  it('exports and imports the full state; keys keep working by their hashes', async () => {
    const f = await setup();
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Kept', emails: [{ email: 'kept@x.test' }] },
    });
    const state = await call(f.emu, 'GET', '/_emulator/state');
    expect(state.status).toBe(200);

    const fresh = await createEmulator();
    expect((await call(fresh, 'PUT', '/_emulator/state', { body: state.body })).body).toEqual({ ok: true });
    const got = await call(fresh, 'GET', `${CRM}/contacts/${c.body.id}`, { key: f.key });
    expect(got.body.name).toBe('Kept');
    // Indexes were rebuilt: de-duplication and search work on imported data.
    const dup = await call(fresh, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'K', emails: [{ email: 'kept@x.test' }] },
    });
    expect(dup.body.id).toBe(c.body.id);
    expect((await call(fresh, 'GET', `${CRM}/usage`, { key: f.key })).body.used).toBe(3);
    expectError(await call(fresh, 'PUT', '/_emulator/state', { body: { nope: 1 } }), 400, 'VALIDATION_ERROR');
  });

  it('seeds demo data on reset and answers snapshot only with a state file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-'));
    const file = join(dir, 'state.json');
    const emu = await createEmulator({ stateFile: file });
    await call(emu, 'POST', '/_emulator/reset', { body: { seed: 'demo' } });
    const contacts = await call(emu, 'GET', `${CRM}/contacts`, {
      key: DEMO_KEYS.acmeReader,
      query: { pageSize: 50 },
    });
    expect(contacts.body.items.length).toBeGreaterThan(20);
    const snap = await call(emu, 'POST', '/_emulator/snapshot');
    expect(snap.body).toEqual({ path: file });
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.format).toBe('platform-emulator-state');
    expect(JSON.stringify(saved)).not.toContain(DEMO_KEYS.acmeAdmin);

    const noFile = await createEmulator();
    expect((await call(noFile, 'POST', '/_emulator/snapshot')).status).toBe(409);
    expectError(await call(noFile, 'GET', '/_emulator/nothing'), 404, 'NOT_FOUND');
  });

  it('PUT /_emulator/state checks clock, quotas and modules before anything changes (400 naming the field)', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const good = (await call(emu, 'GET', '/_emulator/state')).body;
    const edit = (change: (doc: any) => void) => {
      const doc = structuredClone(good);
      change(doc);
      return doc;
    };
    const cases: [string, unknown, string][] = [
      ['quotas {daily:5}', edit((d) => (d.quotas = { daily: 5 })), 'quotas.daily'],
      ['quotas pair too short', edit((d) => (d.quotas = { daily: [['k']] })), 'quotas.daily.0'],
      [
        'quotas impossible day',
        edit((d) => (d.quotas = { daily: [['k', { day: '2027-02-30', used: 1 }]] })),
        'quotas.daily.0.1.day',
      ],
      [
        'quotas negative count',
        edit((d) => (d.quotas = { daily: [['k', { day: '2027-01-01', used: -1 }]] })),
        'quotas.daily.0.1.used',
      ],
      ['quotas missing', edit((d) => delete d.quotas), 'quotas'],
      ['modules "x"', edit((d) => (d.modules = 'x')), 'modules'],
      ['a module part "x"', edit((d) => (d.modules.jobSearch = 'x')), 'modules.jobSearch'],
      [
        'a module part of the wrong type',
        edit((d) => (d.modules.candidateSearch = { demoPool: 'yes' })),
        'modules.candidateSearch.demoPool',
      ],
      ['clock.offsetMs 1e20', edit((d) => (d.clock.offsetMs = 1e20)), 'clock.offsetMs'],
      ['clock.offsetMs -1e15 (year -29662)', edit((d) => (d.clock.offsetMs = -1e15)), 'clock.offsetMs'],
      ['clock.offsetMs "5"', edit((d) => (d.clock.offsetMs = '5')), 'clock.offsetMs'],
      ['clock null', edit((d) => (d.clock = null)), 'clock'],
      ['version 2', edit((d) => (d.version = 2)), 'version'],
    ];
    for (const [what, doc, field] of cases) {
      const bad = expectError(
        await call(emu, 'PUT', '/_emulator/state', { body: doc }),
        400,
        'VALIDATION_ERROR',
      );
      expect([what, bad.details[0].field]).toEqual([what, field]);
      expect(bad.message).toContain(field);
    }
    const v2 = expectError(
      await call(emu, 'PUT', '/_emulator/state', { body: edit((d) => (d.version = 2)) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(v2.message).toBe(
      'State version 2 is not supported: this emulator reads version 1 (export the state again with this version).',
    );
    // Nothing changed: the records, the demo search pools and the clock are those of before.
    const after = (await call(emu, 'GET', '/_emulator/state')).body;
    expect(after.tables).toEqual(good.tables);
    expect(after.modules).toEqual(good.modules);
    expect(Math.abs(after.clock.offsetMs - good.clock.offsetMs)).toBeLessThan(5);
    const search = await call(emu, 'POST', '/api/v3.0/job-search/public/search', {
      key: DEMO_KEYS.acmeAdmin,
      body: { query: 'nurse', pageSize: 3 },
    });
    expect(search.body.jobs).toHaveLength(3);
    expect((await call(emu, 'GET', `${CRM}/usage`, { key: DEMO_KEYS.acmeReader })).status).toBe(200);
    // A good document still loads.
    expect((await call(emu, 'PUT', '/_emulator/state', { body: good })).status).toBe(200);
  });

  it('PUT /_emulator/state takes only ISO 8601 date-times with a zone in records (400 naming the record field)', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const good = (await call(emu, 'GET', '/_emulator/state')).body;
    const edit = (change: (tables: any) => void) => {
      const doc = structuredClone(good);
      change(doc.tables);
      return doc;
    };
    const rule = 'must be an ISO 8601 date-time with Z or an offset, e.g. 2026-03-01T09:30:00.000Z';
    const cases: [unknown, string][] = [
      [edit((t) => (t.contacts[0].createdAt = 'garbage')), 'tables.contacts[0].createdAt'],
      [edit((t) => (t.contacts[1].updatedAt = 5)), 'tables.contacts[1].updatedAt'],
      [edit((t) => (t.apiKeys[2].expiresAt = '2027-01-01T00:00:00')), 'tables.apiKeys[2].expiresAt'],
      [edit((t) => (t.orgs[0].createdAt = '2026-03-01')), 'tables.orgs[0].createdAt'],
      [
        edit((t) => (t.pipelineCards[3].createdAt = '2026-02-30T09:00:00Z')),
        'tables.pipelineCards[3].createdAt',
      ],
      [edit((t) => (t.pipelines[0].deletedAt = ' 2026-03-01T00:00:00Z')), 'tables.pipelines[0].deletedAt'],
    ];
    for (const [doc, field] of cases) {
      const bad = expectError(
        await call(emu, 'PUT', '/_emulator/state', { body: doc }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details).toEqual([{ field, message: rule }]);
      expect(bad.message).toContain(field);
    }
    // Nothing changed; a zone given as an offset is a date-time like any other.
    expect((await call(emu, 'GET', '/_emulator/state')).body.tables).toEqual(good.tables);
    const offset = edit((t) => (t.apiKeys[2].expiresAt = '2027-01-01T00:00:00+02:00'));
    expect((await call(emu, 'PUT', '/_emulator/state', { body: offset })).status).toBe(200);
  });

  it('an import that fails once the replacement began puts the previous state back (400, not 500)', async () => {
    const f = await setup();
    const state = f.emu.exportState();
    await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Before' } });
    let failures = 1;
    internals(f.emu).core.use({
      name: 'fails-once',
      afterImport: () => {
        if (failures-- > 0) throw new Error('an index could not be rebuilt');
      },
    });
    const bad = expectError(
      await call(f.emu, 'PUT', '/_emulator/state', { body: state }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.message).toContain('an index could not be rebuilt');
    expect(bad.message).toContain('the previous state was kept');
    const list = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['Before']);
  });

  it('reads every control-API date with one parser: ISO 8601 with Z or an offset, or a date; real days only', async () => {
    const f = await setup({ clockStart: '2026-05-01T10:00:00Z' });
    const keys = `/_emulator/orgs/${f.orgId}/keys`;
    const rule =
      'must be an ISO 8601 date-time with Z or an offset (e.g. 2027-01-01T00:00:00Z) or a date (2027-01-01, midnight UTC), on a real calendar day';
    for (const value of [
      '5',
      '2027-02-30T00:00:00Z',
      '2027-01-01T00:00:00',
      '2027-01-01 00:00:00Z',
      'tomorrow',
    ]) {
      const key = expectError(
        await call(f.emu, 'POST', keys, { body: { expiresAt: value } }),
        400,
        'VALIDATION_ERROR',
      );
      expect([value, key.details]).toEqual([value, [{ field: 'expiresAt', message: rule }]]);
      const clock = expectError(
        await call(f.emu, 'POST', '/_emulator/clock', { body: { set: value } }),
        400,
        'VALIDATION_ERROR',
      );
      expect([value, clock.details]).toEqual([value, [{ field: 'set', message: rule }]]);
      await expect(f.emu.clock.set(value)).rejects.toThrow(rule);
      await expect(f.emu.createKey(f.orgId, { expiresAt: value })).rejects.toThrow(rule);
    }
    expect(f.emu.clock.now().startsWith('2026-05-01T10:00')).toBe(true);
    // A refused key made nothing: no member was added for it.
    expect(internals(f.emu).core.tables.members.size).toBe(2);
    const midnight = await call(f.emu, 'POST', keys, { body: { expiresAt: '2027-01-01' } });
    expect(midnight.body.expiresAt).toBe('2027-01-01T00:00:00.000Z');
    const offset = await call(f.emu, 'POST', keys, { body: { expiresAt: '2027-01-01T02:00:00+02:00' } });
    expect(offset.body.expiresAt).toBe('2027-01-01T00:00:00.000Z');
    const set = await call(f.emu, 'POST', '/_emulator/clock', { body: { set: '2027-03-01T09:30:00-03:00' } });
    expect(set.body.now.startsWith('2027-03-01T12:30:00')).toBe(true);
    // The start time of the clock is read the same way.
    await expect(createEmulator({ clockStart: '2027-01-01T00:00:00' })).rejects.toThrow(/1970 and 9999/);
  });

  it('refuses faults that could never strike, and an empty errorCode', async () => {
    const f = await setup();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ path: '/api', status: 500, errorCode: '' }, 'errorCode', /must not be empty/],
      [{ path: '/api', status: 500, errorCode: '  ' }, 'errorCode', /must not be empty/],
      [{ path: '/api', status: 500, method: 'FOO' }, 'method', /must be an HTTP method: GET, HEAD/],
      [{ path: 'api/v3.0/crm', status: 500 }, 'path', /must start with \//],
      [{ path: '', status: 500 }, 'path', /must start with \//],
      [{ path: '/api/v3.0/crm/public/contacts?page=2', status: 500 }, 'path', /query/],
      [{ path: '/_emulator/clock', status: 500 }, 'path', /never strike the control API/],
      [{ path: '/_emulator', status: 500 }, 'path', /never strike the control API/],
      [{ path: '//_emulator/clock', status: 500 }, 'path', /never strike the control API/],
    ];
    for (const [body, field, message] of cases) {
      const bad = expectError(
        await call(f.emu, 'POST', '/_emulator/faults', { body }),
        400,
        'VALIDATION_ERROR',
      );
      expect([body, bad.details]).toEqual([body, [{ field, message: expect.stringMatching(message) }]]);
      expect(() => f.emu.addFault(body as never)).toThrow(message);
    }
    // A lower-case method is read as the method.
    expect(
      (await call(f.emu, 'POST', '/_emulator/faults', { body: { path: '/api', status: 503, method: 'get' } }))
        .status,
    ).toBe(201);
    expectError(await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key }), 503, 'CRM_API_ERROR');
  });

  it('keeps a scope or a workspace named twice in a new key once', async () => {
    const f = await setup();
    const ws = f.workspaceId;
    const key = await call(f.emu, 'POST', `/_emulator/orgs/${f.orgId}/keys`, {
      body: { scopes: ['crm:read', 'crm:read', 'crm:write'], workspaceIds: [ws, ws.toUpperCase()] },
    });
    expect(key.status).toBe(201);
    expect(key.body.scopes).toEqual(['crm:read', 'crm:write']);
    expect(key.body.workspaceIds).toEqual([ws]);
  });

  it("control-API errors say what is wrong in plain words, never zod's", async () => {
    const f = await setup();
    const bodies: [string, string, unknown][] = [
      ['POST', '/_emulator/orgs', { plan: 'free', name: '' }],
      ['POST', '/_emulator/orgs', { plan: 'free', workspaces: [''] }],
      ['POST', '/_emulator/orgs', { plan: 'free', workspaces: Array.from({ length: 51 }, () => 'W') }],
      ['POST', '/_emulator/reset', { seed: 'full' }],
      ['POST', '/_emulator/clock', { advanceSeconds: 'x' }],
      ['POST', '/_emulator/faults', { path: '/api', status: 500, times: 0 }],
      ['POST', '/_emulator/faults', { path: '/api', status: 500, delayMs: -1 }],
      ['POST', '/_emulator/faults', { path: '/api', status: 500, delayMs: 1.5 }],
      ['POST', '/_emulator/faults', { path: '/api', status: 'x' }],
      ['POST', `/_emulator/orgs/${f.orgId}/keys`, { expiresAt: 5 }],
    ];
    for (const [method, path, body] of bodies) {
      const bad = expectError(await call(f.emu, method, path, { body }), 400, 'VALIDATION_ERROR');
      expect([body, bad.message]).not.toEqual([
        body,
        expect.stringMatching(/Too (small|big)|Invalid (option|input)|expected/),
      ]);
      expect(bad.details[0].message).toMatch(/^(must|cannot)/);
    }
    expect(
      expectError(
        await call(f.emu, 'POST', '/_emulator/reset', { body: { seed: 'full' } }),
        400,
        'VALIDATION_ERROR',
      ).details,
    ).toEqual([{ field: 'seed', message: 'must be empty or demo' }]);
  });

  it('a snapshot that cannot be written answers 500 STATE_FILE_WRITE_FAILED naming the file and the reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-'));
    const file = join(dir, 'gone', 'state.json');
    const emu = await createEmulator({ stateFile: file });
    const failed = expectError(
      await call(emu, 'POST', '/_emulator/snapshot'),
      500,
      'STATE_FILE_WRITE_FAILED',
    );
    expect(failed.message).toBe(
      `The state could not be written to ${file}: its folder ${join(dir, 'gone')} does not exist (ENOENT). The state in memory is unchanged and the file keeps its previous content: fix the cause and write it again.`,
    );
    expect(failed.message).not.toContain('may be retried');
    await expect(emu.snapshot()).rejects.toThrow(/does not exist \(ENOENT\)/);
  });
});
