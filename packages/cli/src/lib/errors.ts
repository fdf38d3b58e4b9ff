import type { APIError, PlatformError, RateLimitError } from '@platform-api/sdk';
import type { FieldError } from '@platform-api/sdk/schemas';
import { isWebhookVerificationError } from '@platform-api/webhook-verifier';
import { ENV_BASE_URL, ENV_WORKSPACE_ID, HOW_TO_SET_THE_KEY, type Settings } from './config.ts';
import { InterruptedError } from './context.ts';
import { formatDuration } from './output.ts';

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

/** `withoutApiPath` of the SDK's internals, loaded with `isPlatformError`. */
type WithoutApiPath = (baseUrl: string) => string | undefined;

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

/**
 * Seconds until a spent daily quota comes back, on the service's clock: `retryAfter` counts from the
 * answer's `Date`. Without `retryAfter`, the reset less the answer's `Date` (the local clock only
 * when the answer has no `Date` either).
 */
function secondsToReset(error: RateLimitError, resetsAt: Date, now: Date): number {
  if (error.retryAfter !== undefined) return error.retryAfter;
  const serviceNow = Date.parse(error.headers.get('date') ?? '');
  return (resetsAt.getTime() - (Number.isNaN(serviceNow) ? now.getTime() : serviceNow)) / 1000;
}

/** `2026-01-02 00:00 UTC` */
function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * When to come back after a 429: the daily quota's reset, or the per-minute wait. The reset is said
 * once: when the service's message already gives the instant, only the time left is added.
 */
function rateLimitSuffix(error: RateLimitError, now: Date): string {
  const resetsAt = (error as { resetsAt?: unknown }).resetsAt;
  if (error.period === 'utc_day' && resetsAt instanceof Date) {
    const left = formatDuration(secondsToReset(error, resetsAt, now));
    const iso = resetsAt.toISOString();
    const stated = [iso.slice(0, 16), formatUtc(resetsAt).slice(0, 16)].some((text) =>
      error.message.includes(text),
    );
    return stated ? ` — resets in ${left}` : ` — quota resets at ${formatUtc(resetsAt)} (in ${left})`;
  }
  const parts: string[] = [];
  if (error.retryAfter !== undefined) parts.push(`retry in ${formatDuration(error.retryAfter)}`);
  if (error.limit !== undefined) {
    const per = error.scope === 'ip' ? ' per client IP' : '';
    parts.push(`limit ${error.limit} per ${error.period === 'utc_day' ? 'UTC day' : 'minute'}${per}`);
  }
  return parts.length > 0 ? ` — ${parts.join(', ')}` : '';
}

/** What the report of an error may use besides the error: where the command connected. */
export interface ErrorContext {
  /** `--base-url` or `PLATFORM_BASE_URL`, when given. */
  baseUrl?: string | undefined;
  /** The settings the command resolved, to say where the key came from. */
  settings?: Settings | undefined;
  /**
   * The workspaces the key grants, as `id (name)` texts, when they could be found (the emulator's
   * control API knows them; the service tells them in the application only).
   */
  keyWorkspaces?: readonly string[] | undefined;
}

/**
 * The service's answer to a key of several workspaces without `workspaceId`: it names the API's
 * field; a user of the CLI has a flag, a variable and a profile setting.
 */
export function isWorkspaceChoiceError(error: unknown): boolean {
  const { statusCode, details } = (error ?? {}) as { statusCode?: unknown; details?: unknown };
  return (
    statusCode === 400 &&
    Array.isArray(details) &&
    (details[0] as { field?: unknown } | undefined)?.field === 'workspaceId' &&
    /several workspaces|choose one/i.test(String((error as Error).message))
  );
}

/** The workspace choice in the CLI's words: the flag, the variable, the profile setting, the key's workspaces. */
export function workspaceChoiceMessage(message: string, context: ErrorContext): string {
  const grants = /grants (\d+) workspaces/.exec(message)?.[1];
  const workspaces = context.keyWorkspaces?.length ? `: ${context.keyWorkspaces.join(', ')}` : '';
  const example = context.keyWorkspaces?.[0]?.split(' ')[0] ?? '<id>';
  return (
    `This key grants ${grants ?? 'several'} workspaces${workspaces}; choose one with --workspace-id ${example}, ` +
    `set ${ENV_WORKSPACE_ID}, or save it in the profile (\`platform-api config set workspace-id ${example}\`)`
  );
}

/** A 401 in the CLI's words: where the key came from, and how to set another. */
function authenticationHint(context: ErrorContext): string {
  const from = context.settings?.apiKey.label.replace(/^--api-key \(here from (.+)\)$/, '$1');
  const source = from && from !== '--api-key' ? `the key came from ${from}; ` : '';
  return ` — ${source}${HOW_TO_SET_THE_KEY}`;
}

/**
 * A workspace the key does not grant, in the CLI's words: which workspace was sent and where it came
 * from (a `PLATFORM_WORKSPACE_ID` left over from another key is the likely trap).
 */
export function workspaceDeniedHint(context: ErrorContext): string {
  const workspace = context.settings?.workspaceId;
  if (workspace?.value === undefined) return '';
  const from = workspace.label.replace(/^--workspace-id \(here from (.+)\)$/, '$1');
  return (
    ` — workspace ${workspace.value} came from ${from}: use one this key grants, ` +
    'or none with a key of a single workspace'
  );
}

/** What to do when no API answered at the base URL: the flag, its variable, the URL to try. */
function baseUrlAdvice(baseUrl: string | undefined, withoutApiPath: WithoutApiPath): string {
  const fixed = baseUrl === undefined ? undefined : withoutApiPath(baseUrl);
  return fixed !== undefined
    ? `--base-url (or ${ENV_BASE_URL}) is the service origin, without /api/v3.0: try --base-url ${fixed}`
    : `--base-url (or ${ENV_BASE_URL}) must be the API's origin, such as http://127.0.0.1:4010 (without /api/v3.0)`;
}

/**
 * A 404 that says more about the base URL than about the record: `client.usage()`'s "no API answered
 * at this base URL" (every family 404) or a 404 without the API's error envelope (another server).
 * (A base URL holding `/api/v3...` never gets this far: the SDK refuses it, naming the origin.) The
 * message in the CLI's words, else undefined.
 */
function notTheApi(
  error: APIError,
  context: ErrorContext,
  withoutApiPath: WithoutApiPath,
): string | undefined {
  if (error.statusCode !== 404) return undefined;
  const baseUrl = context.baseUrl;
  const where = baseUrl ?? 'this base URL';
  if (fieldDetails(error)[0]?.field === 'baseUrl') {
    return `No API answered at ${where}: the usage endpoint of every family answered 404 — ${baseUrlAdvice(baseUrl, withoutApiPath)}`;
  }
  if (/^HTTP_\d+$/.test(error.errorCode)) {
    return `${error.message} — the server at ${where} does not answer like the API: ${baseUrlAdvice(baseUrl, withoutApiPath)}`;
  }
  return undefined;
}

/**
 * A connection error in the CLI's words: the SDK's hints name its option (`baseUrl`) and the
 * emulator's own bin (`npx platform-emulator`); a user of the CLI has `--base-url` and `platform-api
 * emulator start`. TLS spoken to a plain-HTTP port gets its own hint.
 */
export function connectionMessage(message: string): string {
  let text = message
    .replaceAll('`npx platform-emulator`', '`platform-api emulator start`')
    .replace(/\bbaseUrl\b/g, '--base-url');
  if (/ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG)/.test(text)) {
    text += ' (the server speaks plain HTTP, not TLS: use http:// in --base-url)';
  }
  return text;
}

/** Turns anything thrown by a command into its one-line report. */
export async function describeError(
  error: unknown,
  now: Date,
  context: ErrorContext = {},
): Promise<ErrorReport> {
  if (error instanceof CliError) {
    return {
      line: error.message,
      json: { errorCode: error.code, message: error.message },
      exitCode: error.exitCode,
    };
  }
  if (error instanceof InterruptedError) {
    return { line: 'interrupted', json: { errorCode: 'INTERRUPTED', message: 'interrupted' }, exitCode: 130 };
  }
  if (isWebhookVerificationError(error)) {
    return {
      line: `${error.code}: ${error.message}`,
      json: { errorCode: error.code, message: error.message },
      exitCode: 1,
    };
  }
  const [{ isPlatformError }, { withoutApiPath }] = await Promise.all([
    import('@platform-api/sdk'),
    import('./sdk-internal.ts'),
  ]);
  if (isApiError(error, isPlatformError)) {
    const workspace = isWorkspaceChoiceError(error);
    const hint = workspace
      ? workspaceChoiceMessage(error.message, context)
      : notTheApi(error, context, withoutApiPath);
    const message = hint ?? error.message;
    let line = `${error.statusCode} ${error.errorCode}: ${message}${hint === undefined ? detailsSuffix(error) : ''}`;
    if (error.statusCode === 429) line += rateLimitSuffix(error as RateLimitError, now);
    if (error.statusCode === 401) line += authenticationHint(context);
    if (error.errorCode === 'WORKSPACE_ACCESS_DENIED') line += workspaceDeniedHint(context);
    const json: Record<string, unknown> = {
      statusCode: error.statusCode,
      errorCode: error.errorCode,
      message,
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
    const message =
      error.errorCode === 'CONNECTION_ERROR' || error.errorCode === 'TIMEOUT'
        ? connectionMessage(error.message)
        : error.message;
    return {
      line: `${error.errorCode}: ${message}`,
      json: { errorCode: error.errorCode, message },
      exitCode: 1,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { line: message, json: { errorCode: 'ERROR', message }, exitCode: 1 };
}
