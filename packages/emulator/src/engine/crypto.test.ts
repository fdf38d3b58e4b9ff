import { createHash, createHmac, randomBytes as nodeRandomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prng } from '../shared/random.ts';
import { hmacSha256, sha256Hex, timingSafeEqual, toBase64Url, toHex } from './crypto.ts';

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto on random inputs of every length around the block boundaries', () => {
    const rand = prng(7);
    for (let len = 0; len < 300; len++) {
      const data = Uint8Array.from({ length: len }, () => Math.floor(rand() * 256));
      expect(sha256Hex(data), `length ${len}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231', () => {
    const key = new Uint8Array(20).fill(0x0b);
    expect(toHex(hmacSha256(key, 'Hi There'))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(longKey, 'Test Using Larger Than Block-Size Key - Hash Key First'))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('agrees with node:crypto on random keys and messages', () => {
    for (let i = 0; i < 200; i++) {
      const key = nodeRandomBytes(i % 100);
      const data = nodeRandomBytes((i * 7) % 257);
      expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
  });
});

describe('helpers', () => {
  it('encodes base64url without padding and compares in constant shape', () => {
    const bytes = nodeRandomBytes(33);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abc', 'abd')).toBe(false);
    expect(timingSafeEqual('abc', 'abcd')).toBe(false);
  });
});
