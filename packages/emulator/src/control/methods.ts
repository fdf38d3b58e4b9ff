import type { Plan } from '@platform-api/sdk/schemas';
import type { FlushResult } from '../delivery/engine.ts';
import type { DeliveryDump } from '../delivery/log.ts';
import { parseOrThrow } from '../engine/context.ts';
import { HttpError, validationError } from '../engine/errors.ts';
import type { EngineResponse } from '../engine/types.ts';
import { type CandidateInput, candidatesInputSchema } from '../families/candidate-search/index.ts';
import { type PublicJobInput, publicJobsInputSchema } from '../families/job-search/index.ts';
import {
  type ApplicationInput,
  applicationInputSchema,
  type CreatedApplication,
  createApplication,
} from '../flows/apply.ts';
import type { EmulatorInternals } from '../internal.ts';
import {
  type CreatedKey,
  type CreatedOrg,
  createKey,
  createOrg,
  type KeyInput,
  revokeKey,
} from '../platform/accounts.ts';
import { readControlDate } from '../platform/control-dates.ts';
import type { CreatedJob, CreateJobInput } from '../platform/job-posts.ts';
import { DEMO_KEYS, type DemoInfo, demoInfo, seedDemo } from '../seed/demo.ts';
import type { FaultInput } from '../types.ts';
import { controlBodies } from './index.ts';

/**
 * The control operations behind the Emulator's methods, and so behind `/_emulator/...` (its routes
 * call those methods): each checks its input as the control API's route does, then acts on the
 * emulator's parts. The Emulator is their public face and documents them.
 */
export class EmulatorControl {
  readonly #x: EmulatorInternals;

  constructor(internals: EmulatorInternals) {
    this.#x = internals;
  }

  /**
   * All state gone, clock back to real time, faults cleared; then the seed. `named` is told the
   * demo's names: none once the state is gone, the demo's once it is seeded.
   */
  async reset(options: { seed?: 'demo' | 'empty' }, named: (demo: DemoInfo | null) => void): Promise<void> {
    // The checks of `POST /_emulator/reset`: a misspelt seed is refused, not read as empty.
    parseOrThrow(controlBodies().resetBody, options, 'reset options');
    const { core } = this.#x;
    core.resetState();
    core.clock.resetToRealTime();
    named(null);
    try {
      if (options.seed === 'demo') named(await seedDemo(this.#x));
    } finally {
      // Calls waiting for a daily slot look again at the new state, once it is whole.
      core.quotas.wake();
    }
  }

  createOrg(input: {
    name?: string | undefined;
    plan: Plan;
    workspaces?: string[] | undefined;
  }): Promise<CreatedOrg> {
    // The checks of `POST /_emulator/orgs`, before anything is stored.
    return createOrg(this.#x.core, parseOrThrow(controlBodies().orgBody, input, 'organization'));
  }

  createKey(orgId: string, input: KeyInput): Promise<CreatedKey> {
    // The checks of `POST /_emulator/orgs/{orgId}/keys` (no plaintext of one's own: the demo's only).
    return createKey(
      this.#x.core,
      checkId(orgId, 'orgId'),
      parseOrThrow(controlBodies().keyBody, input, 'key'),
    );
  }

  revokeKey(keyId: string): Promise<{ id: string; revoked: true }> {
    return revokeKey(this.#x.core, checkId(keyId, 'keyId'));
  }

  createJob(input: CreateJobInput): Promise<CreatedJob> {
    // The checks of `POST /_emulator/jobs`, before anything is stored.
    return this.#x.posts.create(parseOrThrow(controlBodies().jobBody, input, 'job'), 'published');
  }

  approveJob(postId: string): Promise<{ postId: string; status: string }> {
    return this.#x.posts.approve(checkId(postId, 'postId'));
  }

  addCandidates(input: CandidateInput[]): Promise<{ inserted: number }> {
    return this.#x.candidates.add(parseOrThrow(candidatesInputSchema, input, 'candidates'));
  }

  addPublicJobs(input: PublicJobInput[]): Promise<{ inserted: number }> {
    return this.#x.jobs.add(parseOrThrow(publicJobsInputSchema, input, 'public jobs'));
  }

  createApplication(input: ApplicationInput, origin: string | null): Promise<CreatedApplication> {
    const parsed = parseOrThrow(applicationInputSchema(), input, 'application body');
    const { core, crm, posts, webhooks } = this.#x;
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
      origin,
    );
  }

  flushWebhooks(): Promise<FlushResult> {
    return this.#x.webhooks.deliveries.flush();
  }

  listDeliveries(query: { endpointId?: string }): DeliveryDump[] {
    return this.#x.webhooks.deliveries.log.dump(query.endpointId);
  }

  serveFile(signed: string): EngineResponse {
    return this.#x.webhooks.assets.serve(signed);
  }

  /** Sets the virtual clock; a string is read by the control API's one date parser. */
  async setClock(to: Date | string | number): Promise<string> {
    const { clock } = this.#x.core;
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
    return this.#settle();
  }

  async advanceClock(seconds: number): Promise<string> {
    const { clock } = this.#x.core;
    // The check of `POST /_emulator/clock`'s advanceSeconds: a number ("10" is not).
    parseOrThrow(controlBodies().advanceBody, { advanceSeconds: seconds }, 'clock.advance');
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
    return this.#settle();
  }

  /** After the clock moved: what became due has run, and waiting calls look at the new day. */
  async #settle(): Promise<string> {
    const { clock, quotas } = this.#x.core;
    await clock.settle();
    // Another day may have room: calls waiting for a daily slot look again.
    quotas.wake();
    return clock.iso();
  }

  addFault(input: FaultInput): { id: string } {
    // The same checks as `POST /_emulator/faults`: a fault that could never strike is refused.
    parseOrThrow(controlBodies().faultBody, input, 'fault');
    return this.#x.core.addFault({
      method: input.method ? input.method.toUpperCase() : null,
      path: input.path,
      status: input.status,
      errorCode: input.errorCode ?? null,
      times: input.times ?? 1,
      delayMs: input.delayMs ?? 0,
    });
  }

  clearFaults(): { cleared: number } {
    return { cleared: this.#x.core.faults.clear() };
  }

  exportState(): Record<string, unknown> {
    return this.#x.core.exportState();
  }

  /** Replaces the state; answers the demo's names when the state still holds its keys. */
  async importState(state: unknown): Promise<DemoInfo | null> {
    await this.#x.core.importState(state);
    // A state saved from the demo (a `--state` file, say) still holds its keys: they are named again.
    const { auth } = this.#x.core;
    return Object.values(DEMO_KEYS).every((key) => auth.find(key) !== undefined) ? demoInfo() : null;
  }
}

/** An id argument of a control method: a string (an unknown one is the control API's 404). */
function checkId(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  throw validationError(`${field} must be an id (a string); got ${value === null ? 'null' : typeof value}.`, [
    { field, message: 'must be an id (a string)' },
  ]);
}
