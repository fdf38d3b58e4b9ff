import type * as z from 'zod/mini';
import { type AnswerChecks, asRecord, checkedAnswer, pageOf, readJson } from './core/answers.ts';
import { APIPromise } from './core/api-promise.ts';
import { type CallInput, endpointOf, type ItemOf, withTableFacts } from './core/call.ts';
import { Log } from './core/log.ts';
import { PagePromise } from './core/pagination.ts';
import { Transport, withIdempotencyKey } from './core/transport.ts';
import type {
  AuthScheme,
  Endpoint,
  IdempotentRequestOptions,
  ListEndpoint,
  OptionsOf,
  RequestOptions,
} from './core/types.ts';
import { type InternalOptions, kInternal, type WithInternalOptions } from './internal/internal-options.ts';
import { sleep } from './internal/sleep.ts';
import { kFetchWithoutKey } from './internal/without-key.ts';
import type { AnyOperation } from './operations/operation.ts';
import { type ClientOptions, resolveClientOptions } from './options.ts';
import { CandidateSearch } from './resources/candidate-search/candidate-search.ts';
import { Crm } from './resources/crm/crm.ts';
import { JobBuilder } from './resources/job-builder/job-builder.ts';
import { JobSearch } from './resources/job-search/job-search.ts';
import { readUsageOverview, type UsageOverview } from './resources/usage.ts';
import { Webhooks } from './resources/webhooks/webhooks.ts';

export type { AuthScheme, ClientOptions };

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
  readonly #checks: AnswerChecks;

  /**
   * @throws {ConfigurationError} when no API key or base URL is given nor found in the environment,
   * or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
    const resolved = resolveClientOptions(options);
    this.#apiKey = resolved.apiKey;
    this.#options = options;
    this.#checks = { mode: resolved.validateResponses, onMismatch: options.onResponseMismatch };
    this.baseUrl = resolved.baseUrl;
    this.workspaceId = resolved.workspaceId;
    this.authScheme = resolved.authScheme;
    this.maxRetries = resolved.maxRetries;
    this.timeout = resolved.timeout;
    this.maxRetryAfter = resolved.maxRetryAfter;

    const internal: InternalOptions = (options as WithInternalOptions)[kInternal] ?? {};
    this.#transport = new Transport({
      ...resolved,
      fetch: options.fetch,
      hooks: options.hooks ?? {},
      sleep: options.sleep ?? internal.sleep ?? sleep,
      random: internal.random ?? Math.random,
      log: new Log(options.logger ?? console, resolved.logLevel),
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
        return checkedAnswer(this.#checks, endpoint, await readJson(response));
      } catch (error) {
        // An answer that cannot be read (not JSON, or off the schema under 'strict') keeps the key.
        throw withIdempotencyKey(error, idempotencyKey);
      }
    });
  }

  /**
   * Sends one operation of the table (`@platform-api/sdk/operations`): the resources' methods are
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
    return this.#sendPage(
      { ...endpointOf(op, input), ...list, maxPage: op.paging?.page.max, mapItem },
      options,
    );
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
        let answer: unknown;
        try {
          answer = checkedAnswer(this.#checks, endpoint, await readJson(props.response));
        } catch (error) {
          throw withIdempotencyKey(error, props.idempotencyKey);
        }
        return pageOf<Item>(endpoint, answer, page, props.response, fetchPage);
      });
    };
    return fetchPage(undefined);
  }
}
