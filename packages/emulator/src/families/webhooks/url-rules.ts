import { addressProblem, isLoopbackOrUnspecified, parseIp } from '../../delivery/address.ts';

/**
 * The endpoint URL rules of the spec: HTTPS, port 443 or 8443, never a private or internal address.
 * Literal addresses and names are checked as written; nothing is resolved (no DNS lookup), so the
 * answer is the same everywhere and instant. `allowLocal` (`--allow-local-webhooks`) lifts the
 * scheme, port and address rules for local testing; credentials and non-HTTP schemes stay refused.
 */
export interface UrlCheckOptions {
  allowLocal: boolean;
  /** Origins of the emulator itself: a delivery there would loop back into it. */
  selfOrigins: readonly string[];
}

/** `null` when the URL may be used, otherwise why not (a sentence fragment). */
export function webhookUrlProblem(raw: string, options: UrlCheckOptions): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `uses the scheme ${url.protocol.slice(0, -1)}; only ${options.allowLocal ? 'https and http are' : 'https is'} delivered to`;
  }
  if (url.username || url.password) return 'must not carry credentials (user:password@)';
  if (url.hash) return 'must not have a #fragment';
  if (isSelf(url, options.selfOrigins)) {
    return 'points at the emulator itself; deliveries would loop back into it';
  }
  if (options.allowLocal) return null;

  if (url.protocol !== 'https:') return 'must use https';
  const port = url.port === '' ? 443 : Number(url.port);
  if (port !== 443 && port !== 8443) return `uses port ${port}; only 443 and 8443 are allowed`;
  const why = internalHostReason(url.hostname);
  return why ? `points at ${why}` : null;
}

/** Why a host is private or internal, or null for a public one. */
export function internalHostReason(hostname: string): string | null {
  let host = hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  const ip = parseIp(host);
  if (ip) return addressProblem(ip);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback name (localhost)';
  for (const suffix of INTERNAL_SUFFIXES) {
    if (host.endsWith(suffix)) return `an internal name (*${suffix})`;
  }
  if (!host.includes('.')) return `a single-label name ("${host}"), which only resolves inside a network`;
  return null;
}

const INTERNAL_SUFFIXES = ['.local', '.internal', '.home.arpa', '.lan', '.intranet', '.corp'];

function portOf(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

function bare(hostname: string): string {
  const host = hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host.replace(/\.$/, '');
}

/**
 * Whether the URL reaches the emulator itself, in any spelling: its own host name, or — for a
 * server listening on a loopback or unspecified address — any loopback or unspecified address in
 * any notation (`127.0.0.2`, `[::ffff:127.0.0.1]`, `[::ffff:7f00:1]`, `0.0.0.0`, `localhost`) on
 * its port. Names are checked again on their resolved addresses before each delivery.
 */
function isSelf(url: URL, selfOrigins: readonly string[]): boolean {
  const host = bare(url.hostname);
  const ip = parseIp(host);
  const port = portOf(url);
  for (const raw of selfOrigins) {
    let self: URL;
    try {
      self = new URL(raw);
    } catch {
      continue;
    }
    if (portOf(self) !== port) continue;
    const selfHost = bare(self.hostname);
    if (selfHost === host) return true;
    const selfIp = parseIp(selfHost);
    const selfLocal = selfHost === 'localhost' || (selfIp !== null && isLoopbackOrUnspecified(selfIp));
    if (!selfLocal) continue;
    if (host === 'localhost' || host.endsWith('.localhost')) return true;
    if (ip && isLoopbackOrUnspecified(ip)) return true;
  }
  return false;
}
