import { PlatformClient } from '@platform-api/sdk';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { sendDelivery } from '../src/delivery/send.ts';
import { VirtualClock } from '../src/engine/clock.ts';
import { defaultQuotas, QuotaTracker } from '../src/engine/quotas.ts';
import {
  type ApplicationInput,
  type CandidateInput,
  type CreatedApplication,
  type CreatedJob,
  type CreateJobInput,
  createEmulator,
  DEMO_IDS,
  DEMO_KEYS,
  type DeliveryDump,
  type FlushResult,
  type KeyInput,
  type LimitOverrides,
  type PublicJobInput,
} from '../src/index.ts';
import { CRM, call, expectError } from './helpers.ts';

const CONTACTS = `${CRM}/contacts?workspaceId=${DEMO_IDS.acmeDefaultWorkspace}`;

describe('createEmulator checks its options once, naming the option', () => {
  const refused: [string, unknown, ErrorConstructor, RegExp][] = [
    ['not an object', 'demo', TypeError, /options must be an object; got "demo"/],
    ['null', null, TypeError, /options must be an object; got null/],
    ['unknown option', { seeds: 'demo' }, TypeError, /seeds is not an option \(did you mean seed\?\)/],
    ['bad seed', { seed: 'Demo' }, RangeError, /seed must be 'demo' or 'empty'; got "Demo"/],
    ['unknown family', { quotas: { crmm: { daily: 5 } } }, TypeError, /quotas\.crmm is not an option/],
    ['unknown limit', { quotas: { crm: { dialy: 5 } } }, TypeError, /quotas\.crm\.dialy is not an option/],
    [
      'NaN',
      { quotas: { crm: { daily: Number.NaN } } },
      RangeError,
      /quotas\.crm\.daily must be a whole number from 0/,
    ],
    ['string', { quotas: { crm: { daily: '2' } } }, TypeError, /quotas\.crm\.daily .*; got "2"/],
    ['null limit', { quotas: { crm: { daily: null } } }, TypeError, /quotas\.crm\.daily .*; got null/],
    ['negative', { quotas: { crm: { daily: -1 } } }, RangeError, /quotas\.crm\.daily/],
    ['fraction', { quotas: { crm: { daily: 1.5 } } }, RangeError, /quotas\.crm\.daily .*; got 1\.5/],
    ['quotas not object', { quotas: 5 }, TypeError, /quotas must be an object/],
    ['family null', { quotas: { crm: null } }, TypeError, /quotas\.crm must be an object/],
    [
      'misspelt limit',
      { limits: { crm: { maxCardReassign: 5 } } },
      TypeError,
      /limits\.crm\.maxCardReassign is not an option \(did you mean maxCardsToReassign\?\)/,
    ],
    ['negative limit', { limits: { crm: { maxCardsToReassign: -5 } } }, RangeError, /maxCardsToReassign/],
    ['timeout string', { limits: { webhooks: { deliveryTimeoutMs: 'x' } } }, TypeError, /deliveryTimeoutMs/],
    [
      'timeout Infinity',
      { limits: { webhooks: { deliveryTimeoutMs: Infinity } } },
      RangeError,
      /from 1 to 2147483647/,
    ],
    [
      'timeout fraction',
      { limits: { webhooks: { deliveryTimeoutMs: 1.5 } } },
      RangeError,
      /deliveryTimeoutMs/,
    ],
    ['timeout -1', { limits: { webhooks: { deliveryTimeoutMs: -1 } } }, RangeError, /deliveryTimeoutMs/],
    [
      'timeout 2**40',
      { limits: { webhooks: { deliveryTimeoutMs: 2 ** 40 } } },
      RangeError,
      /deliveryTimeoutMs/,
    ],
    [
      'boolean as string',
      { allowLocalWebhooks: 'false' },
      TypeError,
      /allowLocalWebhooks must be true or false/,
    ],
    ['unlimited string', { unlimited: 'yes' }, TypeError, /unlimited must be true or false/],
    ['clockStart null', { clockStart: null }, TypeError, /clockStart must be a Date/],
    ['clockStart true', { clockStart: true }, TypeError, /clockStart must be a Date/],
    ['clockStart {}', { clockStart: {} }, TypeError, /clockStart/],
    ['clockStart NaN', { clockStart: Number.NaN }, RangeError, /clockStart/],
    ['clockStart garbage', { clockStart: 'garbage' }, RangeError, /clockStart .*1970 and 9999/],
    [
      'clockStart no zone',
      { clockStart: '2026-04-01T22:00:00' },
      RangeError,
      /clockStart .*with Z or an offset/,
    ],
    ['baseUrl not a url', { baseUrl: 'not a url' }, RangeError, /baseUrl must be an http or https origin/],
    ['baseUrl ftp', { baseUrl: 'ftp://x' }, RangeError, /baseUrl/],
    ['baseUrl path', { baseUrl: 'http://emu.local/prefix/' }, RangeError, /without a path/],
    ['baseUrl query', { baseUrl: 'http://emu.local?x=1' }, RangeError, /baseUrl/],
    ['baseUrl number', { baseUrl: 5 }, TypeError, /baseUrl/],
    ['stateFile number', { stateFile: 5 }, TypeError, /stateFile must be a file path/],
    ['webhookFetch string', { webhookFetch: 'x' }, TypeError, /webhookFetch must be a function/],
    ['webhookResolver number', { webhookResolver: 5 }, TypeError, /webhookResolver must be a function/],
    ['token short', { controlToken: 'abc' }, RangeError, /controlToken must be at least 8 characters/],
    ['token empty', { controlToken: '' }, RangeError, /controlToken must be at least 8/],
    ['token number', { controlToken: 123 }, TypeError, /controlToken .*got 123/],
    ['token spaces', { controlToken: '        ' }, RangeError, /controlToken .*no spaces/],
  ];
  it.each(refused)('%s', async (_label, options, kind, message) => {
    const attempt = createEmulator(options as never);
    await expect(attempt).rejects.toBeInstanceOf(kind);
    await expect(attempt).rejects.toThrow(message);
    await expect(attempt).rejects.toThrow(/^createEmulator: /);
  });

  it('accepts what the options document, and copies them', async () => {
    const quotas = { crm: { daily: 1, burstPerMinute: Infinity } };
    const emu = await createEmulator({
      seed: 'demo',
      quotas,
      limits: { crm: { maxCardsToReassign: Infinity }, webhooks: { deliveryTimeoutMs: 100 } },
      clockStart: new Date('2030-01-01T00:00:00Z'),
      baseUrl: 'http://EMU.local/',
      controlToken: 'c0ntrol-t0ken',
      webhookFetch: undefined,
    });
    expect(emu.baseUrl).toBe('http://emu.local');
    expect(emu.clock.now().startsWith('2030-01-01T00:00')).toBe(true);
    // A later change to the caller's object changes nothing.
    quotas.crm.daily = 0;
    const res = await emu.fetch(`${emu.baseUrl}${CONTACTS}`, {
      headers: { 'x-api-key': DEMO_KEYS.acmeAdmin },
    });
    expect(res.status).toBe(200);
    await emu.close();
    const other = await createEmulator({ clockStart: 1_900_000_000_000, unlimited: true });
    expect(other.clock.now().slice(0, 19)).toBe(new Date(1_900_000_000_000).toISOString().slice(0, 19));
    await other.close();
  });

  it('the daily limit waits only while a slot is held: a limit that compares with nothing answers', async () => {
    const tracker = new QuotaTracker(defaultQuotas(), new VirtualClock());
    await expect(tracker.acquireDaily('org|crm', Number.NaN, 'CRM')).rejects.toMatchObject({ status: 429 });
  });

  it('a quota checked at creation answers: the daily limit never waits forever', async () => {
    const emu = await createEmulator({ seed: 'demo', quotas: { crm: { daily: 2 } } });
    const get = () =>
      emu.fetch(`${emu.baseUrl}${CONTACTS}`, { headers: { 'x-api-key': DEMO_KEYS.acmeAdmin } });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expectError(await readJson(await get()), 429, 'RATE_LIMIT_EXCEEDED');
    await emu.close();
  });
});

async function readJson(res: Response) {
  return { status: res.status, body: await res.json(), headers: Object.fromEntries(res.headers) } as never;
}

describe('the control methods run the control API checks', () => {
  it('createOrg refuses what POST /_emulator/orgs refuses, and stores nothing', async () => {
    const emu = await createEmulator();
    const before = JSON.stringify(emu.exportState().tables);
    const cases: [Record<string, unknown>, string][] = [
      [{ plan: 'gold' }, 'plan'],
      [{}, 'plan'],
      [{ plan: 'free', name: '' }, 'name'],
      [{ plan: 'free', name: 5 }, 'name'],
      [{ plan: 'free', workspaces: [''] }, 'workspaces.0'],
      [{ plan: 'platinum', workspaces: ['ok', 5] }, 'workspaces.1'],
      [{ plan: 'free', workspaces: Array.from({ length: 51 }, (_, i) => `w${i}`) }, 'workspaces'],
      [{ plan: 'free', plna: 'x' }, 'plna'],
      [{ plan: 'free', id: '65f1c0de0000000000000001' }, 'id'],
    ];
    const spy = vi.spyOn(console, 'error');
    for (const [input, field] of cases) {
      const err = await emu.createOrg(input as never).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
      expect((err as { details: { field: string }[] }).details[0]!.field).toBe(field);
      const http = expectError(
        await call(emu, 'POST', '/_emulator/orgs', { body: input }),
        400,
        'VALIDATION_ERROR',
      );
      expect((err as { details: unknown }).details).toEqual(http.details);
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(JSON.stringify(emu.exportState().tables)).toBe(before);
    await emu.close();
  });

  it('createKey, createJob, reset and the clock refuse what their routes refuse', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const org = DEMO_IDS.acmeOrg;
    const keyCases: [unknown, string][] = [
      [{ scope: ['crm:read'] }, 'scope'],
      [{ plaintext: 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w' }, 'plaintext'],
      [{ expiresAt: 5 }, 'expiresAt'],
      [{ expiresAt: new Date('2030-01-01') }, 'expiresAt'],
      [{ scopes: 'crm:read' }, 'scopes'],
    ];
    for (const [input, field] of keyCases) {
      const err = await emu.createKey(org, input as KeyInput).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
      expect((err as { details: { field: string }[] }).details[0]!.field).toBe(field);
    }
    await expect(emu.createKey(5 as never)).rejects.toMatchObject({ status: 400 });
    await expect(emu.revokeKey(undefined as never)).rejects.toMatchObject({ status: 400 });

    const jobCases: [unknown, string][] = [
      [{ orgId: org, title: 'x'.repeat(300) }, 'title'],
      [{ orgId: org, title: '   ' }, 'title'],
      [{ orgId: org, title: 'T', countryCode: 'USA' }, 'countryCode'],
      [{ orgId: org, title: 'T', isRemote: 'yes' }, 'isRemote'],
      [{ orgId: org, title: 'T', salary: 5 }, 'salary'],
    ];
    const posts = () => (emu.exportState().tables as Record<string, unknown[]>).jobPosts?.length;
    const before = posts();
    for (const [input, field] of jobCases) {
      const err = await emu.createJob(input as CreateJobInput).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
      expect((err as { details: { field: string }[] }).details[0]!.field).toBe(field);
    }
    expect(posts()).toBe(before);

    await expect(emu.reset({ seed: 'Demo' } as never)).rejects.toMatchObject({ status: 400 });
    await expect(emu.reset({ sead: 'demo' } as never)).rejects.toMatchObject({ status: 400 });
    expect(emu.demo).not.toBeNull();

    const now = emu.clock.now();
    for (const to of [null, true, undefined, {}, new Date('x')]) {
      await expect(emu.clock.set(to as never)).rejects.toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_ERROR',
      });
    }
    for (const seconds of ['10', undefined, Number.NaN, null]) {
      const err = await emu.clock.advance(seconds as never).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
      expect((err as Error).message).toMatch(/advanceSeconds must be a number of seconds/);
    }
    expect(Date.parse(emu.clock.now()) - Date.parse(now)).toBeLessThan(5_000);
    await emu.close();
  });
});

describe('a fault delay', () => {
  it('ends when the request aborts and when the emulator closes', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    emu.addFault({ path: '/api/v3.0/crm', status: 503, delayMs: 60_000 });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    const ac = new AbortController();
    const aborted = emu.fetch(`${emu.baseUrl}${CRM}/usage`, {
      headers: { 'x-api-key': DEMO_KEYS.acmeReader },
      signal: ac.signal,
    });
    await new Promise((r) => setImmediate(r));
    const timer = setTimeoutSpy.mock.results.find((_r, i) => setTimeoutSpy.mock.calls[i]![1] === 60_000);
    expect(timer).toBeDefined();
    ac.abort();
    await expect(aborted).rejects.toThrow();
    expect(clearTimeoutSpy).toHaveBeenCalledWith(timer!.value);

    emu.addFault({ path: '/api/v3.0/crm', status: 503, delayMs: 60_000 });
    const started = Date.now();
    const pending = emu.fetch(`${emu.baseUrl}${CRM}/usage`, {
      headers: { 'x-api-key': DEMO_KEYS.acmeReader },
    });
    await new Promise((r) => setImmediate(r));
    await emu.close();
    expect((await pending).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    setTimeoutSpy.mockRestore();
    clearTimeoutSpy.mockRestore();
  });
});

describe('webhook deliveries', () => {
  it('a delivery timeout that could not be used is recorded as a failed attempt, not swallowed', async () => {
    const result = await sendDelivery({
      url: 'https://receiver.example.com/h',
      headers: {},
      body: '{}',
      timeoutMs: Infinity,
      shutdown: new AbortController().signal,
      readBody: false,
      network: {
        fetch: async () => {
          throw new Error('must not be called');
        },
      },
      route: { allowLocal: false, selfPorts: [] },
    });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/delivery timeout Infinity ms is not usable/);
  });

  /** A receiver through msw, with no DNS: a name resolution would fail the test. */
  async function deliverThroughMsw(load: () => Promise<typeof import('../src/index.ts')>) {
    const received: string[] = [];
    const server = setupServer(
      http.post('https://receiver.example.com/webhooks', async ({ request }) => {
        const event = JSON.parse(await request.text());
        received.push(event.type);
        return event.type === 'webhook.verify'
          ? new HttpResponse(event.data.challenge)
          : HttpResponse.json({ ok: true });
      }),
    );
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const { createEmulator: create } = await load();
      const resolved: string[] = [];
      const emu = await create({
        webhookResolver: async (host) => {
          resolved.push(host);
          throw Object.assign(new Error('no DNS in tests'), { code: 'ENOTFOUND' });
        },
      });
      server.use(...emu.handlers);
      const org = await emu.createOrg({ plan: 'platinum' });
      const client = new PlatformClient({ apiKey: (await emu.createKey(org.id)).key, baseUrl: emu.baseUrl });
      const endpoint = await client.webhooks.endpoints.create({
        url: 'https://receiver.example.com/webhooks',
        events: ['application.received'],
        workspaceIds: [org.workspaces[0]!.id],
      });
      await emu.flushWebhooks();
      const status = (await client.webhooks.endpoints.get(endpoint.id)).status;
      await emu.close();
      return { received, resolved, status };
    } finally {
      server.close();
    }
  }

  it('go through msw when it was started after the emulator was imported', async () => {
    const out = await deliverThroughMsw(async () => import('../src/index.ts'));
    expect(out).toEqual({ received: ['webhook.verify'], resolved: [], status: 'active' });
  });

  it('go through msw when it was started before the emulator was first imported', async () => {
    // A fresh copy of the emulator's modules, loaded while msw already patches globalThis.fetch.
    const out = await deliverThroughMsw(async () => {
      vi.resetModules();
      return import('../src/index.ts');
    });
    expect(out).toEqual({ received: ['webhook.verify'], resolved: [], status: 'active' });
  });
});

// Every type of a public signature is exported (a compile-time check: `pnpm typecheck`).
export type PublicTypes = [
  ApplicationInput,
  CandidateInput,
  CreatedApplication,
  CreatedJob,
  CreateJobInput,
  DeliveryDump,
  FlushResult,
  KeyInput,
  LimitOverrides,
  PublicJobInput,
];
