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
import { HttpError, rateLimited } from '../engine/errors.ts';
import { randomToken } from '../engine/ids.ts';
import { type EndpointService, statusConflict } from '../families/webhooks/endpoints.ts';
import { Table } from '../store/table.ts';
import {
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  webhookDeliveryRecordSchema,
} from '../store/webhooks.ts';
import { VERSION } from '../version.ts';
import type { DeliveryNetwork, RouteOptions } from './network.ts';
import { sendDelivery } from './send.ts';
import { signatureHeader } from './sign.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * Delivery records are kept (listed, redeliverable) this long, counted from the event's first
 * delivery to the endpoint: a redelivery shares its original's window.
 */
export const RETENTION_MS = WEBHOOK_LIMITS.retentionDays * DAY_MS;
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

/** A delivery as the control API shows it: with its payload and every attempt. */
export interface DeliveryDump {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: { at: string; statusCode?: number; error?: string }[];
  payload: unknown;
}

/** A delivery as the dashboard shows it (`GET /_emulator/webhooks/endpoints/{id}/deliveries`). */
export interface DeliveryDetail extends DeliveryDump {
  attempts: { at: string; statusCode?: number; error?: string; durationMs?: number }[];
  createdAt?: string;
  nextAttemptAt?: string | null;
  lastError?: string | null;
  redeliveryOf?: string | null;
}

/** What `flushWebhooks` / `POST /_emulator/webhooks/flush` answers: the attempts that finished meanwhile. */
export interface FlushResult {
  attempted: number;
  succeeded: number;
  failed: number;
}

/**
 * The delivery engine: signs and POSTs events to endpoints, retries on the virtual clock, keeps the
 * delivery log, applies the daily cap. Attempts run in the background: the API request that caused
 * a delivery never waits for it; moving the clock and `flush()` do (`clock.settle()`).
 */
export class DeliveryEngine {
  readonly table: Table<typeof webhookDeliveryRecordSchema>;
  readonly #core: EmulatorCore;
  readonly #endpoints: EndpointService;
  /** Delivery ids per endpoint, in creation order. */
  #byEndpoint = new Map<string, string[]>();
  #inFlight = new Map<string, Promise<void>>();
  #shutdown = new AbortController();
  #prunedAt = Number.NEGATIVE_INFINITY;
  /** Running totals of finished attempts, read by `flush()`. */
  #totals = { attempted: 0, succeeded: 0, failed: 0 };

  readonly #network: { network: DeliveryNetwork; route: () => RouteOptions };

  constructor(
    core: EmulatorCore,
    endpoints: EndpointService,
    network: { network: DeliveryNetwork; route: () => RouteOptions },
  ) {
    this.#core = core;
    this.#endpoints = endpoints;
    this.#network = network;
    this.table = core.state.addTable(new Table('webhookDeliveries', webhookDeliveryRecordSchema));
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle
  // -------------------------------------------------------------------------------------------

  reset(): void {
    this.#byEndpoint.clear();
    this.#prunedAt = Number.NEGATIVE_INFINITY;
  }

  /** After an import: the index, and every pending delivery's next attempt back on the clock. */
  rebuild(): void {
    this.reset();
    for (const d of this.table.all()) {
      this.#index(d);
      if (d.status === 'pending' && d.nextAttemptAt !== null)
        this.#schedule(d.id, Date.parse(d.nextAttemptAt));
    }
  }

  /** Stops attempts in flight without recording them (they stay pending). */
  close(): void {
    this.#shutdown.abort();
    this.#shutdown = new AbortController();
  }

  #index(d: WebhookDeliveryRecord): void {
    const list = this.#byEndpoint.get(d.endpointId);
    if (list) list.push(d.id);
    else this.#byEndpoint.set(d.endpointId, [d.id]);
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
    const targets = this.#endpoints.table
      .all()
      .filter(
        (ep) =>
          ep.orgId === input.orgId &&
          ep.deletedAt === null &&
          ep.status === 'active' &&
          (ep.events as readonly string[]).includes(input.type) &&
          ep.workspaceIds.includes(input.workspaceId),
      );
    const deliveries: WebhookDeliveryRecord[] = [];
    if (targets.length === 0) return { eventId, deliveries };
    const payload = this.envelope(eventId, input);
    for (const ep of targets) {
      const parked = this.#takeDailySlot(ep.orgId) ? null : this.#capMessage();
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
    this.#core.quotas.hitWindow(
      verifyWindow(ep.id),
      this.#core.quotas.config.webhooks.verifyPerEndpointPerHour,
      HOUR_MS,
      'Re-verification of this endpoint',
    );
    return this.sendVerify(ep);
  }

  /** Sends a `webhook.ping` (10 per day per endpoint, counted against the daily cap). */
  async sendPing(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    this.#takePingSlots(ep, 'Test pings of this endpoint', 'No test ping was sent.');
    const eventId = this.newEventId();
    const payload = this.envelope(eventId, { orgId: ep.orgId, type: 'webhook.ping', data: { test: true } });
    return this.#create(ep, { eventId, eventType: 'webhook.ping', payload });
  }

  /**
   * One test ping of the endpoint's 10 a day and one delivery of the organization's daily cap, or
   * the 429 of whichever is used up (then neither is spent).
   */
  #takePingSlots(ep: WebhookEndpointRecord, what: string, capMessage: string): void {
    const pingSlot = this.#core.quotas.reserveDaily(
      pingCounter(ep.id),
      this.#core.quotas.config.webhooks.testPingsPerEndpointPerDay,
      what,
    );
    if (!this.#takeDailySlot(ep.orgId)) {
      pingSlot.release();
      throw this.#capExceeded(capMessage);
    }
    pingSlot.commit();
  }

  /**
   * Replays a past delivery within its 30-day window: a new delivery record with the original
   * payload (same event id, same bytes) and a fresh retry schedule. The window counts from the
   * event's first delivery to the endpoint, so redelivering a redelivery does not extend it. A
   * redelivered ping is a test ping (10 per endpoint per UTC day).
   */
  async redeliver(ep: WebhookEndpointRecord, deliveryId: string): Promise<WebhookDeliveryRecord> {
    const original = this.requireDelivery(ep, deliveryId);
    const windowStart = windowStartMs(original);
    if (!this.#inWindow(original)) {
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
      this.#takePingSlots(
        ep,
        'Test pings of this endpoint (a redelivered ping counts as one)',
        'Nothing was redelivered.',
      );
    } else if (!this.#takeDailySlot(ep.orgId)) {
      const today = utcDay(this.#core.clock.nowMs());
      throw this.#capExceeded(
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
    const record = await this.table.insert({
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
    this.#index(record);
    // Attempt 1 is immediate, in the background: the caller's answer does not wait for it.
    if (!parked) this.#start(record.id, nowMs);
    return record;
  }

  /** Counts one delivery against the organization's daily cap; false when the cap is used up. */
  #takeDailySlot(orgId: string): boolean {
    const limit = this.#core.quotas.config.webhooks.deliveriesPerDay;
    try {
      this.#core.quotas.reserveDaily(deliveryCounter(orgId), limit, 'Daily webhook deliveries').commit();
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) return false;
      throw err;
    }
  }

  #capMessage(): string {
    const q = this.#core.quotas;
    return `parked: the organization's daily cap of ${q.config.webhooks.deliveriesPerDay} deliveries was reached; redeliver after ${q.resetsAt()} (UTC midnight)`;
  }

  #capExceeded(what: string): HttpError {
    const q = this.#core.quotas;
    const limit = q.config.webhooks.deliveriesPerDay;
    return rateLimited(
      `The organization's daily cap of ${limit} webhook deliveries is used up until ${q.resetsAt()} (UTC midnight). ${what}`,
      q.secondsToReset(),
      { limit, period: 'utc_day' },
    );
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
    const delivery = this.table.get(id);
    if (delivery?.status !== 'pending') return;
    const ep = this.#endpoints.table.get(delivery.endpointId);
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
    const current = this.table.get(id);
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
    await this.table.update(current, (d) => {
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
    await this.table.update(delivery, (d) => {
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

  // -------------------------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------------------------

  /** Whether the delivery's 30-day window (from the event's first delivery) is still open now. */
  #inWindow(d: WebhookDeliveryRecord, now = this.#core.clock.nowMs()): boolean {
    return now - windowStartMs(d) < RETENTION_MS;
  }

  /** Kept and shown: inside its window, or still retrying (it leaves the log once it ended). */
  #visible(d: WebhookDeliveryRecord, now = this.#core.clock.nowMs()): boolean {
    return d.status === 'pending' || this.#inWindow(d, now);
  }

  /**
   * Drops records past the 30-day window, at most once per virtual hour to bound the work; reads
   * apply the window themselves, so nothing past it is ever shown in between.
   */
  #prune(): void {
    const now = this.#core.clock.nowMs();
    if (now - this.#prunedAt < HOUR_MS && now >= this.#prunedAt) return;
    this.#prunedAt = now;
    let removed = false;
    for (const d of [...this.table.all()]) {
      if (!this.#visible(d, now)) {
        this.table.remove(d);
        removed = true;
      }
    }
    if (removed) {
      this.#byEndpoint.clear();
      for (const d of this.table.all()) this.#index(d);
    }
  }

  /** The endpoint's deliveries, newest first. */
  forEndpoint(endpointId: string): WebhookDeliveryRecord[] {
    this.#prune();
    const now = this.#core.clock.nowMs();
    const ids = this.#byEndpoint.get(endpointId) ?? [];
    const out: WebhookDeliveryRecord[] = [];
    for (let i = ids.length - 1; i >= 0; i--) {
      const d = this.table.get(ids[i]!);
      if (d && this.#visible(d, now)) out.push(d);
    }
    return out;
  }

  requireDelivery(ep: WebhookEndpointRecord, deliveryId: string): WebhookDeliveryRecord {
    this.#prune();
    const d = this.table.get(deliveryId.toLowerCase());
    if (!d || d.endpointId !== ep.id || !this.#visible(d)) {
      throw deliveryNotFound(
        'No delivery with this id for this endpoint (records are kept 30 days from the event’s first delivery).',
        'no delivery found for this id',
      );
    }
    return d;
  }

  /** The public delivery-log record: metadata only, never the payload. */
  toLog(d: WebhookDeliveryRecord) {
    const last = d.attempts.at(-1);
    return {
      id: d.id,
      endpointId: d.endpointId,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts.length,
      lastAttemptAt: last?.at ?? null,
      nextAttemptAt: d.nextAttemptAt,
      lastStatusCode: last?.statusCode ?? null,
      lastError: d.lastError,
      redeliveryOf: d.redeliveryOf,
      createdAt: d.createdAt,
    };
  }

  /** Delivery statistics of the endpoint detail. */
  stats(ep: WebhookEndpointRecord) {
    const since = this.#core.clock.nowMs() - DAY_MS;
    let total24h = 0;
    let succeeded24h = 0;
    let pending = 0;
    let lastDeliveryAt: string | null = null;
    let lastSuccessAt: string | null = null;
    let lastFailureAt: string | null = null;
    const later = (a: string | null, b: string) => (a === null || b > a ? b : a);
    for (const d of this.forEndpoint(ep.id)) {
      if (d.status === 'pending') pending++;
      for (const a of d.attempts) {
        lastDeliveryAt = later(lastDeliveryAt, a.at);
        if (a.error === null) lastSuccessAt = later(lastSuccessAt, a.at);
        else lastFailureAt = later(lastFailureAt, a.at);
        if (Date.parse(a.at) >= since) {
          total24h++;
          if (a.error === null) succeeded24h++;
        }
      }
    }
    return {
      total24h,
      succeeded24h,
      failed24h: total24h - succeeded24h,
      pending,
      lastDeliveryAt,
      lastSuccessAt,
      lastFailureAt,
      consecutiveFailures: ep.consecutiveFailures,
      failingSince: ep.failingSince,
    };
  }

  /**
   * `GET /_emulator/deliveries`: full payloads and every attempt, oldest first. `detail` adds what
   * the dashboard shows beside them (each attempt's duration, the next attempt, the redelivered one).
   */
  dump(endpointId?: string, detail = false): DeliveryDetail[] {
    this.#prune();
    const now = this.#core.clock.nowMs();
    const records = (
      endpointId
        ? (this.#byEndpoint.get(endpointId.toLowerCase()) ?? []).map((id) => this.table.get(id)!)
        : this.table.all()
    ).filter((d) => this.#visible(d, now));
    return records.map((d) => ({
      id: d.id,
      endpointId: d.endpointId,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts.map((a) => ({
        at: a.at,
        ...(a.statusCode !== null ? { statusCode: a.statusCode } : {}),
        ...(a.error !== null ? { error: a.error } : {}),
        ...(detail ? { durationMs: a.durationMs } : {}),
      })),
      payload: JSON.parse(d.payload) as unknown,
      ...(detail
        ? {
            createdAt: d.createdAt,
            nextAttemptAt: d.nextAttemptAt,
            lastError: d.lastError,
            redeliveryOf: d.redeliveryOf,
          }
        : {}),
    }));
  }
}

/**
 * The spec's "echoes data.challenge exactly": the whole body is the challenge, byte for byte. No
 * surrounding whitespace or newline, no byte order mark (it is kept when the body is read), no JSON.
 */
export function echoesChallenge(body: string | null, challenge: string): boolean {
  return body === challenge;
}

/** Why an answer is not the echo, with what to change when it is a near miss. */
function echoProblem(body: string | null, challenge: string): string {
  const base = 'the answer body was not exactly data.challenge';
  if (body === null || !body.includes(challenge)) return `${base} (answer it alone as the body)`;
  if (body.replace(/^\uFEFF/, '').trim() === challenge) {
    return `${base}: remove the whitespace, newline or byte order mark around it`;
  }
  return `${base}: answer the challenge string alone, not JSON, quoted or with other text`;
}

/**
 * Why a challenge is not (or no longer) sent, or null to send it: the endpoint's url changed since,
 * or a retry finds the url already verified (another challenge was echoed). A first attempt to a
 * verified url is still sent: it is what `POST …/verify` on a verified endpoint asks for.
 */
function challengeStop(d: WebhookDeliveryRecord, ep: WebhookEndpointRecord, sentTo: string): string | null {
  if (ep.url !== sentTo) {
    return "not sent: the endpoint's url changed after this challenge was created; the new url got its own challenge (POST …/verify sends another)";
  }
  if (d.attempts.length > 0 && ep.verifiedAt !== null) {
    return 'not retried: the url is verified now (another challenge was echoed)';
  }
  return null;
}

/** Start of a delivery's 30-day window, epoch ms (older states: its creation). */
function windowStartMs(d: WebhookDeliveryRecord): number {
  return Date.parse(d.windowStartsAt ?? d.createdAt);
}

function deliveryNotFound(message: string, detail: string): HttpError {
  return new HttpError('NOT_FOUND', message, { details: [{ field: 'deliveryId', message: detail }] });
}

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
