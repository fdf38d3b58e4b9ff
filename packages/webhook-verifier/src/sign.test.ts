import { describe, expect, it } from 'vitest';
import { NOW_SECONDS, SECRET, sign } from '../test/helpers.ts';
import { signWebhook } from './sign.ts';
import { verifySync } from './verify.ts';

describe('signWebhook', () => {
  it('produces the test vector', async () => {
    await expect(
      signWebhook({
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        timestamp: 1614265330,
        payload: '{"test": 2432232314}',
      }),
    ).resolves.toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('signs bytes, takes a Date, and round-trips through verify', async () => {
    const payload = new TextEncoder().encode('{"id":"evt_1","type":"webhook.ping","data":{"test":true}}');
    const headers = await signWebhook({
      secret: SECRET,
      id: 'evt_1',
      payload,
      timestamp: new Date(NOW_SECONDS * 1000),
    });
    expect(headers['webhook-signature']).toBe(sign(SECRET, 'evt_1', NOW_SECONDS, payload));
    expect(verifySync(payload, headers, { secret: SECRET, now: () => NOW_SECONDS * 1000 })).toMatchObject({
      id: 'evt_1',
    });
  });

  it('defaults to the current time and rejects bad input', async () => {
    const headers = await signWebhook({ secret: SECRET, id: 'e', payload: '{}' });
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(2);
    await expect(signWebhook({ secret: 'whsec_', id: 'e', payload: '{}' })).rejects.toMatchObject({
      code: 'invalid_secret',
    });
    await expect(
      signWebhook({ secret: SECRET, id: 'e', payload: '{}', timestamp: Number.NaN }),
    ).rejects.toThrow(RangeError);
  });
});
