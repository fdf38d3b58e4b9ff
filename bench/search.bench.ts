import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';
import { type BenchResult, isMain, percentile, printTable } from './lib.ts';

const SAMPLES = 400;
const WARMUP = 50;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** p50 and p95 in ms of `SAMPLES` in-process requests (taken in turn), after a warm-up. */
async function measure(
  send: (call: Call) => Promise<Response>,
  calls: Call[],
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await (await send(calls[i % calls.length]!)).text();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const call = calls[i % calls.length]!;
    const t0 = performance.now();
    const res = await send(call);
    await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${call.path} answered ${res.status}`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Candidate search (2,400 candidates) and job search (2,200 jobs) over the demo pools, and job
 * generation, beside the usage read of the same run and door. The pools are built before timing
 * (once per process, on the first search).
 */
export async function run(): Promise<BenchResult[]> {
  const emu = await createEmulator({ seed: 'demo', unlimited: true });
  const send = (call: Call) =>
    emu.fetch(`${emu.baseUrl}/api/v3.0${call.path}`, {
      method: call.method,
      headers: { 'x-api-key': DEMO_KEYS.globexAdmin, 'content-type': 'application/json' },
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    });
  const t0 = performance.now();
  await (
    await send({ method: 'POST', path: '/candidate-search/public/search', body: { query: 'warm up' } })
  ).text();
  const candidatePoolMs = performance.now() - t0;
  const t1 = performance.now();
  await (
    await send({ method: 'POST', path: '/job-search/public/search', body: { query: 'warm up' } })
  ).text();
  const jobPoolMs = performance.now() - t1;

  const usage = await measure(send, [{ method: 'GET', path: '/job-search/public/usage' }]);
  const candidates = await measure(
    send,
    [
      { query: 'senior software engineer', pageSize: 25 },
      { query: 'registered nurse', location: 'Madrid', remote: true },
      { query: 'data analyst sql python', language: 'es', page: 3 },
      { query: 'react native mobile developer', requireVideo: true, createdAfter: '2025-06-01' },
    ].map((body) => ({ method: 'POST' as const, path: '/candidate-search/public/search', body })),
  );
  const jobs = await measure(
    send,
    [
      { query: 'nurse', pageSize: 25 },
      { query: 'enfermera', language: 'es', countryCode: 'ES' },
      { location: 'Mexico City', remote: false, page: 2 },
      { query: 'backend engineer', minPay: 50000, payType: 'yearly' },
      {},
    ].map((body) => ({ method: 'POST' as const, path: '/job-search/public/search', body })),
  );
  const generation = await measure(
    send,
    [
      {
        prompt: 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL, 60-75k EUR',
        language: 'es',
        includeDescription: true,
      },
      { prompt: 'Registered nurse, night shifts, Lisbon', language: 'pt' },
      {
        prompt: 'Remote customer support agent anywhere in the world',
        language: 'en',
        includeDescription: true,
      },
    ].map((body) => ({ method: 'POST' as const, path: '/job-builder/public/generate', body })),
  );
  await emu.close();

  const line = (name: string, m: { p50: number; p95: number }, target: number): BenchResult => ({
    name: `${name} (in-process, p50 of ${SAMPLES}; p95 ${m.p95.toFixed(2)} ms)`,
    value: m.p50,
    unit: 'ms',
    baseline: { name: 'GET /job-search/public/usage p50', value: usage.p50 },
    ratio: m.p50 / usage.p50,
    target: `p50 < ${target} ms`,
    pass: m.p50 < target,
  });
  return [
    line('POST /candidate-search/public/search, demo pool of 2,400', candidates, 5),
    line('POST /job-search/public/search, demo pool of 2,200 + filters', jobs, 5),
    line('POST /job-builder/public/generate', generation, 2),
    {
      name: `demo search pools, built once per process on first search (candidates ${candidatePoolMs.toFixed(0)} ms, jobs ${jobPoolMs.toFixed(0)} ms)`,
      value: candidatePoolMs + jobPoolMs,
      unit: 'ms',
      target: 'once per process, < 1000 ms',
      pass: candidatePoolMs + jobPoolMs < 1000,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
