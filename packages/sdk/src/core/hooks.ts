import type { ApiFamily } from '../schemas/common.ts';
import type { PlatformError } from './errors.ts';
import type { HttpMethod } from './types.ts';

/**
 * What hooks see of a request. Credentials are redacted: `x-api-key` and `authorization` read
 * `[REDACTED]`, and the key never appears anywhere else.
 */
export interface RequestSnapshot {
  readonly method: HttpMethod;
  /** Full URL, query included (`workspaceId`, `page`, ...). */
  readonly url: string;
  readonly family: ApiFamily;
  /** The endpoint path template under `/public` (`/contacts/{id}`). */
  readonly path: string;
  /** Request headers, credentials redacted. */
  readonly headers: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
}

/** What a `beforeRequest` hook receives: the request (key redacted) and the attempt number. */
export interface BeforeRequestState {
  readonly request: RequestSnapshot;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
}

/** What an `afterResponse` hook receives: the request (key redacted), the attempt, the status and headers, the duration. */
export interface AfterResponseState {
  readonly request: RequestSnapshot;
  readonly attempt: number;
  readonly response: { readonly status: number; readonly headers: Readonly<Record<string, string>> };
  /** Milliseconds from sending to the response headers. */
  readonly durationMs: number;
}

/** What a `beforeRetry` hook receives: the request, the attempt, the error and the delay before the retry. */
export interface BeforeRetryState {
  readonly request: RequestSnapshot;
  /** The attempt that failed. */
  readonly attempt: number;
  readonly error: PlatformError;
  /** Milliseconds the client waits before the next attempt. */
  readonly delayMs: number;
}

/** What a `beforeError` hook receives: the request, the attempt and the error about to be thrown. */
export interface BeforeErrorState {
  readonly request: RequestSnapshot;
  readonly attempt: number;
  /** The error the call is about to reject with. */
  readonly error: PlatformError;
}

type Hook<State> = (state: State) => void | Promise<void>;

/**
 * Observation hooks (logging, metrics, tracing), run in order and awaited. Each takes one state
 * object, so fields can be added later without breaking hooks. A hook that throws fails the call
 * with that error. Hooks do not run for requests rejected by local validation (nothing is sent).
 * To add headers, use `defaultHeaders` or the `headers` request option.
 */
export interface Hooks {
  /**
   * Before each attempt is sent.
   *
   * @default []
   * @example
   * ```
   * hooks: { beforeRequest: [({ request, attempt }) => log.debug(request.method, request.url, attempt)] }
   * ```
   */
  beforeRequest?: Hook<BeforeRequestState>[] | undefined;
  /**
   * After each attempt got an HTTP answer (any status).
   *
   * @default []
   * @example
   * ```
   * hooks: { afterResponse: [({ response, durationMs }) => metrics.observe(response.status, durationMs)] }
   * ```
   */
  afterResponse?: Hook<AfterResponseState>[] | undefined;
  /**
   * Before waiting for a retry.
   *
   * @default []
   * @example
   * ```
   * hooks: { beforeRetry: [({ error, delayMs }) => log.warn(`retrying in ${delayMs} ms`, error.errorCode)] }
   * ```
   */
  beforeRetry?: Hook<BeforeRetryState>[] | undefined;
  /**
   * Before the call rejects with an error from the service or the connection, the `deadline`'s
   * timeout included (once per call; not for the caller's own abort).
   *
   * @default []
   * @example
   * ```
   * hooks: { beforeError: [({ error }) => sentry.captureException(error)] }
   * ```
   */
  beforeError?: Hook<BeforeErrorState>[] | undefined;
}

export async function runHooks<State>(hooks: Hook<State>[] | undefined, state: State): Promise<void> {
  if (!hooks) return;
  for (const hook of hooks) await hook(state);
}
