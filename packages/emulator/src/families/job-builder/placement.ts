import type { JobLanguage, WorkMode, WorkModeType } from '@platform-api/sdk/schemas';
import { type City, type Country, countryName, type Region } from '../../shared/places/index.ts';
import { TEXTS } from './data/i18n.ts';
import type { JobPlace, WorkModeReading } from './work-mode.ts';

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

/** Whether `inner` lies in `outer` and says more (a city of a region or country named before it). */
function refines(inner: JobPlace, outer: JobPlace): boolean {
  if (inner.country.code !== outer.country.code) return false;
  if (outer.city) return false;
  if (outer.region) return inner.region?.key === outer.region.key && inner.city !== null;
  return inner.region !== null || inner.city !== null;
}

/**
 * The job's place among the places a request names: a place in a location field first, else the
 * first named for the job (not the company's headquarters, not where candidates come from); a later
 * place inside it that says more wins ("3 bakeries in Noord-Brabant … our shop in Tilburg").
 */
export function jobPlace(places: readonly JobPlace[]): JobPlace | undefined {
  const job = places.filter((p) => p.owner === 'job');
  let chosen = job.find((p) => p.labelled) ?? job[0];
  if (!chosen) return undefined;
  for (const later of job.slice(job.indexOf(chosen) + 1)) if (refines(later, chosen)) chosen = later;
  return chosen;
}

/**
 * The spec's work-mode rules over a reading. A remote job inside a country: type remote, scope
 * country, the country and no city data; the country is the one of the place the request names for
 * the job (a headquarters is the company's place, where candidates come from theirs). A worldwide
 * remote job ("anywhere in the world", or remote naming no place): country, city, GeoName id and
 * coordinates cleared. An on-site or hybrid job: the canonical place of the gazetteer as precisely
 * as the request names it (a city with its region, GeoName id and coordinates; a region or a
 * country alone, or a city the gazetteer does not know there, keeps the region and country with no
 * city); with no place the gazetteer knows, its type and no place data.
 */
export function placement(reading: WorkModeReading, language: JobLanguage): Placement {
  const type = statedType(reading);
  const texts = TEXTS[language];
  const place = jobPlace(reading.places);
  if (type === 'remote') {
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
  const here = place ?? reading.places.find((p) => p.owner === 'headquarters');
  if (!here) {
    // "On-site welder" with no place the gazetteer knows: still on-site (or hybrid), never remote.
    return { workMode: noPlace(type, 'city', texts.workMode[type]), country: null, city: null };
  }
  return {
    workMode: inPerson(type, here.city, here.region, here.country, language),
    country: here.country,
    city: here.city,
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
