import { WebhookVerificationError } from './errors.ts';
import {
  KNOWN_WEBHOOK_EVENT_TYPES,
  type KnownWebhookEvent,
  type KnownWebhookEventType,
  type WebhookEnvelope,
  type WebhookEventMap,
} from './event-types.ts';

// The event types themselves are generated from the SDK's event schemas (`event-types.ts`,
// `pnpm generate:events`); this file holds what a receiver does with them.

/** An event of a type this version of the package does not know yet: passed through untouched. */
export type UnknownWebhookEvent = WebhookEnvelope<string, Record<string, unknown>>;

/**
 * What `verify` returns. Narrow it with {@link isEventType} (or {@link isKnownEvent} then `switch` on
 * `type`): a plain `event.type === '...'` check cannot rule out the pass-through member.
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

/** Whether the event is of a type this package knows (then `switch (event.type)` narrows fully). */
export function isKnownEvent(event: WebhookEvent): event is KnownWebhookEvent {
  return (KNOWN_WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type);
}

/**
 * Narrows an event to one type.
 * @example
 * if (isEventType(event, 'application.received')) console.log(event.data.candidate.email);
 */
export function isEventType<T extends KnownWebhookEventType>(
  event: WebhookEvent,
  type: T,
): event is WebhookEventMap[T] {
  return event.type === type;
}

function invalid(message: string, cause?: unknown): WebhookVerificationError {
  return new WebhookVerificationError(
    'invalid_payload',
    message,
    cause === undefined ? undefined : { cause },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a verified body into an event. Light checks only: a JSON object with string `id` and
 * `type` (and a string `data.challenge` for `webhook.verify`, which must be echoed). Unknown fields
 * and unknown event types pass through.
 * @throws {WebhookVerificationError} `invalid_payload`
 */
export function parseEvent(text: string): WebhookEvent {
  let value: unknown;
  if (text === '') throw invalid('The webhook body is empty: a delivery always has a JSON body');
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalid('The webhook body is not valid JSON', error);
  }
  if (!isObject(value)) throw invalid('The webhook body is not a JSON object');
  if (typeof value.id !== 'string' || value.id === '') throw invalid('The webhook event has no string "id"');
  if (typeof value.type !== 'string' || value.type === '') {
    throw invalid('The webhook event has no string "type"');
  }
  if (
    value.type === 'webhook.verify' &&
    !(isObject(value.data) && typeof value.data.challenge === 'string')
  ) {
    throw invalid('The webhook.verify event has no string "data.challenge"');
  }
  return value as unknown as WebhookEvent;
}
