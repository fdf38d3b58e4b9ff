import { createMemoryDedupeStore, DEFAULT_DEDUPE_TTL_SECONDS, type DedupeStore } from './dedupe.ts';
import { isWebhookVerificationError } from './errors.ts';
import type { WebhookEvent } from './event.ts';
import type { KnownWebhookEventType, WebhookEventMap } from './event-types.ts';
import type { WebhookHeaders } from './headers.ts';
import type { SecretOptions } from './secret.ts';
import { resolveSecrets } from './secret.ts';
import { resolveTolerance } from './timestamp.ts';
import { type VerifyOptions, type VerifyTimingOptions, verify } from './verify.ts';

/** Handles one event. Throw (or reject) to answer 500, so the platform retries the delivery later. */
export type WebhookEventHandler<TEvent = WebhookEvent> = (event: TEvent) => unknown;

/** One handler per known event type. */
export type WebhookHandlers = { [K in KnownWebhookEventType]?: WebhookEventHandler<WebhookEventMap[K]> };

/** Options shared by {@link createWebhookHandler} and {@link webhookMiddleware}, besides the secret(s). */
export interface WebhookHandlerBaseOptions extends VerifyTimingOptions {
  /**
   * Handlers by event type; take precedence over `onEvent` for their type.
   * @example handlers: { 'application.received': async (event) => saveApplication(event.data) }
   */
  handlers?: WebhookHandlers;
  /**
   * Receives every verified, non-duplicate event without a handler in `handlers`, including
   * `webhook.verify` and `webhook.ping` and event types added later. The verify challenge is answered
   * for you either way.
   */
  onEvent?: WebhookEventHandler;
  /**
   * Remembers handled event ids so a redelivered event is handled once. `false` turns it off.
   * @default an in-memory store (10,000 ids, per process)
   */
  dedupe?: DedupeStore | false;
  /**
   * How long a handled id is remembered, in seconds.
   * @default 259200 (3 days)
   */
  dedupeTtl?: number;
  /**
   * Largest body accepted, in bytes; larger ones are answered 413.
   * @default 1048576 (1 MiB)
   */
  maxBodyBytes?: number;
  /**
   * Told about a failing handler or de-duplication store (the delivery is answered 500 and retried).
   * @default console.error
   */
  onError?: (error: unknown, event: WebhookEvent) => void;
}

/** Options of {@link createWebhookHandler} and {@link webhookMiddleware}. */
export type WebhookHandlerOptions = SecretOptions & WebhookHandlerBaseOptions;

/** A delivery as a door (Fetch, Node http) hands it to the engine. */
export interface DeliveryRequest {
  method: string | undefined;
  headers: WebhookHeaders;
  /** Reads the raw body; throws {@link PayloadTooLargeError} past `limit` bytes. */
  readBody: (limit: number) => Promise<string | Uint8Array>;
}

/** What the door answers. */
export interface DeliveryResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Thrown by a door's `readBody` past the size limit. */
export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}): DeliveryResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

function failure(status: number, code: string, message: string, headers?: Record<string, string>) {
  return json(status, { error: { code, message } }, headers);
}

type Outcome = 'handled' | 'duplicate' | 'failed';

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`\`${name}\` must be a positive number`);
  return value;
}

function respond(event: WebhookEvent, outcome: Outcome): DeliveryResponse {
  if (outcome === 'failed') {
    return failure(500, 'handler_error', 'The webhook handler failed; the delivery will be retried');
  }
  if (event.type === 'webhook.verify') {
    // The platform activates the endpoint when the body echoes the challenge exactly.
    const challenge = (event as WebhookEventMap['webhook.verify']).data.challenge;
    return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: challenge };
  }
  return json(200, outcome === 'duplicate' ? { ok: true, duplicate: true } : { ok: true });
}

/**
 * The one engine behind every door: verify, answer the challenge, de-duplicate, dispatch. Doors only
 * translate their request and response types.
 */
export function createDeliveryProcessor(
  options: WebhookHandlerOptions,
): (request: DeliveryRequest) => Promise<DeliveryResponse> {
  // Configuration errors surface when the handler is created, not on the first delivery.
  resolveSecrets(options);
  resolveTolerance(options.tolerance);
  const verifyOptions = options as VerifyOptions;
  const store = options.dedupe === false ? undefined : (options.dedupe ?? createMemoryDedupeStore());
  const ttl = positive('dedupeTtl', options.dedupeTtl ?? DEFAULT_DEDUPE_TTL_SECONDS);
  const maxBodyBytes = positive('maxBodyBytes', options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  const handlers = (options.handlers ?? {}) as Record<string, WebhookEventHandler | undefined>;
  const onError =
    options.onError ??
    ((error: unknown, event: WebhookEvent) =>
      console.error(`Webhook handler failed for event ${event.id}`, error));
  // Deliveries of the same id being handled right now: a concurrent duplicate waits for the outcome
  // instead of answering 200 for an event that might still fail. Unused with `dedupe: false`.
  const inFlight = new Map<string, Promise<Outcome>>();

  const dispatch = async (event: WebhookEvent): Promise<Outcome> => {
    let claimed = false;
    try {
      if (store !== undefined) {
        claimed = await store.claim(event.id, ttl);
        if (!claimed) return 'duplicate';
      }
      // Own properties only: a `type` such as "constructor" or "__proto__" must not reach Object.prototype.
      const handler =
        (Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined) ?? options.onEvent;
      if (handler !== undefined) await handler(event);
      return 'handled';
    } catch (error) {
      if (claimed && store !== undefined) {
        try {
          await store.release(event.id);
        } catch (releaseError) {
          onError(releaseError, event);
        }
      }
      onError(error, event);
      return 'failed';
    }
  };

  return async (request) => {
    if (request.method !== undefined && request.method.toUpperCase() !== 'POST') {
      return failure(405, 'method_not_allowed', 'Webhook deliveries are POST requests', { allow: 'POST' });
    }
    let body: string | Uint8Array;
    try {
      body = await request.readBody(maxBodyBytes);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return failure(413, 'payload_too_large', `The body exceeds ${maxBodyBytes} bytes`, {
          connection: 'close',
        });
      }
      throw error;
    }
    let event: WebhookEvent;
    try {
      event = await verify(body, request.headers, verifyOptions);
    } catch (error) {
      if (!isWebhookVerificationError(error)) throw error;
      return failure(error.code === 'invalid_payload' ? 400 : 401, error.code, error.message);
    }
    // With `dedupe: false` duplicates are handled too, concurrent ones included.
    if (store === undefined) return respond(event, await dispatch(event));
    const running = inFlight.get(event.id);
    if (running !== undefined) return respond(event, (await running) === 'failed' ? 'failed' : 'duplicate');
    const outcome = dispatch(event);
    inFlight.set(event.id, outcome);
    try {
      return respond(event, await outcome);
    } finally {
      inFlight.delete(event.id);
    }
  };
}
