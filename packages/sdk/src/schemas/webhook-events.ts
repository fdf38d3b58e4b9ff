import * as z from 'zod/mini';
import type { Extended } from './common.ts';

// The payloads the platform POSTs to webhook endpoints (spec 2, "Event envelope", "data of
// application.received", "data of webhook.verify and webhook.ping"), declared once. The emulator
// builds its deliveries as these types, the contract test parses every delivery strictly with them,
// and `@platform-api/webhook-verifier`'s event types are generated from them (`pnpm generate:events`;
// docs/decisions/webhook-event-types.md).
//
// The objects are plain `z.object`s: parsing a payload ignores fields this version does not declare
// ("within v1 the contract is additive only ... consumers ignore unknown fields"); a test that must
// notice a field the schemas do not declare checks strictly (`checkResponse('strict', …)`).

// ---------------------------------------------------------------------------------------------
// Envelope
// ---------------------------------------------------------------------------------------------

const webhookEnvelopeShape = {
  /**
   * Unique event id, stable across retries and redeliveries: the de-duplication key (also the
   * `webhook-id` header).
   */
  id: z.string(),
  /** Event type: `application.received`, `webhook.verify` or `webhook.ping` in v1. */
  type: z.string(),
  /** Payload contract version: always `v1` for now; within v1 fields are only added, never removed. */
  apiVersion: z.literal('v1'),
  /** When the platform emitted the event (ISO 8601); stable across retries. */
  createdAt: z.string(),
  /**
   * Business time of the underlying event (ISO 8601), e.g. when the candidate applied. Delivery
   * order is not guaranteed: order events by this.
   */
  occurredAt: z.string(),
  /** The organization's id. */
  organizationId: z.string(),
  /** The type-specific body. */
  data: z.record(z.string(), z.unknown()),
};
/** The envelope of every delivery, whatever the event type: `data` holds the type-specific body. */
export const webhookEnvelopeSchema: z.ZodMiniObject<typeof webhookEnvelopeShape, z.core.$strip> =
  z.object(webhookEnvelopeShape);
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

// ---------------------------------------------------------------------------------------------
// application.received
// ---------------------------------------------------------------------------------------------

const screeningAnswerShape = {
  /** The screening question's id. */
  questionId: z.string(),
  /** The question as the candidate saw it. */
  question: z.string(),
  /** The candidate's answer; its shape depends on `answerKind`. */
  answer: z.unknown(),
  /** The question's type (the spec lists no values). */
  questionType: z.string(),
  /** How `answer` is expressed (the spec lists no values). */
  answerKind: z.string(),
  /** Whether the question had to be answered. */
  required: z.boolean(),
  /** Whether a wrong answer disqualifies the candidate. */
  disqualifying: z.boolean(),
};
/** One answer to a job's screening question. */
export const screeningAnswerSchema: z.ZodMiniObject<typeof screeningAnswerShape, z.core.$strip> =
  z.object(screeningAnswerShape);
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

const receivedApplicationShape = {
  /**
   * Stable application id, identical on the desktop and mobile apply flows: safe as the
   * application key.
   */
  id: z.string(),
  /** The pipeline card id (the card in the job's pipeline in the CRM). */
  listItemId: z.string(),
  /** Link to the applicant in the employer application. */
  url: z.string(),
  /** When the candidate applied (ISO 8601). */
  appliedAt: z.string(),
  /** The apply flow that produced the application, e.g. `desktop` or `mobile`. */
  source: z.string(),
  /**
   * The outcome of the screening questions (the spec lists no values; the emulator sends
   * `not_screened`, `qualified` or `disqualified`).
   */
  qualificationStatus: z.string(),
  /** The answers to the job's screening questions; empty when the job has none. */
  screeningAnswers: z.array(screeningAnswerSchema),
};
/** `data.application` of `application.received`: the application itself. */
export const receivedApplicationSchema: z.ZodMiniObject<typeof receivedApplicationShape, z.core.$strip> =
  z.object(receivedApplicationShape);
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

const applicationJobShape = {
  /** The platform post id, the same id the job-builder API returns. */
  postId: z.string(),
  /** The public job page. */
  url: z.string(),
  /** The job's title. */
  title: z.string(),
  /** Where the job is, as a place name. */
  locationName: z.string(),
  /** The job's country (ISO 3166-1 alpha-2). */
  countryCode: z.string(),
  /** Whether the job is remote. */
  isRemote: z.boolean(),
  /** The workspace the job belongs to. */
  workspaceId: z.string(),
};
/** `data.job` of `application.received`: the job applied to. */
export const applicationJobSchema: z.ZodMiniObject<typeof applicationJobShape, z.core.$strip> =
  z.object(applicationJobShape);
export type ApplicationJob = z.infer<typeof applicationJobSchema>;

const applicationCandidateShape = {
  /**
   * Opaque handle starting `pc1.`, random per payload and not correlatable across events: never a
   * person key (use `email`).
   */
  publicId: z.string(),
  /** The candidate's name. */
  name: z.string(),
  /** The stable person key, used to match people across applications. */
  email: z.string(),
  /** The candidate's phone number. */
  phoneNumber: z.string(),
  /** Where the candidate is, as a place name. */
  locationName: z.string(),
  /** The candidate's country (ISO 3166-1 alpha-2). */
  countryCode: z.string(),
  /**
   * Present only when a resume was supplied: an authenticated redemption link
   * (`{base_url}/api/v3.0/webhooks/public/assets/<token>`, valid about 30 days): fetch it with a
   * `webhooks:read` key, promptly.
   */
  resumeUrl: z.optional(z.string()),
  /** Present only when a video was uploaded: a publicly fetchable CDN URL. */
  videoUrl: z.optional(z.string()),
};
/** `data.candidate` of `application.received`: the person who applied. */
export const applicationCandidateSchema: z.ZodMiniObject<typeof applicationCandidateShape, z.core.$strip> =
  z.object(applicationCandidateShape);
export type ApplicationCandidate = z.infer<typeof applicationCandidateSchema>;

const applicationReceivedDataShape = {
  /** The application: its id, pipeline card, link, apply flow and screening answers. */
  application: receivedApplicationSchema,
  /** The job applied to. */
  job: applicationJobSchema,
  /** The person who applied. */
  candidate: applicationCandidateSchema,
};
/** `data` of `application.received`: the application, the job and the candidate. */
export const applicationReceivedDataSchema: z.ZodMiniObject<
  typeof applicationReceivedDataShape,
  z.core.$strip
> = z.object(applicationReceivedDataShape);
export type ApplicationReceivedData = z.infer<typeof applicationReceivedDataSchema>;

const applicationReceivedEventShape = {
  /** Always `application.received`. */
  type: z.literal('application.received'),
  /** The application, the job and the candidate. */
  data: applicationReceivedDataSchema,
};
/**
 * A candidate completed an application to one of the organization's jobs, on the desktop or the
 * mobile apply flow; sent to active endpoints subscribed to it.
 */
export const applicationReceivedEventSchema: Extended<
  typeof webhookEnvelopeSchema,
  typeof applicationReceivedEventShape
> = z.extend(webhookEnvelopeSchema, applicationReceivedEventShape);
export type ApplicationReceivedEvent = z.infer<typeof applicationReceivedEventSchema>;

// ---------------------------------------------------------------------------------------------
// webhook.verify and webhook.ping
// ---------------------------------------------------------------------------------------------

const webhookVerifyDataShape = {
  /** Answer 2xx with exactly this string as the body (not JSON, not quoted, no whitespace). */
  challenge: z.string(),
};
/** `data` of `webhook.verify`: the challenge to echo. */
export const webhookVerifyDataSchema: z.ZodMiniObject<typeof webhookVerifyDataShape, z.core.$strip> =
  z.object(webhookVerifyDataShape);
export type WebhookVerifyData = z.infer<typeof webhookVerifyDataSchema>;

const webhookVerifyEventShape = {
  /** Always `webhook.verify`. */
  type: z.literal('webhook.verify'),
  /** The challenge to echo. */
  data: webhookVerifyDataSchema,
};
/**
 * Sent on endpoint creation and on each verify call (the emulator also on a url change), and
 * retried on the delivery schedule until echoed, so the same challenge may come more than once.
 * Answer 2xx with exactly `data.challenge` as the body; until then no real event is delivered.
 */
export const webhookVerifyEventSchema: Extended<
  typeof webhookEnvelopeSchema,
  typeof webhookVerifyEventShape
> = z.extend(webhookEnvelopeSchema, webhookVerifyEventShape);
export type WebhookVerifyEvent = z.infer<typeof webhookVerifyEventSchema>;

const webhookPingDataShape = {
  /** Always `true`. */
  test: z.literal(true),
};
/** `data` of `webhook.ping`: `{ test: true }`. */
export const webhookPingDataSchema: z.ZodMiniObject<typeof webhookPingDataShape, z.core.$strip> =
  z.object(webhookPingDataShape);
export type WebhookPingData = z.infer<typeof webhookPingDataSchema>;

const webhookPingEventShape = {
  /** Always `webhook.ping`. */
  type: z.literal('webhook.ping'),
  /** Always `{ test: true }`. */
  data: webhookPingDataSchema,
};
/** Sent by the endpoint's test action; `data.test` is true. Never affects suspension. */
export const webhookPingEventSchema: Extended<typeof webhookEnvelopeSchema, typeof webhookPingEventShape> =
  z.extend(webhookEnvelopeSchema, webhookPingEventShape);
export type WebhookPingEvent = z.infer<typeof webhookPingEventSchema>;

// ---------------------------------------------------------------------------------------------
// Every event
// ---------------------------------------------------------------------------------------------

/**
 * The events of payload contract v1, discriminated by `type`. A payload of a type added later fails
 * this schema: check the type first (`WEBHOOK_EVENT_TYPES`) and pass others through.
 */
export const knownWebhookEventSchema: z.ZodMiniDiscriminatedUnion<
  [typeof applicationReceivedEventSchema, typeof webhookVerifyEventSchema, typeof webhookPingEventSchema],
  'type'
> = z.discriminatedUnion('type', [
  applicationReceivedEventSchema,
  webhookVerifyEventSchema,
  webhookPingEventSchema,
]);
export type KnownWebhookEvent = z.infer<typeof knownWebhookEventSchema>;
