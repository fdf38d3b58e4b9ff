import type * as z from 'zod/mini';
import { APIPromise } from './core/api-promise.ts';
import { type CallInput, endpointOf, type ItemOf, withTableFacts } from './core/call.ts';
import { ConfigurationError, PlatformError } from './core/errors.ts';
import type { Hooks } from './core/hooks.ts';
import { isLogLevel, Log, type Logger, type LogLevel } from './core/log.ts';
import { Page, PagePromise } from './core/pagination.ts';
import {
  type AuthScheme,
  checkMaxRetries,
  checkTimeout,
  Transport,
  withIdempotencyKey,
} from './core/transport.ts';
import type {
  Endpoint,
  FetchFunction,
  IdempotentRequestOptions,
  ListEndpoint,
  OptionsOf,
  RequestOptions,
} from './core/types.ts';
import { checkResponse, type ResponseMismatch, type ResponseValidation } from './core/validation.ts';
import { originForApiPath } from './internal/base-url.ts';
import { readEnv } from './internal/env.ts';
import { type InternalOptions, kInternal, type WithInternalOptions } from './internal/internal-options.ts';
import { sleep } from './internal/sleep.ts';
import { kFetchWithoutKey } from './internal/without-key.ts';
import type { AnyOperation } from './operations/operation.ts';
import { CandidateSearch } from './resources/candidate-search/candidate-search.ts';
import { Crm } from './resources/crm/crm.ts';
import { JobBuilder } from './resources/job-builder/job-builder.ts';
import { JobSearch } from './resources/job-search/job-search.ts';
import { readUsageOverview, type UsageOverview } from './resources/usage.ts';
import { Webhooks } from './resources/webhooks/webhooks.ts';
import { objectIdSchema } from './schemas/common.ts';
import { VERSION } from './version.ts';

export type { AuthScheme };

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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new PlatformError(
      `The service answered ${response.status} with a body that is not JSON`,
      'INVALID_RESPONSE',
      {
        cause,
      },
    );
  }
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

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Client of the recruiting platform's public API v3.0.
 *
 * @example
 * ```
 * import { PlatformClient } from '@platform-api/sdk';
 *
 * const client = new PlatformClient(); // PLATFORM_API_KEY, PLATFORM_BASE_URL from the environment
 * const contact = await client.crm.contacts.create({ name: 'Ada Lovelace', emails: [{ email: 'ada@example.com' }] });
 * for await (const c of client.crm.contacts.list({ pageSize: 50 })) console.log(c.name);
 * ```
 */
export class PlatformClient {
  /** The service origin, without a trailing slash. */
  readonly baseUrl: string;
  readonly workspaceId: string | undefined;
  readonly authScheme: AuthScheme;
  readonly maxRetries: number;
  /** Milliseconds, per attempt. */
  readonly timeout: number;
  /** Seconds. */
  readonly maxRetryAfter: number;

  /** CRM: contacts, usage. */
  readonly crm: Crm;
  /** Webhooks: endpoints, delivery log, event catalog, usage, signature verification, resume assets. */
  readonly webhooks: Webhooks;
  /** Job-builder: a hiring request in natural language to a structured job (preview or real job). */
  readonly jobBuilder: JobBuilder;
  /** Candidate-search: scrubbed public profiles, ranked by a natural-language query. */
  readonly candidateSearch: CandidateSearch;
  /** Job-search: public jobs with their apply link. */
  readonly jobSearch: JobSearch;

  // Private fields are not shown by `console.log(client)` nor serialized: the key stays hidden.
  readonly #apiKey: string;
  readonly #options: ClientOptions & WithInternalOptions;
  readonly #transport: Transport;
  readonly #validateResponses: ResponseValidation;

  /**
   * @throws {ConfigurationError} when no API key or base URL is given nor found in the environment,
   * or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
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
    this.#validateResponses = validateResponses;
    const maxRetryAfter = options.maxRetryAfter ?? 60;
    if (!Number.isFinite(maxRetryAfter) || maxRetryAfter < 0) {
      throw new ConfigurationError(
        `maxRetryAfter must be a non-negative number of seconds, got ${maxRetryAfter}`,
      );
    }

    this.#apiKey = apiKey;
    this.#options = options;
    this.baseUrl = normalizeBaseUrl(baseUrl);
    this.workspaceId = workspaceId;
    this.authScheme = authScheme;
    this.maxRetries = checkMaxRetries(options.maxRetries ?? 2, 'maxRetries');
    this.timeout = checkTimeout(options.timeout ?? 60_000, 'timeout');
    this.maxRetryAfter = maxRetryAfter;

    const internal: InternalOptions = (options as WithInternalOptions)[kInternal] ?? {};
    this.#transport = new Transport({
      baseUrl: this.baseUrl,
      apiKey,
      authScheme,
      workspaceId,
      maxRetries: this.maxRetries,
      timeout: this.timeout,
      maxRetryAfter,
      fetch: options.fetch,
      defaultHeaders: lowerCaseNames({ 'user-agent': USER_AGENT, ...options.defaultHeaders }),
      hooks: options.hooks ?? {},
      sleep: options.sleep ?? internal.sleep ?? sleep,
      random: internal.random ?? Math.random,
      deadline: options.deadline === undefined ? undefined : checkTimeout(options.deadline, 'deadline'),
      log: new Log(options.logger ?? console, logLevel),
    });

    this.crm = new Crm(this);
    this.webhooks = new Webhooks(this);
    this.jobBuilder = new JobBuilder(this);
    this.candidateSearch = new CandidateSearch(this);
    this.jobSearch = new JobSearch(this);
  }

  /**
   * Today's usage of all five families at once (five usage reads in parallel, spending no quota).
   * A family whose read failed answers `available: false` with the error: the service refused it
   * (a 400, such as the CRM's read without the `workspaceId` a key of several workspaces must name),
   * the key may not use it (plan, scope), or the service failed or did not answer for it (a 5xx, a
   * lost connection).
   * Rejects when the key is refused (401), usage polling is rate-limited (429), the call is
   * aborted, or no family answered (every read a 404: no API at this base URL; none reachable).
   *
   * @example
   * ```
   * const all = await client.usage();
   * if (all.candidateSearch.available) console.log(all.candidateSearch.usage.remaining);
   * else console.log(all.candidateSearch.error.errorCode, all.candidateSearch.error.message);
   * ```
   */
  usage(options?: RequestOptions): Promise<UsageOverview> {
    return readUsageOverview(this, options);
  }

  /**
   * A new client with the same options (key included) except those given.
   *
   * @example
   * ```
   * const patient = client.withOptions({ maxRetries: 5, timeout: 120_000 });
   * ```
   */
  withOptions(overrides: ClientOptions): PlatformClient {
    // Through the constructor, not the class's name: a bundler would keep the name in an inner
    // alias (`_PlatformClient` in stack traces).
    const Client = this.constructor as typeof PlatformClient;
    return new Client({
      ...this.#options,
      apiKey: this.#apiKey,
      baseUrl: this.baseUrl,
      workspaceId: this.workspaceId,
      ...overrides,
    });
  }

  /**
   * Low-level call of any endpoint: validates locally, sends with retries, parses leniently.
   * Resources are one-liners over this; use it for endpoints the SDK does not wrap yet.
   *
   * @example
   * ```
   * const usage = await client.request({ method: 'GET', family: 'job-search', path: '/usage' });
   * ```
   *
   * An endpoint of the SDK's operation table keeps the table's facts whatever `endpoint` says:
   * `idempotencyKey` is taken only where the service makes the operation idempotent (a
   * `ConfigurationError` elsewhere), and only such a write is retried after a lost answer.
   */
  request<T = unknown>(
    endpoint: Endpoint<T> & { idempotent: true },
    options?: IdempotentRequestOptions,
  ): APIPromise<T>;
  request<T = unknown>(endpoint: Endpoint<T>, options?: RequestOptions): APIPromise<T>;
  request<T = unknown>(endpoint: Endpoint<T>, options?: IdempotentRequestOptions): APIPromise<T> {
    return this.#send(withTableFacts(endpoint), options);
  }

  #send<T>(endpoint: Endpoint<T>, options: IdempotentRequestOptions | undefined): APIPromise<T> {
    return new APIPromise(this.#transport.send(endpoint, options), async ({ response, idempotencyKey }) => {
      try {
        return this.#answer(endpoint, await readJson(response));
      } catch (error) {
        // An answer that cannot be read (not JSON, or off the schema under 'strict') keeps the key.
        throw withIdempotencyKey(error, idempotencyKey);
      }
    });
  }

  /** The body as sent, checked first when `validateResponses` asks for it. */
  #answer<T>(endpoint: Endpoint<T>, data: unknown): T {
    const mode = this.#validateResponses;
    if (mode !== 'off') {
      const where = `${endpoint.method} /api/v3.0/${endpoint.family}/public${endpoint.path}`;
      const mismatch = checkResponse(mode, endpoint.responseSchema, data, where);
      if (mismatch) {
        const summary = mismatch.issues.map((i) => `${i.field} ${i.message}`).join('; ');
        if (mode === 'strict') {
          throw new PlatformError(
            `The answer of ${where} does not match the SDK's schema: ${summary}`,
            'INVALID_RESPONSE',
          );
        }
        (
          this.#options.onResponseMismatch ??
          ((m: ResponseMismatch) => console.warn(`[platform-api] ${m.endpoint}: ${summary}`))
        )(mismatch);
      }
    }
    return data as T;
  }

  /**
   * Sends one operation of the table (`@platform-api/sdk/internal`): the resources' methods are
   * one-liners over this.
   */
  call<O extends AnyOperation>(
    op: O,
    input: CallInput<O>,
    options?: OptionsOf<O>,
  ): APIPromise<z.output<O['response']>> {
    return this.#send(endpointOf(op, input), options) as APIPromise<z.output<O['response']>>;
  }

  /** {@link call} for a paginated operation: a {@link PagePromise} over its list. */
  callPage<O extends AnyOperation>(
    op: O,
    input: CallInput<O>,
    options?: OptionsOf<O>,
  ): PagePromise<ItemOf<O>>;
  callPage<O extends AnyOperation, Item>(
    op: O,
    input: CallInput<O>,
    options: OptionsOf<O> | undefined,
    mapItem: (item: ItemOf<O>) => Item,
  ): PagePromise<Item>;
  callPage<O extends AnyOperation>(
    op: O,
    input: CallInput<O>,
    options?: IdempotentRequestOptions,
    mapItem?: (item: never) => unknown,
  ): PagePromise<unknown> {
    const list = op.list;
    if (!list) throw new TypeError(`${op.id} is not a paginated operation`);
    return this.#sendPage({ ...endpointOf(op, input), ...list, mapItem }, options);
  }

  /** GETs a presigned URL the service handed out, without the key (see `webhooks.downloadAsset`). */
  [kFetchWithoutKey](url: string, options?: RequestOptions): Promise<Response> {
    return this.#transport.fetchWithoutKey(url, options);
  }

  /**
   * Low-level paginated call: a {@link PagePromise} whose pages fetch their successors with the same
   * filters and request options.
   */
  requestPage<Item>(endpoint: ListEndpoint, options?: RequestOptions): PagePromise<Item> {
    return this.#sendPage(withTableFacts(endpoint), options);
  }

  #sendPage<Item>(endpoint: ListEndpoint, options: IdempotentRequestOptions | undefined): PagePromise<Item> {
    const fetchPage = (page: number | undefined): PagePromise<Item> => {
      let pageEndpoint: ListEndpoint = endpoint;
      if (page !== undefined) {
        pageEndpoint =
          endpoint.pageIn === 'body'
            ? { ...endpoint, body: { ...asRecord(endpoint.body), page } }
            : { ...endpoint, query: { ...asRecord(endpoint.query), page } };
      }
      return new PagePromise<Item>(this.#transport.send(pageEndpoint, options), async (props) => {
        const { response } = props;
        let answer: unknown;
        try {
          answer = this.#answer(endpoint, await readJson(response));
        } catch (error) {
          throw withIdempotencyKey(error, props.idempotencyKey);
        }
        const body = asRecord(answer);
        const items = body[endpoint.itemsKey];
        const requested = page ?? asRecord(endpoint.pageIn === 'body' ? endpoint.body : endpoint.query).page;
        const list = Array.isArray(items) ? (items as never[]) : [];
        return new Page<Item>({
          items: (endpoint.mapItem ? list.map(endpoint.mapItem) : list) as Item[],
          maxPage: endpoint.maxPage,
          page: typeof body.page === 'number' ? body.page : typeof requested === 'number' ? requested : 1,
          pageSize:
            typeof body.pageSize === 'number' ? body.pageSize : Array.isArray(items) ? items.length : 0,
          hasMore: body.hasMore === true,
          body,
          response,
          fetchPage,
        });
      });
    };
    return fetchPage(undefined);
  }
}
