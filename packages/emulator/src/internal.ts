import type { EmulatorCore } from './engine/core.ts';
import type { CandidateSearchFamily } from './families/candidate-search/index.ts';
import type { CrmFamily } from './families/crm/index.ts';
import type { JobSearchFamily } from './families/job-search/index.ts';
import type { WebhooksFamily } from './families/webhooks/index.ts';
import type { JobPostService } from './platform/job-posts.ts';

/**
 * The parts of an emulator instance behind its public surface: the engine and the families'
 * services. The seed, the emulator's own tests and benchmarks reach them here; the package's
 * entry points do not export this module.
 */
export interface EmulatorInternals {
  core: EmulatorCore;
  crm: CrmFamily;
  /** Job postings (from `/_emulator/jobs`, later the job-builder), each published one with its pipeline. */
  posts: JobPostService;
  /** Webhook endpoints, the delivery engine and resume assets. */
  webhooks: WebhooksFamily;
  /** The candidate-search pool: the shared demo pool when seeded, plus added candidates. */
  candidates: CandidateSearchFamily;
  /** The job-search pool: the shared demo pool when seeded, added jobs and published posts. */
  jobs: JobSearchFamily;
}

const registry = new WeakMap<object, EmulatorInternals>();

export function registerInternals(emulator: object, internals: EmulatorInternals): void {
  registry.set(emulator, internals);
}

/** The internals of an emulator instance. */
export function internals(emulator: object): EmulatorInternals {
  const found = registry.get(emulator);
  if (!found) throw new TypeError('not an emulator instance');
  return found;
}
