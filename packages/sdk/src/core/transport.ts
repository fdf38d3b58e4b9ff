import ky, { type Options as KyOptions } from 'ky';
import { type InProcessFetch, inProcessEntry } from '../in-process/door.ts';
import { redactHeaders } from '../internal/headers.ts';
import type { SleepFunction } from '../internal/sleep.ts';
import type { APIResponseProps } from './api-promise.ts';
import { isInProcessEmulatorAddress, noEmulatorDoor, unreachableEmulator } from './emulator-address.ts';
import { apiErrorOf, attemptTimedOut, connectionError } from './error-mapping.ts';
import { APIConnectionError, APITimeoutError, isPlatformError, type PlatformError } from './errors.ts';
import type { Hooks } from './hooks.ts';
import { runHooks } from './hooks.ts';
import type { Log } from './log.ts';
import { checkMaxRetries, checkTimeout } from './option-checks.ts';
import { type PreparedRequest, prepareRequest, type RequestDefaults } from './prepare-request.ts';
import { decideRetry } from './retry.ts';
import type { Endpoint, FetchFunction, IdempotentRequestOptions, RequestOptions } from './types.ts';

/** What the transport runs with: the client's resolved options and its collaborators. */
export interface TransportConfig extends RequestDefaults {
  maxRetries: number;
  /** Milliseconds, per attempt. */
  timeout: number;
  /** Seconds. */
  maxRetryAfter: number;
  fetch: FetchFunction | undefined;
  hooks: Hooks;
  sleep: SleepFunction;
  random: () => number;
  /** Milliseconds for a whole call (every attempt and wait); undefined: none. */
  deadline: number | undefined;
  log: Log;
}

/** What one call carries through its attempts. */
interface CallState {
  maxRetries: number;
  /** Milliseconds, per attempt. */
  timeout: number;
  /** The caller's signal and the deadline, together. */
  signal: AbortSignal | undefined;
  /** `performance.now()` at which the deadline passes; undefined: no deadline. */
  deadlineAt: number | undefined;
  /** The error to throw once `signal` has aborted: the deadline's, or the caller's reason. */
  stopped: () => unknown;
  /** The attempt under way (for the hook of an error that ends the call outside an attempt). */
  attempt: number;
  /** Set once `beforeError` hooks saw the error that ends the call. */
  reported: boolean;
}

/**
 * Gives a {@link PlatformError} the `Idempotency-Key` of the call it ends, so the caller can retry
 * later with the same key. A key already there is kept (an error re-used as an abort reason keeps
 * the key of the call it came from); anything else thrown passes unchanged.
 */
export function withIdempotencyKey(error: unknown, idempotencyKey: string | undefined): unknown {
  if (idempotencyKey !== undefined && isPlatformError(error) && error.idempotencyKey === undefined) {
    error.idempotencyKey = idempotencyKey;
  }
  return error;
}

/**
 * Sends one call: local validation, then attempts with retries. Holds the API key; nothing it hands
 * out (errors, hook states) contains it.
 */
export class Transport {
  readonly #config: TransportConfig;
  readonly #ky: typeof ky;
  /** The emulator's door without a network, when `fetch` is `emulator.fetch`. */
  readonly #inProcess: InProcessFetch | undefined;
  /** `baseUrl` is the in-process emulator's address, which no network reaches. */
  readonly #inProcessAddress: boolean;

  constructor(config: TransportConfig) {
    this.#config = config;
    // One ky instance with the fixed options, so each call merges only what varies.
    this.#ky = ky.create({ retry: 0, throwHttpErrors: false, fetch: config.fetch as KyOptions['fetch'] });
    this.#inProcess = inProcessEntry(config.fetch);
    this.#inProcessAddress = isInProcessEmulatorAddress(config.baseUrl, this.#inProcess !== undefined);
  }

  /** Validates, sends and retries; resolves with the successful response (body unread). */
  async send(endpoint: Endpoint, options: IdempotentRequestOptions = {}): Promise<APIResponseProps> {
    const request = prepareRequest(this.#config, endpoint, options);
    if (unreachableEmulator(this.#inProcessAddress, this.#config.fetch)) {
      throw noEmulatorDoor(this.#config.baseUrl);
    }
    const config = this.#config;
    const timeout = options.timeout === undefined ? config.timeout : checkTimeout(options.timeout, 'timeout');
    const deadlineMs =
      options.deadline === undefined ? config.deadline : checkTimeout(options.deadline, 'deadline');
    const maxRetries =
      options.maxRetries === undefined
        ? config.maxRetries
        : checkMaxRetries(options.maxRetries, 'maxRetries');
    // The caller's signal and the deadline end the call in any phase: request, backoff, body.
    const deadline = deadlineMs === undefined ? undefined : AbortSignal.timeout(deadlineMs);
    const signal =
      deadline && options.signal ? AbortSignal.any([options.signal, deadline]) : (deadline ?? options.signal);
    const stopped = (): unknown =>
      deadline?.aborted && !options.signal?.aborted
        ? new APITimeoutError(
            `The call did not finish within its deadline of ${deadlineMs} ms: ${request.method} ${request.path}`,
          )
        : signal?.reason;
    const call: CallState = {
      maxRetries,
      timeout,
      signal,
      deadlineAt: deadlineMs === undefined ? undefined : performance.now() + deadlineMs,
      stopped,
      attempt: 1,
      reported: false,
    };
    try {
      return await this.#attempts(request, call);
    } catch (err) {
      // Whatever ends the call (the deadline, the caller's reason, an answer, a lost connection)
      // carries the key it was sent with.
      const error = withIdempotencyKey(signal?.aborted ? stopped() : err, request.idempotencyKey);
      // The deadline's timeout ends the call outside the retry policy: its hooks run here (the
      // caller's own abort reason is not an error of the call, and a hook's own error is its own).
      if (!call.reported && error instanceof APITimeoutError && config.hooks.beforeError?.length) {
        await runHooks(config.hooks.beforeError, {
          request: request.snapshot(),
          attempt: call.attempt,
          error,
        });
      }
      throw error;
    }
  }

  async #attempts(request: PreparedRequest, call: CallState): Promise<APIResponseProps> {
    const config = this.#config;
    const { signal, timeout, stopped } = call;
    for (let attempt = 1; ; attempt++) {
      call.attempt = attempt;
      if (signal?.aborted) throw stopped();
      if (config.hooks.beforeRequest?.length) {
        await runHooks(config.hooks.beforeRequest, { request: request.snapshot(), attempt });
      }

      // Timings only when something reads them (hooks, the debug log).
      const timed = config.hooks.afterResponse?.length || config.log.enabled('debug');
      const started = timed ? performance.now() : 0;
      let response: Response;
      try {
        response = await (this.#inProcess
          ? inProcessAttempt(this.#inProcess, request, timeout, signal)
          : this.#ky(request.url, {
              method: request.method,
              headers: request.headers,
              body: request.body,
              timeout,
              signal,
              ...(request.manualRedirect ? { redirect: 'manual' as const } : {}),
            }));
      } catch (caught) {
        if (signal?.aborted) throw stopped();
        config.log.write('warn', `${request.method} ${request.path} failed to connect (attempt ${attempt})`);
        const error = connectionError(caught, request, timeout, {
          ...this.#config,
          inProcessAddress: this.#inProcessAddress,
        });
        await this.#retryOrThrow(error, request, attempt, call);
        continue;
      }

      if (config.hooks.afterResponse?.length) {
        await runHooks(config.hooks.afterResponse, {
          request: request.snapshot(),
          attempt,
          response: { status: response.status, headers: redactHeaders(response.headers, config.apiKey) },
          durationMs: performance.now() - started,
        });
      }
      // An answer that arrives after the abort is not handed over: the call was cancelled.
      if (signal?.aborted) {
        await response.body?.cancel().catch(() => {});
        throw stopped();
      }
      if (timed && config.log.enabled('debug')) {
        config.log.write('debug', `${request.method} ${request.path} → ${response.status}`, {
          attempt,
          durationMs: Math.round(performance.now() - started),
        });
      }
      if (response.ok || (request.manualRedirect && response.status >= 300 && response.status < 400)) {
        return { response, idempotencyKey: request.idempotencyKey };
      }
      const error = await apiErrorOf(response, new URL(request.url).pathname, config.apiKey);
      await this.#retryOrThrow(error, request, attempt, call);
    }
  }

  /**
   * One GET of an absolute URL the service handed out (a presigned file URL) with the client's
   * `fetch` but WITHOUT the key or any configured header: the URL carries its own credential. A
   * non-2xx answer throws the matching {@link APIError}.
   */
  async fetchWithoutKey(url: string, options: RequestOptions = {}): Promise<Response> {
    const timeout =
      options.timeout === undefined ? this.#config.timeout : checkTimeout(options.timeout, 'timeout');
    const timer = AbortSignal.timeout(timeout);
    const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;
    const fetchImpl = this.#config.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(new Request(url, { method: 'GET', signal }));
    } catch (caught) {
      if (options.signal?.aborted) throw options.signal.reason;
      // The path of a presigned URL can hold its signature: only the origin goes into messages.
      const where = `GET ${new URL(url).origin}/… (presigned URL)`;
      if (timer.aborted) throw new APITimeoutError(`Request timed out after ${timeout} ms: ${where}`);
      const cause = (caught as { cause?: unknown } | null)?.cause ?? caught;
      const reason = cause instanceof Error ? `: ${cause.message}` : '';
      throw new APIConnectionError(`Connection error: ${where}${reason}`, { cause });
    }
    if (response.ok) return response;
    throw await apiErrorOf(response, new URL(url).pathname, this.#config.apiKey);
  }

  /**
   * Throws `error`, or waits before the next attempt when the retry policy allows one. A wait that
   * cannot end before the deadline is not begun: the call fails at once with the error that asked
   * for it (a 429's `RateLimitError`, a 503's `InternalServerError`), as a wait above
   * `maxRetryAfter` does, instead of sleeping into an `APITimeoutError` that would hide it.
   */
  async #retryOrThrow(
    error: PlatformError,
    request: PreparedRequest,
    attempt: number,
    call: CallState,
  ): Promise<void> {
    const config = this.#config;
    const { maxRetries, signal, deadlineAt } = call;
    error.idempotencyKey = request.idempotencyKey;
    const decision = decideRetry(error, {
      retriesDone: attempt - 1,
      maxRetries,
      maxRetryAfter: config.maxRetryAfter,
      safe: request.safe,
      random: config.random,
    });
    const tooLate =
      decision.retry && deadlineAt !== undefined && decision.delayMs >= deadlineAt - performance.now();
    // The log line: the message's first line without its final period (`…: <why>; retry 1 of 2 in 438 ms`).
    const why = `${request.method} ${request.path}: ${error.message.split('\n')[0]!.replace(/\.$/, '')}`;
    if (tooLate) {
      config.log.write(
        'info',
        `${why}; not retried: a wait of ${Math.round(decision.delayMs)} ms does not fit in the deadline`,
      );
    }
    if (!decision.retry || tooLate) {
      call.reported = true;
      await runHooks(config.hooks.beforeError, { request: request.snapshot(), attempt, error });
      throw error;
    }
    await runHooks(config.hooks.beforeRetry, {
      request: request.snapshot(),
      attempt,
      error,
      delayMs: decision.delayMs,
    });
    config.log.write(
      'info',
      `${why}; retry ${attempt} of ${maxRetries} in ${Math.round(decision.delayMs)} ms`,
    );
    await config.sleep(decision.delayMs, signal);
  }
}

/**
 * One attempt through the emulator's in-process door: the per-attempt timeout is a plain timer (the
 * door honours `signal` for the caller's abort and the deadline).
 */
function inProcessAttempt(
  send: InProcessFetch,
  request: PreparedRequest,
  timeout: number,
  signal: AbortSignal | undefined,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => reject(attemptTimedOut(request, timeout)), timeout);
    send({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
      signal,
    }).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
