import { emulatorWithContacts } from './emulator.bench.ts';
import { type BenchResult, isMain, percentile, printTable } from './lib.ts';

const CONTACTS = 10_000;
const SAMPLES = 400;
const WARMUP = 50;

/** p50 and p95 in ms of `SAMPLES` in-process requests to the paths (taken in turn), after a warm-up. */
async function measure(
  fetchIt: (path: string) => Promise<Response>,
  paths: string[],
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await (await fetchIt(paths[i % paths.length]!)).text();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetchIt(paths[i % paths.length]!);
    await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function run(): Promise<BenchResult[]> {
  const { emu, key } = await emulatorWithContacts(CONTACTS);
  const base = `${emu.baseUrl}/api/v3.0/crm/public`;
  const fetchIt = (path: string) => emu.fetch(`${base}${path}`, { headers: { 'x-api-key': key } });

  // Baseline: the cheapest authenticated route, through the same door in the same run.
  const usage = await measure(fetchIt, ['/usage']);

  // Terms as people type them: common words (page 1 fills within the newest contacts), a company,
  // an email (one match: the scan goes on to the end) and a word nobody has (a full scan).
  const mixed = ['nurse', 'senior engineer', 'company 42', 'person7777@bench.test', 'zzzz'].map(
    (t) => `/contacts?search=${encodeURIComponent(t)}`,
  );
  const search = await measure(fetchIt, mixed);
  const fullScan = await measure(fetchIt, ['/contacts?search=nobody-has-this']);
  await emu.close();

  const line = (name: string, m: { p50: number; p95: number }): BenchResult => ({
    name: `${name}, ${CONTACTS} contacts (in-process, p50 of ${SAMPLES}; p95 ${m.p95.toFixed(2)} ms)`,
    value: m.p50,
    unit: 'ms',
    baseline: { name: 'GET /public/usage p50', value: usage.p50 },
    ratio: m.p50 / usage.p50,
    target: 'p50 < 10 ms',
    pass: m.p50 < 10,
  });
  return [
    line('GET /public/contacts?search=<term>, mixed terms', search),
    line('GET /public/contacts?search=<no match> (full scan)', fullScan),
  ];
}

if (isMain(import.meta.url)) printTable(await run());
