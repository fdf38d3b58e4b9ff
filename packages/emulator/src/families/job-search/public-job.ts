import type { PublicJob, PublicJobResult } from '@platform-api/sdk/schemas';
import { applyUrlOf } from '../../platform/public-pages.ts';
import { oncePerRecord } from '../../shared/search/rank.ts';
import { scrubber } from '../../shared/search/scrubber.ts';
import type { Fields } from '../../shared/search/search-index.ts';
import type { PublicJobRecord } from '../../store/search.ts';

/** The texts of a job the index reads too, made once per record. */
const searchedTexts = oncePerRecord((j: PublicJobRecord) => {
  const { scrubShort, scrubDescription } = scrubber();
  const scrubList = (xs: readonly string[]) => xs.map(scrubShort).filter((s): s is string => s !== null);
  return {
    title: scrubShort(j.title),
    // Decoded first, then scrubbed: an address behind references (`j&#111;hn&#64;x.com`) goes too.
    description: j.description === null ? null : scrubDescription(j.description),
    companyName: scrubShort(j.companyName),
    occupationTitles: scrubList(j.occupationTitles),
    occupationFamilies: scrubList(j.occupationFamilies),
  };
});

/**
 * A public job as the API answers, made once per record: the description as plain text (HTML
 * removed, character references decoded: see htmlToText), then contact data scrubbed from every
 * text and link; no platform ids.
 */
export const publicJob = oncePerRecord((j: PublicJobRecord): PublicJobResult => {
  const { title, description, companyName, occupationTitles, occupationFamilies } = searchedTexts(j);
  const { scrubShort, scrubUrl } = scrubber();
  return {
    title,
    description,
    companyName,
    authorName: scrubShort(j.authorName),
    jobType: j.jobType,
    typeOfWork: j.typeOfWork,
    remoteWorkScope: j.remoteWorkScope,
    locationName: scrubShort(j.locationName),
    locationCountryCode: j.locationCountryCode,
    payCurrency: j.payCurrency,
    payType: j.payType,
    language: j.language,
    videoUrl: scrubUrl(j.videoUrl),
    thumbnailUrl: scrubUrl(j.thumbnailUrl),
    payAmount: j.payAmount,
    isRemote: j.isRemote,
    isNegotiable: j.isNegotiable,
    occupationTitles,
    occupationFamilies,
    createdAt: j.createdAt,
    refreshedAt: j.refreshedAt,
    slug: j.slug,
    applyUrl: applyUrlOf(j.slug, j.language),
  };
});

/**
 * What the index reads of a job: its public texts, title first (4), then the occupation (2), the
 * family, the company and the description (1 each). Hidden contact data is not searchable.
 */
export function jobFields(j: PublicJobRecord): Fields {
  const job = searchedTexts(j);
  return [
    [job.title ?? '', 4],
    [job.occupationTitles.join(' '), 2],
    [job.occupationFamilies.join(' '), 1],
    [job.companyName ?? '', 1],
    [scrubber().indexText(job.description), 1],
  ];
}

/**
 * A public job from a job the job-builder generated: how an organization's published posts look
 * in job-search, and how the demo pool (seed/pools/public-jobs.ts) is made.
 */
export function fromGeneratedJob(
  job: PublicJob,
  extra: Pick<PublicJobRecord, 'id' | 'companyName' | 'authorName' | 'createdAt' | 'refreshedAt' | 'slug'> &
    Partial<PublicJobRecord>,
): PublicJobRecord {
  const { workMode, salary } = job;
  return {
    title: job.title,
    description: job.description,
    jobType: job.primaryEmploymentType,
    typeOfWork: workMode.type,
    remoteWorkScope: workMode.type === 'remote' ? workMode.scope : null,
    // No place for a worldwide job, nor for an on-site one whose place is unknown.
    locationName: workMode.countryCode === null ? null : workMode.displayName,
    locationCountryCode: workMode.countryCode,
    payCurrency: salary.currency,
    payType: salary.period,
    payAmount: salary.recommended,
    language: job.language,
    videoUrl: null,
    thumbnailUrl: null,
    isRemote: workMode.type === 'remote',
    isNegotiable: salary.negotiable,
    occupationTitles: [job.title],
    occupationFamilies: job.categories.map((c) => c.name),
    recruiterEmail: null,
    recruiterPhone: null,
    ...extra,
  };
}
