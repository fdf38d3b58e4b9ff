import { z } from 'zod';

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
});
export type JobPostRecord = z.output<typeof jobPostRecordSchema>;
