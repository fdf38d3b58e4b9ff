import { describe, expect, it, vi } from 'vitest';
import { applicationReceived, delivery, headersFor, now, SECRET, verifyEvent } from '../test/helpers.ts';
import type { DedupeStore } from './dedupe.ts';
import { createDeliveryProcessor, type DeliveryRequest, PayloadTooLargeError } from './engine.ts';
import type { WebhookEvent } from './event.ts';

function request(body: string, headers: Record<string, string>, method = 'POST'): DeliveryRequest {
  return { method, headers, readBody: async () => body };
}

function signed(event: WebhookEvent) {
  const { body, headers } = delivery(event);
  return request(body, headers);
}

const quiet = { onError: () => {} };

describe('delivery engine', () => {
  it('dispatches a verified event to its handler and answers 200', async () => {
    const received = vi.fn();
    const process = createDeliveryProcessor({
      secret: SECRET,
      now,
      handlers: { 'application.received': received },
    });
    const response = await process(signed(applicationReceived()));
    expect(response).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"ok":true}',
    });
    expect(received).toHaveBeenCalledWith(applicationReceived());
  });

  it('answers 401 with the error code when verification fails', async () => {
    const onEvent = vi.fn();
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent });
    const { body, headers } = delivery(applicationReceived());
    const response = await process(request(`${body} `, headers));
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'no_matching_signature', message: expect.any(String) },
    });
    expect((await process(request(body, {}))).status).toBe(401);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('answers 400 for a signed body that is not an event', async () => {
    const process = createDeliveryProcessor({ secret: SECRET, now });
    const body = '[]';
    const headers = headersFor(body, { id: 'evt_1' });
    const response = await process(request(body, headers));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('invalid_payload');
  });

  it('echoes the verify challenge as text/plain, handled or duplicate', async () => {
    const onEvent = vi.fn();
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await process(signed(verifyEvent('ch_abc 123 "quoted"')));
      expect(response).toEqual({
        status: 200,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'ch_abc 123 "quoted"',
      });
    }
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('handles a redelivered event once', async () => {
    const onEvent = vi.fn();
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent });
    expect((await process(signed(applicationReceived('evt_1')))).body).toBe('{"ok":true}');
    expect((await process(signed(applicationReceived('evt_1')))).body).toBe('{"ok":true,"duplicate":true}');
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('answers 500 when a handler throws, and handles the retry', async () => {
    const onError = vi.fn();
    const onEvent = vi
      .fn()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce(undefined);
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent, onError });
    const failed = await process(signed(applicationReceived('evt_1')));
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body).error.code).toBe('handler_error');
    expect(failed.body).not.toContain('database down');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'database down' }),
      applicationReceived('evt_1'),
    );
    expect((await process(signed(applicationReceived('evt_1')))).status).toBe(200);
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('makes a concurrent duplicate wait for the outcome of the first', async () => {
    let finish!: (error?: Error) => void;
    const onEvent = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve()))),
    );
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent, ...quiet });
    const first = process(signed(applicationReceived('evt_1')));
    const second = process(signed(applicationReceived('evt_1')));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalled());
    finish(new Error('boom'));
    expect((await first).status).toBe(500);
    expect((await second).status).toBe(500);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('prefers the handler of the type over onEvent, and acknowledges events nobody handles', async () => {
    const ping = vi.fn();
    const onEvent = vi.fn();
    const process = createDeliveryProcessor({
      secret: SECRET,
      now,
      handlers: { 'webhook.ping': ping },
      onEvent,
    });
    const pingEvent = {
      ...applicationReceived('evt_ping'),
      type: 'webhook.ping',
      data: { test: true },
    } as WebhookEvent;
    await process(signed(pingEvent));
    await process(signed({ ...applicationReceived('evt_new'), type: 'candidate.hired' } as WebhookEvent));
    expect(ping).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'candidate.hired' }));
    const bare = createDeliveryProcessor({ secret: SECRET, now });
    expect((await bare(signed(applicationReceived()))).status).toBe(200);
  });

  it('does not merge concurrent duplicates with dedupe: false', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const onEvent = vi.fn(() => gate);
    const process = createDeliveryProcessor({ secret: SECRET, now, onEvent, dedupe: false });
    const first = process(signed(applicationReceived('evt_1')));
    const second = process(signed(applicationReceived('evt_1')));
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    finish();
    expect((await first).body).toBe('{"ok":true}');
    expect((await second).body).toBe('{"ok":true}');
  });

  it.each(['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'])(
    'gives an event of type %j to onEvent, not to Object.prototype',
    async (type) => {
      const onEvent = vi.fn();
      const process = createDeliveryProcessor({ secret: SECRET, now, onEvent, handlers: {} });
      const event = { ...applicationReceived(`evt_${type}`), type } as WebhookEvent;
      const response = await process(signed(event));
      expect(response.status).toBe(200);
      expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type }));
    },
  );

  it('uses a pluggable store, releases on failure, and can be turned off', async () => {
    const ids = new Set<string>();
    const store: DedupeStore = {
      claim: vi.fn(async (id: string) => {
        if (ids.has(id)) return false;
        ids.add(id);
        return true;
      }),
      release: vi.fn(async (id: string) => void ids.delete(id)),
    };
    const onEvent = vi.fn().mockRejectedValueOnce(new Error('x'));
    const process = createDeliveryProcessor({
      secret: SECRET,
      now,
      onEvent,
      dedupe: store,
      dedupeTtl: 60,
      ...quiet,
    });
    expect((await process(signed(applicationReceived('evt_1')))).status).toBe(500);
    expect(store.claim).toHaveBeenCalledWith('evt_1', 60);
    expect(store.release).toHaveBeenCalledWith('evt_1');
    expect((await process(signed(applicationReceived('evt_1')))).status).toBe(200);
    expect(ids.has('evt_1')).toBe(true);

    const always = vi.fn();
    const noDedupe = createDeliveryProcessor({ secret: SECRET, now, onEvent: always, dedupe: false });
    await noDedupe(signed(applicationReceived('evt_1')));
    await noDedupe(signed(applicationReceived('evt_1')));
    expect(always).toHaveBeenCalledTimes(2);
  });

  it('answers 500 when the store fails, so the platform retries', async () => {
    const store: DedupeStore = { claim: () => Promise.reject(new Error('redis down')), release: () => {} };
    const onError = vi.fn();
    const process = createDeliveryProcessor({ secret: SECRET, now, dedupe: store, onError });
    expect((await process(signed(applicationReceived()))).status).toBe(500);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('logs handler failures to console.error by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const process = createDeliveryProcessor({
      secret: SECRET,
      now,
      onEvent: () => Promise.reject(new Error('x')),
    });
    await process(signed(applicationReceived()));
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('evt_app_1'), expect.any(Error));
    spy.mockRestore();
  });

  it('answers 405 to other methods and 413 to oversized bodies', async () => {
    const process = createDeliveryProcessor({ secret: SECRET, now, maxBodyBytes: 10 });
    const { body, headers } = delivery(applicationReceived());
    const get = await process(request(body, headers, 'GET'));
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const large = await process({
      method: 'POST',
      headers,
      readBody: async (limit) => {
        expect(limit).toBe(10);
        throw new PayloadTooLargeError();
      },
    });
    expect(large.status).toBe(413);
  });

  it('refuses a bad configuration when created', () => {
    expect(() => createDeliveryProcessor({ secret: 'whsec_' })).toThrow(
      expect.objectContaining({ code: 'invalid_secret' }),
    );
    for (const secret of [
      'whsec_whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'WHSEC_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'Whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec-MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    ]) {
      expect(() => createDeliveryProcessor({ secret })).toThrow(
        expect.objectContaining({ code: 'invalid_secret' }),
      );
    }
    expect(() => createDeliveryProcessor({ secrets: [] })).toThrow(
      expect.objectContaining({ code: 'invalid_secret' }),
    );
    expect(() => createDeliveryProcessor({ secret: SECRET, tolerance: -5 })).toThrow(RangeError);
    expect(() => createDeliveryProcessor({ secret: SECRET, dedupeTtl: 0 })).toThrow(RangeError);
    expect(() => createDeliveryProcessor({ secret: SECRET, maxBodyBytes: Number.NaN })).toThrow(RangeError);
  });
});
