import { jobBuilderProgressSchema, publicJobSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema, recordDateSchema } from './dates.ts';

/** `draft` (job-builder draft), `pending` (sent to approval), `published` (approved, live). */
export const JOB_POST_STATUSES = ['draft', 'pending', 'published'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** A job posting of an organization, as the application keeps it. */
export const jobPostRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  title: z.string(),
  locationName: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  isRemote: z.boolean(),
  language: z.string(),
  status: z.enum(JOB_POST_STATUSES),
  /** The job's own pipeline; null for drafts and once that pipeline is deleted. */
  listId: z.nullable(z.string()),
  slug: z.string(),
  url: z.string(),
  createdAt: recordDateSchema,
  /** The job the job-builder generated (details, salary, description), when it made the post. */
  job: z._default(z.nullable(publicJobSchema), null),
  /** Where the application's editor resumes a job-builder draft. */
  jobBuilderProgress: z._default(z.nullable(jobBuilderProgressSchema), null),
  /** When the post was approved (published), on the virtual clock. */
  publishedAt: z._default(nullableRecordDateSchema, null),
});
export type JobPostRecord = z.output<typeof jobPostRecordSchema>;
