import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64.ts';

describe('base64', () => {
  it('matches Buffer on random bytes of every length remainder', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = randomBytes(length);
      const encoded = encodeBase64(bytes);
      expect(encoded).toBe(bytes.toString('base64'));
      expect(Buffer.from(decodeBase64(encoded) ?? [])).toEqual(bytes);
      expect(Buffer.from(decodeBase64(encoded.replace(/=+$/, '')) ?? [])).toEqual(bytes);
      expect(Buffer.from(decodeBase64(bytes.toString('base64url')) ?? [])).toEqual(bytes);
    }
  });

  it('accepts only the standard alphabet when strict', () => {
    expect([...(decodeBase64('+/8=', true) ?? [])]).toEqual([0xfb, 0xff]);
    expect(decodeBase64('-_8=', true)).toBeUndefined();
    expect([...(decodeBase64('-_8=') ?? [])]).toEqual([0xfb, 0xff]);
  });

  it.each(['abc$', 'ab=c', 'a', 'abcd===', 'ab cd', 'é'])('rejects %j', (text) => {
    expect(decodeBase64(text)).toBeUndefined();
  });
});
