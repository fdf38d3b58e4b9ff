import { describe, expect, it, vi } from 'vitest';
import { applicationReceived, delivery, now, SECRET, verifyEvent } from '../test/helpers.ts';
import type { WebhookEvent } from './event.ts';
import { createWebhookHandler, readRequestBody } from './fetch-handler.ts';

function post(event: WebhookEvent, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const signed = delivery(event);
  return new Request('https://receiver.example/webhooks', {
    method: 'POST',
    body: init.body ?? signed.body,
    headers: init.headers ?? signed.headers,
  });
}

describe('createWebhookHandler', () => {
  it('verifies, dispatches and answers 200', async () => {
    const received = vi.fn();
    const handler = createWebhookHandler({
      secret: SECRET,
      now,
      handlers: { 'application.received': received },
    });
    const response = await handler(post(applicationReceived()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(received.mock.calls[0]?.[0].data.candidate.email).toBe('ada@example.com');
  });

  it('echoes the verify challenge exactly', async () => {
    const handler = createWebhookHandler({ secret: SECRET, now });
    const response = await handler(post(verifyEvent('ch_Zm9vYmFy')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('ch_Zm9vYmFy');
  });

  it('answers 401 with the code of the failure', async () => {
    const handler = createWebhookHandler({ secret: SECRET, now });
    const { headers } = delivery(applicationReceived());
    const response = await handler(post(applicationReceived(), { body: '{"tampered":true}', headers }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'no_matching_signature' } });
  });

  it('verifies the raw bytes of a streamed body', async () => {
    const { body, headers } = delivery(applicationReceived());
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 7)
          controller.enqueue(bytes.slice(offset, offset + 7));
        controller.close();
      },
    });
    const handler = createWebhookHandler({ secret: SECRET, now });
    const request = new Request('https://receiver.example/webhooks', {
      method: 'POST',
      body: stream,
      headers,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(200);
  });
  it('explains a body that was already read (Hono c.req.json() first) instead of a stream error', async () => {
    const handler = createWebhookHandler({ secret: SECRET, now });
    const consumed = post(applicationReceived());
    await consumed.json();
    await expect(handler(consumed)).rejects.toThrow(
      expect.objectContaining({
        name: 'TypeError',
        message: expect.stringMatching(/needs the raw request body.*already parsed or consumed/),
      }),
    );
    const locked = post(applicationReceived());
    locked.body?.getReader();
    await expect(handler(locked)).rejects.toThrow(/already parsed or consumed/);
  });
});

describe('readRequestBody', () => {
  it('refuses bodies over the limit, declared or streamed', async () => {
    const declared = new Request('https://r.example', { method: 'POST', body: 'x'.repeat(20) });
    await expect(readRequestBody(declared, 10)).rejects.toMatchObject({ name: 'PayloadTooLargeError' });
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(8));
      },
    });
    const streamed = new Request('https://r.example', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expect(readRequestBody(streamed, 20)).rejects.toMatchObject({ name: 'PayloadTooLargeError' });
  });

  it('reads an empty body', async () => {
    expect(await readRequestBody(new Request('https://r.example', { method: 'POST' }), 10)).toEqual(
      new Uint8Array(0),
    );
  });
});
