import {
  type AnyOperation,
  fullPath,
  idParam,
  PARSE_MESSAGES,
  type ParamsOf,
} from '@platform-api/sdk/operations';
import type { ApiFamily } from '@platform-api/sdk/schemas';
import { API_FAMILIES } from '@platform-api/sdk/schemas';
import * as z from 'zod/mini';
import { Auth } from './auth.ts';
import { VirtualClock, withinClockYears } from './clock.ts';
import { parseOrThrow, RequestContext } from './context.ts';
import { timingSafeEqual } from './crypto.ts';
import { errorResponse, HttpError, internalError, json, validationError } from './errors.ts';
import { type FaultInit, Faults } from './faults.ts';
import { IdempotencyStore, idempotencyOptionsOf } from './idempotency.ts';
import { IdGenerator } from './ids.ts';
import type { LimitOverrides } from './limits.ts';
import {
  burstWindow,
  type DailySlot,
  ipWindow,
  type QuotaOverrides,
  QuotaTracker,
  quotaStateSchema,
  resolveQuotas,
  usageWindow,
} from './quotas.ts';
import { Reply } from './reply.ts';
import { admitBody } from './request.ts';
import { DEFAULT_REQUEST_LOG_SIZE, RequestLog } from './request-log.ts';
import { Router } from './router.ts';
import { EmulatorState, type Module } from './state.ts';
import type { EngineRequest, EngineResponse } from './types.ts';

export const API_PREFIX = '/api/v3.0/';

export interface CoreOptions {
  quotas?: QuotaOverrides;
  /** Limits that are not quotas (`unlimited` leaves them on). */
  limits?: LimitOverrides;
  unlimited?: boolean;
  allowLocalWebhooks?: boolean;
  clockStart?: Date | string | number;
  /** When set, the control API (`/_emulator/...`, but health and presigned files) needs `x-control-token`. */
  controlToken?: string | undefined;
  /** Requests the request log keeps (0: none). @default 1000 */
  requestLogSize?: number;
}

export type { Module };

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What an operation's handler receives besides the context: its inputs, already validated. */
export interface OperationInput<O extends AnyOperation> {
  params: Record<ParamsOf<O>, string>;
  query: Out<O['query']>;
  body: Out<O['body']>;
}

/** An operation's answer: its response value (sent with the operation's status), or a {@link Reply}. */
export type OperationResult<O extends AnyOperation> = z.input<O['response']> | Reply<z.input<O['response']>>;

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

type ApiRoute = {
  kind: 'api';
  op: AnyOperation;
  handler: OperationHandler<AnyOperation>;
  idempotency: IdempotencyStore | undefined;
  target: OperationRouteOptions['target'];
};
type ControlRoute = {
  kind: 'control';
  def: ControlRouteDef<z.core.$ZodType | undefined, z.core.$ZodType | undefined>;
  handler: (input: ControlInput<unknown, unknown>) => unknown;
};
type RawRoute = {
  kind: 'raw';
  handler: (req: EngineRequest, params: Record<string, string>) => Promise<EngineResponse> | EngineResponse;
};
type Route = ApiRoute | ControlRoute | RawRoute;
type Shield = { prefix: string; headers: Record<string, string>; shownPath: string };

/**
 * The engine: the clock, quotas, state and the one request chain every door ends in. The API
 * families, the control API and the agent tool server register their routes on its one router;
 * the doors (in-process fetch, msw, node:http) hand it requests through {@link serve}.
 */
export class EmulatorCore {
  readonly options: CoreOptions;
  readonly clock: VirtualClock;
  readonly ids = new IdGenerator();
  readonly quotas: QuotaTracker;
  readonly state = new EmulatorState();
  readonly auth: Auth;
  readonly faults = new Faults();
  readonly router = new Router<Route>();
  /** Every request of every door, the newest `requestLogSize` kept (`GET /_emulator/requests`). */
  readonly requestLog: RequestLog;
  /** Paths whose answers carry extra headers and whose errors name another path (see `shield`). */
  #shields: Shield[] = [];
  /** Registrations waiting for the first control request (see `onFirstControlRequest`). */
  #controlOnDemand: (() => void)[] | null = null;
  #ticker: ReturnType<typeof setInterval> | undefined;
  #tickerUsers = 0;

  constructor(options: CoreOptions = {}) {
    this.options = options;
    this.clock = new VirtualClock(options.clockStart);
    this.quotas = new QuotaTracker(resolveQuotas(options.quotas, options.unlimited ?? false), this.clock);
    this.auth = new Auth(this.state.tables, this.clock);
    this.requestLog = new RequestLog(options.requestLogSize ?? DEFAULT_REQUEST_LOG_SIZE, this.clock);
  }

  /** The shared tables (organizations, keys, contacts, ...). */
  get tables(): EmulatorState['tables'] {
    return this.state.tables;
  }

  /** Counts requests and clock work: what may have changed the state since a given moment. */
  revision = 0;

  newId(): string {
    return this.ids.next(this.clock.nowMs());
  }

  // -------------------------------------------------------------------------------------------
  // Routes
  // -------------------------------------------------------------------------------------------

  /** Serves an operation of the table: `handler` writes only behaviour. */
  route<O extends AnyOperation>(
    op: O,
    handler: OperationHandler<O>,
    options: OperationRouteOptions<O> = {},
  ): void {
    this.router.add(op.method, fullPath(op), {
      kind: 'api',
      op,
      handler: handler as unknown as OperationHandler<AnyOperation>,
      // The row decides: an operation the service makes idempotent replays and guards its
      // `Idempotency-Key` requests, with the windows of the limits table.
      idempotency: op.idempotent ? new IdempotencyStore(this, idempotencyOptionsOf(op)) : undefined,
      target: options.target as OperationRouteOptions['target'],
    });
  }

  /** A control-API route (`/_emulator/...`). */
  control<
    B extends z.core.$ZodType | undefined = undefined,
    Q extends z.core.$ZodType | undefined = undefined,
  >(def: ControlRouteDef<B, Q>, handler: (input: ControlInput<B, Q>) => unknown): void {
    this.router.add(def.method, def.path, {
      kind: 'control',
      def,
      handler: handler as ControlRoute['handler'],
    });
  }

  /**
   * Every answer under `prefix` (errors and 404s included) carries `headers`, and its error
   * envelopes name `shownPath` instead of the request path: a path that may hold a secret (the
   * agent tool server's `/mcp/<API_KEY>`) is never echoed back.
   */
  shield(prefix: string, options: { headers: Record<string, string>; shownPath: string }): void {
    this.#shields.push({ prefix, ...options });
  }

  /**
   * Registers routes of the control API when its first request arrives (`/_emulator/...`), not when
   * the emulator is made: an emulator per test pays nothing for routes it never calls (the dashboard's).
   */
  onFirstControlRequest(register: () => void): void {
    this.#controlOnDemand ??= [];
    this.#controlOnDemand.push(register);
  }

  /** A route that answers on its own terms (the agent tool server, presigned files). */
  raw(method: string, path: string, handler: RawRoute['handler']): void {
    this.router.add(method, path, { kind: 'raw', handler });
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle
  // -------------------------------------------------------------------------------------------

  use(module: Module): void {
    this.state.use(module);
  }

  addFault(input: FaultInit): { id: string } {
    return { id: this.faults.add(this.newId(), input).id };
  }

  resetState(): void {
    this.ids.restart();
    this.state.clear();
    this.auth.reset();
    this.faults.clear();
    this.quotas.reset();
    this.clock.clearTasks();
  }

  exportState(): Record<string, unknown> {
    return {
      format: STATE_FORMAT,
      version: STATE_VERSION,
      clock: { now: this.clock.iso(), offsetMs: this.clock.offsetMs },
      quotas: this.quotas.toJSON(),
      ...this.state.export(),
    };
  }

  /**
   * Replaces the whole state with an exported document. The document is checked whole first
   * (`format`, `version`, `clock`, `quotas`, every table and module part): a bad one is a 400 naming
   * the field, and nothing changes. Should loading still fail once the replacement began (records
   * that pass their schemas but do not fit together), the previous state is put back and the answer
   * is a 400 too.
   */
  async importState(state: unknown): Promise<void> {
    const doc = checkStateDocument(state);
    // What is put back should loading fail half-way (made by the export, so of the checked shape).
    const previous = this.exportState() as unknown as StateDocumentInput;
    let replacing = false;
    try {
      await this.#load(doc, () => {
        replacing = true;
      });
    } catch (err) {
      if (!replacing) throw err;
      await this.#load(previous, () => {});
      const why = err instanceof Error ? err.message : String(err);
      throw validationError(
        `The state passed its checks but could not be loaded (${why}); the previous state was kept.`,
        [{ field: '(body)', message: 'holds records that do not fit together' }],
      );
    } finally {
      // Calls waiting for a daily slot look again only now, at the whole new state.
      this.quotas.wake();
    }
  }

  async #load(doc: StateDocumentInput, replacing: () => void): Promise<void> {
    await this.state.import(
      { tables: doc.tables as Record<string, unknown[]>, modules: doc.modules },
      {
        // The document passed every check: only now does the current state go.
        beforeReplace: () => {
          replacing();
          this.resetState();
        },
        afterTables: () => {
          for (const key of this.tables.apiKeys.all()) this.auth.index(key);
          // New ids sort after every imported one (the counter started again with the reset).
          for (const table of this.state.allTables()) {
            for (const record of table.all()) this.ids.observe((record as { id: string }).id);
          }
          this.clock.offsetMs = doc.clock.offsetMs;
          this.quotas.load(doc.quotas);
        },
      },
    );
  }

  /**
   * Runs the work scheduled on the virtual clock (resume parsing, webhook retries) while idle too,
   * for as long as a door that needs it (the standalone server) holds the returned release.
   */
  keepTime(): () => void {
    if (this.#tickerUsers++ === 0) {
      this.#ticker = setInterval(() => {
        if (this.clock.hasDue()) {
          this.revision++;
          void this.clock.runDue();
        }
      }, 250);
      this.#ticker.unref?.();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.#tickerUsers === 0) clearInterval(this.#ticker);
    };
  }

  // -------------------------------------------------------------------------------------------
  // The request chain
  // -------------------------------------------------------------------------------------------

  /**
   * Every door's entry: `req` is the request's head (its one normalised path: see `toEngineRequest`),
   * `readBody` reads the body once the engine admits the request (it may throw the 413 of an
   * oversized body). Runs the chain and answers every failure in the spec's envelope. The one place a
   * 500 is made: its cause stays out of the body and out of anything logged with the request.
   */
  async serve(
    req: EngineRequest,
    readBody?: () => Uint8Array | null | Promise<Uint8Array | null>,
  ): Promise<EngineResponse> {
    const startedMs = performance.now();
    // Anything may change the state (a read spends quota): autosave watches this counter.
    this.revision++;
    const family = familyOf(req.path);
    const shield = this.#shieldOf(req.path);
    let res: EngineResponse;
    try {
      if (this.clock.hasDue()) await this.clock.runDue();
      if (readBody && req.method !== 'GET' && req.method !== 'HEAD') {
        req.body = await readBody();
        admitBody(req);
      }
      res = await this.#dispatch(req, family, shield);
    } catch (err) {
      res = errorResponse(
        err instanceof HttpError ? err : internalError(family),
        shield?.shownPath ?? req.path,
      );
    }
    this.requestLog.record(req, res, shield?.shownPath ?? req.path, startedMs);
    return this.#finish(req.method, res, shield);
  }

  /**
   * The answer to a request a door refuses on its own (HTTP/1.1 rules: a missing `Host`, an `Expect`
   * it cannot meet), with what every answer carries. `req` null: no request line was read, so the
   * path is shown as `/` and the answer carries every shield's headers (the path may have held a key).
   */
  refuse(err: HttpError, req: EngineRequest | null): EngineResponse {
    const shield = req ? this.#shieldOf(req.path) : undefined;
    const res = errorResponse(err, req ? (shield?.shownPath ?? req.path) : '/');
    if (!req) {
      for (const s of this.#shields) res.headers = { ...res.headers, ...s.headers };
    }
    return this.#finish(req?.method ?? 'GET', res, shield);
  }

  /**
   * The shield of a path, read loosely: a path that only differs in case or in an encoded slash
   * (`/MCP/<KEY>`, `/mcp%2F<KEY>`) reaches no route, but its 404 must not echo the key either.
   */
  #shieldOf(path: string): Shield | undefined {
    let loose = path.toLowerCase();
    if (loose.includes('%2f')) loose = loose.replaceAll('%2f', '/').replace(/\/{2,}/g, '/');
    return this.#shields.find((s) => loose === s.prefix || loose.startsWith(`${s.prefix}/`));
  }

  /**
   * What every answer carries, whatever the door: the shield's headers, the virtual clock in `Date`
   * (as a real server carries its own, so a client can tell when a quota resets, Date + retryAfter,
   * even after a test moved the clock), and no body for a HEAD request.
   */
  #finish(method: string, res: EngineResponse, shield: Shield | undefined): EngineResponse {
    const headers = shield
      ? { ...res.headers, ...shield.headers, date: this.#dateNow() }
      : { ...res.headers, date: this.#dateNow() };
    return { ...res, headers, body: method === 'HEAD' ? null : res.body };
  }

  async #dispatch(
    req: EngineRequest,
    family: ApiFamily | null,
    shield: Shield | undefined,
  ): Promise<EngineResponse> {
    // Faults strike every door's requests but the control API's (a fault there could lock a test
    // out of clearing it).
    if (family || !isControlPath(req.path)) {
      const fault = this.faults.take(req.method, req.path);
      if (fault) {
        throw await this.faults.error(
          fault,
          family,
          family ? this.quotas.config[family].burstPerMinute : 30,
          req.signal,
        );
      }
    }
    if (family) {
      // The per-IP backstop sits in front of everything else of the family.
      this.quotas.hitMinute(
        ipWindow(family, req.ip),
        this.quotas.config[family].perIpPerMinute,
        'Too many requests from this IP',
        'ip',
      );
    }
    if (this.#controlOnDemand && isControlPath(req.path)) {
      const pending = this.#controlOnDemand;
      this.#controlOnDemand = null;
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
    const { route, params } = match;
    switch (route.kind) {
      case 'api':
        return this.#runOperation(req, route, params);
      case 'control':
        return this.#runControl(req, route, params);
      case 'raw':
        return route.handler(req, params);
    }
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

  async #runOperation(
    req: EngineRequest,
    route: ApiRoute,
    rawParams: Record<string, string>,
  ): Promise<EngineResponse> {
    const { op } = route;
    const family = op.family;
    const limits = this.quotas.config[family];
    if (op.auth === 'none') {
      // A public document (the job-search OpenAPI contract): no key, nothing spent.
      const input = { params: parseParams(op, rawParams), query: undefined, body: undefined };
      return toEngineResponse(
        op,
        await route.handler(undefined as never, input as OperationInput<AnyOperation>),
      );
    }
    const key = this.auth.authenticate(req);
    req.keyId = key.id;
    const org = this.auth.authorize(key, family, op.scope);
    // An operation that takes no workspace (job-search) ignores a `workspaceId` query.
    const workspaceId =
      op.workspace === 'none' ? '' : this.auth.resolveWorkspace(req, key, op.workspace === 'required');

    let slot: DailySlot | null = null;
    if (op.metering === 'usage') {
      this.quotas.hitMinute(
        usageWindow(family, key.id),
        limits.usagePerMinute,
        'Usage polling is limited per key',
      );
    } else if (op.metering === 'metered') {
      slot = await this.quotas.acquireDaily(
        dailyCounter(family, org.id),
        limits.daily,
        `Daily ${family} quota of this organization`,
      );
      try {
        this.quotas.hitMinute(
          burstWindow(family, org.id),
          limits.burstPerMinute,
          `Burst limit of this organization's ${family} calls`,
        );
      } catch (err) {
        slot.release();
        throw err;
      }
    }
    try {
      if (op.body) requireJsonContentType(req);
      const json = op.body ? readJson(req) : undefined;
      const input = {
        params: parseParams(op, rawParams),
        query: op.query ? parseOrThrow(op.query, queryObject(req), 'query') : undefined,
        body: op.body ? parseBody(op, json) : undefined,
      } as OperationInput<AnyOperation>;
      const ctx = new RequestContext({ req, family, org, key, workspaceId, clock: this.clock });
      const run = async () => toEngineResponse(op, await route.handler(ctx, input));
      const idempotencyKey = route.idempotency ? req.headers.get('idempotency-key') : undefined;
      if (route.idempotency && idempotencyKey !== undefined) {
        const fault = this.faults.take(req.method, req.path, 'idempotency');
        if (fault) throw await this.faults.error(fault, family, limits.burstPerMinute, req.signal);
      }
      const res = route.idempotency
        ? await route.idempotency.run(
            route.target?.(ctx, input) ?? { orgId: org.id, workspaceId },
            idempotencyKey,
            json,
            run,
            op.checksIdempotencyKey,
          )
        : await run();
      if (res.status < 400 && res.spendsQuota !== false) slot?.commit();
      else slot?.release();
      return res;
    } catch (err) {
      slot?.release();
      throw err;
    }
  }

  async #runControl(
    req: EngineRequest,
    route: ControlRoute,
    params: Record<string, string>,
  ): Promise<EngineResponse> {
    const { def } = route;
    this.checkControlToken(req, def.path);
    const raw = req.body && req.body.byteLength > 0 ? readJson(req) : {};
    const input = {
      params,
      body: def.body ? parseOrThrow(def.body, raw, 'body') : raw,
      query: def.query ? parseOrThrow(def.query, queryObject(req), 'query') : undefined,
      req,
    } as ControlInput<unknown, unknown>;
    const result = await route.handler(input);
    if (result instanceof Reply) return replyResponse(result);
    return json(def.status ?? 200, result);
  }

  /**
   * With `controlToken`, the control API answers only requests that carry it (health stays open).
   * Control routes check it before their handler; a raw route of the control API (the request log's
   * stream) calls it itself.
   */
  checkControlToken(req: EngineRequest, routePath: string): void {
    const token = this.options.controlToken;
    if (!token || routePath === '/_emulator/health') return;
    const given = req.headers.get('x-control-token');
    if (given === undefined || !timingSafeEqual(given, token)) {
      throw new HttpError(
        given === undefined ? 'CONTROL_TOKEN_MISSING' : 'CONTROL_TOKEN_INVALID',
        given === undefined
          ? 'This emulator protects its control API: send the token it was started with (--control-token) in the x-control-token header.'
          : 'The x-control-token header does not match the token this emulator was started with.',
        { status: 401 },
      );
    }
  }

  /** The virtual clock as an HTTP `Date` value (every answer of every door carries it: see `#finish`). */
  #dateNow(): string {
    const second = Math.floor(this.clock.nowMs() / 1000);
    if (second !== this.#dateSecond) {
      this.#dateSecond = second;
      this.#dateHeader = new Date(second * 1000).toUTCString();
    }
    return this.#dateHeader;
  }

  #dateSecond = -1;
  #dateHeader = '';
}

/** The key of an organization's daily counter of a family (the usage read shows it). */
export function dailyCounter(family: ApiFamily, orgId: string): string {
  return `${family}|${orgId}`;
}

/** The control API's paths (`/_emulator/...`). */
function isControlPath(path: string): boolean {
  return path === '/_emulator' || path.startsWith('/_emulator/');
}

export function familyOf(path: string): ApiFamily | null {
  if (!path.startsWith(API_PREFIX)) return null;
  const rest = path.slice(API_PREFIX.length);
  for (const f of API_FAMILIES) {
    if (rest.startsWith(f) && (rest.length === f.length || rest.charCodeAt(f.length) === 47)) return f;
  }
  return null;
}

/**
 * A body must come as JSON (`application/json`, or a `+json` type): the service parses nothing
 * else, so a body sent as text, a form or XML is a 400 naming the header.
 */
function requireJsonContentType(req: EngineRequest): void {
  if (!req.body || req.body.byteLength === 0) return;
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return;
  throw validationError(
    type === ''
      ? 'The request has a body but no Content-Type: send JSON with Content-Type: application/json.'
      : `The request body is sent as ${type}; send JSON with Content-Type: application/json.`,
    [{ field: 'content-type', message: 'must be application/json' }],
  );
}

/** The JSON body; a malformed body is a 400 naming the problem, an empty one `undefined`. */
export function readJson(req: EngineRequest): unknown {
  const raw = req.body;
  if (!raw || raw.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw validationError('The request body is not valid JSON.', [
      { field: '(body)', message: 'must be a JSON document' },
    ]);
  }
}

/** The query string as an object (first value of each name; `workspaceId` belongs to the chain). */
function queryObject(req: EngineRequest): Record<string, string> {
  const obj: Record<string, string> = {};
  for (const [k, v] of req.query) {
    if (k === 'workspaceId') continue;
    if (!(k in obj)) obj[k] = v;
  }
  return obj;
}

/** Path parameters through their schemas: a malformed one is a 400 naming it. */
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

function parseParams(op: AnyOperation, raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(op.params as Record<string, z.core.$ZodType<string>>)) {
    const value = raw[name] ?? '';
    // The usual parameter, an object id, on the hot path without a schema run (same rule, same output).
    if (schema === idParam && OBJECT_ID.test(value)) {
      out[name] = value.toLowerCase();
      continue;
    }
    const result = z.safeParse(schema, value, PARSE_MESSAGES);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'is malformed';
      throw validationError(`${name} ${message}.`, [{ field: name, message }]);
    }
    out[name] = result.data;
  }
  return out;
}

function parseBody(op: AnyOperation, value: unknown): unknown {
  const where = `${op.method} ${op.path}`;
  if (value === undefined) {
    throw validationError(`A JSON request body is required (${where}).`, [
      { field: '(body)', message: 'is required' },
    ]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(`The request body must be a JSON object (${where}).`, [
      { field: '(body)', message: 'must be a JSON object' },
    ]);
  }
  return parseOrThrow(op.body as z.core.$ZodType, value, `request body (${where})`);
}

function replyResponse(reply: Reply<unknown>): EngineResponse {
  return json(reply.status, reply.body, reply.headers);
}

function toEngineResponse(op: AnyOperation, result: unknown): EngineResponse {
  return result instanceof Reply ? replyResponse(result) : json(op.status, result);
}

const STATE_FORMAT = 'platform-emulator-state';
const STATE_VERSION = 1;

const stateDocumentSchema = z.object({
  clock: z.object(
    {
      // `clock.now` is informative: the offset from the real time is what an import restores.
      offsetMs: z.number({ error: 'must be a number of milliseconds' }).check(
        z.refine((ms) => withinClockYears(Date.now() + ms), {
          message: 'must keep the clock within the years 1970 to 9999 (milliseconds from the real time)',
        }),
      ),
    },
    { error: 'must be an object { now, offsetMs }' },
  ),
  quotas: quotaStateSchema,
  tables: z.record(z.string(), z.unknown(), { error: 'must be an object of tables (name: records)' }),
  modules: z.record(z.string(), z.unknown(), { error: 'must be an object (module name: its state)' }),
});
type StateDocumentInput = z.output<typeof stateDocumentSchema>;

/**
 * The parts of an exported state the engine reads, checked whole before anything changes: the
 * format and version first (another document, another version), then every field; a 400 names it.
 */
function checkStateDocument(state: unknown): StateDocumentInput {
  const doc = state as { format?: unknown; version?: unknown } | null;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || doc.format !== STATE_FORMAT) {
    throw validationError(`Not an emulator state document (expected format "${STATE_FORMAT}").`, [
      { field: 'format', message: `must be "${STATE_FORMAT}"` },
    ]);
  }
  if (doc.version !== STATE_VERSION) {
    throw validationError(
      doc.version === undefined
        ? `The state document has no version: this emulator reads version ${STATE_VERSION}.`
        : `State version ${JSON.stringify(doc.version)} is not supported: this emulator reads version ${STATE_VERSION} (export the state again with this version).`,
      [{ field: 'version', message: `must be ${STATE_VERSION}` }],
    );
  }
  return parseOrThrow(stateDocumentSchema, state, 'state document');
}
