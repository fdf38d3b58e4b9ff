import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webHmac, webSignatureMatches } from './hmac-web.ts';
import { signedContent } from './payload.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');

describe('WebCrypto HMAC', () => {
  it('equals node:crypto over random binary bodies', async () => {
    for (let round = 0; round < 20; round++) {
      const body = randomBytes(round * 97);
      const expected = createHmac('sha256', key).update('m.1.').update(body).digest();
      expect(Buffer.from(await webHmac(secret, signedContent('m.1.', body)))).toEqual(expected);
    }
  });

  it('matches the first test vector and rejects others', async () => {
    const signature = 'g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
    const content = signedContent('msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.', '{"test": 2432232314}');
    expect(await webSignatureMatches([secret], content, ['nope', signature])).toBe(true);
    expect(
      await webSignatureMatches([secret], content, ['g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OA=']),
    ).toBe(false);
    expect(await webSignatureMatches([secret], content, [])).toBe(false);
  });
});
