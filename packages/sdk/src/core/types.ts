import type * as z from 'zod/mini';
import type { WorkspaceRule } from '../operations/operation.ts';
import type { ApiFamily } from '../schemas/common.ts';

/** How the key is sent: `'x-api-key'` (the `x-api-key` header) or `'bearer'` (`Authorization: Bearer <key>`). */
export type AuthScheme = 'x-api-key' | 'bearer';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A Fetch-compatible function. The client always calls it with a `Request` (plus an init object
 * carrying extra options), so `globalThis.fetch`, undici's `fetch` or an in-process emulator's
 * `fetch(request)` all fit.
 */
export type FetchFunction = (input: Request, init?: RequestInit) => Promise<Response>;

/** Options accepted by every method, as the last argument. They override the client's options for one call. */
export interface RequestOptions {
  /**
   * Cancels the call: the request in flight and any retry wait. The call then rejects with the
   * signal's `reason`.
   *
   * @default undefined
   * @example
   * ```
   * await client.crm.contacts.get(id, { signal: AbortSignal.timeout(5_000) });
   * ```
   */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds to wait for an answer, per attempt.
   *
   * @default the client's `timeout` (60 000)
   * @example
   * ```
   * await client.crm.usage({ timeout: 5_000 });
   * ```
   */
  timeout?: number | undefined;
  /**
   * Milliseconds for the whole call: every attempt, every backoff and every `retryAfter` wait.
   * When it passes, the call rejects with an {@link APITimeoutError} at once, in whatever phase it
   * is (an attempt, a backoff, a `retryAfter` wait). A retry whose wait cannot end before the
   * deadline is not begun: the call fails at once with the error that asked for the wait (a 429's
   * `RateLimitError`, a 5xx), as a wait above `maxRetryAfter` does. `timeout` bounds one attempt;
   * `deadline` the call. The error carries the call's `idempotencyKey`, as every error does.
   *
   * @default the client's `deadline` (none)
   * @example
   * ```
   * await client.crm.contacts.get(id, { deadline: 10_000 });
   * ```
   */
  deadline?: number | undefined;
  /**
   * How many times this call may be retried (see the client's `maxRetries`).
   *
   * @default the client's `maxRetries` (2)
   * @example
   * ```
   * await client.crm.contacts.list({}, { maxRetries: 0 });
   * ```
   */
  maxRetries?: number | undefined;
  /**
   * Workspace to act in (24-character hex id): the `workspaceId` query parameter of CRM and webhooks
   * calls; the `workspaceId` body field of job-builder `generate`/`createJob` and candidate-search
   * `search` (a `workspaceId` the body names wins); nothing for job-search (not workspace-scoped)
   * and the usage reads of job-builder and candidate-search (per organization).
   *
   * @default the client's `workspaceId`
   * @example
   * ```
   * await client.crm.contacts.create({ name: 'Ada' }, { workspaceId: '64b7f0c2a1d4e5f6a7b8c9d0' });
   * ```
   */
  workspaceId?: string | undefined;
  /**
   * Extra headers for this call, on top of the client's `defaultHeaders`.
   *
   * @default undefined
   * @example
   * ```
   * await client.crm.usage({ headers: { traceparent } });
   * ```
   */
  headers?: Record<string, string> | undefined;
  /**
   * Not taken by this method: the service does not make its operation idempotent (it ignores an
   * `Idempotency-Key` there), so a key could not stop a retry from writing twice. Only the methods
   * of idempotent operations take one ({@link IdempotentRequestOptions}: CRM `lists.create`,
   * job-builder `createJob`); passing one elsewhere is a type error and, from JavaScript, a
   * `ConfigurationError` naming the operation, before anything is sent. CRM `contacts.create`
   * de-duplicates by platform-user link, email and phone instead.
   */
  idempotencyKey?: undefined;
}

/**
 * Options of the methods of operations the service makes idempotent (CRM `lists.create`, job-builder
 * `createJob`): {@link RequestOptions} plus the `Idempotency-Key` to send.
 */
export interface IdempotentRequestOptions extends Omit<RequestOptions, 'idempotencyKey'> {
  /**
   * `Idempotency-Key` to send (1 to 255 visible ASCII characters). Without it the SDK sends a random
   * key per call, reused by every retry of that call; pass your own (for example from
   * {@link deriveIdempotencyKey}) to stay exactly-once across process restarts. A bad key is
   * refused before sending: on job-builder `createJob`, as the service refuses it (`IdempotencyError`
   * `400 IDEMPOTENCY_KEY_INVALID`, `local: true`); on CRM `lists.create` with a local
   * `ValidationError`. Every error of a call that sent a key carries it in `error.idempotencyKey`.
   *
   * @default a random UUID per call
   * @example
   * ```
   * const idempotencyKey = await deriveIdempotencyKey(body);
   * const { data, replayed } = await client.crm.lists.create(body, { idempotencyKey }).withResponse();
   * ```
   */
  idempotencyKey?: string | undefined;
}

/** The options of `op`'s method: {@link IdempotentRequestOptions} where the service makes it idempotent. */
export type OptionsOf<O extends { readonly idempotent: boolean }> = O['idempotent'] extends true
  ? IdempotentRequestOptions
  : RequestOptions;

/**
 * One call of the service, as resources describe it; {@link PlatformClient.request} validates it
 * locally, sends it with retries and parses the answer.
 */
export interface Endpoint<T = unknown> {
  method: HttpMethod;
  family: ApiFamily;
  /** Path under `/api/v3.0/<family>/public`, with `{name}` placeholders for `pathParams`. */
  path: string;
  /** Values of the path placeholders, each checked with its schema in `pathParamSchemas` (default: a 24-hex id). */
  pathParams?: Record<string, string> | undefined;
  pathParamSchemas?: Readonly<Record<string, z.core.$ZodType>> | undefined;
  query?: unknown;
  querySchema?: z.core.$ZodType | undefined;
  body?: unknown;
  bodySchema?: z.core.$ZodType | undefined;
  /**
   * The operation's id in the SDK's table (`crm.contacts.create`): set by the resource methods;
   * `client.request` finds it from the method, family and path when left out.
   */
  operation?: string | undefined;
  /** The answer's schema: its type, and what `validateResponses` checks it against. */
  responseSchema?: z.core.$ZodType<T> | undefined;
  /**
   * The service makes the endpoint idempotent with `Idempotency-Key`: a key is generated per call
   * and reused by its retries, and only then may the call carry one. For an operation of the SDK's
   * table the table decides, whatever this says (a POST the service does not make idempotent stays
   * unsafe to retry).
   */
  idempotent?: boolean | undefined;
  /**
   * The service checks the key's format itself and answers a bad one with `400
   * IDEMPOTENCY_KEY_INVALID` (job-builder `POST /public/jobs`): a bad key is then refused locally
   * with that same {@link IdempotencyError} (`local: true`) instead of a `ValidationError`.
   */
  checksIdempotencyKey?: boolean | undefined;
  /** A POST that only reads (a search): safe to retry like a GET. */
  readOnly?: boolean | undefined;
  /**
   * Where the workspace goes: the `workspaceId` query parameter (`'required'`, `'optional'`, the
   * default), a `workspaceId` field of the body (`'body'`: job-builder, candidate-search; added
   * unless the body names one) or nowhere (`'none'`: job-search, and the usage reads of job-builder
   * and candidate-search).
   */
  workspace?: WorkspaceRule | undefined;
  /**
   * `'manual'`: a 3xx answer is the result (its `Location` readable through `.asResponse()`), not
   * followed. Used by asset redemption, whose redirect target must be fetched without the key.
   */
  redirect?: 'manual' | undefined;
}

/** A paginated list call: `page` goes in the query (GET) or in the body (search POSTs). */
export interface ListEndpoint extends Endpoint<unknown> {
  /** Where the list sits in the answer: `items` (CRM), `results` (candidate-search), `jobs` (job-search). */
  itemsKey: string;
  /** Where `page` is sent. @default 'query' */
  pageIn?: 'query' | 'body' | undefined;
  /** The last page the service serves (searches: 100). */
  maxPage?: number | undefined;
  /** Turns an item of the answer into what the SDK hands over (candidate-search: `profileUrl`). */
  mapItem?: ((item: never) => unknown) | undefined;
}
