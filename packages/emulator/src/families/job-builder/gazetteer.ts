import type { JobLanguage } from '@platform-api/sdk/schemas';
import { CITY_ROWS, type CityRow } from './data/cities.ts';
import { COUNTRIES, type CountryFacts } from './data/countries.ts';
import { PhraseIndex } from './phrases.ts';

export interface City {
  geoNameId: number;
  name: string;
  countryCode: string;
  region: string | null;
  population: number;
  longitude: number;
  latitude: number;
}

export interface Country extends CountryFacts {
  code: string;
}

/** Names cities go by in the request languages besides their GeoNames name (by GeoNames id). */
const EXONYMS: Record<number, readonly string[]> = {
  2643743: ['Londres', 'Londen'],
  5128581: ['New York', 'NYC', 'Nueva York', 'Nova Iorque', 'Nova York', 'Manhattan'],
  2867714: ['Múnich', 'München', 'Munique', 'Munchen'],
  2886242: ['Colonia', 'Köln', 'Keulen', 'Colônia'],
  2747373: ['La Haya', 'Den Haag', 'Haia', "'s-Gravenhage"],
  2267057: ['Lisboa'],
  3530597: ['Ciudad de México', 'CDMX', 'Mexico DF', 'Cidade do México'],
  2800866: ['Bruselas', 'Brussel', 'Bruxelas', 'Bruxelles'],
  2803138: ['Amberes', 'Antwerpen', 'Antuérpia'],
  2797656: ['Gante', 'Gent'],
  2660646: ['Ginebra', 'Genève', 'Genebra', 'Genf'],
  2761369: ['Viena', 'Wenen', 'Wien'],
  3173435: ['Milán', 'Milano', 'Milão'],
  3169070: ['Roma'],
  3176959: ['Florencia', 'Firenze', 'Florença'],
  3172394: ['Nápoles', 'Napoli'],
  3165524: ['Turín', 'Torino', 'Turim'],
  2510911: ['Sevilla', 'Seville', 'Sevilha'],
  756135: ['Varsovia', 'Warszawa', 'Warschau', 'Varsóvia'],
  3067696: ['Praga', 'Praag', 'Praha'],
  2618425: ['Copenhague', 'Kopenhagen', 'København', 'Copenhaga'],
  2673730: ['Estocolmo', 'Stockholm'],
  264371: ['Atenas', 'Athene', 'Athína'],
  2988507: ['París', 'Parijs'],
  2950159: ['Berlín', 'Berlijn', 'Berlim'],
  2925533: ['Fráncfort', 'Frankfurt am Main', 'Frankfurt'],
  2911298: ['Hamburgo'],
  2759794: ['Ámsterdam', 'Amsterdão'],
  2747891: ['Róterdam', 'Roterdão'],
  1816670: ['Pekín', 'Pequim', 'Peking'],
  1850147: ['Tokio', 'Tóquio'],
  2964574: ['Dublín', 'Dublim'],
  2657896: ['Zúrich', 'Zürich', 'Zurique'],
  3451190: ['Río de Janeiro'],
  2735943: ['Oporto', 'Porto'],
  1275339: ['Bombay', 'Mumbai'],
  1261481: ['Nueva Delhi', 'Nova Deli', 'New Delhi'],
  1277333: ['Bangalore'],
};

/** Countries named the way people write them, beyond their names in the four languages. */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  US: [
    'USA',
    'U.S.',
    'U.S.A.',
    'United States',
    'America',
    'EE.UU.',
    'EEUU',
    'EUA',
    'VS',
    'Verenigde Staten',
  ],
  GB: [
    'UK',
    'U.K.',
    'United Kingdom',
    'Great Britain',
    'Britain',
    'England',
    'Inglaterra',
    'Engeland',
    'Scotland',
    'Escocia',
  ],
  NL: ['Holland', 'Holanda', 'Nederland', 'The Netherlands', 'Netherlands'],
  AE: ['UAE', 'EAU', 'Emirates', 'Emiratos'],
  KR: ['South Korea', 'Corea del Sur', 'Coreia do Sul', 'Korea'],
  CZ: ['Czechia', 'Czech Republic', 'República Checa', 'Tsjechië', 'Chequia'],
  DE: ['Deutschland'],
  ES: ['España', 'Spain', 'Espanha', 'Spanje'],
  BR: ['Brasil'],
  MX: ['México'],
};

const LANGUAGES: readonly JobLanguage[] = ['en', 'es', 'nl', 'pt'];

interface Gazetteer {
  cities: readonly City[];
  byId: ReadonlyMap<number, City>;
  cityNames: PhraseIndex<readonly City[]>;
  countryNames: PhraseIndex<Country>;
  countries: ReadonlyMap<string, Country>;
  /** The most populous city of each country. */
  largest: ReadonlyMap<string, City>;
}

let built: Gazetteer | undefined;

/** The gazetteer, built on first use and shared by every emulator of the process (read-only). */
export function gazetteer(): Gazetteer {
  built ??= build();
  return built;
}

function build(): Gazetteer {
  const cities = CITY_ROWS.map(toCity);
  const byId = new Map(cities.map((c) => [c.geoNameId, c]));
  const byName = new Map<string, City[]>();
  const add = (name: string, city: City) => {
    const list = byName.get(name) ?? [];
    if (!list.includes(city)) list.push(city);
    byName.set(name, list);
  };
  for (const city of cities) {
    add(city.name, city);
    for (const alias of EXONYMS[city.geoNameId] ?? []) add(alias, city);
  }
  // Most populous first: an ambiguous name resolves to the largest city unless a country says otherwise.
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);

  const countries = new Map<string, Country>();
  const countryNames: [string, Country][] = [];
  const displayNames = LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
  for (const [code, facts] of Object.entries(COUNTRIES)) {
    const country: Country = { code, ...facts };
    countries.set(code, country);
    for (const names of displayNames) {
      const name = names.of(code);
      if (name && name !== code) countryNames.push([name, country]);
    }
    for (const alias of COUNTRY_ALIASES[code] ?? []) countryNames.push([alias, country]);
  }
  const largest = new Map<string, City>();
  for (const city of cities) {
    const best = largest.get(city.countryCode);
    if (!best || city.population > best.population) largest.set(city.countryCode, city);
  }
  return {
    cities,
    byId,
    cityNames: new PhraseIndex([...byName].map(([name, list]) => [name, Object.freeze(list)] as const)),
    countryNames: new PhraseIndex(countryNames),
    countries,
    largest,
  };
}

function toCity([geoNameId, name, countryCode, region, population, longitude, latitude]: CityRow): City {
  return Object.freeze({ geoNameId, name, countryCode, region, population, longitude, latitude });
}

/** The country's name in `language`. */
export function countryName(code: string, language: JobLanguage): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}

const displayNames = new Map<string, Intl.DisplayNames>();
