import type { VirtualClock } from './clock.ts';

/** How often the idle ticker looks for due work (real milliseconds). */
const TICK_MS = 250;

/**
 * Runs the work scheduled on the virtual clock (resume parsing, webhook retries) while no request
 * comes, for as long as a door that needs it (the standalone server) holds a release of `hold()`.
 * Requests run due work themselves; an in-process emulator needs no timer.
 */
export class IdleTicker {
  readonly #clock: VirtualClock;
  readonly #onWork: () => void;
  #timer: ReturnType<typeof setInterval> | undefined;
  #holders = 0;

  /** `onWork` is told before due work runs (the engine counts it as a change of state). */
  constructor(clock: VirtualClock, onWork: () => void) {
    this.#clock = clock;
    this.#onWork = onWork;
  }

  /** Keeps the ticker running until every holder released it; the release is safe to call twice. */
  hold(): () => void {
    if (this.#holders++ === 0) {
      this.#timer = setInterval(() => {
        if (this.#clock.hasDue()) {
          this.#onWork();
          void this.#clock.runDue();
        }
      }, TICK_MS);
      this.#timer.unref?.();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.#holders === 0) clearInterval(this.#timer);
    };
  }
}
