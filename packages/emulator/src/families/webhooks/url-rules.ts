import { isIP } from 'node:net';

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
  const kind = isIP(host);
  if (kind === 4) return ipv4Reason(host);
  if (kind === 6) return ipv6Reason(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback name (localhost)';
  for (const suffix of INTERNAL_SUFFIXES) {
    if (host.endsWith(suffix)) return `an internal name (*${suffix})`;
  }
  if (!host.includes('.')) return `a single-label name ("${host}"), which only resolves inside a network`;
  return null;
}

const INTERNAL_SUFFIXES = ['.local', '.internal', '.home.arpa', '.lan', '.intranet', '.corp'];

/** [first address, prefix length, what it is]. */
const IPV4_BLOCKS: [string, number, string][] = [
  ['0.0.0.0', 8, 'the "this network" block 0.0.0.0/8'],
  ['10.0.0.0', 8, 'a private address (10.0.0.0/8)'],
  ['100.64.0.0', 10, 'a carrier-grade NAT address (100.64.0.0/10)'],
  ['127.0.0.0', 8, 'a loopback address (127.0.0.0/8)'],
  ['169.254.0.0', 16, 'a link-local address (169.254.0.0/16, cloud metadata included)'],
  ['172.16.0.0', 12, 'a private address (172.16.0.0/12)'],
  ['192.0.0.0', 24, 'an IETF protocol address (192.0.0.0/24)'],
  ['192.168.0.0', 16, 'a private address (192.168.0.0/16)'],
  ['198.18.0.0', 15, 'a benchmarking address (198.18.0.0/15)'],
  ['224.0.0.0', 4, 'a multicast address (224.0.0.0/4)'],
  ['240.0.0.0', 4, 'a reserved address (240.0.0.0/4)'],
];

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv4Reason(ip: string): string | null {
  const n = ipv4ToInt(ip);
  for (const [base, bits, what] of IPV4_BLOCKS) {
    const size = 2 ** (32 - bits);
    const start = ipv4ToInt(base);
    if (n >= start && n < start + size) return what;
  }
  return null;
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = ipv4ToInt(tail[1]!);
    text = `${text.slice(0, tail.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

function ipv6Reason(ip: string): string | null {
  const g = ipv6Groups(ip.split('%')[0]!);
  const first = g[0] ?? 0;
  if (g.every((x) => x === 0)) return 'the unspecified address (::)';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'the loopback address (::1)';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible addresses carry an IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    const v4 = `${(g[6] ?? 0) >> 8}.${(g[6] ?? 0) & 255}.${(g[7] ?? 0) >> 8}.${(g[7] ?? 0) & 255}`;
    return ipv4Reason(v4);
  }
  if ((first & 0xfe00) === 0xfc00) return 'a unique local address (fc00::/7, cloud metadata included)';
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address (fe80::/10)';
  if ((first & 0xff00) === 0xff00) return 'a multicast address (ff00::/8)';
  return null;
}

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
