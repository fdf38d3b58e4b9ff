import { gazetteer } from '../job-builder/gazetteer.ts';
import { prepare } from '../job-builder/phrases.ts';
import { fold } from './text.ts';

/** A free-text location (`Madrid`, `Spain`, `Lisboa, Portugal`, `ES`) as the gazetteer reads it. */
export interface Place {
  /** Folded names of the cities it names, in every spelling the gazetteer knows. */
  cityNames: readonly string[];
  /** Countries (ISO 3166-1 alpha-2) it names, or of the cities it names when it names none. */
  countries: ReadonlySet<string>;
  /** Its folded words, for locations the gazetteer does not know. */
  words: readonly string[];
}

/** How a record's location meets a place: its city, its country, its words, or not at all. */
export type PlaceMatch = 'city' | 'country' | 'text' | null;

export function resolvePlace(text: string): Place {
  const g = gazetteer();
  const request = prepare(text);
  const countries = new Set(g.countryNames.findAll(request).map((hit) => hit.value.code));
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && g.countries.has(trimmed.toUpperCase()))
    countries.add(trimmed.toUpperCase());
  const cityNames = new Set<string>();
  const cityCountries = new Set<string>();
  for (const hit of g.cityNames.findAll(request)) {
    // Every city of that name (in a named country when one is), under every name it goes by.
    const cities = hit.value.filter((c) => countries.size === 0 || countries.has(c.countryCode));
    for (const city of cities) {
      cityNames.add(fold(city.name));
      cityCountries.add(city.countryCode);
    }
    cityNames.add(request.words.slice(hit.at, hit.at + hit.length).join(' '));
  }
  return {
    cityNames: [...cityNames],
    countries: countries.size > 0 ? countries : cityCountries,
    words: request.words,
  };
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const words = ` ${haystack.replace(/[^a-z0-9]+/g, ' ').trim()} `;
  return words.includes(` ${phrase.replace(/[^a-z0-9]+/g, ' ').trim()} `);
}

/**
 * How closely a record located at `locationName` in `countryCode` meets `place`: in a city it
 * names, in a country it names (or of a city it names), holding all its words (a place the
 * gazetteer does not know), or not at all.
 */
export function matchPlace(
  place: Place,
  locationName: string | null,
  countryCode: string | null,
): PlaceMatch {
  const folded = locationName ? fold(locationName) : '';
  if (folded && place.cityNames.some((name) => containsPhrase(folded, name))) return 'city';
  if (countryCode && place.countries.has(countryCode)) return 'country';
  if (place.cityNames.length > 0 || place.countries.size > 0) return null;
  if (place.words.length === 0) return 'text';
  return folded && place.words.every((w) => containsPhrase(folded, w)) ? 'text' : null;
}

/** What a filter on `place` requires: its city when it names one, else its country, else its words. */
export function requiredMatch(place: Place): Exclude<PlaceMatch, null> {
  if (place.cityNames.length > 0) return 'city';
  if (place.countries.size > 0) return 'country';
  return 'text';
}
