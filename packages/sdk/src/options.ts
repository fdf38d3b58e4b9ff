import { ConfigurationError } from './core/errors.ts';
import type { Hooks } from './core/hooks.ts';
import { isLogLevel, type Logger, type LogLevel } from './core/log.ts';
import { checkMaxRetries, checkTimeout } from './core/option-checks.ts';
import type { AuthScheme, FetchFunction, RequestOptions } from './core/types.ts';
import type { ResponseMismatch, ResponseValidation } from './core/validation.ts';
import { originForApiPath } from './internal/base-url.ts';
import { readEnv } from './internal/env.ts';
import { objectIdSchema } from './schemas/common.ts';
import { VERSION } from './version.ts';

/** Options of {@link PlatformClient}. Every field is optional; `apiKey` and `baseUrl` fall back to the environment. */
export interface ClientOptions {
  /**
   * The API key. Sent as `x-api-key` (or `Authorization: Bearer`, see `authScheme`); never included
   * in errors, hook arguments or anything the client logs.
   *
   * @default process.env.PLATFORM_API_KEY
   * @example
   * ```
   * new PlatformClient({ apiKey: 'pk_live_...', baseUrl: 'https://api.example.com' });
   * ```
   */
  apiKey?: string | undefined;
  /**
   * The service origin. Family paths are appended: `${baseUrl}/api/v3.0/crm/public/contacts`.
   * A query, a fragment, a `user:password@` part or the API's own path (`…/api/v3.0`) is a
   * {@link ConfigurationError} (the last names the origin to use). A path before it is kept (a
   * gateway serving the API under `/platform`). `createEmulator()`'s default address,
   * `http://platform-emulator.local`, has no network: pass `fetch: emulator.fetch` or start msw
   * with `emulator.handlers`, else every call fails at once with a `ConfigurationError` saying so.
   *
   * @default process.env.PLATFORM_BASE_URL
   * @example
   * ```
   * new PlatformClient({ baseUrl: 'http://127.0.0.1:4010' }); // a local emulator
   * ```
   */
  baseUrl?: string | undefined;
  /**
   * Workspace to act in (24-character hex id). Sent where each family reads it: the `workspaceId`
   * query parameter of CRM and webhooks calls; the `workspaceId` body field of job-builder
   * `generate`/`createJob` and candidate-search `search` (unless the body names one); nothing for
   * job-search (not workspace-scoped) nor the usage reads of job-builder and candidate-search (per
   * organization). Optional when the key grants exactly one workspace. Overridable per request.
   *
   * @default process.env.PLATFORM_WORKSPACE_ID, else none
   * @example
   * ```
   * new PlatformClient({ workspaceId: '64b7f0c2a1d4e5f6a7b8c9d0' });
   * ```
   */
  workspaceId?: string | undefined;
  /**
   * How the key is sent: `'x-api-key'` (header `x-api-key: <key>`) or `'bearer'`
   * (`Authorization: Bearer <key>`).
   *
   * @default 'x-api-key'
   * @example
   * ```
   * new PlatformClient({ authScheme: 'bearer' });
   * ```
   */
  authScheme?: AuthScheme | undefined;
  /**
   * How many times a call is retried after a per-minute 429, a 500/502/503/504, a lost connection or
   * a timeout (the last three only where retrying is safe: GET, PUT, DELETE, the POSTs the service
   * makes idempotent, CRM `lists.create` and job-builder `createJob`, which always carry an
   * `Idempotency-Key`, and POSTs that only read: the searches and job-builder `generate`). `0`
   * disables retries. Overridable per request.
   *
   * @default 2
   * @example
   * ```
   * new PlatformClient({ maxRetries: 5 });
   * ```
   */
  maxRetries?: number | undefined;
  /**
   * Milliseconds to wait for an answer, per attempt; then the attempt fails with `APITimeoutError`
   * (and is retried where safe). Overridable per request.
   *
   * @default 60_000
   * @example
   * ```
   * new PlatformClient({ timeout: 10_000 });
   * ```
   */
  timeout?: number | undefined;
  /**
   * Longest wait, in **seconds**, the client accepts before retrying a per-minute 429. When the
   * service asks for a longer `retryAfter`, the call fails at once with a `RateLimitError` carrying
   * `retryAfter`. (A daily-quota 429 is never retried.)
   *
   * @default 60
   * @example
   * ```
   * new PlatformClient({ maxRetryAfter: 5 }); // fail fast in a request handler
   * ```
   */
  maxRetryAfter?: number | undefined;
  /**
   * A Fetch-compatible function used for every request, called with a `Request`. Use it to inject
   * an in-process emulator, a mock, or instrumentation.
   *
   * @default globalThis.fetch
   * @example
   * ```
   * const emulator = await createEmulator();
   * new PlatformClient({ apiKey, baseUrl: emulator.baseUrl, fetch: emulator.fetch });
   * ```
   */
  fetch?: FetchFunction | undefined;
  /**
   * Headers sent with every request (a request's `headers` option wins on conflicts). The auth
   * headers are always set by the client.
   *
   * @default {}
   * @example
   * ```
   * new PlatformClient({ defaultHeaders: { 'user-agent': 'acme-sync/1.4' } });
   * ```
   */
  defaultHeaders?: Record<string, string> | undefined;
  /**
   * Observation hooks (logging, metrics, tracing). Each takes one state object; credentials in it
   * are redacted. See {@link Hooks}.
   *
   * @default {}
   * @example
   * ```
   * new PlatformClient({
   *   hooks: { beforeRetry: [({ error, delayMs }) => console.warn(error.errorCode, delayMs)] },
   * });
   * ```
   */
  hooks?: Hooks | undefined;
  /**
   * Milliseconds for a whole call, retries and waits included (see {@link RequestOptions.deadline}).
   * A retry whose wait (a 429's `retryAfter`, a backoff) cannot end before the deadline is not
   * waited for: the call fails at once with the error that asked for it.
   * @default none: each attempt is bounded by `timeout`, the waits by `maxRetryAfter`
   */
  deadline?: number | undefined;
  /**
   * How retries wait: `(ms, signal) => Promise<void>`, rejecting when `signal` aborts. Inject one to
   * run waits on a virtual clock, e.g. the emulator's: `(ms) => emulator.clock.advance(ms / 1000)`.
   * @default a timer
   */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
  /**
   * Where the SDK's log lines go (method, path, status, attempt, timing, retries; never headers,
   * bodies or the key). `console` works.
   * @default console, when `logLevel` (or `PLATFORM_LOG`) is not 'off'
   */
  logger?: Logger | undefined;
  /**
   * `'off'`, `'error'`, `'warn'`, `'info'` (retries) or `'debug'` (every request).
   * @default the `PLATFORM_LOG` environment variable, else 'off'
   */
  logLevel?: LogLevel | undefined;
  /**
   * Checks each answer against the SDK's response schema (unknown fields included): `'off'` (no
   * cost; answers are handed over as sent), `'warn'` (a mismatch goes to `onResponseMismatch`, the
   * answer still resolves) or `'strict'` (a mismatch rejects with a `PlatformError` whose code is
   * `INVALID_RESPONSE`). Test suites run `'strict'` to catch drift between the SDK and a server.
   * @default the `PLATFORM_VALIDATE_RESPONSES` environment variable, else 'off'
   */
  validateResponses?: ResponseValidation | undefined;
  /** Receives mismatches in `validateResponses: 'warn'` mode. @default console.warn */
  onResponseMismatch?: ((mismatch: ResponseMismatch) => void) | undefined;
}

const ENV_API_KEY = 'PLATFORM_API_KEY';
const ENV_BASE_URL = 'PLATFORM_BASE_URL';
const ENV_WORKSPACE_ID = 'PLATFORM_WORKSPACE_ID';
const ENV_LOG = 'PLATFORM_LOG';
const ENV_VALIDATE_RESPONSES = 'PLATFORM_VALIDATE_RESPONSES';
/** Who is calling, for the service's logs (browsers keep their own `User-Agent`). */
const USER_AGENT = `platform-api-sdk-typescript/${VERSION}`;

function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Quoted without any `user:password@`: the value may hold credentials.
    throw new ConfigurationError(
      `baseUrl must be an absolute http(s) URL such as http://127.0.0.1:4010, got "${raw.replace(/^((?:[a-z][a-z\d+.-]*:)?\/\/)?[^/?#]*@/i, '$1***@')}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(`baseUrl must use http or https, got "${url.protocol}"`);
  }
  // fetch refuses such a URL on every call, quoting it, password included: refused here, unquoted.
  if (url.username || url.password) {
    throw new ConfigurationError(
      'baseUrl must not contain a user name or password: remove the "user:password@" part (the API key is the only credential)',
    );
  }
  if (url.search || url.hash) throw new ConfigurationError('baseUrl must not have a query or a fragment');
  const origin = originForApiPath(raw);
  if (origin !== undefined) {
    throw new ConfigurationError(
      `baseUrl is the service origin, without the API's path ${url.pathname.slice(url.pathname.search(/\/api\//i)).replace(/\/+$/, '')} (the SDK adds /api/v3.0/<family>/public/... itself): use ${origin}`,
    );
  }
  return url.toString().replace(/\/+$/, '');
}

/** Header names in lower case (HTTP names are case-insensitive; the last spelling given wins). */
function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in headers) {
    try {
      new Headers([[name, headers[name]!]]);
    } catch {
      throw new ConfigurationError(`defaultHeaders: "${name}" is not a valid header name or value`);
    }
    out[name.toLowerCase()] = headers[name]!;
  }
  return out;
}

/** The options a client runs with: checked, defaults and the environment applied. */
export interface ResolvedClientOptions {
  apiKey: string;
  /** The service origin, without a trailing slash. */
  baseUrl: string;
  workspaceId: string | undefined;
  authScheme: AuthScheme;
  logLevel: LogLevel;
  validateResponses: ResponseValidation;
  maxRetries: number;
  /** Milliseconds, per attempt. */
  timeout: number;
  /** Seconds. */
  maxRetryAfter: number;
  /** Milliseconds for a whole call; undefined: none. */
  deadline: number | undefined;
  /** `defaultHeaders` with lower-case names, the SDK's `User-Agent` first. */
  defaultHeaders: Record<string, string>;
}

/**
 * Checks `options` and fills what they leave out from the environment and the defaults.
 *
 * @throws {ConfigurationError} when no API key or base URL is given nor found in the environment,
 * or an option is out of range.
 */
export function resolveClientOptions(options: ClientOptions): ResolvedClientOptions {
  const apiKey = options.apiKey?.trim() || readEnv(ENV_API_KEY);
  if (!apiKey) {
    throw new ConfigurationError(
      `Missing API key: pass the apiKey option or set the ${ENV_API_KEY} environment variable`,
    );
  }
  // A key is sent in a header: a line break or any other character a header cannot carry would
  // fail every call, and the runtime's error would quote the key. Said here, without the key.
  const bad = /[^\x21-\x7e]/.exec(apiKey);
  if (bad) {
    throw new ConfigurationError(
      `The API key has a character an HTTP header cannot carry (U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} at position ${bad.index + 1}): keys are printable ASCII without spaces; check what was copied with it`,
    );
  }
  const baseUrl = options.baseUrl?.trim() || readEnv(ENV_BASE_URL);
  if (!baseUrl) {
    throw new ConfigurationError(
      `Missing base URL: pass the baseUrl option (e.g. http://127.0.0.1:4010) or set the ${ENV_BASE_URL} environment variable`,
    );
  }
  const workspaceId = options.workspaceId?.trim() || readEnv(ENV_WORKSPACE_ID);
  if (workspaceId !== undefined && !objectIdSchema.safeParse(workspaceId).success) {
    throw new ConfigurationError(`workspaceId must be a 24-character hexadecimal id, got "${workspaceId}"`);
  }
  const authScheme = options.authScheme ?? 'x-api-key';
  if (authScheme !== 'x-api-key' && authScheme !== 'bearer') {
    throw new ConfigurationError(`authScheme must be 'x-api-key' or 'bearer', got "${String(authScheme)}"`);
  }
  // The environment switches are read in any letter case; a value they do not know is an error
  // (a CI that sets PLATFORM_VALIDATE_RESPONSES=STRICT must not silently check nothing).
  const envLog = readEnv(ENV_LOG)?.toLowerCase();
  const logLevel = options.logLevel ?? envLog ?? 'off';
  if (!isLogLevel(logLevel)) {
    throw new ConfigurationError(
      `${options.logLevel === undefined ? ENV_LOG : 'logLevel'} must be one of off, error, warn, info, debug, got "${String(logLevel)}"`,
    );
  }
  const envValidation = readEnv(ENV_VALIDATE_RESPONSES)?.toLowerCase();
  const validateResponses = options.validateResponses ?? envValidation ?? 'off';
  if (validateResponses !== 'off' && validateResponses !== 'warn' && validateResponses !== 'strict') {
    throw new ConfigurationError(
      `${options.validateResponses === undefined ? ENV_VALIDATE_RESPONSES : 'validateResponses'} must be 'off', 'warn' or 'strict', got "${String(validateResponses)}"`,
    );
  }
  const maxRetryAfter = options.maxRetryAfter ?? 60;
  if (!Number.isFinite(maxRetryAfter) || maxRetryAfter < 0) {
    throw new ConfigurationError(
      `maxRetryAfter must be a non-negative number of seconds, got ${maxRetryAfter}`,
    );
  }
  return {
    apiKey,
    baseUrl: normalizeBaseUrl(baseUrl),
    workspaceId,
    authScheme,
    logLevel,
    validateResponses,
    maxRetries: checkMaxRetries(options.maxRetries ?? 2, 'maxRetries'),
    timeout: checkTimeout(options.timeout ?? 60_000, 'timeout'),
    maxRetryAfter,
    defaultHeaders: lowerCaseNames({ 'user-agent': USER_AGENT, ...options.defaultHeaders }),
    deadline: options.deadline === undefined ? undefined : checkTimeout(options.deadline, 'deadline'),
  };
}
