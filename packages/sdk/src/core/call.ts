import type * as z from 'zod/mini';
import type { AnyOperation, ParamsOf } from '../operations/operation.ts';
import type { Endpoint } from './types.ts';

type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** What one call of an operation carries: its path parameters, query and body. */
export type CallInput<O extends AnyOperation> = ([ParamsOf<O>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamsOf<O>, string> }) & {
  query?: InputOf<O['query']> | undefined;
  body?: InputOf<O['body']> | undefined;
};

/** The items of a paginated operation's answer (`items`, `results` or `jobs`). */
export type ItemOf<O extends AnyOperation> =
  z.output<O['response']> extends { items: (infer I)[] }
    ? I
    : z.output<O['response']> extends { results: (infer I)[] }
      ? I
      : z.output<O['response']> extends { jobs: (infer I)[] }
        ? I
        : unknown;

/** The transport's view of one call of `op`. */
export function endpointOf(
  op: AnyOperation,
  input: { params?: Record<string, string> | undefined; query?: unknown; body?: unknown },
): Endpoint {
  return {
    method: op.method,
    family: op.family,
    path: op.path,
    pathParams: input.params,
    pathParamSchemas: op.params,
    query: input.query,
    querySchema: op.query,
    body: input.body,
    bodySchema: op.body,
    responseSchema: op.response,
    idempotent: op.idempotent,
    checksIdempotencyKey: op.checksIdempotencyKey,
    readOnly: op.safe,
    workspace: op.workspace,
    redirect: op.redirect,
  };
}
