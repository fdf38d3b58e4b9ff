import { WebhookVerificationError } from './errors.ts';

/** Default accepted distance between `webhook-timestamp` and the receiver's clock: 5 minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A clock: milliseconds since the Unix epoch (like `Date.now`) or a `Date`. */
export type Clock = () => number | Date;

// 15 digits keep the value a safe integer; real timestamps have 10.
const MAX_DIGITS = 15;

/**
 * Parses `webhook-timestamp`: Unix seconds written with ASCII digits only. Unlike `parseInt`, trailing
 * garbage such as `1614265330abc`, signs, spaces and decimals are rejected.
 * @throws {WebhookVerificationError} `invalid_timestamp`
 */
export function parseTimestamp(value: string): number {
  const length = value.length;
  let valid = length > 0 && length <= MAX_DIGITS;
  for (let index = 0; valid && index < length; index++) {
    const code = value.charCodeAt(index);
    valid = code >= 48 && code <= 57;
  }
  if (!valid) {
    throw new WebhookVerificationError(
      'invalid_timestamp',
      'Header "webhook-timestamp" must be Unix seconds made of digits only',
    );
  }
  return Number(value);
}

/** Current time in whole Unix seconds from a clock. */
export function clockSeconds(now: Clock | undefined): number {
  const value = now === undefined ? Date.now() : now();
  const milliseconds = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(milliseconds)) {
    throw new TypeError('The `now` clock must return epoch milliseconds or a valid Date');
  }
  return Math.floor(milliseconds / 1000);
}

/** Validates a tolerance option and applies the default. */
export function resolveTolerance(tolerance: number | undefined): number {
  if (tolerance === undefined) return DEFAULT_TOLERANCE_SECONDS;
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw new RangeError('`tolerance` must be a finite number of seconds, 0 or more');
  }
  return tolerance;
}

/**
 * Rejects timestamps more than `tolerance` seconds away from `nowSeconds`, bounding replays.
 * @throws {WebhookVerificationError} `timestamp_too_old` or `timestamp_too_new`
 */
export function assertFreshTimestamp(timestamp: number, nowSeconds: number, tolerance: number): void {
  if (nowSeconds - timestamp > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `Header "webhook-timestamp" is more than ${tolerance} s in the past`,
    );
  }
  if (timestamp - nowSeconds > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `Header "webhook-timestamp" is more than ${tolerance} s in the future`,
    );
  }
}
