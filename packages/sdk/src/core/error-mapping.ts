import { isNetworkError, isTimeoutError } from 'ky';
import { redactedHeaders, scrub, scrubJson } from '../internal/headers.ts';
import { noEmulatorDoor } from './emulator-address.ts';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  isPlatformError,
  type PlatformError,
} from './errors.ts';
import type { PreparedRequest } from './prepare-request.ts';

// What the SDK throws when an attempt fails: the error answer read into its class, or why no
// answer came (timeout, connection), said as a person can act on it and without the key.

/**
 * Reads an error answer into the matching {@link APIError} subclass, credentials scrubbed; `path`
 * is the request's path (no query: a presigned URL's query is its credential).
 */
export async function apiErrorOf(response: Response, path: string, apiKey: string): Promise<APIError> {
  // Parsed first, scrubbed after: a replacement inside the JSON text could break its syntax.
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : scrubJson(JSON.parse(text), apiKey);
  } catch {
    body = undefined;
  }
  return APIError.generate(response.status, body, redactedHeaders(response.headers, apiKey), path);
}

/**
 * Never keeps ky's error as the cause: it holds the `Request`, whose headers carry the key. A
 * network error keeps its own cause (the runtime's error), anything else thrown by `fetch` is kept.
 */
export function connectionError(
  caught: unknown,
  request: PreparedRequest,
  timeout: number,
  client: { apiKey: string; baseUrl: string; inProcessAddress: boolean },
): PlatformError {
  if (isPlatformError(caught)) return caught;
  const where = `${request.method} ${request.url}`;
  if (isTimeoutError(caught)) return attemptTimedOut(request, timeout);
  const cause = isNetworkError(caught) ? caught.cause : caught;
  // The in-process emulator's address reached a real network (an interceptor without a handler
  // for it, a fetch of the caller's own): the name never resolves. Said as what it is, not retried.
  const system = client.inProcessAddress ? systemErrorOf(cause) : undefined;
  if (system?.code === 'ENOTFOUND' || system?.code === 'EAI_AGAIN') {
    return noEmulatorDoor(client.baseUrl, system);
  }
  return new APIConnectionError(`Connection error: ${where}${connectionReason(cause, client.apiKey)}`, {
    cause,
  });
}

/** The error of an attempt that got no answer within `timeout`, whichever transport carried it. */
export function attemptTimedOut(request: PreparedRequest, timeout: number): APITimeoutError {
  return new APITimeoutError(`Request timed out after ${timeout} ms: ${request.method} ${request.url}`);
}

/**
 * Why a connection failed, as a person can act on it: the system's code and address (fetch says only
 * "fetch failed"), and for a refused connection the likely cause.
 */
interface SystemError {
  code: string;
  address?: unknown;
  port?: unknown;
}

/**
 * The system error behind a failed fetch: fetch says "fetch failed" and keeps it in `cause` (undici
 * may wrap several attempts, IPv6 then IPv4, in an AggregateError): the first error with a code.
 */
function systemErrorOf(cause: unknown): SystemError | undefined {
  type Sys = { code?: unknown; cause?: unknown; errors?: unknown[] };
  const queue: unknown[] = [cause];
  for (let i = 0; i < 8 && queue.length > 0; i++) {
    const e = queue.shift() as Sys | undefined;
    if (!e || typeof e !== 'object') continue;
    if (typeof e.code === 'string') return e as SystemError;
    queue.push(e.cause, ...(Array.isArray(e.errors) ? e.errors : []));
  }
  return undefined;
}

function connectionReason(cause: unknown, apiKey: string): string {
  if (!(cause instanceof Error)) return '';
  const found = systemErrorOf(cause);
  const c = found?.code;
  const a = typeof found?.address === 'string' ? found.address : undefined;
  const p = typeof found?.port === 'number' ? found.port : undefined;
  const target = a !== undefined ? ` ${a}${p !== undefined ? `:${p}` : ''}` : '';
  const message = c ? `${c}${target}` : scrub(cause.message, apiKey);
  const hint =
    c === 'ECONNREFUSED'
      ? ' (nothing listens there: is the service, or the emulator (`npx platform-emulator`), running at this baseUrl?)'
      : c === 'ENOTFOUND' || c === 'EAI_AGAIN'
        ? ' (the host name does not resolve: check baseUrl)'
        : '';
  return `: ${message}${hint}`;
}
