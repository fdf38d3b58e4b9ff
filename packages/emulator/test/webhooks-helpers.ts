import { vi } from 'vitest';
import { type CallResult, call, type Fixture } from './helpers.ts';

export const WH = '/api/v3.0/webhooks/public';
export const RECEIVER = 'https://hooks.example.com/platform';

export interface ReceivedDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  event: { id: string; type: string; data: any; [k: string]: unknown };
}

export type Responder = (delivery: ReceivedDelivery) => Response | Promise<Response>;

/** Answers the verify challenge and 200 to everything else: a well-behaved receiver. */
export const echoChallenge: Responder = (d) =>
  d.event.type === 'webhook.verify' ? new Response(d.event.data.challenge) : new Response('ok');

/**
 * Stands in for the network: deliveries go through `globalThis.fetch`, looked up at call time, so
 * replacing it receives them. `respond` can be swapped during a test.
 */
export function fakeReceiver(respond: Responder = echoChallenge) {
  const received: ReceivedDelivery[] = [];
  const state = { respond };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.text();
    const delivery: ReceivedDelivery = {
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body,
      event: JSON.parse(body),
    };
    received.push(delivery);
    return state.respond(delivery);
  });
  return {
    received,
    set respond(r: Responder) {
      state.respond = r;
    },
    ofType: (type: string) => received.filter((d) => d.event.type === type),
  };
}

export async function createEndpoint(
  f: Fixture,
  body: Record<string, unknown> = {},
  key = f.key,
): Promise<CallResult> {
  return call(f.emu, 'POST', `${WH}/webhook-endpoints`, {
    key,
    body: { url: RECEIVER, events: ['application.received'], workspaceIds: [f.workspaceId], ...body },
  });
}

/** An endpoint that answered its challenge: active. Returns the create answer (with the secret). */
export async function activeEndpoint(f: Fixture, body: Record<string, unknown> = {}): Promise<any> {
  const created = await createEndpoint(f, body);
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  await f.emu.flushWebhooks();
  const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
  if (read.body.status !== 'active') throw new Error(`not active: ${JSON.stringify(read.body)}`);
  return created.body;
}

/** A published job of the fixture's organization and a way to apply to it. */
export async function jobOf(f: Fixture) {
  const job = await f.emu.createJob({
    orgId: f.orgId,
    title: 'Platform Engineer',
    locationName: 'Lisbon',
    countryCode: 'PT',
  });
  let n = 0;
  return {
    postId: job.postId,
    apply: (candidate: Record<string, unknown> = {}) =>
      f.emu.createApplication({
        postId: job.postId,
        candidate: { name: `Candidate ${++n}`, email: `candidate${n}@example.com`, ...candidate },
      }),
  };
}
