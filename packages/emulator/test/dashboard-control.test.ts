import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/index.ts';
import { internals } from '../src/internal.ts';
import { CRM, call, expectError, type Fixture, setup } from './helpers.ts';

/**
 * The control API's reads behind the dashboard (`/_emulator/orgs`, `/meters`, `/faults`,
 * `/clock/tasks`, `/requests` and its stream, `/jobs`, `/webhooks/endpoints`, `/crm/...`), the
 * dashboard key, and the page's files: through HTTP, as the page and a test would call them.
 */

const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};

const open: Emulator[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});
async function fixture(options: Parameters<typeof setup>[0] = {}): Promise<Fixture> {
  const f = await setup(options);
  open.push(f.emu);
  return f;
}

/** A receiver standing in for the network (`webhookFetch`): echoes challenges, answers `status` to the rest. */
function receiver(status = () => 200) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const event = JSON.parse(String(init?.body ?? (await new Request(input, init).text())));
    if (event.type === 'webhook.verify') return new Response(event.data.challenge);
    return new Response('ok', { status: status() });
  };
}

/**
 * An active endpoint of the fixture's organization at a loopback URL (the receiver of `webhookFetch`
 * answers), and a candidate who applied to a new job: its delivery's first attempt has run.
 */
async function applyWithLoopbackEndpoint(f: Fixture) {
  const created = await call(f.emu, 'POST', '/api/v3.0/webhooks/public/webhook-endpoints', {
    key: f.key,
    body: { url: 'http://127.0.0.1:9/hook', events: ['application.received'], workspaceIds: [f.workspaceId] },
  });
  await f.emu.flushWebhooks();
  const job = await f.emu.createJob({ orgId: f.orgId, title: 'Nurse' });
  await f.emu.createApplication({ postId: job.postId, candidate: { name: 'Ada', email: 'ada@example.com' } });
  await f.emu.flushWebhooks();
  return created;
}

describe('GET /_emulator/orgs', () => {
  it('lists organizations with workspaces and keys masked: prefix, scopes, status; never a hash or a key', async () => {
    const f = await fixture();
    const revoked = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    await f.emu.revokeKey(revoked.id);
    const soon = await f.emu.createKey(f.orgId, { expiresAt: '2020-01-01T00:00:00Z' });
    const res = await call(f.emu, 'GET', '/_emulator/orgs');
    expect(res.status).toBe(200);
    const org = res.body.items.find((o: { id: string }) => o.id === f.orgId);
    expect(org).toMatchObject({
      name: 'Test Org',
      plan: 'platinum',
      workspaces: [{ id: f.workspaceId, name: 'Default' }],
      activeKeys: 1,
      maxActiveKeys: 10,
    });
    const byId = Object.fromEntries(org.keys.map((k: { id: string }) => [k.id, k]));
    expect(byId[f.keyId]).toMatchObject({ prefix: f.key.slice(0, 10), status: 'active', userId: f.userId });
    expect(byId[revoked.id]).toMatchObject({ status: 'revoked', scopes: ['crm:read'] });
    expect(byId[soon.id]).toMatchObject({ status: 'expired' });
    const text = JSON.stringify(res.body);
    for (const secret of [f.key, revoked.key, soon.key, f.other.key]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/keyHash|[0-9a-f]{64}/);
    expect(res.body.items.map((o: { name: string }) => o.name)).toEqual(['Test Org', 'Other Org']);
  });
});

describe('POST /_emulator/orgs/{orgId}/dashboard-key', () => {
  it("mints a key of the member 'Emulator dashboard' with the plan's scopes; the next one revokes it", async () => {
    const f = await fixture();
    const first = await call(f.emu, 'POST', `/_emulator/orgs/${f.orgId}/dashboard-key`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ scopes: expect.arrayContaining(['crm:write']), revokedKeyIds: [] });
    const usage = await call(f.emu, 'GET', `${CRM}/usage`, { key: first.body.key });
    expect(usage.status).toBe(200);

    const second = await call(f.emu, 'POST', `/_emulator/orgs/${f.orgId}/dashboard-key`);
    expect(second.body.revokedKeyIds).toEqual([first.body.id]);
    expect(second.body.userId).toBe(first.body.userId);
    expectError(await call(f.emu, 'GET', `${CRM}/usage`, { key: first.body.key }), 401, 'API_KEY_REVOKED');
    const org = (await call(f.emu, 'GET', '/_emulator/orgs')).body.items[0];
    expect(org.activeKeys).toBe(2);
    expect(org.keys.find((k: { id: string }) => k.id === second.body.id).userName).toBe('Emulator dashboard');
  });

  it('replaces its own key at the 10-key cap, and is refused (409) when the other keys fill the 10', async () => {
    const f = await fixture();
    await call(f.emu, 'POST', `/_emulator/orgs/${f.orgId}/dashboard-key`);
    for (let i = 0; i < 8; i++) await f.emu.createKey(f.orgId);
    // 10 active: the fixture's key, the dashboard's and 8 more. A new dashboard key replaces its own.
    expect((await call(f.emu, 'POST', `/_emulator/orgs/${f.orgId}/dashboard-key`)).status).toBe(201);
    expect((await call(f.emu, 'GET', '/_emulator/orgs')).body.items[0].activeKeys).toBe(10);

    const full = await fixture();
    for (let i = 0; i < 9; i++) await full.emu.createKey(full.orgId);
    const refused = expectError(
      await call(full.emu, 'POST', `/_emulator/orgs/${full.orgId}/dashboard-key`),
      409,
      'VALIDATION_ERROR',
    );
    expect(refused.message).toBe(
      'Test Org holds 10 active keys already (the limit): revoke one, or use one of them in the dashboard by pasting it.',
    );
    const org = (await call(full.emu, 'GET', '/_emulator/orgs')).body.items[0];
    expect(org.keys.some((k: { userName: string }) => k.userName === 'Emulator dashboard')).toBe(false);
  });

  it('answers 404 naming orgId for an unknown organization', async () => {
    const f = await fixture();
    const res = expectError(
      await call(f.emu, 'POST', '/_emulator/orgs/ffffffffffffffffffffffff/dashboard-key'),
      404,
      'NOT_FOUND',
    );
    expect(res.details).toEqual([{ field: 'orgId', message: 'not found' }]);
  });
});

describe('GET /_emulator/meters', () => {
  it('shows what the quota engine counted: daily use, the burst window, usage reads, per-IP windows, pings', async () => {
    const f = await fixture({ allowLocalWebhooks: true, webhookFetch: receiver() });
    for (let i = 0; i < 3; i++) await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, ip: '10.0.0.7' });
    await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    const ep = await call(f.emu, 'POST', '/api/v3.0/webhooks/public/webhook-endpoints', {
      key: f.key,
      body: {
        url: 'http://127.0.0.1:9/hook',
        events: ['application.received'],
        workspaceIds: [f.workspaceId],
      },
    });
    await f.emu.flushWebhooks();
    await call(f.emu, 'POST', `/api/v3.0/webhooks/public/webhook-endpoints/${ep.body.id}/test`, {
      key: f.key,
    });

    const res = await call(f.emu, 'GET', '/_emulator/meters', { query: { orgId: f.orgId } });
    expect(res.status).toBe(200);
    expect(res.body.orgs).toHaveLength(1);
    const org = res.body.orgs[0];
    const crm = org.families.find((x: { family: string }) => x.family === 'crm');
    expect(crm.daily).toEqual({ used: 3, inFlight: 0, limit: 500 });
    expect(crm.burst).toMatchObject({ used: 3, limit: 30, resetsAt: expect.any(String) });
    const jobBuilder = org.families.find((x: { family: string }) => x.family === 'job-builder');
    expect(jobBuilder).toMatchObject({
      daily: { used: 0, limit: 10 },
      burst: { used: 0, limit: null, resetsAt: null },
    });
    const key = org.keys.find((k: { keyId: string }) => k.keyId === f.keyId);
    expect(key.resumeUploads).toEqual({ used: 0, limit: 50 });
    expect(key.usageReads).toEqual([expect.objectContaining({ family: 'crm', used: 1, limit: 60 })]);
    // A ping counts against the endpoint's 10 and the organization's daily delivery cap.
    expect(org.endpoints).toEqual([
      expect.objectContaining({ endpointId: ep.body.id, testPings: { used: 1, limit: 10 } }),
    ]);
    expect(org.deliveries).toEqual({ used: 1, limit: 5000 });
    expect(res.body.perIp).toContainEqual(
      expect.objectContaining({ family: 'crm', ip: '10.0.0.7', used: 3, limit: 60 }),
    );
  });

  it('reads without creating a counter: the exported state is the same before and after', async () => {
    const f = await fixture();
    const before = f.emu.exportState().quotas;
    await call(f.emu, 'GET', '/_emulator/meters');
    expect(f.emu.exportState().quotas).toEqual(before);
  });

  it('says an unlimited quota is off (limit null), and refuses a malformed or unknown orgId', async () => {
    const f = await fixture({ unlimited: true });
    const res = await call(f.emu, 'GET', '/_emulator/meters');
    expect(res.body.orgs[0].families[0].daily.limit).toBeNull();
    const bad = expectError(
      await call(f.emu, 'GET', '/_emulator/meters', { query: { orgId: 'acme' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details[0].field).toBe('orgId');
    expectError(
      await call(f.emu, 'GET', '/_emulator/meters', { query: { orgId: 'ffffffffffffffffffffffff' } }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /_emulator/faults and /_emulator/clock/tasks', () => {
  it('lists the armed faults with what is left of them', async () => {
    const f = await fixture();
    await f.emu.addFault({ method: 'GET', path: `${CRM}/contacts`, status: 503, times: 2 });
    await f.emu.addFault({ path: '/mcp', status: 500, errorCode: 'BOOM', delayMs: 10 });
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    const res = await call(f.emu, 'GET', '/_emulator/faults');
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        method: 'GET',
        path: `${CRM}/contacts`,
        status: 503,
        errorCode: null,
        remaining: 1,
        delayMs: 0,
      },
      {
        id: expect.any(String),
        method: null,
        path: '/mcp',
        status: 500,
        errorCode: 'BOOM',
        remaining: 1,
        delayMs: 10,
      },
    ]);
    await call(f.emu, 'DELETE', '/_emulator/faults');
    expect((await call(f.emu, 'GET', '/_emulator/faults')).body.items).toEqual([]);
  });

  it('lists the work waiting for the clock; advancing runs it (a webhook retry)', async () => {
    let answer = 500;
    const f = await fixture({ allowLocalWebhooks: true, webhookFetch: receiver(() => answer) });
    await applyWithLoopbackEndpoint(f);
    const before = await call(f.emu, 'GET', '/_emulator/clock/tasks');
    expect(before.body.tasks).toEqual([
      { id: expect.any(Number), name: 'webhook-delivery', dueAt: expect.any(String) },
    ]);
    const due = Date.parse(before.body.tasks[0].dueAt) - Date.parse(before.body.now);
    expect(due).toBeGreaterThan(55_000);
    expect(due).toBeLessThanOrEqual(60_000);
    answer = 200;
    await call(f.emu, 'POST', '/_emulator/clock', { body: { advanceSeconds: 60 } });
    expect((await call(f.emu, 'GET', '/_emulator/clock/tasks')).body.tasks).toEqual([]);
  });
});

describe('GET /_emulator/requests', () => {
  it('logs every door: in-process fetch, msw, node:http, and the API calls of an agent tool with its name', async () => {
    const f = await fixture();
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    await getResponse(
      f.emu.handlers,
      new Request(`${f.emu.baseUrl}${CRM}/usage`, { headers: { 'x-api-key': f.key } }),
    );
    const server = await f.emu.listen({ port: 0 });
    await (
      await fetch(`${server.url}${CRM}/contacts/ffffffffffffffffffffffff`, {
        headers: { 'x-api-key': f.key },
      })
    ).text();
    await call(f.emu, 'POST', '/mcp', {
      key: f.key,
      headers: MCP_HEADERS,
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'crm_search_contacts', arguments: {} },
      },
    });
    const res = await call(f.emu, 'GET', '/_emulator/requests');
    expect(res.body).toMatchObject({ capacity: 1000, truncated: false, lastSeq: 5 });
    expect(
      res.body.items.map((e: any) => [
        e.seq,
        e.door,
        e.method,
        e.path,
        e.status,
        e.errorCode,
        e.keyId,
        e.tool,
      ]),
    ).toEqual([
      [1, 'fetch', 'GET', `${CRM}/contacts`, 200, null, f.keyId, null],
      [2, 'msw', 'GET', `${CRM}/usage`, 200, null, f.keyId, null],
      [3, 'node', 'GET', `${CRM}/contacts/ffffffffffffffffffffffff`, 404, 'NOT_FOUND', f.keyId, null],
      // The tool's API call finishes before the /mcp request that made it.
      [4, 'mcp', 'GET', `${CRM}/contacts`, 200, null, f.keyId, 'crm_search_contacts'],
      [5, 'fetch', 'POST', '/mcp', 200, null, null, 'crm_search_contacts'],
    ]);
    for (const e of res.body.items) {
      expect(e.durationMs).toBeGreaterThanOrEqual(0);
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    await server.close();
  });

  it('never keeps a key, a query or a credential in a path', async () => {
    const f = await fixture();
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search: 'ada@example.com' } });
    await call(f.emu, 'POST', `/mcp/${f.key}`, {
      headers: MCP_HEADERS,
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    await call(f.emu, 'GET', `/mcp/${f.key}/oops`);
    await call(f.emu, 'GET', '/api/v3.0/webhooks/public/assets/tok_abcdefghijklmnop', { key: f.key });
    const res = await call(f.emu, 'GET', '/_emulator/requests');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(f.key);
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('tok_abcdefghijklmnop');
    expect(res.body.items.map((e: any) => e.path)).toEqual([
      `${CRM}/contacts`,
      '/mcp',
      '/mcp',
      '/api/v3.0/webhooks/public/assets/…',
    ]);
  });

  it("skips the control API's reads, logs its writes, and reads after `since`, the newest `limit`", async () => {
    const f = await fixture();
    await call(f.emu, 'GET', '/_emulator/meters');
    await call(f.emu, 'POST', '/_emulator/clock', { body: { advanceSeconds: 1 } });
    for (let i = 0; i < 3; i++) await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    const all = (await call(f.emu, 'GET', '/_emulator/requests')).body;
    expect(all.items.map((e: any) => `${e.method} ${e.path}`)).toEqual([
      'POST /_emulator/clock',
      `GET ${CRM}/usage`,
      `GET ${CRM}/usage`,
      `GET ${CRM}/usage`,
    ]);
    const after = (await call(f.emu, 'GET', '/_emulator/requests', { query: { since: 2, limit: 1 } })).body;
    expect(after).toMatchObject({
      items: [expect.objectContaining({ seq: 4 })],
      truncated: true,
      lastSeq: 4,
    });
    for (const [name, value] of [
      ['since', '-1'],
      ['since', 'x'],
      ['limit', '0'],
      ['limit', '1001'],
    ]) {
      const bad = expectError(
        await call(f.emu, 'GET', '/_emulator/requests', { query: { [name!]: value! } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(bad.details[0].field).toBe(name);
    }
  });

  it('keeps the newest `requestLogSize` (0: none); a bad size is refused naming the option', async () => {
    const small = await createEmulator({ requestLogSize: 2 });
    open.push(small);
    for (let i = 0; i < 5; i++) await call(small, 'GET', `${CRM}/usage`);
    const kept = (await call(small, 'GET', '/_emulator/requests')).body;
    expect(kept).toMatchObject({ capacity: 2, lastSeq: 5, truncated: true });
    expect(kept.items.map((e: any) => e.seq)).toEqual([4, 5]);

    const none = await createEmulator({ requestLogSize: 0 });
    open.push(none);
    await call(none, 'GET', `${CRM}/usage`);
    expect((await call(none, 'GET', '/_emulator/requests')).body).toMatchObject({ items: [], lastSeq: 0 });

    await expect(createEmulator({ requestLogSize: -1 })).rejects.toThrow(RangeError);
    await expect(createEmulator({ requestLogSize: 1.5 })).rejects.toThrow(
      /requestLogSize must be a whole number/,
    );
    await expect(createEmulator({ requestLogSize: '5' as never })).rejects.toThrow(TypeError);
  });
});

/** Reads server-sent events from a stream until `count` `request` events came. */
async function readEvents(body: ReadableStream<Uint8Array<ArrayBuffer>>, count: number) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events: { id: string; data: any }[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      end = text.indexOf('\n\n');
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data && /^event: request$/m.test(block)) events.push({ id, data: JSON.parse(data) });
    }
  }
  return { events, reader };
}

describe('GET /_emulator/requests/stream', () => {
  it('sends each logged request as an event (id = seq), after the kept ones past `since`', async () => {
    const f = await fixture();
    await call(f.emu, 'GET', `${CRM}/usage`, { key: f.key });
    const res = await f.emu.fetch(`${f.emu.baseUrl}/_emulator/requests/stream?since=0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reading = readEvents(res.body!, 2);
    await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    const { events, reader } = await reading;
    expect(events.map((e) => [e.id, e.data.path, e.data.keyId])).toEqual([
      ['1', `${CRM}/usage`, f.keyId],
      ['2', `${CRM}/contacts`, f.keyId],
    ]);
    await reader.cancel();
  });

  it('resumes after Last-Event-ID; the stream ends when the emulator closes', async () => {
    const emu = await createEmulator();
    for (let i = 0; i < 3; i++) await call(emu, 'GET', `${CRM}/usage`);
    const res = await emu.fetch(`${emu.baseUrl}/_emulator/requests/stream`, {
      headers: { 'last-event-id': '2' },
    });
    const { events, reader } = await readEvents(res.body!, 1);
    expect(events.map((e) => e.id)).toEqual(['3']);
    await emu.close();
    expect((await reader.read()).done).toBe(true);
  });

  it('needs the control token when the control API has one; a malformed since is a 400', async () => {
    const emu = await createEmulator({ controlToken: 'secret-token-1' });
    open.push(emu);
    expectError(await call(emu, 'GET', '/_emulator/requests/stream'), 401, 'CONTROL_TOKEN_MISSING');
    expectError(
      await call(emu, 'GET', '/_emulator/requests/stream', { headers: { 'x-control-token': 'wrong-token' } }),
      401,
      'CONTROL_TOKEN_INVALID',
    );
    const bad = expectError(
      await call(emu, 'GET', '/_emulator/requests/stream', {
        headers: { 'x-control-token': 'secret-token-1' },
        query: { since: 'yesterday' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details[0].field).toBe('since');
    const ok = await emu.fetch(`${emu.baseUrl}/_emulator/requests/stream`, {
      headers: { 'x-control-token': 'secret-token-1' },
    });
    expect(ok.status).toBe(200);
    await ok.body!.cancel();
  });
});

describe('GET /_emulator/jobs', () => {
  it("lists the organization's jobs by status: job-builder drafts, pending ones, published after approval", async () => {
    const f = await fixture();
    const jobs = '/api/v3.0/job-builder/public/jobs';
    const prompt = 'Registered nurse in Madrid, full time';
    const draft = await call(f.emu, 'POST', jobs, { key: f.key, body: { prompt, language: 'en' } });
    const pending = await call(f.emu, 'POST', jobs, {
      key: f.key,
      body: { prompt: `${prompt}, nights`, language: 'en', publishMode: 'publish' },
    });
    await f.emu.createJob({ orgId: f.other.orgId, title: 'Elsewhere' });
    const list = await call(f.emu, 'GET', '/_emulator/jobs', { query: { orgId: f.orgId } });
    expect(list.body.items.map((j: any) => [j.postId, j.status, j.fromJobBuilder])).toEqual([
      [pending.body.postId, 'pending', true],
      [draft.body.postId, 'draft', true],
    ]);
    await call(f.emu, 'POST', `/_emulator/jobs/${pending.body.postId}/approve`);
    const published = await call(f.emu, 'GET', '/_emulator/jobs', {
      query: { orgId: f.orgId, status: 'published' },
    });
    expect(published.body.items.map((j: any) => j.postId)).toEqual([pending.body.postId]);
    const bad = expectError(
      await call(f.emu, 'GET', '/_emulator/jobs', { query: { status: 'approved' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.details[0]).toEqual({ field: 'status', message: 'must be one of draft, pending, published' });
  });
});

describe('GET /_emulator/webhooks/endpoints and their deliveries', () => {
  it('shows endpoints with their statistics and never a secret; deliveries with attempts, timing and payload', async () => {
    let answer = 503;
    const f = await fixture({ allowLocalWebhooks: true, webhookFetch: receiver(() => answer) });
    const created = await applyWithLoopbackEndpoint(f);

    const list = await call(f.emu, 'GET', '/_emulator/webhooks/endpoints', { query: { orgId: f.orgId } });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: created.body.id,
        orgId: f.orgId,
        status: 'active',
        stats: expect.objectContaining({ total24h: 2, succeeded24h: 1, failed24h: 1, pending: 1 }),
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    expect(list.body.items[0]).not.toHaveProperty('secret');

    const deliveries = await call(
      f.emu,
      'GET',
      `/_emulator/webhooks/endpoints/${created.body.id}/deliveries`,
    );
    const application = deliveries.body.items.find((d: any) => d.eventType === 'application.received');
    expect(application).toMatchObject({
      status: 'pending',
      attempts: [
        {
          at: expect.any(String),
          statusCode: 503,
          error: expect.any(String),
          durationMs: expect.any(Number),
        },
      ],
      nextAttemptAt: expect.any(String),
      redeliveryOf: null,
      payload: expect.objectContaining({ type: 'application.received' }),
    });
    answer = 200;
    await f.emu.clock.advance(60);
    const retried = await call(f.emu, 'GET', `/_emulator/webhooks/endpoints/${created.body.id}/deliveries`);
    expect(retried.body.items.find((d: any) => d.id === application.id)).toMatchObject({
      status: 'succeeded',
      attempts: [expect.objectContaining({ statusCode: 503 }), expect.objectContaining({ statusCode: 200 })],
      nextAttemptAt: null,
    });
    expectError(
      await call(f.emu, 'GET', '/_emulator/webhooks/endpoints/ffffffffffffffffffffffff/deliveries'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the CRM through the control API', () => {
  it("searches contacts with the API's own search, without spending quota", async () => {
    const emu = await createEmulator({ seed: 'demo' });
    open.push(emu);
    const key = emu.demo!.keys.acmeAdmin;
    const workspaceId = emu.demo!.ids.acmeDefaultWorkspace;
    const viaApi = await call(emu, 'GET', `${CRM}/contacts`, {
      key,
      query: { workspaceId, search: 'nurse', pageSize: 50 },
    });
    const before = (await call(emu, 'GET', `${CRM}/usage`, { key, query: { workspaceId } })).body.used;
    const viaControl = await call(emu, 'GET', '/_emulator/crm/contacts', {
      query: { workspaceId, search: 'nurse', pageSize: 50 },
    });
    expect(viaControl.status).toBe(200);
    expect(viaControl.body.items.length).toBeGreaterThan(0);
    expect(viaControl.body).toEqual(viaApi.body);
    expect((await call(emu, 'GET', `${CRM}/usage`, { key, query: { workspaceId } })).body.used).toBe(before);
  });

  it("reads a contact's full record, timeline and resumes; a deleted one is a 404", async () => {
    const f = await fixture();
    const contact = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Ada Lovelace', emails: [{ email: 'ada@example.com' }] },
    });
    await call(f.emu, 'POST', `${CRM}/contacts/${contact.body.id}/interactions`, {
      key: f.key,
      body: { type: 'phonecall', notes: 'first call' },
    });
    const detail = await call(f.emu, 'GET', `/_emulator/crm/contacts/${contact.body.id}`);
    expect(detail.body).toMatchObject({
      workspaceId: f.workspaceId,
      contact: { name: 'Ada Lovelace', emails: [{ email: 'ada@example.com', type: null }] },
      interactions: { items: [expect.objectContaining({ type: 'phonecall', notes: 'first call' })] },
      resumes: [],
    });
    await call(f.emu, 'DELETE', `${CRM}/contacts/${contact.body.id}`, { key: f.key });
    expectError(await call(f.emu, 'GET', `/_emulator/crm/contacts/${contact.body.id}`), 404, 'NOT_FOUND');
  });

  it('shows a pipeline as a board with the names of the cards’ contacts', async () => {
    const f = await fixture();
    const contact = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Grace Hopper' },
    });
    const list = await call(f.emu, 'POST', `${CRM}/lists`, { key: f.key, body: { name: 'Engineers' } });
    await call(f.emu, 'POST', `${CRM}/lists/${list.body.id}/items`, {
      key: f.key,
      body: { contactId: contact.body.id },
    });
    const pipelines = await call(f.emu, 'GET', '/_emulator/crm/pipelines', {
      query: { workspaceId: f.workspaceId },
    });
    expect(pipelines.body.items).toEqual([expect.objectContaining({ id: list.body.id, itemCount: 1 })]);
    const board = await call(f.emu, 'GET', `/_emulator/crm/pipelines/${list.body.id}`);
    expect(board.body.workspaceId).toBe(f.workspaceId);
    expect(board.body.board.stages[0].items).toEqual([
      expect.objectContaining({ contactId: contact.body.id }),
    ]);
    expect(board.body.contactNames).toEqual({ [contact.body.id]: 'Grace Hopper' });
    expectError(
      await call(f.emu, 'GET', '/_emulator/crm/pipelines/ffffffffffffffffffffffff'),
      404,
      'NOT_FOUND',
    );
  });

  it('needs an existing workspaceId for the lists', async () => {
    const f = await fixture();
    for (const path of ['/_emulator/crm/contacts', '/_emulator/crm/pipelines']) {
      expect(expectError(await call(f.emu, 'GET', path), 400, 'VALIDATION_ERROR').details[0].field).toBe(
        'workspaceId',
      );
      expectError(
        await call(f.emu, 'GET', path, { query: { workspaceId: 'ffffffffffffffffffffffff' } }),
        404,
        'NOT_FOUND',
      );
    }
    const long = await call(f.emu, 'GET', '/_emulator/crm/contacts', {
      query: { workspaceId: f.workspaceId, search: 'x'.repeat(201) },
    });
    expect(expectError(long, 400, 'VALIDATION_ERROR').details[0].field).toBe('search');
  });
});

describe('the dashboard page', () => {
  it('is not part of createEmulator(): its routes come with the first control request, its code with the page', async () => {
    const emu = await createEmulator();
    open.push(emu);
    const paths = () =>
      internals(emu)
        .core.router.routes()
        .map((r) => `${r.method} ${r.pattern}`);
    expect(paths()).not.toContain('GET /_emulator/ui');
    expect(paths()).not.toContain('GET /_emulator/meters');
    // An API request does not bring them either; the first control request does, and answers.
    await call(emu, 'GET', `${CRM}/usage`);
    expect(paths()).not.toContain('GET /_emulator/meters');
    expect((await call(emu, 'GET', '/_emulator/meters')).status).toBe(200);
    expect(paths()).toEqual(expect.arrayContaining(['GET /_emulator/ui', 'GET /_emulator/requests/stream']));
  });

  it('serves the page, its script and its stylesheet, with a policy that loads nothing from elsewhere', async () => {
    const f = await fixture();
    const page = await f.emu.fetch(`${f.emu.baseUrl}/_emulator/ui`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'/);
    expect(await page.text()).toContain('<script type="module" src="/_emulator/ui/app.js">');
    const script = await f.emu.fetch(`${f.emu.baseUrl}/_emulator/ui/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await script.text()).length).toBeGreaterThan(10_000);
    const style = await f.emu.fetch(`${f.emu.baseUrl}/_emulator/ui/app.css`);
    expect(await style.text()).toContain('prefers-reduced-motion');
    expectError(await call(f.emu, 'GET', '/_emulator/ui/secrets.json'), 404, 'NOT_FOUND');
  }, 60_000);

  it('is served without the control token (it holds no data); the control API behind it still asks for it', async () => {
    const emu = await createEmulator({ controlToken: 'secret-token-1' });
    open.push(emu);
    expect((await emu.fetch(`${emu.baseUrl}/_emulator/ui`)).status).toBe(200);
    for (const path of ['/_emulator/orgs', '/_emulator/meters', '/_emulator/requests', '/_emulator/faults']) {
      expectError(await call(emu, 'GET', path), 401, 'CONTROL_TOKEN_MISSING');
    }
    expect(
      (await call(emu, 'GET', '/_emulator/orgs', { headers: { 'x-control-token': 'secret-token-1' } }))
        .status,
    ).toBe(200);
  }, 60_000);
});
