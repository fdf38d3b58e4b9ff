import { createDeliveryProcessor, PayloadTooLargeError, type WebhookHandlerOptions } from './engine.ts';
import { concatBytes } from './payload.ts';

// Structural types rather than node:http's, so the package's types need no @types/node. Node's
// IncomingMessage/ServerResponse and Express's Request/Response fit them.

/** A Node `http.IncomingMessage` or an Express `Request`. */
export interface NodeRequestLike {
  method?: string | undefined;
  headers: { readonly [name: string]: string | readonly string[] | undefined };
  /** Set by body parsers; a `Buffer` or string (`express.raw()`, `express.text()`) is used as the raw body. */
  body?: unknown;
  readableEnded?: boolean;
  /**
   * The body stream. Only async iteration is used: it is what every `IncomingMessage` (and Express
   * request) offers under every `@types/node` major, whose event-listener signatures differ.
   */
  [Symbol.asyncIterator](): AsyncIterator<unknown>;
}

/** A Node `http.ServerResponse` or an Express `Response`. */
export interface NodeResponseLike {
  statusCode: number;
  headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  end(chunk?: string): unknown;
}

/** Express's `next`. */
export type NodeNextFunction = (error?: unknown) => void;

/** A Node `http` request listener that is also an Express middleware. */
export type NodeWebhookMiddleware = (
  req: NodeRequestLike,
  res: NodeResponseLike,
  next?: NodeNextFunction,
) => Promise<void>;

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** Reads the raw body of a Node request, or takes it from a raw body parser. */
export function readNodeBody(req: NodeRequestLike, limit: number): Promise<string | Uint8Array> {
  const body = req.body;
  if (typeof body === 'string' || body instanceof Uint8Array) return Promise.resolve(body);
  // body-parser sets `{}` without reading the stream when the content type does not match.
  const unread = req.readableEnded !== true;
  if ((body !== undefined && body !== null && !(isEmptyObject(body) && unread)) || !unread) {
    return Promise.reject(
      new TypeError(
        'webhookMiddleware needs the raw request body to verify the signature, but the body was already ' +
          'parsed or consumed (e.g. by express.json()). Mount the webhook route before express.json(), ' +
          "or give it express.raw({ type: '*/*' }) so that req.body is the raw Buffer.",
      ),
    );
  }
  return readStream(req, limit);
}

/**
 * Reads the stream chunk by chunk. Past the limit it stops reading (the stream stays paused, not
 * destroyed, so the 413 can still be answered) and rejects.
 */
async function readStream(req: NodeRequestLike, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const encoder = new TextEncoder();
  const iterator = req[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<unknown>;
    try {
      step = await iterator.next();
    } catch (error) {
      throw (error as { code?: string }).code === 'ECONNRESET'
        ? new Error('The webhook request was aborted by the client')
        : error;
    }
    if (step.done) break;
    const chunk = step.value;
    const bytes =
      typeof chunk === 'string'
        ? encoder.encode(chunk)
        : chunk instanceof Uint8Array
          ? chunk
          : new Uint8Array(0);
    total += bytes.length;
    if (total > limit) throw new PayloadTooLargeError();
    chunks.push(bytes);
  }
  return chunks.length === 0 ? new Uint8Array(0) : concatBytes(chunks, total);
}

function send(res: NodeResponseLike, status: number, headers: Record<string, string>, body: string): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

/**
 * The webhook endpoint as a Node `http` request listener or an Express middleware: the same engine as
 * {@link createWebhookHandler}. It reads the raw body from the stream, or takes `req.body` when a raw
 * parser already read it (`express.raw()`); a body already parsed to an object fails loudly, since its
 * signature cannot be checked. Unexpected errors go to `next` when given, else answer 500.
 * @example
 * app.post('/webhooks', webhookMiddleware({ secret: process.env.WEBHOOK_SECRET!, onEvent }));
 * http.createServer(webhookMiddleware({ secret, onEvent })).listen(3000);
 */
export function webhookMiddleware(options: WebhookHandlerOptions): NodeWebhookMiddleware {
  const process = createDeliveryProcessor(options);
  return async (req, res, next) => {
    try {
      const result = await process({
        method: req.method,
        headers: req.headers,
        readBody: (limit) => readNodeBody(req, limit),
      });
      send(res, result.status, result.headers, result.body);
    } catch (error) {
      if (next !== undefined) {
        next(error);
        return;
      }
      console.error('Webhook endpoint failed', error);
      if (res.headersSent !== true) {
        const message = error instanceof TypeError ? error.message : 'The webhook endpoint failed';
        send(
          res,
          500,
          { 'content-type': 'application/json; charset=utf-8' },
          JSON.stringify({ error: { code: 'internal_error', message } }),
        );
      }
    }
  };
}
