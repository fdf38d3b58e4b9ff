import { jobBuilderProgressSchema, publicJobSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod';

/** `draft` (job-builder draft), `pending` (sent to approval), `published` (approved, live). */
export const JOB_POST_STATUSES = ['draft', 'pending', 'published'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** A job posting of an organization, as the application keeps it. */
export const jobPostRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  title: z.string(),
  locationName: z.string().nullable(),
  countryCode: z.string().nullable(),
  isRemote: z.boolean(),
  language: z.string(),
  status: z.enum(JOB_POST_STATUSES),
  /** The job's own pipeline; null for drafts and once that pipeline is deleted. */
  listId: z.string().nullable(),
  slug: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** The job the job-builder generated (details, salary, description), when it made the post. */
  job: publicJobSchema.nullable().default(null),
  /** Where the application's editor resumes a job-builder draft. */
  jobBuilderProgress: jobBuilderProgressSchema.nullable().default(null),
  /** When the post was approved (published), on the virtual clock. */
  publishedAt: z.string().nullable().default(null),
});
export type JobPostRecord = z.output<typeof jobPostRecordSchema>;
