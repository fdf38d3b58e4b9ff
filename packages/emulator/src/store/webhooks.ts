import {
  resumeUploadSchema,
  WEBHOOK_DELIVERY_STATUSES,
  webhookEndpointSchema,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema, recordDateSchema, recordDaySchema } from './dates.ts';

/**
 * Stored webhook endpoints, deliveries and resume assets. What a scheduled attempt needs (the next
 * attempt time, the exact payload) lives in the records, so an imported state picks up where it
 * stopped: the clock's tasks themselves are not exported.
 */
export const webhookEndpointRecordSchema = z.extend(webhookEndpointSchema, {
  createdAt: recordDateSchema,
  updatedAt: recordDateSchema,
  orgId: z.string(),
  /** Signing secret `whsec_<base64>`; only the create and rotate answers show it. */
  secret: z.string(),
  /** The secret before the last rotation, signing next to the new one until it expires. */
  previousSecret: z.nullable(z.string()),
  previousSecretExpiresAt: nullableRecordDateSchema,
  /** When the current url echoed a challenge; null until then (and again after a url change). */
  verifiedAt: nullableRecordDateSchema,
  /** Failed attempts of real events since the last delivered one: the suspension counter. */
  consecutiveFailures: z.number(),
  failingSince: nullableRecordDateSchema,
  createdByKeyId: z.string(),
  deletedAt: nullableRecordDateSchema,
});
export type WebhookEndpointRecord = z.output<typeof webhookEndpointRecordSchema>;

export const webhookAttemptRecordSchema = z.object({
  /** Virtual time the attempt was due (the schedule counts from it). */
  at: recordDateSchema,
  statusCode: z.nullable(z.number()),
  error: z.nullable(z.string()),
  /** Wall-clock duration of the HTTP exchange. */
  durationMs: z.number(),
});
export type WebhookAttemptRecord = z.output<typeof webhookAttemptRecordSchema>;

export const webhookDeliveryRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  /** The exact body sent (and replayed by redeliver): signatures cover these bytes. */
  payload: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptRecordSchema),
  /** When the next attempt is due; null once the delivery ended. */
  nextAttemptAt: nullableRecordDateSchema,
  /** The challenge of a webhook.verify delivery. */
  challenge: z.nullable(z.string()),
  /**
   * The url a challenge was sent to: only it is verified by the echo, and the challenge is retried
   * only while it is the endpoint's url. Absent (states saved before it existed): the endpoint's url.
   */
  challengeUrl: z.optional(z.nullable(z.string())),
  /** UTC day (YYYY-MM-DD) on which the daily cap parked it, without any attempt. */
  parkedOn: z.nullable(recordDaySchema),
  lastError: z.nullable(z.string()),
  redeliveryOf: z.nullable(z.string()),
  createdAt: recordDateSchema,
  /**
   * Start of the 30-day window (kept, listed, redeliverable): when the event's first delivery to the
   * endpoint was created; a redelivery keeps its original's. Absent (states saved before): createdAt.
   */
  windowStartsAt: z.optional(recordDateSchema),
});
export type WebhookDeliveryRecord = z.output<typeof webhookDeliveryRecordSchema>;

/** A resume behind a `…/webhooks/public/assets/<token>` link: the file as a resume upload carries it. */
export const webhookAssetRecordSchema = z.extend(resumeUploadSchema, {
  /** SHA-256 (hex) of the token: the token itself is not stored. */
  id: z.string(),
  orgId: z.string(),
  createdAt: recordDateSchema,
  expiresAt: recordDateSchema,
});
export type WebhookAssetRecord = z.output<typeof webhookAssetRecordSchema>;
