/**
 * The job-builder's grid: requests in the four languages stating the work mode, its scope and the
 * place in many ways, through the SDK against the emulator (`client.jobBuilder.generate`). Each
 * row's expectation is the spec's work-mode rule for what the request says (document 3): "a remote
 * job inside a country gives type remote, scope country, a countryCode and no city coordinates; a
 * worldwide remote job gives type remote, scope worldwide and clears country, city, GeoName id and
 * coordinates; an on-site or hybrid job returns canonical city data resolved by the location
 * services". Pay follows the job's country (its currency; US dollars for a worldwide job).
 */
import { createEmulator, type Emulator } from '@platform-api/emulator';
import type { PlatformClient } from '@platform-api/sdk';
import type { PublicJob } from '@platform-api/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, clientFor, doors } from './lib/doors.ts';
import { CURRENCY, type Expected, expectedFor, type Language, requests } from './lib/job-builder-cases.ts';

const [inProcess] = doors;
let emu: Emulator;
let conn: Connection;
let client: PlatformClient;

beforeAll(async () => {
  // Unlimited: the grid sends hundreds of requests; the daily quota has its own tests.
  emu = await createEmulator({ unlimited: true });
  const org = await emu.createOrg({ name: 'Grid', plan: 'platinum' });
  const { key } = await emu.createKey(org.id);
  conn = await inProcess!.connect(emu);
  client = clientFor(conn, key, { maxRetries: 0 });
});
afterAll(async () => {
  await conn.close?.();
  await emu.close();
});

const generate = (prompt: string, language: Language) => client.jobBuilder.generate({ prompt, language });

function expectPlace(job: PublicJob, want: Expected): void {
  const { workMode } = job;
  expect(workMode).toMatchObject({
    type: want.type,
    scope: want.scope,
    countryCode: want.countryCode,
    region: want.region,
    city: want.city,
    geoNameId: want.geoNameId,
  });
  if (want.scope === 'worldwide') {
    expect(workMode).toMatchObject({ countryName: null, coordinates: null });
  } else {
    expect(workMode.countryName).toEqual(expect.any(String));
  }
  // Coordinates are the city's: present exactly when the city is known (never for a remote job).
  expect(workMode.coordinates !== null).toBe(want.geoNameId !== null);
  expect(job.salary.currency).toBe(want.countryCode ? CURRENCY[want.countryCode] : 'USD');
}

describe('work mode × place × language: every way of stating it, every place form', () => {
  const rows = requests('one role');

  it.each(rows)('[$language] $prompt', async ({ language, mode, place, prompt }) => {
    expectPlace(await generate(prompt, language), expectedFor(mode, place));
  });
});

interface Row {
  language: Language;
  prompt: string;
  want: Expected;
  why: string;
}

const onsite = (
  countryCode: string,
  region: string | null,
  city: string | null,
  geoNameId: string | null,
) => ({
  type: 'onsite' as const,
  scope: 'city' as const,
  countryCode,
  region,
  city,
  geoNameId,
});
const hybrid = (
  countryCode: string,
  region: string | null,
  city: string | null,
  geoNameId: string | null,
) => ({
  ...onsite(countryCode, region, city, geoNameId),
  type: 'hybrid' as const,
});
const remoteIn = (countryCode: string) => ({
  type: 'remote' as const,
  scope: 'country' as const,
  countryCode,
  region: null,
  city: null,
  geoNameId: null,
});
const worldwide = {
  type: 'remote' as const,
  scope: 'worldwide' as const,
  countryCode: null,
  region: null,
  city: null,
  geoNameId: null,
};
const MADRID = onsite('ES', 'Madrid', 'Madrid', '3117735');
const LISBON = onsite('PT', 'Lisbon', 'Lisbon', '2267057');
const AMSTERDAM = onsite('NL', 'North Holland', 'Amsterdam', '2759794');
const CHICAGO = onsite('US', 'Illinois', 'Chicago', '4887398');

const ROWS: Row[] = [
  // Negation: a stated non-remote job is on-site where it names, never remote.
  { language: 'en', prompt: 'Nurse in Chicago, not remote', want: CHICAGO, why: 'not remote' },
  {
    language: 'en',
    prompt: 'Nurse in Chicago. Remote work is not possible.',
    want: CHICAGO,
    why: 'two-way cue after',
  },
  { language: 'en', prompt: "Nurse in Chicago; we can't offer remote work", want: CHICAGO, why: "can't" },
  {
    language: 'en',
    prompt: 'Nurse in Chicago, no remote or hybrid option',
    want: CHICAGO,
    why: 'negation reaches on',
  },
  { language: 'en', prompt: 'Non-remote nurse position in Chicago', want: CHICAGO, why: 'non-' },
  { language: 'es', prompt: 'Enfermera en Madrid, sin teletrabajo', want: MADRID, why: 'sin' },
  {
    language: 'es',
    prompt: 'Enfermera en Madrid. No es posible trabajar en remoto.',
    want: MADRID,
    why: 'two-way cue before',
  },
  {
    language: 'es',
    prompt: 'Enfermera en Madrid, teletrabajo no disponible',
    want: MADRID,
    why: 'two-way cue after',
  },
  { language: 'nl', prompt: 'Verpleegkundige in Amsterdam, geen thuiswerk', want: AMSTERDAM, why: 'geen' },
  {
    language: 'nl',
    prompt: 'Verpleegkundige in Amsterdam. Thuiswerken is niet mogelijk.',
    want: AMSTERDAM,
    why: 'niet mogelijk',
  },
  {
    language: 'pt',
    prompt: 'Enfermeira em Lisboa, sem teletrabalho',
    want: LISBON,
    why: 'sem (also a skill: SEM)',
  },
  { language: 'pt', prompt: 'Enfermeira em Lisboa. A vaga não é remota.', want: LISBON, why: 'não' },
  {
    language: 'pt',
    prompt: 'Enfermeira em Lisboa, trabalho presencial no escritório',
    want: LISBON,
    why: '"no" is "in the"',
  },
  // A negation ends at its clause: what follows stands.
  {
    language: 'en',
    prompt: 'Nurse in Chicago, not on-site: remote within the United States',
    want: remoteIn('US'),
    why: 'clause',
  },
  {
    language: 'en',
    prompt: 'Nurse in Chicago: not fully remote, but hybrid',
    want: hybrid('US', 'Illinois', 'Chicago', '4887398'),
    why: 'but',
  },
  {
    language: 'es',
    prompt: 'Enfermera en Madrid, no es 100% remoto',
    want: hybrid('ES', 'Madrid', 'Madrid', '3117735'),
    why: 'not fully remote',
  },
  {
    language: 'en',
    prompt: 'Not only remote-friendly: fully remote nurse, based in Portugal',
    want: remoteIn('PT'),
    why: 'pseudo-negation',
  },
  {
    language: 'nl',
    prompt: 'Verpleegkundige, niet alleen thuiswerken maar volledig op afstand binnen Nederland',
    want: remoteIn('NL'),
    why: 'niet alleen',
  },
  {
    language: 'en',
    prompt: 'Nurse, no office: work remotely from anywhere in Spain',
    want: remoteIn('ES'),
    why: 'negated office',
  },
  // Hybrid in words: days in the office and days at home.
  {
    language: 'en',
    prompt: 'Nurse in Chicago, Fridays from home',
    want: hybrid('US', 'Illinois', 'Chicago', '4887398'),
    why: 'weekday at home',
  },
  {
    language: 'en',
    prompt: 'Nurse in Chicago, 2-3 days a week on site',
    want: hybrid('US', 'Illinois', 'Chicago', '4887398'),
    why: 'a range',
  },
  {
    language: 'en',
    prompt: 'Nurse in Chicago, five days a week in the office',
    want: CHICAGO,
    why: 'the whole week',
  },
  {
    language: 'es',
    prompt: 'Enfermera en Madrid, algunos días en la oficina',
    want: hybrid('ES', 'Madrid', 'Madrid', '3117735'),
    why: 'some days',
  },
  {
    language: 'nl',
    prompt: 'Verpleegkundige in Amsterdam met twee thuiswerkdagen',
    want: hybrid('NL', 'North Holland', 'Amsterdam', '2759794'),
    why: 'thuiswerkdagen',
  },
  {
    language: 'pt',
    prompt: 'Enfermeira em Lisboa, dois dias no escritório e três em casa',
    want: hybrid('PT', 'Lisbon', 'Lisbon', '2267057'),
    why: 'both',
  },
  // Scope: worldwide whatever headquarters is named; a remote job's country is the job's.
  {
    language: 'en',
    prompt: 'Fully remote designer, anywhere in the world. HQ in Berlin, Germany.',
    want: worldwide,
    why: 'HQ',
  },
  {
    language: 'en',
    prompt: 'Remote designer; headquartered in Birmingham, Alabama',
    want: worldwide,
    why: 'HQ is not the job place',
  },
  {
    language: 'en',
    prompt: 'Remote designer, US only. Our HQ is in Berlin.',
    want: remoteIn('US'),
    why: 'US-only scope, not the HQ',
  },
  {
    language: 'es',
    prompt: 'Diseñador en remoto desde cualquier país; sede en Madrid',
    want: worldwide,
    why: 'cualquier país',
  },
  {
    language: 'nl',
    prompt: 'Ontwerper, volledig op afstand, wereldwijd. Hoofdkantoor in Amsterdam.',
    want: worldwide,
    why: 'wereldwijd',
  },
  {
    language: 'pt',
    prompt: 'Designer remoto de qualquer lugar do mundo; sede em Lisboa',
    want: worldwide,
    why: 'mundo',
  },
  {
    language: 'en',
    prompt: 'Designer, on-site at our headquarters in Lisbon',
    want: LISBON,
    why: 'on-site at the HQ is at the HQ',
  },
  {
    language: 'en',
    prompt: 'Remote nurse from anywhere in the world; the team is mostly in Spain',
    want: worldwide,
    why: '"from anywhere" does not hide "anywhere in the world"',
  },
  {
    language: 'es',
    prompt: 'Enfermera en remoto desde cualquier lugar del mundo; el equipo está en España',
    want: worldwide,
    why: 'desde cualquier lugar del mundo',
  },
  { language: 'en', prompt: 'Remote designer within Canada', want: remoteIn('CA'), why: 'within' },
  { language: 'es', prompt: 'Diseñador en remoto dentro de México', want: remoteIn('MX'), why: 'dentro de' },
  // Namesakes and unknown cities: the named region and country choose; never a namesake abroad.
  {
    language: 'en',
    prompt: 'Nurse in Birmingham, Alabama, USA, on-site',
    want: onsite('US', 'Alabama', 'Birmingham', '4049979'),
    why: 'issue 18',
  },
  {
    language: 'en',
    prompt: 'Nurse in Vitória, ES',
    want: onsite('BR', 'Espírito Santo', 'Vitória', '3444924'),
    why: 'ES is a Brazilian state here',
  },
  {
    language: 'es',
    prompt: 'Enfermera en Toledo, España',
    want: onsite('ES', 'Castille-La Mancha', 'Toledo', '2510409'),
    why: 'not Toledo, Ohio',
  },
  {
    language: 'en',
    prompt: 'Nurse in Toledo, Ohio',
    want: onsite('US', 'Ohio', 'Toledo', '5174035'),
    why: 'not Toledo, Spain',
  },
  {
    language: 'en',
    prompt: 'Nurse in Sydney, Nova Scotia',
    want: onsite('CA', 'Nova Scotia', 'Sydney', '6354908'),
    why: 'province',
  },
  {
    language: 'en',
    prompt: 'Nurse in Vancouver, WA',
    want: onsite('US', 'Washington', 'Vancouver', '5814616'),
    why: 'state code',
  },
  {
    language: 'en',
    prompt: 'Nurse in Springfield, Zxqv',
    want: onsite('US', 'Missouri', 'Springfield', '4409896'),
    why: 'no place after the comma',
  },
  {
    language: 'pt',
    prompt: 'Enfermeira em Zxqvlândia, Portugal',
    want: onsite('PT', null, null, null),
    why: 'unknown city keeps the country',
  },
  {
    language: 'en',
    prompt: 'Nurse in Porto, Spain',
    want: onsite('ES', null, null, null),
    why: 'namesake abroad refused',
  },
  {
    language: 'en',
    prompt: 'Nurse in Springfield, Kansas',
    want: onsite('US', 'Kansas', null, null),
    why: 'unknown city keeps the region',
  },
  { language: 'en', prompt: 'Nurse in Madrid, Delta team', want: MADRID, why: 'a word, not a region' },
];

describe('negation, scope, hybrid arrangements and namesakes: rows written from the spec', () => {
  it.each(ROWS)('[$language] $prompt ($why)', async ({ language, prompt, want }) => {
    expectPlace(await generate(prompt, language), want);
  });
});

describe('stated pay and employment types follow the resolved place', () => {
  it.each([
    {
      language: 'en' as const,
      prompt: 'Part-time nurse in Birmingham, Alabama, USA, $25/hour',
      salary: { currency: 'USD', period: 'hourly', low: 25, high: 25 },
      employment: 'partTime',
    },
    {
      language: 'en' as const,
      prompt: 'Nurse in Birmingham, England, £30,000 a year, contract',
      salary: { currency: 'GBP', period: 'yearly', low: 30_000, high: 30_000 },
      employment: 'contract',
    },
    {
      language: 'es' as const,
      prompt: 'Enfermera en Córdoba, Argentina, media jornada, no remoto',
      salary: { currency: 'ARS', period: 'monthly' },
      employment: 'partTime',
    },
    {
      language: 'pt' as const,
      prompt: 'Desenvolvedor em Campinas, SP, R$ 8.000 por mês, PJ, sem home office',
      salary: { currency: 'BRL', period: 'monthly', low: 8000, high: 8000 },
      employment: 'contract',
    },
    {
      language: 'nl' as const,
      prompt: 'Verpleegkundige in Hamilton, Nieuw-Zeeland, tijdelijk contract, geen thuiswerk',
      salary: { currency: 'NZD' },
      employment: 'temporary',
    },
    {
      language: 'en' as const,
      prompt: 'Fully remote nurse, work from anywhere in the world, €3,000 a month; HQ in Madrid',
      salary: { currency: 'USD' },
      employment: 'fullTime',
    },
  ])('[$language] $prompt', async ({ language, prompt, salary, employment }) => {
    const job = await generate(prompt, language);
    expect(job.salary).toMatchObject(salary);
    expect(job.primaryEmploymentType).toBe(employment);
    expect(job.workMode.type).toBe(
      job.salary.currency === 'USD' && job.workMode.scope === 'worldwide' ? 'remote' : 'onsite',
    );
  });
});
