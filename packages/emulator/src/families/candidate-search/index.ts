import { operations, parseIsoDate } from '@platform-api/sdk/operations';
import type { CandidateSearchResult, CandidateWire } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { EmulatorCore } from '../../engine/core.ts';
import { validationError } from '../../engine/errors.ts';
import { requestedPage } from '../../engine/paging.ts';
import { bodyTarget } from '../../engine/target.ts';
import { registerUsage } from '../../engine/usage.ts';
import { loadPlaces } from '../../shared/places/index.ts';
import { demoPoolSwitch } from '../../shared/search/demo-switch.ts';
import { httpUrl, isoDateTime, isoOrNull, letterCode } from '../../shared/search/inputs.ts';
import { matchPlace, resolvePlace } from '../../shared/search/place.ts';
import { type Indexed, OverlayIndex, pageOf, rank } from '../../shared/search/rank.ts';
import { loadScrubber } from '../../shared/search/scrubber.ts';
import { terms } from '../../shared/search/terms.ts';
import { type CandidateRecord, candidateRecordSchema } from '../../store/search.ts';
import { Table } from '../../store/table.ts';
import { candidateFields, candidateHandle, publicProfile } from './public-profile.ts';

const { candidateSearch } = operations;

/** Biases of the search: factors on the relevance of candidates that meet them. */
const BIAS = { remote: 1.3, language: 1.2, city: 2.5, country: 1.6, text: 2.5 } as const;

/** `matchTier`: a candidate's relevance relative to the best result of the same search. */
const TIERS = [
  [0.75, 'strong'],
  [0.4, 'good'],
  [0, 'partial'],
] as const;

const MAX_ADD = 5000;
/** `POST /_emulator/candidates`: objects with the public Candidate fields, plus private contact data to hide. */
export const candidateInputSchema = z.strictObject({
  /** `pc1.` + 4 to 120 URL-safe characters; generated when absent. */
  candidateId: z.optional(
    z.string().check(
      z.regex(/^pc1\.[A-Za-z0-9_-]{4,120}$/, {
        message: 'must be pc1. followed by 4 to 120 characters A-Z a-z 0-9 _ -',
      }),
    ),
  ),
  displayName: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  headline: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  summary: z.optional(z.nullable(z.string().check(z.maxLength(20_000)))),
  topSkills: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))),
  locationName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  countryCode: letterCode(2, 'ISO 3166-1 alpha-2'),
  isRemote: z.optional(z.boolean()),
  language: letterCode(2, 'ISO 639-1'),
  /** @default whether videoUrl is set */
  hasVideo: z.optional(z.boolean()),
  videoUrl: httpUrl,
  thumbnailUrl: httpUrl,
  avatarUrl: httpUrl,
  /** The public profile URL (`cazumeUrl` on the wire; either name is accepted). */
  profileUrl: httpUrl,
  cazumeUrl: httpUrl,
  /** @default now (the virtual clock) */
  updatedAt: isoDateTime,
  /** Private: kept, searchable by nothing, never shown. */
  email: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  phone: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  linkedinUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  // Fields of a search result, accepted so a result can be fed back; a search computes them.
  matchedSkills: z.optional(z.array(z.string())),
  matchTier: z.optional(z.nullable(z.string())),
});
export type CandidateInput = z.input<typeof candidateInputSchema>;
export const candidatesInputSchema = z
  .array(candidateInputSchema)
  .check(z.maxLength(MAX_ADD, { message: `at most ${MAX_ADD} candidates per call` }));

export interface CandidateSearchFamily {
  /** Candidates added to this emulator's pool (`/_emulator/candidates`). */
  added: Table<typeof candidateRecordSchema>;
  /** Serves the demo pool (2,400 candidates) beside the added ones. */
  useDemoPool(): void;
  add(inputs: z.output<typeof candidatesInputSchema>): Promise<{ inserted: number }>;
}

export interface CandidateSearchOptions {
  /**
   * The shared demo pool (the demo seed's, 2,400 candidates), loaded on the first search that
   * reads it: served beside the added candidates once the seed turns it on.
   */
  demoPool: () => Promise<Indexed<CandidateRecord>>;
}

/**
 * The candidate-search family: relevance-ranked, scrubbed public profiles over the shared demo pool
 * (when the demo seed is loaded) and the candidates this emulator added.
 */
export function registerCandidateSearch(
  core: EmulatorCore,
  options: CandidateSearchOptions,
): CandidateSearchFamily {
  const added = core.state.addTable(new Table('searchCandidates', candidateRecordSchema));
  const overlay = new OverlayIndex<CandidateRecord>(candidateFields);
  const demo = demoPoolSwitch(core, 'candidateSearch', () => overlay.invalidate());

  core.route(candidateSearch.search, async (ctx, { body }): Promise<CandidateSearchResult> => {
    bodyTarget(ctx, body);
    // The demo pool and a location read places: the pool (with what it is made from) and the
    // gazetteer load on the first such search; the scrubber on the first search.
    const [demoPool] = await Promise.all([
      demo.on ? options.demoPool() : null,
      body.location?.trim() ? loadPlaces() : null,
      loadScrubber(),
    ]);
    const pools = [...(demoPool ? [demoPool] : []), overlay.of(added.all())];
    const after = body.createdAfter !== undefined ? parseIsoDate(body.createdAfter)! : undefined;
    const place = body.location?.trim() ? resolvePlace(body.location) : null;
    const hits = rank(pools, body.query, {
      keep: (c) =>
        (!body.requireVideo || publicProfile(c).hasVideo) &&
        (after === undefined || (c.updatedAt !== null && Date.parse(c.updatedAt) > after)),
      boost: (c) => {
        let factor = 1;
        if (body.remote === true && c.isRemote) factor *= BIAS.remote;
        if (body.language !== undefined && c.language === body.language) factor *= BIAS.language;
        if (place) {
          // The location as results show it: contact data hidden in it never ranks a candidate.
          const match = matchPlace(place, publicProfile(c).locationName, c.countryCode);
          if (match) factor *= BIAS[match];
        }
        return factor;
      },
    });
    const { page, pageSize } = requestedPage(candidateSearch.search, body);
    const { items, hasMore } = pageOf(hits, page, pageSize);
    const best = hits[0]?.score ?? 0;
    const queryTerms = new Set(terms(body.query));
    return {
      results: items.map(({ record, score }) => {
        const tier = TIERS.find(([min]) => score >= best * min)![1];
        return toWire(record, queryTerms, tier);
      }),
      hasMore,
      page,
      pageSize,
    };
  });

  registerUsage(core, candidateSearch.usage);

  return {
    added,
    useDemoPool: () => demo.turnOn(),
    async add(inputs) {
      const nowIso = core.clock.iso();
      const taken = new Set(added.all().map((c) => c.candidateId));
      const records = inputs.map((input, i) => {
        if (input.candidateId !== undefined && taken.has(input.candidateId)) {
          throw validationError(`candidates[${i}].candidateId is already in the pool.`, [
            { field: `${i}.candidateId`, message: 'is already in the pool' },
          ]);
        }
        const record = toRecord(input, core.newId(), nowIso, added.size + i);
        taken.add(record.candidateId);
        return record;
      });
      for (const record of records) await added.insert(record);
      return { inserted: records.length };
    },
  };
}

function toRecord(
  input: z.output<typeof candidateInputSchema>,
  id: string,
  nowIso: string,
  position: number,
): CandidateRecord {
  const videoUrl = input.videoUrl ?? null;
  return {
    id,
    // Stored, so stable for this candidate; a keyed hash of what was added and where, never of the
    // internal id, so it cannot be turned back into one; the same calls give the same tokens.
    candidateId: input.candidateId ?? candidateHandle(`added|${position}|${JSON.stringify(input)}`),
    displayName: input.displayName ?? null,
    headline: input.headline ?? null,
    summary: input.summary ?? null,
    skills: input.topSkills ?? [],
    locationName: input.locationName ?? null,
    countryCode: input.countryCode ? input.countryCode.toUpperCase() : null,
    isRemote: input.isRemote ?? false,
    language: input.language ? input.language.toLowerCase() : null,
    hasVideo: input.hasVideo ?? videoUrl !== null,
    videoUrl,
    thumbnailUrl: input.thumbnailUrl ?? null,
    avatarUrl: input.avatarUrl ?? null,
    profileUrl: input.profileUrl ?? input.cazumeUrl ?? null,
    updatedAt: isoOrNull(input.updatedAt) ?? nowIso,
    email: input.email ?? null,
    phone: input.phone ?? null,
    linkedinUrl: input.linkedinUrl ?? null,
  };
}

/**
 * A candidate as the API answers: contact data scrubbed from every text, the top skills that match
 * the query, the tier of its relevance; never the internal id, an e-mail, a phone or a LinkedIn URL.
 */
function toWire(c: CandidateRecord, queryTerms: ReadonlySet<string>, matchTier: string): CandidateWire {
  const profile = publicProfile(c);
  return {
    ...profile,
    matchedSkills: profile.topSkills.filter((skill) => terms(skill).some((t) => queryTerms.has(t))),
    matchTier,
  };
}
