import { describe, expect, it, vi } from 'vitest';
import { createWebhookHandler, signWebhook, verify, verifySync } from '../src/index.ts';
import { applicationReceived, delivery, NOW_SECONDS, now, SECRET, verifyEvent } from './helpers.ts';

// An edge runtime: no node:crypto, only WebCrypto.
vi.mock('../src/node-crypto.ts', () => ({ nodeCrypto: () => undefined }));

describe('in a runtime without node:crypto', () => {
  it('verify() falls back to WebCrypto', async () => {
    const { body, headers } = delivery(applicationReceived());
    await expect(
      verify(new TextEncoder().encode(body), new Headers(headers), { secret: SECRET, now }),
    ).resolves.toEqual(applicationReceived());
    await expect(verify(`${body} `, headers, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'no_matching_signature',
    });
  });

  it('verifySync() explains that it needs node:crypto', () => {
    const { body, headers } = delivery(applicationReceived());
    expect(() => verifySync(body, headers, { secret: SECRET, now })).toThrow(/use the async verify/);
  });

  it('signWebhook() and the Fetch handler work', async () => {
    const body = JSON.stringify(verifyEvent('ch_edge'));
    const headers = await signWebhook({
      secret: SECRET,
      id: 'evt_verify_1',
      payload: body,
      timestamp: NOW_SECONDS,
    });
    expect(headers['webhook-signature']).toBe(delivery(verifyEvent('ch_edge')).headers['webhook-signature']);
    const handler = createWebhookHandler({ secret: SECRET, now });
    const response = await handler(
      new Request('https://edge.example/webhooks', { method: 'POST', body, headers }),
    );
    expect(await response.text()).toBe('ch_edge');
  });
});
