import type { AnyOperation } from '@platform-api/sdk/operations';
import type { ApiFamily } from '@platform-api/sdk/schemas';
import { API_FAMILIES } from '@platform-api/sdk/schemas';
import type * as z from 'zod/mini';
import { Auth } from './auth.ts';
import { checkControlToken, runControl, runOperation } from './chain.ts';
import { VirtualClock } from './clock.ts';
import { errorResponse, HttpError, internalError } from './errors.ts';
import { type FaultInit, Faults } from './faults.ts';
import { IdempotencyStore, idempotencyOptionsOf } from './idempotency.ts';
import { IdGenerator, type IdState } from './ids.ts';
import type { LimitOverrides } from './limits.ts';
import { ipWindow, type QuotaOverrides, QuotaTracker, resolveQuotas } from './quotas.ts';
import { admitBody, requestSignal } from './request.ts';
import { DEFAULT_REQUEST_LOG_SIZE, RequestLog } from './request-log.ts';
import type { Router } from './router.ts';
import {
  type ControlInput,
  type ControlRoute,
  type ControlRouteDef,
  isControlPath,
  type OperationHandler,
  type OperationRouteOptions,
  type RawRoute,
  type Route,
  RouteRegistry,
  type Shield,
} from './routes.ts';
import { EmulatorState, type Module, type RecordAdjust, type StateDocument } from './state.ts';
import { exportStateDocument, importStateDocument } from './state-document.ts';
import { IdleTicker } from './ticker.ts';
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

/** What `EmulatorCore.snapshot` takes and `restore` puts back. */
export interface EngineSnapshot extends StateDocument {
  ids: IdState;
}

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
  /** Every request of every door, the newest `requestLogSize` kept (`GET /_emulator/requests`). */
  readonly requestLog: RequestLog;
  readonly #routes = new RouteRegistry();
  #ticker: IdleTicker | undefined;

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

  /** The one router of every route (operations, control API, raw routes). */
  get router(): Router<Route> {
    return this.#routes.router;
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
    // The row decides: an operation the service makes idempotent replays and guards its
    // `Idempotency-Key` requests, with the windows of the limits table.
    const idempotency = op.idempotent ? new IdempotencyStore(this, idempotencyOptionsOf(op)) : undefined;
    this.#routes.addOperation(op, handler, idempotency, options.target);
  }

  /** A control-API route (`/_emulator/...`). */
  control<
    B extends z.core.$ZodType | undefined = undefined,
    Q extends z.core.$ZodType | undefined = undefined,
  >(def: ControlRouteDef<B, Q>, handler: (input: ControlInput<B, Q>) => unknown): void {
    this.#routes.addControl(def, handler as ControlRoute['handler']);
  }

  /**
   * Every answer under `prefix` (errors and 404s included) carries `headers`, and its error
   * envelopes name `shownPath` instead of the request path: a path that may hold a secret (the
   * agent tool server's `/mcp/<API_KEY>`) is never echoed back.
   */
  shield(prefix: string, options: { headers: Record<string, string>; shownPath: string }): void {
    this.#routes.shield({ prefix, ...options });
  }

  /**
   * Registers routes of the control API when its first request arrives (`/_emulator/...`), not when
   * the emulator is made: an emulator per test pays nothing for routes it never calls (the dashboard's).
   */
  onFirstControlRequest(register: () => void): void {
    this.#routes.onFirstControlRequest(register);
  }

  /** A route that answers on its own terms (the agent tool server, presigned files). */
  raw(method: string, path: string, handler: RawRoute['handler']): void {
    this.#routes.addRaw(method, path, handler);
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

  /** The whole state as one document (`GET /_emulator/state`, a `--state` file). */
  exportState(): Record<string, unknown> {
    return exportStateDocument(this);
  }

  /**
   * Replaces the whole state with an exported document, checked whole first: a bad one is a 400
   * naming the field, and nothing changes (see `importStateDocument`).
   */
  importState(state: unknown): Promise<void> {
    return importStateDocument(this, state);
  }

  /**
   * The records, the modules' states and the id counter as `restore` puts them back: a state made
   * by the engine's own work (the demo seed), to copy into other emulators of this process.
   */
  snapshot(): EngineSnapshot {
    return { ...this.state.export(), ids: this.ids.snapshot() };
  }

  /**
   * Puts a `snapshot` of this process into this engine, whose state is empty: records are stored
   * without checking them again (they passed their schemas when made), keys and modules' derived
   * state are rebuilt, and the ids go on where the snapshot's did.
   */
  async restore(snapshot: EngineSnapshot, adjust?: RecordAdjust): Promise<void> {
    await this.state.restore(
      snapshot,
      () => {
        for (const key of this.state.tables.apiKeys.all()) this.auth.index(key);
      },
      adjust,
    );
    this.ids.restore(snapshot.ids);
  }

  /**
   * Runs the work scheduled on the virtual clock (resume parsing, webhook retries) while idle too,
   * for as long as a door that needs it (the standalone server) holds the returned release.
   */
  keepTime(): () => void {
    this.#ticker ??= new IdleTicker(this.clock, () => {
      this.revision++;
    });
    return this.#ticker.hold();
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
    const shield = this.#routes.shieldOf(req.path);
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
    const shield = req ? this.#routes.shieldOf(req.path) : undefined;
    const res = errorResponse(err, req ? (shield?.shownPath ?? req.path) : '/');
    if (!req) {
      for (const s of this.#routes.shields) res.headers = { ...res.headers, ...s.headers };
    }
    return this.#finish(req?.method ?? 'GET', res, shield);
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

  /**
   * Not `async`: `serve` awaits it inside its `try` (a throw here is answered as a rejection would
   * be), and one promise and microtask fewer per request is measurable on the standalone server.
   */
  #dispatch(
    req: EngineRequest,
    family: ApiFamily | null,
    shield: Shield | undefined,
  ): EngineResponse | Promise<EngineResponse> {
    // Faults strike every door's requests but the control API's (a fault there could lock a test
    // out of clearing it).
    if (family || !isControlPath(req.path)) {
      const fault = this.faults.take(req.method, req.path);
      if (fault) {
        return this.faults
          .error(fault, family, family ? this.quotas.config[family].burstPerMinute : 30, requestSignal(req))
          .then((err) => {
            throw err;
          });
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
    const { route, params } = this.#routes.find(req, shield);
    switch (route.kind) {
      case 'api':
        return runOperation(this, req, route, params);
      case 'control':
        return runControl(this.options.controlToken, req, route, params);
      case 'raw':
        return route.handler(req, params);
    }
  }

  /**
   * With `controlToken`, the control API answers only requests that carry it (health stays open).
   * Control routes check it before their handler; a raw route of the control API (the request log's
   * stream) calls it itself.
   */
  checkControlToken(req: EngineRequest, routePath: string): void {
    checkControlToken(this.options.controlToken, req, routePath);
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

export function familyOf(path: string): ApiFamily | null {
  if (!path.startsWith(API_PREFIX)) return null;
  const rest = path.slice(API_PREFIX.length);
  for (const f of API_FAMILIES) {
    if (rest.startsWith(f) && (rest.length === f.length || rest.charCodeAt(f.length) === 47)) return f;
  }
  return null;
}
