import type { Country } from './countries.ts';
import type { City, Gazetteer, PlaceName, Region } from './gazetteer.ts';

/**
 * What a place name and the qualifiers after it stand for ("Birmingham, Alabama", "Trujillo,
 * Cáceres", "Porto, Spain"), and which of a bare name's namesakes a text means. read.ts finds the
 * names; this decides.
 */

/** A name found in a text: its first word, its number of words, what it can stand for. */
export interface Hit {
  at: number;
  length: number;
  name: PlaceName;
}

export interface Resolved {
  /** The city, when the text names one the gazetteer knows there. */
  city: City | null;
  /** The city's region, or the region named. */
  region: Region | null;
  country: Country;
  /** A city name was given but no namesake lies in the region or country named with it. */
  unknownCity: boolean;
  /** A bare city name (no region nor country after it): a country named elsewhere may choose its namesake. */
  bare: PlaceName | null;
  /** Words used: the head's and its qualifiers'. */
  used: number;
}

/** How the head stands in the text. */
export interface Standing {
  /** Where a place goes: after "in", "en", "em", "op"…, or in a location field. */
  cued: boolean;
  /** Only after "de", "do", "da", "del": too weak for a name that is also an everyday word. */
  weaklyCued: boolean;
  /**
   * After "Name, " where Name is an unknown name in place position ("in Frigiliana, Málaga",
   * "Smallville, Kansas"): the head is the region or area that town lies in.
   */
  afterTown: boolean;
  /** Names that are everyday words to the caller too (its vocabularies). */
  wordy: boolean;
}

/** Whether a city lies in what a qualifier names (a country, a region, an area of a region). */
const fits = (city: City, q: Hit) =>
  q.name.countries.some((c) => c.code === city.countryCode) ||
  q.name.regions.some((r) => r.key === city.regionKey);

/**
 * Whether a qualifier that names a city too is a second place of a list rather than where the head
 * lies: "Madrid, Barcelona" (Madrid has a namesake in Spain outside Catalonia), not "Trujillo,
 * Cáceres" (no Trujillo of Spain is known: a town of that province).
 */
function listed(head: Hit, q: Hit): boolean {
  if (q.name.cities.length === 0 || q.name.countries.length > 0) return false;
  const countries = new Set(q.name.regions.map((r) => r.countryCode));
  return head.name.cities.some((c) => countries.has(c.countryCode) && !fits(c, q));
}

/** The qualifiers that say where the head lies: the chain stops at a list's next place. */
export function qualifying(head: Hit, qualifiers: readonly Hit[]): Hit[] {
  const out: Hit[] = [];
  for (const q of qualifiers) {
    if (listed(head, q)) break;
    out.push(q);
  }
  return out;
}

/** What a head name and the qualifiers after it stand for, or null when they name no place. */
export function resolve(head: Hit, qualifiers: Hit[], g: Gazetteer, at: Standing): Resolved | null {
  const { name } = head;
  const wordy = name.wordy || at.wordy;
  const used = (n: number) => head.length + qualifiers.slice(0, n).reduce((sum, q) => sum + q.length, 0);
  const inPlace = wordy ? at.cued : at.cued || at.weaklyCued;

  // "Frigiliana, Málaga", "Smallville, Kansas", "Keswick, Cumbria": a region or an area after a
  // town the gazetteer does not know is where that town is.
  if (at.afterTown && name.regions.length > 0 && name.countries.length === 0) {
    const country = qualifiers.flatMap((q) => q.name.countries)[0];
    const region = name.regions.find((r) => !country || r.countryCode === country.code);
    if (region) return regionMention(region, g, country ? used(1) : head.length);
  }
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
    if (!inPlace && qualifiers.length === 0) return null;
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
    const trusted = (city.major && !wordy) || inPlace || qualifiers.length > 0;
    if (!trusted) return null;
    const mention = cityMention(city, g, head.length);
    return qualifiers.length > 0 ? mention : { ...mention, bare: name };
  }
  if (name.regions.length > 0 && (inPlace || qualifiers.length > 0)) {
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

export function cityMention(city: City, g: Gazetteer, used: number): Resolved {
  return {
    city,
    region: city.regionKey ? g.regions.get(city.regionKey)! : null,
    country: g.countries.get(city.countryCode)!,
    unknownCity: false,
    bare: null,
    used,
  };
}

export function regionMention(region: Region, g: Gazetteer, used: number): Resolved {
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
 * The country where a language is at home, for a bare name of several countries' cities: Spain for
 * a Spanish request, the Netherlands for a Dutch one ("Valencia" is Valencia, Spain, in a Spanish
 * request, though Valencia, Venezuela, is larger). Portuguese and English requests go by population.
 */
const HOME: Readonly<Record<string, string>> = { es: 'ES', nl: 'NL' };
/** How much smaller the home namesake may be: half the largest's people, no less. */
const HOME_SHARE = 0.5;

/**
 * The namesake a bare name means: the one in a country or region the text names elsewhere, else
 * the one at the request language's home when it is at least half as populous as the largest, else
 * the largest.
 */
export function chooseNamesake(
  name: PlaceName,
  named: { regions: ReadonlySet<string>; countries: ReadonlySet<string> },
  language: string | null,
): City | undefined {
  const inNamed = name.cities.find(
    (c) => (c.regionKey !== null && named.regions.has(c.regionKey)) || named.countries.has(c.countryCode),
  );
  if (inNamed) return inNamed;
  const largest = name.cities[0];
  const home = language ? HOME[language] : undefined;
  const atHome = home ? name.cities.find((c) => c.countryCode === home) : undefined;
  if (largest && atHome && atHome.population >= largest.population * HOME_SHARE) return atHome;
  return undefined;
}
