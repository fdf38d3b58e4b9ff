/**
 * Requests and what the spec makes of them, shared by the job-builder grid (`test/job-builder-grid.test.ts`)
 * and the sweep (`scripts/sweep-job-builder.ts`). Written from the spec's work-mode rules before the
 * code: "a remote job inside a country gives type remote, scope country, a countryCode and no city
 * coordinates; a worldwide remote job gives type remote, scope worldwide and clears country, city,
 * GeoName id and coordinates; an on-site or hybrid job returns canonical city data resolved by the
 * location services". Canonical city data is GeoNames': the city's GeoNames name and id, its admin-1
 * region's GeoNames name, and its country.
 */
import type { JobLanguage } from '@platform-api/sdk/schemas';

export type Language = JobLanguage;
export const LANGUAGES: readonly Language[] = ['en', 'es', 'nl', 'pt'];

/** A place as a request names it, and the canonical place it stands for. */
export interface PlaceCase {
  /** As written in the request (the same in the four languages unless `byLanguage` says otherwise). */
  text: string;
  byLanguage?: Partial<Record<Language, string>>;
  country: string;
  /** GeoNames admin-1 name, or null when the request names no region and no known city. */
  region: string | null;
  /** GeoNames name of the city, or null when the request names none the location services know. */
  city: string | null;
  geoNameId: string | null;
  /** Why the row is here. */
  note: string;
}

export const PLACES: readonly PlaceCase[] = [
  {
    text: 'Birmingham, Alabama, USA',
    country: 'US',
    region: 'Alabama',
    city: 'Birmingham',
    geoNameId: '4049979',
    note: 'city, region, country: the namesake in Alabama, not the larger one in England',
  },
  {
    text: 'Birmingham, AL',
    country: 'US',
    region: 'Alabama',
    city: 'Birmingham',
    geoNameId: '4049979',
    note: 'a US state by its postal code',
  },
  {
    text: 'Birmingham',
    country: 'GB',
    region: 'England',
    city: 'Birmingham',
    geoNameId: '2655603',
    note: 'a city alone: the most populous namesake',
  },
  {
    text: 'Portland, OR',
    country: 'US',
    region: 'Oregon',
    city: 'Portland',
    geoNameId: '5746545',
    note: 'state code',
  },
  {
    text: 'Portland, Maine',
    country: 'US',
    region: 'Maine',
    city: 'Portland',
    geoNameId: '4975802',
    note: 'state by name chooses the smaller namesake',
  },
  {
    text: 'Córdoba, Spain',
    byLanguage: { es: 'Córdoba, España', nl: 'Córdoba, Spanje', pt: 'Córdoba, Espanha' },
    country: 'ES',
    region: 'Andalusia',
    city: 'Córdoba',
    geoNameId: '2519240',
    note: 'city, country (country named in the request language)',
  },
  {
    text: 'Córdoba, Argentina',
    country: 'AR',
    region: 'Cordoba',
    city: 'Córdoba',
    geoNameId: '3860259',
    note: 'city, country',
  },
  {
    text: 'Valencia, Venezuela',
    country: 'VE',
    region: 'Carabobo',
    city: 'Valencia',
    geoNameId: '3625549',
    note: 'city, country: not the Spanish Valencia',
  },
  {
    text: 'London, Ontario',
    country: 'CA',
    region: 'Ontario',
    city: 'London',
    geoNameId: '6058560',
    note: 'city, province: not London, England',
  },
  {
    text: 'Paris, Texas',
    country: 'US',
    region: 'Texas',
    city: 'Paris',
    geoNameId: '4717560',
    note: 'a city of 25,000 people beside a capital namesake',
  },
  {
    text: 'San José, Costa Rica',
    country: 'CR',
    region: 'San José',
    city: 'San José',
    geoNameId: '3621849',
    note: 'not San Jose, California',
  },
  {
    text: 'Mérida, Yucatán',
    country: 'MX',
    region: 'Yucatán',
    city: 'Mérida',
    geoNameId: '3523349',
    note: 'city, region',
  },
  {
    text: 'Mérida, Spain',
    byLanguage: { es: 'Mérida, España', nl: 'Mérida, Spanje', pt: 'Mérida, Espanha' },
    country: 'ES',
    region: 'Extremadura',
    city: 'Mérida',
    geoNameId: '2513917',
    note: 'the smaller namesake by country',
  },
  {
    text: 'Hamilton, New Zealand',
    byLanguage: {
      es: 'Hamilton, Nueva Zelanda',
      nl: 'Hamilton, Nieuw-Zeeland',
      pt: 'Hamilton, Nova Zelândia',
    },
    country: 'NZ',
    region: 'Waikato Region',
    city: 'Hamilton',
    geoNameId: '2190324',
    note: 'city, country in four languages',
  },
  {
    text: 'Perth, Scotland',
    byLanguage: { es: 'Perth, Escocia', nl: 'Perth, Schotland', pt: 'Perth, Escócia' },
    country: 'GB',
    region: 'Scotland',
    city: 'Perth',
    geoNameId: '2640358',
    note: 'a region of the United Kingdom, not Perth, Australia',
  },
  {
    text: 'Springfield, IL',
    country: 'US',
    region: 'Illinois',
    city: 'Springfield',
    geoNameId: '4250542',
    note: 'one of several Springfields, by state code',
  },
  {
    text: 'Kansas City, Missouri',
    country: 'US',
    region: 'Missouri',
    city: 'Kansas City',
    geoNameId: '4393217',
    note: 'a city named after a state, with its state',
  },
  {
    text: 'Lisbon',
    byLanguage: { es: 'Lisboa', nl: 'Lissabon', pt: 'Lisboa' },
    country: 'PT',
    region: 'Lisbon',
    city: 'Lisbon',
    geoNameId: '2267057',
    note: 'exonyms',
  },
  {
    text: 'Smallville, Kansas',
    country: 'US',
    region: 'Kansas',
    city: null,
    geoNameId: null,
    note: 'a city the location services do not know, in a named state: the state and country stay',
  },
  {
    text: 'Birmingham, Spain',
    byLanguage: { es: 'Birmingham, España', nl: 'Birmingham, Spanje', pt: 'Birmingham, Espanha' },
    country: 'ES',
    region: null,
    city: null,
    geoNameId: null,
    note: 'a namesake abroad is never taken: no Birmingham in Spain, so the city is unknown',
  },
  {
    text: 'Texas',
    country: 'US',
    region: 'Texas',
    city: null,
    geoNameId: null,
    note: 'a region alone',
  },
  {
    text: 'Portugal',
    country: 'PT',
    region: null,
    city: null,
    geoNameId: null,
    note: 'a country alone: no city is made up',
  },
];

/** How a request states the work mode, and what it makes of a place. */
export type ModeKind =
  | 'plain'
  | 'onsite-only'
  | 'negated-remote'
  | 'hybrid-word'
  | 'hybrid-words'
  | 'worldwide-hq'
  | 'remote-country';

export interface Expected {
  type: 'onsite' | 'hybrid' | 'remote';
  scope: 'city' | 'country' | 'worldwide';
  countryCode: string | null;
  region: string | null;
  city: string | null;
  geoNameId: string | null;
}

/** Templates: `{role}` and `{place}` (`{country}` for the country's name in the request language). */
export const MODES: Record<ModeKind, Record<Language, readonly string[]>> = {
  plain: {
    en: ['{role} in {place}'],
    es: ['{role} en {place}'],
    nl: ['{role} in {place}'],
    pt: ['{role} em {place}'],
  },
  'onsite-only': {
    en: ['{role} in {place}, on site only', '{role} in {place}. Not remote.'],
    es: ['{role} en {place}, solo presencial', '{role} en {place}, sin teletrabajo'],
    nl: ['{role} in {place}, alleen op locatie', '{role} in {place}, geen thuiswerk'],
    pt: ['{role} em {place}, somente presencial', '{role} em {place}, sem teletrabalho'],
  },
  'negated-remote': {
    en: [
      '{role} in {place}. This role cannot be done remotely.',
      "{role} in {place}; remote work isn't possible for this position",
    ],
    es: ['{role} en {place}. No se admite teletrabajo.', '{role} en {place}. El puesto no es remoto.'],
    nl: [
      '{role} in {place}. Thuiswerken is niet mogelijk.',
      '{role} in {place}. Deze functie is niet op afstand.',
    ],
    pt: [
      '{role} em {place}. Não é possível trabalhar remotamente.',
      '{role} em {place}. A vaga não é remota.',
    ],
  },
  'hybrid-word': {
    en: ['Hybrid {role} in {place}'],
    es: ['{role} en {place}, modalidad híbrida'],
    nl: ['{role} in {place}, hybride'],
    pt: ['{role} em {place}, modelo híbrido'],
  },
  'hybrid-words': {
    en: [
      '{role} in {place}: three days a week in the office, the rest from home',
      '{role} in {place}, two days working from home and three at the office',
    ],
    es: [
      '{role} en {place}: tres días a la semana en la oficina y el resto desde casa',
      '{role} en {place}, dos días de teletrabajo por semana',
    ],
    nl: [
      '{role} in {place}: drie dagen per week op kantoor, de rest thuis',
      '{role} in {place}, twee dagen per week thuiswerken',
    ],
    pt: [
      '{role} em {place}: três dias por semana no escritório e o resto em casa',
      '{role} em {place}, dois dias por semana em home office',
    ],
  },
  'worldwide-hq': {
    en: ['Fully remote {role}, work from anywhere in the world. Our headquarters are in {place}.'],
    es: ['{role} 100% remoto, desde cualquier parte del mundo. Nuestra sede está en {place}.'],
    nl: ['{role}, volledig op afstand, overal ter wereld. Ons hoofdkantoor is in {place}.'],
    pt: ['{role} 100% remoto, de qualquer lugar do mundo. Nossa sede fica em {place}.'],
  },
  'remote-country': {
    en: ['Remote {role}, anywhere within {country}', '{role}, remote within {country} only'],
    es: ['{role} en remoto desde cualquier lugar de {country}', '{role}, teletrabajo dentro de {country}'],
    nl: ['{role}, op afstand binnen {country}', '{role}, thuiswerken vanuit heel {country}'],
    pt: ['{role}, remoto em qualquer lugar de {country}', '{role}, trabalho remoto dentro de {country}'],
  },
};

/** What the spec makes of `place` stated in `mode`. */
export function expectedFor(mode: ModeKind, place: PlaceCase): Expected {
  const inPerson = {
    countryCode: place.country,
    region: place.region,
    city: place.city,
    geoNameId: place.geoNameId,
  };
  switch (mode) {
    case 'plain':
    case 'onsite-only':
    case 'negated-remote':
      return { type: 'onsite', scope: 'city', ...inPerson };
    case 'hybrid-word':
    case 'hybrid-words':
      return { type: 'hybrid', scope: 'city', ...inPerson };
    case 'worldwide-hq':
      return {
        type: 'remote',
        scope: 'worldwide',
        countryCode: null,
        region: null,
        city: null,
        geoNameId: null,
      };
    case 'remote-country':
      return {
        type: 'remote',
        scope: 'country',
        countryCode: place.country,
        region: null,
        city: null,
        geoNameId: null,
      };
  }
}

/** Roles as a recruiter names them in each language. */
export const ROLES: Record<Language, readonly string[]> = {
  en: [
    'Registered nurse',
    'Backend developer',
    'Accountant',
    'Electrician',
    'Sales representative',
    'Data analyst',
  ],
  es: ['Enfermero', 'Desarrollador backend', 'Contable', 'Electricista', 'Comercial', 'Analista de datos'],
  nl: ['Verpleegkundige', 'Backend ontwikkelaar', 'Boekhouder', 'Elektricien', 'Verkoper', 'Data-analist'],
  pt: ['Enfermeiro', 'Desenvolvedor backend', 'Contador', 'Eletricista', 'Vendedor', 'Analista de dados'],
};

/** ISO 4217 currency of each country used here (the job's pay follows its country; worldwide is USD). */
export const CURRENCY: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  ES: 'EUR',
  AR: 'ARS',
  VE: 'USD',
  CA: 'CAD',
  CR: 'CRC',
  MX: 'MXN',
  NZ: 'NZD',
  PT: 'EUR',
  NL: 'EUR',
  BR: 'BRL',
  DE: 'EUR',
};

/** A country's name as a recruiter writes it in each language. */
export function countryNameIn(code: string, language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  // The way people write it, not the formal name ("Estados Unidos", not "EE. UU.").
  return name.replace(/^EE\. UU\.$/, 'Estados Unidos');
}

/** The request text of `template` for `role` and `place` in `language`. */
export function fill(template: string, role: string, place: PlaceCase, language: Language): string {
  const text = place.byLanguage?.[language] ?? place.text;
  return template
    .replace('{role}', role)
    .replace('{place}', text)
    .replace('{country}', countryNameIn(place.country, language));
}

export interface Request {
  language: Language;
  mode: ModeKind;
  place: PlaceCase;
  prompt: string;
}

/**
 * Every template of every mode with every place, in the four languages: with every role of the
 * language (`'every role'`, the sweep), or one role per request turning through them (the grid).
 */
export function requests(roles: 'every role' | 'one role'): Request[] {
  return LANGUAGES.flatMap((language) =>
    (Object.keys(MODES) as ModeKind[]).flatMap((mode) =>
      MODES[mode][language].flatMap((template, t) =>
        PLACES.flatMap((place, p) => {
          const names =
            roles === 'every role' ? ROLES[language] : [ROLES[language][(p + t) % ROLES[language].length]!];
          return names.map((role) => ({
            language,
            mode,
            place,
            prompt: fill(template, role, place, language),
          }));
        }),
      ),
    ),
  );
}
