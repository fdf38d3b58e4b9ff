import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJob } from '../src/families/job-builder/generate.ts';
import { namedTools } from '../src/families/job-builder/named-tools.ts';
import { loadPlaces } from '../src/shared/places/index.ts';
import { type CallOptions, type CallResult, DOORS, doorOf, type Fixture, setup } from './helpers.ts';

/** What the request says is what the job says (issue 18): skills, pay, titles, places. */
const JB = '/api/v3.0/job-builder/public';

describe('job-builder reads the request', () => {
  beforeAll(() => loadPlaces());
  const gen = (prompt: string, language: 'en' | 'es' | 'nl' | 'pt' = 'en') =>
    generateJob({ prompt, language, includeDescription: false });

  it('named tools the vocabulary lacks are skills by their own name, in every language', () => {
    expect(gen('Accountant in Denver. Experience with QuickBooks.').skills).toContain('QuickBooks');
    expect(gen('Engenheiro eletricista, Recife. Experiência com MATLAB, AutoCAD', 'pt').skills).toEqual(
      expect.arrayContaining(['MATLAB', 'AutoCAD']),
    );
    expect(gen('Reclutador en Madrid. Experiencia con LinkedIn Recruiter.', 'es').skills).toContain(
      'LinkedIn Recruiter',
    );
    expect(gen('Planner in Utrecht, ervaring met MS Project', 'nl').skills).toContain('MS Project');
    // A product of the vocabulary is named by itself, not by its field.
    expect(gen('Marketing manager, Experience with Google Ads.').skills).toContain('Google Ads');
  });

  it('only product names after "experience with" are tools: ordinary words are not', () => {
    const known = () => false;
    expect(namedTools('Experience with children and the elderly.', known)).toEqual([]);
    expect(namedTools('Experience with Children. Power BI is a plus.', known)).toEqual([]);
    expect(
      namedTools('Experience with Power BI, S4HANA or QuickBooks; Jira', known).map((t) => t.name),
    ).toEqual(['Power BI', 'S4HANA', 'QuickBooks']);
    // A tool the vocabulary knows is left to the vocabulary (no duplicate).
    expect(namedTools('Experience with QuickBooks', (w) => w === 'quickbooks')).toEqual([]);
  });

  it('stated pay in the job’s currency is kept to the cent, never rounded to three digits', () => {
    const pay = (prompt: string) => {
      const { low, recommended, high } = gen(prompt).salary;
      return [low, recommended, high];
    };
    expect(pay('Victoria, BC – barista, part time, $17.85/hour plus tips.')).toEqual([17.85, 17.85, 17.85]);
    expect(pay('Warehouse associate, Birmingham (UK) – £11.44 per hour')).toEqual([11.44, 11.44, 11.44]);
    expect(pay('Nurse in Leeds, £31,234 - £35,678 a year')).toEqual([31_234, 33_456, 35_678]);
  });

  it('a currency code glued to the figures is read: "AUD70k–80k", "JPY4500k–6000k", "NZD60k–70k"', () => {
    const pay = (prompt: string) => {
      const { low, high, currency, period } = gen(prompt).salary;
      return { low, high, currency, period };
    };
    expect(pay('Product manager, Newcastle, New South Wales. Pay: AUD70k–80k a year.')).toEqual({
      low: 70_000,
      high: 80_000,
      currency: 'AUD',
      period: 'yearly',
    });
    expect(pay('Data analyst, Tokyo (Japan). JPY4500k–6000k a year.')).toMatchObject({
      low: 4_500_000,
      high: 6_000_000,
    });
    // Still no pay in codes or words glued to digits that are no currency.
    expect(pay('B2B sales in Berlin, 5 years of experience, 60EUR/hour')).toMatchObject({
      low: 60,
      high: 60,
    });
  });

  it('an acronym that is also a little word is a skill only in capitals: "contrato sem termo" is permanent', () => {
    const job = gen(
      'Presencial em Funchal (Portugal): procuramos soldador. Contrato sem termo, tempo inteiro.',
      'pt',
    );
    expect(job.skills).not.toContain('SEM');
    expect(job.employmentTypes).toEqual(['fullTime']);
    expect(gen('Marketing manager in Lisbon, SEM and SEO').skills).toContain('SEM');
  });

  it('a labelled headquarters ends with its sentence: the job is where the next sentence says', () => {
    const place = (prompt: string) => {
      const { countryCode, city } = gen(prompt).workMode;
      return { countryCode, city };
    };
    expect(place('Head office: Auckland. Account executive in person at our Toronto, ON store.')).toEqual({
      countryCode: 'CA',
      city: 'Toronto',
    });
    expect(place('Hoofdkantoor: Gent. Wij zoeken een beveiliger in Eindhoven, deels thuis.')).toEqual({
      countryCode: 'NL',
      city: 'Eindhoven',
    });
    // A title field keeps its abbreviations: "Sr. engineer" is one value.
    expect(gen('Job title: Sr. frontend engineer\nLocation: Leeds').title).toMatch(/^Senior /);
  });

  it('a town opening the request, set off by a colon, a comma or a dash, is the job’s place', () => {
    const place = (prompt: string, language: 'en' | 'nl' | 'pt' = 'en') => {
      const { type, countryCode, city } = gen(prompt, language).workMode;
      return { type, countryCode, city };
    };
    expect(place('Leiden: apotheker, 36 uur, geen thuiswerk', 'nl')).toEqual({
      type: 'onsite',
      countryCode: 'NL',
      city: 'Leiden',
    });
    expect(place('Maastricht, not fully remote: 3 days on site')).toMatchObject({
      type: 'hybrid',
      city: 'Maastricht',
    });
    // Only a name written as one: an opening role word is no place.
    expect(place('Nurse: night shifts')).toMatchObject({ type: 'remote', city: null });
  });

  it('a place after a workplace and "de" is where a place goes; a town before its province stays in it', () => {
    const place = (prompt: string, language: 'en' | 'es' | 'pt' = 'pt') => {
      const { countryCode, city, region } = gen(prompt, language).workMode;
      return { countryCode, city, region };
    };
    // Fortaleza and Faro are words too ("fortress", "lighthouse"): read only where a place goes.
    expect(place('Vaga para eletricista atuação presencial na unidade de Fortaleza.')).toMatchObject({
      countryCode: 'BR',
      city: 'Fortaleza',
    });
    expect(place('Precisamos de soldador no escritório de Faro. Sede: Delft.')).toMatchObject({
      countryCode: 'PT',
      city: 'Faro',
    });
    // Málaga is a province as well as its capital: the town before it is in the province.
    expect(place('we need a courier Frigiliana, Malaga (hybrid: 2 days WFH)', 'en')).toEqual({
      countryCode: 'ES',
      city: null,
      region: 'Andalusia',
    });
    // A word of the vocabularies, or an acronym, before it is no town: the city stands.
    expect(place('Camarero, Málaga', 'es')).toMatchObject({ city: 'Málaga' });
    expect(place('Projectleider ICT, Den Haag, hybride', 'en')).toMatchObject({ city: 'The Hague' });
  });

  it('a role misspelt by one letter is the vocabulary role; a role the vocabulary lacks is not made one', () => {
    expect(gen('Were hiring a recepcionist for our dental office in Portland, Oregon').title).toBe(
      'Receptionist',
    );
    expect(gen('Electrican needed, Sevilla, 1.800€/month').title).toBe('Electrician');
    // Two letters off, or short, or of several words: taken as written.
    expect(gen('Hiring a beekeeper in Porto').title).toBe('Beekeeper');
    expect(gen('Wij zoeken een hondentrimmer in Utrecht', 'nl').title).toBe('Hondentrimmer');
  });

  it('a role of no field, asked in another language, keeps its words, never a generic title', () => {
    expect(gen('Beekeeper for a farm near Porto', 'nl').title).toBe('Beekeeper');
    expect(gen('Beekeeper for a farm near Porto', 'nl').title).not.toBe('Medewerker');
  });

  it('a field word in the plural still says the work is on something else: no hairdresser for dogs', () => {
    expect(gen('Buscamos peluqueros caninos en Valencia', 'es').title).toBe('Peluquero Canino');
    expect(gen('Buscamos peluqueros caninos en Valencia', 'nl').title).toBe('Medewerker dierverzorging');
  });
});

describe.each(DOORS)('job-builder reads the request through the %s', (door) => {
  let f: Fixture;
  let close: () => Promise<void> = async () => {};
  let send: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;

  beforeAll(async () => {
    f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    ({ send, close } = await doorOf(f.emu, door));
  });
  afterAll(() => close());

  it('named tools, stated cents, the role (misspelt) and the place of the request', async () => {
    const res = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: {
        prompt: 'Senior acountant, Keswick, Cumbria. £14.75 per hour. Experience with QuickBooks and Xero.',
        language: 'en',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toMatch(/accountant/i);
    expect(res.body.title).toMatch(/senior/i);
    expect(res.body.skills).toContain('QuickBooks');
    expect(res.body.salary).toMatchObject({ low: 14.75, high: 14.75, period: 'hourly', currency: 'GBP' });
    expect(res.body.workMode).toMatchObject({ countryCode: 'GB' });
  });
});
