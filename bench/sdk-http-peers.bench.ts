import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PlatformClient } from '@platform-api/sdk';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

/**
 * CPU per call, over loopback HTTP, of several HTTP clients calling the same route
 * (`GET /api/v3.0/crm/public/contacts/{id}`) of the standalone emulator. The emulator runs in a child
 * process, so `process.cpuUsage()` of this process counts the clients' work only (plus the event loop
 * they share). Raw `fetch` is the baseline of every row; the SDK's target is against ky alone (its HTTP
 * layer, called with the options the SDK gives it) and against openai-node and stripe-node (its peers).
 */

const BIN = fileURLToPath(new URL('../packages/emulator/src/bin.ts', import.meta.url));
const CONTACTS = 200;
const WARMUP = 300;
const ROUNDS = 10;
const BATCH = 300;

interface Emulator {
  child: ChildProcess;
  base: string;
  port: number;
}

/** The standalone emulator in a child process on 127.0.0.1, a free port, empty seed, no quotas. */
async function startEmulator(): Promise<Emulator> {
  const command = [
    process.execPath,
    '--conditions=platform-api-source',
    '--experimental-strip-types',
    '--no-warnings=ExperimentalWarning',
    BIN,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--seed',
    'empty',
    '--unlimited',
  ];
  const [file, ...args] = PIN ? ['taskset', '-c', '1', ...command] : command;
  const child = spawn(file!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      const timer = setTimeout(
        () => reject(new Error(`the emulator did not start within 30 s:\n${out}${err}`)),
        30_000,
      );
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.stderr!.on('data', (d: Buffer) => {
        err += d.toString();
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the emulator exited with ${code} before listening:\n${out}${err}`));
      });
    });
    return { child, base, port: Number(new URL(base).port) };
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
}

async function stopEmulator(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** An organization and key through the control API, then `CONTACTS` contacts through the public API. */
async function setUp(base: string): Promise<{ key: string; ids: string[] }> {
  const org = (await postJson(`${base}/_emulator/orgs`, { name: 'Bench', plan: 'enterprise' })) as {
    id: string;
  };
  const { key } = (await postJson(`${base}/_emulator/orgs/${org.id}/keys`, {})) as { key: string };
  const ids: string[] = [];
  for (let i = 0; i < CONTACTS; i++) {
    const c = (await postJson(
      `${base}/api/v3.0/crm/public/contacts`,
      {
        name: `Person ${i}`,
        companyName: `Company ${i % 50}`,
        jobTitle: ['Senior Engineer'],
        emails: [{ email: `person${i}@bench.test` }],
        phones: [{ phone: `+1 555 ${String(i).padStart(7, '0')}` }],
      },
      { 'x-api-key': key },
    )) as { id: string };
    ids.push(c.id);
  }
  return { key, ids };
}

type Call = (id: string) => Promise<unknown>;
interface Client {
  name: string;
  call: Call;
  /** One call that returns the HTTP status and the parsed body, for the check before measuring. */
  verify: (id: string) => Promise<{ status: number; body: unknown }>;
}

async function makeClients(base: string, port: number, key: string): Promise<Client[]> {
  const path = (id: string) => `/api/v3.0/crm/public/contacts/${id}`;
  const url = (id: string) => `${base}${path(id)}`;

  const rawFetch: Client = {
    name: 'raw fetch',
    call: async (id) => (await fetch(url(id), { headers: { 'x-api-key': key } })).json(),
    verify: async (id) => {
      const res = await fetch(url(id), { headers: { 'x-api-key': key } });
      return { status: res.status, body: await res.json() };
    },
  };

  // ky alone, as the SDK calls it; imported from the SDK's own dependency, as bench/sdk.bench.ts does.
  const { default: ky } = (await import(
    new URL('../packages/sdk/node_modules/ky/distribution/index.js', import.meta.url).href
  )) as {
    default: {
      create(defaults: object): (input: string, options: object) => Promise<Response>;
    };
  };
  const kyInstance = ky.create({ retry: 0, throwHttpErrors: false });
  // The headers the SDK sends (Accept, its User-Agent, the key), read from one call it makes
  // through a fetch that answers at once: ky alone is called with the options the SDK gives it.
  let sdkHeaders: Record<string, string> = {};
  await new PlatformClient({
    apiKey: key,
    baseUrl: base,
    maxRetries: 0,
    fetch: async (input) => {
      sdkHeaders = Object.fromEntries((input as Request).headers);
      return new Response(JSON.stringify({ id: 'x' }), { headers: { 'content-type': 'application/json' } });
    },
  }).crm.contacts.get('65f1c0de00000000000000a1');
  const kyCall = (id: string) =>
    kyInstance(url(id), {
      method: 'GET',
      headers: sdkHeaders,
      body: undefined,
      timeout: 60_000,
      signal: undefined,
    });
  const kyOnly: Client = {
    name: 'ky alone',
    call: async (id) => JSON.parse(await (await kyCall(id)).text()),
    verify: async (id) => {
      const res = await kyCall(id);
      return { status: res.status, body: JSON.parse(await res.text()) };
    },
  };

  const platform = new PlatformClient({ apiKey: key, baseUrl: base, maxRetries: 0 });
  const sdk: Client = {
    name: 'SDK',
    call: (id) => platform.crm.contacts.get(id),
    verify: async (id) => {
      const { data, response } = await platform.crm.contacts.get(id).withResponse();
      return { status: response.status, body: data };
    },
  };

  // openai-node's generic request method. Its `Authorization: Bearer unused` is ignored by the
  // emulator, which reads `x-api-key` first (checked below: the answer is 200 with the contact).
  const oai = new OpenAI({
    apiKey: 'unused',
    baseURL: base,
    maxRetries: 0,
    defaultHeaders: { 'x-api-key': key },
  });
  const openai: Client = {
    name: 'openai-node',
    call: (id) => oai.get(path(id)),
    verify: async (id) => {
      const { data, response } = await oai.get(path(id)).withResponse();
      return { status: response.status, body: data };
    },
  };

  // stripe-node's raw request (its own node:http client); it sends `Authorization: Bearer <key>`.
  const str = new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  const stripe: Client = {
    name: 'stripe-node',
    call: (id) => str.rawRequest('GET', path(id)),
    verify: async (id) => {
      const body = (await str.rawRequest('GET', path(id))) as { lastResponse?: { statusCode?: number } };
      return { status: body.lastResponse?.statusCode ?? 0, body };
    },
  };

  return [rawFetch, kyOnly, sdk, openai, stripe];
}

/**
 * The client's CPU: its main thread only where Node can tell (`process.threadCpuUsage`, Node 23.9+),
 * so that GC and compiler threads (which run whenever they like) do not blur the comparison.
 */
const threadCpu = (process as { threadCpuUsage?: (prev?: NodeJS.CpuUsage) => NodeJS.CpuUsage })
  .threadCpuUsage;
const clientCpu = (prev?: NodeJS.CpuUsage): NodeJS.CpuUsage =>
  threadCpu ? threadCpu.call(process, prev) : process.cpuUsage(prev);

/**
 * On a machine with two or more cores and `taskset`, the bench process and the emulator child run on
 * different cores, so that the server's work never lands on the client's core.
 */
const PIN = availableParallelism() >= 2 && spawnSync('taskset', ['-V']).error === undefined;
if (PIN) spawnSync('taskset', ['-pc', '0', String(process.pid)]);
const CPU_NOTE = `${threadCpu ? 'main thread' : 'process'}; emulator in a child process${PIN ? ', on another core' : ''}`;

export async function run(): Promise<BenchResult[]> {
  const { child, base, port } = await startEmulator();
  try {
    const { key, ids } = await setUp(base);
    const clients = await makeClients(base, port, key);

    for (const c of clients) {
      const id = ids[0]!;
      const { status, body } = await c.verify(id).catch((e: unknown) => {
        throw new Error(`${c.name}: the check call failed: ${e instanceof Error ? e.message : e}`);
      });
      const got = (body as { id?: unknown } | null)?.id;
      if (status !== 200 || got !== id)
        throw new Error(`${c.name}: expected 200 with contact ${id}, got ${status} with id ${String(got)}`);
    }

    let n = 0;
    const next = () => ids[n++ % ids.length]!;
    for (const c of clients) for (let i = 0; i < WARMUP; i++) await c.call(next());

    const cpu = new Map<string, number[]>(clients.map((c) => [c.name, []]));
    const wall = new Map<string, number[]>(clients.map((c) => [c.name, []]));
    for (let r = 0; r < ROUNDS; r++) {
      // Rotate the order each round so that no client always follows the same one.
      const order = clients.map((_, i) => clients[(i + r) % clients.length]!);
      for (const c of order) {
        const c0 = clientCpu();
        const t0 = performance.now();
        for (let i = 0; i < BATCH; i++) await c.call(next());
        const t1 = performance.now();
        const used = clientCpu(c0);
        cpu.get(c.name)!.push((used.user + used.system) / BATCH);
        wall.get(c.name)!.push(((t1 - t0) * 1000) / BATCH);
      }
    }

    const cpuUs = (name: string) => median(cpu.get(name)!);
    const wallUs = (name: string) => median(wall.get(name)!);
    const rawCpu = cpuUs('raw fetch');
    const rawWall = wallUs('raw fetch');
    const results: BenchResult[] = clients.map((c) => {
      const value = cpuUs(c.name);
      const row: BenchResult = {
        name: `${c.name}: CPU per call, GET /contacts/{id} over loopback (${CPU_NOTE})`,
        value,
        unit: 'µs CPU/call',
        baseline: { name: 'raw fetch', value: rawCpu },
        ratio: value / rawCpu,
      };
      return row;
    });
    // The SDK against the HTTP layer it adds its work to: ky alone, called with the same options.
    const kyCpu = cpuUs('ky alone');
    results.push({
      name: `SDK against ky alone with the SDK's options: CPU per call, GET /contacts/{id} over loopback`,
      value: cpuUs('SDK'),
      unit: 'µs CPU/call',
      baseline: { name: 'ky alone', value: kyCpu },
      ratio: cpuUs('SDK') / kyCpu,
      target: 'SDK <= 1.10x ky alone',
      pass: cpuUs('SDK') / kyCpu <= 1.1,
    });

    // Among the complete API clients: raw fetch and ky alone are layers under the SDK, not peers.
    const peers = clients.filter((c) => c.name !== 'raw fetch' && c.name !== 'ky alone');
    const lowest = peers.reduce((a, b) => (cpuUs(b.name) < cpuUs(a.name) ? b : a));
    const sdkCpu = cpuUs('SDK');
    results.push({
      name: `lowest CPU per call among the clients (${peers.map((c) => c.name).join(', ')}): ${lowest.name}`,
      value: cpuUs(lowest.name),
      unit: 'µs CPU/call',
      baseline: { name: 'SDK', value: sdkCpu },
      ratio: cpuUs(lowest.name) / sdkCpu,
    });
    // Issue 20's target: below openai-node (stripe-node, on its own node:http client, is shown above).
    results.push({
      name: 'SDK against openai-node: CPU per call, GET /contacts/{id} over loopback',
      value: sdkCpu,
      unit: 'µs CPU/call',
      baseline: { name: 'openai-node', value: cpuUs('openai-node') },
      ratio: sdkCpu / cpuUs('openai-node'),
      target: 'SDK < openai-node',
      pass: sdkCpu < cpuUs('openai-node'),
    });
    results.push({
      name: 'SDK: wall time per call over loopback',
      value: wallUs('SDK'),
      unit: 'µs/call',
      baseline: { name: 'raw fetch', value: rawWall },
      ratio: wallUs('SDK') / rawWall,
    });
    return results;
  } finally {
    await stopEmulator(child);
  }
}

if (isMain(import.meta.url)) printTable(await run());
