import { randomBytes, randomInt } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifySignatureSync, verifySync } from '../src/index.ts';
import { verifyWithWebCrypto } from '../src/verify.ts';

const NOW = new Date('2026-11-20T10:00:00Z');
const now = () => NOW;

function randomSecret(): string {
  return `whsec_${randomBytes(randomInt(16, 64)).toString('base64')}`;
}

function randomText(length: number): string {
  // Mixed ASCII, accents, CJK and astral characters: UTF-8 of 1 to 4 bytes.
  const pool = ['a', 'Z', '0', ' ', '"', '\\', '\n', 'é', 'ß', '日', '本', '🎉', '𝄞', '{', '}'];
  let text = '';
  for (let index = 0; index < length; index++) text += pool[randomInt(pool.length)];
  return text;
}

describe('against the standardwebhooks reference package', () => {
  it('verifies every signature it produces over many random bodies', async () => {
    for (let round = 0; round < 300; round++) {
      const secret = randomSecret();
      const id = `msg_${randomBytes(8).toString('hex')}`;
      const body = JSON.stringify({ id, type: 'x.random', data: { text: randomText(randomInt(0, 2000)) } });
      const signature = new Webhook(secret).sign(id, NOW, body);
      const headers = {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(NOW.getTime() / 1000)),
        'webhook-signature': signature,
      };
      expect(verifySync(body, headers, { secret, now })).toEqual(JSON.parse(body));
      expect(verifySignatureSync(Buffer.from(body), headers, { secret, now }).id).toBe(id);
      if (round % 10 === 0) {
        await expect(
          verifyWithWebCrypto(new TextEncoder().encode(body), headers, { secret, now }),
        ).resolves.toEqual(JSON.parse(body));
      }
    }
  });

  it('signs what the reference verifies', async () => {
    for (let round = 0; round < 50; round++) {
      const secret = randomSecret();
      const body = JSON.stringify({ text: randomText(randomInt(0, 500)) });
      const headers = await signWebhook({ secret, id: `msg_${round}`, payload: body });
      expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    }
  });

  it('is stricter than the reference on timestamps with trailing garbage', () => {
    const secret = randomSecret();
    const body = '{"id":"msg_1","type":"webhook.ping","data":{"test":true}}';
    const timestamp = `${Math.floor(Date.now() / 1000)}abc`;
    const signature = new Webhook(secret).sign('msg_1', new Date(), body);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': signature };
    // The reference parses the header with parseInt and checks a signature over the parsed number.
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => verifySync(body, headers, { secret })).toThrow(
      expect.objectContaining({ code: 'invalid_timestamp' }),
    );
  });
});
