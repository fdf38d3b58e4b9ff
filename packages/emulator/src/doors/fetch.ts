import { IN_PROCESS_FETCH, type InProcessRequest } from '@platform-api/sdk/internal';
import type { EmulatorCore } from '../engine/core.ts';
import { bodyTooLarge, MAX_BODY_BYTES, toEngineRequest } from '../engine/request.ts';
import type { EngineResponse } from '../engine/types.ts';

/** The address in-process requests come from (for the per-IP limits). */
const IN_PROCESS_IP = '127.0.0.1';

/**
 * The Fetch door: a `Request` through the engine, answered as a `Response`, with no network. Its
 * `signal` is honoured as `fetch` honours it: aborted before or while the engine works (an injected
 * delay included), the call rejects with the signal's reason at once.
 */
export function handleFetchRequest(core: EmulatorCore, request: Request): Promise<Response> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return abortable(answer(core, request), signal);
}

/** `work`, or the signal's reason as soon as it fires. */
function abortable(work: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
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

async function answer(core: EmulatorCore, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const res = await core.serve(url.pathname, async () => {
    let body: Uint8Array | null = null;
    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      body = new Uint8Array(await request.arrayBuffer());
      if (body.byteLength > MAX_BODY_BYTES) throw bodyTooLarge();
    }
    return toEngineRequest({
      method: request.method,
      target: url.pathname + url.search,
      headers: request.headers,
      body,
      ip: IN_PROCESS_IP,
    });
  });
  return toResponse(res);
}

function toResponse(res: EngineResponse): Response {
  return new Response(res.body as BodyInit | null, { status: res.status, headers: res.headers });
}

const encoder = new TextEncoder();

/**
 * The SDK's in-process entry (see `IN_PROCESS_FETCH`): the same engine and the same answers as the
 * Fetch door, from plain request parts (no `Request` to build and read back).
 */
function handleParts(core: EmulatorCore, request: InProcessRequest): Promise<Response> {
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const url = new URL(request.url);
  const work = core
    .serve(url.pathname, () => {
      const body = request.body === undefined ? null : encoder.encode(request.body);
      if (body && body.byteLength > MAX_BODY_BYTES) throw bodyTooLarge();
      return toEngineRequest({
        method: request.method,
        target: url.pathname + url.search,
        headers: Object.entries(request.headers),
        body,
        ip: IN_PROCESS_IP,
      });
    })
    .then(toResponse);
  return abortable(work, signal);
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
