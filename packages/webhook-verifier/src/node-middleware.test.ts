import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { applicationReceived, delivery, now, SECRET } from '../test/helpers.ts';
import {
  type NodeRequestLike,
  type NodeResponseLike,
  readNodeBody,
  webhookMiddleware,
} from './node-middleware.ts';

function fakeRequest(body: string | undefined, headers: Record<string, string>, parsed?: unknown) {
  const stream = Readable.from(body === undefined ? [] : [Buffer.from(body)]) as unknown as NodeRequestLike;
  return Object.assign(stream, {
    method: 'POST',
    headers,
    ...(parsed === undefined ? {} : { body: parsed }),
  });
}

function fakeResponse() {
  const response = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: '',
    setHeader(name: string, value: string) {
      response.headers[name] = value;
    },
    end(chunk?: string) {
      response.body = chunk ?? '';
    },
  };
  return response satisfies NodeResponseLike;
}

describe('readNodeBody', () => {
  it('uses a raw body left by express.raw() or express.text()', async () => {
    const buffer = Buffer.from('raw');
    expect(await readNodeBody(fakeRequest(undefined, {}, buffer), 100)).toBe(buffer);
    expect(await readNodeBody(fakeRequest(undefined, {}, 'text'), 100)).toBe('text');
  });

  it('reads the stream, also behind an empty object left by a non-matching parser', async () => {
    expect(Buffer.from(await readNodeBody(fakeRequest('abc', {}), 100)).toString()).toBe('abc');
    expect(Buffer.from(await readNodeBody(fakeRequest('abc', {}, {}), 100)).toString()).toBe('abc');
  });

  it('fails loudly when the body was already parsed', async () => {
    await expect(readNodeBody(fakeRequest(undefined, {}, { id: 'evt_1' }), 100)).rejects.toThrow(
      /express\.raw/,
    );
  });

  it('refuses bodies over the limit', async () => {
    await expect(readNodeBody(fakeRequest('x'.repeat(50), {}), 10)).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
    });
  });
});

describe('webhookMiddleware', () => {
  it('answers like the Fetch handler', async () => {
    const onEvent = vi.fn();
    const middleware = webhookMiddleware({ secret: SECRET, now, onEvent });
    const { body, headers } = delivery(applicationReceived());
    const res = fakeResponse();
    await middleware(fakeRequest(body, headers), res);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"ok":true}');
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('passes a parsed body to next as an error', async () => {
    const middleware = webhookMiddleware({ secret: SECRET, now });
    const { headers } = delivery(applicationReceived());
    const next = vi.fn();
    await middleware(fakeRequest(undefined, headers, applicationReceived()), fakeResponse(), next);
    expect(next).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('express.json()') }),
    );
  });

  it('answers 500 with the explanation when there is no next', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const middleware = webhookMiddleware({ secret: SECRET, now });
    const res = fakeResponse();
    await middleware(fakeRequest(undefined, delivery(applicationReceived()).headers, { parsed: true }), res);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body).error.message).toContain('raw request body');
    spy.mockRestore();
  });
});
