import { PlatformClient } from '@platform-api/sdk';
import { emulatorWithContacts } from './emulator.bench.ts';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

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
  const kyInstance = ky.create({ retry: 0, throwHttpErrors: false, fetch: emu.fetch });
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
      name: 'SDK in-process round trip, contacts.get',
      value: sdkUs,
      unit: 'µs/op',
      baseline: { name: 'raw fetch of the same route', value: rawUs },
      ratio: sdkUs / rawUs,
      target: 'overhead <= 15% (ratio <= 1.15)',
      pass: overhead <= 0.15,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
