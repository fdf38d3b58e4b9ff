import { places } from '../places/index.ts';
import { fold } from '../text/fold.ts';
import { prepare } from '../text/phrases.ts';

/** A free-text location (`Madrid`, `Spain`, `Lisboa, Portugal`, `ES`) as the gazetteer reads it. */
export interface Place {
  /**
   * The cities it names (GeoNames ids): every city of a name it gives, in a country it names when
   * it names one (`Córdoba, Spain` is the Spanish Córdoba only).
   */
  cityIds: ReadonlySet<number>;
  /**
   * City names it gives that no city of the country it names goes by (`Porto, Spain`), folded:
   * they match a location of that name in that country.
   */
  cityNames: readonly string[];
  /** Countries (ISO 3166-1 alpha-2) it names, or of the cities it names when it names none. */
  countries: ReadonlySet<string>;
  /** Its folded words, for locations the gazetteer does not know. */
  words: readonly string[];
}

/** How a record's location meets a place: its city, its country, its words, or not at all. */
export type PlaceMatch = 'city' | 'country' | 'text' | null;

export function resolvePlace(text: string): Place {
  const g = places();
  const request = prepare(text);
  const hits = g.names.findAll(request);
  const countries = new Set(hits.flatMap((hit) => hit.value.countries.map((c) => c.code)));
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && g.countries.has(trimmed.toUpperCase()))
    countries.add(trimmed.toUpperCase());
  const cityIds = new Set<number>();
  const cityNames = new Set<string>();
  const cityCountries = new Set<string>();
  for (const hit of hits) {
    if (hit.value.cities.length === 0) continue;
    // Every city of that name, in a named country when one is named.
    const cities = hit.value.cities.filter((c) => countries.size === 0 || countries.has(c.countryCode));
    for (const city of cities) {
      cityIds.add(city.geoNameId);
      cityCountries.add(city.countryCode);
    }
    if (cities.length === 0) cityNames.add(request.words.slice(hit.at, hit.at + hit.length).join(' '));
  }
  return {
    cityIds,
    cityNames: [...cityNames],
    countries: countries.size > 0 ? countries : cityCountries,
    words: request.words,
  };
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const words = ` ${haystack.replace(/[^a-z0-9]+/g, ' ').trim()} `;
  return words.includes(` ${phrase.replace(/[^a-z0-9]+/g, ' ').trim()} `);
}

/** A location's city as written: its first part (`Porto` of `Porto, Porto, Portugal`). */
interface LocationCity {
  /** Its folded words, space-separated. */
  name: string;
  /** The cities the whole of it names (any spelling), in the record's country when it has one. */
  ids: readonly number[];
}

const NO_CITY: LocationCity = { name: '', ids: [] };
const CITY_CACHE_LIMIT = 50_000;
/** By country and first part: the pools repeat a few hundred cities, so each is read once. */
const cityCache = new Map<string, LocationCity>();

function locationCity(locationName: string, countryCode: string | null): LocationCity {
  const comma = locationName.indexOf(',');
  const first = comma === -1 ? locationName : locationName.slice(0, comma);
  const key = `${countryCode ?? ''}|${first}`;
  let found = cityCache.get(key);
  if (found === undefined) {
    const request = prepare(first);
    if (request.words.length === 0) found = NO_CITY;
    else {
      const [hit] = places().names.findAll(request);
      // Only a name that is the whole part: "Porto Alegre" is not Porto, "Greater London" no city.
      const cities = hit && hit.at === 0 && hit.length === request.words.length ? hit.value.cities : [];
      found = {
        name: request.words.join(' '),
        ids: cities
          .filter((c) => countryCode === null || c.countryCode === countryCode)
          .map((c) => c.geoNameId),
      };
    }
    if (cityCache.size >= CITY_CACHE_LIMIT) cityCache.clear();
    cityCache.set(key, found);
  }
  return found;
}

/**
 * How closely a record located at `locationName` in `countryCode` meets `place`: in a city it
 * names (the location's city, its first part, is that city under any of its names), in a country it
 * names (or of a city it names), holding all its words (a place the gazetteer does not know), or
 * not at all. A region or a longer city name holding the city's name (Porto Alegre) is no match.
 */
export function matchPlace(
  place: Place,
  locationName: string | null,
  countryCode: string | null,
): PlaceMatch {
  const hasCity = place.cityIds.size > 0 || place.cityNames.length > 0;
  if (locationName && hasCity) {
    const city = locationCity(locationName, countryCode);
    if (city.ids.some((id) => place.cityIds.has(id))) return 'city';
    if (countryCode && place.countries.has(countryCode) && place.cityNames.includes(city.name)) return 'city';
  }
  if (countryCode && place.countries.has(countryCode)) return 'country';
  if (hasCity || place.countries.size > 0) return null;
  if (place.words.length === 0) return 'text';
  const folded = locationName ? fold(locationName) : '';
  return folded && place.words.every((w) => containsPhrase(folded, w)) ? 'text' : null;
}

/** What a filter on `place` requires: its city when it names one, else its country, else its words. */
export function requiredMatch(place: Place): Exclude<PlaceMatch, null> {
  if (place.cityIds.size > 0 || place.cityNames.length > 0) return 'city';
  if (place.countries.size > 0) return 'country';
  return 'text';
}
