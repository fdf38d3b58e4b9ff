import { WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookDeliveryStatus } from '@platform-api/sdk/schemas';
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
/** Delivery records are kept (and redeliverable) this long. */
export const RETENTION_MS = 30 * DAY_MS;
/** Success is a 2xx within this many wall-clock milliseconds. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const USER_AGENT = `platform-webhooks/1.0 (emulator ${VERSION})`;

/** Event types that are not real events: they never touch the failing streak nor suspension. */
const SERVICE_EVENTS = new Set(['webhook.verify', 'webhook.ping']);

/** Attempts a delivery gets: a verify challenge is sent once (POST verify sends a new one). */
function maxAttempts(eventType: string): number {
  return eventType === 'webhook.verify' ? 1 : WEBHOOK_RETRY_DELAYS_SECONDS.length;
}

export interface WebhookEventInput {
  orgId: string;
  type: string;
  data: unknown;
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

  /** The envelope of an event, serialized once: these exact bytes are signed and replayed. */
  envelope(eventId: string, input: WebhookEventInput): string {
    const createdAt = this.#core.clock.iso();
    return JSON.stringify({
      id: eventId,
      type: input.type,
      apiVersion: 'v1',
      createdAt,
      occurredAt: input.occurredAt ?? createdAt,
      organizationId: input.orgId,
      data: input.data,
    });
  }

  /**
   * Emits a real event to every active endpoint of the organization subscribed to it and covering
   * the workspace. Deliveries beyond the daily cap are parked as failed.
   */
  async emit(
    input: WebhookEventInput & { workspaceId: string },
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

  /** Sends a new `webhook.verify` challenge (not counted against the daily cap). */
  async sendVerify(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    const eventId = this.newEventId();
    const challenge = randomToken(24);
    const payload = this.envelope(eventId, { orgId: ep.orgId, type: 'webhook.verify', data: { challenge } });
    return this.#create(ep, { eventId, eventType: 'webhook.verify', payload, challenge });
  }

  /** Sends a `webhook.ping` (10 per day per endpoint, counted against the daily cap). */
  async sendPing(ep: WebhookEndpointRecord): Promise<WebhookDeliveryRecord> {
    const limits = this.#core.quotas.config.webhooks;
    const pingSlot = this.#core.quotas.reserveDaily(
      `webhook-pings|${ep.id}`,
      limits.testPingsPerEndpointPerDay,
      'Test pings of this endpoint',
    );
    if (!this.#takeDailySlot(ep.orgId)) {
      pingSlot.release();
      throw this.#capExceeded('No test ping was sent.');
    }
    pingSlot.commit();
    const eventId = this.newEventId();
    const payload = this.envelope(eventId, { orgId: ep.orgId, type: 'webhook.ping', data: { test: true } });
    return this.#create(ep, { eventId, eventType: 'webhook.ping', payload });
  }

  /**
   * Replays a past delivery within its 30-day window: a new delivery record with the original
   * payload (same event id, same bytes) and a fresh retry schedule.
   */
  async redeliver(ep: WebhookEndpointRecord, deliveryId: string): Promise<WebhookDeliveryRecord> {
    const original = this.requireDelivery(ep, deliveryId);
    if (ep.status !== 'active') {
      throw statusConflict(
        `The endpoint is ${ep.status}: redeliveries go to active endpoints only. Re-enable it first (PATCH status active${ep.status === 'pending_verification' ? ' once verified' : ''}).`,
      );
    }
    if (!this.#takeDailySlot(ep.orgId)) {
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
      redeliveryOf: original.id,
    });
  }

  async #create(
    ep: WebhookEndpointRecord,
    input: {
      eventId: string;
      eventType: string;
      payload: string;
      challenge?: string | null;
      parked?: string | null;
      redeliveryOf?: string;
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
      parkedOn: parked ? utcDay(nowMs) : null,
      lastError: parked,
      redeliveryOf: input.redeliveryOf ?? null,
      createdAt: nowIso,
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

    const wallMs = Date.now();
    const secrets = this.#endpoints.signingSecrets(ep, this.#core.clock.nowMs());
    // An echo verifies the url the challenge went to, not one set while it was in flight.
    const sentTo = ep.url;
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
      error = `HTTP ${result.statusCode}: the answer did not echo data.challenge`;
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
      if (attempts.length >= maxAttempts(current.eventType)) status = 'failed';
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

  /** Drops records past the 30-day window (at most once per virtual hour). */
  #prune(): void {
    const now = this.#core.clock.nowMs();
    if (now - this.#prunedAt < 3_600_000 && now >= this.#prunedAt) return;
    this.#prunedAt = now;
    const cutoff = now - RETENTION_MS;
    let removed = false;
    for (const d of [...this.table.all()]) {
      if (d.status !== 'pending' && Date.parse(d.createdAt) < cutoff) {
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
    const ids = this.#byEndpoint.get(endpointId) ?? [];
    const out: WebhookDeliveryRecord[] = [];
    for (let i = ids.length - 1; i >= 0; i--) {
      const d = this.table.get(ids[i]!);
      if (d) out.push(d);
    }
    return out;
  }

  requireDelivery(ep: WebhookEndpointRecord, deliveryId: string): WebhookDeliveryRecord {
    this.#prune();
    const d = this.table.get(deliveryId.toLowerCase());
    if (!d || d.endpointId !== ep.id) {
      throw new HttpError(
        'NOT_FOUND',
        'No delivery with this id for this endpoint (records are kept 30 days).',
        {
          details: [{ field: 'deliveryId', message: 'no delivery found for this id' }],
        },
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

  /** `GET /_emulator/deliveries`: full payloads and every attempt, oldest first. */
  dump(endpointId?: string): DeliveryDump[] {
    this.#prune();
    const records = endpointId
      ? (this.#byEndpoint.get(endpointId.toLowerCase()) ?? []).map((id) => this.table.get(id)!)
      : this.table.all();
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
      })),
      payload: JSON.parse(d.payload) as unknown,
    }));
  }
}

/** The whole body, trimmed, is the challenge; or a JSON object `{ "challenge": "<it>" }`. */
export function echoesChallenge(body: string | null, challenge: string): boolean {
  if (body === null) return false;
  const text = body.trim();
  if (text === challenge) return true;
  if (!text.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(text) as { challenge?: unknown } | null;
    return parsed?.challenge === challenge;
  } catch {
    return false;
  }
}

/** The daily counter of an organization's webhook deliveries (the webhooks usage read shows it). */
export function deliveryCounter(orgId: string): string {
  return `webhook-deliveries|${orgId}`;
}
