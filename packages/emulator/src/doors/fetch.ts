import type { EmulatorCore } from '../engine/core.ts';
import { bodyTooLarge, MAX_BODY_BYTES, toEngineRequest } from '../engine/request.ts';

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
  const work = answer(core, request);
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
  return new Response(res.body as BodyInit | null, { status: res.status, headers: res.headers });
}

/** A Fetch-compatible function over the engine (any origin). */
export function fetchDoor(
  core: EmulatorCore,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return (input, init) => {
    // ky and other clients pass a Request plus an empty options object: no need to copy it.
    const request =
      input instanceof Request && (init === undefined || isEmpty(init)) ? input : new Request(input, init);
    return handleFetchRequest(core, request);
  };
}

function isEmpty(init: RequestInit): boolean {
  for (const k in init) if ((init as Record<string, unknown>)[k] !== undefined) return false;
  return true;
}
