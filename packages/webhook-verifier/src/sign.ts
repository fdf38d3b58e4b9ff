import { encodeBase64 } from './base64.ts';
import { nodeHmac } from './hmac-node.ts';
import { webHmac } from './hmac-web.ts';
import { nodeCrypto } from './node-crypto.ts';
import { signedContent, signedPrefix, toBody, type WebhookPayload } from './payload.ts';
import { decodeSecret } from './secret.ts';

/** What {@link signWebhook} signs. */
export interface SignWebhookInput {
  /** Signing secret, `whsec_<base64>` or bare base64. */
  secret: string;
  /** The event id, sent as `webhook-id`. */
  id: string;
  /** The exact body to send. */
  payload: WebhookPayload;
  /**
   * Signing time: Unix seconds or a `Date`.
   * @default the current time
   */
  timestamp?: number | Date;
}

/** Delivery headers as the platform sends them (a type alias, so it fits `HeadersInit` and `Record<string, string>`). */
export type SignedWebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Signs a payload the way the platform does, for testing your receiver with realistic deliveries.
 * @example
 * const headers = await signWebhook({ secret, id: 'evt_1', payload: JSON.stringify(event) });
 * await fetch('http://localhost:3000/webhooks', { method: 'POST', headers, body: JSON.stringify(event) });
 */
export async function signWebhook(input: SignWebhookInput): Promise<SignedWebhookHeaders> {
  const seconds =
    input.timestamp === undefined
      ? Math.floor(Date.now() / 1000)
      : typeof input.timestamp === 'number'
        ? Math.floor(input.timestamp)
        : Math.floor(input.timestamp.getTime() / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('`timestamp` must be a valid time');
  decodeSecret(input.secret);
  const timestamp = String(seconds);
  const prefix = signedPrefix(input.id, timestamp);
  const body = toBody(input.payload);
  const crypto = nodeCrypto();
  const mac =
    crypto !== undefined
      ? nodeHmac(crypto, input.secret, prefix, body)
      : await webHmac(input.secret, signedContent(prefix, body));
  return {
    'webhook-id': input.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${encodeBase64(mac)}`,
  };
}
