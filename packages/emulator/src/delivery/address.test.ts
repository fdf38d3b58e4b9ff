import { describe, expect, it } from 'vitest';
import { addressProblem, formatIp, parseIp } from './address.ts';

const problem = (text: string) => {
  const ip = parseIp(text);
  if (!ip) throw new Error(`not an IP: ${text}`);
  return addressProblem(ip);
};

describe('parseIp', () => {
  it('reads IPv4 dotted quads and every IPv6 spelling', () => {
    expect(formatIp(parseIp('192.0.2.1')!)).toBe('192.0.2.1');
    expect(formatIp(parseIp('::')!)).toBe('0:0:0:0:0:0:0:0');
    expect(formatIp(parseIp('[::1]')!)).toBe('0:0:0:0:0:0:0:1');
    expect(formatIp(parseIp('2001:DB8::8:800:200C:417A')!)).toBe('2001:db8:0:0:8:800:200c:417a');
    expect(formatIp(parseIp('::ffff:127.0.0.1')!)).toBe('0:0:0:0:0:ffff:7f00:1');
    expect(formatIp(parseIp('fe80::1%eth0')!)).toBe('fe80:0:0:0:0:0:0:1');
  });

  it('refuses what is not an IP literal', () => {
    for (const text of [
      'hooks.example.com',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      ':1:2',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'g::1',
      '',
    ]) {
      expect(parseIp(text), text).toBeNull();
    }
  });
});

describe('addressProblem', () => {
  it('allows public unicast addresses', () => {
    for (const text of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700::6810:84e5',
      '64:ff9b::808:808',
      '::ffff:8.8.8.8',
    ]) {
      expect(problem(text), text).toBeNull();
    }
  });

  it('refuses every private, loopback, link-local, CGNAT, benchmark, documentation and multicast range', () => {
    const refused = [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.2',
      '169.254.169.254',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.10',
      '192.88.99.1',
      '192.168.1.1',
      '198.19.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      '2001:2::1',
      '2001:10::1',
    ];
    for (const text of refused) expect(problem(text), text).not.toBeNull();
  });

  it('judges IPv4 carried in IPv6 by the address it carries, and refuses tunnels outright', () => {
    expect(problem('::ffff:127.0.0.1')).toMatch(/IPv4-mapped address of 127\.0\.0\.1, a loopback/);
    expect(problem('::ffff:7f00:1')).toMatch(/loopback/);
    expect(problem('::ffff:0:7f00:1')).toMatch(/IPv4-translated address of 127\.0\.0\.1/);
    expect(problem('::127.0.0.1')).toMatch(/IPv4-compatible/);
    expect(problem('64:ff9b::a9fe:a9fe')).toMatch(/NAT64 address of 169\.254\.169\.254, a link-local/);
    expect(problem('64:ff9b:1::1')).toMatch(/local-use NAT64/);
    expect(problem('2002:7f00:1::')).toMatch(/6to4/);
    expect(problem('2002:a9fe:a9fe::')).toMatch(/6to4/);
    expect(problem('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toMatch(/Teredo/);
  });
});
