import { HttpError } from '../engine/errors.ts';
import type { WebhookEndpointRecord } from '../store/webhooks.ts';

/**
 * What the delivery engine reads and tells of webhook endpoints. Declared here, so the sender
 * imports no family: the webhooks family's `EndpointService` serves it.
 */
export interface DeliveryEndpoints {
  /** An endpoint by id, deleted ones too (a delivery to a deleted endpoint ends unsent). */
  get(id: string): WebhookEndpointRecord | undefined;
  /** The active endpoints of the organization subscribed to `type` that cover `workspaceId`. */
  subscribedTo(orgId: string, type: string, workspaceId: string): WebhookEndpointRecord[];
  /** Secrets that sign a delivery now: the previous one first while it is valid. */
  signingSecrets(ep: WebhookEndpointRecord, nowMs: number): string[];
  /** `url` echoed a challenge (it verifies the endpoint if `url` is still the endpoint's). */
  markVerified(id: string, atIso: string, url: string): Promise<void>;
  /** An attempt of a real event ended: the failing streak and suspension follow it. */
  noteRealAttempt(id: string, delivered: boolean, atMs: number): Promise<void>;
}

/**
 * The answer when an endpoint's status forbids what was asked (a redelivery to an endpoint that is
 * not active, activating one that is not verified).
 */
export function statusConflict(message: string, field = 'status'): HttpError {
  return new HttpError('ENDPOINT_STATUS_CONFLICT', message, { details: [{ field, message }] });
}
