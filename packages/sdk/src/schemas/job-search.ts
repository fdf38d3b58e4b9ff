import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../operations/limits.ts';
import { isoInstantSchema, languageCodeSchema, SEARCH_LOCATION_MAX, searchPage } from './candidate-search.ts';
import { usageRecordSchema } from './common.ts';
import { EMPLOYMENT_TYPES, SALARY_PERIODS } from './job-builder.ts';

/** Longest job-search `query`: 300 characters (the limits table's figure). */
export const JOB_QUERY_MAX: number = TEXT_LIMITS.jobQuery.max;
/** `typeOfWork` of a public job. */
export const TYPES_OF_WORK = ['onsite', 'hybrid', 'remote'] as const;
export type TypeOfWork = (typeof TYPES_OF_WORK)[number];
/** `remoteWorkScope` of a remote job: inside its country, or from anywhere. */
export const REMOTE_WORK_SCOPES = ['country', 'worldwide'] as const;

const jobSearchShape = {
  /** What you look for, in natural language (title, occupation, company, description); omit to list newest first. */
  query: z.optional(
    z
      .string({ message: `must be a string of at most ${JOB_QUERY_MAX} characters` })
      .check(
        z.trim(),
        z.maxLength(JOB_QUERY_MAX, { message: `must be at most ${JOB_QUERY_MAX} characters` }),
      ),
  ),
  /** Free text, up to 120 characters: only jobs whose location names it (city, region or country). */
  location: z.optional(
    z
      .string({ message: `must be a string of at most ${SEARCH_LOCATION_MAX} characters` })
      .check(
        z.maxLength(SEARCH_LOCATION_MAX, { message: `must be at most ${SEARCH_LOCATION_MAX} characters` }),
      ),
  ),
  /** ISO 3166-1 alpha-2: only jobs located in this country (remote jobs of that country included). */
  countryCode: z.optional(
    z.pipe(
      z
        .string({ message: 'must be an ISO 3166-1 alpha-2 code such as ES' })
        .check(z.regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code such as ES' })),
      z.transform((code) => code.toUpperCase()),
    ),
  ),
  /** `true`: only remote jobs; `false`: only on-site and hybrid jobs. */
  remote: z.optional(z.boolean({ message: 'must be true or false' })),
  /** Only jobs of this employment type. */
  jobType: z.optional(z.enum(EMPLOYMENT_TYPES, { message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` })),
  /** Only jobs paying at least this much (in `payCurrency`, per `payType` when given). */
  minPay: z.optional(
    z.number({ message: 'must be a number' }).check(z.nonnegative({ message: 'must be 0 or more' })),
  ),
  /** ISO 4217: only jobs paid in this currency. */
  payCurrency: z.optional(
    z.pipe(
      z
        .string({ message: 'must be an ISO 4217 code such as EUR' })
        .check(z.regex(/^[A-Za-z]{3}$/, { message: 'must be an ISO 4217 code such as EUR' })),
      z.transform((code) => code.toUpperCase()),
    ),
  ),
  /** Only jobs paid per this period. */
  payType: z.optional(z.enum(SALARY_PERIODS, { message: `must be one of ${SALARY_PERIODS.join(', ')}` })),
  /** ISO 639-1: only jobs written in this language. */
  language: z.optional(languageCodeSchema),
  /** Only jobs created or refreshed after this instant. */
  createdAfter: z.optional(isoInstantSchema),
  // Written out, not spread: the declaration files keep a field's JSDoc only from this module.
  /** Page number, an integer from 1 to 100. @default 1 */
  page: searchPage.page,
  /** Results per page, an integer from 1 to 25. @default 10 */
  pageSize: searchPage.pageSize,
};
/**
 * `POST /public/search` of job-search. The spec names `language`, `createdAfter`, `page` (max 100)
 * and `pageSize` (max 25) and "a query text plus structured filters"; the other names are the
 * emulator's (docs/search.md), and the OpenAPI document at `/public/openapi.json` lists them.
 */
export const jobSearchSchema: z.ZodMiniObject<typeof jobSearchShape, z.core.$strict> =
  z.strictObject(jobSearchShape);
export type JobSearchInput = z.input<typeof jobSearchSchema>;

const publicJobResultShape = {
  /** The job title; null when the job has none. */
  title: z.nullable(z.string()),
  /** Plain text: HTML removed, contact data scrubbed; null when the job has none. */
  description: z.nullable(z.string()),
  /** The hiring company's name; null when unknown. */
  companyName: z.nullable(z.string()),
  /** Who published the job (a name, never contact data); null when not shown. */
  authorName: z.nullable(z.string()),
  /** Employment type, e.g. `fullTime` or `partTime` (the spec does not list them all); null when unknown. */
  jobType: z.nullable(z.string()),
  /** `onsite`, `hybrid` or `remote`; null when unknown. */
  typeOfWork: z.nullable(z.string()),
  /** `country` or `worldwide` for remote jobs; null otherwise. */
  remoteWorkScope: z.nullable(z.string()),
  /** Human-readable location; null when the job has none (e.g. worldwide remote). */
  locationName: z.nullable(z.string()),
  /** Country of the job, ISO 3166-1 alpha-2; null when unknown. */
  locationCountryCode: z.nullable(z.string()),
  /** Currency of `payAmount`, ISO 4217; null when no pay is given. */
  payCurrency: z.nullable(z.string()),
  /** What `payAmount` is per, e.g. `hourly`, `monthly`, `yearly`; null when no pay is given. */
  payType: z.nullable(z.string()),
  /** Language of the job, ISO 639-1; null when unknown. */
  language: z.nullable(z.string()),
  /** Video of the job; null when there is none. */
  videoUrl: z.nullable(z.string()),
  /** Thumbnail image of the video; null when there is none. */
  thumbnailUrl: z.nullable(z.string()),
  /** The pay figure, in `payCurrency` per `payType`; null when no pay is given. */
  payAmount: z.nullable(z.number()),
  /** `true` for a remote job. */
  isRemote: z.boolean(),
  /** `true` when the pay is negotiable. */
  isNegotiable: z.boolean(),
  /** Occupation titles of the job; empty when none. */
  occupationTitles: z.array(z.string()),
  /** Occupation families (categories) of the job; empty when none. */
  occupationFamilies: z.array(z.string()),
  /** When the job was created (ISO 8601); null when unknown. */
  createdAt: z.nullable(z.string()),
  /** When the job was last refreshed (ISO 8601); null when unknown. */
  refreshedAt: z.nullable(z.string()),
  /** Stable public slug; null without a public page. */
  slug: z.nullable(z.string()),
  /** `{site_url}/job/<slug>` (`/empleo/<slug>` in Spanish); null without a public page. Apply there. */
  applyUrl: z.nullable(z.string()),
};
/** A public job: no recruiter contact data, no platform ids. */
export const publicJobResultSchema: z.ZodMiniObject<typeof publicJobResultShape, z.core.$strip> =
  z.object(publicJobResultShape);
export type PublicJobResult = z.infer<typeof publicJobResultSchema>;

const jobSearchResultShape = {
  /** One page of public jobs, each with its `applyUrl`; no recruiter contact data, no platform ids. */
  jobs: z.array(publicJobResultSchema),
  /** `true` when more results follow this page; there is no total count. */
  hasMore: z.boolean(),
  /** The page answered (1 to 100). */
  page: z.number(),
  /** Results per page (1 to 25). */
  pageSize: z.number(),
};
/** The answer of the job search: no total count. */
export const jobSearchResultSchema: z.ZodMiniObject<typeof jobSearchResultShape, z.core.$strip> =
  z.object(jobSearchResultShape);
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The usage record of job-search (500 searches per organization per UTC day). */
export const jobSearchUsageSchema: typeof usageRecordSchema = usageRecordSchema;
export type JobSearchUsage = z.infer<typeof jobSearchUsageSchema>;
