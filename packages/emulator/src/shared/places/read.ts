import type { Country } from './countries.ts';
import type { City, Gazetteer, PlaceName, Region } from './gazetteer.ts';

/**
 * Reading the places a text names, the way the location services resolve them: "City", "City,
 * Region", "City, Country", "City, Region, Country" (a region by name or by its usual abbreviation,
 * "Birmingham, AL"), a region, a country. The qualifiers after a city choose among its namesakes; a
 * city none of whose namesakes lies in the region or country named is an unknown city there (its
 * region and country stay: "Birmingham, Spain" is a place in Spain, never Birmingham, England).
 */

/** A text cut into folded words (`prepare()`), with what stands between them. */
export interface Words {
  /** Folded; an empty string is a word the caller already read as something else (a role, a skill). */
  words: readonly string[];
  originals: readonly string[];
  gaps: readonly string[];
}

/** Words to read places in, and the ranges [from, to) of fields that hold a place ("Location: …"). */
export interface PlaceReading extends Words {
  fields?: readonly (readonly [number, number])[];
}

export interface PlaceMention {
  /** First word of the mention and the number of words it spans (qualifiers included). */
  at: number;
  length: number;
  /** The city, when the text names one the gazetteer knows there. */
  city: City | null;
  /** The city's region, or the region named. */
  region: Region | null;
  country: Country;
  /** A city name was given but no namesake lies in the region or country named with it. */
  unknownCity: boolean;
  /** A bare city name (no region nor country after it): a country named elsewhere may choose its namesake. */
  bare: PlaceName | null;
}

/**
 * Words after which a capitalised name is a place (in, en, em, op, te...): a city of the gazetteer
 * that is not a major one, a region, or a name that is also a word is read only there or with a
 * region or country after it.
 */
const PLACE_WORDS = new Set([
  // en
  'in',
  'near',
  'around',
  'within',
  'across',
  'throughout',
  'from',
  // es
  'en',
  'desde',
  'de',
  'del',
  'cerca',
  'dentro',
  // nl
  'te',
  'nabij',
  'rond',
  'vanuit',
  'uit',
  'binnen',
  'regio',
  // pt
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'do',
  'da',
  'perto',
]);

/** Punctuation that ends a place name ("Madrid. Alabama" is two places, "Madrid, Alabama" one). */
const CHAIN_GAP = /^[\s,()/–—-]*$/u;
/** An abbreviation as written: "AL", "NSW", "CDMX". */
const CODE = /^[A-Z]{2,4}$/;
/** Country codes that name their country anywhere, written in capitals ("US only"; "us" is a word). */
const CODES_ANYWHERE = new Set(['US', 'UK']);

interface Hit {
  at: number;
  length: number;
  name: PlaceName;
}

/** The places `text` names, in order. */
export function readPlaces(text: PlaceReading, g: Gazetteer): PlaceMention[] {
  const lowercase = !text.originals.some((w) => w !== w.toLowerCase());
  const hits: Hit[] = g.names.findAll(text).map((h) => ({ at: h.at, length: h.length, name: h.value }));
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.at; i < h.at + h.length; i++) covered.add(i);
  text.originals.forEach((original, at) => {
    const name = CODES_ANYWHERE.has(original) ? g.codes.get(original) : undefined;
    if (name && !covered.has(at)) hits.push({ at, length: 1, name });
  });
  const fields = text.fields ?? [];
  const inField = (at: number) => fields.some(([from, to]) => at >= from && at < to);
  hits.sort((a, b) => a.at - b.at);
  const byStart = new Map(hits.map((h) => [h.at, h]));
  const capitalised = (at: number) => {
    const first = text.originals[at]!.charAt(0);
    return lowercase || first !== first.toLowerCase();
  };
  const cued = (at: number) =>
    inField(at) ||
    (at > 0 && text.words[at - 1] !== '' && PLACE_WORDS.has(text.words[at - 1]!) && capitalised(at));

  const mentions: PlaceMention[] = [];
  for (let i = 0; i < hits.length; i++) {
    const head = hits[i]!;
    if (mentions.length > 0 && head.at < mentions.at(-1)!.at + mentions.at(-1)!.length) continue;
    // The qualifiers: names or codes right after it, separated by commas, spaces or brackets only.
    const qualifiers: Hit[] = [];
    let end = head.at + head.length;
    for (;;) {
      if (end >= text.words.length || !CHAIN_GAP.test(text.gaps[end]!)) break;
      const next = byStart.get(end) ?? codeAt(text, end, g);
      if (
        !next ||
        (next.name.cities.length > 0 && next.name.regions.length + next.name.countries.length === 0)
      )
        break;
      qualifiers.push(next);
      end = next.at + next.length;
    }
    // "Smallville, Kansas": a region after a name the gazetteer does not know is where that place is.
    const afterName = head.at > 0 && text.gaps[head.at]!.includes(',') && capitalised(head.at - 1);
    const resolved = resolve(head, qualifiers, g, cued(head.at) || afterName);
    if (resolved) {
      const { used, ...mention } = resolved;
      mentions.push({ ...mention, at: head.at, length: used });
    }
  }
  return preferNamedCountries(mentions, g);
}

/** A region abbreviation or country code as written at `at` ("AL", "NSW", "UK"). */
function codeAt(text: Words, at: number, g: Gazetteer): Hit | undefined {
  const original = text.originals[at]!;
  if (!CODE.test(original)) return undefined;
  const name = g.codes.get(original);
  return name ? { at, length: 1, name } : undefined;
}

type Resolved = Omit<PlaceMention, 'at' | 'length'> & { used: number };

/** What a head name and the qualifiers after it stand for, or null when they name no place. */
function resolve(head: Hit, qualifiers: Hit[], g: Gazetteer, cued: boolean): Resolved | null {
  const { name } = head;
  // Qualifiers must agree with each other: "Perth, Scotland, UK", not "Perth, Scotland, Spain".
  const fits = (city: City, q: Hit) =>
    q.name.countries.some((c) => c.code === city.countryCode) ||
    q.name.regions.some((r) => r.key === city.regionKey);
  const used = (n: number) => head.length + qualifiers.slice(0, n).reduce((sum, q) => sum + q.length, 0);

  if (name.cities.length > 0 && qualifiers.length > 0) {
    // The most populous namesake in every region and country named after it.
    for (let n = qualifiers.length; n >= 1; n--) {
      const chosen = qualifiers.slice(0, n);
      const city = name.cities.find((c) => chosen.every((q) => fits(c, q)));
      if (city) return cityMention(city, g, used(n));
    }
    // No namesake there: an unknown city in the place the qualifiers name, unless the first is a
    // word more than a place ("Madrid, Delta team").
    const first = qualifiers[0]!;
    if (!first.name.wordy || first.name.countries.length > 0) {
      const place = qualifierPlace(qualifiers, g);
      if (place) {
        const { region, country, n } = place;
        return { region, country, city: null, unknownCity: true, bare: null, used: used(n) };
      }
    }
  }
  if (name.cities.length === 0 && name.regions.length > 0 && name.countries.length === 0) {
    // A region ("Texas", "Kansas, USA"): of the country named after it, else the largest of the name.
    if (!cued && qualifiers.length === 0) return null;
    const country = qualifiers.flatMap((q) => q.name.countries)[0];
    const region = name.regions.find((r) => !country || r.countryCode === country.code);
    if (region) return regionMention(region, g, country ? used(1) : head.length);
    return null;
  }
  if (name.countries.length > 0) {
    const country = name.countries[0]!;
    // Singapore, Luxembourg, Panamá: the country's city of that name.
    const city = name.cities.find((c) => c.countryCode === country.code && c.major);
    if (city) return cityMention(city, g, head.length);
    return { city: null, region: null, country, unknownCity: false, bare: null, used: head.length };
  }
  if (name.cities.length > 0) {
    const city = name.cities[0]!;
    // A major city is named anywhere; any other (or a name that is a word too) where a place goes.
    const trusted = (city.major && !name.wordy) || cued || qualifiers.length > 0;
    if (!trusted) {
      // Maybe a region of that name ("Victoria", "Valencia" are both).
      return null;
    }
    const mention = cityMention(city, g, head.length);
    return qualifiers.length > 0 ? mention : { ...mention, bare: name };
  }
  if (name.regions.length > 0 && (cued || qualifiers.length > 0)) {
    return regionMention(name.regions[0]!, g, head.length);
  }
  return null;
}

/** The place the qualifiers name, most precise first: a region (in the country named), else the country. */
function qualifierPlace(
  qualifiers: Hit[],
  g: Gazetteer,
): { region: Region | null; country: Country; n: number } | null {
  const countries = qualifiers.flatMap((q) => q.name.countries);
  for (const region of qualifiers.flatMap((q) => q.name.regions)) {
    const country = countries.find((c) => c.code === region.countryCode);
    if (countries.length === 0 || country) {
      return { region, country: g.countries.get(region.countryCode)!, n: country ? qualifiers.length : 1 };
    }
  }
  if (countries.length > 0) return { region: null, country: countries[0]!, n: qualifiers.length };
  return null;
}

function cityMention(city: City, g: Gazetteer, used: number): Resolved {
  return {
    city,
    region: city.regionKey ? g.regions.get(city.regionKey)! : null,
    country: g.countries.get(city.countryCode)!,
    unknownCity: false,
    bare: null,
    used,
  };
}

function regionMention(region: Region, g: Gazetteer, used: number): Resolved {
  return {
    city: null,
    region,
    country: g.countries.get(region.countryCode)!,
    unknownCity: false,
    bare: null,
    used,
  };
}

/**
 * A bare city name of several countries ("Córdoba") is the one in a country (or region) the text
 * names elsewhere ("Córdoba... in Spain"), else the most populous.
 */
function preferNamedCountries(mentions: PlaceMention[], g: Gazetteer): PlaceMention[] {
  const named = mentions.filter((m) => m.city === null);
  if (named.length === 0) return mentions;
  const regions = new Set(named.flatMap((n) => (n.region ? [n.region.key] : [])));
  const countries = new Set(named.flatMap((n) => (n.region ? [] : [n.country.code])));
  return mentions.map((m) => {
    if (!m.bare || !m.city) return m;
    const city = m.bare.cities.find(
      (c) => (c.regionKey !== null && regions.has(c.regionKey)) || countries.has(c.countryCode),
    );
    if (!city || city === m.city) return m;
    const { used: _, ...chosen } = cityMention(city, g, m.length);
    return { ...m, ...chosen };
  });
}
