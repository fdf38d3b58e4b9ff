import { createEmulator, type RunningServer } from '@platform-api/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackReceiver } from './receiver.ts';

const WH = '/api/v3.0/webhooks/public';
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup(options: Parameters<typeof createEmulator>[0] = {}) {
  const emu = await createEmulator(options);
  const org = await emu.createOrg({ plan: 'platinum' });
  const key = (await emu.createKey(org.id)).key;
  const other = await emu.createOrg({ plan: 'platinum' });
  const otherKey = await emu.createKey(other.id);
  cleanup.push(() => emu.close());
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await emu.fetch(`${emu.baseUrl}${WH}${path}`, {
      method,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const register = (url: string) =>
    api('POST', '/webhook-endpoints', {
      url,
      events: ['application.received'],
      workspaceIds: [org.workspaces[0]!.id],
    });
  return { emu, org, key, otherKey, api, register };
}

/** Literal targets that are private, internal or the machine itself, in the spellings that slipped through. */
const PRIVATE = [
  'https://127.0.0.1/x',
  'https://127.0.0.2/x',
  'https://0x7f.1/x',
  'https://2130706433/x',
  'https://017700000001/x',
  'https://[::1]/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://[::ffff:7f00:1]/x',
  'https://[::ffff:0:7f00:1]/x',
  'https://[::127.0.0.1]/x',
  'https://[64:ff9b::a9fe:a9fe]/x',
  'https://[64:ff9b::7f00:1]/x',
  'https://[2002:7f00:1::]/x',
  'https://[2002:a9fe:a9fe::]/x',
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
  'https://169.254.169.254/latest/meta-data',
  'https://10.0.0.1/x',
  'https://172.16.5.4/x',
  'https://192.168.1.1/x',
  'https://100.64.0.1/x',
  'https://198.18.0.1/x',
  'https://192.0.2.1/x',
  'https://198.51.100.7/x',
  'https://203.0.113.9/x',
  'https://224.0.0.1/x',
  'https://255.255.255.255/x',
  'https://0.0.0.0/x',
  'https://[::]/x',
  'https://[fe80::1]/x',
  'https://[fd00:ec2::254]/x',
  'https://[ff02::1]/x',
  'https://localhost/x',
  'https://api.localhost/x',
  'https://metadata.google.internal/x',
  'https://printer.local/x',
  'https://intranet/x',
];

describe('SSRF: the URL policy at registration and update', () => {
  it(`refuses ${PRIVATE.length} private, internal and loopback targets in every spelling, on create and on PATCH`, async () => {
    const f = await setup();
    const ok = await f.register('https://hooks.example.com/platform');
    expect(ok.status).toBe(201);
    for (const url of PRIVATE) {
      const created = await f.register(url);
      expect([url, created.status, created.body.errorCode]).toEqual([url, 400, 'VALIDATION_ERROR']);
      expect(created.body.details[0].field).toBe('url');
      const patched = await f.api('PATCH', `/webhook-endpoints/${ok.body.id}`, { url });
      expect([url, patched.status]).toEqual([url, 400]);
    }
  });

  it('stores URLs normalised: what is checked is what is delivered to', async () => {
    const f = await setup();
    const tricky = await f.register('https://hooks.example.com\\@127.0.0.1/');
    expect(tricky.status).toBe(201);
    expect(tricky.body.url).toBe('https://hooks.example.com/@127.0.0.1/');
    const upper = await f.register('HTTPS://Hooks.EXAMPLE.com:443/a/../b');
    expect(upper.body.url).toBe('https://hooks.example.com/b');
  });
});

describe('SSRF: the emulator itself is never a target, flag or no flag', () => {
  it('refuses its own origin in every spelling with --allow-local-webhooks (no control API through a delivery)', async () => {
    const f = await setup({ allowLocalWebhooks: true });
    const server: RunningServer = await f.emu.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server;
    const victim = `/_emulator/keys/${f.otherKey.id}/revoke`;
    for (const host of [
      '127.0.0.1',
      '127.0.0.2',
      'localhost',
      'localhost.',
      'LOCALHOST',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '0.0.0.0',
      '0x7f000001',
      'app.localhost',
    ]) {
      const url = `http://${host}:${port}${victim}`;
      const res = await f.register(url);
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body.message).toMatch(/emulator itself/);
    }
    // A receiver on another loopback port is fine with the flag.
    const rx = await loopbackReceiver();
    cleanup.push(rx.close);
    expect((await f.register(`${rx.url}/hook`)).status).toBe(201);
  });

  it('a name that resolves to the emulator is refused at delivery time, before any connection', async () => {
    const f = await setup({
      allowLocalWebhooks: true,
      webhookResolver: async (host) => (host === 'sneaky.test' ? ['127.0.0.1'] : []),
    });
    const server = await f.emu.listen({ port: 0, host: '127.0.0.1' });
    const created = await f.register(
      `http://sneaky.test:${server.port}/_emulator/keys/${f.otherKey.id}/revoke`,
    );
    expect(created.status).toBe(201);
    await f.emu.flushWebhooks();
    const [delivery] = f.emu.listDeliveries({ endpointId: created.body.id });
    expect(delivery!.attempts[0]!.error).toMatch(/is the emulator itself/);
    // The other organization's key still works.
    const other = await f.emu.fetch(`${f.emu.baseUrl}${WH}/webhook-endpoints`, {
      headers: { 'x-api-key': f.otherKey.key },
    });
    expect(other.status).toBe(200);
  });
});

describe('SSRF: names are checked on their resolved addresses before every delivery (DNS rebinding)', () => {
  it('a public-looking name that resolves to loopback or metadata is never delivered to', async () => {
    let answer = ['93.184.215.14'];
    const f = await setup({ webhookResolver: async () => answer });
    const created = await f.register('https://rebind.example.com/hook');
    expect(created.status).toBe(201);
    for (const address of ['127.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', 'fd00::1']) {
      answer = [address];
      await f.api('POST', `/webhook-endpoints/${created.body.id}/verify`);
      await f.emu.flushWebhooks();
      const attempts = f.emu.listDeliveries({ endpointId: created.body.id }).flatMap((d) => d.attempts);
      expect(attempts.at(-1)!.error, address).toMatch(/^not sent: rebind\.example\.com resolves to /);
      expect(attempts.at(-1)!.statusCode).toBeUndefined();
    }
    // One private address among public ones is enough to refuse.
    answer = ['93.184.215.14', '10.1.2.3'];
    await f.api('POST', `/webhook-endpoints/${created.body.id}/verify`);
    await f.emu.flushWebhooks();
    const last = f.emu
      .listDeliveries({ endpointId: created.body.id })
      .flatMap((d) => d.attempts)
      .at(-1)!;
    expect(last.error).toMatch(/a private address/);
  });

  it('connects only to the checked address: the connection is pinned to what the resolver answered', async () => {
    const rx = await loopbackReceiver();
    cleanup.push(rx.close);
    // `pinned.invalid` resolves nowhere but through the injected resolver: a delivery proves the pin.
    const f = await setup({ allowLocalWebhooks: true, webhookResolver: async () => ['127.0.0.1'] });
    const created = await f.register(`http://pinned.invalid:${rx.port}/hook`);
    expect(created.status).toBe(201);
    await f.emu.flushWebhooks();
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0]!.headers.host).toBe(`pinned.invalid:${rx.port}`);
    const read = await f.api('GET', `/webhook-endpoints/${created.body.id}`);
    expect(read.body.status).toBe('active');
  });

  it('a name that does not resolve is accepted at registration; each delivery attempt fails until it does', async () => {
    const f = await setup({
      webhookResolver: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    const created = await f.register('https://not-yet.example.com/hook');
    expect(created.status).toBe(201);
    await f.emu.flushWebhooks();
    const [delivery] = f.emu.listDeliveries({ endpointId: created.body.id });
    expect(delivery!.attempts[0]!.error).toBe('network error: ENOTFOUND');
  });
});
