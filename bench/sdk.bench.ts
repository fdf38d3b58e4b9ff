import { fileURLToPath } from 'node:url';
import { PlatformClient } from '@platform-api/sdk';
import { ensureBuilt } from '../test/lib/build.ts';
import { emulatorWithContacts } from './emulator.bench.ts';
import { type BenchResult, importSideBySide, isMain, median, printTable } from './lib.ts';

/**
 * SDK round trip in-process (`client.crm.contacts.get`) against a raw `fetch` of the same route
 * through the same in-process emulator: the difference is what the SDK adds.
 */
export async function run(): Promise<BenchResult[]> {
  const { emu, key, ids } = await emulatorWithContacts(1000);
  const client = new PlatformClient({ apiKey: key, baseUrl: emu.baseUrl, fetch: emu.fetch, maxRetries: 0 });
  const url = (id: string) => `${emu.baseUrl}/api/v3.0/crm/public/contacts/${id}`;
  const raw = async (id: string) => {
    const res = await emu.fetch(url(id), { headers: { 'x-api-key': key } });
    if (res.status !== 200) throw new Error(`raw fetch answered ${res.status}`);
    return res.json();
  };
  const sdk = (id: string) => client.crm.contacts.get(id);
  // ky alone, as the SDK calls it (one instance, per-call method, headers and timeout): the share of
  // the overhead that is the HTTP library's own, measured in the same run.
  const { default: ky } = (await import(
    new URL('../packages/sdk/node_modules/ky/distribution/index.js', import.meta.url).href
  )) as {
    default: {
      create(defaults: object): (input: string, options: object) => Promise<Response>;
    };
  };
  const kyInstanceWith = (fetch: unknown) => ky.create({ retry: 0, throwHttpErrors: false, fetch });
  const kyInstance = kyInstanceWith(emu.fetch);
  const kyOnly = async (id: string) =>
    JSON.parse(
      await (
        await kyInstance(url(id), { method: 'GET', headers: { 'x-api-key': key }, timeout: 60_000 })
      ).text(),
    );

  const batch = 500;
  const rounds = 12;
  const rawTimes: number[] = [];
  const sdkTimes: number[] = [];
  const kyTimes: number[] = [];
  let n = 0;
  for (let r = 0; r < rounds + 2; r++) {
    // Alternate so that both see the same machine state; the first two rounds warm up.
    for (const [fn, out] of [
      [raw, rawTimes],
      [sdk, sdkTimes],
      [kyOnly, kyTimes],
    ] as const) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) await fn(ids[n++ % ids.length]!);
      const perOp = ((performance.now() - t0) * 1000) / batch;
      if (r >= 2) out.push(perOp);
    }
  }
  const own = await ownWork(kyInstanceWith);
  const rawUs = median(rawTimes);
  const sdkUs = median(sdkTimes);
  const overhead = sdkUs / rawUs - 1;
  const kyUs = median(kyTimes);
  return [
    {
      name: 'ky alone, same route and options (what the HTTP layer costs)',
      value: kyUs,
      unit: 'µs/op',
      baseline: { name: 'raw fetch of the same route', value: rawUs },
      ratio: kyUs / rawUs,
    },
    {
      name: 'SDK in-process round trip beside ky alone (in-process the SDK skips ky: emulator.fetch has a direct entry)',
      value: sdkUs,
      unit: 'µs/op',
      baseline: { name: 'ky alone', value: kyUs },
      ratio: sdkUs / kyUs,
    },
    {
      name: `SDK's own work per call: SDK over a stub fetch (ky path) ${own.sdk.toFixed(1)} µs CPU minus ky alone over it`,
      value: own.sdk - own.ky,
      unit: 'µs CPU',
      baseline: { name: 'ky alone over the stub', value: own.ky },
      ratio: own.sdk / own.ky,
      target: '<= 10 µs beyond the transport',
      pass: own.sdk - own.ky <= 10,
    },
    {
      name: 'SDK in-process round trip, contacts.get',
      value: sdkUs,
      unit: 'µs/op',
      baseline: { name: 'raw fetch of the same route', value: rawUs },
      ratio: sdkUs / rawUs,
      target: 'overhead <= 15% (ratio <= 1.15)',
      pass: overhead <= 0.15,
    },
    await importTime(),
  ];
}

/**
 * CPU per call with no network and no emulator: a stub `fetch` answering a fixed contact. The SDK
 * (through ky, as it calls any `fetch` but the emulator's) against ky alone called the way the SDK
 * calls it; the difference is the SDK's own work (validation, headers, URL, retries' bookkeeping,
 * parsing, the APIPromise).
 */
async function ownWork(
  kyWith: (fetch: unknown) => (input: string, options: object) => Promise<Response>,
): Promise<{ sdk: number; ky: number }> {
  const id = '65f1c0de00000000000000a1';
  const body = JSON.stringify({ id, name: 'Ada' });
  const stub = async () =>
    new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  const base = 'http://127.0.0.1:9';
  const client = new PlatformClient({ apiKey: 'k', baseUrl: base, fetch: stub, maxRetries: 0 });
  const kyStub = kyWith(stub);
  const url = `${base}/api/v3.0/crm/public/contacts/${id}`;
  const fns = {
    sdk: () => client.crm.contacts.get(id),
    ky: async () =>
      JSON.parse(
        await (await kyStub(url, { method: 'GET', headers: { 'x-api-key': 'k' }, timeout: 60_000 })).text(),
      ),
  };
  const times: Record<keyof typeof fns, number[]> = { sdk: [], ky: [] };
  for (let r = 0; r < 10; r++) {
    for (const name of ['sdk', 'ky'] as const) {
      const c0 = process.cpuUsage();
      for (let i = 0; i < 2000; i++) await fns[name]();
      const c = process.cpuUsage(c0);
      if (r >= 2) times[name].push((c.user + c.system) / 2000);
    }
  }
  return { sdk: median(times.sdk), ky: median(times.ky) };
}

/**
 * What `import '@platform-api/sdk'` (the client) costs a fresh process from `dist`, beside ky and
 * zod/mini alone (the two libraries it is made of), side by side in fresh processes. Target of
 * issue 20: 1.3x.
 */
export async function importTime(): Promise<BenchResult> {
  await ensureBuilt();
  const cwd = fileURLToPath(new URL('../packages/sdk', import.meta.url));
  const { subject, floor } = importSideBySide(['@platform-api/sdk'], ['ky', 'zod/mini'], { cwd });
  return {
    name: "import '@platform-api/sdk' in a fresh process (dist, p50 of 11)",
    value: subject,
    unit: 'ms',
    baseline: { name: 'ky + zod/mini alone', value: floor },
    ratio: subject / floor,
    target: '<= 1.3x ky + zod/mini',
    pass: subject <= 1.3 * floor,
  };
}

if (isMain(import.meta.url)) printTable(await run());
