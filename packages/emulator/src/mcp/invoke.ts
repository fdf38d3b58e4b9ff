import { type AnyOperation, fullPath } from '@platform-api/sdk/operations';
import type { ErrorEnvelope } from '@platform-api/sdk/schemas';
import type { z } from 'zod/mini';
import type { EmulatorCore } from '../engine/core.ts';
import type { EngineRequest } from '../engine/types.ts';

/** Who calls a tool: the key they presented (null: none) and their address. */
export interface Caller {
  key: string | null;
  ip: string;
  /** The tool being called, for the request log. */
  tool?: string;
}

/** One call of an operation on behalf of a tool. */
export interface OperationCall {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  workspaceId?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** The tool was called without a key: the result explains how to connect. */
export class NoKeyError extends Error {}

/** The API answered an error: the tool result carries its envelope. */
export class ApiCallError extends Error {
  readonly envelope: ErrorEnvelope;

  constructor(envelope: ErrorEnvelope) {
    super(envelope.message);
    this.envelope = envelope;
  }
}

/** An operation's answer (of its response type) and whether it replays a stored one. */
export interface Answer<O extends AnyOperation> {
  body: z.output<O['response']>;
  replayed: boolean;
}

const encoder = new TextEncoder();

/**
 * Calls an operation through the engine with the caller's key, exactly as a client over HTTP would:
 * the same authentication, plan, scope, workspace, quota and validation rules hold. The tool server
 * itself stores nothing.
 */
export async function invoke<O extends AnyOperation>(
  core: EmulatorCore,
  caller: Caller,
  op: O,
  call: OperationCall = {},
): Promise<Answer<O>> {
  if (caller.key === null) throw new NoKeyError();
  let path = fullPath(op);
  for (const [name, value] of Object.entries(call.params ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  if (call.workspaceId !== undefined) query.set('workspaceId', call.workspaceId);
  const headers = new Map<string, string>([
    ['x-api-key', caller.key],
    ['accept', 'application/json'],
  ]);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.idempotencyKey !== undefined) headers.set('idempotency-key', call.idempotencyKey);
  const request: EngineRequest = {
    method: op.method,
    path,
    query,
    headers,
    body: call.body === undefined ? null : encoder.encode(JSON.stringify(call.body)),
    ip: caller.ip,
    door: 'mcp',
    keyId: null,
    tool: caller.tool ?? null,
  };
  const res = await core.serve(request);
  const body: unknown = typeof res.body === 'string' && res.body !== '' ? JSON.parse(res.body) : undefined;
  if (res.status >= 400) throw new ApiCallError(body as ErrorEnvelope);
  // A success is the JSON of a value the engine typed by the operation's response schema (the
  // contract test parses every one): read back as that type, once, here.
  return { body: body as z.output<O['response']>, replayed: res.headers['idempotency-replayed'] === 'true' };
}
