import type * as z from 'zod/mini';
import {
  applicationReceivedDataSchema,
  applicationReceivedEventSchema,
  webhookPingDataSchema,
  webhookPingEventSchema,
  webhookVerifyDataSchema,
  webhookVerifyEventSchema,
} from '../schemas/webhook-events.ts';
import {
  SUBSCRIBABLE_WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../schemas/webhooks.ts';

/**
 * One event type of the webhooks, declared once beside the operations: the emulator builds its
 * payloads as `schema`'s type and lists the catalog from these rows, the contract test parses every
 * delivery strictly with `schema`, and the verifier's event types are generated from the schemas
 * (`pnpm generate:events`).
 */
export interface WebhookEventDefinition<
  Type extends WebhookEventType = WebhookEventType,
  Data extends z.core.$ZodType = z.core.$ZodType,
  Schema extends z.core.$ZodType = z.core.$ZodType,
> {
  /** The envelope's `type`. */
  readonly type: Type;
  /** The whole payload: the envelope with this type's `data`. */
  readonly schema: Schema;
  /** `data` alone. */
  readonly data: Data;
  /** Whether an endpoint lists it in `events`; `webhook.verify` and `webhook.ping` are always sent. */
  readonly subscribable: boolean;
  /** What the event is and when it is sent: the event catalog's description (`GET /public/events`). */
  readonly summary: string;
}

function defineEvent<
  Type extends WebhookEventType,
  Data extends z.core.$ZodType,
  Schema extends z.core.$ZodType,
>(
  init: Omit<WebhookEventDefinition<Type, Data, Schema>, 'subscribable'>,
): WebhookEventDefinition<Type, Data, Schema> {
  return Object.freeze({
    ...init,
    subscribable: (SUBSCRIBABLE_WEBHOOK_EVENT_TYPES as readonly string[]).includes(init.type),
  });
}

/** The event types of payload contract v1 (spec 2, "Events"), by type. */
export const webhookEvents = {
  'application.received': defineEvent({
    type: 'application.received',
    schema: applicationReceivedEventSchema,
    data: applicationReceivedDataSchema,
    summary:
      "A candidate completed an application to one of the organization's jobs (desktop or mobile apply flow).",
  }),
  'webhook.verify': defineEvent({
    type: 'webhook.verify',
    schema: webhookVerifyEventSchema,
    data: webhookVerifyDataSchema,
    summary:
      'Sent on endpoint creation, on a url change and on each verify call; answer 2xx with exactly data.challenge as the body (no JSON, no whitespace).',
  }),
  'webhook.ping': defineEvent({
    type: 'webhook.ping',
    schema: webhookPingEventSchema,
    data: webhookPingDataSchema,
    summary: 'Sent by the test action; data.test is true. Never affects the failing streak or suspension.',
  }),
} as const satisfies { readonly [T in WebhookEventType]: WebhookEventDefinition<T> };

/** The event types in the order of `WEBHOOK_EVENT_TYPES` (the catalog's order). */
export const allWebhookEvents: readonly WebhookEventDefinition[] = WEBHOOK_EVENT_TYPES.map(
  (type) => webhookEvents[type],
);

/** The payload of an event type, as the platform sends it: envelope and data. */
export type WebhookEventPayload<T extends WebhookEventType> = z.output<(typeof webhookEvents)[T]['schema']>;

/** `data` of an event type. */
export type WebhookEventData<T extends WebhookEventType> = z.output<(typeof webhookEvents)[T]['data']>;
