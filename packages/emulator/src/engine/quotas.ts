import type { VirtualClock } from './clock.ts';
import { nextUtcMidnight, utcDay } from './clock.ts';
import { rateLimited } from './errors.ts';

/** Limits of one family. `Infinity` switches a limit off. */
export interface FamilyLimits {
  /** Successful metered calls per organization per UTC day. */
  daily: number;
  /** Metered calls per organization per minute. */
  burstPerMinute: number;
  /** Calls per client IP per minute (all calls of the family). */
  perIpPerMinute: number;
  /** Usage reads per key per minute. */
  usagePerMinute: number;
}

/** Every quota and rate limit of the five families (the spec's values by default). */
export interface QuotaConfig {
  crm: FamilyLimits & { resumeUploadsPerKeyPerDay: number };
  webhooks: FamilyLimits & {
    endpointsPerOrganization: number;
    deliveriesPerDay: number;
    testPingsPerEndpointPerDay: number;
    verifyPerEndpointPerHour: number;
  };
  'job-builder': FamilyLimits;
  'candidate-search': FamilyLimits;
  'job-search': FamilyLimits;
}

/** Overrides of some quotas, e.g. `{ crm: { daily: 5 } }`. */
export type QuotaOverrides = { [F in keyof QuotaConfig]?: Partial<QuotaConfig[F]> };

/** The spec's limits. */
export function defaultQuotas(): QuotaConfig {
  return {
    crm: {
      daily: 500,
      burstPerMinute: 30,
      perIpPerMinute: 60,
      usagePerMinute: 60,
      resumeUploadsPerKeyPerDay: 50,
    },
    // The management API's own request limits are not shown by the spec: it is not metered here.
    webhooks: {
      daily: Infinity,
      burstPerMinute: Infinity,
      perIpPerMinute: Infinity,
      usagePerMinute: 60,
      endpointsPerOrganization: 10,
      deliveriesPerDay: 5000,
      testPingsPerEndpointPerDay: 10,
      verifyPerEndpointPerHour: 5,
    },
    'job-builder': { daily: 10, burstPerMinute: Infinity, perIpPerMinute: Infinity, usagePerMinute: 60 },
    'candidate-search': { daily: 100, burstPerMinute: 20, perIpPerMinute: Infinity, usagePerMinute: 60 },
    'job-search': { daily: 500, burstPerMinute: 30, perIpPerMinute: 60, usagePerMinute: 60 },
  };
}

export function resolveQuotas(overrides: QuotaOverrides | undefined, unlimited: boolean): QuotaConfig {
  const q = defaultQuotas();
  for (const family of Object.keys(q) as (keyof QuotaConfig)[]) {
    const limits = q[family] as unknown as Record<string, number>;
    if (unlimited) for (const k of Object.keys(limits)) limits[k] = Infinity;
    Object.assign(limits, overrides?.[family] ?? {});
  }
  return q;
}

interface DayCounter {
  day: string;
  used: number;
  /** Calls admitted and still running: they hold a slot so concurrent calls cannot overshoot. */
  reserved: number;
}

interface Window {
  start: number;
  count: number;
}

const MINUTE = 60_000;

/** Daily counters, per-minute windows and their 429s. */
export class QuotaTracker {
  readonly config: QuotaConfig;
  readonly #clock: VirtualClock;
  #daily = new Map<string, DayCounter>();
  #windows = new Map<string, Window>();

  constructor(config: QuotaConfig, clock: VirtualClock) {
    this.config = config;
    this.#clock = clock;
  }

  reset(): void {
    this.#daily.clear();
    this.#windows.clear();
  }

  #day(key: string): DayCounter {
    const day = utcDay(this.#clock.nowMs());
    let c = this.#daily.get(key);
    if (!c || c.day !== day) {
      c = { day, used: 0, reserved: c && c.day === day ? c.reserved : 0 };
      this.#daily.set(key, c);
    }
    return c;
  }

  /** Used today by `key` (an organization's family counter, a key's resume counter, ...). */
  usedToday(key: string): number {
    return this.#day(key).used;
  }

  resetsAt(): string {
    return new Date(nextUtcMidnight(this.#clock.nowMs())).toISOString();
  }

  /** Seconds until the next UTC midnight, rounded up. */
  secondsToReset(): number {
    const now = this.#clock.nowMs();
    return Math.max(1, Math.ceil((nextUtcMidnight(now) - now) / 1000));
  }

  /**
   * Holds one slot of a daily limit, or throws the utc_day 429. `commit` counts it, `release`
   * gives it back (a failed call is not counted).
   */
  reserveDaily(key: string, limit: number, what: string): { commit(): void; release(): void } {
    if (limit === Infinity) return { commit() {}, release() {} };
    const c = this.#day(key);
    if (c.used + c.reserved >= limit) {
      throw rateLimited(
        `${what}: the daily limit of ${limit} is used up; it resets at ${this.resetsAt()} (UTC midnight).`,
        this.secondsToReset(),
        { limit, period: 'utc_day' },
      );
    }
    c.reserved++;
    let done = false;
    return {
      commit: () => {
        if (done) return;
        done = true;
        const now = this.#day(key);
        if (now === c) c.reserved--;
        now.used++;
      },
      release: () => {
        if (done) return;
        done = true;
        if (this.#day(key) === c) c.reserved--;
      },
    };
  }

  /** Counts one call in a per-minute window, or throws the minute 429. */
  hitMinute(key: string, limit: number, what: string, scope?: 'ip'): void {
    if (limit === Infinity) return;
    const now = this.#clock.nowMs();
    let w = this.#windows.get(key);
    if (!w || now - w.start >= MINUTE || now < w.start) {
      w = { start: now, count: 0 };
      this.#windows.set(key, w);
    }
    if (w.count >= limit) {
      throw rateLimited(
        `${what}: at most ${limit} calls per minute; retry after the window ends.`,
        (w.start + MINUTE - now) / 1000,
        scope ? { limit, period: 'minute', scope } : { limit, period: 'minute' },
      );
    }
    w.count++;
  }

  /** Throws the minute 429 when an hourly window (e.g. re-verification) is full; else counts. */
  hitWindow(key: string, limit: number, windowMs: number, what: string): void {
    if (limit === Infinity) return;
    const now = this.#clock.nowMs();
    let w = this.#windows.get(key);
    if (!w || now - w.start >= windowMs || now < w.start) {
      w = { start: now, count: 0 };
      this.#windows.set(key, w);
    }
    if (w.count >= limit) {
      throw rateLimited(
        `${what}: at most ${limit} per ${Math.round(windowMs / 60000)} minutes.`,
        (w.start + windowMs - now) / 1000,
        {
          limit,
          period: 'minute',
        },
      );
    }
    w.count++;
  }

  toJSON(): unknown {
    return { daily: [...this.#daily.entries()].map(([k, c]) => [k, { day: c.day, used: c.used }]) };
  }

  load(state: unknown): void {
    this.reset();
    const daily = (state as { daily?: [string, { day: string; used: number }][] } | undefined)?.daily;
    for (const [k, c] of daily ?? []) this.#daily.set(k, { day: c.day, used: c.used, reserved: 0 });
  }
}
