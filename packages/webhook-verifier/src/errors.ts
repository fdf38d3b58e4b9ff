/**
 * Why a delivery was rejected. The codes are stable: match on them, not on messages.
 *
 * - `missing_header`: `webhook-id`, `webhook-timestamp` or `webhook-signature` is absent or empty.
 * - `invalid_timestamp`: `webhook-timestamp` is not a plain number of seconds (digits only).
 * - `timestamp_too_old` / `timestamp_too_new`: the timestamp is outside the tolerance around the clock.
 * - `no_matching_signature`: no `v1` signature of the header matches any of the secrets.
 * - `invalid_secret`: a configured secret is empty or not base64 (a configuration error).
 * - `invalid_payload`: the signature is valid but the body is not a JSON object with string `id` and `type`.
 */
export type WebhookVerificationErrorCode =
  | 'missing_header'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_secret'
  | 'invalid_payload';

/** Every `code` of a `WebhookVerificationError`. */
export const WEBHOOK_VERIFICATION_ERROR_CODES: readonly WebhookVerificationErrorCode[] = [
  'missing_header',
  'invalid_timestamp',
  'timestamp_too_old',
  'timestamp_too_new',
  'no_matching_signature',
  'invalid_secret',
  'invalid_payload',
];

// A registered symbol rather than `instanceof` alone, so two copies of this package (or two realms)
// still recognise each other's errors.
const brand = Symbol.for('@platform-api/webhook-verifier/WebhookVerificationError');

/** Thrown by `verify`/`verifySync` (and returned by `safeVerify`) when a delivery must be rejected. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  /** Stable machine-readable reason, see {@link WebhookVerificationErrorCode}. */
  readonly code: WebhookVerificationErrorCode;

  constructor(code: WebhookVerificationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    Object.defineProperty(this, brand, { value: true });
  }
}

/** Type guard that also works across package copies and realms, unlike `instanceof`. */
export function isWebhookVerificationError(value: unknown): value is WebhookVerificationError {
  return (
    value instanceof WebhookVerificationError ||
    (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true)
  );
}
