import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../lib/build.ts';
import { READY_TIMEOUT_MS, type StartedEmulator, startEmulator } from '../lib/processes.ts';
import { loopbackReceiver } from './receiver.ts';

// One built `platform-emulator` for the file, as users run it.
useBuiltPackages();

/**
 * Every plaintext key and secret appears exactly where the spec shows it — a key in the answer that
 * creates it, a webhook secret in the answers of create and rotate — and nowhere else: not in any
 * other answer (bodies and headers, errors included), not in anything the server prints.
 */
describe('secrets never leak into answers or logs', () => {
  let server: StartedEmulator;
  let base: string;
  const logs = () => server.output();
  beforeAll(async () => {
    server = await startEmulator(['--port', '0', '--seed', 'empty', '--allow-local-webhooks']);
    base = server.url;
  }, 2 * READY_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it('a key only in its create answer, a webhook secret only in create and rotate', async () => {
    const seen: { what: string; text: string }[] = [];
    const send = async (what: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${path}`, init);
      const body = await res.text();
      seen.push({ what, text: `${res.status} ${JSON.stringify([...res.headers])} ${body}` });
      try {
        return JSON.parse(body);
      } catch {
        return null;
      }
    };
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const org = await send('create org', '/_emulator/orgs', json({ plan: 'platinum' }));
    const created = await send('create key', `/_emulator/orgs/${org.id}/keys`, json({}));
    const key: string = created.key;
    expect(key).toMatch(/^pk_/);
    const auth = { 'x-api-key': key };
    const ws = org.workspaces[0].id;

    const rx = await loopbackReceiver();
    const endpoint = await send(
      'create endpoint',
      '/api/v3.0/webhooks/public/webhook-endpoints',
      json({ url: `${rx.url}/hook`, events: ['application.received'], workspaceIds: [ws] }, auth),
    );
    const secret: string = endpoint.secret;
    expect(secret).toMatch(/^whsec_/);
    await send('flush', '/_emulator/webhooks/flush', { method: 'POST' });
    const rotated = await send(
      'rotate',
      `/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}/rotate-secret`,
      { method: 'POST', headers: auth },
    );
    const secret2: string = rotated.secret;
    expect(secret2).toMatch(/^whsec_/);

    // Everything else a client might do, errors included.
    await send('list endpoints', '/api/v3.0/webhooks/public/webhook-endpoints', { headers: auth });
    await send('get endpoint', `/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}`, {
      headers: auth,
    });
    await send('deliveries', `/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}/deliveries`, {
      headers: auth,
    });
    await send('test ping', `/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}/test`, {
      method: 'POST',
      headers: auth,
    });
    await send('contacts', `/api/v3.0/crm/public/contacts?workspaceId=${ws}`, { headers: auth });
    await send(
      'create contact',
      `/api/v3.0/crm/public/contacts?workspaceId=${ws}`,
      json({ name: `Key ${key}` }, auth),
    );
    await send('usage', '/api/v3.0/crm/public/usage', { headers: { authorization: `Bearer ${key}` } });
    await send('bad key', '/api/v3.0/crm/public/usage', { headers: { 'x-api-key': `${key}x` } });
    await send('key in query', `/api/v3.0/crm/public/usage?api_key=${key}`);
    // (A key written into an API path is echoed in the envelope's `path`, which the spec defines as
    // the request path; `/mcp/<key>` is the one path made for a key, and it is shown as `/mcp`.)
    await send('unknown route', '/api/v3.0/crm/public/nothing-here', { headers: auth });
    await send(
      'mcp path key',
      `/mcp/${key}`,
      json(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'crm_get_contact', arguments: { contactId: 'nope' } },
        },
        { accept: 'application/json, text/event-stream' },
      ),
    );
    await send('mcp GET', `/mcp/${key}`);
    await send('mcp bad json', `/mcp/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{',
    });
    await send(
      'mcp usage',
      `/mcp/${key}`,
      json(
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_api_usage', arguments: {} } },
        { accept: 'application/json, text/event-stream' },
      ),
    );
    await send('revoke', `/_emulator/keys/${created.id}/revoke`, { method: 'POST' });
    await send('revoked key', '/api/v3.0/crm/public/usage', { headers: auth });
    await send('flush', '/_emulator/webhooks/flush', { method: 'POST' });
    await rx.close();

    const allowed: Record<string, string[]> = {
      [key]: ['create key'],
      [secret]: ['create endpoint'],
      [secret2]: ['rotate'],
    };
    for (const [value, where] of Object.entries(allowed)) {
      const found = seen.filter((s) => s.text.includes(value)).map((s) => s.what);
      // The contact named after the key is the caller's own data, answered back by design.
      expect(found.filter((w) => w !== 'create contact' && w !== 'contacts')).toEqual(where);
    }
    // Deliveries carry signatures, never the secret; the server prints neither.
    for (const r of rx.received) expect(r.body + JSON.stringify(r.headers)).not.toMatch(/whsec_|pk_/);
    expect(logs()).not.toContain(key);
    expect(logs()).not.toContain(secret);
    expect(logs()).not.toContain(secret2);
  });
});
