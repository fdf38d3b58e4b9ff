import { describe, expect, test } from 'vitest';
import { APIConnectionError, APIError, APITimeoutError } from './errors.ts';
import { backoffDelayMs, decideRetry, isSafeToRetry, type RetryContext } from './retry.ts';

const ctx = (over: Partial<RetryContext> = {}): RetryContext => ({
  retriesDone: 0,
  maxRetries: 2,
  maxRetryAfter: 60,
  safe: true,
  random: () => 0,
  ...over,
});

function status(code: number, errorCode: string, extra: Record<string, unknown> = {}, headers?: Headers) {
  return APIError.generate(
    code,
    { statusCode: code, errorCode, message: 'm', path: '/p', ...extra },
    headers,
  );
}
const minute429 = (retryAfter?: number) =>
  status(429, 'RATE_LIMIT_EXCEEDED', { retryAfter, details: { limit: 30, period: 'minute' } });

describe('isSafeToRetry', () => {
  test.each(['GET', 'PUT', 'DELETE'] as const)('%s is always safe', (method) => {
    expect(isSafeToRetry(method, {})).toBe(true);
  });
  test.each(['POST', 'PATCH'] as const)(
    '%s only where the service makes it idempotent, or when read-only',
    (method) => {
      expect(isSafeToRetry(method, {})).toBe(false);
      expect(isSafeToRetry(method, { idempotent: false })).toBe(false);
      expect(isSafeToRetry(method, { idempotent: true })).toBe(true);
      expect(isSafeToRetry(method, { readOnly: true })).toBe(true);
    },
  );
});

describe('backoffDelayMs', () => {
  test('doubles from 0.5 s, capped at 8 s, with up to 25 % jitter off', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(backoffDelayMs(1, () => 1)).toBe(375);
  });
});

describe('decideRetry', () => {
  test('per-minute 429: waits retryAfter plus jitter, even when unsafe', () => {
    expect(decideRetry(minute429(3), ctx({ safe: false }))).toEqual({ retry: true, delayMs: 3000 });
    expect(decideRetry(minute429(3), ctx({ random: () => 1 }))).toEqual({ retry: true, delayMs: 3500 });
  });

  test('per-minute 429 above maxRetryAfter: no retry', () => {
    expect(decideRetry(minute429(61), ctx())).toEqual({ retry: false });
    expect(decideRetry(minute429(60), ctx()).retry).toBe(true);
  });

  test('daily 429: never', () => {
    const daily = status(429, 'RATE_LIMIT_EXCEEDED', {
      retryAfter: 5,
      details: { limit: 500, period: 'utc_day' },
    });
    expect(decideRetry(daily, ctx())).toEqual({ retry: false });
  });

  test('retries stop at maxRetries', () => {
    expect(decideRetry(minute429(1), ctx({ retriesDone: 2 }))).toEqual({ retry: false });
    expect(decideRetry(new APIConnectionError(), ctx({ maxRetries: 0 }))).toEqual({ retry: false });
  });

  test.each([500, 502, 503, 504])('%i: backoff when safe, nothing when not', (code) => {
    expect(decideRetry(status(code, 'CRM_API_ERROR'), ctx())).toEqual({ retry: true, delayMs: 500 });
    expect(decideRetry(status(code, 'CRM_API_ERROR'), ctx({ safe: false }))).toEqual({ retry: false });
  });

  test('a 5xx Retry-After header within maxRetryAfter is honoured', () => {
    const error = status(503, 'CRM_API_ERROR', {}, new Headers({ 'retry-after': '2' }));
    expect(decideRetry(error, ctx())).toEqual({ retry: true, delayMs: 2000 });
  });

  test('connection errors and timeouts retry only when safe', () => {
    expect(decideRetry(new APIConnectionError(), ctx({ retriesDone: 1 }))).toEqual({
      retry: true,
      delayMs: 1000,
    });
    expect(decideRetry(new APITimeoutError(), ctx())).toEqual({ retry: true, delayMs: 500 });
    expect(decideRetry(new APITimeoutError(), ctx({ safe: false }))).toEqual({ retry: false });
  });

  test.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'API_KEY_INVALID'],
    [404, 'NOT_FOUND'],
    [409, 'IDEMPOTENCY_IN_PROGRESS'],
    [501, 'CRM_API_ERROR'],
  ])('%i %s is not retried', (code, errorCode) => {
    expect(decideRetry(status(code, errorCode), ctx())).toEqual({ retry: false });
  });
});
