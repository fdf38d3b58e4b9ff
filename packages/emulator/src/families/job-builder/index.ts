import { operations } from '@platform-api/sdk/operations';
import type { JobBuilderProgress, JobCreateResult, PublicJob } from '@platform-api/sdk/schemas';
import type { EmulatorCore } from '../../engine/core.ts';
import { bodyTarget } from '../../engine/target.ts';
import { registerUsage } from '../../engine/usage.ts';
import type { JobPostService } from '../../platform/job-posts.ts';
import { loadPlaces } from '../../shared/places/index.ts';
import { loadGenerator } from './load.ts';

const { jobBuilder } = operations;

/** Where a job-builder draft opens in the application's editor: details and description are filled. */
const DRAFT_PROGRESS: JobBuilderProgress = {
  step: 'review',
  completedSteps: ['details', 'description'],
  // Screening questions are omitted in v1: the one step left to the recruiter.
  percentComplete: 75,
};

function locationOf(job: PublicJob) {
  const { workMode } = job;
  return {
    locationName: workMode.city ? workMode.displayName : workMode.countryName,
    countryCode: workMode.countryCode,
    isRemote: workMode.type === 'remote',
  };
}

/**
 * The job-builder family: preview, job creation (idempotent, as its row says: the engine keeps the
 * `Idempotency-Key` records) and usage, over the job posts.
 */
export function registerJobBuilder(core: EmulatorCore, posts: JobPostService): void {
  core.route(jobBuilder.generate, async (ctx, { body }) => {
    bodyTarget(ctx, body);
    const [{ generateJob }] = await Promise.all([loadGenerator(), loadPlaces()]);
    return generateJob({
      prompt: body.prompt,
      language: body.language,
      includeDescription: body.includeDescription ?? false,
    });
  });

  core.route(
    jobBuilder.jobs.create,
    async (ctx, { body }): Promise<JobCreateResult> => {
      const { orgId, workspaceId } = bodyTarget(ctx, body);
      const publishMode = body.publishMode ?? 'draft';
      const [{ generateJob }] = await Promise.all([loadGenerator(), loadPlaces()]);
      const job = generateJob({ prompt: body.prompt, language: body.language, includeDescription: true });
      const status = publishMode === 'publish' ? 'pending' : 'draft';
      const jobBuilderProgress = status === 'draft' ? DRAFT_PROGRESS : null;
      const created = await posts.create(
        { orgId, workspaceId, title: job.title, language: job.language, ...locationOf(job) },
        status,
        { job, jobBuilderProgress },
      );
      return {
        postId: created.postId,
        listId: created.listId,
        publishMode,
        status,
        completePost: true,
        jobBuilderProgress,
        job,
      };
    },
    // The key is scoped to the workspace the job is created in, wherever that came from.
    { target: (ctx, { body }) => bodyTarget(ctx, body) },
  );

  registerUsage(core, jobBuilder.usage);
}
