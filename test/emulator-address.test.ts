// The likeliest first mistake: a client pointed at `emulator.baseUrl` (http://platform-emulator.local)
// without `fetch: emulator.fetch`. With nothing to intercept the global fetch, the call fails at once,
// before any connection or DNS lookup, naming both ways to connect; with msw and the emulator's
// handlers the same client works. A request that still reaches the network (an interceptor without a
// handler for it, a fetch of one's own) fails with the same advice, not retried.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createEmulator, DEMO_KEYS, type Emulator } from '@platform-api/emulator';
import { ConfigurationError, PlatformClient } from '@platform-api/sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejection } from './lib/doors.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await createEmulator({ seed: 'demo' });
});
afterAll(() => emu.close());

/** Connections fetch opened (undici announces each before its DNS lookup). */
let connects: string[] = [];
const onConnect = (message: unknown) => {
  connects.push((message as { connectParams?: { hostname?: string } }).connectParams?.hostname ?? '?');
};
beforeEach(() => {
  connects = [];
  subscribe('undici:client:beforeConnect', onConnect);
});
afterEach(() => unsubscribe('undici:client:beforeConnect', onConnect));

const BOTH_WAYS = [
  'fetch: emulator.fetch',
  'setupServer(...emulator.handlers).listen()',
  'http://127.0.0.1:4010',
] as const;

describe('a client at the in-process emulator address', () => {
  it('without emulator.fetch nor msw: a ConfigurationError at once, no connection, naming both ways', async () => {
    const client = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl });
    expect(emu.baseUrl).toBe('http://platform-emulator.local');
    const started = performance.now();
    const error = await rejection(client.crm.contacts.list());
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ConfigurationError);
    for (const words of BOTH_WAYS) expect(error.message).toContain(words);
    expect(error.message).toMatch(/^http:\/\/platform-emulator\.local is the in-process emulator's address/);
    expect(connects).toEqual([]);
    expect(elapsed).toBeLessThan(500); // no backoff: nothing is retried
  });

  it("with msw and the emulator's handlers: the same client works through the global fetch", async () => {
    const server = setupServer(...emu.handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const client = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl });
      const page = await client.crm.contacts.list({ pageSize: 3 });
      expect(page.items).toHaveLength(3);
      expect((await client.jobSearch.search({ query: 'nurse', pageSize: 1 })).items).toHaveLength(1);
    } finally {
      server.close();
    }
    // msw closed: back to the error, at once.
    const after = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl });
    expect(await rejection(after.crm.contacts.list())).toBeInstanceOf(ConfigurationError);
  });

  it('msw running without a handler for it: the request reaches the network, the same advice, not retried', async () => {
    const server = setupServer();
    server.listen({ onUnhandledFrame: 'bypass' });
    try {
      const client = new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl });
      const error = await rejection(client.crm.contacts.list());
      expect(error).toBeInstanceOf(ConfigurationError);
      for (const words of BOTH_WAYS) expect(error.message).toContain(words);
      expect((error.cause as { code?: string }).code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
      expect(connects).toEqual(['platform-emulator.local']);
    } finally {
      server.close();
    }
  });

  it('a fetch of its own that goes to the network: the same advice, once', async () => {
    let calls = 0;
    const client = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emu.baseUrl,
      fetch: (request) => {
        calls++;
        return globalThis.fetch(request);
      },
    });
    const error = await rejection(client.crm.contacts.list());
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toContain('fetch: emulator.fetch');
    expect(calls).toBe(1);
    expect(connects).toEqual(['platform-emulator.local']);
  });

  it('with emulator.fetch: no network at all', async () => {
    const client = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emu.baseUrl,
      fetch: emu.fetch,
    });
    expect((await client.crm.contacts.list({ pageSize: 1 })).items).toHaveLength(1);
    expect(connects).toEqual([]);
  });
});
