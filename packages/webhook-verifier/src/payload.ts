import { WebhookVerificationError } from './errors.ts';

/**
 * The raw request body exactly as received: bytes (`Uint8Array`, Node `Buffer`, `ArrayBuffer`, any
 * `ArrayBufferView`) or a string. Never a parsed object: re-serialised JSON does not match the signature.
 */
export type WebhookPayload = string | Uint8Array | ArrayBuffer | ArrayBufferView;

/** The body as a string or a byte view, without copying. */
export function toBody(payload: WebhookPayload): string | Uint8Array {
  if (typeof payload === 'string' || payload instanceof Uint8Array) return payload;
  if (payload === undefined || payload === null) {
    // Frameworks hand an empty body as `undefined` (e.g. Fastify with a raw content-type parser).
    throw new WebhookVerificationError(
      'invalid_payload',
      `The raw body is empty (the payload is ${payload}): a delivery always has a JSON body. If the ` +
        'request had one, pass the raw body (string, Buffer, Uint8Array or ArrayBuffer) as received',
    );
  }
  if (payload instanceof ArrayBuffer) return new Uint8Array(payload);
  if (ArrayBuffer.isView(payload))
    return new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength);
  throw new TypeError(
    'The webhook payload must be the raw body (string, Uint8Array, Buffer or ArrayBuffer), not a parsed object: ' +
      'the signature covers the exact bytes received',
  );
}

/** The signed content starts with `${webhook-id}.${webhook-timestamp}.`; the raw body follows. */
export function signedPrefix(id: string, timestamp: string): string {
  return `${id}.${timestamp}.`;
}

const utf8 = new TextEncoder();
const text = new TextDecoder('utf-8', { ignoreBOM: false });

/** The signed content as one byte array (for WebCrypto, which takes a single buffer). */
export function signedContent(prefix: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  if (typeof body === 'string') return utf8.encode(prefix + body);
  const head = utf8.encode(prefix);
  const content = new Uint8Array(head.length + body.length);
  content.set(head, 0);
  content.set(body, head.length);
  return content;
}

/** The body as text for JSON parsing; bytes that are not UTF-8 become U+FFFD rather than failing. */
export function bodyText(body: string | Uint8Array): string {
  return typeof body === 'string' ? body : text.decode(body);
}

/** Joins body chunks; a single chunk is returned as is. */
export function concatBytes(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
