import type { CandidateWire } from '@platform-api/sdk/schemas';
import { hmacSha256, toBase64Url } from '../../engine/crypto.ts';
import { oncePerRecord } from '../../shared/search/rank.ts';
import { scrubber } from '../../shared/search/scrubber.ts';
import type { Fields } from '../../shared/search/search-index.ts';
import type { CandidateRecord } from '../../store/search.ts';

/** Signs candidate handles. Fixed, so the same candidate has the same handle in every process. */
const HANDLE_KEY = new TextEncoder().encode('platform-emulator/candidate-handle/v1');

/** `pc1.` + 22 characters of an HMAC-SHA256 of the internal id: stable, opaque, not reversible. */
export function candidateHandle(internalId: string): string {
  return `pc1.${toBase64Url(hmacSha256(HANDLE_KEY, internalId)).slice(0, 22)}`;
}

/** The texts of a candidate the index reads too, scrubbed once per record. */
const searchedTexts = oncePerRecord((c: CandidateRecord) => {
  const { scrubShort, scrubContactData, holdsContactData } = scrubber();
  return {
    headline: scrubShort(c.headline),
    summary: scrubContactData(c.summary),
    // A skill that held contact data ("LinkedIn: linkedin.com/in/…") is no skill: it goes whole.
    topSkills: c.skills.filter((s) => s.trim() !== '' && !holdsContactData(s)).map((s) => s.trim()),
  };
});

/**
 * A candidate's public profile, made once per record: contact data scrubbed from every text and
 * every link; never the internal id, an e-mail, a phone or a LinkedIn URL. What a search computes
 * (`matchedSkills`, `matchTier`) is added per search.
 */
export const publicProfile = oncePerRecord((c: CandidateRecord): CandidateWire => {
  const { headline, summary, topSkills } = searchedTexts(c);
  const { scrubShort, scrubUrl } = scrubber();
  const videoUrl = scrubUrl(c.videoUrl);
  return {
    candidateId: c.candidateId,
    displayName: scrubShort(c.displayName),
    headline,
    summary,
    topSkills,
    matchedSkills: [],
    matchTier: null,
    locationName: scrubShort(c.locationName),
    countryCode: c.countryCode,
    isRemote: c.isRemote,
    language: c.language,
    hasVideo: c.hasVideo && videoUrl !== null,
    videoUrl,
    thumbnailUrl: scrubUrl(c.thumbnailUrl),
    avatarUrl: scrubUrl(c.avatarUrl),
    cazumeUrl: scrubUrl(c.profileUrl),
    updatedAt: c.updatedAt,
  };
});

/**
 * What the index reads of a candidate: the public headline, skills and summary (weights 3, 2, 1).
 * Hidden contact data is not searchable: a query for an address or a phone finds nobody.
 */
export function candidateFields(c: CandidateRecord): Fields {
  const { headline, summary, topSkills } = searchedTexts(c);
  return [
    [headline ?? '', 3],
    [topSkills.join(' '), 2],
    [scrubber().indexText(summary), 1],
  ];
}
