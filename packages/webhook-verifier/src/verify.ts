import { isWebhookVerificationError, WebhookVerificationError } from './errors.ts';
import { parseEvent, type WebhookEvent } from './event.ts';
import { readWebhookHeaders, type WebhookHeaders } from './headers.ts';
import { nodeSignatureMatches } from './hmac-node.ts';
import { webSignatureMatches } from './hmac-web.ts';
import { nodeCrypto } from './node-crypto.ts';
import { bodyText, signedContent, signedPrefix, toBody, type WebhookPayload } from './payload.ts';
import { resolveSecrets, type SecretOptions } from './secret.ts';
import { v1Signatures } from './signature.ts';
import {
  assertFreshTimestamp,
  type Clock,
  clockSeconds,
  parseTimestamp,
  resolveTolerance,
} from './timestamp.ts';

/** Options of the verification besides the secret(s). */
export interface VerifyTimingOptions {
  /**
   * Accepted distance in seconds between `webhook-timestamp` and the clock, both ways.
   * @default 300
   */
  tolerance?: number;
  /**
   * The receiver's clock: epoch milliseconds or a `Date`. Inject one in tests.
   * @default Date.now
   * @example now: () => new Date('2026-01-01T00:00:00Z')
   */
  now?: Clock;
}

/** Options of `verify`, `verifySync`, `safeVerify` and the signature-only variants. */
export type VerifyOptions = SecretOptions & VerifyTimingOptions;

/** What the signature-only checks return: the authenticated header values. */
export interface VerifiedDelivery {
  /** `webhook-id`. */
  id: string;
  /** `webhook-timestamp`, in Unix seconds. */
  timestamp: number;
}

/** Result of `safeVerify`/`safeVerifySync`. */
export type SafeVerifyResult =
  | { ok: true; event: WebhookEvent; error?: undefined }
  | { ok: false; error: WebhookVerificationError; event?: undefined };

interface Prepared {
  delivery: VerifiedDelivery;
  secrets: readonly string[];
  prefix: string;
  body: string | Uint8Array;
  signatures: string[];
}

// Everything but the HMAC: cheap checks first, so replays and malformed requests cost no hashing.
function prepare(payload: WebhookPayload, headers: WebhookHeaders, options: VerifyOptions): Prepared {
  const secrets = resolveSecrets(options);
  const body = toBody(payload);
  const tolerance = resolveTolerance(options.tolerance);
  const values = readWebhookHeaders(headers);
  const timestamp = parseTimestamp(values.timestamp);
  assertFreshTimestamp(timestamp, clockSeconds(options.now), tolerance);
  return {
    delivery: { id: values.id, timestamp },
    secrets,
    prefix: signedPrefix(values.id, values.timestamp),
    body,
    signatures: v1Signatures(values.signature),
  };
}

function noMatch(prepared: Prepared): WebhookVerificationError {
  return new WebhookVerificationError(
    'no_matching_signature',
    prepared.signatures.length === 0
      ? 'Header "webhook-signature" holds no v1 signature'
      : 'No v1 signature in "webhook-signature" matches the signing secret(s)',
  );
}

function checkSync(prepared: Prepared): void {
  const crypto = nodeCrypto();
  if (crypto === undefined) {
    throw new Error('verifySync needs node:crypto, which this runtime lacks: use the async verify() instead');
  }
  if (!nodeSignatureMatches(crypto, prepared.secrets, prepared.prefix, prepared.body, prepared.signatures)) {
    throw noMatch(prepared);
  }
}

async function checkWebCrypto(prepared: Prepared): Promise<void> {
  const content = signedContent(prepared.prefix, prepared.body);
  if (!(await webSignatureMatches(prepared.secrets, content, prepared.signatures))) throw noMatch(prepared);
}

async function check(prepared: Prepared): Promise<void> {
  if (nodeCrypto() !== undefined) checkSync(prepared);
  else await checkWebCrypto(prepared);
}

/**
 * Checks headers, timestamp and signature without parsing the body (Node: `node:crypto`).
 * @throws {WebhookVerificationError}
 */
export function verifySignatureSync(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): VerifiedDelivery {
  const prepared = prepare(payload, headers, options);
  checkSync(prepared);
  return prepared.delivery;
}

/**
 * Checks headers, timestamp and signature without parsing the body; any runtime.
 * @throws {WebhookVerificationError} (as a rejected promise)
 */
export async function verifySignature(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): Promise<VerifiedDelivery> {
  const prepared = prepare(payload, headers, options);
  await check(prepared);
  return prepared.delivery;
}

/**
 * Verifies a delivery and returns its event. Synchronous: needs `node:crypto` (Node, Bun, Deno).
 * @throws {WebhookVerificationError}
 * @example
 * const event = verifySync(rawBody, req.headers, { secret: process.env.WEBHOOK_SECRET! });
 */
export function verifySync(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): WebhookEvent {
  const prepared = prepare(payload, headers, options);
  checkSync(prepared);
  return parseEvent(bodyText(prepared.body));
}

/**
 * Verifies a delivery and returns its event. Works in every runtime: `node:crypto` when present,
 * WebCrypto otherwise.
 * @throws {WebhookVerificationError} (as a rejected promise)
 * @example
 * const event = await verify(await request.arrayBuffer(), request.headers, { secret: env.WEBHOOK_SECRET });
 */
export async function verify(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): Promise<WebhookEvent> {
  const prepared = prepare(payload, headers, options);
  await check(prepared);
  return parseEvent(bodyText(prepared.body));
}

/** The WebCrypto path of `verify`, whatever the runtime has. Internal: lets tests exercise it under Node. */
export async function verifyWithWebCrypto(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): Promise<WebhookEvent> {
  const prepared = prepare(payload, headers, options);
  await checkWebCrypto(prepared);
  return parseEvent(bodyText(prepared.body));
}

function settle(error: unknown): SafeVerifyResult {
  // Only rejections of the delivery become results; misuse (a parsed body, a broken clock) still throws.
  if (isWebhookVerificationError(error)) return { ok: false, error };
  throw error;
}

/** `verify` without throwing for rejected deliveries: `{ ok: true, event } | { ok: false, error }`. */
export async function safeVerify(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): Promise<SafeVerifyResult> {
  try {
    return { ok: true, event: await verify(payload, headers, options) };
  } catch (error) {
    return settle(error);
  }
}

/** `verifySync` without throwing for rejected deliveries: `{ ok: true, event } | { ok: false, error }`. */
export function safeVerifySync(
  payload: WebhookPayload,
  headers: WebhookHeaders,
  options: VerifyOptions,
): SafeVerifyResult {
  try {
    return { ok: true, event: verifySync(payload, headers, options) };
  } catch (error) {
    return settle(error);
  }
}
