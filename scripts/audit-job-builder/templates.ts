/**
 * Requests generated from the audit's own phrase tables, in English, Spanish, Dutch and Portuguese
 * (Brazil and Portugal): a role, where and how the work is done (on-site, on-site with the other
 * modes negated, a place alone, hybrid schedules, remote in a country, worldwide, remote in a region
 * or time zone), pay in the forms ads use, employment type, requirements, headquarters and candidate
 * locations that are not the job's place, and four writing styles (sentences, bullet lists, chatty,
 * role last), with accents dropped, lower case, typos and emoji on some.
 */
import {
  type Case,
  capitalize,
  type EmpKind,
  type Expect,
  type ModeAlt,
  type PayExpect,
  type Period,
  type Place,
  pick,
  rng,
  stripAccents,
  weighted,
} from './cases.ts';
import {
  CITIES,
  type City,
  COUNTRIES,
  LANGS,
  type Lang,
  langOf,
  type ReqLang,
  TOWNS,
  type Town,
} from './places.ts';
import { ROLES, type Role } from './roles.ts';

type ModeKind =
  | 'onsite'
  | 'onsiteNeg'
  | 'placeOnly'
  | 'hybrid'
  | 'remoteCountry'
  | 'worldwide'
  | 'remoteRegion';
type Rand = () => number;

const HOME: Record<ReqLang, string[]> = {
  en: ['US', 'GB', 'CA', 'AU', 'IE', 'NZ'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'EC', 'UY', 'DO', 'CR', 'VE', 'NI'],
  nl: ['NL', 'BE'],
  'pt-BR': ['BR'],
  'pt-PT': ['PT'],
};

const REMOTE_COUNTRIES = [
  'US',
  'GB',
  'ES',
  'PT',
  'NL',
  'BR',
  'MX',
  'CA',
  'DE',
  'IE',
  'AR',
  'CO',
  'CL',
  'BE',
  'FR',
];

// ---------------------------------------------------------------- names of places and countries

function countryName(rand: Rand, cc: string, l: ReqLang): string {
  return pick(rand, COUNTRIES[cc]!.names[l]);
}

function ptArticle(cc: string, name: string): string {
  if (/^(Países|Estados|EUA)/.test(name)) return 'os';
  return COUNTRIES[cc]!.pt;
}
/** "do Brasil", "de Portugal", "da Espanha", "dos Estados Unidos". */
const ptDe = (cc: string, name: string): string =>
  ({ '': 'de', o: 'do', a: 'da', os: 'dos', as: 'das' })[ptArticle(cc, name)] + ' ' + name;
/** "no Brasil", "em Portugal", "na Espanha", "nos Estados Unidos". */
const ptEm = (cc: string, name: string): string =>
  ({ '': 'em', o: 'no', a: 'na', os: 'nos', as: 'nas' })[ptArticle(cc, name)] + ' ' + name;

function cityName(rand: Rand, city: City, l: ReqLang): string {
  const local = city.local?.[l];
  return local && rand() < 0.7 ? pick(rand, local) : city.name;
}

/** How the request writes the city: bare, "City, Region", "City, ST", "City, Country", "City (Country)". */
function placeText(rand: Rand, city: City, l: ReqLang): { text: string; tags: string[] } {
  const name = cityName(rand, city, l);
  const country = countryName(rand, city.cc, l);
  if (city.bare && rand() < 0.4) return { text: name, tags: ['city-bare'] };
  // "Springfield, USA" does not say which Springfield: the country alone only for the country's biggest namesake.
  const forms: [string, string][] = city.notBiggestAtHome
    ? []
    : [
        [`${name}, ${country}`, 'city-country'],
        [`${name} (${country})`, 'city-country'],
      ];
  if (city.region && city.region !== city.name) forms.push([`${name}, ${city.region}`, 'city-region']);
  if (city.abbr) forms.push([`${name}, ${city.abbr}`, 'city-st'], [`${name}, ${city.abbr}`, 'city-st']);
  if (city.region && city.region !== city.name && rand() < 0.15)
    forms.push([`${name}, ${city.region}, ${country}`, 'city-region-country']);
  const [text, tag] = pick(rand, forms);
  return { text, tags: [tag, ...(city.bare ? [] : ['namesake'])] };
}

function townText(rand: Rand, town: Town, l: ReqLang): string {
  const country = countryName(rand, town.cc, l);
  // "Paris, USA" names Paris, Texas (the bigger one): a town with a namesake at home needs its region.
  const namesakeAtHome = CITIES.some((c) => c.cc === town.cc && c.name === town.name);
  if (town.region && (namesakeAtHome || rand() < 0.6)) return `${town.name}, ${town.region}`;
  return rand() < 0.5 ? `${town.name}, ${country}` : `${town.name} (${country})`;
}

// ---------------------------------------------------------------- where and how (work mode phrases)

type PlacePhrase = (p: string) => string;

const ONSITE: Record<ReqLang, PlacePhrase[]> = {
  en: [
    (p) => `on-site in ${p}`,
    (p) => `based in ${p}, fully on-site`,
    (p) => `in person at our ${p} store, 5 days a week`,
    (p) => `working from our ${p} office every day`,
    (p) => `on site at our ${p} location`,
  ],
  es: [
    (p) => `presencial en ${p}`,
    (p) => `trabajo 100% presencial en ${p}`,
    (p) => `jornada presencial en nuestro centro de ${p}`,
    (p) => `en nuestra oficina de ${p} (modalidad presencial)`,
  ],
  nl: [
    (p) => `op locatie in ${p}`,
    (p) => `op ons kantoor in ${p}`,
    (p) => `fulltime aanwezig op onze vestiging in ${p}`,
  ],
  'pt-BR': [
    (p) => `presencial em ${p}`,
    (p) => `atuação presencial na unidade de ${p}`,
    (p) => `trabalho 100% presencial em ${p}`,
  ],
  'pt-PT': [
    (p) => `presencial em ${p}`,
    (p) => `regime presencial no escritório de ${p}`,
    (p) => `em ${p}, trabalho presencial`,
  ],
};

/** On-site, said by negating the other modes ("no remote", "sin opción de teletrabajo", "não é remoto"). */
const ONSITE_NEG: Record<ReqLang, PlacePhrase[]> = {
  en: [
    (p) => `${p} (on-site only, no hybrid)`,
    (p) => `location: ${p}. This role is not remote`,
    (p) => `no remote – you'll work from our site in ${p}`,
    (p) => `remote work is not possible; the job is in ${p}`,
    (p) => `in ${p}, this is not a remote position`,
    (p) => `${p}, office-based (no WFH, no hybrid)`,
    (p) => `in ${p}. Remote not possible`,
    (p) => `must be able to commute to ${p} daily, no remote option`,
  ],
  es: [
    (p) => `en nuestra oficina de ${p}, sin opción de teletrabajo`,
    (p) => `en ${p}. El puesto no es remoto`,
    (p) => `no se admite teletrabajo; centro de trabajo en ${p}`,
    (p) => `en ${p} (no hay opción de trabajo en remoto)`,
    (p) => `en ${p}, sin teletrabajo ni modalidad híbrida`,
  ],
  nl: [
    (p) => `op kantoor in ${p}, geen thuiswerk mogelijk`,
    (p) => `werklocatie ${p}; thuiswerken is niet mogelijk`,
    (p) => `in ${p}, dit is geen remote functie`,
    (p) => `in ${p} (niet hybride, niet op afstand)`,
  ],
  'pt-BR': [
    (p) => `trabalho presencial em ${p}, sem home office`,
    (p) => `em ${p}. A vaga não é remota`,
    (p) => `local: ${p} (presencial, não é remoto)`,
    (p) => `em ${p}, não é híbrido nem remoto`,
  ],
  'pt-PT': [
    (p) => `não é possível teletrabalho; local de trabalho: ${p}`,
    (p) => `em ${p}, sem teletrabalho`,
    (p) => `em ${p} (a função não é remota)`,
  ],
};

const PLACE_ONLY: Record<ReqLang, PlacePhrase[]> = {
  en: [(p) => `in ${p}`, (p) => `for our team in ${p}`, (p) => `${p}`],
  es: [(p) => `en ${p}`, (p) => `para nuestro equipo de ${p}`],
  nl: [(p) => `in ${p}`, (p) => `voor onze vestiging in ${p}`],
  'pt-BR': [(p) => `em ${p}`, (p) => `para nossa equipe em ${p}`],
  'pt-PT': [(p) => `em ${p}`, (p) => `para a nossa equipa em ${p}`],
};

const HYBRID: Record<ReqLang, PlacePhrase[]> = {
  en: [
    (p) => `hybrid, 3 days in our ${p} office`,
    (p) => `${p} (hybrid: 2 days WFH)`,
    (p) => `hybrid role based in ${p}`,
    (p) => `2 days remote / 3 days in the office in ${p}`,
    (p) => `based in ${p} with Fridays from home`,
    (p) => `in ${p}, hybrid working (office Tue-Thu)`,
    (p) => `hybrid – in the ${p} office 2-3 days a week`,
    (p) => `${p}, not fully remote: 3 days on site`,
  ],
  es: [
    (p) => `modalidad híbrida en ${p} (3 días en oficina)`,
    (p) => `${p}, híbrido: 2 días de teletrabajo a la semana`,
    (p) => `semipresencial en ${p}`,
    (p) => `trabajo híbrido desde nuestra oficina de ${p}`,
    (p) => `en ${p}, con 2 días de teletrabajo`,
    (p) => `${p} – 3 días presencial y 2 en remoto`,
  ],
  nl: [
    (p) => `hybride: 3 dagen op kantoor in ${p}`,
    (p) => `${p}, deels thuis, deels op kantoor`,
    (p) => `in ${p} met 2 thuiswerkdagen per week`,
    (p) => `hybride werken vanuit ons kantoor in ${p}`,
    (p) => `${p} (2 dagen thuiswerken mogelijk)`,
  ],
  'pt-BR': [
    (p) => `modelo híbrido em ${p} (3x por semana no escritório)`,
    (p) => `${p}, híbrido com 2 dias em casa`,
    (p) => `híbrido – home office 2x por semana, escritório em ${p}`,
    (p) => `em ${p}, regime híbrido`,
  ],
  'pt-PT': [
    (p) => `regime híbrido (2 dias em casa) em ${p}`,
    (p) => `${p}, regime híbrido: 3 dias no escritório`,
    (p) => `teletrabalho parcial, escritório em ${p}`,
  ],
};

type CountryPhrase = (cc: string, name: string) => string;

const REMOTE_COUNTRY: Record<ReqLang, CountryPhrase[]> = {
  en: [
    (_, n) => `remote (${n} only)`,
    (_, n) => `fully remote within ${n}`,
    (_, n) => `remote, must be based in ${n}`,
    (_, n) => `100% remote – candidates must live in ${n}`,
    (_, n) => `work from home anywhere in ${n}`,
    (_, n) => `remote (${n})`,
  ],
  es: [
    (_, n) => `remoto desde ${n}`,
    (_, n) => `100% teletrabajo (solo residentes en ${n})`,
    (_, n) => `en remoto desde cualquier punto de ${n}`,
    (_, n) => `teletrabajo total, imprescindible residir en ${n}`,
  ],
  nl: [
    (_, n) => `volledig remote binnen ${n}`,
    (_, n) => `thuiswerken vanuit heel ${n}`,
    (_, n) => `100% remote, je woont in ${n}`,
  ],
  'pt-BR': [
    (c, n) => `100% remoto (somente ${ptEm(c, n)})`,
    (c, n) => `remoto de qualquer lugar ${ptDe(c, n)}`,
    (c, n) => `home office, para residentes ${ptEm(c, n)}`,
  ],
  'pt-PT': [
    (c, n) => `teletrabalho a partir ${ptDe(c, n).replace(/^d/, 'd')}`,
    (c, n) => `remoto, a partir de qualquer ponto ${ptDe(c, n)}`,
    (c, n) => `100% remoto, residência obrigatória ${ptEm(c, n)}`,
  ],
};

const WORLDWIDE: Record<ReqLang, string[]> = {
  en: [
    '100% remote, work from anywhere in the world',
    'fully remote, worldwide',
    'remote – anywhere in the world, any country',
    'remote (worldwide)',
  ],
  es: [
    'remoto desde cualquier parte del mundo',
    '100% remoto, desde cualquier país',
    'teletrabajo desde cualquier parte del mundo',
  ],
  nl: ['remote vanuit de hele wereld', 'volledig remote, overal ter wereld', 'wereldwijd remote'],
  'pt-BR': [
    'remoto de qualquer lugar do mundo',
    '100% remoto, de qualquer país',
    'home office de qualquer lugar do mundo',
  ],
  'pt-PT': ['remoto a partir de qualquer lugar do mundo', 'teletrabalho total, a partir de qualquer país'],
};

const REMOTE_REGION: Record<ReqLang, string[]> = {
  en: [
    'remote (EU timezones only)',
    'remote within Europe',
    'remote, LATAM only',
    'remote, CET ± 2 hours',
    'remote, North American time zones',
  ],
  es: ['remoto (zona horaria europea)', 'remoto para LATAM', 'remoto desde Europa'],
  nl: ['remote binnen Europa', 'remote (CET-tijdzone)'],
  'pt-BR': ['remoto (América Latina)', 'remoto, fuso horário de Brasília ± 3h'],
  'pt-PT': ['remoto (UE)', 'remoto, fuso horário europeu'],
};

/** The same, as a bullet list's "work model" line with the place on its own line. */
const MODE_LINE: Record<ReqLang, Record<'onsite' | 'onsiteNeg' | 'hybrid', string[]>> = {
  en: {
    onsite: ['On-site', 'In person'],
    onsiteNeg: ['On-site only (no remote)', 'Office-based, not remote', 'On-site, no hybrid'],
    hybrid: ['Hybrid (3 days in office)', 'Hybrid – 2 days WFH'],
  },
  es: {
    onsite: ['Presencial'],
    onsiteNeg: ['100% presencial, sin teletrabajo', 'Presencial (no remoto)'],
    hybrid: ['Híbrido (3 días oficina / 2 casa)', 'Semipresencial'],
  },
  nl: {
    onsite: ['Op locatie'],
    onsiteNeg: ['Op kantoor, geen thuiswerk', 'Op locatie (niet remote)'],
    hybrid: ['Hybride (2 dagen thuis)', 'Hybride'],
  },
  'pt-BR': {
    onsite: ['Presencial'],
    onsiteNeg: ['Presencial (não é home office)', 'Presencial, sem remoto'],
    hybrid: ['Híbrido (3x semana presencial)', 'Híbrido'],
  },
  'pt-PT': {
    onsite: ['Presencial'],
    onsiteNeg: ['Presencial, sem teletrabalho'],
    hybrid: ['Híbrido (2 dias em casa)', 'Regime híbrido'],
  },
};

// ---------------------------------------------------------------- who

function roleText(rand: Rand, role: Role, l: ReqLang, seniority?: 'senior' | 'junior'): string {
  const name = pick(rand, role.names[l]);
  if (!seniority) return name;
  if (seniority === 'senior') {
    if (l === 'en' || l === 'nl') return `${pick(rand, ['Senior', 'Sr.', 'senior'])} ${name}`;
    if (l === 'es') return `${name} ${pick(rand, ['sénior', 'senior', 'Sr.'])}`;
    if (l === 'pt-BR') return `${name} ${pick(rand, ['sênior', 'Sênior', 'sr.'])}`;
    return `${name} sénior`;
  }
  if (l === 'en' || l === 'nl') return `${pick(rand, ['Junior', 'Jr.'])} ${name}`;
  if (l === 'es') return `${name} junior`;
  return `${name} júnior`;
}

const isPlural = (l: ReqLang, name: string): boolean =>
  (l === 'en' && /[^s]s$/.test(name)) ||
  (l !== 'en' && /(os|as|es|en|s)$/.test(name) && !/^(barista|TCAE)$/i.test(name));

function article(name: string): string {
  return /^[aeiou]/i.test(name) && !/^(uni|eu)/i.test(name) ? 'an' : 'a';
}

const OPENERS: Record<ReqLang, ((r: string, plural: boolean) => string)[]> = {
  en: [
    (r, pl) => `We're hiring ${pl ? '' : article(r) + ' '}${r}`,
    (r, pl) => `Looking for ${pl ? '' : article(r) + ' '}${r}`,
    (r) => `${capitalize(r)} wanted`,
    (r) => `Hiring: ${r}`,
    (r, pl) => `We need ${pl ? '' : article(r) + ' '}${r}`,
    (r) => `Job opening – ${r}`,
    (r, pl) => `Our team is growing! Seeking ${pl ? '' : article(r) + ' '}${r}`,
    (r) => `${capitalize(r)}`,
    (r, pl) => `Can you write a job post for ${pl ? '' : article(r) + ' '}${r}`,
  ],
  es: [
    (r) => `Buscamos ${r}`,
    (r) => `Se busca ${r}`,
    (r) => `Necesitamos ${r}`,
    (r) => `Oferta de empleo: ${r}`,
    (r) => `Estamos contratando ${r}`,
    (r) => `Vacante de ${r}`,
    (r) => `${capitalize(r)}`,
  ],
  nl: [
    (r) => `Wij zoeken een ${r}`,
    (r) => `Gezocht: ${r}`,
    (r) => `Vacature: ${r}`,
    (r) => `Voor ons team zoeken we een ${r}`,
    (r) => `${capitalize(r)} gezocht`,
  ],
  'pt-BR': [
    (r) => `Procuramos ${r}`,
    (r) => `Vaga para ${r}`,
    (r) => `Contratamos ${r}`,
    (r) => `Estamos contratando ${r}`,
    (r) => `Oportunidade: ${r}`,
    (r) => `Precisamos de ${r}`,
  ],
  'pt-PT': [
    (r) => `Procuramos ${r}`,
    (r) => `Recrutamos ${r}`,
    (r) => `Oferta de emprego: ${r}`,
    (r) => `Precisamos de ${r}`,
    (r) => `Admitimos ${r}`,
  ],
};

const ROLE_LAST: Record<ReqLang, ((r: string, plural: boolean) => string)[]> = {
  en: [(r, pl) => `we're looking for ${pl ? '' : article(r) + ' '}${r}`, (r) => `position available: ${r}`],
  es: [(r) => `buscamos ${r}`, (r) => `se necesita ${r}`],
  nl: [(r) => `zoeken wij een ${r}`, (r) => `vacature voor ${r}`],
  'pt-BR': [(r) => `procuramos ${r}`, (r) => `vaga de ${r}`],
  'pt-PT': [(r) => `procuramos ${r}`, (r) => `vaga para ${r}`],
};

// ---------------------------------------------------------------- pay

type Bands = Partial<Record<Period, [number, number][]>>;
const BANDS: Record<string, Bands> = {
  EUR: {
    yearly: [
      [26000, 30000],
      [38000, 45000],
      [55000, 70000],
    ],
    monthly: [
      [1400, 1700],
      [2200, 2600],
      [3000, 3800],
    ],
    hourly: [
      [12, 14],
      [15, 18],
    ],
  },
  USD: {
    yearly: [
      [48000, 56000],
      [85000, 100000],
      [120000, 150000],
    ],
    hourly: [
      [17, 19],
      [22, 26],
      [35, 45],
    ],
    monthly: [[4000, 5000]],
  },
  GBP: {
    yearly: [
      [25000, 28000],
      [42000, 50000],
      [60000, 75000],
    ],
    hourly: [
      [12, 14],
      [15, 17],
    ],
  },
  CAD: {
    yearly: [
      [55000, 65000],
      [90000, 110000],
    ],
    hourly: [
      [19, 22],
      [28, 34],
    ],
  },
  AUD: {
    yearly: [
      [70000, 80000],
      [110000, 130000],
    ],
    hourly: [
      [30, 34],
      [38, 45],
    ],
  },
  NZD: { yearly: [[60000, 70000]], hourly: [[25, 28]] },
  BRL: {
    monthly: [
      [2200, 2600],
      [4500, 6000],
      [9000, 12000],
    ],
  },
  MXN: {
    monthly: [
      [12000, 15000],
      [25000, 32000],
      [45000, 60000],
    ],
  },
  ARS: { monthly: [[900000, 1200000]] },
  CLP: { monthly: [[700000, 900000]] },
  COP: { monthly: [[2500000, 3200000]] },
  PEN: { monthly: [[2500, 3200]] },
  UYU: { monthly: [[45000, 60000]] },
  DOP: { monthly: [[35000, 45000]] },
  CRC: { monthly: [[600000, 800000]] },
  NIO: { monthly: [[15000, 20000]] },
  CHF: { yearly: [[85000, 100000]] },
  KES: { monthly: [[80000, 120000]] },
  INR: { yearly: [[800000, 1200000]] },
  JPY: { yearly: [[4500000, 6000000]] },
  PLN: { monthly: [[8000, 11000]] },
};

/** The symbol an ad in this country writes before the figure ("$" is the local dollar/peso there). */
function symbol(rand: Rand, currency: string, cc: string): { sym: string; after: boolean } {
  const bareDollar = ['US', 'CA', 'AU', 'MX', 'AR', 'CL', 'CO'].includes(cc);
  switch (currency) {
    case 'EUR':
      return { sym: '€', after: false };
    case 'USD':
      return { sym: cc === 'US' || cc === 'EC' ? '$' : 'US$', after: false };
    case 'GBP':
      return { sym: '£', after: false };
    case 'BRL':
      return { sym: 'R$', after: false };
    case 'PEN':
      return { sym: 'S/', after: false };
    case 'INR':
      return { sym: '₹', after: false };
    case 'PLN':
      return { sym: 'zł', after: true };
    default:
      if (bareDollar && rand() < 0.6) return { sym: '$', after: false };
      return { sym: currency, after: rand() < 0.5 };
  }
}

const PERIOD_WORDS: Record<ReqLang, Record<Period, string[]>> = {
  en: {
    yearly: ['per year', 'a year', '/yr', 'per annum', 'p.a.', 'annually'],
    monthly: ['per month', 'a month', '/month', 'monthly'],
    hourly: ['per hour', 'an hour', '/hr', '/hour'],
  },
  es: {
    yearly: ['al año', 'brutos anuales', '/año', 'anuales'],
    monthly: ['al mes', 'mensuales', '/mes', 'brutos mensuales'],
    hourly: ['la hora', 'por hora', '/hora'],
  },
  nl: {
    yearly: ['per jaar', 'bruto per jaar'],
    monthly: ['per maand', 'bruto per maand', 'p/m'],
    hourly: ['per uur', 'bruto per uur'],
  },
  'pt-BR': {
    yearly: ['por ano', 'anuais'],
    monthly: ['por mês', 'mensais', '/mês'],
    hourly: ['por hora', '/hora'],
  },
  'pt-PT': {
    yearly: ['por ano', 'brutos anuais'],
    monthly: ['por mês', 'brutos/mês', 'mensais'],
    hourly: ['por hora', '/hora'],
  },
};

function num(n: number, l: ReqLang): string {
  const decimals = Number.isInteger(n) ? 0 : 2;
  return n.toLocaleString(l === 'en' ? 'en-US' : 'de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

function money(n: number, l: ReqLang, s: { sym: string; after: boolean }): string {
  const text = num(n, l);
  if (s.after || (s.sym === '€' && (l === 'es' || l === 'pt-PT')))
    return `${text} ${s.sym}`.replace(/ €$/, '€');
  return /^[A-Z]{3}$/.test(s.sym) ? `${s.sym} ${text}` : `${s.sym}${l === 'nl' ? ' ' : ''}${text}`;
}

function payPhrase(
  rand: Rand,
  l: ReqLang,
  role: Role,
  cc: string,
): { text: string; pay: PayExpect } | undefined {
  const currency = COUNTRIES[cc]?.currency[0];
  if (!currency || currency === 'VES') return undefined;
  const bands = BANDS[currency];
  if (!bands) return undefined;
  const hourlyCountry = ['US', 'GB', 'CA', 'AU', 'NZ', 'IE'].includes(cc);
  const periods = (Object.keys(bands) as Period[]).filter((p) => bands[p]!.length > 0);
  let period: Period = pick(rand, periods);
  if (role.kind === 'hourly' && hourlyCountry && bands.hourly && rand() < 0.7) period = 'hourly';
  if (role.kind === 'salaried' && period === 'hourly' && periods.length > 1)
    period = periods.find((p) => p !== 'hourly')!;
  let [low, high] = pick(rand, bands[period]!);
  if (period === 'hourly' && rand() < 0.3) {
    low += 0.5;
    high += 0.5;
  }
  const s = symbol(rand, currency, cc);
  const word = pick(rand, PERIOD_WORDS[l][period]);
  const sep = word.startsWith('/') ? '' : ' ';
  const single = rand() < 0.3;
  if (single) {
    const text = `${money(low, l, s)}${sep}${word}`;
    return { text, pay: { single: low, period, currency } };
  }
  const kForm = period === 'yearly' && low >= 10000 && low % 1000 === 0 && high % 1000 === 0 && rand() < 0.35;
  let text: string;
  if (kForm && l === 'en')
    text = `${s.sym === 'USD' ? 'USD ' : s.sym}${low / 1000}k–${high / 1000}k${sep}${word}`;
  else if (kForm && l === 'es' && currency === 'EUR' && rand() < 0.5)
    text = `entre ${low / 1000} y ${high / 1000} mil euros ${pick(rand, ['brutos anuales', 'al año'])}`;
  else if (kForm && l === 'es')
    text = `${low / 1000}k-${high / 1000}k ${currency === 'EUR' ? '€' : currency}${sep}${word}`;
  else if (kForm && l === 'nl') text = `${s.sym}${low / 1000}k - ${s.sym}${high / 1000}k${sep}${word}`;
  else if (kForm && l === 'pt-BR')
    text = `${s.sym} ${low / 1000} mil a ${s.sym} ${high / 1000} mil${sep}${word}`;
  else {
    const a = money(low, l, s);
    const b = money(high, l, s);
    const joined = {
      en: pick(rand, [`${a}–${b}`, `${a} - ${b}`, `${a} to ${b}`, `between ${a} and ${b}`]),
      es: pick(rand, [`${a} - ${b}`, `entre ${a} y ${b}`, `de ${a} a ${b}`]),
      nl: pick(rand, [`${a} - ${b}`, `tussen ${a} en ${b}`, `${a} tot ${b}`]),
      'pt-BR': pick(rand, [`${a} a ${b}`, `entre ${a} e ${b}`, `${a} - ${b}`]),
      'pt-PT': pick(rand, [`${a} a ${b}`, `entre ${a} e ${b}`, `${a} - ${b}`]),
    }[l];
    text = `${joined}${sep}${word}`;
  }
  return { text: `${pick(rand, ['', ...PAY_LEADS[l]])}${text}`, pay: { low, high, period, currency } };
}

const PAY_LEADS: Record<ReqLang, string[]> = {
  en: ['Salary: ', 'Pay: ', 'Compensation: '],
  es: ['Salario: ', 'Sueldo: ', 'Retribución: '],
  nl: ['Salaris: ', 'Salarisindicatie: '],
  'pt-BR': ['Salário: ', 'Faixa salarial: ', 'Remuneração: '],
  'pt-PT': ['Vencimento: ', 'Remuneração: '],
};
/** The pay phrase without its lead ("Salary: "), for a bullet list that has its own label. */
const withoutLead = (text: string, l: ReqLang): string => {
  const lead = PAY_LEADS[l].find((x) => text.startsWith(x));
  return lead ? text.slice(lead.length) : text;
};

const NEGOTIABLE: Record<ReqLang, string[]> = {
  en: ['salary negotiable', 'pay negotiable depending on experience', 'compensation: negotiable'],
  es: ['salario negociable', 'sueldo a convenir', 'retribución negociable según valía'],
  nl: ['salaris in overleg', 'salaris: bespreekbaar', 'salaris n.o.t.k.'],
  'pt-BR': ['salário a combinar', 'remuneração negociável'],
  'pt-PT': ['vencimento negociável', 'remuneração a negociar'],
};

// ---------------------------------------------------------------- contract, requirements, extras

const EMPLOYMENT: Record<ReqLang, Record<EmpKind, string[]>> = {
  en: {
    fullTime: ['full-time', 'permanent, full time'],
    partTime: ['part-time', 'part time (20h/week)', 'part-time, 24 hours a week'],
    temporary: ['temporary contract (3 months)', 'temp role for the summer season'],
    internship: ['internship (6 months)', 'paid internship'],
    freelance: ['freelance', 'freelance project, invoice us monthly'],
    contract: ['6-month contract', 'contract role (B2B)'],
  },
  es: {
    fullTime: ['jornada completa', 'contrato indefinido a jornada completa'],
    partTime: ['media jornada', 'jornada parcial', 'a tiempo parcial (20h semanales)'],
    temporary: ['contrato temporal de 6 meses', 'contrato temporal (campaña de verano)'],
    internship: ['prácticas (6 meses)', 'beca de prácticas'],
    freelance: ['freelance', 'como autónomo/a (freelance)'],
    contract: ['contrato por obra y servicio', 'contrato mercantil de 6 meses'],
  },
  nl: {
    fullTime: ['fulltime (40 uur)', 'vast contract, fulltime'],
    partTime: ['parttime (24 uur per week)', 'deeltijd', 'part-time'],
    temporary: ['tijdelijk contract voor 6 maanden', 'tijdelijke baan'],
    internship: ['stage (5 maanden)', 'stageplek'],
    freelance: ['freelance', 'freelance opdracht (zzp)'],
    contract: ['detacheringsopdracht van 6 maanden', 'contract voor 6 maanden'],
  },
  'pt-BR': {
    fullTime: ['CLT, período integral', 'tempo integral'],
    partTime: ['meio período', 'part-time (4h/dia)', 'tempo parcial'],
    temporary: ['contrato temporário de 3 meses', 'vaga temporária'],
    internship: ['estágio', 'vaga de estágio (6h/dia)'],
    freelance: ['freelancer', 'freela'],
    contract: ['contratação PJ', 'contrato PJ de 6 meses'],
  },
  'pt-PT': {
    fullTime: ['tempo inteiro', 'contrato sem termo, tempo inteiro'],
    partTime: ['part-time', 'tempo parcial'],
    temporary: ['contrato a termo (6 meses)', 'contrato temporário'],
    internship: ['estágio profissional', 'estágio curricular'],
    freelance: ['freelancer', 'regime de prestação de serviços (recibos verdes)'],
    contract: ['contrato de prestação de serviços de 6 meses'],
  },
};

const REQUIREMENTS: Record<ReqLang, string[]> = {
  en: [
    '3+ years of experience in a similar role',
    'Good communication skills',
    "Driver's licence required",
    'Able to work weekends',
    'Team player, reliable and punctual',
    'No experience needed, we will train you',
    'Fluent English, Spanish is a plus',
  ],
  es: [
    'Experiencia mínima de 2 años en puesto similar',
    'Buen trato con el cliente',
    'Carnet de conducir B',
    'Disponibilidad para trabajar fines de semana',
    'Incorporación inmediata',
    'Se valorará inglés',
  ],
  nl: [
    'Minimaal 2 jaar werkervaring',
    'Goede beheersing van de Nederlandse taal',
    'Rijbewijs B is een pré',
    'Flexibel inzetbaar, ook in het weekend',
    'Je bent klantvriendelijk en stressbestendig',
  ],
  'pt-BR': [
    'Experiência mínima de 1 ano na função',
    'Ensino médio completo',
    'Disponibilidade para trabalhar aos finais de semana',
    'CNH categoria B',
    'Boa comunicação',
  ],
  'pt-PT': [
    'Experiência mínima de 2 anos na função',
    '12.º ano de escolaridade',
    'Disponibilidade para trabalhar por turnos',
    'Carta de condução',
    'Boa capacidade de comunicação',
  ],
};

const TOOLS_LEAD: Record<ReqLang, string> = {
  en: 'Experience with',
  es: 'Experiencia con',
  nl: 'Ervaring met',
  'pt-BR': 'Experiência com',
  'pt-PT': 'Experiência em',
};

const HQ: Record<ReqLang, PlacePhrase[]> = {
  en: [(p) => `Our HQ is in ${p}.`, (p) => `(Company headquartered in ${p}.)`, (p) => `Head office: ${p}.`],
  es: [(p) => `Nuestra sede central está en ${p}.`, (p) => `Empresa con sede en ${p}.`],
  nl: [(p) => `Ons hoofdkantoor zit in ${p}.`, (p) => `Hoofdkantoor: ${p}.`],
  'pt-BR': [(p) => `Nossa sede fica em ${p}.`, (p) => `Empresa com matriz em ${p}.`],
  'pt-PT': [(p) => `A nossa sede é em ${p}.`, (p) => `Sede: ${p}.`],
};

const CANDIDATES: Record<ReqLang, CountryPhrase[]> = {
  en: [(_, n) => `Candidates from ${n} are welcome to apply (visa sponsorship available).`],
  es: [(_, n) => `Aceptamos candidaturas desde ${n} (ayudamos con la reubicación).`],
  nl: [(_, n) => `Ook kandidaten uit ${n} zijn welkom; wij helpen met verhuizen.`],
  'pt-BR': [(c, n) => `Aceitamos candidatos ${ptDe(c, n)} com ajuda de relocação.`],
  'pt-PT': [(c, n) => `Aceitamos candidaturas ${ptDe(c, n)}, com apoio à relocalização.`],
};

const LABELS: Record<ReqLang, [string, string, string, string, string, string]> = {
  en: ['Job title', 'Location', 'Work model', 'Salary', 'Contract', 'Requirements'],
  es: ['Puesto', 'Ubicación', 'Modalidad', 'Salario', 'Contrato', 'Requisitos'],
  nl: ['Functie', 'Locatie', 'Werkvorm', 'Salaris', 'Dienstverband', 'Wat vragen wij'],
  'pt-BR': ['Cargo', 'Local', 'Modelo de trabalho', 'Salário', 'Contratação', 'Requisitos'],
  'pt-PT': ['Função', 'Local', 'Regime', 'Vencimento', 'Contrato', 'Requisitos'],
};

const REMOTE_LINE: Record<ReqLang, { world: string[]; model: string[] }> = {
  en: { world: ['Anywhere (worldwide)', 'Anywhere in the world'], model: ['Fully remote', 'Remote'] },
  es: { world: ['Cualquier parte del mundo'], model: ['100% remoto', 'Teletrabajo'] },
  nl: { world: ['Overal ter wereld'], model: ['Volledig remote'] },
  'pt-BR': { world: ['Qualquer lugar do mundo'], model: ['Remoto', '100% home office'] },
  'pt-PT': { world: ['Qualquer lugar do mundo'], model: ['Remoto', 'Teletrabalho'] },
};

const CHATTY: Record<ReqLang, [string, string]> = {
  en: ['hey! quick one –', 'ping me if you need more info, thanks!!'],
  es: ['Hola! Urgente:', 'cualquier duda me dices, gracias!'],
  nl: ['Hoi! Snel een vacature:', 'laat maar weten als je meer info nodig hebt!'],
  'pt-BR': ['Oi gente! Urgente:', 'qualquer dúvida me chama, valeu!'],
  'pt-PT': ['Olá! Preciso com urgência:', 'qualquer dúvida digam, obrigado!'],
};

// ---------------------------------------------------------------- text transforms

function typo(rand: Rand, text: string): string {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{Ll}{6,}$/u.test(w));
  if (candidates.length === 0) return text;
  const [w, i] = pick(rand, candidates);
  const at = 1 + Math.floor(rand() * (w.length - 3));
  words[i] = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  return words.join(' ');
}

// ---------------------------------------------------------------- one request

function pickCity(rand: Rand, l: ReqLang): City {
  const home = HOME[l];
  const pool = rand() < 0.7 ? CITIES.filter((c) => home.includes(c.cc)) : CITIES;
  return pick(rand, pool.length > 0 ? pool : CITIES);
}

function otherCity(rand: Rand, notCc: string | undefined): City {
  return pick(
    rand,
    CITIES.filter((c) => c.cc !== notCc && c.bare),
  );
}

export function templateCases(count: number, seed: number): Case[] {
  const rand = rng(seed);
  const out: Case[] = [];
  for (let i = 0; i < count; i++) out.push(oneCase(rand, i));
  return out;
}

function oneCase(rand: Rand, index: number): Case {
  const l = weighted<ReqLang>(rand, { en: 30, es: 25, nl: 15, 'pt-BR': 18, 'pt-PT': 12 });
  const home = langOf(l);
  const language: Lang =
    rand() < 0.65
      ? home
      : pick(
          rand,
          LANGS.filter((x) => x !== home),
        );
  const role = pick(rand, ROLES);
  const tags: string[] = [];
  let seniority: 'senior' | 'junior' | undefined;
  if (role.graded) {
    const x = rand();
    seniority = x < 0.25 ? 'senior' : x < 0.35 ? 'junior' : undefined;
  }
  if (seniority) tags.push(seniority);
  const roleWords = roleText(rand, role, l, seniority);
  const plural = isPlural(l, roleWords);
  const kind = weighted<ModeKind>(rand, {
    onsite: 24,
    onsiteNeg: 14,
    placeOnly: 8,
    hybrid: 22,
    remoteCountry: 16,
    worldwide: 11,
    remoteRegion: 5,
  });
  tags.push(`mode:${kind}`);

  // Where: a city (sometimes a small town) for on-site and hybrid, a country for remote.
  let place: Place | undefined;
  let placeWords = '';
  let payCc: string | undefined;
  let remoteCc: string | undefined;
  let remoteName = '';
  let mode: ModeAlt;
  if (kind === 'onsite' || kind === 'onsiteNeg' || kind === 'placeOnly' || kind === 'hybrid') {
    if (rand() < 0.12) {
      const town = pick(rand, TOWNS);
      place = { town };
      placeWords = townText(rand, town, l);
      payCc = town.cc;
      tags.push('small-town', ...(town.trap ? ['namesake'] : []));
    } else {
      const city = pickCity(rand, l);
      const p = placeText(rand, city, l);
      place = { city: city.key };
      placeWords = p.text;
      payCc = city.cc;
      tags.push(...p.tags);
    }
    mode = { type: kind === 'hybrid' ? 'hybrid' : 'onsite', place };
  } else if (kind === 'remoteCountry') {
    remoteCc = pick(rand, REMOTE_COUNTRIES);
    remoteName = countryName(rand, remoteCc, l);
    payCc = remoteCc;
    mode = { type: 'remote', scope: 'country', cc: remoteCc };
  } else if (kind === 'worldwide') {
    mode = { type: 'remote', scope: 'worldwide' };
    payCc = l === 'en' ? 'US' : undefined;
  } else {
    mode = { type: 'remote', scope: 'any' };
  }

  const modePhrase = (): string => {
    switch (kind) {
      case 'onsite':
        return pick(rand, ONSITE[l])(placeWords);
      case 'onsiteNeg':
        return pick(rand, ONSITE_NEG[l])(placeWords);
      case 'placeOnly':
        return pick(rand, PLACE_ONLY[l])(placeWords);
      case 'hybrid':
        return pick(rand, HYBRID[l])(placeWords);
      case 'remoteCountry':
        return pick(rand, REMOTE_COUNTRY[l])(remoteCc!, remoteName);
      case 'worldwide':
        return pick(rand, WORLDWIDE[l]);
      default:
        return pick(rand, REMOTE_REGION[l]);
    }
  };

  // Pay, contract, requirements.
  const expect: Expect = { roles: [role.key], modes: [mode] };
  if (seniority) expect.seniority = seniority;
  let payText = '';
  if (payCc && rand() < 0.55) {
    const p = payPhrase(rand, l, role, payCc);
    if (p) {
      payText = p.text;
      expect.pay = p.pay;
      tags.push(`pay:${p.pay.single !== undefined ? 'single' : 'range'}:${p.pay.period}`);
    }
  }
  if (rand() < 0.08) {
    payText = payText ? `${payText} (${pick(rand, NEGOTIABLE[l])})` : pick(rand, NEGOTIABLE[l]);
    expect.negotiable = true;
    tags.push('negotiable');
  }
  let empText = '';
  const e = rand();
  if (e < 0.35) {
    const emp = weighted<Exclude<EmpKind, 'fullTime'>>(rand, {
      partTime: 35,
      temporary: 20,
      internship: 15,
      freelance: 15,
      contract: 15,
    });
    empText = pick(rand, EMPLOYMENT[l][emp]);
    expect.emp = emp;
    tags.push(`emp:${emp}`);
  } else if (e < 0.5) {
    empText = pick(rand, EMPLOYMENT[l].fullTime);
    expect.emp = 'fullTime';
    tags.push('emp:fullTime');
  }
  const reqs: string[] = [];
  if (rand() < 0.6) reqs.push(pick(rand, REQUIREMENTS[l]));
  if (role.tools && rand() < 0.5) {
    const tools = [...new Set([pick(rand, role.tools), pick(rand, role.tools)])];
    reqs.push(`${TOOLS_LEAD[l]} ${tools.join(l === 'en' ? ' and ' : ', ')}`);
    expect.skills = tools;
    tags.push('tools');
  }
  let typoed = false;
  if (reqs.length > 0 && rand() < 0.15) {
    reqs[0] = typo(rand, reqs[0]!);
    typoed = true;
  }
  if (typoed) tags.push('typo');

  // Places that are not the job's: headquarters, candidates' country.
  const extras: string[] = [];
  let hqFirst = false;
  if (rand() < 0.15) {
    const jobCc = payCc ?? remoteCc;
    const hq = otherCity(rand, jobCc);
    extras.push(pick(rand, HQ[l])(cityName(rand, hq, l)));
    hqFirst = rand() < 0.4;
    tags.push(hqFirst ? 'hq-first' : 'hq');
  }
  if ((kind === 'onsite' || kind === 'hybrid' || kind === 'placeOnly') && rand() < 0.08) {
    const cc = pick(
      rand,
      Object.keys(COUNTRIES).filter((x) => x !== payCc),
    );
    extras.push(pick(rand, CANDIDATES[l])(cc, countryName(rand, cc, l)));
    tags.push('candidates-abroad');
  }

  // Put it together in one of four styles.
  const style = weighted(rand, { sentences: 55, bullets: 25, chatty: 10, roleLast: 10 });
  tags.push(`style:${style}`);
  let prompt: string;
  if (style === 'bullets') {
    const [tTitle, tLoc, tModel, tPay, tContract, tReqs] = LABELS[l];
    const lines = [`${tTitle}: ${capitalize(roleWords)}`];
    if (kind === 'remoteCountry') {
      lines.push(`${tLoc}: ${capitalize(pick(rand, REMOTE_COUNTRY[l])(remoteCc!, remoteName))}`);
    } else if (kind === 'worldwide') {
      lines.push(
        `${tLoc}: ${pick(rand, REMOTE_LINE[l].world)}`,
        `${tModel}: ${pick(rand, REMOTE_LINE[l].model)}`,
      );
    } else if (kind === 'remoteRegion') {
      lines.push(`${tModel}: ${capitalize(pick(rand, REMOTE_REGION[l]))}`);
    } else {
      lines.push(`${tLoc}: ${placeWords}`);
      if (kind !== 'placeOnly') lines.push(`${tModel}: ${pick(rand, MODE_LINE[l][kind])}`);
    }
    if (payText) lines.push(`${tPay}: ${withoutLead(payText, l)}`);
    if (empText) lines.push(`${tContract}: ${empText}`);
    if (reqs.length > 0) lines.push(`${tReqs}:`, ...reqs.map((x) => `- ${x}`));
    prompt = lines.map((x, i) => (i === 0 || x.startsWith('-') ? x : `- ${x}`)).join('\n');
    if (extras.length > 0)
      prompt = hqFirst ? `${extras.join(' ')}\n${prompt}` : `${prompt}\n${extras.join(' ')}`;
  } else {
    const head =
      style === 'roleLast'
        ? `${capitalize(modePhrase())}${payText ? `, ${payText}` : ''}: ${pick(rand, ROLE_LAST[l])(roleWords, plural)}`
        : `${pick(rand, OPENERS[l])(roleWords, plural)} ${modePhrase()}`;
    const rest = [style === 'roleLast' ? '' : payText, empText, ...reqs].filter((x) => x.length > 0);
    // Shuffle what follows the head: the role and place come first, the rest in any order.
    for (let j = rest.length - 1; j > 0; j--) {
      const k = Math.floor(rand() * (j + 1));
      [rest[j], rest[k]] = [rest[k]!, rest[j]!];
    }
    const sentences = [head, ...rest.map(capitalize)];
    prompt = `${sentences.join('. ')}.`;
    if (extras.length > 0)
      prompt = hqFirst ? `${extras.join(' ')} ${prompt}` : `${prompt} ${extras.join(' ')}`;
    if (style === 'chatty') {
      const [hi, bye] = CHATTY[l];
      prompt = `${hi} ${prompt.charAt(0).toLowerCase()}${prompt.slice(1)} ${bye}`;
    }
  }

  // Writing habits: no accents, all lower case, emoji.
  if (rand() < 0.12) {
    prompt = stripAccents(prompt);
    tags.push('no-accents');
  }
  const lowerSafe = !tags.includes('city-st') && kind !== 'remoteCountry';
  if (lowerSafe && rand() < 0.06) {
    prompt = prompt.toLowerCase();
    tags.push('lowercase');
  }
  if (rand() < 0.05) {
    prompt = `${pick(rand, ['🚀', '📢', '✨', '🔥'])} ${prompt.replace(/\n- /g, '\n👉 ')}`;
    tags.push('emoji');
  }
  if (language !== home) tags.push('cross-language');
  return { id: `t${index}`, source: 'template', prompt, reqLang: l, language, tags, expect };
}
