import { candidateWireSchema, publicJobResultSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema } from './dates.ts';

/**
 * A candidate of the search pool as the service holds it: the public fields of the SDK's candidate,
 * raw (scrubbing happens on the way out, so contact data typed into a summary stays hidden too),
 * plus what must never come out: the internal id, e-mail, phone, LinkedIn. What a search computes
 * (`matchedSkills`, `matchTier`) is not stored; `topSkills` is kept whole as `skills`.
 */
export const candidateRecordSchema = z.extend(
  z.omit(candidateWireSchema, { matchedSkills: true, matchTier: true, topSkills: true, cazumeUrl: true }),
  {
    updatedAt: nullableRecordDateSchema,
    /** The internal id: never shown. */
    id: z.string(),
    skills: z.array(z.string()),
    /** The public profile URL (`cazumeUrl` on the wire). */
    profileUrl: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    linkedinUrl: z.nullable(z.string()),
  },
);
export type CandidateRecord = z.output<typeof candidateRecordSchema>;

/**
 * A public job of the job-search pool as the service holds it: the SDK's public job with the raw
 * HTML description, plus what must never come out (the internal id, the recruiter's contact data).
 * `applyUrl` is computed from the slug and the language.
 */
export const publicJobRecordSchema = z.extend(z.omit(publicJobResultSchema, { applyUrl: true }), {
  createdAt: nullableRecordDateSchema,
  refreshedAt: nullableRecordDateSchema,
  id: z.string(),
  title: z.string(),
  /** HTML, as written by the recruiter (contact data included, sometimes). */
  description: z.nullable(z.string()),
  recruiterEmail: z.nullable(z.string()),
  recruiterPhone: z.nullable(z.string()),
});
export type PublicJobRecord = z.output<typeof publicJobRecordSchema>;
