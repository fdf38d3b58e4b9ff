/**
 * The in-process door between the SDK and the emulator. A `fetch` function that answers without a
 * network (the emulator's `emulator.fetch`) may carry, under this symbol, a function taking the
 * request as plain parts: the SDK then calls it instead of going through ky, skipping the work that
 * only a network needs (a `Request` rebuilt with merged options, timers armed inside the HTTP
 * library). Anything else about the call is unchanged: same validation, retries, hooks, errors.
 *
 * `Symbol.for`, so that two copies of the packages (two bundles, two versions) still meet.
 */
export const IN_PROCESS_FETCH: unique symbol = Symbol.for('@platform-api/in-process-fetch') as never;

/** One request as plain parts: header names in lower case, the body already serialised. */
export interface InProcessRequest {
  method: string;
  /** Absolute URL. */
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
  /** Honoured as `fetch` honours it: aborted, the call rejects with its reason at once. */
  signal: AbortSignal | undefined;
}

/** The in-process entry a `fetch` function carries under {@link IN_PROCESS_FETCH}. */
export type InProcessFetch = (request: InProcessRequest) => Promise<Response>;

/** The in-process entry of `fetchImpl`, if it has one. */
export function inProcessEntry(fetchImpl: unknown): InProcessFetch | undefined {
  const entry =
    typeof fetchImpl === 'function'
      ? (fetchImpl as { [IN_PROCESS_FETCH]?: unknown })[IN_PROCESS_FETCH]
      : undefined;
  return typeof entry === 'function' ? (entry as InProcessFetch) : undefined;
}
