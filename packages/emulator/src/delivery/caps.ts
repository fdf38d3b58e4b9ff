import type { EmulatorCore } from '../engine/core.ts';
import { HttpError, rateLimited } from '../engine/errors.ts';
import type { WebhookEndpointRecord } from '../store/webhooks.ts';

const HOUR_MS = 3_600_000;

/** The daily counter of an organization's webhook deliveries (the webhooks usage read shows it). */
export function deliveryCounter(orgId: string): string {
  return `webhook-deliveries|${orgId}`;
}

/** The daily counter of an endpoint's test pings (10 a day). */
export function pingCounter(endpointId: string): string {
  return `webhook-pings|${endpointId}`;
}

/** The rolling window of an endpoint's manual re-verifications (5 in any hour). */
export function verifyWindow(endpointId: string): string {
  return `webhook-verify|${endpointId}`;
}

/**
 * The delivery engine's limits, counted on the engine's quotas: an organization's daily cap of
 * deliveries, an endpoint's test pings per day and its manual re-verifications per hour.
 */
export class DeliveryCaps {
  readonly #core: EmulatorCore;

  constructor(core: EmulatorCore) {
    this.#core = core;
  }

  /** Counts one delivery against the organization's daily cap; false when the cap is used up. */
  takeDailySlot(orgId: string): boolean {
    const limit = this.#core.quotas.config.webhooks.deliveriesPerDay;
    try {
      this.#core.quotas.reserveDaily(deliveryCounter(orgId), limit, 'Daily webhook deliveries').commit();
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) return false;
      throw err;
    }
  }

  /**
   * One test ping of the endpoint's 10 a day and one delivery of the organization's daily cap, or
   * the 429 of whichever is used up (then neither is spent).
   */
  takePingSlots(ep: WebhookEndpointRecord, what: string, capMessage: string): void {
    const pingSlot = this.#core.quotas.reserveDaily(
      pingCounter(ep.id),
      this.#core.quotas.config.webhooks.testPingsPerEndpointPerDay,
      what,
    );
    if (!this.takeDailySlot(ep.orgId)) {
      pingSlot.release();
      throw this.capExceeded(capMessage);
    }
    pingSlot.commit();
  }

  /** One manual re-verification of the endpoint: at most 5 in any 60 minutes, or a 429. */
  takeVerifySlot(ep: WebhookEndpointRecord): void {
    this.#core.quotas.hitWindow(
      verifyWindow(ep.id),
      this.#core.quotas.config.webhooks.verifyPerEndpointPerHour,
      HOUR_MS,
      'Re-verification of this endpoint',
    );
  }

  /** What a delivery parked by the cap records as its error. */
  parkedMessage(): string {
    const q = this.#core.quotas;
    return `parked: the organization's daily cap of ${q.config.webhooks.deliveriesPerDay} deliveries was reached; redeliver after ${q.resetsAt()} (UTC midnight)`;
  }

  /** The 429 of a used-up daily cap, followed by `what` (what was not done). */
  capExceeded(what: string): HttpError {
    const q = this.#core.quotas;
    const limit = q.config.webhooks.deliveriesPerDay;
    return rateLimited(
      `The organization's daily cap of ${limit} webhook deliveries is used up until ${q.resetsAt()} (UTC midnight). ${what}`,
      q.secondsToReset(),
      { limit, period: 'utc_day' },
    );
  }
}
