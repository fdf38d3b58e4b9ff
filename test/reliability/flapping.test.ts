import { createEmulator } from '@platform-api/emulator';
import { verifySync } from '@platform-api/webhook-verifier';
import { describe, expect, it } from 'vitest';
import { prng } from './lib.ts';

/** An emulator delivering through `receiver`, with one organization and an endpoint at `url`. */
async function world(
  receiver: typeof fetch,
  url: string,
  limits?: { webhooks: { deliveryTimeoutMs: number } },
) {
  const emu = await createEmulator({
    clockStart: '2026-03-01T00:00:00Z',
    webhookFetch: receiver,
    ...(limits ? { limits } : {}),
  });
  const org = await emu.createOrg({ plan: 'platinum' });
  const key = (await emu.createKey(org.id)).key;
  const created = await emu.fetch(`${emu.baseUrl}/api/v3.0/webhooks/public/webhook-endpoints`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events: ['application.received'], workspaceIds: [org.workspaces[0]!.id] }),
  });
  const endpoint = (await created.json()) as { id: string; secret: string };
  return { emu, org, key, endpoint };
}

describe('a flapping receiver across days of virtual time', () => {
  it('every event is delivered or failed after its last attempt; none lost, none twice, every signature valid', async () => {
    const rand = prng(7);
    const secrets: string[] = [];
    const deliveredOk = new Map<string, number>();
    let calls = 0;
    let badSignatures = 0;
    // The receiver: random 5xx, connection resets, redirects, slow answers, and 2xx — about 70 % failures.
    const receiver = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = await request.text();
      calls++;
      const headers = Object.fromEntries(request.headers);
      const event = JSON.parse(body) as { type: string; data: { challenge?: string } };
      if (event.type === 'webhook.verify') return new Response(event.data.challenge);
      let valid = false;
      for (const secret of secrets) {
        try {
          verifySync(body, headers, { secret });
          valid = true;
        } catch {}
      }
      if (!valid) badSignatures++;
      const r = rand();
      if (r < 0.25) return new Response('down', { status: 503 });
      if (r < 0.4) return new Response('oops', { status: 500 });
      if (r < 0.5) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
      if (r < 0.58)
        return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/' } });
      if (r < 0.7) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return new Response('slow no', { status: 502 });
      }
      const id = headers['webhook-id']!;
      deliveredOk.set(id, (deliveredOk.get(id) ?? 0) + 1);
      return new Response('ok');
    };
    const { emu, org, key, endpoint } = await world(
      receiver as typeof fetch,
      'https://hooks.example.com/flaky',
    );
    secrets.push(endpoint.secret);
    await emu.flushWebhooks();
    const job = await emu.createJob({ orgId: org.id, title: 'Line cook' });
    const EVENTS = 200;
    for (let i = 0; i < EVENTS; i++) {
      await emu.createApplication({
        postId: job.postId,
        candidate: { name: `Cook ${i}`, email: `cook${i}@example.com` },
      });
      if (i === 100) {
        // A secret rotation half way: the old secret keeps signing for its grace period.
        const rotated = await emu.fetch(
          `${emu.baseUrl}/api/v3.0/webhooks/public/webhook-endpoints/${endpoint.id}/rotate-secret`,
          {
            method: 'POST',
            headers: { 'x-api-key': key },
          },
        );
        secrets.push(((await rotated.json()) as { secret: string }).secret);
      }
    }
    // Three days of virtual time, an hour at a time: every retry falls due.
    for (let hour = 0; hour < 72; hour++) {
      await emu.clock.advance(3600);
      await emu.flushWebhooks();
    }
    const deliveries = emu
      .listDeliveries({ endpointId: endpoint.id })
      .filter((d) => d.eventType === 'application.received');
    expect(deliveries).toHaveLength(EVENTS);
    const succeeded = deliveries.filter((d) => d.status === 'succeeded');
    const failed = deliveries.filter((d) => d.status === 'failed');
    const pending = deliveries.filter((d) => d.status !== 'succeeded' && d.status !== 'failed');
    expect(
      pending.map((d) => `${d.status} ${d.attempts.length} ${JSON.stringify(d.attempts.at(-1))}`).slice(0, 3),
    ).toEqual([]);
    expect(succeeded.length + failed.length).toBe(EVENTS); // nothing left pending, nothing lost
    for (const d of failed) expect(d.attempts).toHaveLength(8);
    for (const d of succeeded) expect(deliveredOk.get(d.eventId)).toBe(1); // a healthy answer once, never again
    expect([...deliveredOk.values()].every((n) => n === 1)).toBe(true);
    expect(deliveredOk.size).toBe(succeeded.length);
    expect(badSignatures).toBe(0);
    // Every kind of failure happened: resets, redirects, 5xx.
    const errors = deliveries.flatMap((d) => d.attempts.map((a) => a.error ?? ''));
    for (const kind of [/ECONNRESET/, /redirects are not followed/, /^HTTP 50[023]$/]) {
      expect(
        errors.some((e) => kind.test(e)),
        String(kind),
      ).toBe(true);
    }
    expect(calls).toBeGreaterThan(EVENTS * 2);
    await emu.close();
  }, 60_000);

  it('a receiver that hangs: the attempt times out, is retried, and the event is delivered once it answers', async () => {
    let hang = true;
    const received: string[] = [];
    const receiver = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const event = JSON.parse(await request.text()) as {
        type: string;
        id: string;
        data: { challenge?: string };
      };
      if (event.type === 'webhook.verify') return new Response(event.data.challenge);
      if (hang) {
        await new Promise((_resolve, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      received.push(event.id);
      return new Response('ok');
    };
    // The attempt's time-out is 10 s by the spec; 50 ms here keeps the test short.
    const { emu, org, endpoint } = await world(receiver as typeof fetch, 'https://hooks.example.com/slow', {
      webhooks: { deliveryTimeoutMs: 50 },
    });
    await emu.flushWebhooks();
    const job = await emu.createJob({ orgId: org.id, title: 'Night porter' });
    const { eventId } = await emu.createApplication({
      postId: job.postId,
      candidate: { name: 'Sam', email: 'sam@example.com' },
    });
    await emu.flushWebhooks();
    const [first] = emu
      .listDeliveries({ endpointId: endpoint.id })
      .filter((d) => d.eventType === 'application.received');
    expect(first!.attempts[0]!.error).toMatch(/^timed out after 0\.05 s$/);
    expect(first!.status).toBe('pending');
    hang = false;
    await emu.clock.advance(61);
    const [after] = emu
      .listDeliveries({ endpointId: endpoint.id })
      .filter((d) => d.eventType === 'application.received');
    expect(after!.status).toBe('succeeded');
    expect(received).toEqual([eventId]);
    await emu.close();
  });
});
