import * as z from 'zod/mini';
import { SEARCH_PAGING, TEXT_LIMITS } from '../operations/limits.ts';
import { usageRecordSchema } from './common.ts';
import { parseIsoDate } from './crm-interactions.ts';
import { bodyIdSchema, missingOr } from './field-messages.ts';

// The figures come from the limits table (`operations/limits.ts`); these names keep them at hand.
/** Shortest candidate-search `query`: 2 characters. */
export const CANDIDATE_QUERY_MIN: number = TEXT_LIMITS.candidateQuery.min;
/** Longest candidate-search `query`: 300 characters. */
export const CANDIDATE_QUERY_MAX: number = TEXT_LIMITS.candidateQuery.max;
/** Longest `location` of a search: 120 characters. */
export const SEARCH_LOCATION_MAX: number = TEXT_LIMITS.searchLocation.max;
/** Pages of a search: `page` 1–100, `pageSize` 1–25. */
export const SEARCH_MAX_PAGE: number = SEARCH_PAGING.page.max;
/** Largest `pageSize` of a search: 25. */
export const SEARCH_MAX_PAGE_SIZE: number = SEARCH_PAGING.pageSize.max;

/** An ISO 639-1 language code (two letters, either case; answered lower-case). */
export const languageCodeSchema = z.pipe(
  z
    .string({ message: 'must be an ISO 639-1 code such as en or es' })
    .check(z.regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 639-1 code such as en or es' })),
  z.transform((code) => code.toLowerCase()),
);

const ISO_INSTANT_RULE = 'must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01T00:00:00Z';
/** An ISO 8601 date (`2026-03-01`) or date-time with a zone (`2026-03-01T09:30:00Z`); one message for every wrong value. */
export const isoInstantSchema = z
  .string({ message: ISO_INSTANT_RULE })
  .check(z.refine((s) => parseIsoDate(s) !== undefined, { message: ISO_INSTANT_RULE }));

/** An integer of a JSON body: a number, never a numeric string (a wrong type is a 400). */
function bodyInt(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  // An integer beyond the safe range breaks two of these rules with one message: said once (issuesToDetails).
  return z.int({ message }).check(z.gte(min, { message }), z.lte(max, { message }));
}

export const searchPage = {
  /** Page number, an integer from 1 to 100. @default 1 */
  page: z.optional(bodyInt(1, SEARCH_MAX_PAGE)),
  /** Results per page, an integer from 1 to 25. @default 10 */
  pageSize: z.optional(bodyInt(1, SEARCH_MAX_PAGE_SIZE)),
};

const QUERY_LENGTH = `${CANDIDATE_QUERY_MIN} to ${CANDIDATE_QUERY_MAX} characters`;

const candidateSearchShape = {
  /** What you look for, in natural language: 2 to 300 characters. */
  query: z
    .string(missingOr(`a string of ${QUERY_LENGTH}`, `must be a string of ${QUERY_LENGTH}`))
    .check(
      z.trim(),
      z.minLength(CANDIDATE_QUERY_MIN, { message: `must be at least ${CANDIDATE_QUERY_MIN} characters` }),
      z.maxLength(CANDIDATE_QUERY_MAX, { message: `must be at most ${CANDIDATE_QUERY_MAX} characters` }),
    ),
  /** Free text, up to 120 characters: biases toward candidates there. */
  location: z.optional(
    z
      .string({ message: `must be a string of at most ${SEARCH_LOCATION_MAX} characters` })
      .check(
        z.maxLength(SEARCH_LOCATION_MAX, { message: `must be at most ${SEARCH_LOCATION_MAX} characters` }),
      ),
  ),
  /** `true` biases results toward remote-capable candidates. */
  remote: z.optional(z.boolean({ message: 'must be true or false' })),
  /** `true` returns only candidates with a playable video profile. */
  requireVideo: z.optional(z.boolean({ message: 'must be true or false' })),
  /** Best-effort bias toward candidates speaking this language (ISO 639-1, e.g. `en`); not a filter. */
  language: z.optional(languageCodeSchema),
  /**
   * Only candidates whose searchable content was updated after this instant: an ISO 8601 date or
   * date-time with a time zone.
   */
  createdAfter: z.optional(isoInstantSchema),
  ...searchPage,
  /** A workspace of the key's (24-hex id); another workspace is refused with WORKSPACE_ACCESS_DENIED. */
  workspaceId: z.optional(bodyIdSchema),
};
/** `POST /public/search` of candidate-search. */
export const candidateSearchSchema: z.ZodMiniObject<typeof candidateSearchShape, z.core.$strict> =
  z.strictObject(candidateSearchShape);
export type CandidateSearchInput = z.input<typeof candidateSearchSchema>;

const candidateWireShape = {
  /** Opaque, stable token starting `pc1.`: not a platform id and not reversible to one. */
  candidateId: z.string(),
  /** Display name, contact details scrubbed; null when unknown. */
  displayName: z.nullable(z.string()),
  /** Current or most recent job title; null when unknown. */
  headline: z.nullable(z.string()),
  /** Profile summary, contact details scrubbed; null when the candidate has none. */
  summary: z.nullable(z.string()),
  /** The candidate's main skills, contact details scrubbed. */
  topSkills: z.array(z.string()),
  /** The top skills that match the query (a subset of `topSkills`). */
  matchedSkills: z.array(z.string()),
  /** Opaque relative label of how well the candidate matches the query; null when none. */
  matchTier: z.nullable(z.string()),
  /** Human-readable location; null when unknown. */
  locationName: z.nullable(z.string()),
  /** Country, ISO 3166-1 alpha-2; null when unknown. */
  countryCode: z.nullable(z.string()),
  /** `true` when the candidate is open to remote work. */
  isRemote: z.boolean(),
  /** The candidate's language, ISO 639-1; null when unknown. */
  language: z.nullable(z.string()),
  /** `true` when the candidate has a video profile. */
  hasVideo: z.boolean(),
  /** The hosted video profile; null when there is none. */
  videoUrl: z.nullable(z.string()),
  /** Thumbnail image of the video profile; null when there is none. */
  thumbnailUrl: z.nullable(z.string()),
  /** The candidate's avatar image; null when there is none. */
  avatarUrl: z.nullable(z.string()),
  /** The public profile URL; null unless the candidate published one (the SDK calls it `profileUrl`). */
  cazumeUrl: z.nullable(z.string()),
  /** When the most recent searchable content changed (ISO 8601); null when unknown. */
  updatedAt: z.nullable(z.string()),
};
/** A candidate as the service sends it (the profile URL under its wire name, `cazumeUrl`). */
export const candidateWireSchema: z.ZodMiniObject<typeof candidateWireShape, z.core.$strip> =
  z.object(candidateWireShape);
export type CandidateWire = z.infer<typeof candidateWireSchema>;

/** A candidate as the SDK hands it over: the profile URL is `profileUrl`. */
export type Candidate = Omit<CandidateWire, 'cazumeUrl'> & {
  /** The public profile URL (`{site_url}/<profile_path>/<slug>`); null unless the candidate published one. */
  profileUrl: string | null;
};

const candidateSearchResultShape = {
  /** One page of candidates, best match first; never email, phone, LinkedIn or raw platform ids. */
  results: z.array(candidateWireSchema),
  /** `true` when more results follow this page; there is no total count. */
  hasMore: z.boolean(),
  /** The page answered (1 to 100). */
  page: z.number(),
  /** Results per page (1 to 25). */
  pageSize: z.number(),
};
/** The answer of the candidate search, on the wire: no total count. */
export const candidateSearchResultSchema: z.ZodMiniObject<typeof candidateSearchResultShape, z.core.$strip> =
  z.object(candidateSearchResultShape);
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

/** The wire candidate with its profile URL renamed `profileUrl`. */
export function toCandidate({ cazumeUrl, ...rest }: CandidateWire): Candidate {
  return { ...rest, profileUrl: cazumeUrl };
}

/** The usage record of candidate-search (100 searches per organization per UTC day). */
export const candidateSearchUsageSchema: typeof usageRecordSchema = usageRecordSchema;
export type CandidateSearchUsage = z.infer<typeof candidateSearchUsageSchema>;
