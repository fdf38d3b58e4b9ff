import type { ErrorEnvelope, FieldError, RateLimitDetails } from '../schemas/common.ts';

// The errors bundle without zod: the envelope is read by these small structural checks.
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readFieldErrors(v: unknown): FieldError[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.every((d) => isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string')
    ? (v as FieldError[])
    : undefined;
}

/** `{ limit, period, scope? }` of a 429, or undefined. */
export function readRateLimitDetails(v: unknown): RateLimitDetails | undefined {
  if (!isRecord(v) || typeof v.limit !== 'number' || (v.period !== 'utc_day' && v.period !== 'minute')) {
    return undefined;
  }
  if (v.scope !== undefined && v.scope !== 'ip') return undefined;
  return { limit: v.limit, period: v.period, ...(v.scope === 'ip' ? { scope: 'ip' as const } : {}) };
}

/** The spec's envelope `{ statusCode, errorCode, message, path, details?, retryAfter? }`, or undefined. */
export function readEnvelope(v: unknown): ErrorEnvelope | undefined {
  if (
    !isRecord(v) ||
    typeof v.statusCode !== 'number' ||
    typeof v.errorCode !== 'string' ||
    typeof v.message !== 'string' ||
    typeof v.path !== 'string'
  ) {
    return undefined;
  }
  if (v.retryAfter !== undefined && typeof v.retryAfter !== 'number') return undefined;
  const details =
    v.details === undefined ? undefined : (readFieldErrors(v.details) ?? readRateLimitDetails(v.details));
  if (v.details !== undefined && details === undefined) return undefined;
  return {
    statusCode: v.statusCode,
    errorCode: v.errorCode,
    message: v.message,
    path: v.path,
    ...(details !== undefined ? { details } : {}),
    ...(typeof v.retryAfter === 'number' ? { retryAfter: v.retryAfter } : {}),
  };
}

const DAY_MS = 86_400_000;

/** A wait in seconds as given, or undefined when it is negative or endless (read as none given). */
export function secondsOrUndefined(value: number): number | undefined {
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * When the daily quota resets: UTC midnight. The service's clock is its `Date` header; with it,
 * that instant plus `retryAfter` (whole seconds), rounded to the nearest midnight to absorb the
 * rounding of both; without it, the next UTC midnight after now (a local clock that is off cannot
 * make it a past midnight).
 */
export function quotaResetsAt(retryAfter: number | undefined, headers: Headers | undefined): Date {
  const serverNow = Date.parse(headers?.get('date') ?? '');
  if (Number.isNaN(serverNow) || retryAfter === undefined) {
    const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
    return new Date((Math.floor(now / DAY_MS) + 1) * DAY_MS);
  }
  return new Date(Math.round((serverNow + retryAfter * 1000) / DAY_MS) * DAY_MS);
}

/** The `errorCode` of an answer without an envelope. */
export function defaultCodeForStatus(statusCode: number): string {
  if (statusCode === 429) return 'RATE_LIMIT_EXCEEDED';
  return `HTTP_${statusCode}`;
}
