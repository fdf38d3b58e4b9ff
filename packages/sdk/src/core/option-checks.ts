import { ConfigurationError } from './errors.ts';

/** The largest delay `setTimeout` accepts (ky rejects larger timeouts). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** `maxRetries`, of the client or of one call: a whole number of at least 0. */
export function checkMaxRetries(value: number, where: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigurationError(`${where} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/** `timeout` or `deadline`, of the client or of one call: milliseconds `setTimeout` can wait. */
export function checkTimeout(value: number, where: string): number {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_TIMEOUT_MS) {
    throw new ConfigurationError(
      `${where} must be a number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${value}`,
    );
  }
  return value;
}
