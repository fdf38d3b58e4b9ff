import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createEmulator } from '@platform-api/emulator';
import { RequestLog } from '../packages/emulator/src/engine/request-log.ts';
import { internals } from '../packages/emulator/src/internal.ts';
import { seedAt } from '../packages/emulator/src/seed/demo-seed.ts';
import { ensureBuilt } from '../test/lib/build.ts';
import { type BenchResult, importSideBySide, isMain, median, percentile, printTable } from './lib.ts';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));
const CONTACTS = 10_000;

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** wrk (C, from Debian's packages) when installed: it outruns a Node client; else the Node client. */
export const LOAD_TOOL = hasWrk ? 'wrk' : 'node load-client';

interface LoadConfig {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
}

export async function runLoad(config: LoadConfig): Promise<{ ok: number; failed: number; rps: number }> {
  return hasWrk ? runWrk(config) : runNodeLoad(config);
}

async function runWrk(config: LoadConfig): Promise<{ ok: number; failed: number; rps: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-'));
  const script = join(dir, 'paths.lua');
  const headers = Object.entries(config.headers)
    .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
    .join('\n');
  await writeFile(
    script,
    `${headers}\nlocal paths = {${config.paths.map((p) => JSON.stringify(p)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  // Asynchronous: the server under test runs in this process and must keep answering.
  const wrk = (seconds: number) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', [
        '-t1',
        `-c${config.concurrency}`,
        `-d${seconds}s`,
        '-s',
        script,
        config.base,
      ]);
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}`))));
    });
  await wrk(Math.max(1, Math.round(config.warmupMs / 1000)));
  const out = await wrk(Math.round(config.durationMs / 1000));
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const failed = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { ok: total - failed, failed, rps };
}

function runNodeLoad(config: LoadConfig): Promise<{ ok: number; failed: number; rps: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', LOAD_CLIENT, JSON.stringify(config)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load client exited ${code}`)),
    );
  });
}

/** An emulator holding `count` contacts in one workspace, and a key for it. */
export async function emulatorWithContacts(count: number) {
  const emu = await createEmulator({ unlimited: true });
  const org = await emu.createOrg({ name: 'Bench', plan: 'enterprise' });
  const key = await emu.createKey(org.id);
  const workspaceId = org.workspaces[0]!.id;
  const ids: string[] = [];
  const words = [
    'Senior',
    'Nurse',
    'Engineer',
    'Sales',
    'Designer',
    'Driver',
    'Analyst',
    'Teacher',
    'Chef',
    'Manager',
  ];
  for (let i = 0; i < count; i++) {
    const { contact } = await internals(emu).crm.contacts.create(
      {
        workspaceId,
        orgId: org.id,
        userId: key.userId,
        nowIso: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      },
      {
        name: `Person ${i} ${words[i % 10]}`,
        companyName: `Company ${i % 500}`,
        jobTitle: [`${words[(i * 7) % 10]} ${words[(i * 3) % 10]}`],
        emails: [{ email: `person${i}@bench.test` }],
        phones: [{ phone: `+1 555 ${String(i).padStart(7, '0')}` }],
      },
    );
    ids.push(contact.id);
  }
  return { emu, key: key.key, workspaceId, ids };
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const load = { concurrency: 32, durationMs: 4000, warmupMs: 1000 };

  // Baseline: a bare node:http server answering a fixed JSON body of the same size class.
  const { emu, key, ids } = await emulatorWithContacts(CONTACTS);
  const sample = await (
    await emu.fetch(`${emu.baseUrl}/api/v3.0/crm/public/contacts/${ids[0]}`, {
      headers: { 'x-api-key': key },
    })
  ).text();
  // Framed as the emulator frames it (Content-Length, not chunks), so only the work differs.
  const sampleLength = Buffer.byteLength(sample);
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': sampleLength });
    res.end(sample);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  const paths = ids.slice(0, 2000).map((id) => `/api/v3.0/crm/public/contacts/${id}`);
  const baseline = await runLoad({ ...load, base: bareUrl, paths, headers: {} });
  await new Promise<void>((r) => bare.close(() => r()));

  const server = await emu.listen({ port: 0 });
  const measured = await runLoad({ ...load, base: server.url, paths, headers: { 'x-api-key': key } });
  await emu.close();
  if (measured.failed > 0)
    throw new Error(`${measured.failed} emulator requests failed during the throughput run`);

  const ratio = measured.rps / baseline.rps;
  results.push({
    name: `standalone GET /contacts/{id}, ${CONTACTS} contacts stored (${LOAD_TOOL}, 32 connections)`,
    value: measured.rps,
    unit: 'req/s',
    baseline: { name: 'bare node:http fixed JSON', value: baseline.rps },
    ratio,
    target: '>= 0.8 of baseline',
    pass: ratio >= 0.8,
  });

  results.push(...(await creationCosts()));
  results.push(...(await importTime()));
  results.push(...(await demoSeedTimes()));
  results.push(...(await requestLogCost()));
  return results;
}

/**
 * What the request log adds to every request: recording one entry in a full ring (the one small
 * record it allocates), beside an in-process request; and the same requests with the log on and off.
 */
async function requestLogCost(): Promise<BenchResult[]> {
  const emu = await createEmulator({ unlimited: true });
  const off = await createEmulator({ unlimited: true, requestLogSize: 0 });
  const keys = await Promise.all(
    [emu, off].map(async (e) => (await e.createKey((await e.createOrg({ plan: 'enterprise' })).id)).key),
  );
  const perCall = async (e: typeof emu, key: string, n: number) => {
    const url = `${e.baseUrl}/api/v3.0/crm/public/usage`;
    const init = { headers: { 'x-api-key': key } };
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await (await e.fetch(url, init)).text();
    return ((performance.now() - t0) * 1000) / n;
  };
  await perCall(emu, keys[0]!, 2000); // warm up both
  await perCall(off, keys[1]!, 2000);
  // Alternating rounds, each in turn first (ABBA): both see the same machine.
  const on: number[] = [];
  const offTimes: number[] = [];
  for (let round = 0; round < 12; round++) {
    if (round % 2 === 0) on.push(await perCall(emu, keys[0]!, 2000));
    offTimes.push(await perCall(off, keys[1]!, 2000));
    if (round % 2 === 1) on.push(await perCall(emu, keys[0]!, 2000));
  }
  const request = median(on);

  const log = new RequestLog(1000, { nowMs: () => 0 });
  const req = toyRequest();
  const res = { status: 200, headers: {}, body: '{}' };
  const record = (n: number) => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) log.record(req, res, req.path, t0);
    return ((performance.now() - t0) * 1e6) / n;
  };
  record(200_000); // warm up, and fill the ring
  const recordNs = median(Array.from({ length: 7 }, () => record(1_000_000)));
  await Promise.all([emu.close(), off.close()]);
  return [
    {
      name: 'request log: recording one request in a full ring of 1,000 (p50 of 7 x 1M)',
      value: recordNs,
      unit: 'ns',
      baseline: { name: 'in-process GET /public/usage, log on', value: request * 1000 },
      ratio: recordNs / (request * 1000),
      target: '< 1% of a request',
      pass: recordNs < request * 10,
    },
    {
      name: 'in-process GET /public/usage with the request log off (requestLogSize 0), p50 of 12 x 2000',
      value: median(offTimes),
      unit: 'µs',
      baseline: { name: 'the same with the log on', value: request },
      ratio: median(offTimes) / request,
    },
  ];
}

/** A request as a door hands it to the engine. */
function toyRequest() {
  return {
    method: 'GET',
    path: '/api/v3.0/crm/public/usage',
    query: new URLSearchParams(),
    headers: new Map<string, string>(),
    body: null,
    ip: '127.0.0.1',
    door: 'fetch' as const,
    keyId: 'key',
    tool: null,
  };
}

/**
 * What `import '@platform-api/emulator'` costs a fresh process, beside its runtime floor (msw,
 * @msw/data and zod: what an emulator over msw with @msw/data records cannot do without), each pair
 * in fresh processes side by side. From `dist` (what a user installs; the bench builds a stale one
 * first): the target of issue 20 is 1.1x the floor, everything a test may never use (the agent tool
 * server, the Node door, the webhook sender's network side, generation data, the demo pools) loaded
 * on first use. From the sources (as the repository's tests load them, each file's types stripped)
 * beside the floor and the SDK's sources, for the record.
 */
export async function importTime(): Promise<BenchResult[]> {
  await ensureBuilt();
  const cwd = fileURLToPath(new URL('../packages/emulator', import.meta.url));
  const floor = ['zod', 'msw', '@msw/data'];
  const built = importSideBySide(['@platform-api/emulator'], floor, { cwd });
  const sources = importSideBySide(['@platform-api/emulator'], [...floor, '@platform-api/sdk'], {
    cwd,
    flags: ['--conditions=platform-api-source', '--experimental-strip-types'],
    runs: 7,
  });
  return [
    {
      name: "import '@platform-api/emulator' in a fresh process (dist, p50 of 11)",
      value: built.subject,
      unit: 'ms',
      baseline: { name: 'msw + @msw/data + zod alone', value: built.floor },
      ratio: built.subject / built.floor,
      target: '<= 1.1x msw + @msw/data + zod',
      pass: built.subject <= 1.1 * built.floor,
    },
    {
      name: "import '@platform-api/emulator' in a fresh process (sources, types stripped, p50 of 7)",
      value: sources.subject,
      unit: 'ms',
      baseline: { name: 'msw + @msw/data + zod + the SDK (sources)', value: sources.floor },
      ratio: sources.subject / sources.floor,
    },
  ];
}

/**
 * `createEmulator({ seed: 'demo' })` as a test suite calls it: 200 times in one process, one after
 * another, each emulator dropped after (a test's); the process's first two seeds (made through the
 * services, then the template they give copied) are its warm-up. Beside it, interleaved call by
 * call: an emulator seeded through the services (what every demo seed cost before issue 20).
 */
export async function demoSeedTimes(): Promise<BenchResult[]> {
  const throughServices = async () => {
    const emu = await createEmulator();
    const x = internals(emu);
    await seedAt(x, x.core.clock.nowMs());
  };
  for (let i = 0; i < 5; i++) {
    await createEmulator({ seed: 'demo' });
    await throughServices();
  }
  const times: number[] = [];
  const before: number[] = [];
  for (let i = 0; i < 200; i++) {
    let t0 = performance.now();
    await createEmulator({ seed: 'demo' });
    times.push(performance.now() - t0);
    t0 = performance.now();
    await throughServices();
    before.push(performance.now() - t0);
  }
  const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;
  const figures = (samples: number[]) =>
    `mean ${mean(samples).toFixed(2)} ms, p50 ${median(samples).toFixed(2)} ms, p90 ${percentile(samples, 90).toFixed(2)} ms`;
  const baseline = (value: number) => ({ name: `seeded through the services (${figures(before)})`, value });
  return [
    {
      name: `createEmulator({ seed: 'demo' }) x 200 in one process: mean (${figures(times)})`,
      value: mean(times),
      unit: 'ms',
      baseline: baseline(mean(before)),
      ratio: mean(times) / mean(before),
      target: '<= 5 ms (mean 9.9 ms before issue 20)',
      pass: mean(times) <= 5,
    },
    {
      name: "createEmulator({ seed: 'demo' }) x 200 in one process: p90",
      value: percentile(times, 90),
      unit: 'ms',
      baseline: baseline(percentile(before, 90)),
      ratio: percentile(times, 90) / percentile(before, 90),
      target: '<= 8 ms',
      pass: percentile(times, 90) <= 8,
    },
  ];
}

/**
 * What a test suite pays per emulator (one per test): time and retained heap, with an empty seed and
 * with the demo seed. Shared pools (search data, gazetteers) must not show up here per instance.
 */
async function creationCosts(): Promise<BenchResult[]> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const measure = async (seed: 'empty' | 'demo', count: number) => {
    for (let i = 0; i < 5; i++) await createEmulator({ seed }); // warm up: modules, shared pools
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await createEmulator({ seed });
      times.push(performance.now() - t0);
    }
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = [];
    for (let i = 0; i < count; i++) kept.push(await createEmulator({ seed }));
    gc();
    const perInstance = (process.memoryUsage().heapUsed - before) / count;
    kept.length = 0;
    return { p50: median(times), perInstance };
  };
  const empty = await measure('empty', 200);
  const demo = await measure('demo', 20);
  return [
    {
      name: 'createEmulator() with an empty seed (p50 of 30)',
      value: empty.p50,
      unit: 'ms',
      target: '< 1 ms (0.12 ms recorded before)',
      pass: empty.p50 < 1,
    },
    {
      name: 'createEmulator() with an empty seed: heap retained per instance (200 kept)',
      value: empty.perInstance / 1024,
      unit: 'KiB',
      target: '< 200 KiB (65 KiB recorded before)',
      pass: empty.perInstance < 200 * 1024,
    },
    {
      name: "createEmulator({ seed: 'demo' }) (p50 of 30)",
      value: demo.p50,
      unit: 'ms',
      target: '< 15 ms (5 ms recorded before)',
      pass: demo.p50 < 15,
    },
    {
      name: "createEmulator({ seed: 'demo' }): heap retained per instance (20 kept)",
      value: demo.perInstance / 1024 / 1024,
      unit: 'MiB',
      target: '< 1.5 MiB (0.4 MiB recorded before)',
      pass: demo.perInstance < 1.5 * 1024 * 1024,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
