import { parseIsoDate } from '@platform-api/sdk/operations';

/**
 * The virtual clock every time-based rule reads. It ticks with real time from an offset that the
 * control API moves; tasks scheduled on it (resume parsing, webhook retries, expiries) run when it
 * reaches them, either on the next request or when the clock is advanced.
 */
export interface ScheduledTask {
  id: number;
  dueAt: number;
  name: string;
  run: () => void | Promise<void>;
}

export class VirtualClock {
  #offset = 0;
  #tasks: ScheduledTask[] = [];
  #nextTaskId = 1;
  #running: Promise<void> | null = null;
  #background = new Set<Promise<void>>();
  /** While set, the clock reads this instant (see `hold`). */
  #heldAtMs: number | null = null;

  constructor(start?: Date | string | number) {
    if (start !== undefined) this.set(start);
  }

  /** Milliseconds since the epoch on the virtual clock. */
  nowMs(): number {
    return this.#heldAtMs ?? Date.now() + this.#offset;
  }

  /**
   * Until the returned release is called, the clock reads `atMs` and does not tick: work done in
   * that span (the demo seed) carries one instant, so that the same work at another instant gives
   * the same records shifted in time. The release puts back a hold made before, if any.
   */
  hold(atMs: number): () => void {
    const before = this.#heldAtMs;
    this.#heldAtMs = atMs;
    return () => {
      this.#heldAtMs = before;
    };
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    return new Date(this.nowMs()).toISOString();
  }

  /**
   * A string is read by the API's one date parser (`parseIsoDate`: an ISO 8601 date-time with `Z` or
   * an offset, or a date read as midnight UTC; real calendar days only).
   * @throws {RangeError} for a time that is not one, or outside years 1970 to 9999 (the clock is left as it was).
   */
  set(to: Date | string | number): void {
    const target = typeof to === 'string' ? (parseIsoDate(to) ?? Number.NaN) : new Date(to).getTime();
    if (!withinClockYears(target))
      throw new RangeError(`not a valid time between 1970 and 9999: ${String(to)}`);
    this.#offset = target - Date.now();
  }

  /** @throws {RangeError} when the clock would leave years 1970 to 9999 (it is left as it was). */
  advance(seconds: number): void {
    const offset = this.#offset + seconds * 1000;
    if (!withinClockYears(Date.now() + offset)) {
      throw new RangeError(`advancing ${seconds} s leaves the years 1970 to 9999`);
    }
    this.#offset = offset;
  }

  /** Back to real time. */
  resetToRealTime(): void {
    this.#offset = 0;
  }

  get offsetMs(): number {
    return this.#offset;
  }

  /** @throws {RangeError} when the clock would leave years 1970 to 9999 (it is left as it was). */
  set offsetMs(value: number) {
    if (!withinClockYears(Date.now() + value)) {
      throw new RangeError(`an offset of ${value} ms takes the clock outside the years 1970 to 9999`);
    }
    this.#offset = value;
  }

  schedule(name: string, dueAt: number, run: () => void | Promise<void>): number {
    const task = { id: this.#nextTaskId++, dueAt, name, run };
    // Keep the list sorted by due time; inserts are rare next to the due check on every request.
    let i = this.#tasks.length;
    while (i > 0 && this.#tasks[i - 1]!.dueAt > dueAt) i--;
    this.#tasks.splice(i, 0, task);
    return task.id;
  }

  cancel(taskId: number): void {
    const i = this.#tasks.findIndex((t) => t.id === taskId);
    if (i >= 0) this.#tasks.splice(i, 1);
  }

  clearTasks(): void {
    this.#tasks = [];
  }

  get pendingTasks(): readonly ScheduledTask[] {
    return this.#tasks;
  }

  /** True when a task is due: a cheap check made on every request. */
  hasDue(): boolean {
    const first = this.#tasks[0];
    return first !== undefined && first.dueAt <= this.nowMs();
  }

  /**
   * Registers work a task started in the background (a webhook attempt waiting on a receiver):
   * tasks return at once so that no API request waits on it, and `settle()` waits for it instead.
   */
  track(work: Promise<unknown>): void {
    const done: Promise<void> = work.then(
      () => {},
      () => {},
    );
    this.#background.add(done);
    void done.then(() => this.#background.delete(done));
  }

  /**
   * Runs every due task and waits for the background work they start, until nothing is due and
   * nothing runs: what moving the clock (and the webhook flush) waits for before answering.
   */
  async settle(): Promise<void> {
    for (;;) {
      await this.runDue();
      if (this.#background.size === 0) {
        if (!this.hasDue()) return;
        // Due again (real time moved on): yield a macrotask so this loop can never starve the process.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      await Promise.all(this.#background);
    }
  }

  /**
   * Runs every task due by now, in due order, including tasks that due tasks schedule for a time
   * that has already passed. Concurrent callers share one run.
   */
  async runDue(): Promise<void> {
    if (this.#running) return this.#running;
    this.#running = (async () => {
      // Finish asynchronously even when nothing is due: the `finally` below must run after
      // `#running` is assigned, or a no-op run would leave it set and every later run would skip.
      await null;
      try {
        for (;;) {
          const first = this.#tasks[0];
          if (!first || first.dueAt > this.nowMs()) break;
          this.#tasks.shift();
          await first.run();
        }
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }
}

/** The next UTC midnight after `ms`. */
export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

const DAY_MS = 86_400_000;
/** The last day `utcDay` was asked for, and its text: every metered call asks, nearly always for today. */
let lastDay = Number.NaN;
let lastDayText = '';

/** `YYYY-MM-DD` of the UTC day holding `ms`. */
export function utcDay(ms: number): string {
  // A UTC day is exactly 86,400,000 ms in ECMAScript time (no leap seconds).
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    lastDayText = new Date(day * DAY_MS).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDayText;
}

/** The last instant the clock may show: 9999-12-31T23:59:59.999Z (ISO 8601 strings stay 4-digit years). */
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether `ms` is a time the clock may show: a finite time within the years 1970 to 9999 (UTC). */
export function withinClockYears(ms: number): boolean {
  return Number.isFinite(ms) && ms >= 0 && ms <= LATEST_MS;
}
