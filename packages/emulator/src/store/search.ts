import { candidateWireSchema, publicJobResultSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod';

/**
 * A candidate of the search pool as the service holds it: the public fields of the SDK's candidate,
 * raw (scrubbing happens on the way out, so contact data typed into a summary stays hidden too),
 * plus what must never come out: the internal id, e-mail, phone, LinkedIn. What a search computes
 * (`matchedSkills`, `matchTier`) is not stored; `topSkills` is kept whole as `skills`.
 */
export const candidateRecordSchema = candidateWireSchema
  .omit({ matchedSkills: true, matchTier: true, topSkills: true, cazumeUrl: true })
  .extend({
    /** The internal id: never shown. */
    id: z.string(),
    skills: z.array(z.string()),
    /** The public profile URL (`cazumeUrl` on the wire). */
    profileUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
  });
export type CandidateRecord = z.output<typeof candidateRecordSchema>;

/**
 * A public job of the job-search pool as the service holds it: the SDK's public job with the raw
 * HTML description, plus what must never come out (the internal id, the recruiter's contact data).
 * `applyUrl` is computed from the slug and the language.
 */
export const publicJobRecordSchema = publicJobResultSchema.omit({ applyUrl: true }).extend({
  id: z.string(),
  title: z.string(),
  /** HTML, as written by the recruiter (contact data included, sometimes). */
  description: z.string().nullable(),
  recruiterEmail: z.string().nullable(),
  recruiterPhone: z.string().nullable(),
});
export type PublicJobRecord = z.output<typeof publicJobRecordSchema>;
