import { isFetchIntercepted } from '@platform-api/sdk/in-process';
import { addressProblem, formatIp, isLoopbackOrUnspecified, parseIp } from './address.ts';

/** Resolves a host name to its addresses (IPv4 and IPv6 literals, as strings). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** How deliveries reach receivers: where names resolve, and the fetch they go through. */
export interface DeliveryNetwork {
  /** @default the system resolver (`node:dns` lookup, every address) where there is one */
  resolve?: Resolver | undefined;
  /**
   * Deliveries go through this fetch instead (tests, a proxy): names are not resolved and the
   * connection is not pinned, since nothing connects on the emulator's side.
   */
  fetch?: typeof fetch | undefined;
}

interface NodeDns {
  promises: { lookup(host: string, options: { all: true; verbatim: true }): Promise<{ address: string }[]> };
}

const dns = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:dns') as NodeDns | undefined;

/** The system resolver, where the runtime has one (Node, Bun, Deno). */
export const systemResolver: Resolver | undefined = dns
  ? async (hostname) =>
      (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address)
  : undefined;

/**
 * Deliveries go to `globalThis.fetch` as they are, with nothing resolved or checked: it was
 * replaced after the SDK loaded (a stub, an interceptor), or msw intercepts requests (started
 * before or after the emulator was imported alike). The SDK reads the same test for the in-process
 * emulator's address.
 */
export const isIntercepted: () => boolean = isFetchIntercepted;

/** The runtime's fetch as found when this module loads (to make Node's global dispatcher, below). */
const nativeFetch = globalThis.fetch;

/** What one delivery attempt connects to, once the target passed the address policy. */
export type Route =
  | { kind: 'intercepted'; fetch: typeof fetch }
  | { kind: 'direct'; fetch: typeof fetch; dispatcher: unknown | undefined; close: () => Promise<void> }
  | { kind: 'refused'; error: string };

export interface RouteOptions {
  allowLocal: boolean;
  /** Ports the emulator itself listens on (with its loopback and unspecified addresses). */
  selfPorts: readonly number[];
}

/**
 * Where one delivery goes. A stub or interceptor of `fetch` (msw, `vi.stubGlobal`) or an injected
 * fetch receives it as is: nothing connects. (A stub installed before the emulator was imported
 * cannot be told from the runtime's fetch, msw's excepted: pass it as `webhookFetch`.) Otherwise the host is resolved now, every address is
 * judged by the policy (private and internal addresses refused; with `allowLocal`, only the
 * emulator's own addresses and ports), and the connection is pinned to the addresses that passed,
 * so a name cannot rebind between the check and the connect.
 */
export async function routeDelivery(
  url: URL,
  network: DeliveryNetwork,
  options: RouteOptions,
): Promise<Route> {
  if (network.fetch) return { kind: 'intercepted', fetch: network.fetch };
  if (isIntercepted()) return { kind: 'intercepted', fetch: globalThis.fetch };

  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const literal = parseIp(host);
  let addresses: Uint8Array[];
  if (literal) {
    addresses = [literal];
  } else {
    const resolve = network.resolve ?? systemResolver;
    if (!resolve)
      return { kind: 'direct', fetch: globalThis.fetch, dispatcher: undefined, close: async () => {} };
    let found: string[];
    try {
      found = await resolve(host);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      return {
        kind: 'refused',
        error: `network error: ${typeof code === 'string' ? code : 'the name does not resolve'}`,
      };
    }
    addresses = found.map((a) => parseIp(a)).filter((a): a is Uint8Array => a !== null);
    if (addresses.length === 0) return { kind: 'refused', error: 'network error: the name does not resolve' };
  }
  for (const ip of addresses) {
    if (isLoopbackOrUnspecified(ip) && options.selfPorts.includes(port)) {
      return {
        kind: 'refused',
        error: `not sent: ${host} is the emulator itself (${formatIp(ip)} port ${port})`,
      };
    }
    if (!options.allowLocal) {
      const why = addressProblem(ip);
      if (why) return { kind: 'refused', error: `not sent: ${host} resolves to ${why}` };
    }
  }
  const pinned = addresses.map((ip) => ({ address: formatIp(ip), family: ip.length === 4 ? 4 : 6 }));
  const dispatcher = await pinnedDispatcher(pinned);
  return {
    kind: 'direct',
    fetch: globalThis.fetch,
    dispatcher,
    close: async () => {
      await (dispatcher as { close?: () => Promise<void> } | undefined)?.close?.();
    },
  };
}

let primed: Promise<void> | undefined;

type Lookup = (
  host: string,
  options: { all?: boolean },
  callback: (
    err: Error | null,
    address: string | { address: string; family: number }[],
    family?: number,
  ) => void,
) => void;

/**
 * A dispatcher of the runtime's fetch (Node's undici `Agent`) whose name lookup answers only the
 * checked addresses. Undefined where the runtime's fetch has none (then the name is resolved again
 * by the runtime: the check above still refuses names that resolve to private addresses now).
 */
async function pinnedDispatcher(
  addresses: { address: string; family: number }[],
): Promise<unknown | undefined> {
  const key = Symbol.for('undici.globalDispatcher.1');
  const slot = globalThis as Record<symbol, unknown>;
  // Node makes its fetch's global dispatcher on the first fetch: a data: URL makes it without a socket.
  if (!slot[key] && nativeFetch) {
    primed ??= nativeFetch('data:,').then(
      (r) => r.text().then(() => {}),
      () => {},
    );
    await primed;
  }
  const global = slot[key] as
    | { constructor: new (options: { connect: { lookup: Lookup } }) => unknown }
    | undefined;
  // A global dispatcher of another kind (a proxy agent the application set) cannot be copied: the
  // connection is then not pinned (the address check above still ran).
  if (global?.constructor.name !== 'Agent') return undefined;
  const lookup: Lookup = (_host, options, callback) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  try {
    return new global.constructor({ connect: { lookup } });
  } catch {
    return undefined;
  }
}
