import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHmac, nodeSignatureMatches } from './hmac-node.ts';
import { nodeCrypto } from './node-crypto.ts';

const crypto = nodeCrypto()!;
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');

describe('node:crypto HMAC', () => {
  it('equals one HMAC over the concatenated content', () => {
    const body = Buffer.from([0xff, 0xfe, 0x00, 0x7b]);
    const expected = createHmac('sha256', key)
      .update(Buffer.concat([Buffer.from('m.1.'), body]))
      .digest();
    expect(Buffer.from(nodeHmac(crypto, secret, 'm.1.', body))).toEqual(expected);
  });

  it('matches the first test vector and rejects others', () => {
    const signature = 'g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
    const prefix = 'msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.';
    expect(nodeSignatureMatches(crypto, [secret], prefix, '{"test": 2432232314}', [signature])).toBe(true);
    expect(nodeSignatureMatches(crypto, [secret], prefix, '{"test": 2432232315}', [signature])).toBe(false);
    expect(nodeSignatureMatches(crypto, [secret], prefix, '{"test": 2432232314}', ['short', '%%%'])).toBe(
      false,
    );
    expect(nodeSignatureMatches(crypto, [secret], prefix, '{"test": 2432232314}', [])).toBe(false);
  });
});
