import type { JobLanguage, WorkMode } from '@platform-api/sdk/schemas';
import { type City, type Country, countryName, gazetteer } from './gazetteer.ts';
import { TEXTS } from './i18n.ts';
import type { Found } from './phrases.ts';

/** What a request says about where the work happens. */
export interface PlaceWords {
  remote: boolean;
  hybrid: boolean;
  onsite: boolean;
  worldwide: boolean;
  anywhere: boolean;
  cities: Found<readonly City[]>[];
  countries: Found<Country>[];
}

export interface Placement {
  workMode: WorkMode;
  /** The job's country (its currency and pay level), or null for a worldwide job. */
  country: Country | null;
  city: City | null;
}

/**
 * The spec's work-mode rules. A remote job inside a country: type remote, scope country, the
 * country and no city data. A worldwide remote job (or a remote one naming no country): country,
 * city, GeoName id and coordinates cleared. An on-site or hybrid job: the canonical city data of the
 * gazetteer (a country named without a city gives its largest city); one naming no place the
 * gazetteer knows keeps its type with no place data. A request naming no place, no on-site or hybrid
 * word and no remote word is a worldwide remote job.
 */
export function placement(words: PlaceWords, language: JobLanguage): Placement {
  const { countries } = gazetteer();
  const named = words.countries.map((c) => c.value);
  // An ambiguous city name resolves to the one in a named country, else the most populous.
  const city =
    words.cities
      .map((hit) => hit.value.find((c) => named.some((n) => n.code === c.countryCode)) ?? hit.value[0])
      .find((c): c is City => c !== undefined) ?? null;
  const country = (city ? countries.get(city.countryCode) : named[0]) ?? null;
  const remote = (words.remote || words.anywhere || words.worldwide) && !words.hybrid && !words.onsite;

  const inPerson = words.hybrid || words.onsite;
  if (!city && !country && inPerson && !remote) {
    // "On-site welder" with no place the gazetteer knows: still an on-site (or hybrid) job, never a
    // remote one; its place is unknown, so no country, city or coordinates (paid like a worldwide job).
    const type = words.hybrid ? 'hybrid' : 'onsite';
    return {
      workMode: {
        type,
        scope: 'city',
        countryCode: null,
        countryName: null,
        city: null,
        region: null,
        displayName: TEXTS[language].workMode[type],
        geoNameId: null,
        coordinates: null,
      },
      country: null,
      city: null,
    };
  }
  if (remote || (!city && !country)) {
    if (words.worldwide || !country) return { workMode: worldwide(language), country: null, city: null };
    // "anywhere in Spain" is remote inside Spain: a weak "anywhere" yields to a named country.
    const name = countryName(country.code, language);
    return {
      workMode: {
        type: 'remote',
        scope: 'country',
        countryCode: country.code,
        countryName: name,
        city: null,
        region: null,
        displayName: `${TEXTS[language].remote} (${name})`,
        geoNameId: null,
        coordinates: null,
      },
      country,
      city: null,
    };
  }
  const where = city ?? gazetteer().largest.get(country!.code)!;
  const whereCountry = countries.get(where.countryCode)!;
  const name = countryName(where.countryCode, language);
  return {
    workMode: {
      type: words.hybrid ? 'hybrid' : 'onsite',
      scope: 'city',
      countryCode: where.countryCode,
      countryName: name,
      city: where.name,
      region: where.region,
      displayName: [where.name, where.region !== where.name ? where.region : null, name]
        .filter(Boolean)
        .join(', '),
      geoNameId: String(where.geoNameId),
      coordinates: { longitude: where.longitude, latitude: where.latitude },
    },
    country: whereCountry,
    city: where,
  };
}

function worldwide(language: JobLanguage): WorkMode {
  return {
    type: 'remote',
    scope: 'worldwide',
    countryCode: null,
    countryName: null,
    city: null,
    region: null,
    displayName: TEXTS[language].worldwide,
    geoNameId: null,
    coordinates: null,
  };
}
