import { SERVER_ERROR_CODES } from '@platform-api/sdk/operations';
import {
  type ApiFamily,
  ERROR_STATUS,
  type ErrorCode,
  type FieldError,
  type RateLimitDetails,
} from '@platform-api/sdk/schemas';
import type { EngineResponse } from './types.ts';

/**
 * An error the engine answers with the spec's envelope. Thrown anywhere in a handler. The status
 * comes from the one table of codes and statuses (`ERROR_STATUS`); only answers outside the API's
 * codes (a 405, the control API's conflicts, presigned file links) name their own.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly details: FieldError[] | RateLimitDetails | undefined;
  readonly retryAfter: number | undefined;
  readonly headers: Record<string, string>;

  constructor(
    errorCode: ErrorCode | (string & {}),
    message: string,
    extra: {
      /** Only for answers whose status is not the code's own. */
      status?: number;
      details?: FieldError[] | RateLimitDetails;
      retryAfter?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.status = extra.status ?? ERROR_STATUS[errorCode as ErrorCode] ?? 500;
    this.errorCode = errorCode;
    this.details = extra.details;
    this.retryAfter = extra.retryAfter;
    this.headers = extra.headers ?? {};
  }
}

export function validationError(message: string, details: FieldError[] = []): HttpError {
  return new HttpError('VALIDATION_ERROR', message, { details });
}

export function notFound(field: string, what: string): HttpError {
  return new HttpError('NOT_FOUND', `No ${what} with this ${field} in the resolved workspace.`, {
    details: [{ field, message: `no ${what} found for this ${field}` }],
  });
}

export function rateLimited(message: string, retryAfter: number, details: RateLimitDetails): HttpError {
  const wait = Math.max(1, Math.ceil(retryAfter));
  return new HttpError('RATE_LIMIT_EXCEEDED', message, {
    retryAfter: wait,
    details,
    headers: { 'retry-after': String(wait) },
  });
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function json(status: number, body: unknown, headers?: Record<string, string>): EngineResponse {
  return jsonText(status, JSON.stringify(body), headers);
}

/** {@link json} of a body already serialized. */
export function jsonText(status: number, text: string, headers?: Record<string, string>): EngineResponse {
  return {
    status,
    headers: headers ? { ...JSON_HEADERS, ...headers } : JSON_HEADERS,
    body: text,
  };
}

export function errorResponse(err: HttpError, path: string): EngineResponse {
  const body: Record<string, unknown> = {
    statusCode: err.status,
    errorCode: err.errorCode,
    message: err.message,
    path,
  };
  if (err.details !== undefined) body.details = err.details;
  if (err.retryAfter !== undefined) body.retryAfter = err.retryAfter;
  return json(err.status, body, err.headers);
}

/** A 500 whose cause stays hidden from the body, as the spec requires. */
export function internalError(family: ApiFamily | null): HttpError {
  // Outside the API (the control API, the agent tool server) there is no family code.
  return new HttpError(
    family ? SERVER_ERROR_CODES[family] : 'INTERNAL_ERROR',
    'Unexpected failure; the request may be retried.',
    {
      status: 500,
    },
  );
}

/** The `errorCode` a status answers with when a fault does not name one. */
export function defaultErrorCode(status: number, family: ApiFamily | null): string {
  switch (status) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'API_KEY_INVALID';
    case 403:
      return 'SCOPE_FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'IDEMPOTENCY_IN_PROGRESS';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 422:
      return 'IDEMPOTENCY_KEY_REUSED';
    case 429:
      return 'RATE_LIMIT_EXCEEDED';
    case 504:
      return family === 'candidate-search' || family === 'job-search'
        ? 'SEARCH_TIMEOUT'
        : family
          ? SERVER_ERROR_CODES[family]
          : 'INTERNAL_ERROR';
    default:
      // Outside the API (the agent tool server) there is no family code, as for `internalError`.
      return family ? SERVER_ERROR_CODES[family] : 'INTERNAL_ERROR';
  }
}
