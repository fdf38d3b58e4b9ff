/**
 * `pnpm soak`: a bounded soak of the standalone server on loopback. Mixed reads and writes over
 * every family for `SOAK_SECONDS` (default 60), in a steady state (writes update a fixed set of
 * records, so the data does not grow); the heap is measured after a forced GC once warmed up and
 * at the end. Exits 1 when it grew by more than `SOAK_MAX_GROWTH_MIB` (default 16) or any answer
 * was a 5xx. Run: `pnpm soak` (or `SOAK_SECONDS=600 pnpm soak`).
 */
import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const MAX_GROWTH_MIB = Number(process.env.SOAK_MAX_GROWTH_MIB ?? 16);
const CONCURRENCY = 8;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (pnpm soak does)');

const emu = await createEmulator({ seed: 'demo', unlimited: true });
const server = await emu.listen({ port: 0, host: '127.0.0.1' });
const key = DEMO_KEYS.globexAdmin;
const base = `${server.url}/api/v3.0`;
const headers = { 'x-api-key': key, 'content-type': 'application/json' };
const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await res.arrayBuffer();
  return res.status;
};

// The fixed set the writes go around.
const contacts: string[] = [];
for (let i = 0; i < 50; i++) {
  const res = await fetch(`${base}/crm/public/contacts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Soak ${i}`, emails: [{ email: `soak${i}@soak.example` }] }),
  });
  contacts.push(((await res.json()) as { id: string }).id);
}
const list = (await (
  await fetch(`${base}/crm/public/lists`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Soak Board' }),
  })
).json()) as { id: string; stages: { id: string }[] };
const cards: string[] = [];
for (const c of contacts.slice(0, 20)) {
  const res = await fetch(`${base}/crm/public/lists/${list.id}/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ contactId: c }),
  });
  cards.push(((await res.json()) as { id: string }).id);
}

let n = 0;
const mix: (() => Promise<number>)[] = [
  () => api('GET', `/crm/public/contacts?pageSize=20&page=${1 + (n % 5)}`),
  () => api('GET', `/crm/public/contacts?search=${['soak', 'engineer', 'nurse', 'zz'][n % 4]}`),
  () => api('GET', `/crm/public/contacts/${contacts[n % contacts.length]}`),
  () =>
    api('PATCH', `/crm/public/contacts/${contacts[n % contacts.length]}`, {
      companyName: `Company ${n % 7}`,
    }),
  () => api('GET', `/crm/public/lists/${list.id}`),
  () =>
    api('PATCH', `/crm/public/lists/${list.id}/items/${cards[n % cards.length]}`, {
      stageId: list.stages[n % list.stages.length]!.id,
    }),
  () =>
    api('POST', '/candidate-search/public/search', {
      query: ['react developer', 'nurse', 'data analyst'][n % 3],
      page: 1 + (n % 3),
    }),
  () =>
    api('POST', '/job-search/public/search', { query: ['enfermera', 'engineer', ''][n % 3], pageSize: 25 }),
  () =>
    api('POST', '/job-builder/public/generate', {
      prompt: `Senior nurse in Porto ${n % 10}`,
      language: 'en',
    }),
  () => api('GET', '/crm/public/usage'),
  () => api('GET', '/webhooks/public/webhook-endpoints'),
  () => api('GET', '/api-does-not-exist'),
];

const statuses = new Map<number, number>();
async function worker(until: number): Promise<void> {
  while (Date.now() < until) {
    const status = await mix[n++ % mix.length]!();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
const heapMiB = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const warmup = Math.min(10, Math.max(2, SECONDS / 6));
await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(Date.now() + warmup * 1000)));
const start = heapMiB();
const counted = n;
const t0 = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(Date.now() + SECONDS * 1000)));
const seconds = (Date.now() - t0) / 1000;
const end = heapMiB();
await emu.close();

const requests = n - counted;
const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0);
const growth = end - start;
console.log(
  `soak: ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)} req/s), ${CONCURRENCY} concurrent, loopback`,
);
console.log(
  `statuses: ${[...statuses]
    .sort(([x], [y]) => x - y)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ')}`,
);
console.log(
  `heap after warm-up ${start.toFixed(1)} MiB, at the end ${end.toFixed(1)} MiB: growth ${growth.toFixed(2)} MiB (limit ${MAX_GROWTH_MIB} MiB)`,
);
const ok = growth <= MAX_GROWTH_MIB && fivexx === 0;
console.log(ok ? 'soak: pass' : `soak: FAIL${fivexx ? ` (${fivexx} answers were 5xx)` : ''}`);
process.exit(ok ? 0 : 1);
