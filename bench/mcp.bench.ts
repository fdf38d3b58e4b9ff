import { createEmulator } from '@platform-api/emulator';
import { type BenchResult, isMain, percentile, printTable } from './lib.ts';

const SAMPLES = 400;
const WARMUP = 100;

async function measure(once: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The agent tool server over HTTP: a `tools/call` of crm_get_contact beside the REST read of the
 * same contact, both through the standalone server on loopback, in the same run.
 */
export async function run(): Promise<BenchResult[]> {
  const emu = await createEmulator({ seed: 'demo', unlimited: true });
  const server = await emu.listen({ port: 0, host: '127.0.0.1' });
  const key = emu.demo!.keys.acmeAdmin;
  const ws = emu.demo!.ids.acmeDefaultWorkspace;
  const headers = { 'x-api-key': key };
  const list = await (
    await fetch(`${server.url}/api/v3.0/crm/public/contacts?pageSize=1&workspaceId=${ws}`, { headers })
  ).json();
  const id = (list as { items: { id: string }[] }).items[0]!.id;

  // Both through fetch, as the SDK (ky) and MCP clients send their requests.
  const rest = await measure(async () => {
    const res = await fetch(`${server.url}/api/v3.0/crm/public/contacts/${id}?workspaceId=${ws}`, {
      headers,
    });
    await res.text();
    if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
  });
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'crm_get_contact', arguments: { contactId: id, workspaceId: ws } },
  });
  const mcp = await measure(async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body,
    });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"isError":true'))
      throw new Error(`tools/call answered ${res.status}`);
  });
  await emu.close();
  const ratio = mcp.p50 / rest.p50;
  return [
    {
      name: `MCP tools/call crm_get_contact over HTTP (p50 of ${SAMPLES}; p95 ${mcp.p95.toFixed(2)} ms)`,
      value: mcp.p50,
      unit: 'ms',
      baseline: { name: 'REST GET /contacts/{id} p50', value: rest.p50 },
      ratio,
      target: '<= 2x the REST call',
      pass: ratio <= 2,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
