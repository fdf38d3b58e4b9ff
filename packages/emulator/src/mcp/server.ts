import {
  createMcpHandler,
  isLegacyRequest,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type Tool,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import { issueMessage, issuesToDetails, PARSE_MESSAGES } from '@platform-api/sdk/operations';
import type { z } from 'zod';
import type { EmulatorCore } from '../engine/core.ts';
import { toJsonSchema } from '../engine/json-schema.ts';
import { MAX_BODY_BYTES } from '../engine/request.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';
import { ApiCallError, type Caller, invoke, NoKeyError } from './invoke.ts';
import { portableSchema } from './portable-schema.ts';
import { rateLimitLifts, type ToolRow } from './tool-row.ts';
import { TOOLS } from './tools.ts';

/** How to connect, for a tool called without a key. */
export const CONNECT_HELP = [
  'This tool needs your platform API key, and this connection sent none.',
  'Connect in one of three ways:',
  '1. header `Authorization: Bearer <API_KEY>`;',
  '2. header `x-api-key: <API_KEY>`;',
  '3. the URL `<base>/mcp/<API_KEY>`, for clients that can only set a URL.',
  'A key in the query string is ignored. Listing tools works without a key; calling them needs one.',
].join('\n');

const INSTRUCTIONS =
  "Tools over the recruiting platform's public API v3.0 (CRM, webhooks, job-builder, candidate-search, job-search), called with your own API key and quotas. Every quota resets at UTC midnight; list_api_usage shows what is left.";

/** Hop-by-hop and credential headers stay out of the request the MCP layer sees. */
const DROPPED = new Set([
  'authorization',
  'x-api-key',
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
]);

function keyFromHeaders(headers: Map<string, string>): string | null {
  const auth = headers.get('authorization');
  if (auth && /^bearer\s+\S/i.test(auth)) return auth.replace(/^bearer\s+/i, '').trim();
  return headers.get('x-api-key')?.trim() || null;
}

function resultOf(tool: ToolRow, value: Record<string, unknown>) {
  const structured = tool.output.parse(value) as Record<string, unknown>;
  const text = tool.text(structured as never);
  return { content: [{ type: 'text' as const, text }], structuredContent: structured };
}

function errorResult(text: string) {
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

/** The tool list as `tools/list` answers it: made once per process, the same for every caller. */
function toolList(tools: readonly ToolRow[]): Tool[] {
  return tools.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: portableSchema(toJsonSchema(tool.input, 'input')) as Tool['inputSchema'],
    outputSchema: portableSchema(toJsonSchema(tool.output, 'output')) as Tool['outputSchema'],
    annotations: { title: tool.title, ...tool.annotations, openWorldHint: false },
  }));
}

/** Bad arguments: each one named with its rule, as a tool error the agent can act on. */
function argumentError(tool: ToolRow, error: z.core.$ZodError) {
  // The REST 400's rules: one message per wrong value, unknown fields said as such.
  const lines = issuesToDetails(error.issues).map(
    ({ field, message }) => `- ${field === '(body)' ? '(arguments)' : field}: ${message}`,
  );
  return errorResult(`Invalid arguments for ${tool.name}:\n${lines.join('\n')}`);
}

/** Runs one tool for one caller; every API failure becomes a readable tool error, never a protocol error. */
async function runTool(core: EmulatorCore, caller: Caller, tool: ToolRow, rawArgs: unknown) {
  // A tool that calls the API needs the caller's key before anything else: without one, how to
  // connect comes first, whatever the arguments (as the API answers 401 before 400).
  if (caller.key === null && tool.ops.length > 0) return errorResult(CONNECT_HELP);
  const parsed = tool.input.safeParse(rawArgs ?? {}, PARSE_MESSAGES);
  if (!parsed.success) return argumentError(tool, parsed.error);
  const args = parsed.data;
  try {
    // The API calls a tool makes are logged as that tool's (door `mcp`).
    const toolCaller: Caller = { ...caller, tool: tool.name };
    const value = await tool.run(args, {
      call: async (op, call) => (await invoke(core, toolCaller, op, call)).body,
      callWithReplay: (op, call) => invoke(core, toolCaller, op, call),
      now: () => core.clock.nowMs(),
    });
    return resultOf(tool, value as Record<string, unknown>);
  } catch (err) {
    if (err instanceof NoKeyError) return errorResult(CONNECT_HELP);
    if (!(err instanceof ApiCallError))
      return errorResult('The call failed unexpectedly; it may be retried.');
    const { statusCode, errorCode, message, details } = err.envelope;
    const head = `${errorCode} (${statusCode}): ${message}`;
    if (statusCode === 429) {
      const lifts = rateLimitLifts(err.envelope, core.clock.nowMs());
      return errorResult(
        `${errorCode}: ${message}\nThe limit resets at ${lifts.at} (in ${lifts.inSeconds} s). Call list_api_usage to see the remaining quota of every family.`,
      );
    }
    if (statusCode >= 500) {
      return errorResult(
        `${head}\nA failure on the service's side, not of these arguments: the call may be retried (a failed call spends no quota).`,
      );
    }
    const fields =
      Array.isArray(details) && details.length > 0
        ? `\n${details.map((d) => `- ${tool.pathArguments?.[d.field] ?? d.field}: ${d.message}`).join('\n')}`
        : '';
    return errorResult(`${head}${fields}`);
  }
}

/** What each method takes, for the message of a request with bad params. */
const PARAMS_TAKEN: Readonly<Record<string, string>> = {
  initialize:
    'initialize takes params { protocolVersion: string, capabilities: object, clientInfo: { name: string, version: string } }',
  'tools/list': 'tools/list takes no params, or { cursor: string }',
  'tools/call':
    "tools/call takes params { name: string (one of tools/list), arguments: object (the tool's input schema) }",
};

/** The issues of the SDK's request validation, when `message` is their JSON (a zod issue list). */
function issuesOf(message: string): string[] | null {
  let issues: unknown;
  try {
    issues = JSON.parse(message);
  } catch {
    return null;
  }
  if (!Array.isArray(issues) || issues.length === 0) return null;
  const lines: string[] = [];
  for (const issue of issues as { path?: unknown; message?: unknown; code?: unknown }[]) {
    if (!issue || !Array.isArray(issue.path) || typeof issue.message !== 'string') return null;
    // The MCP SDK's zod words a wrong type its own way ("Invalid input: expected object, received
    // undefined"): said as the API's 400s say it. The JSON has no input: its message tells a
    // missing value from a wrong one.
    const message =
      issue.code === 'invalid_type'
        ? (issueMessage({
            ...issue,
            input: /received undefined$/.test(issue.message) ? undefined : null,
          } as unknown as z.core.$ZodRawIssue) ?? issue.message)
        : issue.message;
    lines.push(`${issue.path.join('.') || 'params'}: ${message}`);
  }
  return lines;
}

/**
 * A request whose params the SDK's validation refused, as JSON-RPC's invalid params (-32602) with
 * a message a person can act on: each field with its rule, and what the method takes. (The SDK
 * answers `initialize` and `tools/list` with -32603 and the validator's raw JSON, `tools/call` with
 * -32602 and that JSON.) Anything else passes through as it was.
 */
function readableParamsError(method: string, err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const isProtocol = err instanceof ProtocolError;
  if (isProtocol && err.code !== ProtocolErrorCode.InvalidParams) return err;
  const raw = isProtocol ? /^Invalid \S+ request: (.*)$/s.exec(err.message)?.[1] : err.message;
  const lines = raw === undefined ? null : issuesOf(raw);
  if (!lines) return err;
  const taken = PARAMS_TAKEN[method];
  return new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `Invalid params for ${method}: ${lines.join('; ')}.${taken ? ` ${taken}.` : ''}`,
  );
}

/** The SDK's low-level server, each request handler answering bad params as invalid params. */
class ToolServer extends Server {
  protected override _wrapHandler(
    method: string,
    handler: Parameters<Server['_wrapHandler']>[1],
  ): ReturnType<Server['_wrapHandler']> {
    const wrapped = super._wrapHandler(method, handler);
    return async (request, ctx) => {
      try {
        return await wrapped(request, ctx);
      } catch (err) {
        throw readableParamsError(method, err);
      }
    };
  }
}

interface AuthInfoLike {
  token: string;
  clientId: string;
  scopes: string[];
  extra: Record<string, unknown>;
}

const decoder = new TextDecoder();

function parseJson(body: Uint8Array | null): unknown {
  if (!body || body.byteLength === 0) return undefined;
  try {
    return JSON.parse(decoder.decode(body));
  } catch {
    return undefined;
  }
}

/** The tool a `tools/call` message names, for the request log; null for any other message. */
function calledTool(body: unknown): string | null {
  const message = body as { method?: unknown; params?: { name?: unknown } } | undefined;
  if (message?.method !== 'tools/call' || typeof message.params?.name !== 'string') return null;
  return message.params.name.slice(0, 100);
}

function toEngineResponse(response: Response, body: string): EngineResponse {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers, body: body === '' ? null : body };
}

export interface McpOptions {
  version: string;
  /** The tools served (default: the fifteen of the spec, `tools.ts`). */
  tools?: readonly ToolRow[];
}

/** Serves one `/mcp` request: `pathKey` is the key of a `/mcp/<API_KEY>` path (null: none). */
export type McpServe = (req: EngineRequest, pathKey: string | null) => Promise<EngineResponse>;

/**
 * The agent tool server behind `/mcp` (registered by `route.ts`, which loads this module on the
 * first request): Streamable HTTP, stateless, every message a POST, on the official MCP TypeScript
 * SDK (protocol 2026-07-28 and the 2025 revisions). Each tool calls the API through the same engine
 * as every other door, with the caller's key; the server stores nothing.
 */
export function mcpServer(core: EmulatorCore, options: McpOptions): McpServe {
  const tools = options.tools ?? TOOLS;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  // Built on the first modern request (a 2025-era one never needs it).
  let handler: ReturnType<typeof createMcpHandler> | undefined;
  // The tool list (JSON Schemas from the zod schemas) is made once; each request gets a fresh
  // low-level server (stateless serving) with two handlers over it.
  let list: Tool[] | undefined;
  const newServer = (caller: Caller) => {
    list ??= toolList(tools);
    const toolsListed = list;
    const server = new ToolServer(
      { name: 'platform-api', title: 'Platform API (emulator)', version: options.version },
      { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
    );
    server.setRequestHandler('tools/list', () => ({ tools: toolsListed }));
    server.setRequestHandler('tools/call', (request) => {
      const tool = byName.get(request.params.name);
      if (!tool) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `Unknown tool "${request.params.name}"; tools/list names the ${tools.length} tools.`,
        );
      }
      return runTool(core, caller, tool, request.params.arguments);
    });
    return server;
  };
  // The caller travels as the request's auth info (the MCP layer passes it through untouched): the
  // key never travels in a URL or a header past this door.
  const callerOf = (authInfo: { token?: string; extra?: Record<string, unknown> } | undefined): Caller => ({
    key: authInfo?.token || null,
    ip: String(authInfo?.extra?.ip ?? '127.0.0.1'),
  });
  const build = () =>
    createMcpHandler((ctx) => newServer(callerOf(ctx.authInfo)), {
      legacy: 'stateless',
      maxRequestBodySize: MAX_BODY_BYTES,
      onerror: () => {},
    });

  /**
   * A 2025-era request (initialize, tools/call with a protocol header) is served here, statelessly,
   * with a JSON answer: the same server, without the SSE stream the SDK's own fallback opens for a
   * single answer. Modern (2026-07-28) requests go through the SDK's handler.
   */
  const serveLegacy = async (request: Request, parsedBody: unknown, authInfo: AuthInfoLike) => {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    const server = newServer(callerOf(authInfo));
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody, authInfo: authInfo as never });
    // The answer is whole (JSON, no stream): nothing is left open, and the pair is garbage once it
    // goes out of scope (closing would only build an error for requests that no longer exist).
    return toEngineResponse(response, await response.text());
  };

  const serve = async (req: EngineRequest, pathKey: string | null): Promise<EngineResponse> => {
    const headers = new Headers();
    for (const [name, value] of req.headers) if (!DROPPED.has(name)) headers.set(name, value);
    // The body is parsed here, once, and handed over parsed (the MCP layer would read a stream);
    // a body that is not JSON goes as it came, for the MCP layer's own parse error.
    const parsedBody = parseJson(req.body);
    req.tool = calledTool(parsedBody);
    const request = new Request('http://platform-emulator.local/mcp', {
      method: 'POST',
      headers,
      ...(parsedBody === undefined ? { body: (req.body as Uint8Array<ArrayBuffer> | null) ?? '' } : {}),
    });
    // A header key wins over a path key; a key in the query string is never read.
    const key = keyFromHeaders(req.headers) ?? pathKey ?? '';
    const authInfo: AuthInfoLike = {
      token: key,
      clientId: 'platform-api-key',
      scopes: [],
      extra: { ip: req.ip },
    };
    if (parsedBody !== undefined && (await isLegacyRequest(request, parsedBody))) {
      return serveLegacy(request, parsedBody, authInfo);
    }
    handler ??= build();
    const response = await handler.fetch(request, {
      authInfo,
      ...(parsedBody === undefined ? {} : { parsedBody }),
    });
    return toEngineResponse(response, await response.text());
  };

  return serve;
}
