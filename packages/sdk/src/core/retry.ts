import {
  APIConnectionError,
  APIError,
  type PlatformError,
  QuotaExceededError,
  RateLimitError,
} from './errors.ts';
import type { HttpMethod } from './types.ts';

/** Server failures worth another attempt (where retrying is safe). */
const RETRYABLE_STATUSES = new Set([500, 502, 503, 504]);

const INITIAL_BACKOFF_SECONDS = 0.5;
const MAX_BACKOFF_SECONDS = 8;
/** Spread added to a 429 wait so that clients throttled together do not all come back together. */
const RATE_LIMIT_JITTER_MS = 500;

/**
 * Whether repeating a request that may already have been processed is harmless: GET, PUT and
 * DELETE are idempotent by definition; a POST or PATCH only where the service makes the operation
 * idempotent (it then answers a repeat carrying the same `Idempotency-Key` with the stored result;
 * the SDK always sends one there) or where it only reads (searches, previews). Any other write is
 * sent once: after a lost answer it may have been processed.
 */
export function isSafeToRetry(
  method: HttpMethod,
  opts: { idempotent?: boolean | undefined; readOnly?: boolean | undefined },
) {
  if (method === 'GET' || method === 'PUT' || method === 'DELETE') return true;
  return opts.idempotent === true || opts.readOnly === true;
}

/** Capped exponential backoff with jitter: about 0.5 s, 1 s, 2 s, ... up to 8 s, minus up to 25 %. */
export function backoffDelayMs(retryNumber: number, random: () => number): number {
  const seconds = Math.min(INITIAL_BACKOFF_SECONDS * 2 ** (retryNumber - 1), MAX_BACKOFF_SECONDS);
  return seconds * (1 - random() * 0.25) * 1000;
}

export interface RetryContext {
  /** Retries already made for this call (0 after the first attempt). */
  retriesDone: number;
  maxRetries: number;
  /** Seconds. */
  maxRetryAfter: number;
  /** Whether the request may be repeated after a server failure or a lost connection. */
  safe: boolean;
  random: () => number;
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

const NO_RETRY: RetryDecision = { retry: false };

/**
 * The retry policy:
 * - 429 per minute: the request was rejected, not processed, so it is retried for any method after
 *   `retryAfter` seconds plus a little jitter, unless that wait exceeds `maxRetryAfter`.
 * - 429 daily quota (`QuotaExceededError`): never retried.
 * - 500, 502, 503, 504, connection errors and timeouts: retried with backoff only where safe.
 * Every retry counts against `maxRetries`.
 */
export function decideRetry(error: PlatformError, ctx: RetryContext): RetryDecision {
  if (ctx.retriesDone >= ctx.maxRetries) return NO_RETRY;
  const retryNumber = ctx.retriesDone + 1;

  if (error instanceof RateLimitError) {
    if (error instanceof QuotaExceededError || error.period === 'utc_day') return NO_RETRY;
    if (error.retryAfter === undefined)
      return { retry: true, delayMs: backoffDelayMs(retryNumber, ctx.random) };
    if (error.retryAfter > ctx.maxRetryAfter) return NO_RETRY;
    return { retry: true, delayMs: error.retryAfter * 1000 + ctx.random() * RATE_LIMIT_JITTER_MS };
  }

  if (!ctx.safe) return NO_RETRY;
  if (error instanceof APIConnectionError) {
    return { retry: true, delayMs: backoffDelayMs(retryNumber, ctx.random) };
  }
  if (error instanceof APIError && RETRYABLE_STATUSES.has(error.statusCode)) {
    const retryAfter = Number(error.headers.get('retry-after') ?? Number.NaN);
    if (Number.isFinite(retryAfter) && retryAfter >= 0 && retryAfter <= ctx.maxRetryAfter) {
      return { retry: true, delayMs: retryAfter * 1000 };
    }
    return { retry: true, delayMs: backoffDelayMs(retryNumber, ctx.random) };
  }
  return NO_RETRY;
}
