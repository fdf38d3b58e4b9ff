import * as z from 'zod/mini';
import type { Extended } from './common.ts';
import { crmPageQuerySchema, objectIdSchema, openEnum, pageSchema, usageRecordSchema } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Event types
// ---------------------------------------------------------------------------------------------

/** Every event type of payload contract v1. */
export const WEBHOOK_EVENT_TYPES = ['application.received', 'webhook.verify', 'webhook.ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Event types an endpoint subscribes to. `webhook.verify` and `webhook.ping` are not subscribed:
 * they are sent on the verify and test actions whatever the subscription.
 */
export const SUBSCRIBABLE_WEBHOOK_EVENT_TYPES = ['application.received'] as const;
export type SubscribableWebhookEventType = (typeof SUBSCRIBABLE_WEBHOOK_EVENT_TYPES)[number];

/** Lifecycle of a webhook endpoint: `pending_verification` until it echoes the challenge, then `active`; `disabled` by you, `suspended` after repeated failures. */
export const WEBHOOK_ENDPOINT_STATUSES = ['pending_verification', 'active', 'disabled', 'suspended'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** `pending` (queued or waiting for a retry), then `succeeded` or `failed` (8 failed attempts, or parked). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Spec limits of the webhooks family (the limits table's). */
export { WEBHOOK_LIMITS } from '../operations/limits.ts';

/**
 * Delay before each attempt, in seconds from the previous one: attempt 1 immediately, then +1 min,
 * +5 min, +30 min, +2 h, +5 h, +10 h, +24 h (about 1.8 days in all).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 60, 300, 1800, 7200, 18000, 36000, 86400] as const;

// ---------------------------------------------------------------------------------------------
// Endpoint as read back
// ---------------------------------------------------------------------------------------------

const webhookEndpointShape = {
  /** The endpoint's id. */
  id: z.string(),
  /**
   * The HTTPS URL events are POSTed to (port 443 or 8443); private and internal addresses are never
   * delivered to.
   */
  url: z.string(),
  /** Free-text description; an empty string when none was given. */
  description: z.string(),
  /** The event types the endpoint receives (`webhook.verify` and `webhook.ping` are always sent). */
  events: z.array(z.enum(SUBSCRIBABLE_WEBHOOK_EVENT_TYPES)),
  /** The workspaces of the creating key that the endpoint covers (24-hex ids). */
  workspaceIds: z.array(z.string()),
  /**
   * `pending_verification` until the receiver echoes the challenge, then `active`; `disabled` by a
   * PATCH; `suspended` after failing for at least 24 hours and 12 attempts.
   */
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** Payload contract version: always `v1` for now. */
  apiVersion: z.literal('v1'),
  /** When the endpoint was created (ISO 8601). */
  createdAt: z.string(),
  /** When the endpoint last changed (ISO 8601). */
  updatedAt: z.string(),
};
/** A webhook endpoint: url, description, subscribed events, workspaces, status, timestamps. Never the secret. */
export const webhookEndpointSchema: z.ZodMiniObject<typeof webhookEndpointShape, z.core.$strip> =
  z.object(webhookEndpointShape);
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const webhookEndpointWithSecretExtraShape = {
  /**
   * The signing secret, `whsec_<base64>`: returned only by create and rotate-secret, never by list or
   * read. The raw HMAC key is the base64 after `whsec_`.
   */
  secret: z.string(),
  /**
   * When the previous secret stops signing (ISO 8601, 24 hours after a rotation); null on create.
   * Not in the spec: the emulator's.
   */
  previousSecretExpiresAt: z.nullable(z.string()),
};
/** Create and rotate-secret answers: the endpoint plus its signing secret, shown only there. */
export const webhookEndpointWithSecretSchema: Extended<
  typeof webhookEndpointSchema,
  typeof webhookEndpointWithSecretExtraShape
> = z.extend(webhookEndpointSchema, webhookEndpointWithSecretExtraShape);
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

const webhookEndpointStatsShape = {
  /** Attempts in the last 24 hours, every event type. */
  total24h: z.number(),
  /** Successful attempts in the last 24 hours. */
  succeeded24h: z.number(),
  /** Failed attempts in the last 24 hours. */
  failed24h: z.number(),
  /** Deliveries waiting for their next attempt. */
  pending: z.number(),
  /** When the last attempt was made (ISO 8601); null before the first. */
  lastDeliveryAt: z.nullable(z.string()),
  /** When the last successful attempt was made (ISO 8601); null when none succeeded. */
  lastSuccessAt: z.nullable(z.string()),
  /** When the last failed attempt was made (ISO 8601); null when none failed. */
  lastFailureAt: z.nullable(z.string()),
  /** Failed attempts of real events since the last delivered one (the suspension counter). */
  consecutiveFailures: z.number(),
  /** When the current failing streak began (ISO 8601); null when the endpoint is not failing. */
  failingSince: z.nullable(z.string()),
};
/**
 * Delivery statistics of the endpoint detail (attempt counts over the last 24 hours). The spec does
 * not show these fields; they are the emulator's (docs/emulator-behavior.md).
 */
export const webhookEndpointStatsSchema: z.ZodMiniObject<typeof webhookEndpointStatsShape, z.core.$strip> =
  z.object(webhookEndpointStatsShape);
export type WebhookEndpointStats = z.infer<typeof webhookEndpointStatsSchema>;

const webhookEndpointDetailExtraShape = {
  /** Delivery statistics: attempts over the last 24 hours, pending deliveries, the failing streak. */
  stats: webhookEndpointStatsSchema,
};
/** An endpoint as `GET /public/webhook-endpoints/{id}` answers it: the list fields plus its failure counters. Never the secret. */
export const webhookEndpointDetailSchema: Extended<
  typeof webhookEndpointSchema,
  typeof webhookEndpointDetailExtraShape
> = z.extend(webhookEndpointSchema, webhookEndpointDetailExtraShape);
export type WebhookEndpointDetail = z.infer<typeof webhookEndpointDetailSchema>;

/** A page of webhook endpoints, newest first. */
export const webhookEndpointPageSchema = pageSchema(webhookEndpointSchema);

const webhookEndpointDeleteResultShape = {
  /** The deleted endpoint's id. */
  id: z.string(),
  /** Always `true`: the endpoint was soft-deleted. */
  deleted: z.literal(true),
};
/** The answer of deleting an endpoint. */
export const webhookEndpointDeleteResultSchema: z.ZodMiniObject<
  typeof webhookEndpointDeleteResultShape,
  z.core.$strip
> = z.object(webhookEndpointDeleteResultShape);
export type WebhookEndpointDeleteResult = z.infer<typeof webhookEndpointDeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoint write bodies (the allowlist)
// ---------------------------------------------------------------------------------------------

const url = z
  .string({ message: 'must be a URL string' })
  .check(
    z.trim(),
    z.minLength(1, { message: 'is required' }),
    z.maxLength(2048, { message: 'must be at most 2048 characters' }),
  );
const description = z.string().check(z.maxLength(500, { message: 'must be at most 500 characters' }));
const events = z.array(z.string(), { message: 'must be an array of event types' }).check(
  z.minLength(1, { message: 'must name at least one event type' }),
  z.maxLength(20, { message: 'at most 20 event types allowed' }),
  z.superRefine((list, ctx) => {
    for (const [i, type] of list.entries()) {
      if ((SUBSCRIBABLE_WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [i],
        message: (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)
          ? `${type} is always sent and cannot be subscribed to; subscribe to ${SUBSCRIBABLE_WEBHOOK_EVENT_TYPES.join(', ')}`
          : `unknown event type "${type}"; known types: ${SUBSCRIBABLE_WEBHOOK_EVENT_TYPES.join(', ')}`,
      });
    }
  }),
) as unknown as z.core.$ZodType<SubscribableWebhookEventType[], SubscribableWebhookEventType[]>;
// Typed as the event types one may subscribe to (a typo does not compile); checked one by one at run
// time so that `webhook.ping` and an unknown name each get their own message.
const workspaceIds = z
  .array(objectIdSchema, { message: 'must be an array of workspace ids' })
  .check(
    z.minLength(1, { message: 'must name at least one workspace' }),
    z.maxLength(50, { message: 'at most 50 workspaces allowed' }),
  );

const webhookEndpointCreateShape = {
  /**
   * Required: the HTTPS URL to deliver to, port 443 or 8443, up to 2,048 characters; private and
   * internal addresses are refused.
   */
  url,
  /** Free text, up to 500 characters; optional. */
  description: z.optional(description),
  /**
   * Required: the event types to subscribe to, at least one: `application.received` in v1
   * (`webhook.verify` and `webhook.ping` are always sent, never subscribed).
   */
  events,
  /** Required: the workspaces the endpoint covers, 1 to 50 ids (24-hex), each one of the key's. */
  workspaceIds,
};
/** `POST /public/webhook-endpoints`. */
export const webhookEndpointCreateSchema: z.ZodMiniObject<typeof webhookEndpointCreateShape, z.core.$strict> =
  z.strictObject(webhookEndpointCreateShape);
export type WebhookEndpointCreateInput = z.input<typeof webhookEndpointCreateSchema>;

const webhookEndpointUpdateShape = {
  /** A new HTTPS URL, same rules as on create (the emulator then verifies the endpoint again). */
  url: z.optional(url),
  /** A new description, up to 500 characters. */
  description: z.optional(description),
  /** The new list of subscribed event types, at least one: `application.received` in v1. */
  events: z.optional(events),
  /** `active` or `disabled`; `pending_verification` and `suspended` are set by the service only. */
  status: z.optional(
    z.enum(['active', 'disabled'], {
      message: 'must be active or disabled (suspended and pending_verification are set by the service)',
    }),
  ),
};
const webhookEndpointUpdateObject: z.ZodMiniObject<typeof webhookEndpointUpdateShape, z.core.$strict> =
  z.strictObject(webhookEndpointUpdateShape);
/** `PATCH /public/webhook-endpoints/{id}`: any of url, events, description, status. */
export const webhookEndpointUpdateSchema = webhookEndpointUpdateObject.check(
  z.refine((b) => Object.keys(b).length > 0, {
    message: 'send at least one of url, description, events, status',
  }),
);
export type WebhookEndpointUpdateInput = z.input<typeof webhookEndpointUpdateSchema>;

/** `GET /public/webhook-endpoints`: page 1-10000, pageSize 1-50 (default 10), as every CRM list. */
export const webhookEndpointListQuerySchema: typeof crmPageQuerySchema = crmPageQuerySchema;
export type WebhookEndpointListQuery = z.input<typeof webhookEndpointListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Delivery log (metadata only, never payloads)
// ---------------------------------------------------------------------------------------------

const webhookDeliveryShape = {
  /** The delivery's id. */
  id: z.string(),
  /** The endpoint the delivery goes to. */
  endpointId: z.string(),
  /** The event's id (envelope `id`, header `webhook-id`): the same on every retry and redelivery. */
  eventId: z.string(),
  /** The event type, e.g. `application.received`. */
  eventType: z.string(),
  /**
   * `pending` (queued or waiting for a retry), `succeeded`, or `failed` (8 failed attempts, or parked
   * by the daily cap). `failed` is the spec's name; the other two are the emulator's, and the spec
   * does not show the service's other names: typed `WebhookDeliveryStatus | (string & {})`.
   */
  status: openEnum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far (0 to 8). */
  attempts: z.number(),
  /** When the last attempt was made (ISO 8601); null before the first. */
  lastAttemptAt: z.nullable(z.string()),
  /** When the next attempt is due (ISO 8601); null when none is scheduled. */
  nextAttemptAt: z.nullable(z.string()),
  /** HTTP status of the last attempt; null when it got no answer (time-out, network error). */
  lastStatusCode: z.nullable(z.number()),
  /** Why the last attempt failed, e.g. `HTTP 500` or `timed out after 10 s`; null when it did not fail. */
  lastError: z.nullable(z.string()),
  /** The delivery this one replays (redeliver), or null. */
  redeliveryOf: z.nullable(z.string()),
  /** When the delivery was created (ISO 8601); records are kept 30 days. */
  createdAt: z.string(),
};
/**
 * One delivery of an event to an endpoint: its status (`pending`, `succeeded`, `failed`), attempts
 * and last error; metadata only, never the payload. The spec does not show the fields: the emulator's.
 */
export const webhookDeliverySchema: z.ZodMiniObject<typeof webhookDeliveryShape, z.core.$strip> =
  z.object(webhookDeliveryShape);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A page of an endpoint's delivery log, newest first. */
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);

const webhookDeliveryListQueryExtraShape = {
  /** Only deliveries in this status: `pending`, `succeeded` or `failed`. */
  status: z.optional(
    z.enum(WEBHOOK_DELIVERY_STATUSES, { message: `must be one of ${WEBHOOK_DELIVERY_STATUSES.join(', ')}` }),
  ),
  /** Only deliveries of this event type. */
  eventType: z.optional(
    z.enum(WEBHOOK_EVENT_TYPES, { message: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
  ),
};
/** `GET /public/webhook-endpoints/{id}/deliveries`: newest first; page and pageSize as every list. */
export const webhookDeliveryListQuerySchema: Extended<
  typeof crmPageQuerySchema,
  typeof webhookDeliveryListQueryExtraShape
> = z.extend(crmPageQuerySchema, webhookDeliveryListQueryExtraShape);
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Catalog, usage, assets
// ---------------------------------------------------------------------------------------------

const webhookEventTypeInfoShape = {
  /** The event type, e.g. `application.received`. */
  type: z.string(),
  /** What the event is and when it is sent. */
  description: z.string(),
  /** Whether an endpoint lists it in `events`; verify and ping are always sent. */
  subscribable: z.boolean(),
  /** Payload contract version of the type: `v1`. */
  apiVersion: z.string(),
};
/** One event type of the catalog. */
export const webhookEventTypeInfoSchema: z.ZodMiniObject<typeof webhookEventTypeInfoShape, z.core.$strip> =
  z.object(webhookEventTypeInfoShape);
export type WebhookEventTypeInfo = z.infer<typeof webhookEventTypeInfoSchema>;

const webhookEventCatalogShape = {
  /** The event types of v1: `application.received`, `webhook.verify`, `webhook.ping`. */
  items: z.array(webhookEventTypeInfoSchema),
};
/** The event-type catalog: `{ items: [{ type, description, subscribable, apiVersion }] }`. */
export const webhookEventCatalogSchema: z.ZodMiniObject<typeof webhookEventCatalogShape, z.core.$strip> =
  z.object(webhookEventCatalogShape);
export type WebhookEventCatalog = z.infer<typeof webhookEventCatalogSchema>;

const webhooksUsageEndpointsShape = {
  /** Endpoints the organization has registered (deleted ones excluded). */
  count: z.number(),
  /** Most endpoints an organization may register: 10. */
  limit: z.number(),
};
const webhooksUsageEndpointsObject: z.ZodMiniObject<typeof webhooksUsageEndpointsShape, z.core.$strip> =
  z.object(webhooksUsageEndpointsShape);
const webhooksUsageExtraShape = {
  /** The organization's endpoints against the cap: `{ count, limit }`. */
  endpoints: webhooksUsageEndpointsObject,
};
/**
 * `GET /public/usage`: deliveries today against the daily cap (5,000), and the endpoint count. The
 * spec does not show the body; this shape is the emulator's.
 */
export const webhooksUsageSchema: Extended<typeof usageRecordSchema, typeof webhooksUsageExtraShape> =
  z.extend(usageRecordSchema, webhooksUsageExtraShape);
export type WebhooksUsage = z.infer<typeof webhooksUsageSchema>;

/** The token of a resume link (`…/webhooks/public/assets/<token>`). */
export const assetTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,256}$/, { message: 'must be an asset token (URL-safe base64)' }));

const assetLinkShape = {
  /** The presigned file URL, fetched without the key and valid about an hour; fetch it promptly. */
  url: z.string(),
  /** When `url` stops working (ISO 8601). */
  expiresAt: z.string(),
};
/**
 * The body of the asset redemption's `302` (its `Location` is the same URL): a presigned file URL
 * valid about an hour, fetched without the key.
 */
export const assetLinkSchema: z.ZodMiniObject<typeof assetLinkShape, z.core.$strip> =
  z.object(assetLinkShape);
export type AssetLink = z.infer<typeof assetLinkSchema>;

export { objectIdSchema };
