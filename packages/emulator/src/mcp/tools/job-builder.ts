import { deriveIdempotencyKey, IDEMPOTENCY_WINDOWS, operations, QUOTAS } from '@platform-api/sdk/operations';
import {
  jobCreateResultSchema,
  jobCreateSchema,
  jobGenerateSchema,
  type PublicJob,
  publicJobSchema,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { tool } from '../tool-row.ts';

const { jobBuilder } = operations;

const JOB_BUILDER_COST = `Costs 1 of the organization's ${QUOTAS['job-builder'].daily} job-builder calls per UTC day (preview_job and create_job together); a failed call costs nothing. Needs a Platinum plan or higher.`;

/** How long `create_job` remembers its arguments, in hours. */
const CREATE_JOB_REPLAY_HOURS = IDEMPOTENCY_WINDOWS[jobBuilder.jobs.create.id]!.replaySeconds / 3600;

/** A job in a few lines: title, place, pay, type, skills. */
function jobText(job: PublicJob): string {
  const { salary, workMode } = job;
  return [
    job.title,
    `${workMode.type} · ${workMode.displayName ?? workMode.countryName ?? 'worldwide'}`,
    `${salary.low}–${salary.high} ${salary.currency} per ${salary.period.replace(/ly$/, '')}${salary.negotiable ? ' (negotiable)' : ''}`,
    `${job.employmentTypes.join(', ')} · ${job.categories.map((c) => c.name).join(', ')}`,
    `skills: ${job.skills.join(', ')}`,
  ].join('\n');
}

export const previewJob = tool({
  name: 'preview_job',
  title: 'Preview a job',
  description: `Turns a hiring request in natural language into a structured job, as a preview: nothing is saved. Give the role, where (a city, a country, remote or hybrid), requirements and pay if known; \`language\` (en, es, nl, pt) is the language of the generated job. Answers the title, work mode (type, scope, country, city), salary (low/recommended/high, period, currency), employment types, categories, education and skills; the HTML description only with includeDescription: true. Use create_job to save a job. ${JOB_BUILDER_COST}`,
  ops: [jobBuilder.generate],
  input: jobGenerateSchema,
  output: publicJobSchema,
  annotations: { readOnlyHint: true, idempotentHint: true },
  run: async (body, { call }) => await call(jobBuilder.generate, { body }),
  text: (job) => jobText(job),
});

export const createJob = tool({
  name: 'create_job',
  title: 'Create a job',
  description: `Creates a real job from a hiring request in natural language. By default it is saved as a reviewable draft (status draft) that the user finishes in the application; set publishMode to "publish" ONLY when the user explicitly asks to send the job to review: it then becomes a standard job with status pending (the service's approval decides when it goes live) and its candidate pipeline (listId). Identical arguments within ${CREATE_JOB_REPLAY_HOURS} hours return the job already created (alreadyCreated: true) instead of a second one, spending nothing. ${JOB_BUILDER_COST}`,
  ops: [jobBuilder.jobs.create],
  input: jobCreateSchema,
  output: z.extend(jobCreateResultSchema, {
    alreadyCreated: z
      .boolean()
      .check(
        z.describe(
          `true: these arguments already created this job within the last ${CREATE_JOB_REPLAY_HOURS} hours`,
        ),
      ),
  }),
  annotations: { readOnlyHint: false, idempotentHint: true },
  async run(body, { callWithReplay }) {
    // Idempotency from the content: the same arguments are the same job.
    const idempotencyKey = `mcp-create-job-${(await deriveIdempotencyKey(body)).slice(0, 48)}`;
    const { body: created, replayed } = await callWithReplay(jobBuilder.jobs.create, {
      body,
      idempotencyKey,
    });
    return { ...created, alreadyCreated: replayed };
  },
  text: (r) =>
    [
      `${r.alreadyCreated ? 'Already created' : 'Created'}: job ${r.postId}, status ${r.status}${r.listId ? `, pipeline ${r.listId}` : ''}`,
      jobText(r.job),
    ].join('\n'),
});
