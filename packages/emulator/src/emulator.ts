import { IN_PROCESS_EMULATOR_HOST } from '@platform-api/sdk/internal';
import type { Plan } from '@platform-api/sdk/schemas';
import type { HttpHandler } from 'msw';
import { readControlDate } from './control/dates.ts';
import {
  advanceBody,
  faultBody,
  jobBody,
  keyBody,
  orgBody,
  registerControl,
  resetBody,
} from './control/index.ts';
import { registerInspection } from './control/inspect.ts';
import {
  type CreatedKey,
  type CreatedOrg,
  createKey,
  createOrg,
  type KeyInput,
  revokeKey,
} from './control/orgs.ts';
import type { ControlTarget } from './control/target.ts';
import { registerDashboard } from './dashboard-routes.ts';
import type { DeliveryDump, FlushResult } from './delivery/engine.ts';
import { fetchDoor, handleFetchRequest } from './doors/fetch.ts';
import { mswHandlers } from './doors/msw.ts';
import { parseOrThrow } from './engine/context.ts';
import { EmulatorCore } from './engine/core.ts';
import { HttpError, validationError } from './engine/errors.ts';
import type { EngineResponse } from './engine/types.ts';
import {
  type CandidateInput,
  candidatesInputSchema,
  registerCandidateSearch,
} from './families/candidate-search/index.ts';
import { registerCrm } from './families/crm/index.ts';
import { registerJobBuilder } from './families/job-builder/index.ts';
import {
  type PublicJobInput,
  publicJobsInputSchema,
  registerJobSearch,
} from './families/job-search/index.ts';
import { type CreatedJob, type CreateJobInput, JobPostService } from './families/jobs/posts.ts';
import { registerWebhooks } from './families/webhooks/index.ts';
import {
  type ApplicationInput,
  applicationInputSchema,
  type CreatedApplication,
  createApplication,
} from './flows/apply.ts';
import { type EmulatorInternals, internals, registerInternals } from './internal.ts';
import { registerMcp } from './mcp/server.ts';
import { checkEmulatorOptions } from './options.ts';
import { DEMO_KEYS, type DemoInfo, demoInfo, seedDemo } from './seed/demo.ts';
import type { EmulatorOptions, FaultInput, ListenOptions, RunningServer } from './types.ts';
import { VERSION } from './version.ts';

/**
 * One in-memory emulator: its state, its clock and its doors (`fetch`, msw `handlers`, `listen()`
 * for the HTTP server), plus the control operations of `/_emulator/...` as methods.
 */
export class Emulator implements ControlTarget {
  readonly version = VERSION;
  readonly baseUrl: string;
  readonly options: EmulatorOptions;
  /** Keys and ids of the demo seed, when it is loaded. */
  demo: DemoInfo | null = null;
  readonly #internals: EmulatorInternals;
  #handlers: HttpHandler[] | null = null;
  #servers = new Set<RunningServer>();

  /**
   * @throws {TypeError} for an unknown option or a value of the wrong type, {@link RangeError} for
   * a value outside what the option accepts; the message names the option.
   */
  constructor(options: EmulatorOptions = {}) {
    // Checked (and copied) once: nothing below sees an option the checks did not pass.
    options = checkEmulatorOptions(options);
    this.options = options;
    // The SDK knows this host: without `emulator.fetch` or msw it fails at once, saying how to connect.
    this.baseUrl = options.baseUrl ?? `http://${IN_PROCESS_EMULATOR_HOST}`;
    const core = new EmulatorCore({
      unlimited: options.unlimited ?? false,
      allowLocalWebhooks: options.allowLocalWebhooks ?? false,
      ...(options.quotas ? { quotas: options.quotas } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.clockStart !== undefined ? { clockStart: options.clockStart } : {}),
      ...(options.controlToken !== undefined ? { controlToken: options.controlToken } : {}),
      ...(options.requestLogSize !== undefined ? { requestLogSize: options.requestLogSize } : {}),
    });
    const crm = registerCrm(core);
    const posts = new JobPostService(core, crm.pipelines);
    registerJobBuilder(core, posts);
    const candidates = registerCandidateSearch(core);
    const jobs = registerJobSearch(core, posts);
    const webhooks = registerWebhooks(core, {
      selfOrigins: () => [this.baseUrl, ...[...this.#servers].map((s) => s.url)],
      defaultOrigin: () => [...this.#servers][0]?.url ?? this.baseUrl,
      network: { resolve: options.webhookResolver, fetch: options.webhookFetch },
    });
    registerControl(core, this);
    registerMcp(core, { version: VERSION });
    this.#internals = { core, crm, posts, webhooks, candidates, jobs };
    registerInternals(this, this.#internals);
    // What the dashboard reads (and tests may): `/_emulator/orgs`, `/meters`, `/requests`, … and the page.
    const shown = this.#internals;
    core.onFirstControlRequest(() => {
      registerInspection(shown);
      registerDashboard(core);
    });
    this.fetch = fetchDoor(core);
  }

  // ---------------------------------------------------------------------------------------------
  // Doors
  // ---------------------------------------------------------------------------------------------

  /** A Fetch-compatible function that answers without any network (any origin). */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

  /** `handle(Request) → Response`: the engine as a Fetch handler (for servers that speak Fetch). */
  handle = (request: Request): Promise<Response> => handleFetchRequest(this.#internals.core, request);

  /** msw request handlers over the same engine, for `setupServer(...emulator.handlers)`. */
  get handlers(): HttpHandler[] {
    this.#handlers ??= mswHandlers(this.#internals.core, this.baseUrl);
    return this.#handlers;
  }

  /** Serves the emulator over HTTP (Node.js). */
  async listen(options: ListenOptions = {}): Promise<RunningServer> {
    const { startServer } = await import('./node/server.ts');
    const server = await startServer(this.#internals.core, options);
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
    this.#internals.webhooks.deliveries.close();
    // Requests waiting out a fault's `delayMs` answer now: no timer outlives the emulator.
    this.#internals.core.faults.close();
    // The request log's live streams end.
    this.#internals.core.requestLog.close();
    await Promise.all([...this.#servers].map((s) => s.close()));
  }

  // ---------------------------------------------------------------------------------------------
  // Control operations (the same as /_emulator/...)
  // ---------------------------------------------------------------------------------------------

  /** All state gone, clock back to real time, faults cleared; then the seed. */
  async reset(options: { seed?: 'demo' | 'empty' } = {}): Promise<void> {
    // The checks of `POST /_emulator/reset`: a misspelt seed is refused, not read as empty.
    parseOrThrow(resetBody, options, 'reset options');
    const { core } = this.#internals;
    core.resetState();
    core.clock.resetToRealTime();
    this.demo = null;
    try {
      if (options.seed === 'demo') this.demo = await seedDemo(this.#internals);
    } finally {
      // Calls waiting for a daily slot look again at the new state, once it is whole.
      core.quotas.wake();
    }
  }

  async createOrg(input: {
    name?: string | undefined;
    plan: Plan;
    workspaces?: string[] | undefined;
  }): Promise<CreatedOrg> {
    // The checks of `POST /_emulator/orgs`, before anything is stored.
    return createOrg(this.#internals.core, parseOrThrow(orgBody, input, 'organization'));
  }

  async createKey(orgId: string, input: KeyInput = {}): Promise<CreatedKey> {
    // The checks of `POST /_emulator/orgs/{orgId}/keys` (no plaintext of one's own: the demo's only).
    return createKey(this.#internals.core, checkId(orgId, 'orgId'), parseOrThrow(keyBody, input, 'key'));
  }

  async revokeKey(keyId: string): Promise<{ id: string; revoked: true }> {
    return revokeKey(this.#internals.core, checkId(keyId, 'keyId'));
  }

  /**
   * A published job posting with its own pipeline (templateType `JOBSEARCH_PIPELINE_<LANG>`, linked
   * to the post), as if created and approved in the application. Spends no quota.
   */
  async createJob(input: CreateJobInput): Promise<CreatedJob> {
    // The checks of `POST /_emulator/jobs`, before anything is stored.
    return this.#internals.posts.create(parseOrThrow(jobBody, input, 'job'), 'published');
  }

  /** Approves a job sent to approval (`pending`): it goes live, in job-search too. */
  async approveJob(postId: string): Promise<{ postId: string; status: string }> {
    return this.#internals.posts.approve(checkId(postId, 'postId'));
  }

  /**
   * Adds candidates to the candidate-search pool (`POST /_emulator/candidates`): objects with the
   * public Candidate fields; `candidateId` (`pc1.…`) is generated when absent. Contact data in any
   * text stays stored and never comes out of a search.
   */
  async addCandidates(input: CandidateInput[]): Promise<{ inserted: number }> {
    const { candidates } = this.#internals;
    return candidates.add(parseOrThrow(candidatesInputSchema, input, 'candidates'));
  }

  /**
   * Adds public jobs to the job-search pool (`POST /_emulator/public-jobs`): objects with the
   * public Job fields; `title` is required, the slug is generated when absent (null: no public page).
   */
  async addPublicJobs(input: PublicJobInput[]): Promise<{ inserted: number }> {
    const { jobs } = this.#internals;
    return jobs.add(parseOrThrow(publicJobsInputSchema, input, 'public jobs'));
  }

  /**
   * A candidate applies to a published job (from `createJob` or the job-builder): a card lands in
   * the job's pipeline and `application.received` goes to the subscribed active endpoints.
   * `origin` is where the resume link points (default: the first running server, else `baseUrl`).
   */
  async createApplication(
    input: ApplicationInput,
    options: { origin?: string } = {},
  ): Promise<CreatedApplication> {
    const parsed = parseOrThrow(applicationInputSchema, input, 'application body');
    const { core, crm, posts, webhooks } = this.#internals;
    return createApplication(
      {
        core,
        posts,
        contacts: crm.contacts,
        pipelines: crm.pipelines,
        deliveries: webhooks.deliveries,
        assets: webhooks.assets,
      },
      parsed,
      options.origin ?? null,
    );
  }

  /**
   * Attempts every webhook delivery due now and waits for it, and for attempts already in flight.
   * Answers how many attempts finished meanwhile.
   */
  async flushWebhooks(): Promise<FlushResult> {
    return this.#internals.webhooks.deliveries.flush();
  }

  /** Every delivery within its 30-day window (or one endpoint's) with its full payload and attempts, oldest first. */
  listDeliveries(query: { endpointId?: string } = {}): DeliveryDump[] {
    return this.#internals.webhooks.deliveries.dump(query.endpointId);
  }

  /** A presigned resume file (`/_emulator/files/<signed>`). */
  serveFile(signed: string): EngineResponse {
    return this.#internals.webhooks.assets.serve(signed);
  }

  /** The virtual clock. Moving it runs everything that became due before it answers. */
  readonly clock = {
    now: (): string => this.#internals.core.clock.iso(),
    set: async (to: Date | string | number): Promise<string> => {
      const { clock } = this.#internals.core;
      // A string is read by the control API's one date parser (a 400 naming `set` otherwise).
      const target =
        typeof to === 'string'
          ? readControlDate(to, 'set')
          : typeof to === 'number' || to instanceof Date
            ? new Date(to).getTime()
            : Number.NaN;
      try {
        clock.set(target);
      } catch {
        throw new HttpError('VALIDATION_ERROR', 'set must be a time between the years 1970 and 9999.', {
          details: [{ field: 'set', message: 'must be a time between the years 1970 and 9999' }],
        });
      }
      await clock.settle();
      // Another day may have room: calls waiting for a daily slot look again.
      this.#internals.core.quotas.wake();
      return clock.iso();
    },
    advance: async (seconds: number): Promise<string> => {
      const { clock } = this.#internals.core;
      // The check of `POST /_emulator/clock`'s advanceSeconds: a number ("10" is not).
      parseOrThrow(advanceBody, { advanceSeconds: seconds }, 'clock.advance');
      try {
        clock.advance(seconds);
      } catch {
        throw new HttpError(
          'VALIDATION_ERROR',
          `advanceSeconds ${seconds} would take the clock outside the years 1970 to 9999; the clock was left at ${clock.iso()}.`,
          {
            details: [{ field: 'advanceSeconds', message: 'keeps the clock within the years 1970 to 9999' }],
          },
        );
      }
      await clock.settle();
      // Another day may have room: calls waiting for a daily slot look again.
      this.#internals.core.quotas.wake();
      return clock.iso();
    },
  };

  /** The next `times` requests matching `method` and a path starting with `path` answer `status`. */
  addFault(input: FaultInput): { id: string } {
    // The same checks as `POST /_emulator/faults`: a fault that could never strike is refused.
    parseOrThrow(faultBody, input, 'fault');
    return this.#internals.core.addFault({
      method: input.method ? input.method.toUpperCase() : null,
      path: input.path,
      status: input.status,
      errorCode: input.errorCode ?? null,
      times: input.times ?? 1,
      delayMs: input.delayMs ?? 0,
    });
  }

  clearFaults(): { cleared: number } {
    return { cleared: this.#internals.core.faults.clear() };
  }

  exportState(): Record<string, unknown> {
    return this.#internals.core.exportState();
  }

  async importState(state: unknown): Promise<void> {
    await this.#internals.core.importState(state);
    // A state saved from the demo (a `--state` file, say) still holds its keys: they are named again.
    const { auth } = this.#internals.core;
    this.demo = Object.values(DEMO_KEYS).every((key) => auth.find(key) !== undefined) ? demoInfo() : null;
  }

  /** Loads `stateFile` when it exists (Node.js); answers whether it did. */
  async loadStateFile(): Promise<boolean> {
    if (!this.options.stateFile) return false;
    const { readStateFile, StateFileError } = await import('./node/state-file.ts');
    const path = this.options.stateFile;
    const state = await readStateFile(path);
    if (state === null) return false;
    try {
      await this.importState(state);
    } catch (err) {
      const why = err instanceof HttpError ? err.message : String(err);
      throw new StateFileError(
        `The state file ${path} cannot be loaded: ${why} Fix or move it: the emulator does not start over it.`,
      );
    }
    return true;
  }

  /**
   * Writes the state to `stateFile` (Node.js); answers its path, or null without one. A write that
   * fails (the folder was removed, no permission, a full disk) throws `500 STATE_FILE_WRITE_FAILED`
   * naming the file and the reason; the state in memory is unchanged and the previous file whole.
   */
  async snapshot(): Promise<string | null> {
    if (!this.options.stateFile) return null;
    const { writeStateFile, StateFileError } = await import('./node/state-file.ts');
    try {
      await writeStateFile(this.options.stateFile, this.exportState());
    } catch (err) {
      if (!(err instanceof StateFileError)) throw err;
      throw new HttpError('STATE_FILE_WRITE_FAILED', err.message, { status: 500 });
    }
    return this.options.stateFile;
  }
}

/** An id argument of a control method: a string (an unknown one is the control API's 404). */
function checkId(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  throw validationError(`${field} must be an id (a string); got ${value === null ? 'null' : typeof value}.`, [
    { field, message: 'must be an id (a string)' },
  ]);
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
  if (options.seed === 'demo') emulator.demo = await seedDemo(internals(emulator));
  return emulator;
}
