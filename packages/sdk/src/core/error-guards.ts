import type { ERROR_STATUS, ErrorCode } from '../schemas/codes.ts';
import type { FieldError, RateLimitDetails } from '../schemas/common.ts';
import type {
  APIConnectionError,
  APITimeoutError,
  AuthenticationError,
  ConfigurationError,
  ConflictError,
  IdempotencyError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  PlatformError,
  RateLimitError,
  ValidationError,
} from './errors.ts';

/**
 * Brand shared by every copy of this package (two bundles, two versions): `isPlatformError` checks
 * it instead of relying on `instanceof` alone.
 */
export const PLATFORM_ERROR_BRAND = Symbol.for('@platform-api/sdk/PlatformError');

/** Codes of errors raised by the SDK itself, next to the service's {@link ErrorCode}s. */
export const SDK_ERROR_CODES = [
  'CONFIGURATION_ERROR',
  'CONNECTION_ERROR',
  'TIMEOUT',
  'NO_NEXT_PAGE',
  'INVALID_RESPONSE',
] as const;
export type SdkErrorCode = (typeof SDK_ERROR_CODES)[number];

/** Every `errorCode` a {@link PlatformError} can carry. */
export type PlatformErrorCode = ErrorCode | SdkErrorCode;

/** `details` of an error answer: field errors (400, 404, 409, ...) or the 429 rate-limit details. */
export type APIErrorDetails = FieldError[] | RateLimitDetails;

type ClassOfStatus<S extends number> = S extends 400
  ? ValidationError
  : S extends 401
    ? AuthenticationError
    : S extends 403
      ? PermissionDeniedError
      : S extends 404
        ? NotFoundError
        : S extends 409
          ? ConflictError
          : S extends 413
            ? PayloadTooLargeError
            : S extends 429
              ? RateLimitError
              : InternalServerError;

/** The class a service code raises. */
type ClassOfCode<C extends ErrorCode> = C extends `IDEMPOTENCY_${string}`
  ? IdempotencyError
  : ClassOfStatus<(typeof ERROR_STATUS)[C]>;

/** The class an error with this code is an instance of (what `isPlatformError(err, code)` narrows to). */
export type PlatformErrorForCode<C extends PlatformErrorCode> = (C extends ErrorCode
  ? ClassOfCode<C>
  : C extends 'CONFIGURATION_ERROR'
    ? ConfigurationError
    : C extends 'TIMEOUT'
      ? APITimeoutError
      : C extends 'CONNECTION_ERROR'
        ? APIConnectionError
        : PlatformError) & { readonly errorCode: C };

/**
 * True when `error` was thrown by this SDK, in this copy of the package or any other (brand check,
 * not only `instanceof`). With `code`, also checks `errorCode` and narrows to that code's class.
 *
 * @example
 * ```
 * try {
 *   await client.crm.contacts.get(id);
 * } catch (error) {
 *   if (isPlatformError(error, 'NOT_FOUND')) console.log(error.details[0]?.field);
 *   else if (isPlatformError(error, 'RATE_LIMIT_EXCEEDED')) console.log(error.retryAfter);
 *   else throw error;
 * }
 * ```
 */
export function isPlatformError(error: unknown): error is PlatformError;
export function isPlatformError<C extends PlatformErrorCode>(
  error: unknown,
  code: C,
): error is PlatformErrorForCode<C>;
export function isPlatformError(error: unknown, code?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { [PLATFORM_ERROR_BRAND]?: unknown })[PLATFORM_ERROR_BRAND] !== true) return false;
  return code === undefined || (error as PlatformError).errorCode === code;
}
