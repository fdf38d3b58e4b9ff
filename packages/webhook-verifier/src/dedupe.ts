import type { Clock } from './timestamp.ts';

/**
 * Where handled event ids are remembered, so a redelivered event is handled once. Deliveries are
 * at-least-once: the same `id` can arrive again (retries, redeliveries). Back it with a shared store
 * (Redis `SET id 1 NX EX ttl`, a unique index) when several processes receive webhooks.
 */
export interface DedupeStore {
  /**
   * Records `id` if it is not recorded yet, atomically. Resolves `true` when this call recorded it
   * (handle the event), `false` when it was already there (a duplicate).
   */
  claim(id: string, ttlSeconds: number): boolean | Promise<boolean>;
  /** Forgets `id`, so that the platform's retry is handled. Called when the handler fails. */
  release(id: string): void | Promise<void>;
}

/** Options of {@link createMemoryDedupeStore}. */
export interface MemoryDedupeStoreOptions {
  /**
   * Most ids kept; the oldest are dropped beyond it.
   * @default 10_000
   */
  maxEntries?: number;
  /**
   * Clock for expiry: epoch milliseconds or a `Date`.
   * @default Date.now
   */
  now?: Clock;
}

/** Default memory of handled ids: 3 days, beyond the platform's retry schedule of about 1.8 days. */
export const DEFAULT_DEDUPE_TTL_SECONDS = 3 * 24 * 60 * 60;

/**
 * An in-process {@link DedupeStore} with expiry and a size bound. Enough for one process; ids are
 * lost on restart.
 */
export function createMemoryDedupeStore(options: MemoryDedupeStoreOptions = {}): DedupeStore {
  const maxEntries = options.maxEntries ?? 10_000;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('`maxEntries` must be 1 or more');
  const clock = options.now;
  const now = (): number => {
    if (clock === undefined) return Date.now();
    const value = clock();
    return typeof value === 'number' ? value : value.getTime();
  };
  // id → expiry in epoch ms. Map iteration order is claim order, so the oldest entries come first.
  const expiries = new Map<string, number>();

  const sweep = (at: number): void => {
    for (const [id, expiry] of expiries) {
      if (expiry > at) break;
      expiries.delete(id);
    }
  };

  return {
    claim(id, ttlSeconds) {
      const at = now();
      sweep(at);
      const expiry = expiries.get(id);
      if (expiry !== undefined && expiry > at) return false;
      expiries.delete(id);
      expiries.set(id, at + ttlSeconds * 1000);
      while (expiries.size > maxEntries) expiries.delete(expiries.keys().next().value as string);
      return true;
    },
    release(id) {
      expiries.delete(id);
    },
  };
}
