import { createHash } from 'node:crypto';
import type { ApiFamily, Scope } from '@platform-api/sdk/schemas';
import { API_FAMILIES } from '@platform-api/sdk/schemas';
import {
  type ApiKeyRecord,
  apiKeyRecordSchema,
  contactRecordSchema,
  memberRecordSchema,
  orgRecordSchema,
  platformUserRecordSchema,
  tagRecordSchema,
  workspaceRecordSchema,
} from '../store/schemas.ts';
import { Table } from '../store/table.ts';
import { VirtualClock } from './clock.ts';
import { RequestContext } from './context.ts';
import { defaultErrorCode, errorResponse, HttpError, internalError, validationError } from './errors.ts';
import { IdGenerator } from './ids.ts';
import type { LimitOverrides } from './limits.ts';
import { type QuotaOverrides, QuotaTracker, resolveQuotas } from './quotas.ts';
import { type RouteDefinition, Router } from './router.ts';
import type { EngineRequest, EngineResponse } from './types.ts';

export const API_PREFIX = '/api/v3.0/';
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
/** Largest body accepted: a 10 MB resume grows to about 13.4 MB in base64 plus its JSON. */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

export interface CoreOptions {
  quotas?: QuotaOverrides;
  /** Limits that are not quotas (`unlimited` leaves them on). */
  limits?: LimitOverrides;
  unlimited?: boolean;
  allowLocalWebhooks?: boolean;
  clockStart?: Date | string | number;
}

export interface Fault {
  id: string;
  method: string | null;
  path: string;
  status: number;
  errorCode: string | null;
  remaining: number;
  delayMs: number;
}

/** A family's or a feature's hooks into the engine's lifecycle. */
export interface Module {
  name: string;
  /** Drop derived state (indexes, queues); the tables are cleared by the core. */
  reset?(): void;
  /** Rebuild derived state after an import. */
  afterImport?(): Promise<void> | void;
  exportState?(): unknown;
  importState?(state: unknown): Promise<void> | void;
}

export function hashKey(plaintext: string): string {
  return createHash('sha256').update(plaintext).digest('hex');
}

/** Plans that may use every family but job-search. */
const PAID_PLANS = new Set(['platinum', 'diamond', 'enterprise']);

/**
 * The engine: state, clock, quotas and the request chain every family shares. Every door (Fetch,
 * msw, node:http, the MCP tools) ends in `dispatch`.
 */
export class EmulatorCore {
  readonly clock: VirtualClock;
  readonly ids = new IdGenerator();
  readonly quotas: QuotaTracker;
  readonly router = new Router();
  readonly options: CoreOptions;
  readonly tables = {
    orgs: new Table('orgs', orgRecordSchema),
    workspaces: new Table('workspaces', workspaceRecordSchema),
    members: new Table('members', memberRecordSchema),
    apiKeys: new Table('apiKeys', apiKeyRecordSchema),
    platformUsers: new Table('platformUsers', platformUserRecordSchema),
    tags: new Table('tags', tagRecordSchema),
    contacts: new Table('contacts', contactRecordSchema),
  };
  readonly modules: Module[] = [];
  /** Extra tables families add (pipelines, webhooks, ...), exported and reset with the rest. */
  readonly extraTables: Table<never>[] = [];
  #keysByHash = new Map<string, string>();
  #faults: Fault[] = [];
  /** Routes outside the five families: the control API and the agent tool server. */
  #rootRoutes: {
    method: string;
    prefix: string;
    exact: boolean;
    handler: (req: EngineRequest) => Promise<EngineResponse> | EngineResponse;
  }[] = [];

  constructor(options: CoreOptions = {}) {
    this.options = options;
    this.clock = new VirtualClock(options.clockStart);
    this.quotas = new QuotaTracker(resolveQuotas(options.quotas, options.unlimited ?? false), this.clock);
  }

  newId(): string {
    return this.ids.next(this.clock.nowMs());
  }

  // biome-ignore lint/suspicious/noExplicitAny: any record schema; the table is only exported, reset and imported here.
  addTable<T extends Table<any>>(table: T): T {
    this.extraTables.push(table as unknown as Table<never>);
    return table;
  }

  allTables(): Table<never>[] {
    return [...(Object.values(this.tables) as unknown as Table<never>[]), ...this.extraTables];
  }

  use(module: Module): void {
    this.modules.push(module);
  }

  route(family: ApiFamily, def: RouteDefinition): void {
    this.router.add(family, def);
  }

  /** Routes outside `/api/v3.0/`: the control API and the MCP server. */
  rootRoute(
    method: string,
    path: string,
    handler: (req: EngineRequest) => Promise<EngineResponse> | EngineResponse,
    exact = true,
  ): void {
    this.#rootRoutes.push({ method, prefix: path, exact, handler });
  }

  // -------------------------------------------------------------------------------------------
  // Keys
  // -------------------------------------------------------------------------------------------

  indexKey(key: ApiKeyRecord): void {
    this.#keysByHash.set(key.keyHash, key.id);
  }

  findKey(plaintext: string): ApiKeyRecord | undefined {
    const id = this.#keysByHash.get(hashKey(plaintext));
    return id ? this.tables.apiKeys.get(id) : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Faults
  // -------------------------------------------------------------------------------------------

  addFault(input: Omit<Fault, 'id' | 'remaining'> & { times: number }): Fault {
    const fault: Fault = { ...input, id: this.newId(), remaining: input.times };
    this.#faults.push(fault);
    return fault;
  }

  clearFaults(): number {
    const n = this.#faults.length;
    this.#faults = [];
    return n;
  }

  #takeFault(method: string, path: string): Fault | undefined {
    const i = this.#faults.findIndex(
      (f) => (f.method === null || f.method === method) && path.startsWith(f.path),
    );
    if (i < 0) return undefined;
    const fault = this.#faults[i]!;
    fault.remaining--;
    if (fault.remaining <= 0) this.#faults.splice(i, 1);
    return fault;
  }

  // -------------------------------------------------------------------------------------------
  // Lifecycle
  // -------------------------------------------------------------------------------------------

  resetState(): void {
    for (const table of this.allTables()) table.clear();
    this.#keysByHash.clear();
    this.#faults = [];
    this.quotas.reset();
    this.clock.clearTasks();
    for (const m of this.modules) m.reset?.();
  }

  exportState(): Record<string, unknown> {
    const tables: Record<string, unknown[]> = {};
    for (const table of this.allTables()) tables[table.name] = table.toJSON();
    const modules: Record<string, unknown> = {};
    for (const m of this.modules) if (m.exportState) modules[m.name] = m.exportState();
    return {
      format: 'platform-emulator-state',
      version: 1,
      clock: { now: this.clock.iso(), offsetMs: this.clock.offsetMs },
      quotas: this.quotas.toJSON(),
      tables,
      modules,
    };
  }

  async importState(state: unknown): Promise<void> {
    const s = state as {
      format?: string;
      clock?: { offsetMs?: number };
      quotas?: unknown;
      tables?: Record<string, unknown[]>;
      modules?: Record<string, unknown>;
    };
    if (!s || typeof s !== 'object' || s.format !== 'platform-emulator-state' || !s.tables) {
      throw validationError('Not an emulator state document (expected format "platform-emulator-state").', [
        { field: 'format', message: 'must be "platform-emulator-state"' },
      ]);
    }
    this.resetState();
    for (const table of this.allTables()) {
      for (const record of s.tables[table.name] ?? []) {
        try {
          await table.insert(record as never);
        } catch {
          throw validationError(`A record of "${table.name}" does not match its schema.`, [
            { field: `tables.${table.name}`, message: 'holds a record that does not match the schema' },
          ]);
        }
      }
    }
    for (const key of this.tables.apiKeys.all()) this.indexKey(key);
    if (typeof s.clock?.offsetMs === 'number') this.clock.offsetMs = s.clock.offsetMs;
    this.quotas.load(s.quotas);
    for (const m of this.modules) {
      if (m.importState && s.modules && m.name in s.modules) await m.importState(s.modules[m.name]);
      await m.afterImport?.();
    }
  }

  // -------------------------------------------------------------------------------------------
  // The request chain
  // -------------------------------------------------------------------------------------------

  async dispatch(req: EngineRequest): Promise<EngineResponse> {
    if (this.clock.hasDue()) await this.clock.runDue();
    const path = req.path;
    const family = familyOf(path);
    try {
      if (!family) return await this.#dispatchRoot(req);
      const fault = this.#takeFault(req.method, path);
      if (fault) return this.#dated(await this.#answerFault(fault, family, path));
      return this.#dated(await this.#dispatchApi(req, family));
    } catch (err) {
      if (err instanceof HttpError) return this.#dated(errorResponse(err, path));
      // The cause of a 500 stays out of the body and out of any log line carrying the request.
      return this.#dated(errorResponse(internalError(family), path));
    }
  }

  /**
   * API answers carry the virtual clock in their `Date` header, as a real server carries its own:
   * clients can tell when a quota resets (Date + retryAfter) even after a test moved the clock.
   */
  #dated(res: EngineResponse): EngineResponse {
    const second = Math.floor(this.clock.nowMs() / 1000);
    if (second !== this.#dateSecond) {
      this.#dateSecond = second;
      this.#dateHeader = new Date(second * 1000).toUTCString();
    }
    res.headers = { ...res.headers, date: this.#dateHeader };
    return res;
  }

  #dateSecond = -1;
  #dateHeader = '';

  async #dispatchRoot(req: EngineRequest): Promise<EngineResponse> {
    for (const r of this.#rootRoutes) {
      const hit = r.exact
        ? req.path === r.prefix
        : req.path === r.prefix || req.path.startsWith(`${r.prefix}/`);
      if (hit && (r.method === '*' || r.method === req.method)) return r.handler(req);
    }
    throw new HttpError(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}.`, { details: [] });
  }

  async #answerFault(fault: Fault, family: ApiFamily, path: string): Promise<EngineResponse> {
    if (fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
    const code = fault.errorCode ?? defaultErrorCode(fault.status, family);
    if (fault.status === 429) {
      const limit = this.quotas.config[family].burstPerMinute;
      return errorResponse(
        new HttpError(429, code, 'Injected fault: rate limited.', {
          retryAfter: 1,
          details: { limit: Number.isFinite(limit) ? limit : 30, period: 'minute' },
          headers: { 'retry-after': '1' },
        }),
        path,
      );
    }
    const details = fault.status < 500 ? [] : undefined;
    return errorResponse(
      new HttpError(
        fault.status,
        code,
        `Injected fault: ${fault.status} ${code}.`,
        details ? { details } : {},
      ),
      path,
    );
  }

  async #dispatchApi(req: EngineRequest, family: ApiFamily): Promise<EngineResponse> {
    const limits = this.quotas.config[family];
    const sub = req.path.slice(API_PREFIX.length + family.length);
    const match = this.router.match(family, req.method, sub);
    // The per-IP backstop sits in front of everything else of the family.
    this.quotas.hitMinute(
      `ip|${family}|${req.ip}`,
      limits.perIpPerMinute,
      'Too many requests from this IP',
      'ip',
    );
    if (!match) {
      throw new HttpError(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}.`, { details: [] });
    }
    if ('allowed' in match) {
      throw new HttpError(
        405,
        'VALIDATION_ERROR',
        `${req.method} is not allowed here; use ${match.allowed.join(', ')}.`,
        {
          details: [],
          headers: { allow: match.allowed.join(', ') },
        },
      );
    }
    const { route, params } = match;
    const key = this.#authenticate(req);
    const org = this.tables.orgs.get(key.orgId);
    if (!org) throw new HttpError(403, 'ORG_ACCESS_DENIED', 'The organization of this key no longer exists.');
    if (family !== 'job-search' && !PAID_PLANS.has(org.plan)) {
      throw new HttpError(
        403,
        'PLAN_REQUIRED',
        `The ${family} API requires a Platinum, Diamond or Enterprise plan; this organization is on ${org.plan}.`,
      );
    }
    if (route.scope && !key.scopes.includes(route.scope)) {
      throw new HttpError(
        403,
        'SCOPE_FORBIDDEN',
        `This call needs the scope "${route.scope}", which the key does not carry.`,
      );
    }
    const workspaceId = this.#resolveWorkspace(req, key, route.workspace === 'required');

    let slot: { commit(): void; release(): void } | null = null;
    if (route.metering === 'usage') {
      this.quotas.hitMinute(
        `usage|${family}|${key.id}`,
        limits.usagePerMinute,
        'Usage polling is limited per key',
      );
    } else if (route.metering === 'metered') {
      slot = this.quotas.reserveDaily(
        `${family}|${org.id}`,
        limits.daily,
        `Daily ${family} quota of this organization`,
      );
      try {
        this.quotas.hitMinute(
          `burst|${family}|${org.id}`,
          limits.burstPerMinute,
          `Burst limit of this organization's ${family} calls`,
        );
      } catch (err) {
        slot.release();
        throw err;
      }
    }
    const ctx = new RequestContext({ req, family, params, org, key, workspaceId, core: this });
    try {
      const res = await route.handler(ctx);
      if (res.status < 400 && res.spendsQuota !== false) slot?.commit();
      else slot?.release();
      return res;
    } catch (err) {
      slot?.release();
      throw err;
    }
  }

  #authenticate(req: EngineRequest): ApiKeyRecord {
    let presented = req.headers.get('x-api-key');
    if (!presented) {
      const auth = req.headers.get('authorization');
      if (auth && /^bearer\s+/i.test(auth)) presented = auth.replace(/^bearer\s+/i, '').trim();
    }
    if (!presented) {
      throw new HttpError(
        401,
        'API_KEY_MISSING',
        'Send the API key in the x-api-key header or as Authorization: Bearer <key>.',
      );
    }
    const key = this.findKey(presented);
    if (!key) throw new HttpError(401, 'API_KEY_INVALID', 'The API key is not valid.');
    if (key.revokedAt)
      throw new HttpError(401, 'API_KEY_REVOKED', 'The API key was revoked; create a new key.');
    if (key.expiresAt && Date.parse(key.expiresAt) <= this.clock.nowMs()) {
      throw new HttpError(
        401,
        'API_KEY_EXPIRED',
        `The API key expired at ${key.expiresAt}; create a new key.`,
      );
    }
    return key;
  }

  #resolveWorkspace(req: EngineRequest, key: ApiKeyRecord, required: boolean): string {
    const given = req.query.get('workspaceId');
    if (given !== null) {
      if (!OBJECT_ID.test(given)) {
        throw validationError('workspaceId must be a 24-character hexadecimal id.', []);
      }
      const id = given.toLowerCase();
      if (!key.workspaceIds.includes(id)) {
        throw new HttpError(
          403,
          'WORKSPACE_ACCESS_DENIED',
          'The key does not grant access to this workspace.',
        );
      }
      return id;
    }
    if (key.workspaceIds.length === 1) return key.workspaceIds[0]!;
    if (!required) return '';
    throw validationError(
      `This key grants ${key.workspaceIds.length} workspaces; pass the workspaceId query parameter to choose one.`,
      [{ field: 'workspaceId', message: 'is required when the key grants several workspaces' }],
    );
  }

  /** `handle(Request) → Response`: the Fetch door. */
  async handle(request: Request, ip = '127.0.0.1'): Promise<Response> {
    const res = await this.dispatch(await fromFetchRequest(request, ip));
    return new Response(res.body, { status: res.status, headers: res.headers });
  }
}

export function familyOf(path: string): ApiFamily | null {
  if (!path.startsWith(API_PREFIX)) return null;
  const rest = path.slice(API_PREFIX.length);
  for (const f of API_FAMILIES) {
    if (rest.startsWith(f) && (rest.length === f.length || rest.charCodeAt(f.length) === 47)) return f;
  }
  return null;
}

export async function fromFetchRequest(request: Request, ip: string): Promise<EngineRequest> {
  const url = new URL(request.url);
  const headers = new Map<string, string>();
  request.headers.forEach((v, k) => {
    headers.set(k, v);
  });
  let body: Uint8Array | null = null;
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    const buf = new Uint8Array(await request.arrayBuffer());
    if (buf.byteLength > MAX_BODY_BYTES) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is above ${MAX_BODY_BYTES} bytes.`);
    }
    body = buf;
  }
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body,
    ip: headers.get('x-emulator-client-ip') ?? ip,
  };
}

export type { Scope };
