import type { WebhookEventData } from '@platform-api/sdk/operations';
import {
  type SubscribableWebhookEventType,
  WEBHOOK_LIMITS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookDeliveryStatus,
  type WebhookEnvelope,
  type WebhookEventType,
} from '@platform-api/sdk/schemas';
import { utcDay } from '../engine/clock.ts';
import type { EmulatorCore } from '../engine/core.ts';
import { randomToken } from '../engine/ids.ts';
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../store/webhooks.ts';
import { VERSION } from '../version.ts';
import { DeliveryCaps } from './caps.ts';
import { challengeStop, echoesChallenge, echoProblem } from './challenge.ts';
import { type DeliveryEndpoints, statusConflict } from './endpoints.ts';
import { DeliveryLog, deliveryNotFound, windowStartMs } from './log.ts';
import type { DeliveryNetwork, RouteOptions } from './network.ts';
import { signatureHeader } from './sign.ts';

/** Success is a 2xx within this many wall-clock milliseconds. */
export const DELIVERY_TIMEOUT_MS = WEBHOOK_LIMITS.deliveryTimeoutSeconds * 1000;
export const USER_AGENT = `platform-webhooks/1.0 (emulator ${VERSION})`;

/** Event types that are not real events: they never touch the failing streak nor suspension. */
const SERVICE_EVENTS = new Set(['webhook.verify', 'webhook.ping']);

/** Attempts a delivery gets, challenges included: the spec's schedule of 8. */
const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length;

/** An event to send: its type and its `data`, typed by the event table (a renamed field fails `tsc`). */
export interface WebhookEventInput<T extends WebhookEventType = WebhookEventType> {
  orgId: string;
  type: T;
  data: WebhookEventData<T>;
  /** Business time of the event; default: when it is emitted. */
  occurredAt?: string;
}

/** What `flushWebhooks` / `POST /_emulator/webhooks/flush` answers: the attempts that finished meanwhile. */
export interface FlushResult {
  attempted: number;
  succeeded: number;
  failed: number;
}

/**
 * The delivery engine: signs and POSTs events to endpoints, retries on the virtual clock, writes
 * the delivery log (`log`), applies the daily cap. Attempts run in the background: the API request
 * that caused a delivery never waits for it; moving the clock and `flush()` do (`clock.settle()`).
 */
export class DeliveryEngine {
  /** Every delivery and its attempts, as the API, the control API and the dashboard read them. */
  readonly log: DeliveryLog;
  readonly #core: EmulatorCore;
  readonly #endpoints: DeliveryEndpoints;
  readonly #caps: DeliveryCaps;
  #inFlight = new Map<string, Promise<void>>();
  #shutdown = new AbortController();
  /** Running totals of finished attempts, read by `flush()`. */
  #totals = { attempted: 0, succeeded: 0, failed: 0 };

  readonly #network: { network: DeliveryNetwork; route: () => RouteOptions };

  constructor(
    core: EmulatorCore,
    endpoints: DeliveryEndpoints,
    network: { network: DeliveryNetwork; route: () => RouteOptions },
  ) {
    this.#core = core;
    this.#endpoints = endpoints;
    this.#network = network;
    this.#caps = new DeliveryCaps(core);
    this.log = new DeliveryLog(core);
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle
  // -------------------------------------------------------------------------------------------

  reset(): void {
    this.log.reset();
  }

  /** After an import: the index, and every pending delivery's next attempt back on the clock. */
  rebuild(): void {
    this.log.reset();
    for (const d of this.log.table.all()) {
      this.log.index(d);
      if (d.status === 'pending' && d.nextAttemptAt !== null)
        this.#schedule(d.id, Date.parse(d.nextAttemptAt));
    }
  }

  /** Stops attempts in flight without recording them (they stay pending). */
  close(): void {
    this.#shutdown.abort();
    this.#shutdown = new AbortController();
  }

  // -------------------------------------------------------------------------------------------
  // Creating deliveries
  // -------------------------------------------------------------------------------------------

  /** A new event id; stable across the retries and redeliveries of every delivery of the event. */
  newEventId(): string {
    return `evt_${this.#core.newId()}`;
  }

  /**
   * The payload of an event, built as the event table's type (spec 2, "Event envelope") and
   * serialized once: these exact bytes are signed and replayed.
   */
  envelope<T extends WebhookEventType>(eventId: string, input: WebhookEventInput<T>): string {
    const createdAt = this.#core.clock.iso();
    // `satisfies` on the literal: a field renamed or missing here fails `tsc`; `data` was typed by
    // the event's type where the caller built it.
    const event = {
      id: eventId,
      type: input.type,
      apiVersion: 'v1',
      createdAt,
      occurredAt: input.occurredAt ?? createdAt,
      organizationId: input.orgId,
      data: input.data,
    } satisfies WebhookEnvelope;
    return JSON.stringify(event);
  }

  /**
   * Emits a real event to every active endpoint of the organization subscribed to it and covering
   * the workspace. Deliveries beyond the daily cap are parked as failed.
   */
  async emit<T extends SubscribableWebhookEventType>(
    input: WebhookEventInput<T> & { workspaceId: string },
  ): Promise<{ eventId: string; deliveries: WebhookDeliveryRecord[] }> {
    const eventId = this.newEventId();
    const targets = this.#endpoints.subscribedTo(input.orgId, input.type, input.workspaceId);
    const deliveries: WebhookDeliveryRecord[] = [];
    if (targets.length === 0) return { eventId, deliveries };
    const payload = this.envelope(eventId, input);
    for (const ep of targets) {
      const parked = this.#caps.takeDailySlot(ep.orgId) ? null : this.#caps.parkedMessage();
      deliveries.push(await this.#create(ep, { eventId, eventType: input.type, payload, parked }));
    }
    return { eventId, deliveries };
  }

  /**
   * Sends a new `webhook.verify` challenge to the endpoint's url (not counted against the daily
   * cap), retried on the schedule while that url is still the endpoint's and not yet verified.
   */
  async sendVerify(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    const eventId = this.newEventId();
    const challenge = randomToken(24);
    const payload = this.envelope(eventId, { orgId: ep.orgId, type: 'webhook.verify', data: { challenge } });
    return this.#create(ep, {
      eventId,
      eventType: 'webhook.verify',
      payload,
      challenge,
      challengeUrl: ep.url,
    });
  }

  /**
   * `POST …/verify`: a new challenge, at most 5 per endpoint in any 60 minutes. Only these manual
   * resends count: the challenge of create or of a url change does not, nor do automatic retries.
   */
  async resendVerify(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    this.#caps.takeVerifySlot(ep);
    return this.sendVerify(ep);
  }

  /** Sends a `webhook.ping` (10 per day per endpoint, counted against the daily cap). */
  async sendPing(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    this.#caps.takePingSlots(ep, 'Test pings of this endpoint', 'No test ping was sent.');
    const eventId = this.newEventId();
    const payload = this.envelope(eventId, { orgId: ep.orgId, type: 'webhook.ping', data: { test: true } });
    return this.#create(ep, { eventId, eventType: 'webhook.ping', payload });
  }

  /**
   * Replays a past delivery within its 30-day window: a new delivery record with the original
   * payload (same event id, same bytes) and a fresh retry schedule. The window counts from the
   * event's first delivery to the endpoint, so redelivering a redelivery does not extend it. A
   * redelivered ping is a test ping (10 per endpoint per UTC day).
   */
  async redeliver(ep: WebhookEndpointRecord, deliveryId: string): Promise<WebhookDeliveryRecord> {
    const original = this.log.requireDelivery(ep, deliveryId);
    const windowStart = windowStartMs(original);
    if (!this.log.inWindow(original)) {
      // Only a delivery still retrying is listed past its window: it can no longer be replayed.
      throw deliveryNotFound(
        `This delivery's 30-day redelivery window (from the event's first delivery, ${new Date(windowStart).toISOString()}) has passed; it can no longer be redelivered.`,
        'past its 30-day redelivery window',
      );
    }
    if (ep.status !== 'active') {
      throw statusConflict(
        `The endpoint is ${ep.status}: redeliveries go to active endpoints only. Re-enable it first (PATCH status active${ep.status === 'pending_verification' ? ' once verified' : ''}).`,
      );
    }
    if (original.eventType === 'webhook.ping') {
      this.#caps.takePingSlots(
        ep,
        'Test pings of this endpoint (a redelivered ping counts as one)',
        'Nothing was redelivered.',
      );
    } else if (!this.#caps.takeDailySlot(ep.orgId)) {
      const today = utcDay(this.#core.clock.nowMs());
      throw this.#caps.capExceeded(
        original.parkedOn === today
          ? 'This delivery was parked by the cap today; redeliver it after UTC midnight.'
          : 'Nothing was redelivered.',
      );
    }
    return this.#create(ep, {
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
      challenge: original.challenge,
      challengeUrl: original.challenge === null ? null : ep.url,
      redeliveryOf: original.id,
      windowStartsAt: new Date(windowStart).toISOString(),
    });
  }

  async #create(
    ep: WebhookEndpointRecord,
    input: {
      eventId: string;
      eventType: string;
      payload: string;
      challenge?: string | null;
      challengeUrl?: string | null;
      parked?: string | null;
      redeliveryOf?: string;
      windowStartsAt?: string;
    },
  ): Promise<WebhookDeliveryRecord> {
    const nowMs = this.#core.clock.nowMs();
    const nowIso = new Date(nowMs).toISOString();
    const parked = input.parked ?? null;
    const record = await this.log.table.insert({
      id: this.#core.newId(),
      orgId: ep.orgId,
      endpointId: ep.id,
      eventId: input.eventId,
      eventType: input.eventType,
      payload: input.payload,
      status: parked ? 'failed' : 'pending',
      attempts: [],
      nextAttemptAt: parked ? null : nowIso,
      challenge: input.challenge ?? null,
      challengeUrl: input.challengeUrl ?? null,
      parkedOn: parked ? utcDay(nowMs) : null,
      lastError: parked,
      redeliveryOf: input.redeliveryOf ?? null,
      createdAt: nowIso,
      windowStartsAt: input.windowStartsAt ?? nowIso,
    });
    this.log.index(record);
    // Attempt 1 is immediate, in the background: the caller's answer does not wait for it.
    if (!parked) this.#start(record.id, nowMs);
    return record;
  }

  // -------------------------------------------------------------------------------------------
  // Attempts
  // -------------------------------------------------------------------------------------------

  /**
   * Starts an attempt in the background, one per delivery at a time; `clock.settle()` waits for it.
   * A retry that falls due while the previous attempt is still finishing (the clock moved past it)
   * runs right after that attempt, never dropped.
   */
  #start(id: string, dueMs: number): void {
    const running = this.#inFlight.get(id);
    if (running) {
      this.#core.clock.track(running.then(() => this.#start(id, dueMs)));
      return;
    }
    const run = this.#attempt(id, dueMs).finally(() => this.#inFlight.delete(id));
    this.#inFlight.set(id, run);
    this.#core.clock.track(run);
  }

  #schedule(id: string, dueMs: number): void {
    this.#core.clock.schedule('webhook-delivery', dueMs, () => this.#start(id, dueMs));
  }

  async #attempt(id: string, dueMs: number): Promise<void> {
    // Never in the caller's turn: the API answer is built before anything is sent.
    await Promise.resolve();
    const table = this.log.table;
    const delivery = table.get(id);
    if (delivery?.status !== 'pending') return;
    const ep = this.#endpoints.get(delivery.endpointId);
    const isReal = !SERVICE_EVENTS.has(delivery.eventType);
    if (!ep || ep.deletedAt !== null) {
      await this.#end(delivery, 'failed', 'not sent: the endpoint was deleted');
      return;
    }
    if (isReal && ep.status !== 'active') {
      await this.#end(
        delivery,
        'failed',
        `not sent: the endpoint is ${ep.status}; redeliver once it is active`,
      );
      return;
    }
    // A challenge proves one url: it goes only there, and an echo verifies only that url.
    const sentTo = delivery.challenge === null ? ep.url : (delivery.challengeUrl ?? ep.url);
    if (delivery.challenge !== null) {
      const stop = challengeStop(delivery, ep, sentTo);
      if (stop) {
        await this.#end(delivery, 'failed', stop);
        return;
      }
    }

    const wallMs = Date.now();
    const secrets = this.#endpoints.signingSecrets(ep, this.#core.clock.nowMs());
    // The HTTP side (DNS, the address rules, redirects, reading the echo) loads with the first attempt.
    const { sendDelivery } = await import('./send.ts');
    const result = await sendDelivery({
      url: sentTo,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(Math.floor(wallMs / 1000)),
        'webhook-signature': signatureHeader(secrets, delivery.eventId, wallMs, delivery.payload),
      },
      body: delivery.payload,
      timeoutMs: this.#core.options.limits?.webhooks?.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS,
      shutdown: this.#shutdown.signal,
      readBody: delivery.challenge !== null,
      network: this.#network.network,
      route: this.#network.route(),
    });
    if (result.aborted) return;
    // The state may have changed meanwhile (reset, import): only a still-pending record is updated.
    const current = table.get(id);
    if (current?.status !== 'pending') return;

    let error = result.error;
    if (error === null && current.challenge !== null && !echoesChallenge(result.body, current.challenge)) {
      error = `HTTP ${result.statusCode}: ${echoProblem(result.body, current.challenge)}`;
    }
    const delivered = error === null;
    const at = new Date(dueMs).toISOString();
    const attempts = [
      ...current.attempts,
      { at, statusCode: result.statusCode, error, durationMs: result.durationMs },
    ];
    let status: WebhookDeliveryStatus = delivered ? 'succeeded' : 'pending';
    let nextMs: number | null = null;
    if (!delivered) {
      if (attempts.length >= MAX_ATTEMPTS) status = 'failed';
      else nextMs = dueMs + (WEBHOOK_RETRY_DELAYS_SECONDS[attempts.length] ?? 0) * 1000;
    }
    await table.update(current, (d) => {
      d.attempts = attempts;
      d.status = status;
      d.lastError = error;
      d.nextAttemptAt = nextMs === null ? null : new Date(nextMs).toISOString();
    });
    this.#totals.attempted++;
    if (delivered) this.#totals.succeeded++;
    else this.#totals.failed++;
    if (nextMs !== null) this.#schedule(id, nextMs);

    if (delivered && current.challenge !== null) await this.#endpoints.markVerified(ep.id, at, sentTo);
    if (isReal) await this.#endpoints.noteRealAttempt(ep.id, delivered, dueMs);
  }

  /** Ends a delivery without an attempt. */
  async #end(delivery: WebhookDeliveryRecord, status: WebhookDeliveryStatus, error: string): Promise<void> {
    await this.log.table.update(delivery, (d) => {
      d.status = status;
      d.lastError = error;
      d.nextAttemptAt = null;
    });
  }

  /**
   * Attempts every delivery due now, waits for those in flight, and answers how many attempts
   * finished meanwhile.
   */
  async flush(): Promise<FlushResult> {
    const before = { ...this.#totals };
    await this.#core.clock.settle();
    return {
      attempted: this.#totals.attempted - before.attempted,
      succeeded: this.#totals.succeeded - before.succeeded,
      failed: this.#totals.failed - before.failed,
    };
  }
}
