import { type AnyOperation, idParam, PARSE_MESSAGES } from '@platform-api/sdk/operations';
import * as z from 'zod/mini';
import { parseOrThrow } from './context.ts';
import { validationError } from './errors.ts';
import type { EngineRequest } from './types.ts';

// Reading a request's inputs: its JSON body, its query, its path parameters, each through the
// operation's schema; whatever does not pass is a 400 naming the field.

/**
 * A body must come as JSON (`application/json`, or a `+json` type): the service parses nothing
 * else, so a body sent as text, a form or XML is a 400 naming the header.
 */
export function requireJsonContentType(req: EngineRequest): void {
  if (!req.body || req.body.byteLength === 0) return;
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return;
  throw validationError(
    type === ''
      ? 'The request has a body but no Content-Type: send JSON with Content-Type: application/json.'
      : `The request body is sent as ${type}; send JSON with Content-Type: application/json.`,
    [{ field: 'content-type', message: 'must be application/json' }],
  );
}

/** The JSON body; a malformed body is a 400 naming the problem, an empty one `undefined`. */
export function readJson(req: EngineRequest): unknown {
  const raw = req.body;
  if (!raw || raw.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw validationError('The request body is not valid JSON.', [
      { field: '(body)', message: 'must be a JSON document' },
    ]);
  }
}

/** The query string as an object (first value of each name; `workspaceId` belongs to the chain). */
export function queryObject(req: EngineRequest): Record<string, string> {
  const obj: Record<string, string> = {};
  for (const [k, v] of req.query) {
    if (k === 'workspaceId') continue;
    if (!(k in obj)) obj[k] = v;
  }
  return obj;
}

/** Path parameters through their schemas: a malformed one is a 400 naming it. */
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

export function parseParams(op: AnyOperation, raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(op.params as Record<string, z.core.$ZodType<string>>)) {
    const value = raw[name] ?? '';
    // The usual parameter, an object id, on the hot path without a schema run (same rule, same output).
    if (schema === idParam && OBJECT_ID.test(value)) {
      out[name] = value.toLowerCase();
      continue;
    }
    const result = z.safeParse(schema, value, PARSE_MESSAGES);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'is malformed';
      throw validationError(`${name} ${message}.`, [{ field: name, message }]);
    }
    out[name] = result.data;
  }
  return out;
}

export function parseBody(op: AnyOperation, value: unknown): unknown {
  const where = `${op.method} ${op.path}`;
  if (value === undefined) {
    throw validationError(`A JSON request body is required (${where}).`, [
      { field: '(body)', message: 'is required' },
    ]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(`The request body must be a JSON object (${where}).`, [
      { field: '(body)', message: 'must be a JSON object' },
    ]);
  }
  return parseOrThrow(op.body as z.core.$ZodType, value, `request body (${where})`);
}
