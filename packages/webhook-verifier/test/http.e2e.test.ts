import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWebhookHandler,
  type FetchWebhookHandler,
  signWebhook,
  type WebhookEvent,
  type WebhookHandlerOptions,
  webhookMiddleware,
} from '../src/index.ts';
import { applicationReceived, SECRET, verifyEvent } from './helpers.ts';

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The minimal Node → Fetch bridge that frameworks (Hono's node-server, Next.js) provide.
function fetchDoor(handler: FetchWebhookHandler): RequestListener {
  return async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
    }
    const body =
      req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readAll(req));
    const response = await handler(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

const doors: Record<string, (options: WebhookHandlerOptions) => RequestListener> = {
  'Fetch handler': (options) => fetchDoor(createWebhookHandler(options)),
  'node:http middleware': (options) => webhookMiddleware(options),
  // What express.raw() does: the body is already a Buffer on req.body, and next exists.
  'middleware behind a raw body parser': (options) => {
    const middleware = webhookMiddleware(options);
    return async (req, res) => {
      const body = await readAll(req);
      await middleware(Object.assign(req, { body }), res, (error) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    };
  },
};

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function listen(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

async function deliver(url: string, event: WebhookEvent, secret = SECRET) {
  const body = JSON.stringify(event);
  const headers = await signWebhook({ secret, id: event.id, payload: body });
  return fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
}

describe.each(Object.keys(doors))('%s over a real node:http server', (door) => {
  const serve = (options: WebhookHandlerOptions) => listen(doors[door]!(options));

  it('echoes the verify challenge exactly', async () => {
    const url = await serve({ secret: SECRET });
    const response = await deliver(url, verifyEvent('ch_f00d-Bar_42'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ch_f00d-Bar_42');
  });

  it('handles a duplicate delivery once', async () => {
    const onEvent = vi.fn();
    const url = await serve({ secret: SECRET, onEvent });
    const first = await deliver(url, applicationReceived('evt_dup'));
    const second = await deliver(url, applicationReceived('evt_dup'));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual({ ok: true, duplicate: true });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls[0]?.[0]).toEqual(applicationReceived('evt_dup'));
  });

  it('answers 500 when the handler fails, then handles the retry', async () => {
    const saved: string[] = [];
    let failures = 1;
    const url = await serve({
      secret: SECRET,
      onError: () => {},
      handlers: {
        'application.received': (event) => {
          if (failures-- > 0) throw new Error('database unavailable');
          saved.push(event.data.application.id);
        },
      },
    });
    const failed = await deliver(url, applicationReceived('evt_retry'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { code: 'handler_error' } });
    const retried = await deliver(url, applicationReceived('evt_retry'));
    expect(retried.status).toBe(200);
    expect(saved).toEqual(['app_1']);
  });

  it('answers 401 to a delivery signed with another secret, with the code', async () => {
    const url = await serve({ secret: SECRET });
    const response = await deliver(url, applicationReceived(), 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'no_matching_signature' } });
  });

  it('accepts both secrets during a rotation', async () => {
    const url = await serve({ secrets: [SECRET, 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD'] });
    const response = await deliver(url, applicationReceived(), 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD');
    expect(response.status).toBe(200);
  });
});
