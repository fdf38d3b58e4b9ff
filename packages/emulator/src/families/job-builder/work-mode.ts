import type { WorkModeType } from '@platform-api/sdk/schemas';
import type { Gazetteer } from '../../shared/places/index.ts';
import { type PlaceMention, type PlaceReading, readPlaces, type Words } from '../../shared/places/read.ts';
import { PhraseIndex, phraseKey } from '../../shared/text/phrases.ts';
import { NEGATION_REACH, WORK_MODE_WORDS, type WorkModeWords } from './data/work-mode-words.ts';

type Cue = Exclude<keyof WorkModeWords, 'numbers'>;
const MODE_CUES = ['remote', 'fullRemote', 'hybrid', 'onsite', 'worldwide', 'anywhere'] as const;
type ModeCue = (typeof MODE_CUES)[number];

interface Cues {
  index: PhraseIndex<ReadonlySet<Cue>>;
  /** The worldwide phrases alone: "from anywhere" must not hide "anywhere in the world". */
  worldwide: PhraseIndex<ReadonlySet<Cue>>;
  numbers: ReadonlyMap<string, number>;
}

let built: Cues | undefined;

/**
 * Two-way negations said after a negation that ends with their first word: "is not" + "not an
 * option" is "is not an option", read as one two-way cue (the longest match would otherwise take "is
 * not" alone and leave "an option" unread: "'remote' is not an option here").
 */
function joinedTwoWay(words: WorkModeWords): string[] {
  const out: string[] = [];
  for (const negation of words.negation.map(phraseKey)) {
    const lead = negation.split(' ');
    if (lead.length < 2) continue;
    for (const twoWay of words.twoWayNegation.map(phraseKey)) {
      if (twoWay.split(' ')[0] === lead.at(-1)) out.push(`${lead.slice(0, -1).join(' ')} ${twoWay}`);
    }
  }
  return out;
}

/** The four languages' tables in one index (a request may mix them), built on first use. */
function cues(): Cues {
  if (built) return built;
  // By folded phrase: "home office" is remote in English and Portuguese, "thuis" home and remote.
  const kinds = new Map<string, Set<Cue>>();
  const numbers = new Map<string, number>();
  const add = (phrase: string, cue: Cue) => {
    const key = phraseKey(phrase);
    const set = kinds.get(key) ?? new Set<Cue>();
    set.add(cue);
    kinds.set(key, set);
  };
  for (const words of Object.values(WORK_MODE_WORDS)) {
    for (const [word, n] of Object.entries(words.numbers)) numbers.set(word, n);
    for (const [cue, phrases] of Object.entries(words) as [keyof WorkModeWords, unknown][]) {
      if (cue === 'numbers') continue;
      for (const phrase of phrases as readonly string[]) add(phrase, cue);
    }
    for (const phrase of joinedTwoWay(words)) add(phrase, 'twoWayNegation');
  }
  const index = new PhraseIndex<ReadonlySet<Cue>>(kinds);
  const worldwide = new PhraseIndex<ReadonlySet<Cue>>(
    [...kinds].filter(([, set]) => set.has('worldwide')).map(([key]) => [key, new Set<Cue>(['worldwide'])]),
  );
  built = { index, worldwide, numbers };
  return built;
}

/** What a request says about one mode: stated, stated negated ("not remote"), or both. */
interface Stated {
  affirmed: boolean;
  negated: boolean;
}

/** Whose a place is: the job's, the company's headquarters, or where candidates come from. */
export type PlaceOwner = 'job' | 'headquarters' | 'candidates';

export interface JobPlace extends PlaceMention {
  /** The company's place (after "headquarters", "sede", "hoofdkantoor", or just before "HQ"). */
  headquarters: boolean;
  owner: PlaceOwner;
  /** Named in a location field ("Location: …", "Local: …", "Locatie: …"): the job's place first. */
  labelled: boolean;
}

/** What a request says about where the work happens. */
export interface WorkModeReading {
  modes: Readonly<Record<ModeCue, Stated>>;
  /** Days in the office and days at home ("three days in the office, the rest from home"). */
  splitWeek: WorkModeType | null;
  places: readonly JobPlace[];
}

/** What the caller knows of the request's structure (labelled fields, words taken by roles and skills). */
export interface ReadingContext {
  /** Words the roles and skills took: no place and no mode word in them. */
  taken?: ReadonlySet<number>;
  /** Word ranges [from, to) of location fields: a name there stands where a place goes. */
  locationFields?: readonly (readonly [number, number])[];
  /** Word ranges of headquarters fields ("Head office: …", "Sede: …"): the company's place. */
  headquartersFields?: readonly (readonly [number, number])[];
  /** The request's language, when known (a bare namesake may be the one where it is at home). */
  language?: string | null;
  /** Words of the job-builder's vocabularies: a place of that name only where a place goes. */
  everyday?: (word: string) => boolean;
}

/** A comma or stronger: where a negation's reach ends. */
const CLAUSE_GAP = /[.,;:!?()[\]\n•|]|\s[-–—]\s/u;
/** Where a sentence ends: what days in the office belong to. */
const SENTENCE_GAP = /[.;!?\n•]/u;
/** "2x", "3x": a count of times ("home office 2x por semana"). */
const TIMES = /^([1-7])x$/;

interface CueHit {
  at: number;
  length: number;
  cues: ReadonlySet<Cue>;
}

const isMode = (h: CueHit) => MODE_CUES.some((k) => h.cues.has(k));
const has = (h: CueHit, ...kinds: Cue[]) => kinds.some((k) => h.cues.has(k));

/**
 * Reads the work mode and the places of a request. Places and mode words are read in the words the
 * roles and skills did not take (`taken`); negations and the other small words ("sem", "no") in
 * every word: a skill's name ("SEM") never hides a negation. Every step looks at a bounded window
 * of words around each cue, so a reading takes time linear in the request's length whatever it
 * repeats ("not not not…").
 */
export function readWorkMode(text: Words, g: Gazetteer, context: ReadingContext = {}): WorkModeReading {
  const taken = context.taken ?? new Set<number>();
  const fields = context.locationFields ?? [];
  const hqFields = context.headquartersFields ?? [];
  const inField = (at: number) => fields.some(([from, to]) => at >= from && at < to);
  const inHeadquarters = (at: number) => hqFields.some(([from, to]) => at >= from && at < to);
  const free = (w: string, i: number) => (taken.has(i) ? '' : w);
  const reading: PlaceReading = {
    words: text.words.map(free),
    originals: text.originals.map(free),
    gaps: text.gaps,
    fields: [...fields, ...hqFields],
    language: context.language ?? null,
    ...(context.everyday ? { everyday: context.everyday } : {}),
  };
  const places = readPlaces(reading, g);
  // Place names are not mode words (nor are mode words inside them).
  const words = [...text.words];
  for (const p of places) for (let i = p.at; i < p.at + p.length; i++) words[i] = '';
  const { index, worldwide, numbers } = cues();
  const found = index.findAll({ words, originals: text.originals });
  // A worldwide phrase overlapped by a longer match that starts before it ("from anywhere" in "from
  // anywhere in the world") still counts.
  const worldwideAt = new Set(found.filter((h) => h.value.has('worldwide')).map((h) => h.at));
  for (const w of worldwide.findAll({ words, originals: text.originals })) {
    if (!worldwideAt.has(w.at)) found.push(w);
  }
  const hits: CueHit[] = found
    .map((h) => ({ at: h.at, length: h.length, cues: h.value }))
    .filter((h) => {
      if (!isMode(h)) return true;
      for (let i = h.at; i < h.at + h.length; i++) if (taken.has(i)) return false;
      return true;
    })
    .sort((a, b) => a.at - b.at);

  // Per word: its clause and sentence, the terminators before it, the hit starting there.
  const n = words.length;
  const clause = new Int32Array(n);
  const sentence = new Int32Array(n);
  for (let i = 1, c = 0, s = 0; i < n; i++) {
    if (CLAUSE_GAP.test(text.gaps[i]!)) c++;
    if (SENTENCE_GAP.test(text.gaps[i]!)) s++;
    clause[i] = c;
    sentence[i] = s;
  }
  const hitAt: CueHit[][] = Array.from({ length: n }, () => []);
  for (const h of hits) hitAt[h.at]!.push(h);
  const terminatorsBefore = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const terminator = hitAt[i]!.some((h) => has(h, 'terminator'));
    terminatorsBefore[i + 1] = terminatorsBefore[i]! + (terminator ? 1 : 0);
  }
  /** The hits starting in [from, to), in order (a bounded window: at most a few per word). */
  const hitsIn = (from: number, to: number): CueHit[] => {
    const out: CueHit[] = [];
    for (let i = Math.max(0, from); i < Math.min(n, to); i++) out.push(...hitAt[i]!);
    return out;
  };

  // NegEx: each negation cue negates the mode words in its reach (NEGATION_REACH words, its clause,
  // no terminator between).
  const negated = new Set<CueHit>();
  const placeAt = new Set(places.map((p) => p.at));
  const reaches = (from: number, to: number) => {
    const [lo, hi] = from < to ? [from, to] : [to, from];
    return clause[lo] === clause[hi] && terminatorsBefore[hi] === terminatorsBefore[lo + 1];
  };
  for (const cue of hits) {
    const twoWay = has(cue, 'twoWayNegation');
    if (!twoWay && !has(cue, 'negation')) continue;
    const end = cue.at + cue.length;
    // Portuguese "no"/"na" before a place or an office is "in the", not a negation.
    if (!twoWay && placeAt.has(end)) continue;
    for (const m of hitsIn(end, end + NEGATION_REACH)) {
      if (isMode(m) && reaches(cue.at, m.at)) negated.add(m);
    }
    if (!twoWay) continue;
    for (const m of hitsIn(cue.at - NEGATION_REACH - 5, cue.at)) {
      const gap = cue.at - (m.at + m.length);
      if (isMode(m) && gap >= 0 && gap < NEGATION_REACH && reaches(m.at, cue.at)) negated.add(m);
    }
  }
  const modes = Object.fromEntries(MODE_CUES.map((k) => [k, { affirmed: false, negated: false }])) as Record<
    ModeCue,
    Stated
  >;
  for (const h of hits) {
    for (const k of MODE_CUES) {
      if (!h.cues.has(k)) continue;
      if (negated.has(h)) modes[k].negated = true;
      else modes[k].affirmed = true;
    }
  }
  // "Partly remote", "teletrabajo parcial", "deels thuis": part of the week at home is hybrid.
  for (const h of hits) {
    if (!has(h, 'partial')) continue;
    const near = [...hitsIn(h.at + h.length, h.at + h.length + 1), ...hitsIn(h.at - 5, h.at)];
    const home = near.find(
      (m) =>
        (m.at + m.length === h.at || m.at === h.at + h.length) && has(m, 'remote', 'home') && !negated.has(m),
    );
    if (home) modes.hybrid.affirmed = true;
  }

  const splitWeek = readSplitWeek(words, hits, hitsIn, sentence, negated, numbers);

  // A place after "headquarters", "sede", "hoofdkantoor" (or just before "HQ") is the company's; a
  // place after "candidates from", "candidatos do", "kandidaten uit" is the candidates'.
  const marked = places.map((p): JobPlace => {
    const before = hitsIn(p.at - NEGATION_REACH - 5, p.at).filter(
      (h) => sentence[h.at] === sentence[p.at] && p.at - (h.at + h.length) <= NEGATION_REACH,
    );
    const headquarters =
      inHeadquarters(p.at) ||
      before.some((h) => has(h, 'headquarters')) ||
      hitsIn(p.at + p.length, p.at + p.length + 1).some((h) => has(h, 'headquarters'));
    const candidates = before.some((h) => has(h, 'candidateOrigin') && clause[h.at] === clause[p.at]);
    const labelled = inField(p.at);
    const owner: PlaceOwner = labelled
      ? 'job'
      : candidates
        ? 'candidates'
        : headquarters
          ? 'headquarters'
          : 'job';
    return { ...p, headquarters: owner === 'headquarters', owner, labelled };
  });
  return { modes, splitWeek, places: marked };
}

/**
 * Days in one place or the other, counted: "three days a week in the office", "twee
 * thuiswerkdagen", "home office 2x por semana". One to four days (or "some") is hybrid; five in the
 * office on-site, five at home remote.
 */
function readSplitWeek(
  words: readonly string[],
  hits: readonly CueHit[],
  hitsIn: (from: number, to: number) => CueHit[],
  sentence: Int32Array,
  negated: ReadonlySet<CueHit>,
  numbers: ReadonlyMap<string, number>,
): WorkModeType | null {
  let splitWeek: WorkModeType | null = null;
  const countBefore = (at: number): number | 'some' | null => {
    for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
      const w = words[i]!;
      const digits = /^\d+$/.test(w) ? Number(w) : numbers.get(w);
      if (digits !== undefined) return digits;
      const hit = hitsIn(i, i + 1)[0];
      if (hit && has(hit, 'some')) return 'some';
    }
    return null;
  };
  // "2x por semana": a count of times a week is a count of days.
  const timesAt = new Map<number, number>();
  const days: CueHit[] = [...hits];
  for (const h of hits) {
    if (!has(h, 'perWeek')) continue;
    const count = TIMES.exec(words[h.at - 1] ?? '') ?? TIMES.exec(words[h.at - 2] ?? '');
    if (!count) continue;
    timesAt.set(h.at, Number(count[1]));
    days.push({ at: h.at, length: h.length, cues: new Set<Cue>(['day']) });
  }
  for (const d of days) {
    if (negated.has(d)) continue;
    let where: 'office' | 'home' | null = has(d, 'officeDay') ? 'office' : has(d, 'homeDay') ? 'home' : null;
    const weekday = has(d, 'weekday');
    if (!where && !weekday && !has(d, 'day')) continue;
    const count = timesAt.get(d.at) ?? (weekday ? 1 : countBefore(d.at));
    if (count === null) continue;
    if (!where) {
      const near = (h: CueHit) =>
        sentence[h.at] === sentence[d.at] && !negated.has(h) && h !== d
          ? has(h, 'office', 'onsite')
            ? 'office'
            : has(h, 'home', 'remote', 'fullRemote')
              ? 'home'
              : null
          : null;
      const after = hitsIn(d.at + 1, d.at + 9)
        .map(near)
        .find(Boolean);
      const before = hitsIn(d.at - 4, d.at)
        .reverse()
        .map(near)
        .find(Boolean);
      where = after ?? before ?? null;
    }
    if (!where) continue;
    if (count === 'some' || (count >= 1 && count <= 4)) splitWeek = 'hybrid';
    else if (count >= 5 && splitWeek === null) splitWeek = where === 'office' ? 'onsite' : 'remote';
  }
  return splitWeek;
}
