import { addressProblem, parseIp } from './address.ts';

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
    return `uses the scheme ${url.protocol.slice(0, -1)}; only https is delivered to`;
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

function isSelf(url: URL, selfOrigins: readonly string[]): boolean {
  for (const raw of selfOrigins) {
    let self: URL;
    try {
      self = new URL(raw);
    } catch {
      continue;
    }
    if (url.origin === self.origin) return true;
    // The standalone server answers on every loopback name of its port.
    if (
      url.protocol === self.protocol &&
      url.port === self.port &&
      LOOPBACK_NAMES.has(url.hostname) &&
      LOOPBACK_NAMES.has(self.hostname)
    ) {
      return true;
    }
  }
  return false;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
