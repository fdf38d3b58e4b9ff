import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulator, type Emulator, type EmulatorOptions } from '@platform-api/emulator';
import {
  ConflictError,
  NotFoundError,
  PlatformClient,
  QuotaExceededError,
  ValidationError,
  type Webhooks,
} from '@platform-api/sdk';
import {
  isEventType,
  type NodeWebhookMiddleware,
  verify,
  type WebhookEvent,
  webhookMiddleware,
} from '@platform-api/webhook-verifier';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The webhooks family end to end: the SDK manages endpoints on the emulator, the emulator delivers
 * over real HTTP to a receiver built with the verifier's Node middleware, the virtual clock drives
 * the retry schedule.
 */

interface RawDelivery {
  headers: Record<string, string>;
  body: string;
}

/** A node:http receiver on 127.0.0.1 built with `webhookMiddleware`; it fails real events on demand. */
async function startReceiver() {
  const handled: WebhookEvent[] = [];
  const raw: RawDelivery[] = [];
  const state = { failing: false };
  let configure!: (middleware: NodeWebhookMiddleware) => void;
  const middleware = new Promise<NodeWebhookMiddleware>((resolve) => {
    configure = resolve;
  });
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    raw.push({ headers: req.headers as Record<string, string>, body: body.toString('utf8') });
    // The middleware takes a raw Buffer on req.body, as behind express.raw().
    (req as IncomingMessage & { body?: Buffer }).body = body;
    await (await middleware)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return {
    url,
    handled,
    raw,
    state,
    /** The secret is known once the endpoint exists: deliveries wait for it. */
    useSecret(secret: string | string[]) {
      configure(
        webhookMiddleware({
          secret,
          onError: () => {},
          onEvent: (event) => {
            if (state.failing && !isEventType(event, 'webhook.ping')) throw new Error('receiver is down');
            handled.push(event);
          },
        }),
      );
    },
    rawOf: (type: string) => raw.filter((d) => JSON.parse(d.body).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function world(options: EmulatorOptions = {}, door: 'in-process' | 'http' = 'in-process') {
  const emu = await createEmulator({ allowLocalWebhooks: true, ...options });
  const org = await emu.createOrg({ name: 'Acme', plan: 'platinum' });
  const { key } = await emu.createKey(org.id);
  let baseUrl = emu.baseUrl;
  let fetchImpl: typeof fetch | undefined = emu.fetch;
  if (door === 'http') {
    const server = await emu.listen({ port: 0 });
    cleanups.push(() => server.close());
    baseUrl = server.url;
    fetchImpl = undefined;
  }
  const client = new PlatformClient({
    apiKey: key,
    baseUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    maxRetries: 0,
  });
  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const workspaceId = org.workspaces[0]!.id;
  const job = await emu.createJob({
    orgId: org.id,
    title: 'Site Reliability Engineer',
    countryCode: 'NL',
    isRemote: true,
  });
  let n = 0;
  const apply = (candidate: Record<string, unknown> = {}) =>
    emu.createApplication({
      postId: job.postId,
      candidate: { name: `Applicant ${++n}`, email: `applicant${n}@example.com`, ...candidate },
    });
  /** An endpoint at the receiver, verified and active. */
  const activeEndpoint = async (): Promise<Webhooks.WebhookEndpointWithSecret> => {
    const endpoint = await client.webhooks.endpoints.create({
      url: receiver.url,
      events: ['application.received'],
      workspaceIds: [workspaceId],
    });
    receiver.useSecret(endpoint.secret);
    await emu.flushWebhooks();
    expect((await client.webhooks.endpoints.get(endpoint.id)).status).toBe('active');
    return endpoint;
  };
  return { emu, org, client, receiver, workspaceId, job, apply, activeEndpoint };
}

const attemptsOf = (emu: Emulator, endpointId: string, eventId: string) =>
  emu.listDeliveries({ endpointId }).filter((d) => d.eventId === eventId);

describe('webhooks end to end', () => {
  for (const door of ['in-process', 'http'] as const) {
    it(`verifies a webhookMiddleware receiver, delivers an application and downloads the resume (${door})`, async () => {
      const { emu, client, receiver, workspaceId, job, apply } = await world({}, door);
      const endpoint = await client.webhooks.endpoints.create({
        url: receiver.url,
        description: 'ATS',
        events: ['application.received'],
        workspaceIds: [workspaceId],
      });
      expect(endpoint.status).toBe('pending_verification');
      expect(endpoint.secret).toMatch(/^whsec_/);
      receiver.useSecret(endpoint.secret);
      await emu.flushWebhooks();
      const active = await client.webhooks.endpoints.get(endpoint.id);
      expect(active.status).toBe('active');
      expect(receiver.handled.map((e) => e.type)).toEqual(['webhook.verify']);

      const applied = await apply({ name: 'Margaret Hamilton', resume: true });
      await emu.flushWebhooks();
      const event = receiver.handled.at(-1)!;
      expect(isEventType(event, 'application.received')).toBe(true);
      if (!isEventType(event, 'application.received')) return;
      expect(event.id).toBe(applied.eventId);
      expect(event.data.job).toMatchObject({
        postId: job.postId,
        countryCode: 'NL',
        isRemote: true,
        workspaceId,
      });
      expect(event.data.application.listItemId).toBe(applied.listItemId);
      // The resume link goes back to the service the receiver talks to, redeemed with the key.
      const resumeUrl = event.data.candidate.resumeUrl!;
      expect(resumeUrl.startsWith(`${client.baseUrl}/api/v3.0/webhooks/public/assets/`)).toBe(true);
      const resume = await client.webhooks.downloadAsset(resumeUrl);
      expect(resume.contentType).toBe('application/pdf');
      expect(new TextDecoder().decode(resume.data)).toContain('Margaret Hamilton');

      const log = await client.webhooks.deliveries.list(endpoint.id);
      expect(log.items.map((d) => [d.eventType, d.status, d.attempts, d.lastStatusCode])).toEqual([
        ['application.received', 'succeeded', 1, 200],
        ['webhook.verify', 'succeeded', 1, 200],
      ]);
    });
  }

  it('walks the whole retry schedule of a failing receiver and ends failed', async () => {
    const { emu, client, receiver, apply, activeEndpoint } = await world({
      clockStart: '2031-01-01T00:00:00Z',
    });
    const endpoint = await activeEndpoint();
    receiver.state.failing = true;
    const t0 = Date.parse(emu.clock.now());
    const { eventId } = await apply();
    await emu.flushWebhooks();
    for (const seconds of [60, 300, 1800, 7200, 18000, 36000, 86400]) await emu.clock.advance(seconds);
    const [delivery] = attemptsOf(emu, endpoint.id, eventId);
    expect(delivery!.status).toBe('failed');
    const offsets = delivery!.attempts.map((a) => Math.round((Date.parse(a.at) - t0) / 1000));
    // +1 min, +5 min, +30 min, +2 h, +5 h, +10 h, +24 h after the previous attempt.
    expect(offsets).toEqual([0, 60, 360, 2160, 9360, 27360, 63360, 149760]);
    expect(delivery!.attempts.every((a) => a.statusCode === 500)).toBe(true);
    expect(receiver.rawOf('application.received')).toHaveLength(8);
    // Every attempt carries the same event id; the receiver verified each signature before failing.
    expect(new Set(receiver.rawOf('application.received').map((d) => d.headers['webhook-id']))).toEqual(
      new Set([eventId]),
    );
    const [row] = (await client.webhooks.deliveries.list(endpoint.id, { status: 'failed' })).items;
    expect(row).toMatchObject({ eventId, attempts: 8, nextAttemptAt: null, lastStatusCode: 500 });
  });

  it('suspends after 24 hours and 12 failed attempts; pings neither clear the streak nor lift suspension', async () => {
    const { emu, client, receiver, apply, activeEndpoint } = await world({
      clockStart: '2031-01-01T00:00:00Z',
    });
    const endpoint = await activeEndpoint();
    receiver.state.failing = true;
    await apply();
    await apply();
    await emu.flushWebhooks();
    await client.webhooks.endpoints.test(endpoint.id); // answered 200: pings are never failed by this receiver
    await emu.flushWebhooks();
    expect((await client.webhooks.endpoints.get(endpoint.id)).stats.consecutiveFailures).toBe(2);

    await emu.clock.advance(63360); // 14 failed attempts, 17.6 hours
    expect((await client.webhooks.endpoints.get(endpoint.id)).status).toBe('active');
    await emu.clock.advance(86400); // the 8th attempt: 41.6 hours
    const suspended = await client.webhooks.endpoints.get(endpoint.id);
    expect(suspended.status).toBe('suspended');
    expect(suspended.stats.consecutiveFailures).toBeGreaterThanOrEqual(12);

    receiver.state.failing = false;
    await client.webhooks.endpoints.test(endpoint.id);
    await emu.flushWebhooks();
    expect((await client.webhooks.endpoints.get(endpoint.id)).status).toBe('suspended');
    expect(receiver.handled.filter((e) => e.type === 'webhook.ping')).toHaveLength(2);

    const reEnabled = await client.webhooks.endpoints.update(endpoint.id, { status: 'active' });
    expect(reEnabled.status).toBe('active');
    await apply();
    await emu.flushWebhooks();
    const healthy = await client.webhooks.endpoints.get(endpoint.id);
    expect(healthy.stats).toMatchObject({ consecutiveFailures: 0, failingSince: null });
  });

  it('signs with both secrets for 24 hours after a rotation, each verifying on its own', async () => {
    const { emu, client, receiver, activeEndpoint } = await world();
    const endpoint = await activeEndpoint();
    const rotated = await client.webhooks.endpoints.rotateSecret(endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecretExpiresAt).not.toBeNull();
    await client.webhooks.endpoints.test(endpoint.id);
    await emu.flushWebhooks();
    const ping = receiver.rawOf('webhook.ping').at(-1)!;
    const [oldSig, newSig] = ping.headers['webhook-signature']!.split(' ');
    const only = (signature: string) => ({ ...ping.headers, 'webhook-signature': signature });
    expect((await verify(ping.body, only(oldSig!), { secret: endpoint.secret })).type).toBe('webhook.ping');
    expect((await verify(ping.body, only(newSig!), { secret: rotated.secret })).type).toBe('webhook.ping');
    await expect(verify(ping.body, only(newSig!), { secret: endpoint.secret })).rejects.toThrow();
  });

  it('redelivers the original payload with the same event id', async () => {
    const { emu, client, receiver, apply, activeEndpoint } = await world();
    const endpoint = await activeEndpoint();
    const { eventId } = await apply();
    await emu.flushWebhooks();
    const [original] = (
      await client.webhooks.deliveries.list(endpoint.id, { eventType: 'application.received' })
    ).items;
    const again = await client.webhooks.deliveries.redeliver(endpoint.id, original!.id);
    expect(again).toMatchObject({ eventId, redeliveryOf: original!.id, status: 'pending' });
    await emu.flushWebhooks();
    const copies = receiver.rawOf('application.received');
    expect(copies.map((c) => c.headers['webhook-id'])).toEqual([eventId, eventId]);
    expect(copies[1]!.body).toBe(copies[0]!.body);
    // The middleware de-duplicates on the id: the handler ran once, the second copy was answered 200.
    expect(receiver.handled.filter((e) => e.id === eventId)).toHaveLength(1);
    expect(attemptsOf(emu, endpoint.id, eventId).map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('parks deliveries beyond the daily cap, redeliverable the next day; the default cap is 5,000', async () => {
    const defaults = await world();
    const usage = await defaults.client.webhooks.usage();
    expect(usage).toMatchObject({
      dailyQuota: 5000,
      used: 0,
      remaining: 5000,
      period: 'utc_day',
      endpoints: { count: 0, limit: 10 },
    });

    const { emu, client, apply, activeEndpoint } = await world({
      clockStart: '2031-01-01T09:00:00Z',
      quotas: { webhooks: { deliveriesPerDay: 3 } },
    });
    const endpoint = await activeEndpoint();
    for (let i = 0; i < 4; i++) await apply();
    await emu.flushWebhooks();
    const parked = (await client.webhooks.deliveries.list(endpoint.id, { status: 'failed' })).items;
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ attempts: 0, lastError: expect.stringMatching(/^parked/) });
    expect(await client.webhooks.usage()).toMatchObject({ dailyQuota: 3, used: 3, remaining: 0 });
    const sameDay = await client.webhooks.deliveries
      .redeliver(endpoint.id, parked[0]!.id)
      .catch((e: unknown) => e);
    expect(sameDay).toBeInstanceOf(QuotaExceededError);
    await emu.clock.set('2031-01-02T00:00:05Z');
    const nextDay = await client.webhooks.deliveries.redeliver(endpoint.id, parked[0]!.id);
    await emu.flushWebhooks();
    expect(attemptsOf(emu, endpoint.id, nextDay.eventId).map((d) => d.status)).toEqual([
      'failed',
      'succeeded',
    ]);
  });

  it('never shows a secret after create or rotate, and hides endpoints from other organizations', async () => {
    const { emu, client, activeEndpoint } = await world();
    const endpoint = await activeEndpoint();
    const list = await client.webhooks.endpoints.list();
    const read = await client.webhooks.endpoints.get(endpoint.id);
    for (const body of [list.body, read]) {
      expect(JSON.stringify(body)).not.toContain('whsec_');
      expect(JSON.stringify(body)).not.toContain(endpoint.secret);
    }
    const other = await emu.createOrg({ plan: 'enterprise' });
    const otherClient = new PlatformClient({
      apiKey: (await emu.createKey(other.id)).key,
      baseUrl: emu.baseUrl,
      fetch: emu.fetch,
    });
    await expect(otherClient.webhooks.endpoints.get(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(otherClient.webhooks.endpoints.delete(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(otherClient.webhooks.deliveries.list(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await otherClient.webhooks.endpoints.list()).items).toEqual([]);
    // Verified endpoints cannot skip verification after a url change.
    const conflict = await client.webhooks.endpoints
      .update(endpoint.id, { url: 'https://hooks.example.com/new', status: 'active' })
      .catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(await client.webhooks.endpoints.delete(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });
    await expect(client.webhooks.endpoints.get(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('applies the URL rules: strict by default, relaxed by allowLocalWebhooks', async () => {
    const strict = await world({ allowLocalWebhooks: false });
    const body = { events: ['application.received' as const], workspaceIds: [strict.workspaceId] };
    for (const url of [
      strict.receiver.url,
      'https://10.0.0.5/hook',
      'https://hooks.example.com:444/hook',
      'https://printer.local/x',
    ]) {
      const err = await strict.client.webhooks.endpoints.create({ url, ...body }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).message).toContain('--allow-local-webhooks');
      expect((err as ValidationError).details[0]!.field).toBe('url');
    }
    expect(
      (await strict.client.webhooks.endpoints.create({ url: 'https://hooks.example.com:8443/x', ...body }))
        .status,
    ).toBe('pending_verification');
    const relaxed = await world();
    const created = await relaxed.client.webhooks.endpoints.create({
      url: relaxed.receiver.url,
      ...body,
      workspaceIds: [relaxed.workspaceId],
    });
    expect(created.url).toBe(relaxed.receiver.url);
  });

  it('the msw recipe: an msw handler receives in-process deliveries', async () => {
    const received: WebhookEvent[] = [];
    let secret = '';
    const receiverUrl = 'https://receiver.example.com/webhooks';
    const emu = await createEmulator();
    const mswServer = setupServer(
      ...emu.handlers,
      http.post(receiverUrl, async ({ request }) => {
        const event = await verify(await request.text(), request.headers, { secret });
        received.push(event);
        return isEventType(event, 'webhook.verify')
          ? new HttpResponse(event.data.challenge)
          : HttpResponse.json({ ok: true });
      }),
    );
    mswServer.listen({ onUnhandledFrame: 'error' });
    cleanups.push(() => mswServer.close());
    const org = await emu.createOrg({ plan: 'platinum' });
    const { key } = await emu.createKey(org.id);
    // Through msw as well: the SDK uses the global fetch, which msw intercepts.
    const client = new PlatformClient({ apiKey: key, baseUrl: emu.baseUrl });
    const endpoint = await client.webhooks.endpoints.create({
      url: receiverUrl,
      events: ['application.received'],
      workspaceIds: [org.workspaces[0]!.id],
    });
    secret = endpoint.secret;
    await emu.flushWebhooks();
    expect((await client.webhooks.endpoints.get(endpoint.id)).status).toBe('active');
    const job = await emu.createJob({ orgId: org.id, title: 'Designer' });
    const { eventId } = await emu.createApplication({
      postId: job.postId,
      candidate: { name: 'Ines', email: 'ines@example.com' },
    });
    await emu.flushWebhooks();
    expect(received.map((e) => [e.type, e.id])).toEqual([
      ['webhook.verify', expect.any(String)],
      ['application.received', eventId],
    ]);
  });
});
