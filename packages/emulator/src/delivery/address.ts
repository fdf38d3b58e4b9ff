/**
 * IP addresses as webhook targets: parsing (IPv4 dotted quad, IPv6 with `::`, an embedded IPv4 tail
 * and a zone) and the address policy — the spec says private and internal addresses are never
 * delivered to. Addresses that carry an IPv4 address inside IPv6 (mapped, translated, compatible,
 * NAT64) are judged by the address they carry; tunnel prefixes whose other end cannot be judged
 * (6to4, Teredo) are refused outright.
 */

/** 4 bytes (IPv4) or 16 bytes (IPv6), or null when `text` is not an IP literal. */
export function parseIp(text: string): Uint8Array | null {
  let host = text;
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return parseIpv4(host) ?? parseIpv6(host);
}

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    out[i] = n;
  }
  return out;
}

function parseIpv6(text: string): Uint8Array | null {
  const zone = text.indexOf('%');
  const host = zone >= 0 ? text.slice(0, zone) : text;
  if (!host.includes(':') || !/^[0-9a-fA-F:.]+$/.test(host)) return null;
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): string[] | null => (half === '' ? [] : half.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  if (!left || !right) return null;
  const words: number[] = [];
  const all = [...left, ...(halves.length === 2 ? ['::'] : []), ...right];
  for (const [i, g] of all.entries()) {
    if (g === '::') continue;
    if (i === all.length - 1 && g.includes('.')) {
      const v4 = parseIpv4(g);
      if (!v4) return null;
      words.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      continue;
    }
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    words.push(Number.parseInt(g, 16));
  }
  if (halves.length === 1 ? words.length !== 8 : words.length > 7) return null;
  const fill = 8 - words.length;
  const at = halves.length === 2 ? left.length : 8;
  const full = [...words.slice(0, at), ...new Array(fill).fill(0), ...words.slice(at)];
  const out = new Uint8Array(16);
  for (let i = 0; i < 8; i++) {
    out[i * 2] = full[i]! >> 8;
    out[i * 2 + 1] = full[i]! & 0xff;
  }
  return out;
}

export function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join('.');
  const words: string[] = [];
  for (let i = 0; i < 16; i += 2) words.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return words.join(':');
}

/** [prefix bytes, prefix length in bits, what it is]. */
type Block = [Uint8Array, number, string];

function block(cidr: string, what: string): Block {
  const [base, bits] = cidr.split('/');
  return [parseIp(base!)!, Number(bits), what];
}

function inBlock(ip: Uint8Array, [prefix, bits]: Block): boolean {
  if (ip.length !== prefix.length) return false;
  const whole = bits >> 3;
  for (let i = 0; i < whole; i++) if (ip[i] !== prefix[i]) return false;
  const rest = bits & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (ip[whole]! & mask) === (prefix[whole]! & mask);
}

/**
 * The special-purpose blocks, parsed on the first address checked (once per process): only a test
 * that registers a webhook endpoint needs them.
 */
function blocks(): { ipv4: Block[]; ipv6: Block[]; ipv6Carriers: Block[] } {
  parsedBlocks ??= parseBlocks();
  return parsedBlocks;
}

let parsedBlocks: ReturnType<typeof parseBlocks> | undefined;

function parseBlocks() {
  const ipv4: Block[] = [
    block('0.0.0.0/8', 'the "this network" block 0.0.0.0/8'),
    block('10.0.0.0/8', 'a private address (10.0.0.0/8)'),
    block('100.64.0.0/10', 'a carrier-grade NAT address (100.64.0.0/10)'),
    block('127.0.0.0/8', 'a loopback address (127.0.0.0/8)'),
    block('169.254.0.0/16', 'a link-local address (169.254.0.0/16, cloud metadata included)'),
    block('172.16.0.0/12', 'a private address (172.16.0.0/12)'),
    block('192.0.0.0/24', 'an IETF protocol address (192.0.0.0/24)'),
    block('192.0.2.0/24', 'a documentation address (TEST-NET-1, 192.0.2.0/24)'),
    block('192.88.99.0/24', 'a 6to4 relay address (192.88.99.0/24)'),
    block('192.168.0.0/16', 'a private address (192.168.0.0/16)'),
    block('198.18.0.0/15', 'a benchmarking address (198.18.0.0/15)'),
    block('198.51.100.0/24', 'a documentation address (TEST-NET-2, 198.51.100.0/24)'),
    block('203.0.113.0/24', 'a documentation address (TEST-NET-3, 203.0.113.0/24)'),
    block('224.0.0.0/4', 'a multicast address (224.0.0.0/4)'),
    block('240.0.0.0/4', 'a reserved address (240.0.0.0/4, broadcast included)'),
  ];

  /** IPv6 prefixes that carry an IPv4 address in their last 32 bits: judged by that address. */
  const ipv6Carriers: Block[] = [
    block('::ffff:0:0/96', 'an IPv4-mapped address'),
    block('::ffff:0:0:0/96', 'an IPv4-translated address'),
    block('64:ff9b::/96', 'a NAT64 address'),
    block('::/96', 'an IPv4-compatible address'),
  ];

  const ipv6: Block[] = [
    block('::/128', 'the unspecified address (::)'),
    block('::1/128', 'the loopback address (::1)'),
    block('64:ff9b:1::/48', 'a local-use NAT64 address (64:ff9b:1::/48)'),
    block('100::/64', 'a discard-only address (100::/64)'),
    block('2001::/32', 'a Teredo tunnel address (2001::/32)'),
    block('2001:2::/48', 'a benchmarking address (2001:2::/48)'),
    block('2001:10::/28', 'an ORCHID address (2001:10::/28)'),
    block('2001:20::/28', 'an ORCHID address (2001:20::/28)'),
    block('2001:db8::/32', 'a documentation address (2001:db8::/32)'),
    block('3fff::/20', 'a documentation address (3fff::/20)'),
    block('2002::/16', 'a 6to4 tunnel address (2002::/16)'),
    block('5f00::/16', 'a segment-routing address (5f00::/16)'),
    block('fc00::/7', 'a unique local address (fc00::/7, cloud metadata included)'),
    block('fe80::/10', 'a link-local address (fe80::/10)'),
    block('fec0::/10', 'a site-local address (fec0::/10)'),
    block('ff00::/8', 'a multicast address (ff00::/8)'),
  ];
  return { ipv4, ipv6, ipv6Carriers };
}

/** Why an address may not be a webhook target, or null for a public unicast address. */
export function addressProblem(ip: Uint8Array): string | null {
  const { ipv4, ipv6, ipv6Carriers } = blocks();
  if (ip.length === 4) {
    for (const b of ipv4) if (inBlock(ip, b)) return b[2];
    return null;
  }
  for (const b of ipv6) if (inBlock(ip, b)) return b[2];
  for (const carrier of ipv6Carriers) {
    if (!inBlock(ip, carrier)) continue;
    const inner = ip.subarray(12);
    const why = addressProblem(inner);
    return why ? `${carrier[2]} of ${formatIp(inner)}, ${why}` : null;
  }
  return null;
}

/** Loopback or unspecified, in any spelling (IPv4, IPv6, or IPv4 carried in IPv6): the local machine. */
export function isLoopbackOrUnspecified(ip: Uint8Array): boolean {
  if (ip.length === 4) return ip[0] === 127 || (ip[0] === 0 && ip[1] === 0 && ip[2] === 0 && ip[3] === 0);
  if (ip.every((b, i) => b === 0 || (i === 15 && b === 1))) return true;
  for (const carrier of blocks().ipv6Carriers)
    if (inBlock(ip, carrier)) return isLoopbackOrUnspecified(ip.subarray(12));
  return false;
}
