import { describe, expect, it } from 'vitest';
import { CRM, call, expectError, setup } from './helpers.ts';

describe('the request chain', () => {
  it('accepts the key in x-api-key and as a Bearer token', async () => {
    const f = await setup();
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
    const bearer = await call(f.emu, 'GET', `${CRM}/contacts`, {
      headers: { authorization: `Bearer ${f.key}` },
    });
    expect(bearer.status).toBe(200);
  });

  it('answers the four 401 codes', async () => {
    const f = await setup({ clockStart: '2026-05-01T12:00:00Z' });
    expectError(await call(f.emu, 'GET', `${CRM}/contacts`), 401, 'API_KEY_MISSING');
    expectError(await call(f.emu, 'GET', `${CRM}/contacts`, { key: 'pk_emu_nope' }), 401, 'API_KEY_INVALID');

    const expiring = await f.emu.createKey(f.orgId, { expiresAt: '2026-05-01T13:00:00Z' });
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: expiring.key })).status).toBe(200);
    await f.emu.clock.advance(3601);
    expectError(await call(f.emu, 'GET', `${CRM}/contacts`, { key: expiring.key }), 401, 'API_KEY_EXPIRED');

    await f.emu.revokeKey(f.keyId);
    const revoked = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key }),
      401,
      'API_KEY_REVOKED',
    );
    expect(revoked.message).not.toContain(f.key);
  });

  it('answers PLAN_REQUIRED for a free organization and SCOPE_FORBIDDEN for a missing scope', async () => {
    const f = await setup();
    const free = await f.emu.createOrg({ plan: 'free' });
    const freeKey = await f.emu.createKey(free.id);
    expect(freeKey.scopes).toEqual(['job-search:read']);
    expectError(await call(f.emu, 'GET', `${CRM}/contacts`, { key: freeKey.key }), 403, 'PLAN_REQUIRED');

    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: reader.key })).status).toBe(200);
    const denied = expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, { key: reader.key, body: { name: 'X' } }),
      403,
      'SCOPE_FORBIDDEN',
    );
    expect(denied.message).toContain('crm:write');
  });

  it('resolves workspaceId: malformed 400 with empty details, foreign 403, required with several', async () => {
    const f = await setup();
    const multi = await f.emu.createOrg({ plan: 'enterprise', workspaces: ['A', 'B'] });
    const key = await f.emu.createKey(multi.id);
    const onlyA = await f.emu.createKey(multi.id, { workspaceIds: [multi.workspaces[0]!.id] });

    const malformed = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: key.key, query: { workspaceId: 'abc' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(malformed.details).toEqual([]);
    expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, {
        key: onlyA.key,
        query: { workspaceId: multi.workspaces[1]!.id },
      }),
      403,
      'WORKSPACE_ACCESS_DENIED',
    );
    expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: key.key, query: { workspaceId: f.workspaceId } }),
      403,
      'WORKSPACE_ACCESS_DENIED',
    );
    const missing = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: key.key }),
      400,
      'VALIDATION_ERROR',
    );
    expect(missing.details[0].field).toBe('workspaceId');
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: onlyA.key })).status).toBe(200);
    const ok = await call(f.emu, 'GET', `${CRM}/contacts`, {
      key: key.key,
      query: { workspaceId: multi.workspaces[1]!.id },
    });
    expect(ok.status).toBe(200);
    // Every CRM endpoint (spec 1: "optional when the key grants exactly one workspace"), the usage
    // read and the catalog included, although the quota is the organization's and the catalog global.
    for (const path of ['/usage', '/interaction-types']) {
      const noWorkspace = expectError(
        await call(f.emu, 'GET', `${CRM}${path}`, { key: key.key }),
        400,
        'VALIDATION_ERROR',
      );
      expect(noWorkspace.details[0].field).toBe('workspaceId');
      const chosen = { workspaceId: multi.workspaces[1]!.id };
      expect((await call(f.emu, 'GET', `${CRM}${path}`, { key: key.key, query: chosen })).status).toBe(200);
      expect((await call(f.emu, 'GET', `${CRM}${path}`, { key: onlyA.key })).status).toBe(200);
    }
  });

  it("reports another organization's and another workspace's contacts as 404, never 403", async () => {
    const f = await setup();
    const created = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Mine' } });
    const id = created.body.id;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Theirs' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(
        await call(f.emu, method, `${CRM}/contacts/${id}`, { key: f.other.key, body }),
        404,
        'NOT_FOUND',
      );
    }
    const multi = await f.emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] });
    const k = await f.emu.createKey(multi.id);
    const inA = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: k.key,
      query: { workspaceId: multi.workspaces[0]!.id },
      body: { name: 'In A' },
    });
    expectError(
      await call(f.emu, 'GET', `${CRM}/contacts/${inA.body.id}`, {
        key: k.key,
        query: { workspaceId: multi.workspaces[1]!.id },
      }),
      404,
      'NOT_FOUND',
    );
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.other.key })).body.items).toEqual([]);
  });

  it('answers unknown routes with 404 and wrong methods with 405, in the envelope', async () => {
    const f = await setup();
    expectError(await call(f.emu, 'GET', `${CRM}/nothing-here`, { key: f.key }), 404, 'NOT_FOUND');
    const wrong = await call(f.emu, 'PUT', `${CRM}/contacts`, { key: f.key });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('stores keys hashed: the state never holds a plaintext key', async () => {
    const f = await setup();
    const state = JSON.stringify(f.emu.exportState());
    expect(state).not.toContain(f.key);
    expect(state).not.toContain(f.other.key);
  });
});
