import { IN_PROCESS_EMULATOR_HOST } from '@platform-api/sdk/in-process';
import type { Plan } from '@platform-api/sdk/schemas';
import type { HttpHandler } from 'msw';
import { registerControl } from './control/index.ts';
import { registerInspection } from './control/inspect.ts';
import { EmulatorControl } from './control/methods.ts';
import { loadStateFile, writeSnapshot } from './control/state-files.ts';
import type { ControlTarget } from './control/target.ts';
import { registerDashboard } from './dashboard-routes.ts';
import type { FlushResult } from './delivery/engine.ts';
import type { DeliveryDump } from './delivery/log.ts';
import { fetchDoor, handleFetchRequest } from './doors/fetch.ts';
import { mswHandlers } from './doors/msw.ts';
import { EmulatorCore } from './engine/core.ts';
import type { EngineResponse } from './engine/types.ts';
import { type CandidateInput, registerCandidateSearch } from './families/candidate-search/index.ts';
import { registerCrm } from './families/crm/index.ts';
import { registerJobBuilder } from './families/job-builder/index.ts';
import { type PublicJobInput, registerJobSearch } from './families/job-search/index.ts';
import { registerWebhooks } from './families/webhooks/index.ts';
import type { ApplicationInput, CreatedApplication } from './flows/apply.ts';
import { type EmulatorInternals, internals, registerInternals } from './internal.ts';
import { registerMcp } from './mcp/route.ts';
import { checkEmulatorOptions } from './options.ts';
import type { CreatedKey, CreatedOrg, KeyInput } from './platform/accounts.ts';
import { type CreatedJob, type CreateJobInput, JobPostService } from './platform/job-posts.ts';
import { type DemoInfo, seedDemo } from './seed/demo.ts';
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
  readonly #control: EmulatorControl;
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
    // Job posts reach the CRM through their declared port: a pipeline per published post.
    const posts = new JobPostService(core, crm.pipelines.lists);
    crm.pipelines.lists.deleteListeners.push((pipeline) => posts.pipelineDeleted(pipeline));
    registerJobBuilder(core, posts);
    // The demo pools' code (and, on their first load, the generator and the gazetteer) loads on the
    // first search that reads them.
    const candidates = registerCandidateSearch(core, {
      demoPool: async () => (await import('./seed/pools/candidates.ts')).loadDemoCandidatePool(),
    });
    const jobs = registerJobSearch(core, {
      posts,
      demoPool: async () => (await import('./seed/pools/public-jobs.ts')).loadDemoJobPool(),
    });
    const webhooks = registerWebhooks(core, {
      selfOrigins: () => [this.baseUrl, ...[...this.#servers].map((s) => s.url)],
      defaultOrigin: () => [...this.#servers][0]?.url ?? this.baseUrl,
      network: { resolve: options.webhookResolver, fetch: options.webhookFetch },
    });
    registerMcp(core, { version: VERSION });
    this.#internals = { core, crm, posts, webhooks, candidates, jobs };
    registerInternals(this, this.#internals);
    this.#control = new EmulatorControl(this.#internals);
    // What the dashboard reads (and tests may): `/_emulator/orgs`, `/meters`, `/requests`, … and the page.
    const shown = this.#internals;
    // The control API's routes come with the first control request (the schemas of their bodies with
    // that request or the first control method that checks one): a test that only calls the API
    // never builds them.
    core.onFirstControlRequest(() => {
      registerControl(core, this);
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
  // Control operations (the same as /_emulator/...; their checks and work: control/methods.ts)
  // ---------------------------------------------------------------------------------------------

  /** All state gone, clock back to real time, faults cleared; then the seed. */
  async reset(options: { seed?: 'demo' | 'empty' } = {}): Promise<void> {
    await this.#control.reset(options, (demo) => {
      this.demo = demo;
    });
  }

  async createOrg(input: {
    name?: string | undefined;
    plan: Plan;
    workspaces?: string[] | undefined;
  }): Promise<CreatedOrg> {
    return this.#control.createOrg(input);
  }

  async createKey(orgId: string, input: KeyInput = {}): Promise<CreatedKey> {
    return this.#control.createKey(orgId, input);
  }

  async revokeKey(keyId: string): Promise<{ id: string; revoked: true }> {
    return this.#control.revokeKey(keyId);
  }

  /**
   * A published job posting with its own pipeline (templateType `JOBSEARCH_PIPELINE_<LANG>`, linked
   * to the post), as if created and approved in the application. Spends no quota.
   */
  async createJob(input: CreateJobInput): Promise<CreatedJob> {
    return this.#control.createJob(input);
  }

  /** Approves a job sent to approval (`pending`): it goes live, in job-search too. */
  async approveJob(postId: string): Promise<{ postId: string; status: string }> {
    return this.#control.approveJob(postId);
  }

  /**
   * Adds candidates to the candidate-search pool (`POST /_emulator/candidates`): objects with the
   * public Candidate fields; `candidateId` (`pc1.…`) is generated when absent. Contact data in any
   * text stays stored and never comes out of a search.
   */
  async addCandidates(input: CandidateInput[]): Promise<{ inserted: number }> {
    return this.#control.addCandidates(input);
  }

  /**
   * Adds public jobs to the job-search pool (`POST /_emulator/public-jobs`): objects with the
   * public Job fields; `title` is required, the slug is generated when absent (null: no public page).
   */
  async addPublicJobs(input: PublicJobInput[]): Promise<{ inserted: number }> {
    return this.#control.addPublicJobs(input);
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
    return this.#control.createApplication(input, options.origin ?? null);
  }

  /**
   * Attempts every webhook delivery due now and waits for it, and for attempts already in flight.
   * Answers how many attempts finished meanwhile.
   */
  async flushWebhooks(): Promise<FlushResult> {
    return this.#control.flushWebhooks();
  }

  /** Every delivery within its 30-day window (or one endpoint's) with its full payload and attempts, oldest first. */
  listDeliveries(query: { endpointId?: string } = {}): DeliveryDump[] {
    return this.#control.listDeliveries(query);
  }

  /** A presigned resume file (`/_emulator/files/<signed>`). */
  serveFile(signed: string): EngineResponse {
    return this.#control.serveFile(signed);
  }

  /** The virtual clock. Moving it runs everything that became due before it answers. */
  readonly clock = {
    now: (): string => this.#internals.core.clock.iso(),
    set: (to: Date | string | number): Promise<string> => this.#control.setClock(to),
    advance: (seconds: number): Promise<string> => this.#control.advanceClock(seconds),
  };

  /** The next `times` requests matching `method` and a path starting with `path` answer `status`. */
  addFault(input: FaultInput): { id: string } {
    return this.#control.addFault(input);
  }

  clearFaults(): { cleared: number } {
    return this.#control.clearFaults();
  }

  exportState(): Record<string, unknown> {
    return this.#control.exportState();
  }

  async importState(state: unknown): Promise<void> {
    this.demo = await this.#control.importState(state);
  }

  /** Loads `stateFile` when it exists (Node.js); answers whether it did. */
  async loadStateFile(): Promise<boolean> {
    if (!this.options.stateFile) return false;
    return loadStateFile(this.options.stateFile, (state) => this.importState(state));
  }

  /**
   * Writes the state to `stateFile` (Node.js); answers its path, or null without one. A write that
   * fails (the folder was removed, no permission, a full disk) throws `500 STATE_FILE_WRITE_FAILED`
   * naming the file and the reason; the state in memory is unchanged and the previous file whole.
   */
  async snapshot(): Promise<string | null> {
    if (!this.options.stateFile) return null;
    await writeSnapshot(this.options.stateFile, this.exportState());
    return this.options.stateFile;
  }
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
