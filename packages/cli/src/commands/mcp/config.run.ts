import type { Command } from 'commander';
import { connectionOf } from '../../lib/config.ts';
import type { CliContext } from '../../lib/context.ts';
import { formatJson } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';
import { MCP_CLIENTS } from './config.ts';

interface ConfigOptions {
  client: keyof typeof MCP_CLIENTS;
  auth: 'x-api-key' | 'bearer';
  url?: string;
  name: string;
}

/** The snippet of each client: the HTTP transport, the URL, the key in a header. */
export function mcpSnippet(options: ConfigOptions, url: string, apiKey: string): Record<string, unknown> {
  const headers = options.auth === 'bearer' ? { Authorization: `Bearer ${apiKey}` } : { 'x-api-key': apiKey };
  switch (options.client) {
    case 'claude':
      return { mcpServers: { [options.name]: { type: 'http', url, headers } } };
    case 'cursor':
      return { mcpServers: { [options.name]: { url, headers } } };
    case 'vscode':
      return { servers: { [options.name]: { type: 'http', url, headers } } };
  }
}

export async function run(ctx: CliContext, options: ConfigOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { apiKey, baseUrl } = connectionOf(await session.settings());
  const url = options.url ?? `${baseUrl.replace(/\/+$/, '')}/mcp`;
  // The snippet's point is the key: it goes to stdout as is (everything else the CLI prints is redacted).
  ctx.io.stdout(formatJson(mcpSnippet(options, url, apiKey)));
  const header =
    options.auth === 'bearer' ? 'Authorization: Bearer $PLATFORM_API_KEY' : 'x-api-key: $PLATFORM_API_KEY';
  const where =
    options.client === 'claude'
      ? `Save it as .mcp.json in your project, or run: claude mcp add --transport http ${options.name} ${url} --header "${header}"`
      : `Save it in ${MCP_CLIENTS[options.client].replace(/^[^:]+: /, '')}`;
  session.printer.note(`${where}. It holds your API key: keep it out of version control.`);
}
