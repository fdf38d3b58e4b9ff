import { WebhookVerificationError } from './errors.ts';

/** Payload contract version: `v1` for now; later versions only add fields. */
export type WebhookApiVersion = 'v1' | (string & {});

/**
 * The envelope of every delivery. Fields the platform adds later are kept at runtime (never stripped),
 * even though these types do not name them yet.
 */
export interface WebhookEnvelope<TType extends string = string, TData = Record<string, unknown>> {
  /** Unique event id, stable across retries and redeliveries: the de-duplication key. */
  id: string;
  /** Event type, e.g. `application.received`. */
  type: TType;
  /** Payload contract version. */
  apiVersion: WebhookApiVersion;
  /** ISO 8601: when the platform emitted the event; stable across retries. */
  createdAt: string;
  /** ISO 8601: business time of the underlying event. Order events by this, delivery order is not guaranteed. */
  occurredAt: string;
  /** The organization's id. */
  organizationId: string;
  /** Type-specific body. */
  data: TData;
}

/** One answer to a job's screening question. */
export interface ScreeningAnswer {
  questionId: string;
  question: string;
  /** The candidate's answer; its shape depends on `answerKind`. */
  answer: unknown;
  questionType: string;
  answerKind: string;
  required: boolean;
  disqualifying: boolean;
}

/** `data.application` of `application.received`. */
export interface ReceivedApplication {
  /** Stable application id, identical on desktop and mobile apply flows: safe as the application key. */
  id: string;
  /** Pipeline card id. */
  listItemId: string;
  /** Link to the applicant in the employer application. */
  url: string;
  /** ISO 8601. */
  appliedAt: string;
  /** Apply flow that produced the application. */
  source: string;
  qualificationStatus: string;
  /** Empty when the job has no screening questions. */
  screeningAnswers: ScreeningAnswer[];
}

/** `data.job` of `application.received`. */
export interface ApplicationJob {
  /** Platform post id, the same id the job-builder API returns. */
  postId: string;
  /** Public job page. */
  url: string;
  title: string;
  locationName: string;
  countryCode: string;
  isRemote: boolean;
  workspaceId: string;
}

/** `data.candidate` of `application.received`. */
export interface ApplicationCandidate {
  /** Opaque handle starting `pc1.`, random per payload: never a person key. */
  publicId: string;
  name: string;
  /** The stable person key, to match people across applications. */
  email: string;
  phoneNumber: string;
  locationName: string;
  countryCode: string;
  /** Present only when a resume was supplied: an authenticated redemption link (needs a `webhooks:read` key). */
  resumeUrl?: string;
  /** Present only when a video was uploaded: a publicly fetchable CDN URL. */
  videoUrl?: string;
}

/** `data` of `application.received`. */
export interface ApplicationReceivedData {
  application: ReceivedApplication;
  job: ApplicationJob;
  candidate: ApplicationCandidate;
}

/** A candidate completed an application to one of the organization's jobs. */
export type ApplicationReceivedEvent = WebhookEnvelope<'application.received', ApplicationReceivedData>;

/**
 * Sent on endpoint creation, on a url change and on each verify call, and retried on the delivery
 * schedule until echoed (the same challenge may come more than once); answer 2xx with exactly
 * `data.challenge` as the body.
 */
export type WebhookVerifyEvent = WebhookEnvelope<'webhook.verify', { challenge: string }>;

/** Sent by the endpoint's test action. */
export type WebhookPingEvent = WebhookEnvelope<'webhook.ping', { test: true }>;

/** Event type → event, for the event types this version of the package knows. */
export interface WebhookEventMap {
  'application.received': ApplicationReceivedEvent;
  'webhook.verify': WebhookVerifyEvent;
  'webhook.ping': WebhookPingEvent;
}

/** Event types this version of the package knows. */
export type KnownWebhookEventType = keyof WebhookEventMap;

/** The known events, a union discriminated by `type`. */
export type KnownWebhookEvent = WebhookEventMap[KnownWebhookEventType];

/** An event of a type this version of the package does not know yet: passed through untouched. */
export type UnknownWebhookEvent = WebhookEnvelope<string, Record<string, unknown>>;

/**
 * What `verify` returns. Narrow it with {@link isEventType} (or {@link isKnownEvent} then `switch` on
 * `type`): a plain `event.type === '...'` check cannot rule out the pass-through member.
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

/** The event types this version of the package knows (others pass through as `UnknownWebhookEvent`). */
export const KNOWN_WEBHOOK_EVENT_TYPES: readonly KnownWebhookEventType[] = [
  'application.received',
  'webhook.verify',
  'webhook.ping',
];

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
