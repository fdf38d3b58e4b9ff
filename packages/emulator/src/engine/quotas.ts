import { type FamilyQuota, QUOTAS, RESUME_LIMITS, WEBHOOK_LIMITS } from '@platform-api/sdk/operations';
import * as z from 'zod/mini';
import type { VirtualClock } from './clock.ts';
import { nextUtcMidnight, utcDay } from './clock.ts';
import { rateLimited } from './errors.ts';

/** Limits of one family (the SDK's `FamilyQuota`, overridable). `Infinity` switches a limit off. */
export type FamilyLimits = { -readonly [K in keyof FamilyQuota]: FamilyQuota[K] };

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

/** The spec's limits, from the SDK's limits table (`Infinity` where the spec sets none). */
export function defaultQuotas(): QuotaConfig {
  return {
    crm: { ...QUOTAS.crm, resumeUploadsPerKeyPerDay: RESUME_LIMITS.uploadsPerKeyPerDay },
    // The management API's own request limits are not shown by the spec: it is not metered here.
    webhooks: {
      ...QUOTAS.webhooks,
      endpointsPerOrganization: WEBHOOK_LIMITS.endpointsPerOrganization,
      deliveriesPerDay: WEBHOOK_LIMITS.deliveriesPerDay,
      testPingsPerEndpointPerDay: WEBHOOK_LIMITS.testPingsPerEndpointPerDay,
      verifyPerEndpointPerHour: WEBHOOK_LIMITS.verifyPerEndpointPerHour,
    },
    'job-builder': { ...QUOTAS['job-builder'] },
    'candidate-search': { ...QUOTAS['candidate-search'] },
    'job-search': { ...QUOTAS['job-search'] },
  };
}

/**
 * The spec's limits with `overrides` on top (`unlimited` first switches every one off). The
 * overrides are those `createEmulator` checked (`checkQuotaOverrides`: known names, whole numbers
 * of at least 0 or Infinity).
 */
export function resolveQuotas(overrides: QuotaOverrides | undefined, unlimited: boolean): QuotaConfig {
  const q = defaultQuotas();
  for (const family of Object.keys(q) as (keyof QuotaConfig)[]) {
    const limits = q[family] as unknown as Record<string, number>;
    if (unlimited) for (const k of Object.keys(limits)) limits[k] = Infinity;
    Object.assign(limits, overrides?.[family] ?? {});
  }
  return q;
}

/** The key of an organization's daily counter of a family (the usage read shows it). */
export function dailyCounter(family: string, orgId: string): string {
  return `${family}|${orgId}`;
}

/** The minute window of an organization's metered calls of a family (the burst limit). */
export function burstWindow(family: string, orgId: string): string {
  return `burst|${family}|${orgId}`;
}

/** The minute window of a client IP's calls of a family (the per-IP backstop). */
export function ipWindow(family: string, ip: string): string {
  return `ip|${family}|${ip}`;
}

/** The minute window of a key's usage reads of a family. */
export function usageWindow(family: string, keyId: string): string {
  return `usage|${family}|${keyId}`;
}

const UTC_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD`, a real calendar day. */
function isUtcDay(s: string): boolean {
  const m = UTC_DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const COUNTER_RULE = 'must be [counter name, { day: "YYYY-MM-DD", used: n }]';

/**
 * The daily counters of an exported state (`quotas`): checked before an import replaces anything.
 * Built by the state document's schema, on the first import of a state.
 */
export function buildQuotaStateSchema() {
  return z.object(
    {
      daily: z
        .array(
          z.tuple(
            [
              z
                .string({ error: 'must be a counter name (a string)' })
                .check(z.minLength(1, 'must not be empty')),
              z.object(
                {
                  day: z
                    .string({ error: 'must be a UTC day, YYYY-MM-DD' })
                    .check(z.refine(isUtcDay, 'must be a UTC day, YYYY-MM-DD')),
                  used: z
                    .number({ error: 'must be a whole number of at least 0' })
                    .check(
                      z.refine(
                        (n) => Number.isSafeInteger(n) && n >= 0,
                        'must be a whole number of at least 0',
                      ),
                    ),
                },
                { error: 'must be { day: "YYYY-MM-DD", used: n }' },
              ),
            ],
            { error: COUNTER_RULE },
          ),
          { error: 'must be a list of [counter name, { day, used }] pairs' },
        )
        .check(
          z.refine((pairs) => new Set(pairs.map(([name]) => name)).size === pairs.length, {
            message: 'names a counter twice',
          }),
        ),
    },
    { error: 'must be an object { daily: [...] }' },
  );
}
export type QuotaState = z.output<ReturnType<typeof buildQuotaStateSchema>>;

/** A held slot of a daily limit: `commit` counts it, `release` gives it back. */
export interface DailySlot {
  commit(): void;
  release(): void;
}

/** The slot of a limit switched off (`Infinity`): nothing to count, nothing to give back. */
const UNLIMITED_SLOT: DailySlot = Object.freeze({ commit() {}, release() {} });

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
  /** Rolling windows (`hitWindow`): the times of the calls counted, oldest first. */
  #rolling = new Map<string, number[]>();

  constructor(config: QuotaConfig, clock: VirtualClock) {
    this.config = config;
    this.#clock = clock;
  }

  reset(): void {
    this.#daily.clear();
    this.#windows.clear();
    this.#rolling.clear();
  }

  /** Calls waiting for a daily counter's held slots to settle, by counter key. */
  #waiters = new Map<string, { promise: Promise<void>; resolve: () => void }>();

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
  reserveDaily(key: string, limit: number, what: string): DailySlot {
    if (limit === Infinity) return UNLIMITED_SLOT;
    const c = this.#day(key);
    if (c.used + c.reserved >= limit) throw this.#usedUp(limit, what);
    c.reserved++;
    let done = false;
    return {
      commit: () => {
        if (done) return;
        done = true;
        const now = this.#day(key);
        if (now === c) c.reserved--;
        now.used++;
        this.#settle(key);
      },
      release: () => {
        if (done) return;
        done = true;
        if (this.#day(key) === c) c.reserved--;
        this.#settle(key);
      },
    };
  }

  /**
   * {@link reserveDaily} for a call that runs asynchronously (an API operation). Only what the limit
   * has counted can refuse it: when the last slots are held by calls still running (which may yet
   * fail, or be replays that spend nothing), it waits for them to settle and looks again, so a 429
   * never says the limit is used up while the quota still has room. It waits only while a slot is
   * held (so something will settle it): with none held, whatever the limit (even one that compares
   * with nothing, NaN), it answers at once.
   */
  acquireDaily(key: string, limit: number, what: string): DailySlot | Promise<DailySlot> {
    // A slot free now is handed over at once (no promise): the hot path of every metered call.
    if (limit === Infinity) return UNLIMITED_SLOT;
    const c = this.#day(key);
    if (c.used + c.reserved < limit) return this.reserveDaily(key, limit, what);
    return this.#acquireLater(key, limit, what);
  }

  async #acquireLater(key: string, limit: number, what: string): Promise<DailySlot> {
    for (;;) {
      const c = this.#day(key);
      if (c.used + c.reserved < limit) return this.reserveDaily(key, limit, what);
      if (c.used >= limit || c.reserved === 0 || Number.isNaN(limit)) throw this.#usedUp(limit, what);
      await this.#whenSettled(key);
    }
  }

  #usedUp(limit: number, what: string) {
    return rateLimited(
      `${what}: the daily limit of ${limit} is used up; it resets at ${this.resetsAt()} (UTC midnight).`,
      this.secondsToReset(),
      { limit, period: 'utc_day' },
    );
  }

  /** Resolves when a held slot of `key` is committed or released (or the counters are reset). */
  #whenSettled(key: string): Promise<void> {
    let waiter = this.#waiters.get(key);
    if (!waiter) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      waiter = { promise, resolve };
      this.#waiters.set(key, waiter);
    }
    return waiter.promise;
  }

  /**
   * Every call waiting for a slot looks again: after the counters changed as a whole (a reset, a
   * state import once it is complete, the clock moved to another day). Not from `reset` itself: an
   * import resets the counters before its tables are loaded, and a woken call must not run then.
   */
  wake(): void {
    for (const key of [...this.#waiters.keys()]) this.#settle(key);
  }

  #settle(key: string): void {
    const waiter = this.#waiters.get(key);
    if (!waiter) return;
    this.#waiters.delete(key);
    waiter.resolve();
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

  /**
   * Counts one call in a rolling window of `windowMs` (e.g. re-verification: 5 in any 60 minutes),
   * or throws a 429 whose `retryAfter` is when the oldest counted call leaves the window. The
   * envelope's periods are `utc_day` and `minute` only: it says `minute`, the message the window.
   */
  hitWindow(key: string, limit: number, windowMs: number, what: string): void {
    if (limit === Infinity) return;
    const now = this.#clock.nowMs();
    const calls = this.#recent(key, windowMs, now);
    this.#rolling.set(key, calls);
    if (calls.length >= limit) {
      // The call whose leaving frees a slot (none with a limit of 0: then a whole window).
      const freeAt = (calls[calls.length - limit] ?? now) + windowMs;
      const wait = Math.max(1, Math.ceil((freeAt - now) / 1000));
      const span = windowMs === 3_600_000 ? 'hour' : `${Math.round(windowMs / 60_000)} minutes`;
      throw rateLimited(
        `${what}: at most ${limit} per ${span} (a rolling window, not a clock ${span}); retry after ${wait} s, at ${new Date(now + wait * 1000).toISOString()}.`,
        wait,
        { limit, period: 'minute' },
      );
    }
    calls.push(now);
  }

  // ---------------------------------------------------------------------------------------------
  // Read-only views (the control API's meters): they never create a counter or a window.
  // ---------------------------------------------------------------------------------------------

  /** Today's count of a daily counter: `used`, and `reserved` by calls still running. */
  peekDaily(key: string): { used: number; reserved: number } {
    const c = this.#daily.get(key);
    if (!c || c.day !== utcDay(this.#clock.nowMs())) return { used: 0, reserved: 0 };
    return { used: c.used, reserved: c.reserved };
  }

  /** The current minute window of `key`: calls counted and when it ends (epoch ms), or null. */
  peekMinute(key: string): { count: number; endsAtMs: number } | null {
    const w = this.#windows.get(key);
    const now = this.#clock.nowMs();
    if (!w || now - w.start >= MINUTE || now < w.start) return null;
    return { count: w.count, endsAtMs: w.start + MINUTE };
  }

  /** The keys of the minute windows still running whose key starts with `prefix`. */
  minuteKeys(prefix: string): string[] {
    const keys: string[] = [];
    for (const key of this.#windows.keys()) {
      if (key.startsWith(prefix) && this.peekMinute(key)) keys.push(key);
    }
    return keys;
  }

  /** Calls counted in a rolling window (`hitWindow`) within the last `windowMs`. */
  peekWindow(key: string, windowMs: number): number {
    return this.#recent(key, windowMs, this.#clock.nowMs()).length;
  }

  /** The calls of a rolling window that still count at `now`. */
  #recent(key: string, windowMs: number, now: number): number[] {
    // Calls older than the window, or "after" now (the clock was set back), no longer count.
    return (this.#rolling.get(key) ?? []).filter((t) => t <= now && now - t < windowMs);
  }

  toJSON(): unknown {
    return { daily: [...this.#daily.entries()].map(([k, c]) => [k, { day: c.day, used: c.used }]) };
  }

  /** Replaces the counters with those of an exported state (checked by `buildQuotaStateSchema()`). */
  load(state: QuotaState): void {
    this.reset();
    for (const [k, c] of state.daily) this.#daily.set(k, { day: c.day, used: c.used, reserved: 0 });
  }
}
