import { WebhookVerificationError } from './errors.ts';

/**
 * Delivery headers as your framework hands them over: a Fetch `Headers`, or a plain object such as
 * Node's `req.headers` (any header-name case; `string` or `string[]` values).
 */
export type WebhookHeaders = Headers | { readonly [name: string]: string | readonly string[] | undefined };

/** The three headers of the Standard Webhooks scheme, as read from a delivery. */
export interface WebhookHeaderValues {
  /** `webhook-id`: the event id. */
  id: string;
  /** `webhook-timestamp`: Unix seconds, still a string (validated later). */
  timestamp: string;
  /** `webhook-signature`: one or more space-separated `v<n>,<base64>` signatures. */
  signature: string;
}

type PlainHeaders = { readonly [name: string]: string | readonly string[] | undefined };

function isFetchHeaders(headers: WebhookHeaders): headers is Headers {
  return typeof (headers as Headers).get === 'function';
}

function readPlain(headers: PlainHeaders, name: string, joiner: string): string | undefined {
  // Node lower-cases incoming header names, so the direct lookup is the common case.
  let value = headers[name];
  if (value === undefined) {
    for (const key of Object.keys(headers)) {
      if (key.length === name.length && key.toLowerCase() === name) {
        value = headers[key];
        break;
      }
    }
  }
  if (value === undefined || typeof value === 'string') return value;
  // Repeated headers: signatures from every copy are candidates; for id and timestamp the first copy wins.
  return joiner === '' ? value[0] : value.join(joiner);
}

function required(name: string, value: string | null | undefined): string {
  if (value === undefined || value === null || value === '') {
    throw new WebhookVerificationError('missing_header', `Missing required header "${name}"`);
  }
  return value;
}

/**
 * Reads `webhook-id`, `webhook-timestamp` and `webhook-signature`, whatever the header-name case.
 * @throws {WebhookVerificationError} `missing_header` when one is absent or empty.
 */
export function readWebhookHeaders(headers: WebhookHeaders): WebhookHeaderValues {
  if (headers === null || typeof headers !== 'object') {
    throw new WebhookVerificationError('missing_header', 'No headers were given');
  }
  if (isFetchHeaders(headers)) {
    return {
      id: required('webhook-id', headers.get('webhook-id')),
      timestamp: required('webhook-timestamp', headers.get('webhook-timestamp')),
      signature: required('webhook-signature', headers.get('webhook-signature')),
    };
  }
  return {
    id: required('webhook-id', readPlain(headers, 'webhook-id', '')),
    timestamp: required('webhook-timestamp', readPlain(headers, 'webhook-timestamp', '')),
    signature: required('webhook-signature', readPlain(headers, 'webhook-signature', ' ')),
  };
}
