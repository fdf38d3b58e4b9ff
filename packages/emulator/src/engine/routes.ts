import { type AnyOperation, fullPath, type ParamsOf } from '@platform-api/sdk/operations';
import type * as z from 'zod/mini';
import type { RequestContext } from './context.ts';
import { HttpError } from './errors.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { JsonText, Reply } from './reply.ts';
import { Router } from './router.ts';
import type { EngineRequest, EngineResponse } from './types.ts';

// The route registry: what the families, the control API and the doors register on the engine, and
// how a request finds its route (a 404 or a 405 otherwise).

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What an operation's handler receives besides the context: its inputs, already validated. */
export interface OperationInput<O extends AnyOperation> {
  params: Record<ParamsOf<O>, string>;
  query: Out<O['query']>;
  body: Out<O['body']>;
}

/**
 * An operation's answer: its response value (sent with the operation's status), that value already
 * serialized ({@link JsonText}), or a {@link Reply}.
 */
export type OperationResult<O extends AnyOperation> =
  | z.input<O['response']>
  | JsonText<z.input<O['response']>>
  | Reply<z.input<O['response']>>;

/** Writes only behaviour: authentication, quotas and validation ran before it. */
export type OperationHandler<O extends AnyOperation> = (
  ctx: RequestContext,
  input: OperationInput<O>,
) => OperationResult<O> | Promise<OperationResult<O>>;

export interface OperationRouteOptions<O extends AnyOperation = AnyOperation> {
  /**
   * Where the call acts when its body names it (job-builder's `organizationId`, `workspaceId`): the
   * scope of its `Idempotency-Key`. @default the key's organization and the resolved `workspaceId`
   */
  target?: (ctx: RequestContext, input: OperationInput<O>) => { orgId: string; workspaceId: string };
}

/** A control route (`/_emulator/...`): no key, JSON in and out. */
export interface ControlRouteDef<
  B extends z.core.$ZodType | undefined,
  Q extends z.core.$ZodType | undefined,
> {
  method: string;
  /** Full path with `{name}` parameters. */
  path: string;
  /** Schema of the JSON body (an empty body reads as `{}`); without one the raw JSON is passed. */
  body?: B;
  query?: Q;
  /** @default 200 */
  status?: number;
}

export interface ControlInput<B, Q> {
  params: Record<string, string>;
  body: B extends z.core.$ZodType ? z.output<B> : unknown;
  query: Q extends z.core.$ZodType ? z.output<Q> : undefined;
  req: EngineRequest;
}

export type ApiRoute = {
  kind: 'api';
  op: AnyOperation;
  handler: OperationHandler<AnyOperation>;
  idempotency: IdempotencyStore | undefined;
  target: OperationRouteOptions['target'];
};
export type ControlRoute = {
  kind: 'control';
  def: ControlRouteDef<z.core.$ZodType | undefined, z.core.$ZodType | undefined>;
  handler: (input: ControlInput<unknown, unknown>) => unknown;
};
export type RawRoute = {
  kind: 'raw';
  handler: (req: EngineRequest, params: Record<string, string>) => Promise<EngineResponse> | EngineResponse;
};
export type Route = ApiRoute | ControlRoute | RawRoute;
export type Shield = { prefix: string; headers: Record<string, string>; shownPath: string };

/** The control API's paths (`/_emulator/...`). */
export function isControlPath(path: string): boolean {
  return path === '/_emulator' || path.startsWith('/_emulator/');
}

/**
 * The routes of an engine on one router: the operations of the table, the control API, the raw
 * routes (presigned files, the agent tool server); the shields over paths that may hold a secret;
 * the control routes registered on the first control request.
 */
export class RouteRegistry {
  readonly router = new Router<Route>();
  /** Paths whose answers carry extra headers and whose errors name another path (see `shield`). */
  readonly #shields: Shield[] = [];
  /** Registrations waiting for the first control request (see `onFirstControlRequest`). */
  #onDemand: (() => void)[] | null = null;

  addOperation<O extends AnyOperation>(
    op: O,
    handler: OperationHandler<O>,
    idempotency: IdempotencyStore | undefined,
    target: OperationRouteOptions<O>['target'],
  ): void {
    this.router.add(op.method, fullPath(op), {
      kind: 'api',
      op,
      handler: handler as unknown as OperationHandler<AnyOperation>,
      idempotency,
      target: target as OperationRouteOptions['target'],
    });
  }

  addControl(def: ControlRoute['def'], handler: ControlRoute['handler']): void {
    this.router.add(def.method, def.path, { kind: 'control', def, handler });
  }

  addRaw(method: string, path: string, handler: RawRoute['handler']): void {
    this.router.add(method, path, { kind: 'raw', handler });
  }

  shield(shield: Shield): void {
    this.#shields.push(shield);
  }

  get shields(): readonly Shield[] {
    return this.#shields;
  }

  onFirstControlRequest(register: () => void): void {
    this.#onDemand ??= [];
    this.#onDemand.push(register);
  }

  /**
   * The shield of a path, read loosely: a path that only differs in case or in an encoded slash
   * (`/MCP/<KEY>`, `/mcp%2F<KEY>`) reaches no route, but its 404 must not echo the key either.
   */
  shieldOf(path: string): Shield | undefined {
    // Every request asks: without an encoded character, only the path's head is lowered.
    const loose = path.includes('%')
      ? path
          .toLowerCase()
          .replaceAll('%2f', '/')
          .replace(/\/{2,}/g, '/')
      : path;
    return this.#shields.find((s) => {
      const n = s.prefix.length;
      return (
        (loose.length === n || loose.charCodeAt(n) === 47) && loose.slice(0, n).toLowerCase() === s.prefix
      );
    });
  }

  /**
   * The route of a request and its path parameters; a 404 (no route) or a 405 (another method) in
   * the spec's envelope otherwise. The first control request registers the routes kept for it.
   */
  find(req: EngineRequest, shield: Shield | undefined): { route: Route; params: Record<string, string> } {
    if (this.#onDemand && isControlPath(req.path)) {
      const pending = this.#onDemand;
      this.#onDemand = null;
      for (const register of pending) register();
    }
    const match = this.router.match(req.method, req.path);
    if (!match) {
      throw new HttpError('NOT_FOUND', `No route for ${req.method} ${this.#shownRoute(req.path, shield)}.`, {
        details: [],
      });
    }
    if ('allowed' in match) {
      throw new HttpError(
        'VALIDATION_ERROR',
        `${req.method} is not allowed here; use ${match.allowed.join(', ')}.`,
        { status: 405, details: [], headers: { allow: match.allowed.join(', ') } },
      );
    }
    return match;
  }

  /**
   * The path a 404 names: under a shield, only its prefix (the rest may hold a key), with the routes
   * that do exist there.
   */
  #shownRoute(path: string, shield: Shield | undefined): string {
    if (!shield) return path;
    const under = this.router
      .routes()
      .filter((r) => r.pattern === shield.prefix || r.pattern.startsWith(`${shield.prefix}/`))
      .map((r) => `${r.method} ${r.pattern}`);
    return `${shield.shownPath}/… (the rest of the path is not shown: it may hold a key)${
      under.length > 0 ? `; the routes here are ${under.join(', ')}` : ''
    }`;
  }
}
