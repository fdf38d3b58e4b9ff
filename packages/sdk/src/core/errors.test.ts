import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { ERROR_CODES, type FieldError } from '../schemas/common.ts';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  AuthenticationError,
  ConfigurationError,
  ConflictError,
  IdempotencyError,
  InternalServerError,
  isPlatformError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  PlatformError,
  QuotaExceededError,
  RateLimitError,
  ValidationError,
} from './errors.ts';

function envelope(statusCode: number, errorCode: string, extra: Record<string, unknown> = {}) {
  return { statusCode, errorCode, message: `${errorCode} message`, path: '/api/v3.0/crm/public/x', ...extra };
}

// status the service answers each code with, and the class the SDK must raise
const CASES: [number, string, abstract new (...args: never[]) => APIError][] = [
  [400, 'VALIDATION_ERROR', ValidationError],
  [400, 'UNKNOWN_INTERACTION_TYPE', ValidationError],
  [400, 'MIME_MISMATCH', ValidationError],
  [400, 'EMPTY_FILE', ValidationError],
  [400, 'INVALID_BASE64', ValidationError],
  [400, 'MOVE_TO_STAGE_REQUIRED', ValidationError],
  [400, 'LAST_STAGE_UNDELETABLE', ValidationError],
  [400, 'TOO_MANY_ITEMS_TO_REASSIGN', ValidationError],
  [401, 'API_KEY_MISSING', AuthenticationError],
  [401, 'API_KEY_INVALID', AuthenticationError],
  [401, 'API_KEY_EXPIRED', AuthenticationError],
  [401, 'API_KEY_REVOKED', AuthenticationError],
  [403, 'PLAN_REQUIRED', PermissionDeniedError],
  [403, 'SCOPE_FORBIDDEN', PermissionDeniedError],
  [403, 'ORG_ACCESS_DENIED', PermissionDeniedError],
  [403, 'WORKSPACE_ACCESS_DENIED', PermissionDeniedError],
  [404, 'NOT_FOUND', NotFoundError],
  [409, 'CONTACT_CONFLICT', ConflictError],
  [409, 'LIST_HAS_NO_STAGES', ConflictError],
  [409, 'ENDPOINT_LIMIT_REACHED', ConflictError],
  [409, 'ENDPOINT_STATUS_CONFLICT', ConflictError],
  [413, 'PAYLOAD_TOO_LARGE', PayloadTooLargeError],
  [409, 'IDEMPOTENCY_IN_PROGRESS', IdempotencyError],
  [422, 'IDEMPOTENCY_KEY_REUSED', IdempotencyError],
  [400, 'IDEMPOTENCY_KEY_INVALID', IdempotencyError],
  [503, 'IDEMPOTENCY_STORE_UNAVAILABLE', IdempotencyError],
  [429, 'RATE_LIMIT_EXCEEDED', RateLimitError],
  [500, 'CRM_API_ERROR', InternalServerError],
  [500, 'WEBHOOKS_API_ERROR', InternalServerError],
  [500, 'JOB_BUILDER_API_ERROR', InternalServerError],
  [504, 'SEARCH_TIMEOUT', InternalServerError],
  [500, 'CANDIDATE_SEARCH_API_ERROR', InternalServerError],
  [500, 'JOB_SEARCH_API_ERROR', InternalServerError],
];

describe('APIError.generate', () => {
  test('the table covers every spec error code', () => {
    expect(new Set(CASES.map(([, code]) => code))).toEqual(new Set(ERROR_CODES));
  });

  test.each(CASES)('%i %s → %o', (status, code, ErrorClass) => {
    const headers = new Headers({ 'x-request-id': 'r1' });
    const error = APIError.generate(status, envelope(status, code), headers);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.statusCode).toBe(status);
    expect(error.errorCode).toBe(code);
    expect(error.message).toBe(`${code} message`);
    expect(error.path).toBe('/api/v3.0/crm/public/x');
    expect(error.headers.get('x-request-id')).toBe('r1');
    expect(error.name).toBe(ErrorClass.name);
    expect(isPlatformError(error, code as never)).toBe(true);
  });

  test('field-error classes carry typed details (an empty array when absent)', () => {
    const details: FieldError[] = [{ field: 'contact', message: 'weak_key_split' }];
    const conflict = APIError.generate(409, envelope(409, 'CONTACT_CONFLICT', { details }));
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError).details).toEqual(details);
    const notFound = APIError.generate(404, envelope(404, 'NOT_FOUND'));
    expect((notFound as NotFoundError).details).toEqual([]);
  });

  test('a per-minute 429 is a RateLimitError with retryAfter, limit, period and scope', () => {
    const error = APIError.generate(
      429,
      envelope(429, 'RATE_LIMIT_EXCEEDED', {
        retryAfter: 12,
        details: { limit: 60, period: 'minute', scope: 'ip' },
      }),
    );
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).not.toBeInstanceOf(QuotaExceededError);
    const rateLimit = error as RateLimitError;
    expect(rateLimit.retryAfter).toBe(12);
    expect(rateLimit.limit).toBe(60);
    expect(rateLimit.period).toBe('minute');
    expect(rateLimit.scope).toBe('ip');
    expect(rateLimit.details).toEqual({ limit: 60, period: 'minute', scope: 'ip' });
  });

  test("a daily 429 is a QuotaExceededError resetting at the service's UTC midnight (Date + retryAfter)", () => {
    const error = APIError.generate(
      429,
      envelope(429, 'RATE_LIMIT_EXCEEDED', { retryAfter: 7200, details: { limit: 500, period: 'utc_day' } }),
      new Headers({ date: 'Wed, 01 Apr 2026 22:00:00 GMT' }),
    );
    expect(error).toBeInstanceOf(QuotaExceededError);
    const quota = error as QuotaExceededError;
    expect(quota.period).toBe('utc_day');
    expect(quota.limit).toBe(500);
    expect(quota.retryAfter).toBe(7200);
    expect(quota.resetsAt.toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });

  test('resetsAt absorbs a second of rounding between Date and retryAfter', () => {
    const at = (date: string, retryAfter: number) =>
      (
        APIError.generate(
          429,
          envelope(429, 'RATE_LIMIT_EXCEEDED', { retryAfter, details: { limit: 500, period: 'utc_day' } }),
          new Headers({ date }),
        ) as QuotaExceededError
      ).resetsAt.toISOString();
    expect(at('Wed, 01 Apr 2026 23:59:58 GMT', 3)).toBe('2026-04-02T00:00:00.000Z');
    expect(at('Wed, 01 Apr 2026 00:00:01 GMT', 86_399)).toBe('2026-04-02T00:00:00.000Z');
  });

  test('without a Date header, the local clock is the base', () => {
    const nextMidnight = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
    const retryAfter = Math.ceil((nextMidnight - Date.now()) / 1000);
    const error = APIError.generate(
      429,
      envelope(429, 'RATE_LIMIT_EXCEEDED', { retryAfter, details: { limit: 500, period: 'utc_day' } }),
    ) as QuotaExceededError;
    expect(error.resetsAt.getTime()).toBe(nextMidnight);
  });

  test('a daily 429 without retryAfter resets at the next UTC midnight after the Date header', () => {
    const error = APIError.generate(
      429,
      envelope(429, 'RATE_LIMIT_EXCEEDED', { details: { limit: 500, period: 'utc_day' } }),
      new Headers({ date: 'Wed, 01 Apr 2026 13:14:15 GMT' }),
    ) as QuotaExceededError;
    expect(error.resetsAt.toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });

  test('retryAfter falls back to the Retry-After header', () => {
    const error = APIError.generate(
      429,
      envelope(429, 'RATE_LIMIT_EXCEEDED', { details: { limit: 30, period: 'minute' } }),
      new Headers({ 'retry-after': '7' }),
    ) as RateLimitError;
    expect(error.retryAfter).toBe(7);
  });

  test('without an envelope, the status decides and the path falls back', () => {
    const bad = APIError.generate(
      502,
      '<html>bad gateway</html>',
      new Headers(),
      '/api/v3.0/crm/public/usage',
    );
    expect(bad).toBeInstanceOf(InternalServerError);
    expect(bad.errorCode).toBe('HTTP_502');
    expect(bad.path).toBe('/api/v3.0/crm/public/usage');
    expect(APIError.generate(404, undefined)).toBeInstanceOf(NotFoundError);
    expect(APIError.generate(429, undefined)).toBeInstanceOf(RateLimitError);
    const teapot = APIError.generate(418, envelope(418, 'TEAPOT'));
    expect(teapot.constructor).toBe(APIError);
    expect(teapot.errorCode).toBe('TEAPOT');
  });

  test('an unknown code keeps the status class (the contract is additive)', () => {
    const error = APIError.generate(409, envelope(409, 'SOMETHING_NEW'));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.errorCode).toBe('SOMETHING_NEW');
  });
});

describe('isPlatformError', () => {
  test('narrows to the class of the code', () => {
    const error: unknown = APIError.generate(
      404,
      envelope(404, 'NOT_FOUND', { details: [{ field: 'id', message: 'x' }] }),
    );
    if (!isPlatformError(error, 'NOT_FOUND')) throw new Error('expected a NOT_FOUND error');
    expectTypeOf(error).toExtend<NotFoundError>();
    expectTypeOf(error.details).toEqualTypeOf<FieldError[]>();
    expect(error.details[0]?.field).toBe('id');

    const limited: unknown = APIError.generate(429, envelope(429, 'RATE_LIMIT_EXCEEDED', { retryAfter: 3 }));
    if (!isPlatformError(limited, 'RATE_LIMIT_EXCEEDED')) throw new Error('expected a 429');
    expectTypeOf(limited).toExtend<RateLimitError>();
    expectTypeOf(limited.retryAfter).toEqualTypeOf<number | undefined>();
    expect(limited.retryAfter).toBe(3);

    const timeout: unknown = new APITimeoutError();
    if (!isPlatformError(timeout, 'TIMEOUT')) throw new Error('expected a timeout');
    expectTypeOf(timeout).toExtend<APITimeoutError>();
  });

  test('checks the code', () => {
    const error = APIError.generate(404, envelope(404, 'NOT_FOUND'));
    expect(isPlatformError(error)).toBe(true);
    expect(isPlatformError(error, 'NOT_FOUND')).toBe(true);
    expect(isPlatformError(error, 'CONTACT_CONFLICT')).toBe(false);
  });

  test('rejects look-alikes that are not SDK errors', () => {
    const lookAlike = Object.assign(new Error('x'), { errorCode: 'NOT_FOUND', statusCode: 404 });
    expect(isPlatformError(lookAlike)).toBe(false);
    expect(isPlatformError(lookAlike, 'NOT_FOUND')).toBe(false);
    expect(isPlatformError({ errorCode: 'NOT_FOUND' })).toBe(false);
    expect(isPlatformError(null)).toBe(false);
    expect(isPlatformError('NOT_FOUND')).toBe(false);
  });

  test('recognizes errors from another copy of the package (brand, not instanceof)', async () => {
    vi.resetModules();
    const copy = await import('./errors.ts');
    expect(copy.NotFoundError).not.toBe(NotFoundError);
    const foreign = copy.APIError.generate(404, envelope(404, 'NOT_FOUND'));
    expect(foreign).not.toBeInstanceOf(PlatformError);
    expect(isPlatformError(foreign)).toBe(true);
    expect(isPlatformError(foreign, 'NOT_FOUND')).toBe(true);
    expect(isPlatformError(foreign, 'VALIDATION_ERROR')).toBe(false);
    // and the other way round
    expect(
      copy.isPlatformError(APIError.generate(401, envelope(401, 'API_KEY_INVALID')), 'API_KEY_INVALID'),
    ).toBe(true);
  });

  test('SDK errors carry their own codes', () => {
    expect(isPlatformError(new ConfigurationError('x'), 'CONFIGURATION_ERROR')).toBe(true);
    expect(isPlatformError(new APIConnectionError(), 'CONNECTION_ERROR')).toBe(true);
    const timeout = new APITimeoutError();
    expect(timeout).toBeInstanceOf(APIConnectionError);
    expect(isPlatformError(timeout, 'TIMEOUT')).toBe(true);
    expect(isPlatformError(timeout, 'CONNECTION_ERROR')).toBe(false);
  });
});

describe('ValidationError.fromLocal', () => {
  test('names the field and says nothing was sent', () => {
    const error = ValidationError.fromLocal(
      [{ field: 'emails.0.email', message: 'must be a valid email address' }],
      '/api/v3.0/crm/public/contacts',
    );
    expect(error.local).toBe(true);
    expect(error.statusCode).toBe(400);
    expect(error.errorCode).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([{ field: 'emails.0.email', message: 'must be a valid email address' }]);
    expect(error.message).toContain('emails.0.email');
    expect(error.message).toContain('not sent');
  });
});

test('errors serialize to a useful plain object', () => {
  const error = APIError.generate(404, envelope(404, 'NOT_FOUND'), new Headers({ 'x-request-id': 'r1' }));
  const json = JSON.parse(JSON.stringify(error));
  expect(json).toMatchObject({
    name: 'NotFoundError',
    message: 'NOT_FOUND message',
    statusCode: 404,
    errorCode: 'NOT_FOUND',
    path: '/api/v3.0/crm/public/x',
    headers: { 'x-request-id': 'r1' },
  });
  expect(String(error)).toBe('NotFoundError: NOT_FOUND message');
});
