import type { JobLanguage, WorkMode, WorkModeType } from '@platform-api/sdk/schemas';
import {
  type City,
  type Country,
  countryName,
  type Gazetteer,
  type Region,
} from '../../shared/places/index.ts';
import { type PlaceMention, readPlaces, type Words } from '../../shared/places/read.ts';
import { PhraseIndex, phraseKey } from '../../shared/text/phrases.ts';
import { TEXTS } from './data/i18n.ts';
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

/** The four languages' tables in one index (a request may mix them), built on first use. */
function cues(): Cues {
  if (built) return built;
  // By folded phrase: "home office" is remote in English and Portuguese, "thuis" home and remote.
  const kinds = new Map<string, Set<Cue>>();
  const numbers = new Map<string, number>();
  for (const words of Object.values(WORK_MODE_WORDS)) {
    for (const [word, n] of Object.entries(words.numbers)) numbers.set(word, n);
    for (const [cue, phrases] of Object.entries(words) as [keyof WorkModeWords, unknown][]) {
      if (cue === 'numbers') continue;
      for (const phrase of phrases as readonly string[]) {
        const key = phraseKey(phrase);
        const set = kinds.get(key) ?? new Set<Cue>();
        set.add(cue);
        kinds.set(key, set);
      }
    }
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

/** What a request says about where the work happens. */
export interface WorkModeReading {
  modes: Readonly<Record<ModeCue, Stated>>;
  /** Days in the office and days at home ("three days in the office, the rest from home"). */
  splitWeek: WorkModeType | null;
  places: readonly (PlaceMention & { headquarters: boolean })[];
}

/** A comma or stronger: where a negation's reach ends. */
const CLAUSE_GAP = /[.,;:!?()[\]\n•|]|\s[-–—]\s/u;
/** Where a sentence ends: what days in the office belong to. */
const SENTENCE_GAP = /[.;!?\n•]/u;

interface CueHit {
  at: number;
  length: number;
  cues: ReadonlySet<Cue>;
}

/**
 * Reads the work mode and the places of a request. Places and mode words are read in the words the
 * roles and skills did not take (`taken`); negations and the other small words ("sem", "no") in
 * every word: a skill's name ("SEM") never hides a negation.
 */
export function readWorkMode(
  text: Words,
  g: Gazetteer,
  taken: ReadonlySet<number> = new Set(),
): WorkModeReading {
  const free = (w: string, i: number) => (taken.has(i) ? '' : w);
  const places = readPlaces(
    { words: text.words.map(free), originals: text.originals.map(free), gaps: text.gaps },
    g,
  );
  // Place names are not mode words (nor are mode words inside them).
  const words = [...text.words];
  for (const p of places) for (let i = p.at; i < p.at + p.length; i++) words[i] = '';
  const { index, worldwide, numbers } = cues();
  const found = index.findAll({ words, originals: text.originals });
  // A worldwide phrase overlapped by a longer match that starts before it ("from anywhere" in "from
  // anywhere in the world") still counts.
  for (const w of worldwide.findAll({ words, originals: text.originals })) {
    if (!found.some((h) => h.at === w.at && h.value.has('worldwide'))) found.push(w);
  }
  const hits: CueHit[] = found
    .map((h) => ({ at: h.at, length: h.length, cues: h.value }))
    .filter((h) => {
      if (!MODE_CUES.some((k) => h.cues.has(k))) return true;
      for (let i = h.at; i < h.at + h.length; i++) if (taken.has(i)) return false;
      return true;
    });

  const clause: number[] = [];
  const sentence: number[] = [];
  for (let i = 0, c = 0, s = 0; i < words.length; i++) {
    if (i > 0 && CLAUSE_GAP.test(text.gaps[i]!)) c++;
    if (i > 0 && SENTENCE_GAP.test(text.gaps[i]!)) s++;
    clause.push(c);
    sentence.push(s);
  }
  const has = (h: CueHit, ...kinds: Cue[]) => kinds.some((k) => h.cues.has(k));
  const placeAt = new Set(places.map((p) => p.at));

  // NegEx: each negation cue negates the mode words in its reach.
  const negated = new Set<CueHit>();
  const reaches = (from: number, to: number) => {
    if (clause[from] !== clause[to]) return false;
    const [lo, hi] = from < to ? [from, to] : [to, from];
    return !hits.some((t) => t.at > lo && t.at < hi && has(t, 'terminator'));
  };
  for (const n of hits) {
    const twoWay = has(n, 'twoWayNegation');
    if (!twoWay && !has(n, 'negation')) continue;
    const end = n.at + n.length;
    // Portuguese "no"/"na" before a place or an office is "in the", not a negation.
    if (!twoWay && placeAt.has(end)) continue;
    for (const m of hits) {
      if (!MODE_CUES.some((k) => m.cues.has(k))) continue;
      const after = m.at >= end && m.at - end < NEGATION_REACH && reaches(n.at, m.at);
      const before =
        twoWay && m.at + m.length <= n.at && n.at - (m.at + m.length) < NEGATION_REACH && reaches(m.at, n.at);
      if (after || before) negated.add(m);
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

  // Days in one place or the other, counted: "three days a week in the office", "twee thuiswerkdagen".
  let splitWeek: WorkModeType | null = null;
  const countBefore = (at: number): number | 'some' | null => {
    for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
      const w = words[i]!;
      const digits = /^\d+$/.test(w) ? Number(w) : numbers.get(w);
      if (digits !== undefined) return digits;
      if (hits.some((h) => h.at === i && has(h, 'some'))) return 'some';
    }
    return null;
  };
  for (const d of hits) {
    if (negated.has(d)) continue;
    let where: 'office' | 'home' | null = has(d, 'officeDay') ? 'office' : has(d, 'homeDay') ? 'home' : null;
    const weekday = has(d, 'weekday');
    if (!where && !weekday && !has(d, 'day')) continue;
    const count = weekday ? 1 : countBefore(d.at);
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
      const after = hits
        .filter((h) => h.at > d.at && h.at - d.at <= 8)
        .map(near)
        .find(Boolean);
      const before = hits
        .filter((h) => h.at < d.at && d.at - h.at <= 4)
        .reverse()
        .map(near)
        .find(Boolean);
      where = after ?? before ?? null;
    }
    if (!where) continue;
    if (count === 'some' || (count >= 1 && count <= 4)) splitWeek = 'hybrid';
    else if (count >= 5 && splitWeek === null) splitWeek = where === 'office' ? 'onsite' : 'remote';
  }

  // A place right after "headquarters", "sede", "hoofdkantoor" (or just before "HQ") is the company's.
  const marked = places.map((p) => ({
    ...p,
    headquarters: hits.some(
      (h) =>
        has(h, 'headquarters') &&
        ((h.at < p.at && sentence[h.at] === sentence[p.at] && p.at - (h.at + h.length) <= NEGATION_REACH) ||
          h.at === p.at + p.length),
    ),
  }));
  return { modes, splitWeek, places: marked };
}

/**
 * The work mode a reading states. Hybrid when the request says so or splits the week between the
 * office and home; remote when it says remote (or anywhere, worldwide) and nothing negates it
 * (remote and on-site words together are a hybrid job, unless the remote one is "fully remote");
 * "not fully remote" is hybrid; on-site when it says so or says the job is not remote; a negated
 * on-site ("no office") alone is remote. With no mode words, a named place is an on-site job and a
 * request naming no place a remote one.
 */
export function statedType(reading: WorkModeReading): WorkModeType {
  const { modes, splitWeek } = reading;
  if (splitWeek === 'hybrid' || (modes.hybrid.affirmed && !modes.hybrid.negated)) return 'hybrid';
  const remoteNegated = modes.remote.negated || modes.fullRemote.negated;
  const remote =
    (modes.remote.affirmed ||
      modes.fullRemote.affirmed ||
      modes.worldwide.affirmed ||
      modes.anywhere.affirmed) &&
    !remoteNegated;
  const onsite = modes.onsite.affirmed && !modes.onsite.negated;
  if (remote) return onsite && !modes.fullRemote.affirmed ? 'hybrid' : 'remote';
  if (modes.fullRemote.negated && !modes.remote.negated && !onsite) return 'hybrid';
  if (onsite || remoteNegated || splitWeek === 'onsite') return 'onsite';
  if (splitWeek === 'remote' || modes.onsite.negated) return 'remote';
  return reading.places.length > 0 ? 'onsite' : 'remote';
}

export interface Placement {
  workMode: WorkMode;
  /** The job's country (its currency and pay level), or null for a worldwide job or an unknown place. */
  country: Country | null;
  city: City | null;
}

/**
 * The spec's work-mode rules over a reading. A remote job inside a country: type remote, scope
 * country, the country and no city data; the country is the one of the first place the request
 * names for the job (a headquarters is the company's place, not the job's). A worldwide remote job
 * ("anywhere in the world", or remote naming no place): country, city, GeoName id and coordinates
 * cleared. An on-site or hybrid job: the canonical place of the gazetteer as precisely as the
 * request names it (a city with its region, GeoName id and coordinates; a region or a country
 * alone, or a city the gazetteer does not know there, keeps the region and country with no city);
 * with no place the gazetteer knows, its type and no place data.
 */
export function placement(reading: WorkModeReading, language: JobLanguage): Placement {
  const type = statedType(reading);
  const texts = TEXTS[language];
  const jobPlaces = reading.places.filter((p) => !p.headquarters);
  if (type === 'remote') {
    const place = jobPlaces[0];
    if (!place || (reading.modes.worldwide.affirmed && !reading.modes.worldwide.negated)) {
      return { workMode: noPlace('remote', 'worldwide', texts.worldwide), country: null, city: null };
    }
    const name = countryName(place.country.code, language);
    return {
      workMode: {
        ...noPlace('remote', 'country', `${texts.remote} (${name})`),
        countryCode: place.country.code,
        countryName: name,
      },
      country: place.country,
      city: null,
    };
  }
  // An on-site job at the headquarters is at the headquarters.
  const place = jobPlaces[0] ?? reading.places[0];
  if (!place) {
    // "On-site welder" with no place the gazetteer knows: still on-site (or hybrid), never remote.
    return { workMode: noPlace(type, 'city', texts.workMode[type]), country: null, city: null };
  }
  return {
    workMode: inPerson(type, place.city, place.region, place.country, language),
    country: place.country,
    city: place.city,
  };
}

function inPerson(
  type: WorkModeType,
  city: City | null,
  region: Region | null,
  country: Country,
  language: JobLanguage,
): WorkMode {
  const name = countryName(country.code, language);
  const regionName = city ? city.region : (region?.name ?? null);
  return {
    type,
    scope: 'city',
    countryCode: country.code,
    countryName: name,
    city: city?.name ?? null,
    region: regionName,
    displayName: [city?.name, regionName !== city?.name ? regionName : null, name].filter(Boolean).join(', '),
    geoNameId: city ? String(city.geoNameId) : null,
    coordinates: city ? { longitude: city.longitude, latitude: city.latitude } : null,
  };
}

function noPlace(type: WorkModeType, scope: 'city' | 'country' | 'worldwide', displayName: string): WorkMode {
  return {
    type,
    scope,
    countryCode: null,
    countryName: null,
    city: null,
    region: null,
    displayName,
    geoNameId: null,
    coordinates: null,
  };
}
