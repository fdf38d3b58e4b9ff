/**
 * Whether something in this process answers requests before they reach the network: msw (or any
 * user of `@mswjs/interceptors`, such as nock), a replaced `globalThis.fetch` (`vi.stubGlobal`), or
 * an undici dispatcher set with `setGlobalDispatcher` (a `MockAgent`). The emulator's deliveries and
 * the SDK's check of the in-process emulator's address both read it.
 */

/** The host of `createEmulator()`'s default `baseUrl`: reachable only in process, never on a network. */
export const IN_PROCESS_EMULATOR_HOST = 'platform-emulator.local';

/**
 * The fetch found when this module loads: a later stub or interceptor is not it. (It may itself be
 * an interceptor's, when msw was started before this module loaded: see `mswActive`.)
 */
const nativeFetch = globalThis.fetch;

/** Where msw's interceptors (`@mswjs/interceptors`) keep their instances, in every version of it. */
const MSW_REGISTRY = '__MSW_INTERCEPTORS_REGISTRY';

/** Where Node's fetch (undici) reads the dispatcher that `setGlobalDispatcher` sets. */
const UNDICI_GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

/**
 * msw intercepts requests now: one of its interceptors is active (`setupServer().listen()` until
 * `close()`). Read from its global registry, so it holds whichever was imported first.
 */
export function mswActive(): boolean {
  const registry = (globalThis as Record<string, unknown>)[MSW_REGISTRY];
  if (!(registry instanceof Map)) return false;
  for (const interceptor of registry.values()) {
    if ((interceptor as { readyState?: unknown } | null)?.readyState === 'ACTIVE') return true;
  }
  return false;
}

/**
 * `globalThis.fetch` was replaced after this module loaded (a stub, an interceptor), or msw
 * intercepts requests (started before or after this module loaded alike).
 */
export function isFetchIntercepted(): boolean {
  return globalThis.fetch !== nativeFetch || mswActive();
}

/** A dispatcher other than Node's own `Agent` answers fetch's requests (undici's `MockAgent`, say). */
function customGlobalDispatcher(): boolean {
  const dispatcher = (globalThis as Record<symbol, unknown>)[UNDICI_GLOBAL_DISPATCHER] as
    | { constructor?: { name?: unknown } }
    | undefined;
  return dispatcher !== undefined && dispatcher?.constructor?.name !== 'Agent';
}

/** Whether a request through `globalThis.fetch` could be answered without the network now. */
export function requestsAreIntercepted(): boolean {
  return isFetchIntercepted() || customGlobalDispatcher();
}
