import { HttpError, validationError } from './errors.ts';
import type { EngineRequest, RequestDoor } from './types.ts';

/** Largest body accepted: a 10 MB resume grows to about 13.4 MB in base64 plus its JSON. */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

/** What every door hands the engine: the head of an HTTP request as it received it (the body comes later). */
export interface RequestParts {
  method: string;
  /**
   * The request target as on the request line: origin-form (`/api/v3.0/crm/public/contacts?page=2`)
   * or absolute-form (`http://127.0.0.1:4010/api/v3.0/...`, which a server must accept).
   */
  target: string;
  /** Header pairs, or Node's flat raw list (`[name, value, name, value, …]`); names in any case. */
  headers: Iterable<readonly [string, string]> | readonly string[];
  /** The peer's address. */
  ip: string;
  /** The door, for the request log. @default 'fetch' */
  door?: RequestDoor;
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

/**
 * The one conversion from a door's request to the engine's: every door ends here, and everything
 * after it (the router, the family, the faults, the shields) reads the one normalised `path`. The
 * body is read later, once the engine admits the request (see `EmulatorCore.serve`).
 */
export function toEngineRequest(parts: RequestParts): EngineRequest {
  const headers = new Map<string, string>();
  const raw = parts.headers;
  if (Array.isArray(raw) && (raw.length === 0 || typeof raw[0] === 'string')) {
    const flat = raw as readonly string[];
    for (let i = 0; i < flat.length; i += 2) addHeader(headers, flat[i]!, flat[i + 1]!);
  } else {
    for (const [name, value] of raw as Iterable<readonly [string, string]>) addHeader(headers, name, value);
  }
  const { path, query } = splitTarget(parts.target);
  return {
    method: parts.method.toUpperCase(),
    path,
    query: new URLSearchParams(query),
    headers,
    body: null,
    // A test may act as another client (the per-IP limits): emulator only.
    ip: headers.get('x-emulator-client-ip') ?? parts.ip,
    // Filled for the request log (all set here, so every request object has one shape).
    signal: undefined,
    door: parts.door ?? 'fetch',
    keyId: null,
    tool: null,
  };
}

/** The request's abort signal (see `EngineRequest.signal`), made now if its door makes it on first use. */
export function requestSignal(req: EngineRequest): AbortSignal | undefined {
  if (typeof req.signal === 'function') req.signal = req.signal();
  return req.signal;
}

/** A path the URL parser would leave as it is: nothing to resolve, collapse or encode. */
const PLAIN_PATH = /^\/[\w\-.~!$&'()*+,;=:@%/]*$/;

/**
 * The path and the query of a request target, the path normalised as the URL parser does (dot
 * segments resolved, `\` read as `/`, as the Fetch doors already see it) and runs of slashes
 * collapsed (the router ignores empty segments: `//mcp/<key>` and `/api/v3.0//crm/...` reach their
 * routes, so their family, faults and shields must see the same path). An absolute-form target
 * gives its path and query.
 */
export function splitTarget(target: string): { path: string; query: string } {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  if (PLAIN_PATH.test(path) && !path.includes('//') && !path.includes('/.') && !/%2e/i.test(path)) {
    return { path, query: q < 0 ? '' : target.slice(q + 1) };
  }
  let url: URL;
  try {
    // Origin-form is read against a placeholder origin (`//x` would otherwise name a host).
    url = new URL(target.startsWith('/') ? `http://emulator.invalid${target}` : target);
  } catch {
    return { path, query: q < 0 ? '' : target.slice(q + 1) };
  }
  if (!target.startsWith('/') && url.protocol !== 'http:' && url.protocol !== 'https:') {
    // Not a path, nor an http(s) URL (`*`, `host:port`): no route has it.
    return { path, query: q < 0 ? '' : target.slice(q + 1) };
  }
  return { path: url.pathname.replace(/\/{2,}/g, '/'), query: url.search.slice(1) };
}

/** Content codings a body may come in: none (the engine decodes nothing, whatever the door). */
const IDENTITY = new Set(['', 'identity']);
/** The labels of UTF-8 a `charset` parameter may give (JSON is UTF-8: RFC 8259 §8.1). */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The checks every body passes before the chain runs, whatever the route (the API, the control API,
 * the tool server): its size (413), its coding (415: the engine decodes nothing, send it as is), its
 * declared charset and its bytes (400: JSON is UTF-8, and nothing is stored with characters replaced).
 */
export function admitBody(req: EngineRequest): void {
  const body = req.body;
  if (!body || body.byteLength === 0) return;
  if (body.byteLength > MAX_BODY_BYTES) throw bodyTooLarge();
  const coding = req.headers.get('content-encoding')?.trim().toLowerCase() ?? '';
  if (!IDENTITY.has(coding)) {
    throw new HttpError(
      'VALIDATION_ERROR',
      `The request body is sent with Content-Encoding: ${coding.slice(0, 40)}; send it uncompressed (no Content-Encoding header).`,
      {
        status: 415,
        details: [{ field: 'content-encoding', message: 'must be identity (an uncompressed body)' }],
        headers: { 'accept-encoding': 'identity' },
      },
    );
  }
  const charset = charsetOf(req.headers.get('content-type'));
  if (charset !== null && !UTF8_LABELS.has(charset)) {
    throw validationError(
      `The request body is declared as charset=${charset.slice(0, 40)}; JSON is UTF-8: send the body encoded as UTF-8 (Content-Type: application/json or application/json; charset=utf-8).`,
      [{ field: 'content-type', message: 'charset must be utf-8' }],
    );
  }
  try {
    utf8.decode(body);
  } catch {
    throw validationError('The request body is not valid UTF-8: send JSON encoded as UTF-8.', [
      { field: '(body)', message: 'must be valid UTF-8' },
    ]);
  }
}

/** The `charset` parameter of a Content-Type, lower-cased and unquoted; `null` without one. */
function charsetOf(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return null;
}

/** The 413 of a body above {@link MAX_BODY_BYTES}, whichever door read it. */
export function bodyTooLarge(): HttpError {
  return new HttpError('PAYLOAD_TOO_LARGE', `The request body is above ${MAX_BODY_BYTES} bytes.`);
}
