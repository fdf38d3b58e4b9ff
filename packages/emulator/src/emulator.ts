import { readFile, writeFile } from 'node:fs/promises';
import type { Plan, Scope } from '@platform-api/sdk/schemas';
import { type HttpHandler, http } from 'msw';
import { registerControl } from './control/index.ts';
import { jobControlRoutes } from './control/jobs.ts';
import { type CreatedKey, type CreatedOrg, createKey, createOrg, revokeKey } from './control/orgs.ts';
import { webhookControlRoutes } from './control/webhooks.ts';
import type { DeliveryDump, FlushResult } from './delivery/engine.ts';
import { parseOrThrow } from './engine/context.ts';
import { type CoreOptions, EmulatorCore, type Fault } from './engine/core.ts';
import { errorResponse, HttpError } from './engine/errors.ts';
import type { LimitOverrides } from './engine/limits.ts';
import type { QuotaOverrides } from './engine/quotas.ts';
import type { EngineRequest, EngineResponse } from './engine/types.ts';
import { type CrmFamily, registerCrm } from './families/crm/index.ts';
import { type CreatedJob, type CreateJobInput, JobPostService } from './families/jobs/posts.ts';
import {
  type ApplicationInput,
  applicationInputSchema,
  type CreatedApplication,
  createApplication,
} from './families/webhooks/applications.ts';
import { registerWebhooks, type WebhooksFamily } from './families/webhooks/index.ts';
import { type DemoInfo, seedDemo } from './seed/demo.ts';
import { VERSION } from './version.ts';

export interface EmulatorOptions {
  /**
   * Data to start with: `'demo'` (organizations, keys and realistic records; the keys are printed by
   * the standalone server) or `'empty'`.
   * @default 'empty'
   */
  seed?: 'demo' | 'empty';
  /**
   * Let webhook endpoints use `http:`, any port, and loopback or private addresses (local testing).
   * @default false
   */
  allowLocalWebhooks?: boolean;
  /**
   * Override any limit, e.g. `{ crm: { daily: 5000, burstPerMinute: Infinity } }`. Defaults are the
   * spec's.
   */
  quotas?: QuotaOverrides;
  /**
   * Override limits that are not quotas (`unlimited` leaves them on), e.g.
   * `{ crm: { maxCardsToReassign: 5 } }`. Defaults are documented in docs/emulator-behavior.md.
   */
  limits?: LimitOverrides;
  /**
   * Switch every quota and rate limit off (load tests); everything else unchanged.
   * @default false
   */
  unlimited?: boolean;
  /**
   * Where the virtual clock starts.
   * @default the real time
   */
  clockStart?: Date | string | number;
  /**
   * The origin the in-process `fetch` and the msw `handlers` answer for. `listen()` serves any origin.
   * @default 'http://platform-emulator.local'
   */
  baseUrl?: string;
  /** A state file: loaded by `loadStateFile()`, written by `snapshot()`. */
  stateFile?: string;
}

export interface FaultInput {
  method?: string;
  path: string;
  status: number;
  errorCode?: string;
  times?: number;
  delayMs?: number;
}

export interface ControlRoute {
  method: string;
  pattern: RegExp;
  handler: (req: EngineRequest, params: string[]) => Promise<EngineResponse> | EngineResponse;
}

export interface ListenOptions {
  /** @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  close(): Promise<void>;
}

/** One in-memory emulator: its state, its clock and its doors (fetch, msw handlers, HTTP server). */
export class Emulator {
  readonly version = VERSION;
  readonly core: EmulatorCore;
  readonly crm: CrmFamily;
  /** Job postings (from `/_emulator/jobs`, later the job-builder), each published one with its pipeline. */
  readonly posts: JobPostService;
  /** Webhook endpoints, the delivery engine and resume assets. */
  readonly webhooks: WebhooksFamily;
  readonly baseUrl: string;
  readonly options: EmulatorOptions;
  /** Routes features add to the control API (jobs, applications, webhooks, pools). */
  readonly extraControlRoutes: ControlRoute[] = [];
  /** Keys and ids of the demo seed, when it is loaded. */
  demo: DemoInfo | null = null;
  #handlers: HttpHandler[] | null = null;
  #servers = new Set<RunningServer>();

  constructor(options: EmulatorOptions = {}) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? 'http://platform-emulator.local').replace(/\/+$/, '');
    const coreOptions: CoreOptions = {
      unlimited: options.unlimited ?? false,
      allowLocalWebhooks: options.allowLocalWebhooks ?? false,
    };
    if (options.quotas) coreOptions.quotas = options.quotas;
    if (options.limits) coreOptions.limits = options.limits;
    if (options.clockStart !== undefined) coreOptions.clockStart = options.clockStart;
    this.core = new EmulatorCore(coreOptions);
    this.crm = registerCrm(this.core);
    this.posts = new JobPostService(this.core, this.crm.pipelines);
    this.extraControlRoutes.push(...jobControlRoutes(this));
    this.webhooks = registerWebhooks(this.core, {
      selfOrigins: () => [this.baseUrl, ...[...this.#servers].map((s) => s.url)],
      defaultOrigin: () => [...this.#servers][0]?.url ?? this.baseUrl,
    });
    this.extraControlRoutes.push(...webhookControlRoutes(this));
    registerControl(this.core, this);
  }

  // ---------------------------------------------------------------------------------------------
  // Doors
  // ---------------------------------------------------------------------------------------------

  /** `handle(Request) → Response`: the engine, as a Fetch handler. */
  handle = async (request: Request): Promise<Response> => {
    try {
      return await this.core.handle(request);
    } catch (err) {
      const e = err instanceof HttpError ? err : new HttpError(500, 'CRM_API_ERROR', 'Unexpected failure.');
      const res = errorResponse(e, new URL(request.url).pathname);
      return new Response(res.body, { status: res.status, headers: res.headers });
    }
  };

  /** A Fetch-compatible function that answers without any network (any origin). */
  fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // ky and other clients pass a Request plus an empty options object: no need to copy it.
    const request =
      input instanceof Request && (init === undefined || isEmpty(init)) ? input : new Request(input, init);
    return this.handle(request);
  };

  /** msw request handlers over the same engine, for `setupServer(...emulator.handlers)`. */
  get handlers(): HttpHandler[] {
    this.#handlers ??= [http.all(`${this.baseUrl}/*`, ({ request }) => this.handle(request))];
    return this.#handlers;
  }

  /** Serves the emulator over HTTP (node:http). */
  async listen(options: ListenOptions = {}): Promise<RunningServer> {
    const { startServer } = await import('./node/server.ts');
    const server = await startServer(this, options);
    this.#servers.add(server);
    const close = server.close;
    server.close = async () => {
      this.#servers.delete(server);
      await close();
    };
    return server;
  }

  /** Stops every server started by `listen()`, the background timers and webhook attempts in flight. */
  async close(): Promise<void> {
    this.webhooks.deliveries.close();
    await Promise.all([...this.#servers].map((s) => s.close()));
  }

  // ---------------------------------------------------------------------------------------------
  // Control operations (the same as /_emulator/...)
  // ---------------------------------------------------------------------------------------------

  /** All state gone, clock back to real time, faults cleared; then the seed. */
  async reset(options: { seed?: 'demo' | 'empty' } = {}): Promise<void> {
    this.core.resetState();
    this.core.clock.resetToRealTime();
    this.demo = null;
    if (options.seed === 'demo') this.demo = await seedDemo(this);
  }

  createOrg(input: { name?: string; plan: Plan; workspaces?: string[] }): Promise<CreatedOrg> {
    return createOrg(this.core, input);
  }

  createKey(
    orgId: string,
    input: { scopes?: Scope[]; workspaceIds?: string[]; userId?: string; expiresAt?: string } = {},
  ): Promise<CreatedKey> {
    return createKey(this.core, orgId, input);
  }

  revokeKey(keyId: string): Promise<{ id: string; revoked: true }> {
    return revokeKey(this.core, keyId);
  }

  /**
   * A published job posting with its own pipeline (templateType `JOBSEARCH_PIPELINE_<LANG>`, linked
   * to the post), as if created and approved in the application. Spends no quota.
   */
  createJob(input: CreateJobInput): Promise<CreatedJob> {
    return this.posts.create(input, 'published');
  }

  /**
   * A candidate applies to a published job (from `createJob` or the job-builder): a card lands in
   * the job's pipeline and `application.received` goes to the subscribed active endpoints.
   * `origin` is where the resume link points (default: the first running server, else `baseUrl`).
   */
  createApplication(input: ApplicationInput, options: { origin?: string } = {}): Promise<CreatedApplication> {
    const parsed = parseOrThrow(applicationInputSchema, input, 'application body');
    return createApplication(
      {
        core: this.core,
        posts: this.posts,
        contacts: this.crm.contacts,
        pipelines: this.crm.pipelines,
        deliveries: this.webhooks.deliveries,
        assets: this.webhooks.assets,
      },
      parsed,
      options.origin ?? null,
    );
  }

  /**
   * Attempts every webhook delivery due now and waits for it, and for attempts already in flight.
   * Answers how many attempts finished meanwhile.
   */
  flushWebhooks(): Promise<FlushResult> {
    return this.webhooks.deliveries.flush();
  }

  /** Every delivery (or one endpoint's) with its full payload and attempts, oldest first. */
  listDeliveries(query: { endpointId?: string } = {}): DeliveryDump[] {
    return this.webhooks.deliveries.dump(query.endpointId);
  }

  /** The virtual clock. Moving it runs everything that became due before it answers. */
  readonly clock = {
    now: (): string => this.core.clock.iso(),
    set: async (to: Date | string | number): Promise<string> => {
      try {
        this.core.clock.set(to);
      } catch {
        throw new HttpError(400, 'VALIDATION_ERROR', 'set must be an ISO 8601 time.', {
          details: [{ field: 'set', message: 'must be an ISO 8601 time' }],
        });
      }
      await this.core.clock.settle();
      return this.core.clock.iso();
    },
    advance: async (seconds: number): Promise<string> => {
      this.core.clock.advance(seconds);
      await this.core.clock.settle();
      return this.core.clock.iso();
    },
  };

  /** The next `times` requests matching `method` and a path starting with `path` answer `status`. */
  addFault(input: FaultInput): { id: string } {
    const fault: Fault = this.core.addFault({
      method: input.method ? input.method.toUpperCase() : null,
      path: input.path,
      status: input.status,
      errorCode: input.errorCode ?? null,
      times: input.times ?? 1,
      delayMs: input.delayMs ?? 0,
    });
    return { id: fault.id };
  }

  clearFaults(): { cleared: number } {
    return { cleared: this.core.clearFaults() };
  }

  exportState(): Record<string, unknown> {
    return this.core.exportState();
  }

  async importState(state: unknown): Promise<void> {
    await this.core.importState(state);
    this.demo = null;
  }

  /** Loads `stateFile` when it exists; answers whether it did. */
  async loadStateFile(): Promise<boolean> {
    if (!this.options.stateFile) return false;
    let text: string;
    try {
      text = await readFile(this.options.stateFile, 'utf8');
    } catch {
      return false;
    }
    await this.importState(JSON.parse(text));
    return true;
  }

  /** Writes the state to `stateFile`; answers its path, or null without one. */
  async snapshot(): Promise<string | null> {
    if (!this.options.stateFile) return null;
    await writeFile(this.options.stateFile, JSON.stringify(this.exportState()));
    return this.options.stateFile;
  }
}

function isEmpty(init: RequestInit): boolean {
  for (const k in init) if ((init as Record<string, unknown>)[k] !== undefined) return false;
  return true;
}

/**
 * Creates an emulator. With `seed: 'demo'` the demo organizations, keys and records are loaded
 * before it resolves.
 *
 * @example
 * const emulator = await createEmulator({ seed: 'demo' });
 * const client = new PlatformClient({ apiKey: emulator.demo!.keys.acmeAdmin, baseUrl: emulator.baseUrl, fetch: emulator.fetch });
 */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = new Emulator(options);
  if (options.seed === 'demo') emulator.demo = await seedDemo(emulator);
  return emulator;
}
