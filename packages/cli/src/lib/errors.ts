import type { APIError, FieldError, PlatformError, RateLimitError } from '@platform-api/sdk';
import { isWebhookVerificationError } from '@platform-api/webhook-verifier';
import { formatDuration, formatInstant } from './output.ts';

/** A problem with the command line or its input (not the service's answer). Exit code 1. */
export class CliError extends Error {
  /** Machine-readable code shown with `--json`. */
  readonly code: string;
  readonly exitCode: number;

  constructor(message: string, options: { code?: string; exitCode?: number } = {}) {
    super(message);
    this.name = 'CliError';
    this.code = options.code ?? 'USAGE_ERROR';
    this.exitCode = options.exitCode ?? 1;
  }
}

/** An error reduced to what the user sees: one line, and the same facts as JSON. */
export interface ErrorReport {
  line: string;
  json: Record<string, unknown>;
  exitCode: number;
}

/** `isPlatformError` of the SDK, loaded only when something may be an SDK error (then it is loaded already). */
type IsPlatformError = (error: unknown) => error is PlatformError;

function isApiError(error: unknown, isPlatformError: IsPlatformError): error is APIError {
  return isPlatformError(error) && typeof (error as Partial<APIError>).statusCode === 'number';
}

function fieldDetails(error: APIError): FieldError[] {
  return Array.isArray(error.details) ? error.details : [];
}

/** Field details not already spelled out in the message (local validation messages include them). */
function detailsSuffix(error: APIError): string {
  const fresh = fieldDetails(error)
    .map((detail) => `${detail.field}: ${detail.message}`)
    .filter((text) => !error.message.includes(text));
  return fresh.length > 0 ? ` (${fresh.join('; ')})` : '';
}

/** When to come back after a 429: the daily quota's reset, or the per-minute wait. */
function rateLimitSuffix(error: RateLimitError, now: Date): string {
  const resetsAt = (error as { resetsAt?: unknown }).resetsAt;
  if (error.period === 'utc_day' && resetsAt instanceof Date) {
    return ` — quota resets at ${formatInstant(resetsAt, now)}`;
  }
  const parts: string[] = [];
  if (error.retryAfter !== undefined) parts.push(`retry in ${formatDuration(error.retryAfter)}`);
  if (error.limit !== undefined) {
    const per = error.scope === 'ip' ? ' per client IP' : '';
    parts.push(`limit ${error.limit} per ${error.period === 'utc_day' ? 'UTC day' : 'minute'}${per}`);
  }
  return parts.length > 0 ? ` — ${parts.join(', ')}` : '';
}

/** Turns anything thrown by a command into its one-line report. */
export async function describeError(error: unknown, now: Date): Promise<ErrorReport> {
  if (error instanceof CliError) {
    return {
      line: error.message,
      json: { errorCode: error.code, message: error.message },
      exitCode: error.exitCode,
    };
  }
  if (isWebhookVerificationError(error)) {
    return {
      line: `${error.code}: ${error.message}`,
      json: { errorCode: error.code, message: error.message },
      exitCode: 1,
    };
  }
  const { isPlatformError } = await import('@platform-api/sdk');
  if (isApiError(error, isPlatformError)) {
    let line = `${error.statusCode} ${error.errorCode}: ${error.message}${detailsSuffix(error)}`;
    if (error.statusCode === 429) line += rateLimitSuffix(error as RateLimitError, now);
    const json: Record<string, unknown> = {
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      message: error.message,
      path: error.path,
    };
    if (error.details !== undefined) json.details = error.details;
    if (error.statusCode === 429) {
      const limited = error as RateLimitError;
      json.retryAfter = limited.retryAfter;
      const resetsAt = (error as { resetsAt?: unknown }).resetsAt;
      if (resetsAt instanceof Date) json.resetsAt = resetsAt.toISOString();
    }
    return { line, json, exitCode: 1 };
  }
  if (isPlatformError(error)) {
    return {
      line: `${error.errorCode}: ${error.message}`,
      json: { errorCode: error.errorCode, message: error.message },
      exitCode: 1,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { line: message, json: { errorCode: 'ERROR', message }, exitCode: 1 };
}
