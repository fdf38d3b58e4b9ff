// The "In tests" example of docs/mcp.md (shown there verbatim from the import on), run by test/examples.test.ts.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createEmulator } from '@platform-api/emulator';

const emulator = await createEmulator({ seed: 'demo' });
const client = new Client({ name: 'my-agent-tests', version: '1.0.0' });
await client.connect(
  new StreamableHTTPClientTransport(new URL(`${emulator.baseUrl}/mcp`), {
    fetch: emulator.fetch, // no server, no network
    requestInit: { headers: { 'x-api-key': emulator.demo!.keys.globexAdmin } },
  }),
);
const { structuredContent } = await client.callTool({ name: 'list_api_usage', arguments: {} });
console.log(JSON.stringify(structuredContent));
await client.close();
