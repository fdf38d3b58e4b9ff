import { WEBHOOK_LIMITS, type WebhookDeliveryStatus } from '@platform-api/sdk/schemas';
import type { EmulatorCore } from '../engine/core.ts';
import { HttpError } from '../engine/errors.ts';
import { Table } from '../store/table.ts';
import {
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  webhookDeliveryRecordSchema,
} from '../store/webhooks.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * Delivery records are kept (listed, redeliverable) this long, counted from the event's first
 * delivery to the endpoint: a redelivery shares its original's window.
 */
export const RETENTION_MS = WEBHOOK_LIMITS.retentionDays * DAY_MS;

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

/**
 * The delivery log: every delivery record, indexed per endpoint, kept within its 30-day window
 * (a delivery still retrying stays until it ends), and the views the API, the control API and the
 * dashboard read of it. The delivery engine writes it.
 */
export class DeliveryLog {
  readonly table: Table<typeof webhookDeliveryRecordSchema>;
  readonly #core: EmulatorCore;
  /** Delivery ids per endpoint, in creation order. */
  #byEndpoint = new Map<string, string[]>();
  #prunedAt = Number.NEGATIVE_INFINITY;

  constructor(core: EmulatorCore) {
    this.#core = core;
    this.table = core.state.addTable(new Table('webhookDeliveries', webhookDeliveryRecordSchema));
  }

  /** Forgets the index (after a reset; an import indexes every record again). */
  reset(): void {
    this.#byEndpoint.clear();
    this.#prunedAt = Number.NEGATIVE_INFINITY;
  }

  /** Indexes a stored delivery under its endpoint. */
  index(d: WebhookDeliveryRecord): void {
    const list = this.#byEndpoint.get(d.endpointId);
    if (list) list.push(d.id);
    else this.#byEndpoint.set(d.endpointId, [d.id]);
  }

  /** Whether the delivery's 30-day window (from the event's first delivery) is still open now. */
  inWindow(d: WebhookDeliveryRecord, now = this.#core.clock.nowMs()): boolean {
    return now - windowStartMs(d) < RETENTION_MS;
  }

  /** Kept and shown: inside its window, or still retrying (it leaves the log once it ended). */
  #visible(d: WebhookDeliveryRecord, now = this.#core.clock.nowMs()): boolean {
    return d.status === 'pending' || this.inWindow(d, now);
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
      for (const d of this.table.all()) this.index(d);
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

/** Start of a delivery's 30-day window, epoch ms (older states: its creation). */
export function windowStartMs(d: WebhookDeliveryRecord): number {
  return Date.parse(d.windowStartsAt ?? d.createdAt);
}

export function deliveryNotFound(message: string, detail: string): HttpError {
  return new HttpError('NOT_FOUND', message, { details: [{ field: 'deliveryId', message: detail }] });
}
