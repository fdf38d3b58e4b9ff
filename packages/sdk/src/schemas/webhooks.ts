import * as z from 'zod/mini';
import type { Extended } from './common.ts';
import { intParam, objectIdSchema, pageSchema, usageRecordSchema } from './common.ts';

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

/** Spec limits of the webhooks family. */
export const WEBHOOK_LIMITS = {
  endpointsPerOrganization: 10,
  deliveriesPerDay: 5000,
  testPingsPerEndpointPerDay: 10,
  verifyPerEndpointPerHour: 5,
  deliveryTimeoutSeconds: 10,
  retryAttempts: 8,
  retentionDays: 30,
  previousSecretHours: 24,
  signatureToleranceSeconds: 300,
  assetTokenDays: 30,
  presignedUrlMinutes: 60,
} as const;

/**
 * Delay before each attempt, in seconds from the previous one: attempt 1 immediately, then +1 min,
 * +5 min, +30 min, +2 h, +5 h, +10 h, +24 h (about 1.8 days in all).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 60, 300, 1800, 7200, 18000, 36000, 86400] as const;

// ---------------------------------------------------------------------------------------------
// Endpoint as read back
// ---------------------------------------------------------------------------------------------

const webhookEndpointShape = {
  id: z.string(),
  url: z.string(),
  description: z.string(),
  /** The event types the endpoint receives (`webhook.verify` and `webhook.ping` are always sent). */
  events: z.array(z.enum(SUBSCRIBABLE_WEBHOOK_EVENT_TYPES)),
  workspaceIds: z.array(z.string()),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** Payload contract version: always `v1` for now. */
  apiVersion: z.literal('v1'),
  createdAt: z.string(),
  updatedAt: z.string(),
};
/** A webhook endpoint: url, description, subscribed events, workspaces, status, timestamps. Never the secret. */
export const webhookEndpointSchema: z.ZodMiniObject<typeof webhookEndpointShape, z.core.$strip> =
  z.object(webhookEndpointShape);
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

const webhookEndpointWithSecretExtraShape = {
  secret: z.string(),
  /** When the previous secret stops signing (rotate-secret only; null on create). */
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
  succeeded24h: z.number(),
  failed24h: z.number(),
  /** Deliveries waiting for their next attempt. */
  pending: z.number(),
  lastDeliveryAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastFailureAt: z.nullable(z.string()),
  /** Failed attempts of real events since the last delivered one (the suspension counter). */
  consecutiveFailures: z.number(),
  /** First failed attempt of the current streak, or null. */
  failingSince: z.nullable(z.string()),
};
/** Delivery statistics of the endpoint detail (attempt counts over the last 24 hours). */
export const webhookEndpointStatsSchema: z.ZodMiniObject<typeof webhookEndpointStatsShape, z.core.$strip> =
  z.object(webhookEndpointStatsShape);
export type WebhookEndpointStats = z.infer<typeof webhookEndpointStatsSchema>;

const webhookEndpointDetailExtraShape = {
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
  id: z.string(),
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
  url,
  description: z.optional(description),
  events,
  workspaceIds,
};
/** `POST /public/webhook-endpoints`. */
export const webhookEndpointCreateSchema: z.ZodMiniObject<typeof webhookEndpointCreateShape, z.core.$strict> =
  z.strictObject(webhookEndpointCreateShape);
export type WebhookEndpointCreateInput = z.input<typeof webhookEndpointCreateSchema>;

const webhookEndpointUpdateShape = {
  url: z.optional(url),
  description: z.optional(description),
  events: z.optional(events),
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

const webhookEndpointListQueryShape = {
  page: z.optional(intParam(1, 10000)),
  pageSize: z.optional(intParam(1, 50)),
};
/** `GET /public/webhook-endpoints`: page 1-10000, pageSize 1-50 (default 10). */
export const webhookEndpointListQuerySchema: z.ZodMiniObject<
  typeof webhookEndpointListQueryShape,
  z.core.$strip
> = z.object(webhookEndpointListQueryShape);
export type WebhookEndpointListQuery = z.input<typeof webhookEndpointListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Delivery log (metadata only, never payloads)
// ---------------------------------------------------------------------------------------------

const webhookDeliveryShape = {
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far (0 to 8). */
  attempts: z.number(),
  lastAttemptAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  /** HTTP status of the last attempt; null when it got no answer (time-out, network error). */
  lastStatusCode: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  /** The delivery this one replays (redeliver), or null. */
  redeliveryOf: z.nullable(z.string()),
  createdAt: z.string(),
};
/** One delivery of an event to an endpoint: its status (`pending`, `succeeded`, `failed`), attempts and last error. */
export const webhookDeliverySchema: z.ZodMiniObject<typeof webhookDeliveryShape, z.core.$strip> =
  z.object(webhookDeliveryShape);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** A page of an endpoint's delivery log, newest first. */
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);

const webhookDeliveryListQueryShape = {
  status: z.optional(
    z.enum(WEBHOOK_DELIVERY_STATUSES, { message: `must be one of ${WEBHOOK_DELIVERY_STATUSES.join(', ')}` }),
  ),
  eventType: z.optional(
    z.enum(WEBHOOK_EVENT_TYPES, { message: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
  ),
  page: z.optional(intParam(1, 10000)),
  pageSize: z.optional(intParam(1, 50)),
};
/** `GET /public/webhook-endpoints/{id}/deliveries`: newest first. */
export const webhookDeliveryListQuerySchema: z.ZodMiniObject<
  typeof webhookDeliveryListQueryShape,
  z.core.$strip
> = z.object(webhookDeliveryListQueryShape);
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Catalog, usage, assets
// ---------------------------------------------------------------------------------------------

const webhookEventTypeInfoShape = {
  type: z.string(),
  description: z.string(),
  /** Whether an endpoint lists it in `events`; verify and ping are always sent. */
  subscribable: z.boolean(),
  apiVersion: z.string(),
};
/** One event type of the catalog. */
export const webhookEventTypeInfoSchema: z.ZodMiniObject<typeof webhookEventTypeInfoShape, z.core.$strip> =
  z.object(webhookEventTypeInfoShape);
export type WebhookEventTypeInfo = z.infer<typeof webhookEventTypeInfoSchema>;

const webhookEventCatalogShape = { items: z.array(webhookEventTypeInfoSchema) };
/** The event-type catalog: `{ items: [{ type, description, subscribable, apiVersion }] }`. */
export const webhookEventCatalogSchema: z.ZodMiniObject<typeof webhookEventCatalogShape, z.core.$strip> =
  z.object(webhookEventCatalogShape);
export type WebhookEventCatalog = z.infer<typeof webhookEventCatalogSchema>;

const webhooksUsageEndpointsShape = { count: z.number(), limit: z.number() };
const webhooksUsageEndpointsObject: z.ZodMiniObject<typeof webhooksUsageEndpointsShape, z.core.$strip> =
  z.object(webhooksUsageEndpointsShape);
const webhooksUsageExtraShape = {
  endpoints: webhooksUsageEndpointsObject,
};
/** `GET /public/usage`: deliveries today against the daily cap, and the endpoint count. */
export const webhooksUsageSchema: Extended<typeof usageRecordSchema, typeof webhooksUsageExtraShape> =
  z.extend(usageRecordSchema, webhooksUsageExtraShape);
export type WebhooksUsage = z.infer<typeof webhooksUsageSchema>;

/** The token of a resume link (`…/webhooks/public/assets/<token>`). */
export const assetTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,256}$/, { message: 'must be an asset token (URL-safe base64)' }));

const assetLinkShape = { url: z.string(), expiresAt: z.string() };
/**
 * The body of the asset redemption's `302` (its `Location` is the same URL): a presigned file URL
 * valid about an hour, fetched without the key.
 */
export const assetLinkSchema: z.ZodMiniObject<typeof assetLinkShape, z.core.$strip> =
  z.object(assetLinkShape);
export type AssetLink = z.infer<typeof assetLinkSchema>;

export { objectIdSchema };
