import { createDeliveryProcessor, PayloadTooLargeError, type WebhookHandlerOptions } from './engine.ts';
import { concatBytes } from './payload.ts';

/** A Fetch route handler: `Request → Response`. */
export type FetchWebhookHandler = (request: Request) => Promise<Response>;

/** Reads a Fetch request's raw bytes, refusing more than `limit` bytes without buffering them. */
export async function readRequestBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new PayloadTooLargeError();
  if (request.bodyUsed || request.body?.locked === true) {
    throw new TypeError(
      'createWebhookHandler needs the raw request body to verify the signature, but the body was already ' +
        'parsed or consumed (e.g. by `await request.json()`, or `c.req.json()` in Hono). Pass the request ' +
        'before reading its body, or verify the raw text yourself with verify(await request.text(), ...).',
    );
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return chunks.length === 0 ? new Uint8Array(0) : concatBytes(chunks, total);
}

/**
 * Creates a Fetch `Request → Response` webhook endpoint (Next.js App Router, Hono, Bun, Deno,
 * Cloudflare Workers). It reads the raw body, verifies it (401 with `{ error: { code } }` on failure),
 * answers `webhook.verify` by echoing the challenge as `text/plain`, skips events already handled
 * (same `id`), dispatches to your handlers, and answers 200, or 500 when a handler throws so the
 * platform retries.
 * @example
 * // app/webhooks/route.ts (Next.js)
 * export const POST = createWebhookHandler({
 *   secret: process.env.WEBHOOK_SECRET!,
 *   handlers: { 'application.received': async (event) => saveApplication(event.data) },
 * });
 */
export function createWebhookHandler(options: WebhookHandlerOptions): FetchWebhookHandler {
  const process = createDeliveryProcessor(options);
  return async (request) => {
    const result = await process({
      method: request.method,
      headers: request.headers,
      readBody: (limit) => readRequestBody(request, limit),
    });
    return new Response(result.body, { status: result.status, headers: result.headers });
  };
}
