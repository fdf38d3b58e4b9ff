import { PhraseIndex, phraseKey } from '../text/phrases.ts';
import {
  AREA_ALIASES,
  COUNTRY_ALIASES,
  EXONYMS,
  REGION_ABBREVIATIONS,
  REGION_ALIASES,
  WORDY_NAMES,
} from './aliases.ts';
import { COUNTRIES, type Country } from './countries.ts';
import { AREAS } from './data/areas.ts';
import { CITIES, REGIONS } from './data/geonames.ts';

/**
 * The gazetteer: GeoNames' cities of at least 15,000 people in every country the emulator knows,
 * their admin-1 regions and the countries, under every name a request may give them. Only this
 * module loads the data; `index.ts` imports it on first use.
 */

export interface City {
  geoNameId: number;
  /** GeoNames' name. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The admin-1 region's GeoNames name. */
  region: string | null;
  /** `CC.admin1Code`, the key of `Gazetteer.regions`. */
  regionKey: string | null;
  population: number;
  longitude: number;
  latitude: number;
  /** One of the few largest of its country: the demo pools' places, named anywhere in a request. */
  major: boolean;
}

export interface Region {
  /** `CC.admin1Code`. */
  key: string;
  countryCode: string;
  /** GeoNames' name. */
  name: string;
  /** Of its cities in the gazetteer: a region name of two countries resolves to the larger. */
  population: number;
}

/** Everything a name can stand for, most populous first in each list. */
export interface PlaceName {
  cities: readonly City[];
  /**
   * Admin-1 regions the name stands for: a region's own name, or the name of an admin-2 area in it
   * (a province, a county, a municipality: "Málaga" is also a province of Andalusia, "Cumbria" a
   * county of England, "Azambuja" a municipality of Lisbon district).
   */
  regions: readonly Region[];
  /** The regions of `regions` named by an admin-2 area of theirs, not by their own name. */
  areas: readonly Region[];
  countries: readonly Country[];
  /** An everyday word too ("Nice", "Como"): a place only where a request puts one. */
  wordy: boolean;
}

export interface Gazetteer {
  cities: readonly City[];
  /** The major cities, in the order of the country list (the demo pools draw from them). */
  majorCities: readonly City[];
  byId: ReadonlyMap<number, City>;
  /** City, region and country names in the four languages, folded. */
  names: PhraseIndex<PlaceName>;
  /** Region abbreviations and ISO country codes, as written (capitals): qualifiers only. */
  codes: ReadonlyMap<string, PlaceName>;
  countries: ReadonlyMap<string, Country>;
  regions: ReadonlyMap<string, Region>;
}

const LANGUAGES = ['en', 'es', 'nl', 'pt'] as const;
/** Words GeoNames adds to region names that people leave out ("Valle del Cauca Department"). */
const REGION_AFFIXES = /^(?:State of|Region of) | (?:Department|Region|Province|Governorate|Prefecture)$/;

/** Lists made only when a name has something of that kind (most names are one city's). */
interface Entry {
  cities?: City[];
  regions?: Region[];
  areas?: Region[];
  countries?: Country[];
}

const NONE: readonly never[] = Object.freeze([]);

export function buildGazetteer(): Gazetteer {
  const entries = new Map<string, Entry>();
  const entry = (name: string): Entry => {
    const key = phraseKey(name);
    let e = entries.get(key);
    if (!e) {
      e = {};
      entries.set(key, e);
    }
    return e;
  };
  const add = <K extends keyof Entry>(e: Entry, kind: K, value: NonNullable<Entry[K]>[number]) => {
    e[kind] ??= [];
    const list = e[kind] as (typeof value)[];
    if (!list.includes(value)) list.push(value);
  };

  const countries = new Map<string, Country>();
  for (const [code, facts] of Object.entries(COUNTRIES)) countries.set(code, { code, ...facts });

  const regions = new Map<string, Region>();
  for (const line of REGIONS.split('\n')) {
    const [countryCode, ...pairs] = line.split('\t');
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      const key = `${countryCode}.${pair.slice(0, at)}`;
      regions.set(key, { key, countryCode: countryCode!, name: pair.slice(at + 1), population: 0 });
    }
  }

  const cities: City[] = [];
  let countryCode = '';
  for (const line of CITIES.split('\n')) {
    if (line.startsWith('#')) {
      countryCode = line.slice(1);
      continue;
    }
    const f = line.split('\t');
    const regionKey = f[2] ? `${countryCode}.${f[2]}` : null;
    const region = regionKey ? regions.get(regionKey) : undefined;
    const city: City = Object.freeze({
      geoNameId: Number(f[0]),
      name: f[1]!,
      countryCode,
      region: region?.name ?? null,
      regionKey: region ? regionKey : null,
      population: Number(f[3]),
      longitude: Number(f[4]),
      latitude: Number(f[5]),
      major: f[6] === '1',
    });
    cities.push(city);
    if (region) region.population += city.population;
  }

  for (const city of cities) {
    add(entry(city.name), 'cities', city);
    for (const alias of EXONYMS[city.geoNameId] ?? []) add(entry(alias), 'cities', city);
  }
  for (const region of regions.values()) {
    add(entry(region.name), 'regions', region);
    const short = region.name.replace(REGION_AFFIXES, '');
    if (short !== region.name) add(entry(short), 'regions', region);
    for (const alias of REGION_ALIASES[region.key] ?? []) add(entry(alias), 'regions', region);
  }
  // Admin-2 areas stand for their admin-1 region ("Keswick, Cumbria" is in England); an Irish or
  // British county also goes by "County X" and "Co. X".
  for (const line of AREAS.split('\n')) {
    const [countryCode, admin1, name] = line.split('\t') as [string, string, string];
    const region = regions.get(`${countryCode}.${admin1}`);
    if (!region) continue;
    const names = [...name.split(' / '), ...(AREA_ALIASES[`${region.key}\t${name}`] ?? [])];
    if (countryCode === 'IE' || countryCode === 'GB')
      names.push(...names.flatMap((n) => [`County ${n}`, `Co ${n}`]));
    for (const n of names) {
      const e = entry(n);
      add(e, 'regions', region);
      add(e, 'areas', region);
    }
  }
  const displayNames = LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
  for (const country of countries.values()) {
    for (const names of displayNames) {
      const name = names.of(country.code);
      if (name && name !== country.code) add(entry(name), 'countries', country);
    }
    for (const alias of COUNTRY_ALIASES[country.code] ?? []) add(entry(alias), 'countries', country);
  }

  const codes = new Map<string, Entry>();
  const code = (abbreviation: string): Entry => {
    let e = codes.get(abbreviation);
    if (!e) {
      e = {};
      codes.set(abbreviation, e);
    }
    return e;
  };
  for (const region of regions.values()) {
    const admin1 = region.key.slice(3);
    const abbreviation =
      region.countryCode === 'US' ? admin1 : REGION_ABBREVIATIONS[region.countryCode]?.[admin1];
    if (abbreviation) add(code(abbreviation), 'regions', region);
  }
  for (const country of countries.values()) add(code(country.code), 'countries', country);
  // Short forms that are also words ("vs", "uk" in other words): only as written, after a place.
  add(code('UK'), 'countries', countries.get('GB')!);
  add(code('VS'), 'countries', countries.get('US')!);

  const byPopulation = (a: { population: number }, b: { population: number }) => b.population - a.population;
  const freeze = (e: Entry, key: string): PlaceName =>
    Object.freeze({
      cities: e.cities ? Object.freeze(e.cities.sort(byPopulation)) : NONE,
      regions: e.regions ? Object.freeze(e.regions.sort(byPopulation)) : NONE,
      areas: e.areas ? Object.freeze(e.areas) : NONE,
      countries: e.countries ? Object.freeze(e.countries) : NONE,
      wordy: WORDY_NAMES.has(key),
    });

  for (const region of regions.values()) Object.freeze(region);
  return {
    cities,
    majorCities: cities.filter((c) => c.major),
    byId: new Map(cities.map((c) => [c.geoNameId, c])),
    names: PhraseIndex.ofKeys([...entries].map(([key, e]) => [key, freeze(e, key)] as const)),
    codes: new Map([...codes].map(([key, e]) => [key, freeze(e, '')] as const)),
    countries,
    regions,
  };
}
