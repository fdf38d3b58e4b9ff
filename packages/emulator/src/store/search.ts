import { z } from 'zod';

/**
 * A candidate of the search pool as the service holds it: the public fields plus what must never
 * come out (the internal id, e-mail, phone, LinkedIn). Text fields are raw: scrubbing happens on the
 * way out, so contact data a candidate typed into a summary stays hidden too.
 */
export const candidateRecordSchema = z.object({
  /** The internal id: never shown. */
  id: z.string(),
  /** The public handle: `pc1.` + an HMAC of the internal id (not reversible). */
  candidateId: z.string(),
  displayName: z.string().nullable(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  locationName: z.string().nullable(),
  countryCode: z.string().nullable(),
  isRemote: z.boolean(),
  language: z.string().nullable(),
  hasVideo: z.boolean(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profileUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
export type CandidateRecord = z.output<typeof candidateRecordSchema>;

/**
 * A public job of the job-search pool as the service holds it: the public fields plus what must
 * never come out (the internal id, the recruiter's contact data). `description` is the raw HTML.
 */
export const publicJobRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML, as written by the recruiter (contact data included, sometimes). */
  description: z.string().nullable(),
  companyName: z.string().nullable(),
  authorName: z.string().nullable(),
  jobType: z.string().nullable(),
  typeOfWork: z.string().nullable(),
  remoteWorkScope: z.string().nullable(),
  locationName: z.string().nullable(),
  locationCountryCode: z.string().nullable(),
  payCurrency: z.string().nullable(),
  payType: z.string().nullable(),
  payAmount: z.number().nullable(),
  language: z.string().nullable(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isRemote: z.boolean(),
  isNegotiable: z.boolean(),
  occupationTitles: z.array(z.string()),
  occupationFamilies: z.array(z.string()),
  createdAt: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  /** Null: the job has no public page (and no apply link). */
  slug: z.string().nullable(),
  recruiterEmail: z.string().nullable(),
  recruiterPhone: z.string().nullable(),
});
export type PublicJobRecord = z.output<typeof publicJobRecordSchema>;
