import { describe, expect, it } from 'vitest';
import { CRM, call, expectError, setup } from './helpers.ts';

describe('quotas and rate limits (the spec defaults)', () => {
  it('counts 500 successful CRM calls per UTC day, answers a utc_day 429, and resets at midnight', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    for (let i = 0; i < 500; i++) {
      if (i > 0 && i % 30 === 0) await f.emu.clock.advance(61); // stay under the burst limit
      const res = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
      expect(res.status).toBe(200);
    }
    const usage = await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    expect(usage.body).toMatchObject({
      dailyQuota: 500,
      used: 500,
      remaining: 0,
      period: 'utc_day',
      resetsAt: '2026-03-11T00:00:00.000Z',
    });

    await f.emu.clock.advance(61);
    const denied = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(denied.details).toEqual({ limit: 500, period: 'utc_day' });
    const secondsToMidnight = Math.ceil(
      (Date.parse('2026-03-11T00:00:00Z') - Date.parse(f.emu.clock.now())) / 1000,
    );
    expect(Math.abs(denied.retryAfter! - secondsToMidnight)).toBeLessThanOrEqual(1);
    // Another organization has its own quota.
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.other.key })).status).toBe(200);

    await f.emu.clock.set('2026-03-11T00:00:01Z');
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
    const after = await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    expect(after.body).toMatchObject({ used: 1, remaining: 499, resetsAt: '2026-03-12T00:00:00.000Z' });
  });

  it('does not count failed calls or usage reads against the daily quota', async () => {
    const f = await setup();
    await call(f.emu, 'GET', `${CRM}/contacts/aaaaaaaaaaaaaaaaaaaaaaaa`, { key: f.key });
    await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { nope: true } });
    await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    const usage = await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    expect(usage.body.used).toBe(0);
    await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Counted' } });
    expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key })).body.used).toBe(1);
  });

  it('limits bursts to 30 metered calls per minute per organization with a minute 429 and Retry-After', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    for (let i = 0; i < 30; i++)
      expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
    const res = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    const err = expectError(res, 429, 'RATE_LIMIT_EXCEEDED');
    expect(err.details).toEqual({ limit: 30, period: 'minute' });
    expect(err.retryAfter).toBeGreaterThanOrEqual(1);
    expect(err.retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers.get('retry-after')).toBe(String(err.retryAfter));
    // A second key of the same organization shares the burst.
    const second = await f.emu.createKey(f.orgId);
    expectError(await call(f.emu, 'GET', `${CRM}/contacts`, { key: second.key }), 429, 'RATE_LIMIT_EXCEEDED');
    await f.emu.clock.advance(err.retryAfter!);
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
  });

  it('blocks a client IP after 60 CRM calls a minute with scope ip', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    const third = await f.emu.createOrg({ plan: 'enterprise' });
    const thirdKey = await f.emu.createKey(third.id);
    const keys = [f.key, f.other.key, thirdKey.key];
    for (let i = 0; i < 60; i++) {
      const res = await call(f.emu, 'GET', `${CRM}/contacts`, { key: keys[i % 3]!, ip: '203.0.113.9' });
      expect(res.status).toBe(200);
    }
    const err = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, ip: '203.0.113.9' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(err.details).toEqual({ limit: 60, period: 'minute', scope: 'ip' });
    // Even an unauthenticated call from that IP is held back; another IP is not.
    expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { ip: '203.0.113.9' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key, ip: '198.51.100.1' })).status).toBe(200);
  });

  it('limits usage polling to 60 per minute per key, spending nothing', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    for (let i = 0; i < 60; i++) {
      expect((await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key, ip: `10.0.0.${i}` })).status).toBe(200);
    }
    const err = expectError(
      await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key, ip: '10.0.1.1' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(err.details).toEqual({ limit: 60, period: 'minute' });
    const otherKey = await f.emu.createKey(f.orgId);
    const res = await call(f.emu, 'GET', `${CRM}/usage`, { key: otherKey.key, ip: '10.0.1.2' });
    expect(res.status).toBe(200);
    expect(res.body.used).toBe(0);
  });

  it('lets limits be overridden per instance and switched off', async () => {
    const small = await setup({ quotas: { crm: { daily: 2 } } });
    await call(small.emu, 'GET', `${CRM}/contacts`, { key: small.key });
    await call(small.emu, 'GET', `${CRM}/contacts`, { key: small.key });
    const err = expectError(
      await call(small.emu, 'GET', `${CRM}/contacts`, { key: small.key }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(err.details).toEqual({ limit: 2, period: 'utc_day' });

    const free = await setup({ unlimited: true });
    for (let i = 0; i < 80; i++)
      expect((await call(free.emu, 'GET', `${CRM}/contacts`, { key: free.key })).status).toBe(200);
  });

  it('holds a slot per running call so concurrent calls cannot overshoot the daily quota', async () => {
    const f = await setup({ quotas: { crm: { daily: 5, burstPerMinute: Infinity } } });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: `C${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('a 429 says the daily limit is used up only when it is: calls that will spend nothing do not block others', async () => {
    // Spec 3: replays consume no quota; 10 *successful* calls a day. A replay or a refused body
    // still holds a slot while it runs; a call that finds the last slots held waits for them.
    const f = await setup({
      quotas: {
        'job-builder': { daily: 3, burstPerMinute: Infinity },
        crm: { daily: 3, burstPerMinute: Infinity },
      },
    });
    const JOBS = '/api/v3.0/job-builder/public/jobs';
    const job = (key: string, prompt: string) =>
      call(f.emu, 'POST', JOBS, {
        key: f.key,
        headers: { 'idempotency-key': key },
        body: { prompt, language: 'en' },
      });
    expect((await job('first', 'Baker in Lyon')).status).toBe(201);
    // 20 retries of one call with one key: one job, every other answer a replay (no 429).
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => job('retry-1', 'Backend engineer in Berlin')),
    );
    expect(retries.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(retries.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(19);
    // The same key with other bodies: 422 each, never a 429.
    const reused = await Promise.all(
      Array.from({ length: 10 }, (_, i) => job('retry-1', `Cook ${i} in Lyon`)),
    );
    expect(reused.map((r) => r.status)).toEqual(Array(10).fill(422));
    // At cap − 1, a replay beside a new job: both succeed, the quota ends full, not over.
    const [replay, fresh] = await Promise.all([
      job('first', 'Baker in Lyon'),
      job('third', 'Nurse in Porto'),
    ]);
    expect([replay.status, fresh.status]).toEqual([201, 201]);
    const usage = await call(f.emu, 'GET', '/api/v3.0/job-builder/public/usage', { key: f.key });
    expect(usage.body).toMatchObject({ used: 3, remaining: 0 });
    // At the cap a replay is refused (spec: "a replay when the organization is at its cap gives 429").
    expectError(await job('first', 'Baker in Lyon'), 429, 'RATE_LIMIT_EXCEEDED');

    // CRM at cap − 1: keyed creates that fail (a pipeline to copy that does not exist) are 404s.
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    const copies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(f.emu, 'POST', `${CRM}/lists`, {
          key: f.key,
          headers: { 'idempotency-key': `copy-${i}` },
          body: { name: `Copy ${i}`, copyFromListId: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
        }),
      ),
    );
    expect(copies.map((r) => r.status)).toEqual(Array(12).fill(404));
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).status).toBe(200);
  });
});

describe('a call waiting for the last daily slot', () => {
  const W = '65f1c0de00000000000000a1';
  async function holding() {
    const { createEmulator, DEMO_KEYS } = await import('@platform-api/emulator');
    const emu = await createEmulator({ seed: 'demo', quotas: { crm: { daily: 1 } } });
    const key = DEMO_KEYS.acmeAdmin;
    const api = (path: string, init: RequestInit = {}) =>
      emu.fetch(`${emu.baseUrl}/api/v3.0/crm/public${path}`, {
        ...init,
        headers: { 'x-api-key': key, 'content-type': 'application/json', ...init.headers },
      });
    const exported = emu.exportState();
    // A holds the only slot for 2 s (a delayed fault at the idempotency step); B waits for it.
    emu.addFault({
      path: '/api/v3.0/crm',
      status: 503,
      errorCode: 'IDEMPOTENCY_STORE_UNAVAILABLE',
      delayMs: 2000,
    });
    const state = { aDone: false };
    const a = api(`/lists?workspaceId=${W}`, {
      method: 'POST',
      headers: { 'idempotency-key': 'k1' },
      body: JSON.stringify({ name: 'A' }),
    }).finally(() => {
      state.aDone = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    const b = api(`/contacts?workspaceId=${W}`).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { items?: unknown[] },
      whileAHeld: !state.aDone,
    }));
    await new Promise((r) => setTimeout(r, 50));
    return { emu, api, exported, a, b };
  }

  it('runs after a state import only once the import is whole, and is counted', async () => {
    const { emu, api, exported, a, b } = await holding();
    await emu.importState(exported);
    const answer = await b;
    expect(answer.status).toBe(200);
    expect(answer.body.items!.length).toBeGreaterThan(0);
    await a;
    const usage = await api(`/usage?workspaceId=${W}`);
    expect(((await usage.json()) as { used: number }).used).toBe(1);
    await emu.close();
  });

  it('looks again when the clock moves to another day', async () => {
    const { emu, a, b } = await holding();
    await emu.clock.advance(86_400);
    const answer = await b;
    expect(answer.status).toBe(200);
    // Answered after the clock move, while A still holds yesterday's slot (not when it ends).
    expect(answer.whileAHeld).toBe(true);
    await a;
    await emu.close();
  });
});

describe('over HTTP', () => {
  it('a client that goes away ends the fault delay holding the last slot: the next call is answered', async () => {
    const { createEmulator, DEMO_KEYS } = await import('@platform-api/emulator');
    const emu = await createEmulator({ seed: 'demo', quotas: { crm: { daily: 1 } } });
    const server = await emu.listen({ port: 0 });
    try {
      const W = '65f1c0de00000000000000a1';
      const headers = { 'x-api-key': DEMO_KEYS.acmeAdmin, 'content-type': 'application/json' };
      emu.addFault({
        path: '/api/v3.0/crm',
        status: 503,
        errorCode: 'IDEMPOTENCY_STORE_UNAVAILABLE',
        delayMs: 60_000,
      });
      // A takes the only slot and waits in the fault's delay; its client gives up after 200 ms.
      const a = await fetch(`${server.url}/api/v3.0/crm/public/lists?workspaceId=${W}`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': 'gone' },
        body: JSON.stringify({ name: 'A' }),
        signal: AbortSignal.timeout(200),
      }).catch((e: unknown) => e);
      expect(a).toBeInstanceOf(Error);
      emu.clearFaults();
      // Without the client's close reaching the delay, this call would wait the whole minute.
      const b = await fetch(`${server.url}/api/v3.0/crm/public/contacts?workspaceId=${W}`, { headers });
      expect(b.status).toBe(200);
    } finally {
      await emu.close();
    }
  });
});
