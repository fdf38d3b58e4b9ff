import { IN_PROCESS_FETCH, type InProcessRequest } from '@platform-api/sdk/in-process';
import type { EmulatorCore } from '../engine/core.ts';
import { type RequestParts, toEngineRequest } from '../engine/request.ts';
import type { RequestDoor } from '../engine/types.ts';

/** The address in-process requests come from (for the per-IP limits). */
const IN_PROCESS_IP = '127.0.0.1';

/** One in-process request, whichever way it came in: a `Request`, or the SDK's plain parts. */
interface InProcessParts {
  method: string;
  url: string;
  headers: RequestParts['headers'];
  /** The body bytes, read only once the engine admits the request. */
  body: () => Uint8Array | null | Promise<Uint8Array | null>;
  signal: AbortSignal | undefined;
  door?: RequestDoor;
}

/**
 * A request through the engine, answered as a `Response`, with no network. Its `signal` is honoured
 * as `fetch` honours it: aborted before or while the engine works (an injected delay included), the
 * call rejects with the signal's reason at once.
 */
function serveInProcess(core: EmulatorCore, parts: InProcessParts): Promise<Response> {
  const { signal } = parts;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const url = new URL(parts.url);
  const head = toEngineRequest({
    method: parts.method,
    target: url.pathname + url.search,
    headers: parts.headers,
    ip: IN_PROCESS_IP,
    door: parts.door ?? 'fetch',
  });
  // An injected fault's delay ends when the caller aborts (see `Faults.error`).
  if (signal) head.signal = signal;
  const work = core.serve(head, parts.body).then(
    (res) =>
      new Response((res.stream ?? res.body) as BodyInit | null, {
        status: res.status,
        headers: res.headers,
      }),
  );
  if (!signal) return work;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (res) => {
        signal.removeEventListener('abort', onAbort);
        resolve(res);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/** The Fetch door: a `Request` through the engine (see {@link serveInProcess}); msw's handlers too. */
export function handleFetchRequest(
  core: EmulatorCore,
  request: Request,
  door: RequestDoor = 'fetch',
): Promise<Response> {
  return serveInProcess(core, {
    door,
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: async () =>
      request.body && request.method !== 'GET' && request.method !== 'HEAD'
        ? new Uint8Array(await request.arrayBuffer())
        : null,
    signal: request.signal,
  });
}

const encoder = new TextEncoder();

/**
 * The SDK's in-process entry (see `IN_PROCESS_FETCH`): the same engine and the same answers as the
 * Fetch door, from plain request parts (no `Request` to build and read back).
 */
function handleParts(core: EmulatorCore, request: InProcessRequest): Promise<Response> {
  return serveInProcess(core, {
    method: request.method,
    url: request.url,
    headers: Object.entries(request.headers),
    body: () => (request.body === undefined ? null : encoder.encode(request.body)),
    signal: request.signal,
  });
}

/** A Fetch-compatible function over the engine (any origin). */
export function fetchDoor(
  core: EmulatorCore,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  const door = (input: RequestInfo | URL, init?: RequestInit) => {
    // ky and other clients pass a Request plus an empty options object: no need to copy it.
    const request =
      input instanceof Request && (init === undefined || isEmpty(init)) ? input : new Request(input, init);
    return handleFetchRequest(core, request);
  };
  return Object.assign(door, {
    [IN_PROCESS_FETCH]: (request: InProcessRequest) => handleParts(core, request),
  });
}

function isEmpty(init: RequestInit): boolean {
  for (const k in init) if ((init as Record<string, unknown>)[k] !== undefined) return false;
  return true;
}
