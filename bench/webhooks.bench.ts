/**
 * Webhook delivery in the emulator, against a node:http receiver on 127.0.0.1:
 * - throughput: applications emitted and delivered (signed, POSTed, recorded) per second, beside bare
 *   concurrent `fetch` POSTs of a payload of the same size to the same receiver;
 * - deliveries never block the API: p50 of an API read while 200 deliveries wait on a slow receiver,
 *   beside the same read with nothing in flight.
 * Run alone: node --conditions=platform-api-source --experimental-strip-types bench/webhooks.bench.ts
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulator, type Emulator } from '@platform-api/emulator';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

const APPLICATIONS = 400;
const IN_FLIGHT = 200;
const SAMPLES = 300;

/** A receiver that echoes challenges and answers 200 (after `delayMs`). */
async function receiver(delayMs = 0): Promise<{ url: string; server: Server; bodies: number }> {
  const state = { url: '', server: undefined as unknown as Server, bodies: 0 };
  state.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.bodies++;
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      setTimeout(() => res.end(event.type === 'webhook.verify' ? event.data.challenge : 'ok'), delayMs);
    });
  });
  state.server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/hook`;
  return state;
}

async function setup(url: string): Promise<{ emu: Emulator; key: string; postId: string }> {
  const emu = await createEmulator({ unlimited: true, allowLocalWebhooks: true });
  const org = await emu.createOrg({ name: 'Bench', plan: 'enterprise' });
  const { key } = await emu.createKey(org.id);
  const res = await emu.fetch(`${emu.baseUrl}/api/v3.0/webhooks/public/webhook-endpoints`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events: ['application.received'], workspaceIds: [org.workspaces[0]!.id] }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  await emu.flushWebhooks();
  const { postId } = await emu.createJob({ orgId: org.id, title: 'Bench Engineer' });
  return { emu, key, postId };
}

const apply = (emu: Emulator, postId: string, i: number) =>
  emu.createApplication({
    postId,
    candidate: { name: `Candidate ${i}`, email: `c${i}@example.com`, resume: true },
  });

export async function run(): Promise<BenchResult[]> {
  // Throughput.
  const fast = await receiver();
  const { emu, postId } = await setup(fast.url);
  for (let i = 0; i < 20; i++) await apply(emu, postId, -i - 1); // warm-up
  await emu.flushWebhooks();
  const t0 = performance.now();
  for (let i = 0; i < APPLICATIONS; i++) await apply(emu, postId, i);
  const flushed = await emu.flushWebhooks();
  const perSecond = APPLICATIONS / ((performance.now() - t0) / 1000);
  const delivered = emu
    .listDeliveries()
    .filter((d) => d.eventType === 'application.received' && d.status === 'succeeded');
  if (delivered.length !== APPLICATIONS + 20)
    throw new Error(`only ${delivered.length} delivered (${JSON.stringify(flushed)})`);
  const body = JSON.stringify(delivered[0]!.payload);
  const b0 = performance.now();
  await Promise.all(
    Array.from({ length: APPLICATIONS }, () =>
      fetch(fast.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) =>
        r.text(),
      ),
    ),
  );
  const barePerSecond = APPLICATIONS / ((performance.now() - b0) / 1000);
  fast.server.close();

  // API latency with deliveries in flight.
  const slow = await receiver(2_000);
  const busy = await setup(slow.url);
  const url = `${busy.emu.baseUrl}/api/v3.0/webhooks/public/events`;
  const headers = { 'x-api-key': busy.key };
  const sample = async () => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      await (await busy.emu.fetch(url, { headers })).text();
      times.push(performance.now() - s);
    }
    return median(times);
  };
  const idle = await sample();
  for (let i = 0; i < IN_FLIGHT; i++) await apply(busy.emu, busy.postId, i);
  const loaded = await sample();
  const stillInFlight = busy.emu.listDeliveries().filter((d) => d.status === 'pending').length;
  await busy.emu.flushWebhooks();
  slow.server.close();
  await busy.emu.close();
  await emu.close();

  return [
    {
      name: `applications emitted and delivered (${APPLICATIONS}, node:http receiver)`,
      value: perSecond,
      unit: '/s',
      baseline: { name: 'bare concurrent fetch POSTs', value: barePerSecond },
      ratio: perSecond / barePerSecond,
    },
    {
      name: `API read p50 with ${stillInFlight} deliveries waiting on a 2 s receiver`,
      value: loaded,
      unit: 'ms',
      baseline: { name: 'same read, nothing in flight', value: idle },
      ratio: loaded / idle,
      target: '<= 3x idle (never waits on a delivery)',
      pass: loaded <= idle * 3 && loaded < 100,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
