import * as z from 'zod/mini';
import { type ApiFamily, objectIdSchema, type Scope } from '../schemas/common.ts';
import type { Paging } from './limits.ts';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call is counted: `metered` spends the family's daily quota and burst; `usage` is a usage read
 * (polling limit per key, spends nothing); `free` is counted by nothing but the per-IP backstop.
 */
export type Metering = 'metered' | 'usage' | 'free';

/**
 * Whether the call acts in a workspace, and where it reads it: most do (`required`, the
 * `workspaceId` query parameter, which a key granting one workspace may leave out; every CRM
 * endpoint, its usage read and catalog included); the webhooks family's reads are per organization
 * (`optional`, the query too); `body` reads an optional `workspaceId` field of the JSON body (job-builder,
 * candidate-search), where the SDK puts the client's one unless the body names one; `none` takes no
 * `workspaceId` at all (job-search: public data; the usage reads of job-builder and
 * candidate-search), so the SDK does not send the client's one.
 */
export type WorkspaceRule = 'required' | 'optional' | 'body' | 'none';

/** A paginated read: where the list sits in the answer and where `page` goes (its bounds: `paging`). */
export interface ListShape {
  /** `items` (CRM, webhooks), `results` (candidate-search), `jobs` (job-search). */
  readonly itemsKey: string;
  readonly pageIn: 'query' | 'body';
}

/**
 * One operation of the service, declared once: the SDK's resource methods send it, the emulator
 * registers its handler against it, the agent tool server, the CLI, the OpenAPI document and the
 * contract test read it. A fact about an operation lives here and nowhere else.
 */
export interface Operation<
  Params extends string = string,
  Query extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Body extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Response extends z.core.$ZodType = z.core.$ZodType,
  Idempotent extends boolean = boolean,
> {
  /** Stable name, `<family>.<resource>.<action>`, e.g. `crm.contacts.create`. */
  readonly id: string;
  readonly family: ApiFamily;
  readonly method: HttpMethod;
  /** Path under `/api/v3.0/<family>/public`, with `{name}` placeholders, e.g. `/contacts/{id}`. */
  readonly path: string;
  /** The path placeholders and the schema each value must pass (a 24-hex id unless said otherwise). */
  readonly params: { readonly [K in Params]: z.core.$ZodType<string, string> };
  readonly query: Query;
  readonly body: Body;
  /** The success answer. */
  readonly response: Response;
  /** Status of the success answer. */
  readonly status: number;
  /** `none`: answered without a key, spending nothing (the job-search OpenAPI document). */
  readonly auth: 'key' | 'none';
  /** Scope the key must carry; null where the family is gated by plan only. */
  readonly scope: Scope | null;
  readonly metering: Metering;
  readonly workspace: WorkspaceRule;
  /**
   * The service makes it idempotent with `Idempotency-Key`: the SDK sends one per call (reused by
   * its retries), and only such an operation's methods take the `idempotencyKey` option (a literal
   * type, so that the option's type follows it).
   */
  readonly idempotent: Idempotent;
  /**
   * The service checks the format of `Idempotency-Key` itself (1 to 255 visible ASCII characters)
   * and refuses a bad one with `400 IDEMPOTENCY_KEY_INVALID` (job-builder `POST /public/jobs`); the
   * SDK's local check then throws that same error. Elsewhere no format is set (the CRM) and a bad
   * key is refused locally as a `VALIDATION_ERROR` of the SDK's own rule.
   */
  readonly checksIdempotencyKey: boolean;
  /** Repeating it is harmless: GET, PUT, DELETE, or a POST that only reads (a search). */
  readonly safe: boolean;
  /** Paginated on `hasMore`. */
  readonly list: ListShape | undefined;
  /**
   * The bounds and defaults of the `page` and `pageSize` it takes (a row of the limits table,
   * `LIST_PAGING` or `SEARCH_PAGING`): every list read, and the board read whose pages are the
   * cards of each stage. Its query or body schema checks the same figures.
   */
  readonly paging: Paging | undefined;
  /** `'manual'`: the success answer is a 3xx whose `Location` is the result (not followed). */
  readonly redirect: 'manual' | undefined;
  // What the call does is the row's doc comment, not a field: a string here would ship in every
  // SDK bundle (a door that prints one, the job-search OpenAPI document, writes its own).
}

/** Any operation, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: a table of operations of every shape.
export type AnyOperation = Operation<string, any, any, any, boolean>;

/** Names of an operation's path parameters. */
export type ParamsOf<O> = O extends Operation<infer P, infer _Q, infer _B, infer _R, infer _I> ? P : never;

type Defaults =
  | 'params'
  | 'query'
  | 'body'
  | 'idempotent'
  | 'checksIdempotencyKey'
  | 'safe'
  | 'list'
  | 'paging'
  | 'redirect'
  | 'workspace'
  | 'auth';

/** What an operation declares; everything in `Defaults` may be left out. */
export type OperationInit<
  Params extends string,
  Query extends z.core.$ZodType | undefined,
  Body extends z.core.$ZodType | undefined,
  Response extends z.core.$ZodType,
  Idempotent extends boolean = boolean,
> = Omit<Operation<Params, Query, Body, Response, Idempotent>, Defaults> &
  Partial<Pick<Operation<Params, Query, Body, Response, Idempotent>, Defaults>>;

/**
 * Declares an operation. Defaults: no path parameters, query or body; not idempotent; safe for GET,
 * PUT and DELETE; workspace required except on usage reads.
 */
export function defineOperation<
  const Params extends string = never,
  Query extends z.core.$ZodType | undefined = undefined,
  Body extends z.core.$ZodType | undefined = undefined,
  Response extends z.core.$ZodType = z.core.$ZodType,
  const Idempotent extends boolean = false,
>(
  init: OperationInit<Params, Query, Body, Response, Idempotent>,
): Operation<Params, Query, Body, Response, Idempotent> {
  return Object.freeze({
    params: {} as Operation<Params, Query, Body, Response, Idempotent>['params'],
    auth: 'key' as const,
    query: undefined as Query,
    body: undefined as Body,
    idempotent: false as Idempotent,
    checksIdempotencyKey: false,
    safe: init.method === 'GET' || init.method === 'PUT' || init.method === 'DELETE',
    list: undefined,
    paging: undefined,
    redirect: undefined,
    workspace: init.metering === 'usage' ? 'optional' : 'required',
    ...init,
  });
}

/**
 * The usual path parameter: a 24-character hexadecimal id, in either case. The SDK only checks it
 * (it sends what it was given); the emulator reads the lower-cased value, as the service answers.
 */
export const idParam = z.pipe(
  objectIdSchema,
  z.transform((id) => id.toLowerCase()),
);

/** `/api/v3.0/<family>/public<path>`: the full path of an operation (its template, or a path with the values in). */
export function fullPath(op: Pick<AnyOperation, 'family' | 'path'>): string {
  return `/api/v3.0/${op.family}/public${op.path}`;
}
