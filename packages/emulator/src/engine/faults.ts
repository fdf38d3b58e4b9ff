import type { ApiFamily } from '@platform-api/sdk/schemas';
import { defaultErrorCode, HttpError } from './errors.ts';

const STORE_FAULT = 'IDEMPOTENCY_STORE_UNAVAILABLE';

/** An injected failure (`POST /_emulator/faults`). */
export interface Fault {
  id: string;
  method: string | null;
  path: string;
  status: number;
  errorCode: string | null;
  remaining: number;
  delayMs: number;
}

export type FaultInit = Omit<Fault, 'id' | 'remaining'> & { times: number };

/**
 * Fault injection: the next `times` requests (the API's and the agent tool server's; never the
 * control API's) whose method matches and whose path starts with `path` answer `status` in the
 * spec's envelope, after `delayMs`. The path matched is the request's normalised one (see
 * `toEngineRequest`): `//api/v3.0/crm/...` is struck by a fault on `/api/v3.0/crm`.
 */
export class Faults {
  #faults: Fault[] = [];
  /** Aborted by `close()`: every delay still running ends at once, and later ones do not wait. */
  #closed = new AbortController();

  add(id: string, input: FaultInit): Fault {
    const { times, ...rest } = input;
    // Request paths reach the matcher with runs of slashes collapsed: so does the fault's prefix.
    const fault: Fault = { ...rest, path: rest.path.replace(/\/{2,}/g, '/'), id, remaining: times };
    this.#faults.push(fault);
    return fault;
  }

  /** The faults still armed, oldest first (copies: `remaining` counts down as they strike). */
  list(): Fault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const n = this.#faults.length;
    this.#faults = [];
    return n;
  }

  /**
   * The first fault matching the request, counted down (gone once used up). A fault whose code is
   * `IDEMPOTENCY_STORE_UNAVAILABLE` strikes at the idempotency step (after authentication and the
   * quota check, so its slot is refunded), the others before anything else.
   */
  take(method: string, path: string, stage: 'request' | 'idempotency' = 'request'): Fault | undefined {
    if (this.#faults.length === 0) return undefined;
    const i = this.#faults.findIndex(
      (f) =>
        (f.method === null || f.method === method) &&
        path.startsWith(f.path) &&
        (f.errorCode === STORE_FAULT) === (stage === 'idempotency'),
    );
    if (i < 0) return undefined;
    const fault = this.#faults[i]!;
    fault.remaining--;
    if (fault.remaining <= 0) this.#faults.splice(i, 1);
    return fault;
  }

  /** Ends every `delayMs` wait now (the requests answer their fault at once); later faults do not wait. */
  close(): void {
    this.#closed.abort();
  }

  /**
   * The error a fault answers with (a 429 carries `retryAfter` and the minute details), after its
   * `delayMs`. The wait ends early when `signal` aborts (the caller gave up: nobody reads the answer)
   * or the emulator closes, so no timer of a fault outlives its request or the emulator.
   */
  async error(
    fault: Fault,
    family: ApiFamily | null,
    burstLimit: number,
    signal?: AbortSignal,
  ): Promise<HttpError> {
    if (fault.delayMs > 0) await delay(fault.delayMs, [this.#closed.signal, signal]);
    const code = fault.errorCode ?? defaultErrorCode(fault.status, family);
    if (fault.status === 429) {
      return new HttpError(code, 'Injected fault: rate limited.', {
        status: 429,
        retryAfter: 1,
        details: { limit: Number.isFinite(burstLimit) ? burstLimit : 30, period: 'minute' },
        headers: { 'retry-after': '1' },
      });
    }
    if (code === STORE_FAULT) {
      return new HttpError(
        code,
        'The idempotency store is unavailable (injected fault): nothing was created and the quota slot was refunded; retry with the same Idempotency-Key.',
        { status: fault.status },
      );
    }
    // The fault's status wins over its code's: a test may inject any combination.
    return new HttpError(code, `Injected fault: ${fault.status} ${code}.`, {
      status: fault.status,
      ...(fault.status < 500 ? { details: [] } : {}),
    });
  }
}

/** Waits `ms`, or less when one of `signals` aborts; the timer is cleared either way. */
function delay(ms: number, signals: (AbortSignal | undefined)[]): Promise<void> {
  const live = signals.filter((s): s is AbortSignal => s !== undefined);
  if (live.some((s) => s.aborted)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const s of live) s.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const s of live) s.addEventListener('abort', done, { once: true });
  });
}
