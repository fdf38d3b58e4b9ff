import { operations, parseIsoDate } from '@platform-api/sdk/operations';
import type { JobSearchResult } from '@platform-api/sdk/schemas';
import {
  EMPLOYMENT_TYPES,
  REMOTE_WORK_SCOPES,
  SALARY_PERIODS,
  TYPES_OF_WORK,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { EmulatorCore } from '../../engine/core.ts';
import { validationError } from '../../engine/errors.ts';
import { requestedPage } from '../../engine/paging.ts';
import { registerUsage } from '../../engine/usage.ts';
import type { JobPostService } from '../../platform/job-posts.ts';
import { slugify } from '../../platform/public-pages.ts';
import { loadPlaces } from '../../shared/places/index.ts';
import { demoPoolSwitch } from '../../shared/search/demo-switch.ts';
import { httpUrl, isoDateTime, isoOrNull, letterCode } from '../../shared/search/inputs.ts';
import { matchPlace, type PlaceMatch, requiredMatch, resolvePlace } from '../../shared/search/place.ts';
import { type Indexed, OverlayIndex, oncePerRecord, pageOf, rank } from '../../shared/search/rank.ts';
import { loadScrubber } from '../../shared/search/scrubber.ts';
import type { JobPostRecord } from '../../store/job-posts.ts';
import { type PublicJobRecord, publicJobRecordSchema } from '../../store/search.ts';
import { Table } from '../../store/table.ts';
import { fromGeneratedJob, jobFields, publicJob } from './public-job.ts';

const { jobSearch } = operations;
const MAX_ADD = 5000;

const words = z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)));

/** `POST /_emulator/public-jobs`: objects with the public Job fields, plus the recruiter's contact data to hide. */
export const publicJobInputSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(300)),
  /** HTML or plain text; recruiter contact data in it is scrubbed from results. */
  description: z.optional(z.nullable(z.string().check(z.maxLength(50_000)))),
  companyName: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  authorName: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  jobType: z.optional(
    z.nullable(z.enum(EMPLOYMENT_TYPES, { message: `must be one of ${EMPLOYMENT_TYPES.join(', ')}` })),
  ),
  /** @default remote when isRemote, else onsite */
  typeOfWork: z.optional(
    z.nullable(z.enum(TYPES_OF_WORK, { message: `must be one of ${TYPES_OF_WORK.join(', ')}` })),
  ),
  remoteWorkScope: z.optional(
    z.nullable(z.enum(REMOTE_WORK_SCOPES, { message: `must be one of ${REMOTE_WORK_SCOPES.join(', ')}` })),
  ),
  locationName: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  locationCountryCode: letterCode(2, 'ISO 3166-1 alpha-2'),
  payCurrency: letterCode(3, 'ISO 4217'),
  payType: z.optional(
    z.nullable(z.enum(SALARY_PERIODS, { message: `must be one of ${SALARY_PERIODS.join(', ')}` })),
  ),
  payAmount: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  language: letterCode(2, 'ISO 639-1'),
  videoUrl: httpUrl,
  thumbnailUrl: httpUrl,
  /** @default typeOfWork === 'remote' */
  isRemote: z.optional(z.boolean()),
  isNegotiable: z.optional(z.boolean()),
  occupationTitles: words,
  occupationFamilies: words,
  /** @default now (the virtual clock) */
  createdAt: isoDateTime,
  refreshedAt: isoDateTime,
  /** The public page's slug; generated when absent; null: the job has no public page (no applyUrl). */
  slug: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be lower-case words joined by hyphens' }),
          z.maxLength(200),
        ),
    ),
  ),
  /** Computed from the slug and the language; accepted so a result can be fed back. */
  applyUrl: z.optional(z.nullable(z.string())),
  /** Private: kept, never shown. */
  recruiterEmail: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  recruiterPhone: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type PublicJobInput = z.input<typeof publicJobInputSchema>;
export const publicJobsInputSchema = z
  .array(publicJobInputSchema)
  .check(z.maxLength(MAX_ADD, { message: `at most ${MAX_ADD} jobs per call` }));

export interface JobSearchFamily {
  /** Jobs added to this emulator's pool (`/_emulator/public-jobs`). */
  added: Table<typeof publicJobRecordSchema>;
  /** Serves the demo pool (2,200 public jobs) beside the added ones and the published posts. */
  useDemoPool(): void;
  add(inputs: z.output<typeof publicJobsInputSchema>): Promise<{ inserted: number }>;
}

/**
 * When a job was last listed: the later of its creation and its refresh (0 when neither is known);
 * read once per record. `createdAfter` and the newest-first order both use it.
 */
const listedAt = oncePerRecord((job: PublicJobRecord): number =>
  Math.max(job.createdAt ? Date.parse(job.createdAt) : 0, job.refreshedAt ? Date.parse(job.refreshedAt) : 0),
);

const PLACE_RANK: Record<Exclude<PlaceMatch, null>, number> = { city: 3, country: 2, text: 1 };

export interface JobSearchOptions {
  /** The organizations' job posts: the published ones are public jobs too. */
  posts: JobPostService;
  /**
   * The shared demo pool (the demo seed's, 2,200 public jobs), loaded on the first search that
   * reads it: served beside the added jobs and the posts once the seed turns it on.
   */
  demoPool: () => Promise<Indexed<PublicJobRecord>>;
}

/**
 * The job-search family: public jobs (the shared demo pool when the demo seed is loaded, the jobs
 * this emulator added, and the organizations' published posts), filtered, ranked, scrubbed.
 */
export function registerJobSearch(core: EmulatorCore, options: JobSearchOptions): JobSearchFamily {
  const { posts } = options;
  const added = core.state.addTable(new Table('searchJobs', publicJobRecordSchema));
  const addedIndex = new OverlayIndex<PublicJobRecord>(jobFields);
  const postIndex = new OverlayIndex<PublicJobRecord>(jobFields);
  /**
   * The published posts as public jobs, rebuilt when their number changes (a post never leaves
   * `published` and is never deleted) or after a reset or import.
   */
  let postCache: { count: number; records: PublicJobRecord[] } | undefined;
  const demo = demoPoolSwitch(core, 'jobSearch', () => {
    addedIndex.invalidate();
    postIndex.invalidate();
    postCache = undefined;
  });

  /** A post enters job-search once approved (`published`). */
  const publishedPosts = (): PublicJobRecord[] => {
    const live = posts.posts.all().filter((p) => p.status === 'published');
    if (postCache?.count !== live.length) {
      postCache = {
        count: live.length,
        records: live.map((p) => fromPost(p, core.tables.orgs.get(p.orgId)?.name ?? null)),
      };
      postIndex.invalidate();
    }
    return postCache.records;
  };

  core.route(jobSearch.search, async (_ctx, { body }): Promise<JobSearchResult> => {
    // The demo pool and a location read places: the pool (with what it is made from) and the
    // gazetteer load on the first such search; the scrubber and HTML parser on the first search.
    const [demoPool] = await Promise.all([
      demo.on ? options.demoPool() : null,
      body.location?.trim() ? loadPlaces() : null,
      loadScrubber(),
    ]);
    const pools = [
      ...(demoPool ? [demoPool] : []),
      addedIndex.of(added.all()),
      postIndex.of(publishedPosts()),
    ];
    const after = body.createdAfter !== undefined ? parseIsoDate(body.createdAfter)! : undefined;
    const place = body.location?.trim() ? resolvePlace(body.location) : null;
    const need = place ? PLACE_RANK[requiredMatch(place)] : 0;
    const hits = rank(pools, body.query, {
      keep: (j) =>
        (body.countryCode === undefined || j.locationCountryCode === body.countryCode) &&
        (body.remote === undefined || j.isRemote === body.remote) &&
        (body.jobType === undefined || j.jobType === body.jobType) &&
        (body.minPay === undefined || (j.payAmount !== null && j.payAmount >= body.minPay)) &&
        (body.payCurrency === undefined || j.payCurrency === body.payCurrency) &&
        (body.payType === undefined || j.payType === body.payType) &&
        (body.language === undefined || j.language === body.language) &&
        (after === undefined || listedAt(j) > after) &&
        // The place is matched against the location as results show it: contact data hidden in it
        // (`Madrid, call 612…`) finds nothing.
        (place === null ||
          placeRank(matchPlace(place, publicJob(j).locationName, j.locationCountryCode)) >= need),
      tieBreak: (a, b) => listedAt(b) - listedAt(a),
    });
    const { page, pageSize } = requestedPage(jobSearch.search, body);
    const { items, hasMore } = pageOf(hits, page, pageSize);
    return { jobs: items.map(({ record }) => publicJob(record)), hasMore, page, pageSize };
  });

  registerUsage(core, jobSearch.usage);

  // Made on the first request for it.
  core.route(jobSearch.openapi, async () => (await import('./openapi.ts')).openApiDocument());

  return {
    added,
    useDemoPool: () => demo.turnOn(),
    async add(inputs) {
      await loadScrubber(); // a record without a slug gets one from its title
      const nowIso = core.clock.iso();
      const records = inputs.map((input) => toRecord(input, core.newId(), nowIso));
      const taken = new Set(added.all().map((j) => j.slug));
      records.forEach((r, i) => {
        if (r.slug !== null && taken.has(r.slug)) {
          throw validationError(`jobs[${i}].slug is already in the pool.`, [
            { field: `${i}.slug`, message: 'is already in the pool' },
          ]);
        }
        taken.add(r.slug);
      });
      for (const record of records) await added.insert(record);
      return { inserted: records.length };
    },
  };
}

function placeRank(match: PlaceMatch): number {
  return match === null ? 0 : PLACE_RANK[match];
}

function toRecord(input: z.output<typeof publicJobInputSchema>, id: string, nowIso: string): PublicJobRecord {
  const typeOfWork = input.typeOfWork ?? (input.isRemote ? 'remote' : 'onsite');
  const isRemote = input.isRemote ?? typeOfWork === 'remote';
  return {
    id,
    title: input.title,
    description: input.description ?? null,
    companyName: input.companyName ?? null,
    authorName: input.authorName ?? null,
    jobType: input.jobType ?? null,
    typeOfWork,
    remoteWorkScope:
      input.remoteWorkScope ?? (isRemote ? (input.locationCountryCode ? 'country' : 'worldwide') : null),
    locationName: input.locationName ?? null,
    locationCountryCode: input.locationCountryCode ? input.locationCountryCode.toUpperCase() : null,
    payCurrency: input.payCurrency ? input.payCurrency.toUpperCase() : null,
    payType: input.payType ?? null,
    payAmount: input.payAmount ?? null,
    language: input.language ? input.language.toLowerCase() : null,
    videoUrl: input.videoUrl ?? null,
    thumbnailUrl: input.thumbnailUrl ?? null,
    isRemote,
    isNegotiable: input.isNegotiable ?? false,
    occupationTitles: input.occupationTitles ?? [],
    occupationFamilies: input.occupationFamilies ?? [],
    createdAt: isoOrNull(input.createdAt) ?? nowIso,
    refreshedAt: isoOrNull(input.refreshedAt),
    slug: input.slug === undefined ? `${slugify(input.title)}-${id.slice(-6)}` : input.slug,
    recruiterEmail: input.recruiterEmail ?? null,
    recruiterPhone: input.recruiterPhone ?? null,
  };
}

/** An organization's published post as job-search shows it (its public page is the post's). */
function fromPost(post: JobPostRecord, companyName: string | null): PublicJobRecord {
  const listed = post.publishedAt ?? post.createdAt;
  if (post.job) {
    return fromGeneratedJob(post.job, {
      id: post.id,
      companyName,
      authorName: null,
      createdAt: listed,
      refreshedAt: null,
      slug: post.slug,
    });
  }
  return {
    id: post.id,
    title: post.title,
    description: null,
    companyName,
    authorName: null,
    jobType: null,
    typeOfWork: post.isRemote ? 'remote' : 'onsite',
    remoteWorkScope: post.isRemote ? (post.countryCode ? 'country' : 'worldwide') : null,
    locationName: post.locationName,
    locationCountryCode: post.countryCode,
    payCurrency: null,
    payType: null,
    payAmount: null,
    language: post.language,
    videoUrl: null,
    thumbnailUrl: null,
    isRemote: post.isRemote,
    isNegotiable: false,
    occupationTitles: [post.title],
    occupationFamilies: [],
    createdAt: listed,
    refreshedAt: null,
    slug: post.slug,
    recruiterEmail: null,
    recruiterPhone: null,
  };
}
