import { HttpError } from './errors.ts';
import type { EngineRequest } from './types.ts';

/** Largest body accepted: a 10 MB resume grows to about 13.4 MB in base64 plus its JSON. */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

/** What every door hands the engine: the parts of an HTTP request as it received them. */
export interface RequestParts {
  method: string;
  /** Path and query, as on the request line (`/api/v3.0/crm/public/contacts?page=2`). */
  target: string;
  /** Header pairs, or Node's flat raw list (`[name, value, name, value, …]`); names in any case. */
  headers: Iterable<readonly [string, string]> | readonly string[];
  body: Uint8Array | null;
  /** The peer's address. */
  ip: string;
}

/**
 * Headers a Node server reads once: a repeated line is dropped (the first wins), as `node:http`
 * does for `req.headers`. Any other repeated header is joined with `, `, as `node:http` and the
 * Fetch `Headers` both do, so `Idempotency-Key: a` twice reads `a, a` (not a valid key).
 */
const FIRST_WINS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

function addHeader(headers: Map<string, string>, rawName: string, value: string): void {
  const name = rawName.toLowerCase();
  const previous = headers.get(name);
  if (previous === undefined) headers.set(name, value);
  else if (!FIRST_WINS.has(name)) headers.set(name, `${previous}, ${value}`);
}

/** The one conversion from a door's request to the engine's: every door ends here. */
export function toEngineRequest(parts: RequestParts): EngineRequest {
  const q = parts.target.indexOf('?');
  const headers = new Map<string, string>();
  const raw = parts.headers;
  if (Array.isArray(raw) && (raw.length === 0 || typeof raw[0] === 'string')) {
    const flat = raw as readonly string[];
    for (let i = 0; i < flat.length; i += 2) addHeader(headers, flat[i]!, flat[i + 1]!);
  } else {
    for (const [name, value] of raw as Iterable<readonly [string, string]>) addHeader(headers, name, value);
  }
  const method = parts.method.toUpperCase();
  return {
    method,
    path: q < 0 ? parts.target : parts.target.slice(0, q),
    query: new URLSearchParams(q < 0 ? '' : parts.target.slice(q + 1)),
    headers,
    body: method === 'GET' || method === 'HEAD' ? null : parts.body,
    // A test may act as another client (the per-IP limits): emulator only.
    ip: headers.get('x-emulator-client-ip') ?? parts.ip,
  };
}

/** The 413 of a body above {@link MAX_BODY_BYTES}, whichever door read it. */
export function bodyTooLarge(): HttpError {
  return new HttpError('PAYLOAD_TOO_LARGE', `The request body is above ${MAX_BODY_BYTES} bytes.`);
}

/** The path of a request target, for error answers written before the request is parsed. */
export function pathOf(target: string): string {
  const q = target.indexOf('?');
  return q < 0 ? target : target.slice(0, q);
}
