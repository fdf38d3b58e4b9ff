import * as z from 'zod';
import { objectIdSchema, usageRecordSchema } from './common.ts';
import { parseIsoDate } from './crm-interactions.ts';

/** Shortest candidate-search `query`: 2 characters. */
export const CANDIDATE_QUERY_MIN = 2;
/** Longest candidate-search `query`: 300 characters. */
export const CANDIDATE_QUERY_MAX = 300;
/** Longest `location` of a search: 120 characters. */
export const SEARCH_LOCATION_MAX = 120;
/** Pages of a search: `page` 1–100, `pageSize` 1–25. */
export const SEARCH_MAX_PAGE = 100;
/** Largest `pageSize` of a search: 25. */
export const SEARCH_MAX_PAGE_SIZE = 25;

/** An ISO 639-1 language code (two letters, either case; answered lower-case). */
export const languageCodeSchema = z
  .string({ message: 'must be an ISO 639-1 code such as en or es' })
  .regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 639-1 code such as en or es' })
  .transform((code) => code.toLowerCase());

/** An ISO 8601 date (`2026-03-01`) or date-time with a zone (`2026-03-01T09:30:00Z`). */
export const isoInstantSchema = z
  .string({ message: 'must be an ISO 8601 date or date-time, e.g. 2026-03-01T00:00:00Z' })
  .refine((s) => parseIsoDate(s) !== undefined, {
    message: 'must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01T00:00:00Z',
  });

/** An integer of a JSON body: a number, never a numeric string (a wrong type is a 400). */
function bodyInt(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
}

export const searchPage = {
  /** 1 to 100. @default 1 */
  page: bodyInt(1, SEARCH_MAX_PAGE).optional(),
  /** 1 to 25. @default 10 */
  pageSize: bodyInt(1, SEARCH_MAX_PAGE_SIZE).optional(),
};

/** `POST /public/search` of candidate-search. */
export const candidateSearchSchema = z.strictObject({
  /** What you look for, in natural language: 2 to 300 characters. */
  query: z
    .string({ message: `is required: ${CANDIDATE_QUERY_MIN} to ${CANDIDATE_QUERY_MAX} characters` })
    .trim()
    .min(CANDIDATE_QUERY_MIN, { message: `must be at least ${CANDIDATE_QUERY_MIN} characters` })
    .max(CANDIDATE_QUERY_MAX, { message: `must be at most ${CANDIDATE_QUERY_MAX} characters` }),
  /** Free text, up to 120 characters: biases toward candidates there. */
  location: z
    .string({ message: 'must be a string' })
    .max(SEARCH_LOCATION_MAX, { message: `must be at most ${SEARCH_LOCATION_MAX} characters` })
    .optional(),
  /** `true` biases results toward remote-capable candidates. */
  remote: z.boolean({ message: 'must be true or false' }).optional(),
  /** `true` returns only candidates with a playable video profile. */
  requireVideo: z.boolean({ message: 'must be true or false' }).optional(),
  /** Best-effort bias toward candidates speaking this language (ISO 639-1), not a filter. */
  language: languageCodeSchema.optional(),
  /** Only candidates whose searchable content was updated after this instant. */
  createdAfter: isoInstantSchema.optional(),
  ...searchPage,
  /** A workspace of the key's (24-hex id); another workspace is refused with WORKSPACE_ACCESS_DENIED. */
  workspaceId: objectIdSchema.optional(),
});
export type CandidateSearchInput = z.input<typeof candidateSearchSchema>;

/** A candidate as the service sends it (the profile URL under its wire name, `cazumeUrl`). */
export const candidateWireSchema = z.object({
  /** Opaque, stable token starting `pc1.`: not a platform id and not reversible to one. */
  candidateId: z.string(),
  /** Display name, contact details scrubbed. */
  displayName: z.string().nullable(),
  /** Current or most recent job title. */
  headline: z.string().nullable(),
  /** Profile summary, contact details scrubbed. */
  summary: z.string().nullable(),
  topSkills: z.array(z.string()),
  /** The top skills that match the query (a subset of `topSkills`). */
  matchedSkills: z.array(z.string()),
  /** Opaque relative label of how well the candidate matches. */
  matchTier: z.string().nullable(),
  locationName: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().nullable(),
  isRemote: z.boolean(),
  /** ISO 639-1. */
  language: z.string().nullable(),
  hasVideo: z.boolean(),
  /** The hosted video profile. */
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The public profile URL, when the candidate published one (the SDK calls it `profileUrl`). */
  cazumeUrl: z.string().nullable(),
  /** ISO 8601 of the most recent searchable content. */
  updatedAt: z.string().nullable(),
});
export type CandidateWire = z.infer<typeof candidateWireSchema>;

/** A candidate as the SDK hands it over: the profile URL is `profileUrl`. */
export type Candidate = Omit<CandidateWire, 'cazumeUrl'> & {
  /** The public profile URL, when the candidate published one. */
  profileUrl: string | null;
};

/** The answer of the candidate search, on the wire: no total count. */
export const candidateSearchResultSchema = z.object({
  results: z.array(candidateWireSchema),
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

/** The wire candidate with its profile URL renamed `profileUrl`. */
export function toCandidate({ cazumeUrl, ...rest }: CandidateWire): Candidate {
  return { ...rest, profileUrl: cazumeUrl };
}

/** The usage record of candidate-search (100 searches per organization per UTC day). */
export const candidateSearchUsageSchema = usageRecordSchema;
export type CandidateSearchUsage = z.infer<typeof candidateSearchUsageSchema>;
