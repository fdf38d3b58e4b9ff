import { randomBytes, toBase64Url } from './crypto.ts';

/**
 * 24-character hex ids shaped like the service's object ids: 4 bytes of (virtual) seconds, 5 fixed
 * bytes, a 3-byte counter. Unique within an emulator and sortable by creation; deterministic, so
 * the same seed and the same calls at the same virtual times give the same ids (and answers).
 * Ids are no secret (the service's are guessable too): isolation between organizations is what
 * protects a record.
 */
export class IdGenerator implements PinnableIds {
  pin(ms: number): void {
    this.#pinnedMs = ms;
  }

  unpin(): void {
    this.#pinnedMs = null;
  }

  restart(): void {
    this.#counter = 0;
    this.#last = '';
  }

  /**
   * Takes note of an id already in the state (an imported document): later ids sort after it, so a
   * counter started again, or a clock set back into a second that has records, never repeats one.
   */
  observe(id: string): void {
    if (id > this.#last && /^[0-9a-f]{24}$/.test(id)) this.#last = id;
  }

  /** Where the counter stands: with `restore`, a copied state goes on with the ids its original would make. */
  snapshot(): IdState {
    return { counter: this.#counter, last: this.#last };
  }

  restore(state: IdState): void {
    this.#counter = state.counter;
    this.#last = state.last;
  }

  #counter = 0;
  /** The greatest id made or observed: every new id sorts after it. */
  #last = '';
  readonly #machine = 'e6e1a70000';
  /** While set, ids take this time instead of the clock's (the demo seed: the same ids on every start). */
  #pinnedMs: number | null = null;

  next(nowMs: number): string {
    this.#counter = (this.#counter + 1) % 0x1000000;
    const seconds = Math.floor((this.#pinnedMs ?? nowMs) / 1000) >>> 0;
    let id = this.#compose(seconds, this.#counter);
    if (id <= this.#last) {
      // The clock went back, or the state was imported: the next id after the greatest one.
      const lastSeconds = Number.parseInt(this.#last.slice(0, 8), 16);
      const lastCounter = Number.parseInt(this.#last.slice(18), 16);
      id = this.#compose(lastSeconds, lastCounter + 1);
      if (id <= this.#last) id = this.#compose(lastSeconds + 1, 1);
    }
    this.#last = id;
    return id;
  }

  #compose(seconds: number, counter: number): string {
    if (counter > 0xffffff) return this.#compose(seconds + 1, counter - 0xffffff);
    return seconds.toString(16).padStart(8, '0') + this.#machine + counter.toString(16).padStart(6, '0');
  }
}

/** The id generator's position (`IdGenerator.snapshot`). */
export interface IdState {
  counter: number;
  last: string;
}

export interface PinnableIds {
  /** Ids made until `unpin()` carry `ms` as their time. */
  pin(ms: number): void;
  unpin(): void;
  /** Back to the first id (a reset). */
  restart(): void;
}

/** A random token of `bytes` bytes, URL-safe base64. */
export function randomToken(bytes = 24): string {
  return toBase64Url(randomBytes(bytes));
}
