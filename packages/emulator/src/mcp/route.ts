import type { EmulatorCore } from '../engine/core.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';
import type { McpOptions, McpServe } from './server.ts';

/**
 * The agent tool server's place on the engine's router: `/mcp` and `/mcp/<API_KEY>`, and the shield
 * that keeps a key in the path out of every answer. The server itself (the MCP SDK, about 0.9 MB,
 * and the tools' schemas) is loaded on the first request to it (`server.ts`): a test that never
 * speaks to an agent loads none of it. Registered on the router, so the in-process fetch and the
 * msw handlers serve it too.
 */
export function registerMcp(core: EmulatorCore, options: McpOptions): void {
  let server: Promise<McpServe> | undefined;
  const serve = async (req: EngineRequest, pathKey: string | null): Promise<EngineResponse> => {
    server ??= import('./server.ts').then(({ mcpServer }) => mcpServer(core, options));
    return (await server)(req, pathKey);
  };
  core.raw('POST', '/mcp', (req) => serve(req, null));
  core.raw('POST', '/mcp/{key}', (req, params) => serve(req, params.key?.trim() || null));
  core.shield('/mcp', {
    headers: { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' },
    shownPath: '/mcp',
  });
}
