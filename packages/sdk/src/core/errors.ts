import { ERROR_STATUS, type ErrorCode } from '../schemas/codes.ts';
import type { FieldError, RateLimitDetails } from '../schemas/common.ts';
import {
  defaultCodeForStatus,
  quotaResetsAt,
  readEnvelope,
  readRateLimitDetails,
  secondsOrUndefined,
} from './error-envelope.ts';
import { type APIErrorDetails, PLATFORM_ERROR_BRAND, type PlatformErrorCode } from './error-guards.ts';

export {
  type APIErrorDetails,
  isPlatformError,
  type PlatformErrorCode,
  type PlatformErrorForCode,
  SDK_ERROR_CODES,
  type SdkErrorCode,
} from './error-guards.ts';

/** Base class of every error the SDK throws. Use {@link isPlatformError} to test for it across bundles. */
export class PlatformError extends Error {
  /** The service's `errorCode`, or one of the SDK's own {@link SDK_ERROR_CODES}. */
  readonly errorCode: PlatformErrorCode | (string & {});
  /**
   * The `Idempotency-Key` the failed request carried, if any: retry with the same key to stay
   * exactly-once.
   */
  idempotencyKey: string | undefined;

  constructor(message: string, errorCode: PlatformErrorCode | (string & {}), options?: { cause?: unknown }) {
    super(message, options);
    this.errorCode = errorCode;
    this.idempotencyKey = undefined;
  }

  /** A log-friendly plain object (credentials are never part of an error). */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) {
      out[key] = value instanceof Headers ? Object.fromEntries(value) : value;
    }
    return out;
  }
}
Object.defineProperty(PlatformError.prototype, PLATFORM_ERROR_BRAND, { value: true });

/**
 * The client was constructed without a usable `apiKey`, `baseUrl` or other option, or a call was given
 * one it cannot take (an `idempotencyKey` where the service ignores it, the in-process emulator's
 * address with nothing to answer it): nothing was sent, and retrying the same call cannot help.
 */
export class ConfigurationError extends PlatformError {
  declare readonly errorCode: 'CONFIGURATION_ERROR';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'CONFIGURATION_ERROR', options);
  }
}

/** The request never got an HTTP answer (DNS, refused connection, reset, a throwing `fetch`). */
export class APIConnectionError extends PlatformError {
  declare readonly errorCode: 'CONNECTION_ERROR' | 'TIMEOUT';

  constructor(
    message = 'Connection error: the request did not reach the service',
    options?: { cause?: unknown },
    errorCode: 'CONNECTION_ERROR' | 'TIMEOUT' = 'CONNECTION_ERROR',
  ) {
    super(message, errorCode, options);
  }
}

/** No answer within the `timeout` (per attempt). */
export class APITimeoutError extends APIConnectionError {
  declare readonly errorCode: 'TIMEOUT';

  constructor(message = 'Request timed out') {
    super(message, undefined, 'TIMEOUT');
  }
}

/** The fields an `APIError` is made of (the envelope, the headers, the retry hints). */
export interface APIErrorInit {
  statusCode: number;
  errorCode: ErrorCode | (string & {});
  message: string;
  path: string;
  details?: APIErrorDetails | undefined;
  retryAfter?: number | undefined;
  headers?: Headers | undefined;
}

/** The service answered with an error envelope `{ statusCode, errorCode, message, path, details? }`. */
export class APIError extends PlatformError {
  declare readonly errorCode: ErrorCode | (string & {});
  /** HTTP status of the answer. */
  readonly statusCode: number;
  /** The request path the service reports (`/api/v3.0/crm/public/contacts`). */
  readonly path: string;
  /** Field errors (validation, not-found, conflict) or rate-limit details (429). */
  readonly details: APIErrorDetails | undefined;
  /** Response headers, with credentials redacted. */
  readonly headers: Headers;

  constructor(init: APIErrorInit) {
    super(init.message, init.errorCode);
    this.statusCode = init.statusCode;
    this.path = init.path;
    this.details = init.details;
    this.headers = init.headers ?? new Headers();
  }

  /**
   * Builds the most specific error class for a status and an error envelope (or any body).
   * The `errorCode` decides first (so `isPlatformError(err, code)` narrows soundly), then the status.
   */
  static generate(
    statusCode: number,
    body: unknown,
    headers: Headers = new Headers(),
    fallbackPath = '',
  ): APIError {
    const envelope = readEnvelope(body);
    const errorCode = envelope?.errorCode ?? defaultCodeForStatus(statusCode);
    const headerRetryAfter = Number.parseInt(headers.get('retry-after') ?? '', 10);
    const init: APIErrorInit = {
      statusCode,
      errorCode,
      message: envelope?.message ?? `HTTP ${statusCode} without an error envelope`,
      path: envelope?.path ?? fallbackPath,
      details: envelope?.details,
      // A wait is never negative nor endless: a retryAfter out of that range is read as none given.
      retryAfter: secondsOrUndefined(envelope?.retryAfter ?? headerRetryAfter),
      headers,
    };
    const ErrorClass = errorClassFor(statusCode, errorCode);
    if (ErrorClass === RateLimitError) {
      if (readRateLimitDetails(init.details)?.period === 'utc_day') return new QuotaExceededError(init);
    }
    return new ErrorClass(init);
  }
}

function fieldDetails(details: APIErrorDetails | undefined): FieldError[] {
  return Array.isArray(details) ? details : [];
}

/** 400: the request failed validation, on the service or locally before anything was sent. */
export class ValidationError extends APIError {
  declare readonly details: FieldError[];
  /** `true` when the SDK rejected the request before sending it (no quota spent). */
  readonly local: boolean;

  constructor(init: APIErrorInit, local = false) {
    super({ ...init, details: fieldDetails(init.details) });
    this.local = local;
  }

  /** A validation failure found by the SDK before anything was sent. */
  static fromLocal(details: FieldError[], path: string): ValidationError {
    const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
    // `this`, not the class's name: a bundler would keep the name in an inner alias and the class
    // would be called `_ValidationError` in stack traces and `util.inspect`.
    return new this(
      {
        statusCode: 400,
        errorCode: 'VALIDATION_ERROR',
        message: `Invalid request (not sent): ${summary}`,
        path,
        details,
      },
      true,
    );
  }
}

/** 401: the API key is missing, invalid, expired or revoked. */
export class AuthenticationError extends APIError {}

/** 403: plan, scope, organization or workspace does not allow the call. */
export class PermissionDeniedError extends APIError {}

/** 404: no such record in the resolved workspace; `details[0].field` names the id to fix. */
export class NotFoundError extends APIError {
  declare readonly details: FieldError[];

  constructor(init: APIErrorInit) {
    super({ ...init, details: fieldDetails(init.details) });
  }
}

/**
 * 409: the request conflicts with existing data (`CONTACT_CONFLICT`, `LIST_HAS_NO_STAGES`,
 * `ENDPOINT_LIMIT_REACHED`, `ENDPOINT_STATUS_CONFLICT`).
 */
export class ConflictError extends APIError {
  declare readonly details: FieldError[];

  constructor(init: APIErrorInit) {
    super({ ...init, details: fieldDetails(init.details) });
  }
}

/** 413: the payload is too large (resume above 10 MB decoded). */
export class PayloadTooLargeError extends APIError {}

/**
 * An `Idempotency-Key` problem: 409 `IDEMPOTENCY_IN_PROGRESS`, 422 `IDEMPOTENCY_KEY_REUSED`,
 * 400 `IDEMPOTENCY_KEY_INVALID`, 503 `IDEMPOTENCY_STORE_UNAVAILABLE` (retry with the same key).
 */
export class IdempotencyError extends APIError {
  /**
   * `true` when the SDK refused the key before sending anything (`IDEMPOTENCY_KEY_INVALID` on an
   * endpoint whose service checks keys, job-builder `createJob`): the same error the service
   * answers, with no request made and no quota spent.
   */
  readonly local: boolean;

  constructor(init: APIErrorInit, local = false) {
    super(init);
    this.local = local;
  }

  /** A key the service would refuse with `400 IDEMPOTENCY_KEY_INVALID`, found before sending. */
  static invalidKeyFromLocal(details: FieldError[], path: string): IdempotencyError {
    return new this(
      {
        statusCode: 400,
        errorCode: 'IDEMPOTENCY_KEY_INVALID',
        message: `Invalid Idempotency-Key (not sent): ${details.map((d) => d.message).join('; ')}`,
        path,
        details,
      },
      true,
    );
  }
}

/** 429: a rate limit. Per-minute limits are retried by the client; see {@link QuotaExceededError}. */
export class RateLimitError extends APIError {
  declare readonly details: RateLimitDetails | undefined;
  /**
   * Seconds to wait before retrying, from the answer's `retryAfter` (or its `Retry-After` header).
   * `undefined` when the answer carried neither (a proxy's bare 429): then wait with your own
   * backoff; for a spent daily quota, `resetsAt` says when.
   */
  readonly retryAfter: number | undefined;
  /** The limit that was hit (`details.limit`). */
  readonly limit: number | undefined;
  /** `'minute'` (burst, per-IP, usage polling) or `'utc_day'` (daily quota). */
  readonly period: 'utc_day' | 'minute' | undefined;
  /** `'ip'` on the per-IP backstop, otherwise `undefined`. */
  readonly scope: 'ip' | undefined;

  constructor(init: APIErrorInit) {
    const details = readRateLimitDetails(init.details);
    super({ ...init, details });
    this.retryAfter = init.retryAfter;
    this.limit = details?.limit;
    this.period = details?.period;
    this.scope = details?.scope;
  }
}

/** 429 with `period: 'utc_day'`: the daily quota is spent. Never retried; wait until `resetsAt`. */
export class QuotaExceededError extends RateLimitError {
  declare readonly period: 'utc_day';
  /**
   * When the quota resets: the UTC midnight at the service's time (its `Date` header, else the local
   * clock) plus `retryAfter`. To wait, prefer `retryAfter`: it does not depend on clocks agreeing.
   */
  readonly resetsAt: Date;

  constructor(init: APIErrorInit) {
    super(init);
    this.resetsAt = quotaResetsAt(this.retryAfter, init.headers);
  }
}

/** 5xx: the service failed (`CRM_API_ERROR`, `SEARCH_TIMEOUT`, ...). Retried where safe. */
export class InternalServerError extends APIError {}

// Names set on the prototypes (not taken from `constructor.name`, which minifiers rename).
for (const [name, ErrorClass] of Object.entries({
  PlatformError,
  ConfigurationError,
  APIConnectionError,
  APITimeoutError,
  APIError,
  ValidationError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  PayloadTooLargeError,
  IdempotencyError,
  RateLimitError,
  QuotaExceededError,
  InternalServerError,
})) {
  Object.defineProperty(ErrorClass.prototype, 'name', { value: name, writable: true, configurable: true });
}

type APIErrorClass = new (init: APIErrorInit) => APIError;

/** The class each status raises; a code's status comes from the one table, {@link ERROR_STATUS}. */
const CLASS_BY_STATUS: Record<number, APIErrorClass> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  429: RateLimitError,
};

/** `Idempotency-Key` problems are one class whatever their status (400, 409, 422, 503). */
function isIdempotencyCode(code: string): boolean {
  return code.startsWith('IDEMPOTENCY_');
}

function errorClassFor(statusCode: number, errorCode: string): APIErrorClass {
  if (Object.hasOwn(ERROR_STATUS, errorCode)) {
    if (isIdempotencyCode(errorCode)) return IdempotencyError;
    const status = ERROR_STATUS[errorCode as ErrorCode];
    return CLASS_BY_STATUS[status] ?? InternalServerError;
  }
  return CLASS_BY_STATUS[statusCode] ?? (statusCode >= 500 ? InternalServerError : APIError);
}
