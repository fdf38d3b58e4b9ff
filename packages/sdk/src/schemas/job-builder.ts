import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../operations/limits.ts';
import { openEnum, usageRecordSchema } from './common.ts';
import { bodyIdSchema, missingOr } from './field-messages.ts';

// ---------------------------------------------------------------------------------------------
// Enumerations (the spec names some values; the rest are the emulator's, see docs/job-builder.md)
// ---------------------------------------------------------------------------------------------

/** Languages of the generated details and description; only en and es match the job surfaces. */
export const JOB_LANGUAGES = ['en', 'es', 'nl', 'pt'] as const;
export type JobLanguage = (typeof JOB_LANGUAGES)[number];

/** `draft` saves an editable job; `publish` creates a standard job and sends it to approval. */
export const PUBLISH_MODES = ['draft', 'publish'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

/**
 * The job statuses the SDK knows: a draft, or pending approval after publish. The spec does not list
 * them all: answers are typed `JobStatus | (string & {})`.
 */
export const JOB_STATUSES = ['draft', 'pending'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Where the work happens: `onsite`, `hybrid` or `remote` (the spec names remote and onsite and does
 * not list them all: answers are typed `WorkModeType | (string & {})`).
 */
export const WORK_MODE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkModeType = (typeof WORK_MODE_TYPES)[number];

/**
 * `country` for remote jobs inside a country, `worldwide` for remote jobs from anywhere (the spec's);
 * `city` for on-site and hybrid jobs is the emulator's. Answers are typed `WorkModeScope | (string & {})`.
 */
export const WORK_MODE_SCOPES = ['city', 'country', 'worldwide'] as const;
export type WorkModeScope = (typeof WORK_MODE_SCOPES)[number];

/**
 * What a salary figure is per: `hourly`, `monthly` or `yearly` (the spec names monthly and does not
 * list them all: answers are typed `SalaryPeriod | (string & {})`).
 */
export const SALARY_PERIODS = ['hourly', 'monthly', 'yearly'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/**
 * Employment types of a job: `fullTime`, `partTime`, `contract`, `temporary`, `internship`, `freelance`
 * (the spec names fullTime and partTime and does not list them all: answers may hold others).
 */
export const EMPLOYMENT_TYPES = [
  'fullTime',
  'partTime',
  'contract',
  'temporary',
  'internship',
  'freelance',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Longest prompt accepted (the limits table's figure). */
export const JOB_BUILDER_PROMPT_MAX: number = TEXT_LIMITS.jobBuilderPrompt.max;
const PROMPT_MIN = TEXT_LIMITS.jobBuilderPrompt.min;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const PROMPT_LENGTH = `${PROMPT_MIN} to ${JOB_BUILDER_PROMPT_MAX} characters`;
// The spec's only rule is the length: any text counts, spaces included. zod's length checks count
// characters (code points), so an emoji is one character, as in job-search's rules.
const prompt = z
  .string(missingOr(`a hiring request of ${PROMPT_LENGTH}`, `must be a string of ${PROMPT_LENGTH}`))
  .check(
    z.minLength(PROMPT_MIN, { message: `must not be empty: ${PROMPT_LENGTH}` }),
    z.maxLength(JOB_BUILDER_PROMPT_MAX, {
      message: `must be at most ${JOB_BUILDER_PROMPT_MAX} characters`,
    }),
  );
const LANGUAGE_RULE = `one of ${JOB_LANGUAGES.join(', ')}`;
const language = z.enum(JOB_LANGUAGES, missingOr(LANGUAGE_RULE, `must be ${LANGUAGE_RULE}`));
const target = {
  /** The organization (24-hex id); it must be the key's. Defaults to the key's organization. */
  organizationId: z.optional(bodyIdSchema),
  /** The workspace (24-hex id), one of the key's. Defaults to the key's default workspace. */
  workspaceId: z.optional(bodyIdSchema),
};

const jobGenerateShape = {
  /** Required: the hiring request, 1 to 10000 characters (role, location or remote intent, requirements). */
  prompt,
  /**
   * Required: `en`, `es`, `nl` or `pt`, the language of the generated details and description; only
   * en and es match the job surfaces.
   */
  language,
  ...target,
  /** `true` adds the generated description HTML to the preview; without it `description` is null. */
  includeDescription: z.optional(z.boolean({ message: 'must be true or false' })),
};
/** `POST /public/generate`: a preview; nothing is saved. */
export const jobGenerateSchema: z.ZodMiniObject<typeof jobGenerateShape, z.core.$strict> =
  z.strictObject(jobGenerateShape);
export type JobGenerateInput = z.input<typeof jobGenerateSchema>;

const jobCreateShape = {
  /** Required: the hiring request, 1 to 10000 characters (role, location or remote intent, requirements). */
  prompt,
  /**
   * Required: `en`, `es`, `nl` or `pt`, the language of the generated details and description; only
   * en and es match the job surfaces.
   */
  language,
  ...target,
  /**
   * `draft` (the default) saves an editable job; `publish` creates a standard job and sends it to
   * approval (status `pending`).
   */
  publishMode: z.optional(z.enum(PUBLISH_MODES, { message: `must be one of ${PUBLISH_MODES.join(', ')}` })),
};
/** `POST /public/jobs`: a real job, an editable draft (default) or sent to approval. */
export const jobCreateSchema: z.ZodMiniObject<typeof jobCreateShape, z.core.$strict> =
  z.strictObject(jobCreateShape);
export type JobCreateInput = z.input<typeof jobCreateSchema>;

// ---------------------------------------------------------------------------------------------
// The public job DTO
// ---------------------------------------------------------------------------------------------

const workModeCoordinatesShape = {
  /** Longitude of the city, in decimal degrees. */
  longitude: z.number(),
  /** Latitude of the city, in decimal degrees. */
  latitude: z.number(),
};
const workModeCoordinatesObject: z.ZodMiniObject<typeof workModeCoordinatesShape, z.core.$strip> =
  z.object(workModeCoordinatesShape);
const workModeShape = {
  /** `onsite`, `hybrid` or `remote`; other values may appear (the spec does not list them all). */
  type: openEnum(WORK_MODE_TYPES),
  /**
   * `country` (remote inside a country) or `worldwide` (the spec's); `city` (on-site, hybrid) is the
   * emulator's. Other values may appear.
   */
  scope: openEnum(WORK_MODE_SCOPES),
  /** ISO 3166-1 alpha-2 country code; null for worldwide remote jobs. */
  countryCode: z.nullable(z.string()),
  /** The country's name in the job's language; null for worldwide remote jobs. */
  countryName: z.nullable(z.string()),
  /** Canonical city name; null for remote jobs. */
  city: z.nullable(z.string()),
  /** First-level administrative region of the city; null without a city. */
  region: z.nullable(z.string()),
  /** What job boards show, e.g. `Madrid, Comunidad de Madrid, Spain` or `Remote (Spain)`. */
  displayName: z.string(),
  /** GeoNames id of the city, as a string; null without a city. */
  geoNameId: z.nullable(z.string()),
  /** The city's `{ longitude, latitude }`; null without a city. */
  coordinates: z.nullable(workModeCoordinatesObject),
};
/**
 * Where a generated job happens: `type` (onsite, hybrid, remote, or another value), `scope` (country,
 * worldwide, the emulator's city, or another value), the country and, for on-site and hybrid jobs,
 * the city with its GeoNames id and coordinates.
 */
export const workModeSchema: z.ZodMiniObject<typeof workModeShape, z.core.$strip> = z.object(workModeShape);
export type WorkMode = z.infer<typeof workModeSchema>;

const salaryShape = {
  /** Low end of the range (`low <= recommended <= high`). */
  low: z.number(),
  /** The recommended figure, between `low` and `high`. */
  recommended: z.number(),
  /** High end of the range. */
  high: z.number(),
  /**
   * What the figures are per: `hourly`, `monthly` or `yearly`; other values may appear (the spec names
   * monthly).
   */
  period: openEnum(SALARY_PERIODS),
  /** ISO 4217 code of the job country's currency (USD for worldwide remote jobs). */
  currency: z.string(),
  /** The currency's symbol, e.g. `€` or `R$`. */
  currencySymbol: z.string(),
  /** `true` when the salary is negotiable. */
  negotiable: z.boolean(),
  /** Bonus, equity, commission, ... named in the request. */
  additionalCompensation: z.array(z.string()),
};
/** The salary of a generated job: `low` ≤ `recommended` ≤ `high`, per `period`, in the ISO 4217 `currency` of the job's country with its `currencySymbol`; `negotiable`; `additionalCompensation`. */
export const salarySchema: z.ZodMiniObject<typeof salaryShape, z.core.$strip> = z.object(salaryShape);
export type Salary = z.infer<typeof salarySchema>;

const jobCategoryShape = {
  /** Stable id of the category. */
  id: z.string(),
  /** In the job's language. */
  name: z.string(),
  /** Exactly one category of a job is primary. */
  primary: z.boolean(),
};
/** A category of a generated job: a stable `id`, a `name` in the job's language, and whether it is the `primary` one. */
export const jobCategorySchema: z.ZodMiniObject<typeof jobCategoryShape, z.core.$strip> =
  z.object(jobCategoryShape);
export type JobCategory = z.infer<typeof jobCategorySchema>;

const publicJobShape = {
  /** The job title, in the job's language. */
  title: z.string(),
  /** The language of the generated text: `en`, `es`, `nl` or `pt`, as requested. */
  language: z.enum(JOB_LANGUAGES),
  /**
   * The description, HTML in the job's language. Null only in a `generate` preview requested without
   * `includeDescription: true`; `createJob` (`POST /public/jobs`) always has one.
   */
  description: z.nullable(z.string()),
  /** Where the work happens: type, scope, country and, for on-site and hybrid jobs, the city. */
  workMode: workModeSchema,
  /** The salary range, its period and currency. */
  salary: salarySchema,
  /** The main employment type, e.g. `fullTime` or `partTime`; other values may appear. */
  primaryEmploymentType: openEnum(EMPLOYMENT_TYPES),
  /** Every employment type of the job, e.g. `fullTime`, `partTime`; other values may appear. */
  employmentTypes: z.array(openEnum(EMPLOYMENT_TYPES)),
  /** The job's categories as `{ id, name, primary }`; one is primary. */
  categories: z.array(jobCategorySchema),
  /** Education requirements, in the job's language. */
  education: z.array(z.string()),
  /** Skills asked for, in the job's language. */
  skills: z.array(z.string()),
};
/** The normalized public job: what the job-builder generates from a request. */
export const publicJobSchema: z.ZodMiniObject<typeof publicJobShape, z.core.$strip> =
  z.object(publicJobShape);
export type PublicJob = z.infer<typeof publicJobSchema>;

/** The job editor's steps the emulator names (the spec does not show `jobBuilderProgress`'s fields). */
export const JOB_BUILDER_STEPS = ['details', 'description', 'screening', 'review'] as const;
export type JobBuilderStep = (typeof JOB_BUILDER_STEPS)[number];

const jobBuilderProgressShape = {
  /** The editor step the draft opens on. */
  step: openEnum(JOB_BUILDER_STEPS),
  /** Steps already filled by the builder. */
  completedSteps: z.array(z.string()),
  /** 0 to 100. */
  percentComplete: z.number(),
};
/** Where the application's job editor resumes a draft. The spec does not show its fields: the emulator's. */
export const jobBuilderProgressSchema: z.ZodMiniObject<typeof jobBuilderProgressShape, z.core.$strip> =
  z.object(jobBuilderProgressShape);
export type JobBuilderProgress = z.infer<typeof jobBuilderProgressSchema>;

const jobCreateResultShape = {
  /** The created post's id (the same id webhooks' `job.postId` carries). */
  postId: z.string(),
  /** The job's pipeline (list) id, set for a published job when its job list is created; null for drafts. */
  listId: z.nullable(z.string()),
  /** The request's `publishMode`, echoed: `draft` or `publish`. */
  publishMode: z.enum(PUBLISH_MODES),
  /** `draft`, or `pending` (sent to approval) for a published job; other values may appear. */
  status: openEnum(JOB_STATUSES),
  /**
   * Whether the post is complete. The emulator always answers `true` (details and description are
   * generated; screening questions are omitted in v1).
   */
  completePost: z.boolean(),
  /** Kept on drafts so the application can resume them; null after publish. */
  jobBuilderProgress: z.nullable(jobBuilderProgressSchema),
  /** The generated job (the public job DTO); here `description` is always set. */
  job: publicJobSchema,
};
/** Answer of `POST /public/jobs`. */
export const jobCreateResultSchema: z.ZodMiniObject<typeof jobCreateResultShape, z.core.$strip> =
  z.object(jobCreateResultShape);
export type JobCreateResult = z.infer<typeof jobCreateResultSchema>;

/** Answer of `GET /public/usage` (dailyQuota 10, generate and jobs together). */
export const jobBuilderUsageSchema: typeof usageRecordSchema = usageRecordSchema;
export type JobBuilderUsage = z.infer<typeof jobBuilderUsageSchema>;
