import type { PublicJobResult } from '@platform-api/sdk/schemas';
import type { PublicJobRecord } from '../../store/search.ts';
import { applyUrlOf } from '../jobs/public-page.ts';
import { htmlToText } from '../search/html-text.ts';
import type { Fields } from '../search/index.ts';
import { oncePerRecord } from '../search/rank.ts';
import { indexText, scrubContactData, scrubShort, scrubUrl } from '../search/scrub.ts';

const scrubList = (xs: readonly string[]) => xs.map(scrubShort).filter((s): s is string => s !== null);

/** The texts of a job the index reads too, made once per record. */
const searchedTexts = oncePerRecord((j: PublicJobRecord) => ({
  title: scrubShort(j.title),
  // Decoded first, then scrubbed: an address behind references (`j&#111;hn&#64;x.com`) goes too.
  description: j.description === null ? null : scrubContactData(htmlToText(j.description)),
  companyName: scrubShort(j.companyName),
  occupationTitles: scrubList(j.occupationTitles),
  occupationFamilies: scrubList(j.occupationFamilies),
}));

/**
 * A public job as the API answers, made once per record: the description as plain text (HTML
 * removed, character references decoded: see htmlToText), then contact data scrubbed from every
 * text and link; no platform ids.
 */
export const publicJob = oncePerRecord((j: PublicJobRecord): PublicJobResult => {
  const { title, description, companyName, occupationTitles, occupationFamilies } = searchedTexts(j);
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
    [indexText(job.description), 1],
  ];
}
