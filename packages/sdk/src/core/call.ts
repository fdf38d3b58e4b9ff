import type * as z from 'zod/mini';
import type { AnyOperation, ParamsOf } from '../operations/operation.ts';
import { allOperations } from '../operations/table.ts';
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
    operation: op.id,
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

/** Path templates as patterns (`/contacts/{id}` matches `/contacts/{id}` and `/contacts/65f…`), made on first use. */
let patterns: Map<AnyOperation, RegExp> | undefined;

function patternOf(op: AnyOperation): RegExp {
  patterns ??= new Map();
  let pattern = patterns.get(op);
  if (!pattern) {
    const source = op.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(op, pattern);
  }
  return pattern;
}

/** The operation of the table that `endpoint` calls, if any. */
export function operationOf(
  endpoint: Pick<Endpoint, 'method' | 'family' | 'path'>,
): AnyOperation | undefined {
  const path = endpoint.path.split('?')[0]!;
  return allOperations.find(
    (op) => op.method === endpoint.method && op.family === endpoint.family && patternOf(op).test(path),
  );
}

/**
 * An endpoint of `client.request` with the table's facts where it calls an operation the SDK knows:
 * whether the service makes it idempotent (so a key is sent, and the call is retried, only where a
 * repeat is answered with the stored result), whether it checks the key's format and whether it
 * only reads. What the caller said is kept for endpoints the table does not have yet.
 */
export function withTableFacts<E extends Endpoint>(endpoint: E): E {
  if (endpoint.operation !== undefined) return endpoint;
  const op = operationOf(endpoint);
  if (!op) return endpoint;
  return {
    ...endpoint,
    operation: op.id,
    idempotent: op.idempotent,
    checksIdempotencyKey: op.checksIdempotencyKey,
    readOnly: op.safe,
  };
}
