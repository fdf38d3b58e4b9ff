import ky, { isNetworkError, isTimeoutError, type Options as KyOptions } from 'ky';
import { redactedHeaders, redactHeaders, scrub, scrubJson } from '../internal/headers.ts';
import { IN_PROCESS_EMULATOR_HOST, requestsAreIntercepted } from '../internal/interception.ts';
import { type InProcessFetch, inProcessEntry } from '../internal/local-door.ts';
import type { SleepFunction } from '../internal/sleep.ts';
import { allOperations, fullPath } from '../operations/index.ts';
import { type FieldError, IDEMPOTENCY_KEY_RULE, objectIdSchema } from '../schemas/common.ts';
import type { APIResponseProps } from './api-promise.ts';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  ConfigurationError,
  IdempotencyError,
  isPlatformError,
  type PlatformError,
  ValidationError,
} from './errors.ts';
import type { Hooks, RequestSnapshot } from './hooks.ts';
import { runHooks } from './hooks.ts';
import { generateIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import type { Log } from './log.ts';
import { decideRetry, isSafeToRetry } from './retry.ts';
import type {
  Endpoint,
  FetchFunction,
  HttpMethod,
  IdempotentRequestOptions,
  RequestOptions,
} from './types.ts';
import { validateInto } from './validation.ts';

/** How the key is sent: `'x-api-key'` (the `x-api-key` header) or `'bearer'` (`Authorization: Bearer <key>`). */
export type AuthScheme = 'x-api-key' | 'bearer';

export interface TransportConfig {
  baseUrl: string;
  apiKey: string;
  authScheme: AuthScheme;
  workspaceId: string | undefined;
  maxRetries: number;
  /** Milliseconds, per attempt. */
  timeout: number;
  /** Seconds. */
  maxRetryAfter: number;
  fetch: FetchFunction | undefined;
  defaultHeaders: Record<string, string>;
  hooks: Hooks;
  sleep: SleepFunction;
  random: () => number;
  /** Milliseconds for a whole call (every attempt and wait); undefined: none. */
  deadline: number | undefined;
  log: Log;
}

/** The largest delay `setTimeout` accepts (ky rejects larger timeouts). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

export function checkMaxRetries(value: number, where: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigurationError(`${where} must be a non-negative integer, got ${value}`);
  }
  return value;
}

export function checkTimeout(value: number, where: string): number {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_TIMEOUT_MS) {
    throw new ConfigurationError(
      `${where} must be a number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${value}`,
    );
  }
  return value;
}

interface PreparedRequest {
  method: HttpMethod;
  url: string;
  /** The endpoint's path template (for messages and logs: no ids, no query). */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string | undefined;
  idempotencyKey: string | undefined;
  safe: boolean;
  /** A 3xx is the answer (not followed, not an error). */
  manualRedirect: boolean;
  /** Built on first use: only hooks see it, and most clients have none. */
  snapshot: () => RequestSnapshot;
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

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function toQueryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
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
    this.#inProcessAddress =
      !this.#inProcess && new URL(config.baseUrl).hostname === IN_PROCESS_EMULATOR_HOST;
  }

  /**
   * A call to the in-process emulator's address that nothing would answer: no `fetch` of its own and
   * nothing intercepting the global one (msw with the emulator's handlers, a stub). Told at once,
   * before any DNS lookup; looked at per call, since msw may start after the client is made.
   */
  #unreachableEmulator(): boolean {
    return this.#inProcessAddress && this.#config.fetch === undefined && !requestsAreIntercepted();
  }

  /** Validates, sends and retries; resolves with the successful response (body unread). */
  async send(endpoint: Endpoint, options: IdempotentRequestOptions = {}): Promise<APIResponseProps> {
    const request = this.#prepare(endpoint, options);
    if (this.#unreachableEmulator()) throw noEmulatorDoor(this.#config.baseUrl);
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
        await this.#retryOrThrow(this.#connectionError(caught, request, timeout), request, attempt, call);
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
      await this.#retryOrThrow(
        await this.#apiError(response, new URL(request.url).pathname),
        request,
        attempt,
        call,
      );
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
    throw await this.#apiError(response, new URL(url).pathname);
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

  /** Checks everything locally (a bad request spends no quota) and builds the request. */
  #prepare(endpoint: Endpoint, options: IdempotentRequestOptions): PreparedRequest {
    const config = this.#config;
    const details: FieldError[] = [];
    const templatePath = `/api/v3.0/${endpoint.family}/public${endpoint.path}`;

    let path = endpoint.path;
    for (const [name, value] of Object.entries(endpoint.pathParams ?? {})) {
      validateInto(endpoint.pathParamSchemas?.[name] ?? objectIdSchema, value, details, name);
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const query = endpoint.querySchema
      ? validateInto(endpoint.querySchema, endpoint.query ?? {}, details)
      : endpoint.query;
    const body = endpoint.bodySchema
      ? validateInto(endpoint.bodySchema, endpoint.body, details)
      : endpoint.body;
    // An endpoint that takes no workspace (job-search) gets neither the client's nor the call's.
    const workspaceId =
      endpoint.workspace === 'none' ? undefined : (options.workspaceId ?? config.workspaceId);
    if (workspaceId !== undefined) validateInto(objectIdSchema, workspaceId, details, 'workspaceId');
    // Where the service reads it: the query, or (job-builder, candidate-search) a body field, never
    // both. A workspace the body names itself wins.
    let queryWorkspaceId = workspaceId;
    let sentBody = body;
    if (endpoint.workspace === 'body' && (body === undefined || isPlainRecord(body))) {
      queryWorkspaceId = undefined;
      if (workspaceId !== undefined && body?.workspaceId === undefined) sentBody = { ...body, workspaceId };
    }

    // `defaultHeaders` arrive with lower-case names (the client's constructor); call headers may not.
    const headers: Record<string, string> = { accept: 'application/json', ...config.defaultHeaders };
    if (options.headers) {
      // `Headers` rejects a bad name or value (a line break, say) here, not inside the transport:
      // said as the same configuration error as a bad `defaultHeaders` entry, nothing sent.
      let given: Headers;
      try {
        given = new Headers(options.headers);
      } catch {
        throw new ConfigurationError(
          'headers: a header name or value is not valid (names are tokens such as x-request-id; values have no line breaks)',
        );
      }
      given.forEach((value, name) => {
        headers[name] = value;
      });
    }
    if (config.authScheme === 'bearer') {
      headers.authorization = `Bearer ${config.apiKey}`;
      delete headers['x-api-key'];
    } else {
      headers['x-api-key'] = config.apiKey;
      delete headers.authorization;
    }

    // A key only where the service makes the operation idempotent: elsewhere it ignores the header,
    // and a key would make a write look safe to retry (a lost answer would then write twice).
    const givenKey = options.idempotencyKey ?? headers['idempotency-key'];
    if (givenKey !== undefined && !endpoint.idempotent) {
      throw new ConfigurationError(notIdempotentMessage(endpoint, templatePath, options.idempotencyKey));
    }
    const idempotencyKey = givenKey ?? (endpoint.idempotent ? generateIdempotencyKey() : undefined);
    // A bad key where the service checks keys (job-builder) is refused as the service refuses it:
    // 400 IDEMPOTENCY_KEY_INVALID, after the body (the service validates the body first). Elsewhere
    // it is the SDK's own rule, one more field of the local VALIDATION_ERROR.
    let badKey: FieldError | undefined;
    if (idempotencyKey !== undefined) {
      if (IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) headers['idempotency-key'] = idempotencyKey;
      else if (endpoint.checksIdempotencyKey)
        badKey = { field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_RULE };
      else details.push({ field: 'idempotencyKey', message: IDEMPOTENCY_KEY_RULE });
    }

    if (details.length > 0) {
      throw ValidationError.fromLocal(badKey ? [...details, badKey] : details, templatePath);
    }
    if (badKey) throw IdempotencyError.invalidKeyFromLocal([badKey], templatePath);

    // The path's parameters are encoded above and the base URL is normalised by the client: the
    // URL is put together as text (a `URL` object costs more than the rest of this function).
    const search = new URLSearchParams();
    if (query !== null && typeof query === 'object') {
      for (const [name, value] of Object.entries(query)) {
        const text = toQueryValue(value);
        if (text !== undefined) search.set(name, text);
      }
    }
    if (queryWorkspaceId !== undefined) search.set('workspaceId', queryWorkspaceId);
    const queryText = search.size > 0 ? `?${search}` : '';
    const href = `${config.baseUrl}/api/v3.0/${endpoint.family}/public${path}${queryText}`;
    let snapshot: RequestSnapshot | undefined;
    let bodyText: string | undefined;
    if (sentBody !== undefined) {
      bodyText = JSON.stringify(sentBody);
      headers['content-type'] = 'application/json';
    }

    return {
      method: endpoint.method,
      url: href,
      path: templatePath,
      headers,
      body: bodyText,
      idempotencyKey,
      safe: isSafeToRetry(endpoint.method, {
        idempotent: endpoint.idempotent === true,
        readOnly: endpoint.readOnly,
      }),
      manualRedirect: endpoint.redirect === 'manual',
      snapshot: () =>
        (snapshot ??= Object.freeze({
          method: endpoint.method,
          url: href,
          family: endpoint.family,
          path: endpoint.path,
          headers: Object.freeze(redactHeaders(headers, config.apiKey)),
          idempotencyKey,
        })),
    };
  }

  /**
   * Reads an error answer into the matching {@link APIError} subclass, credentials scrubbed; `path`
   * is the request's path (no query: a presigned URL's query is its credential).
   */
  async #apiError(response: Response, path: string): Promise<APIError> {
    // Parsed first, scrubbed after: a replacement inside the JSON text could break its syntax.
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text === '' ? undefined : scrubJson(JSON.parse(text), this.#config.apiKey);
    } catch {
      body = undefined;
    }
    return APIError.generate(
      response.status,
      body,
      redactedHeaders(response.headers, this.#config.apiKey),
      path,
    );
  }

  /**
   * Never keeps ky's error as the cause: it holds the `Request`, whose headers carry the key. A
   * network error keeps its own cause (the runtime's error), anything else thrown by `fetch` is kept.
   */
  #connectionError(caught: unknown, request: PreparedRequest, timeout: number): PlatformError {
    if (isPlatformError(caught)) return caught;
    const where = `${request.method} ${request.url}`;
    if (isTimeoutError(caught)) return attemptTimedOut(request, timeout);
    const cause = isNetworkError(caught) ? caught.cause : caught;
    // The in-process emulator's address reached a real network (an interceptor without a handler
    // for it, a fetch of the caller's own): the name never resolves. Said as what it is, not retried.
    const system = this.#inProcessAddress ? systemErrorOf(cause) : undefined;
    if (system?.code === 'ENOTFOUND' || system?.code === 'EAI_AGAIN') {
      return noEmulatorDoor(this.#config.baseUrl, system);
    }
    return new APIConnectionError(
      `Connection error: ${where}${connectionReason(cause, this.#config.apiKey)}`,
      {
        cause,
      },
    );
  }
}

/**
 * Why a key is refused on an operation the service does not make idempotent, with the ones that
 * take one (read from the operation table).
 */
function notIdempotentMessage(
  endpoint: Endpoint,
  templatePath: string,
  optionKey: string | undefined,
): string {
  const given = optionKey !== undefined ? 'the idempotencyKey option' : 'an Idempotency-Key header';
  const name = `${endpoint.method} ${templatePath}${endpoint.operation ? ` (${endpoint.operation})` : ''}`;
  const takers = allOperations
    .filter((op) => op.idempotent)
    .map((op) => `${op.method} ${fullPath(op)} (${op.id})`)
    .join(' and ');
  // The CRM's own answer to a repeated contact create (spec 1, behavior rule 2).
  const instead =
    endpoint.operation === 'crm.contacts.create'
      ? ' A contact create de-duplicates by platform-user link, email and phone instead.'
      : '';
  return `${name} does not take ${given}: the service ignores the header there, so a key could not stop a retry from writing twice (the SDK never repeats this call after a lost answer). Only ${takers} take one.${instead}`;
}

/** The error of an attempt that got no answer within `timeout`, whichever transport carried it. */
function attemptTimedOut(request: PreparedRequest, timeout: number): APITimeoutError {
  return new APITimeoutError(`Request timed out after ${timeout} ms: ${request.method} ${request.url}`);
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

/**
 * Why a connection failed, as a person can act on it: the system's code and address (fetch says only
 * "fetch failed"), and for a refused connection the likely cause.
 */
interface SystemError {
  code: string;
  address?: unknown;
  port?: unknown;
}

/**
 * The system error behind a failed fetch: fetch says "fetch failed" and keeps it in `cause` (undici
 * may wrap several attempts, IPv6 then IPv4, in an AggregateError): the first error with a code.
 */
function systemErrorOf(cause: unknown): SystemError | undefined {
  type Sys = { code?: unknown; cause?: unknown; errors?: unknown[] };
  const queue: unknown[] = [cause];
  for (let i = 0; i < 8 && queue.length > 0; i++) {
    const e = queue.shift() as Sys | undefined;
    if (!e || typeof e !== 'object') continue;
    if (typeof e.code === 'string') return e as SystemError;
    queue.push(e.cause, ...(Array.isArray(e.errors) ? e.errors : []));
  }
  return undefined;
}

/**
 * `baseUrl` is the in-process emulator's address and nothing answers it: the two ways to connect.
 * A `ConfigurationError`, so it is not retried.
 */
function noEmulatorDoor(baseUrl: string, cause?: unknown): ConfigurationError {
  return new ConfigurationError(
    `${baseUrl} is the in-process emulator's address: no network reaches it. Pass fetch: emulator.fetch ` +
      '(new PlatformClient({ apiKey, baseUrl: emulator.baseUrl, fetch: emulator.fetch })), or start msw ' +
      'with its handlers: setupServer(...emulator.handlers).listen(). A standalone emulator is at the URL it prints, such as http://127.0.0.1:4010.',
    cause === undefined ? undefined : { cause },
  );
}

function connectionReason(cause: unknown, apiKey: string): string {
  if (!(cause instanceof Error)) return '';
  const found = systemErrorOf(cause);
  const c = found?.code;
  const a = typeof found?.address === 'string' ? found.address : undefined;
  const p = typeof found?.port === 'number' ? found.port : undefined;
  const target = a !== undefined ? ` ${a}${p !== undefined ? `:${p}` : ''}` : '';
  const message = c ? `${c}${target}` : scrub(cause.message, apiKey);
  const hint =
    c === 'ECONNREFUSED'
      ? ' (nothing listens there: is the service, or the emulator (`npx platform-emulator`), running at this baseUrl?)'
      : c === 'ENOTFOUND' || c === 'EAI_AGAIN'
        ? ' (the host name does not resolve: check baseUrl)'
        : '';
  return `: ${message}${hint}`;
}
