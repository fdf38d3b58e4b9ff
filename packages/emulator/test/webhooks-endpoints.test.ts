import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internals } from '../src/internal.ts';
import { call, expectError, setup } from './helpers.ts';
import { activeEndpoint, createEndpoint, fakeReceiver, jobOf, RECEIVER, WH } from './webhooks-helpers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = /^whsec_[A-Za-z0-9+/]{32}$/;

describe('webhook endpoints: create, read, list', () => {
  it('creates a pending endpoint, shows the secret once, and verifies itself in the background', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const created = await createEndpoint(f, { description: 'ATS sync' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: RECEIVER,
      description: 'ATS sync',
      events: ['application.received'],
      workspaceIds: [f.workspaceId],
      status: 'pending_verification',
      apiVersion: 'v1',
      previousSecretExpiresAt: null,
    });
    expect(created.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.secret).toMatch(SECRET);

    await f.emu.flushWebhooks();
    const [verify] = rx.ofType('webhook.verify');
    expect(verify).toBeDefined();
    expect(verify!.url).toBe(RECEIVER);
    expect(verify!.event).toMatchObject({
      type: 'webhook.verify',
      apiVersion: 'v1',
      organizationId: f.orgId,
      data: { challenge: expect.any(String) },
    });
    expect(verify!.headers['webhook-id']).toBe(verify!.event.id);
    expect(verify!.headers['content-type']).toBe('application/json');
    expect(verify!.headers['user-agent']).toMatch(/^platform-webhooks\//);
    // Signed like the Standard Webhooks reference, over the exact bytes.
    expect(new Webhook(created.body.secret).verify(verify!.body, verify!.headers)).toEqual(verify!.event);

    const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
    expect(read.body.status).toBe('active');
    expect(read.body).not.toHaveProperty('secret');
    expect(read.body.stats).toEqual({
      total24h: 1,
      succeeded24h: 1,
      failed24h: 0,
      pending: 0,
      lastDeliveryAt: expect.any(String),
      lastSuccessAt: expect.any(String),
      lastFailureAt: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
    const list = await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: f.key });
    expect(list.body).toMatchObject({ page: 1, pageSize: 10, hasMore: false });
    expect(list.body.items).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(JSON.stringify(read.body)).not.toContain('whsec_');
  });

  it('never blocks the create answer on the receiver', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    fakeReceiver(async (d) => {
      await gate;
      return new Response(d.event.data.challenge);
    });
    const f = await setup();
    const created = await createEndpoint(f);
    expect(created.status).toBe(201);
    const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
    expect(read.body.status).toBe('pending_verification');
    release();
    await f.emu.flushWebhooks();
    const after = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
    expect(after.body.status).toBe('active');
  });

  it('validates the body as an allowlist with actionable messages', async () => {
    fakeReceiver();
    const f = await setup();
    const extra = expectError(await createEndpoint(f, { secret: 'mine' }), 400, 'VALIDATION_ERROR');
    expect(extra.details).toEqual([{ field: 'secret', message: expect.stringContaining('unknown field') }]);
    const unknown = expectError(
      await createEndpoint(f, { events: ['candidate.hired'] }),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.details[0]).toMatchObject({
      field: 'events.0',
      message: expect.stringContaining('unknown event type'),
    });
    const ping = expectError(await createEndpoint(f, { events: ['webhook.ping'] }), 400, 'VALIDATION_ERROR');
    expect(ping.details[0].message).toMatch(/always sent/);
    expectError(await createEndpoint(f, { events: [] }), 400, 'VALIDATION_ERROR');
    expectError(await createEndpoint(f, { workspaceIds: ['nope'] }), 400, 'VALIDATION_ERROR');
    expectError(await createEndpoint(f, { url: 42 }), 400, 'VALIDATION_ERROR');
    const missing = await call(f.emu, 'POST', `${WH}/webhook-endpoints`, {
      key: f.key,
      body: { url: RECEIVER },
    });
    expect(expectError(missing, 400, 'VALIDATION_ERROR').details.map((d: any) => d.field)).toEqual([
      'events',
      'workspaceIds',
    ]);
    expectError(
      await call(f.emu, 'POST', `${WH}/webhook-endpoints`, { key: f.key, body: '{' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('limits workspaceIds to the key’s workspaces and hides endpoints of others', async () => {
    fakeReceiver();
    const f = await setup();
    const ws2 = (await f.emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] })).workspaces;
    const orgId = internals(f.emu).core.tables.workspaces.get(ws2[0]!.id)!.orgId;
    const wide = await f.emu.createKey(orgId);
    const narrow = await f.emu.createKey(orgId, { workspaceIds: [ws2[0]!.id] });
    const denied = expectError(
      await createEndpoint({ ...f, workspaceId: ws2[1]!.id }, {}, narrow.key),
      403,
      'WORKSPACE_ACCESS_DENIED',
    );
    expect(denied.details).toEqual([{ field: 'workspaceIds.0', message: 'not a workspace of this key' }]);
    const both = await createEndpoint(
      { ...f, workspaceId: ws2[0]!.id },
      { workspaceIds: [ws2[0]!.id, ws2[1]!.id] },
      wide.key,
    );
    expect(both.status).toBe(201);
    // The narrow key sees only endpoints within its workspaces.
    expectError(
      await call(f.emu, 'GET', `${WH}/webhook-endpoints/${both.body.id}`, { key: narrow.key }),
      404,
      'NOT_FOUND',
    );
    expect((await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: narrow.key })).body.items).toEqual([]);
    expect((await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: wide.key })).body.items).toHaveLength(
      1,
    );
  });

  it('caps an organization at 10 endpoints; deleted ones do not count', async () => {
    fakeReceiver();
    const f = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createEndpoint(f)).body.id);
    const over = expectError(await createEndpoint(f), 409, 'ENDPOINT_LIMIT_REACHED');
    expect(over.message).toMatch(/10 webhook endpoints/);
    expect((await call(f.emu, 'GET', `${WH}/usage`, { key: f.key })).body.endpoints).toEqual({
      count: 10,
      limit: 10,
    });
    await call(f.emu, 'DELETE', `${WH}/webhook-endpoints/${ids[0]}`, { key: f.key });
    expect((await createEndpoint(f)).status).toBe(201);
    // Pages of the list, newest first.
    const p1 = await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: f.key, query: { pageSize: 4 } });
    expect(p1.body).toMatchObject({ page: 1, pageSize: 4, hasMore: true });
    const p3 = await call(f.emu, 'GET', `${WH}/webhook-endpoints`, {
      key: f.key,
      query: { pageSize: 4, page: 3 },
    });
    expect(p3.body.items).toHaveLength(2);
    expect(p3.body.hasMore).toBe(false);
    expectError(
      await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: f.key, query: { pageSize: 51 } }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers 404 to another organization on every route, and scopes gate the calls', async () => {
    fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const delivery = f.emu.listDeliveries({ endpointId: ep.id })[0]!;
    const other = f.other.key;
    const routes: [string, string][] = [
      ['GET', `${WH}/webhook-endpoints/${ep.id}`],
      ['PATCH', `${WH}/webhook-endpoints/${ep.id}`],
      ['DELETE', `${WH}/webhook-endpoints/${ep.id}`],
      ['POST', `${WH}/webhook-endpoints/${ep.id}/rotate-secret`],
      ['POST', `${WH}/webhook-endpoints/${ep.id}/verify`],
      ['POST', `${WH}/webhook-endpoints/${ep.id}/test`],
      ['GET', `${WH}/webhook-endpoints/${ep.id}/deliveries`],
      ['POST', `${WH}/webhook-endpoints/${ep.id}/deliveries/${delivery.id}/redeliver`],
    ];
    for (const [method, path] of routes) {
      const res = await call(f.emu, method, path, {
        key: other,
        body: method === 'PATCH' ? { description: 'x' } : undefined,
      });
      expect(expectError(res, 404, 'NOT_FOUND').details[0].field).toBe('id');
    }
    expect((await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: other })).body.items).toEqual([]);
    expectError(
      await call(f.emu, 'GET', `${WH}/webhook-endpoints/not-an-id`, { key: f.key }),
      400,
      'VALIDATION_ERROR',
    );

    const reader = await f.emu.createKey(f.orgId, { scopes: ['webhooks:read'] });
    expectError(await createEndpoint(f, {}, reader.key), 403, 'SCOPE_FORBIDDEN');
    expect((await call(f.emu, 'GET', `${WH}/webhook-endpoints/${ep.id}`, { key: reader.key })).status).toBe(
      200,
    );
    const crmOnly = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expectError(await call(f.emu, 'GET', `${WH}/events`, { key: crmOnly.key }), 403, 'SCOPE_FORBIDDEN');
    const free = await f.emu.createOrg({ plan: 'free' });
    const freeKey = await f.emu.createKey(free.id);
    expectError(await call(f.emu, 'GET', `${WH}/events`, { key: freeKey.key }), 403, 'PLAN_REQUIRED');
  });
});

describe('webhook endpoints: update, delete, rotate', () => {
  it('applies the status rules: verification before active, explicit re-enable', async () => {
    fakeReceiver(() => new Response('no echo'));
    const f = await setup();
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    const path = `${WH}/webhook-endpoints/${created.body.id}`;
    const patch = (body: unknown) => call(f.emu, 'PATCH', path, { key: f.key, body });
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.status).toBe('pending_verification');
    const notVerified = expectError(await patch({ status: 'active' }), 409, 'ENDPOINT_STATUS_CONFLICT');
    expect(notVerified.message).toMatch(/verify/);
    expect((await patch({ status: 'disabled' })).body.status).toBe('disabled');
    expectError(await patch({ status: 'active' }), 409, 'ENDPOINT_STATUS_CONFLICT');
    expectError(await patch({ status: 'suspended' }), 400, 'VALIDATION_ERROR');
    expectError(await patch({}), 400, 'VALIDATION_ERROR');
    expectError(await patch({ secret: 'x' }), 400, 'VALIDATION_ERROR');

    // Verified while disabled: it stays disabled until PATCH status active.
    fakeReceiver();
    expect((await call(f.emu, 'POST', `${path}/verify`, { key: f.key })).status).toBe(202);
    await f.emu.flushWebhooks();
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.status).toBe('disabled');
    const active = await patch({ status: 'active', description: 'back', events: ['application.received'] });
    expect(active.body).toMatchObject({ status: 'active', description: 'back' });
    expect(active.body.updatedAt >= active.body.createdAt).toBe(true);
  });

  it('sends a new url back to verification', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    const moved = await call(f.emu, 'PATCH', path, {
      key: f.key,
      body: { url: 'https://hooks.example.org/new' },
    });
    expect(moved.body).toMatchObject({
      url: 'https://hooks.example.org/new',
      status: 'pending_verification',
    });
    await f.emu.flushWebhooks();
    expect(rx.ofType('webhook.verify').at(-1)!.url).toBe('https://hooks.example.org/new');
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.status).toBe('active');
    const bad = await call(f.emu, 'PATCH', path, { key: f.key, body: { url: 'http://10.0.0.8/hook' } });
    expect(expectError(bad, 400, 'VALIDATION_ERROR').details[0].field).toBe('url');
    const both = await call(f.emu, 'PATCH', path, {
      key: f.key,
      body: { url: 'https://hooks.example.org/x', status: 'active' },
    });
    expectError(both, 409, 'ENDPOINT_STATUS_CONFLICT');
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.url).toBe('https://hooks.example.org/new');
  });

  it('a late echo from the old url does not verify a url changed while its challenge was in flight', async () => {
    let releaseOld!: () => void;
    const oldAnswered = new Promise<void>((r) => {
      releaseOld = r;
    });
    // The first url echoes, but only once released; the new one answers 200 without the echo.
    const rx = fakeReceiver(async (d) => {
      if (d.url === RECEIVER) {
        await oldAnswered;
        return new Response(d.event.data.challenge);
      }
      return new Response('I never echo');
    });
    const f = await setup();
    const created = await createEndpoint(f);
    const path = `${WH}/webhook-endpoints/${created.body.id}`;
    const sent = f.emu.flushWebhooks();
    await vi.waitFor(() => expect(rx.ofType('webhook.verify')).toHaveLength(1));
    const moved = await call(f.emu, 'PATCH', path, {
      key: f.key,
      body: { url: 'https://hooks.example.org/b' },
    });
    expect(moved.body.status).toBe('pending_verification');
    releaseOld();
    await sent;
    await f.emu.flushWebhooks();
    expect(rx.ofType('webhook.verify').map((d) => d.url)).toEqual([RECEIVER, 'https://hooks.example.org/b']);
    expect((await call(f.emu, 'GET', path, { key: f.key })).body).toMatchObject({
      url: 'https://hooks.example.org/b',
      status: 'pending_verification',
    });
    // No real event reaches the unverified url.
    await (await jobOf(f)).apply();
    await f.emu.flushWebhooks();
    expect(rx.ofType('application.received')).toEqual([]);
  });

  it('soft-deletes: every route answers 404 afterwards', async () => {
    fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    expect((await call(f.emu, 'DELETE', path, { key: f.key })).body).toEqual({ id: ep.id, deleted: true });
    for (const [method, sub] of [
      ['GET', ''],
      ['DELETE', ''],
      ['PATCH', ''],
      ['POST', '/test'],
      ['GET', '/deliveries'],
      ['POST', '/rotate-secret'],
    ] as const) {
      expectError(
        await call(f.emu, method, `${path}${sub}`, {
          key: f.key,
          body: method === 'PATCH' ? { description: 'x' } : undefined,
        }),
        404,
        'NOT_FOUND',
      );
    }
    expect((await call(f.emu, 'GET', `${WH}/webhook-endpoints`, { key: f.key })).body.items).toEqual([]);
  });

  it('rotates the secret: both sign for 24 hours, then only the new one', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    const rotated = await call(f.emu, 'POST', `${path}/rotate-secret`, { key: f.key });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(SECRET);
    expect(rotated.body.secret).not.toBe(ep.secret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.parse(f.emu.clock.now())).toBeGreaterThan(
      86_399_000,
    );
    expect(JSON.stringify((await call(f.emu, 'GET', path, { key: f.key })).body)).not.toContain('whsec_');

    await call(f.emu, 'POST', `${path}/test`, { key: f.key });
    await f.emu.flushWebhooks();
    const ping = rx.ofType('webhook.ping').at(-1)!;
    const signatures = ping.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    const only = (sig: string) => ({ ...ping.headers, 'webhook-signature': sig });
    expect(() => new Webhook(ep.secret).verify(ping.body, only(signatures[0]!))).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(ping.body, only(signatures[1]!))).not.toThrow();

    await f.emu.clock.advance(24 * 3600 + 1);
    await call(f.emu, 'POST', `${path}/test`, { key: f.key });
    await f.emu.flushWebhooks();
    const later = rx.ofType('webhook.ping').at(-1)!;
    expect(later.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(() => new Webhook(rotated.body.secret).verify(later.body, later.headers)).not.toThrow();
    expect(() => new Webhook(ep.secret).verify(later.body, later.headers)).toThrow();
  });
});

describe('webhook endpoints: verify, test, catalog, usage', () => {
  it('resends the challenge at most 5 times in any 60 minutes per endpoint; retries do not count', async () => {
    const rx = fakeReceiver(() => new Response('nope'));
    const f = await setup({ clockStart: '2030-03-04T08:00:00.000Z' });
    const created = await createEndpoint(f);
    const path = `${WH}/webhook-endpoints/${created.body.id}/verify`;
    const verify = () => call(f.emu, 'POST', path, { key: f.key });
    const first = await verify();
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      eventType: 'webhook.verify',
      status: 'pending',
      endpointId: created.body.id,
    });
    expect(first.body).not.toHaveProperty('payload');
    // 59:58 later: the create challenge and this one were retried 3 times each meanwhile (automatic
    // retries are not re-verifications), and the first call still counts (a rolling window).
    await f.emu.clock.advance(3598);
    for (let i = 0; i < 4; i++) expect((await verify()).status).toBe(202);
    const limited = expectError(await verify(), 429, 'RATE_LIMIT_EXCEEDED');
    expect(limited.details).toEqual({ limit: 5, period: 'minute' });
    expect(limited.message).toMatch(/at most 5 per hour \(a rolling window/);
    // Exact: the first call leaves the window 2 seconds later.
    expect(limited.retryAfter).toBe(2);
    await f.emu.clock.advance(2);
    expect((await verify()).status).toBe(202);
    // A fixed window would have reopened in full: here the 4 calls of 59:58 still count.
    const again = expectError(await verify(), 429, 'RATE_LIMIT_EXCEEDED');
    expect(again.retryAfter).toBe(3598);

    await f.emu.flushWebhooks();
    const challenges = new Set(rx.ofType('webhook.verify').map((d) => d.event.data.challenge));
    expect(challenges.size).toBe(1 + 1 + 4 + 1);
    const log = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}/deliveries`, {
      key: f.key,
      query: { pageSize: 50 },
    });
    expect(log.body.items.map((d: any) => [d.status, d.attempts])).toEqual([
      ...Array(5).fill(['pending', 1]),
      ['pending', 4],
      ['pending', 4],
    ]);
    expect(log.body.items[0].lastError).toBe(
      'HTTP 200: the answer body was not exactly data.challenge (answer it alone as the body)',
    );
  });

  it('verifies only on a body that is exactly the challenge', async () => {
    const answers: Record<string, (c: string) => BodyInit> = {
      exact: (c) => c,
      json: (c) => JSON.stringify({ challenge: c }),
      jsonExtra: (c) => JSON.stringify({ ok: true, challenge: c }),
      quoted: (c) => JSON.stringify(c),
      spaced: (c) => `  ${c}\n`,
      newline: (c) => `${c}\n`,
      bom: (c) => `\uFEFF${c}`,
      suffix: (c) => `${c}x`,
      upper: (c) => c.toUpperCase(),
    };
    fakeReceiver((d) => {
      const name = new URL(d.url).pathname.slice(1);
      // Any 2xx and any content type: only the body counts.
      return new Response(answers[name]!(d.event.data.challenge), {
        status: name === 'exact' ? 202 : 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const f = await setup();
    const ids: Record<string, string> = {};
    for (const name of Object.keys(answers)) {
      ids[name] = (await createEndpoint(f, { url: `https://hooks.example.com/${name}` })).body.id;
    }
    await f.emu.flushWebhooks();
    const outcome: Record<string, [string, string | null]> = {};
    for (const [name, id] of Object.entries(ids)) {
      const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${id}`, { key: f.key });
      const log = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${id}/deliveries`, { key: f.key });
      outcome[name] = [read.body.status, log.body.items[0].lastError];
    }
    const near =
      'HTTP 200: the answer body was not exactly data.challenge: remove the whitespace, newline or byte order mark around it';
    const other =
      'HTTP 200: the answer body was not exactly data.challenge: answer the challenge string alone, not JSON, quoted or with other text';
    expect(outcome).toEqual({
      exact: ['active', null],
      json: ['pending_verification', other],
      jsonExtra: ['pending_verification', other],
      quoted: ['pending_verification', other],
      spaced: ['pending_verification', near],
      newline: ['pending_verification', near],
      bom: ['pending_verification', near],
      suffix: ['pending_verification', other],
      upper: ['pending_verification', expect.stringMatching(/\(answer it alone as the body\)$/)],
    });
  });

  it('sends test pings in any status, 10 per day per endpoint, counted in the daily cap', async () => {
    const rx = fakeReceiver(() => new Response('nope'));
    const f = await setup();
    const created = await createEndpoint(f);
    const path = `${WH}/webhook-endpoints/${created.body.id}/test`;
    for (let i = 0; i < 10; i++) expect((await call(f.emu, 'POST', path, { key: f.key })).status).toBe(202);
    const limited = expectError(await call(f.emu, 'POST', path, { key: f.key }), 429, 'RATE_LIMIT_EXCEEDED');
    expect(limited.details).toEqual({ limit: 10, period: 'utc_day' });
    await f.emu.flushWebhooks();
    expect(rx.ofType('webhook.ping')).toHaveLength(10);
    expect(rx.ofType('webhook.ping')[0]!.event.data).toEqual({ test: true });
    const usage = await call(f.emu, 'GET', `${WH}/usage`, { key: f.key });
    expect(usage.body).toMatchObject({ dailyQuota: 5000, used: 10, remaining: 4990, period: 'utc_day' });
  });

  it('lists the event catalog', async () => {
    const f = await setup();
    const res = await call(f.emu, 'GET', `${WH}/events`, { key: f.key });
    expect(res.body.items.map((e: any) => [e.type, e.subscribable, e.apiVersion])).toEqual([
      ['application.received', true, 'v1'],
      ['webhook.verify', false, 'v1'],
      ['webhook.ping', false, 'v1'],
    ]);
  });
});

describe('webhook endpoint url rules', () => {
  const refused = [
    'http://hooks.example.com/x',
    'https://hooks.example.com:8080/x',
    'https://localhost/x',
    'https://api.localhost/x',
    'https://127.0.0.1/x',
    'https://0x7f.1/x',
    'https://10.1.2.3/x',
    'https://172.20.0.1/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://[::1]/x',
    'https://[fd00:ec2::254]/x',
    'https://[fe80::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://printer.local/x',
    'https://metadata.google.internal/x',
    'https://intranet/x',
    'ftp://hooks.example.com/x',
    'https://user:pass@hooks.example.com/x',
    'not a url',
    // documentation, carried and tunnelled addresses (the spec: never private or internal)
    'https://[2001:db8::1]/x',
    'https://192.0.2.10/x',
    'https://[::ffff:7f00:1]/x',
    'https://[::ffff:0:7f00:1]/x',
    'https://[64:ff9b::a9fe:a9fe]/x',
    'https://[2002:7f00:1::]/x',
    'https://[2002:a9fe:a9fe::]/x',
    'https://0x7f.1/x',
    'https://2130706433/x',
  ];
  it.each(refused)('refuses %s without the flag, naming --allow-local-webhooks', async (url) => {
    const f = await setup();
    const err = expectError(await createEndpoint(f, { url }), 400, 'VALIDATION_ERROR');
    expect(err.message).toContain('--allow-local-webhooks');
    expect(err.details).toEqual([{ field: 'url', message: expect.any(String) }]);
  });

  it.each([
    'https://hooks.example.com/x',
    'https://hooks.example.com:8443/x',
    'https://8.8.8.8/x',
    'https://[2606:4700::6810:84e5]/x',
  ])('accepts %s', async (url) => {
    fakeReceiver();
    const f = await setup();
    expect((await createEndpoint(f, { url })).status).toBe(201);
  });

  it('with allowLocalWebhooks: http, any port, loopback and private; never the emulator itself', async () => {
    fakeReceiver();
    const f = await setup({ allowLocalWebhooks: true });
    for (const url of [
      'http://127.0.0.1:3000/hook',
      'http://localhost:8080/x',
      'http://192.168.1.10/x',
      'http://[::1]:9000/x',
    ]) {
      expect((await createEndpoint(f, { url })).status).toBe(201);
    }
    const ftp = expectError(await createEndpoint(f, { url: 'ftp://127.0.0.1/x' }), 400, 'VALIDATION_ERROR');
    expect(ftp.message).not.toContain('--allow-local-webhooks');
    expect(ftp.message).toContain('only https and http are delivered to');
    const self = expectError(
      await createEndpoint(f, { url: `${f.emu.baseUrl}/hook` }),
      400,
      'VALIDATION_ERROR',
    );
    expect(self.message).toMatch(/emulator itself/);
    const server = await f.emu.listen({ port: 0 });
    try {
      expectError(
        await createEndpoint(f, { url: `http://localhost:${server.port}/x` }),
        400,
        'VALIDATION_ERROR',
      );
    } finally {
      await server.close();
    }
  });
});
