import * as z from 'zod';
import { isoInstantSchema, languageCodeSchema, SEARCH_LOCATION_MAX, searchPage } from './candidate-search.ts';
import { usageRecordSchema } from './common.ts';
import { EMPLOYMENT_TYPES, SALARY_PERIODS } from './job-builder.ts';

/** Longest job-search `query`: 300 characters. */
export const JOB_QUERY_MAX = 300;
/** `typeOfWork` of a public job. */
export const TYPES_OF_WORK = ['onsite', 'hybrid', 'remote'] as const;
export type TypeOfWork = (typeof TYPES_OF_WORK)[number];
/** `remoteWorkScope` of a remote job: inside its country, or from anywhere. */
export const REMOTE_WORK_SCOPES = ['country', 'worldwide'] as const;

/**
 * `POST /public/search` of job-search. The spec names `language`, `createdAfter`, `page` (max 100)
 * and `pageSize` (max 25) and "a query text plus structured filters"; the other names are the
 * emulator's (docs/search.md), and the OpenAPI document at `/public/openapi.json` lists them.
 */
export const jobSearchSchema = z.strictObject({
  /** What you look for, in natural language (title, occupation, company, description); omit to list newest first. */
  query: z
    .string({ message: 'must be a string' })
    .trim()
    .max(JOB_QUERY_MAX, { message: `must be at most ${JOB_QUERY_MAX} characters` })
    .describe(
      'What you look for, in natural language (title, occupation, company, description); omit to list newest first.',
    )
    .optional(),
  /** Free text, up to 120 characters: only jobs whose location names it (city, region or country). */
  location: z
    .string({ message: 'must be a string' })
    .max(SEARCH_LOCATION_MAX, { message: `must be at most ${SEARCH_LOCATION_MAX} characters` })
    .describe('Free text, up to 120 characters: only jobs whose location names it (city, region or country).')
    .optional(),
  /** ISO 3166-1 alpha-2: only jobs located in this country (remote jobs of that country included). */
  countryCode: z
    .string({ message: 'must be an ISO 3166-1 alpha-2 code such as ES' })
    .regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 code such as ES' })
    .transform((code) => code.toUpperCase())
    .describe('ISO 3166-1 alpha-2: only jobs located in this country (remote jobs of that country included).')
    .optional(),
  /** `true`: only remote jobs; `false`: only on-site and hybrid jobs. */
  remote: z
    .boolean({ message: 'must be true or false' })
    .describe('`true`: only remote jobs; `false`: only on-site and hybrid jobs.')
    .optional(),
  /** Only jobs of this employment type. */
  jobType: z
    .enum(EMPLOYMENT_TYPES, { message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` })
    .describe('Only jobs of this employment type.')
    .optional(),
  /** Only jobs paying at least this much (in `payCurrency`, per `payType` when given). */
  minPay: z
    .number({ message: 'must be a number' })
    .nonnegative({ message: 'must be 0 or more' })
    .describe('Only jobs paying at least this much (in `payCurrency`, per `payType` when given).')
    .optional(),
  /** ISO 4217: only jobs paid in this currency. */
  payCurrency: z
    .string({ message: 'must be an ISO 4217 code such as EUR' })
    .regex(/^[A-Za-z]{3}$/, { message: 'must be an ISO 4217 code such as EUR' })
    .transform((code) => code.toUpperCase())
    .describe('ISO 4217: only jobs paid in this currency.')
    .optional(),
  /** Only jobs paid per this period. */
  payType: z
    .enum(SALARY_PERIODS, { message: `must be one of ${SALARY_PERIODS.join(', ')}` })
    .describe('Only jobs paid per this period.')
    .optional(),
  /** ISO 639-1: only jobs written in this language. */
  language: languageCodeSchema.describe('ISO 639-1: only jobs written in this language.').optional(),
  /** Only jobs created or refreshed after this instant. */
  createdAfter: isoInstantSchema.describe('Only jobs created or refreshed after this instant.').optional(),
  ...searchPage,
});
export type JobSearchInput = z.input<typeof jobSearchSchema>;

/** A public job: no recruiter contact data, no platform ids. */
export const publicJobResultSchema = z.object({
  title: z.string().nullable(),
  /** Plain text: HTML removed, recruiter contact data scrubbed. */
  description: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Who published the job (a name, never contact data). */
  authorName: z.string().nullable(),
  /** Employment type: fullTime, partTime, contract, temporary, internship, freelance. */
  jobType: z.string().nullable(),
  /** onsite, hybrid or remote. */
  typeOfWork: z.string().nullable(),
  /** country or worldwide for remote jobs; null otherwise. */
  remoteWorkScope: z.string().nullable(),
  locationName: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  locationCountryCode: z.string().nullable(),
  /** ISO 4217. */
  payCurrency: z.string().nullable(),
  /** hourly, monthly or yearly. */
  payType: z.string().nullable(),
  /** ISO 639-1. */
  language: z.string().nullable(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  payAmount: z.number().nullable(),
  isRemote: z.boolean(),
  isNegotiable: z.boolean(),
  occupationTitles: z.array(z.string()),
  occupationFamilies: z.array(z.string()),
  /** ISO 8601. */
  createdAt: z.string().nullable(),
  /** ISO 8601 of the last refresh. */
  refreshedAt: z.string().nullable(),
  /** Stable public slug; null without a public page. */
  slug: z.string().nullable(),
  /** `{site_url}/job/<slug>` (`/empleo/<slug>` in Spanish); null without a public page. Apply there. */
  applyUrl: z.string().nullable(),
});
export type PublicJobResult = z.infer<typeof publicJobResultSchema>;

/** The answer of the job search: no total count. */
export const jobSearchResultSchema = z.object({
  jobs: z.array(publicJobResultSchema),
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** The usage record of job-search (500 searches per organization per UTC day). */
export const jobSearchUsageSchema = usageRecordSchema;
export type JobSearchUsage = z.infer<typeof jobSearchUsageSchema>;
