/**
 * The audit checks its own checks: real answers of the emulator, broken on purpose one field at a
 * time, must each raise the category meant. A category that never fires in a run means something
 * only if its check can fire.
 */
import type { Case } from './cases.ts';
import { checkAnswer, type Job } from './checks.ts';
import { TOWNS } from './places.ts';

type Generate = (prompt: string, language: string) => Promise<Job>;

interface Mutation {
  name: string;
  base: Case;
  mutate: (job: Job) => void;
  expect: string;
}

const base = (prompt: string, expect: Case['expect'], language: Case['language'] = 'en'): Case => ({
  id: 'self',
  source: 'hand',
  prompt,
  reqLang: 'en',
  language,
  tags: [],
  expect,
});

const onsitePortland = base('Barista in Portland, Maine, part-time, $17/hr', {
  roles: ['barista'],
  modes: [{ type: 'onsite', place: { city: 'portland-me' } }],
  pay: { single: 17, period: 'hourly', currency: 'USD' },
  emp: 'partTime',
  skills: [],
});
const worldwide = base('Data analyst, remote, anywhere in the world', {
  roles: ['dataAnalyst'],
  modes: [{ type: 'remote', scope: 'worldwide' }],
});
const remoteSpain = base('Customer service agent, remote from Spain only', {
  roles: ['customerService'],
  modes: [{ type: 'remote', scope: 'country', cc: 'ES' }],
});
const town = base('Waiter in Giethoorn, Overijssel', {
  roles: ['waiter'],
  modes: [{ type: 'onsite', place: { town: TOWNS.find((t) => t.name === 'Giethoorn')! } }],
});

const wm = (j: Job) => j.workMode as Record<string, unknown>;
const sal = (j: Job) => j.salary as Record<string, unknown>;

const MUTATIONS: Mutation[] = [
  {
    name: 'worldwide keeps a country',
    base: worldwide,
    expect: 'worldwide-not-cleared',
    mutate: (j) => Object.assign(wm(j), { countryCode: 'US', countryName: 'United States' }),
  },
  {
    name: 'remote in a country keeps a city',
    base: remoteSpain,
    expect: 'remote-country-has-city-data',
    mutate: (j) =>
      Object.assign(wm(j), {
        city: 'Madrid',
        geoNameId: '3117735',
        coordinates: { longitude: -3.7, latitude: 40.4 },
      }),
  },
  {
    name: 'remote in the wrong country',
    base: remoteSpain,
    expect: 'remote-scope',
    mutate: (j) => Object.assign(wm(j), { countryCode: 'PT', countryName: 'Portugal' }),
  },
  {
    name: 'on-site read as remote',
    base: onsitePortland,
    expect: 'workmode-type',
    mutate: (j) => Object.assign(wm(j), { type: 'remote', scope: 'country' }),
  },
  {
    name: 'the other Portland',
    base: onsitePortland,
    expect: 'place-wrong-namesake',
    mutate: (j) =>
      Object.assign(wm(j), {
        city: 'Portland',
        region: 'Oregon',
        geoNameId: '5746545',
        coordinates: { longitude: -122.68, latitude: 45.52 },
      }),
  },
  {
    name: 'a town answered abroad',
    base: town,
    expect: 'place-wrong',
    mutate: (j) =>
      Object.assign(wm(j), {
        countryCode: 'UA',
        countryName: 'Ukraine',
        city: 'Bar',
        geoNameId: '712861',
        coordinates: { longitude: 27.7, latitude: 49.1 },
      }),
  },
  {
    name: 'city without coordinates',
    base: onsitePortland,
    expect: 'geo-consistency',
    mutate: (j) => Object.assign(wm(j), { coordinates: null }),
  },
  {
    name: 'coordinates off',
    base: onsitePortland,
    expect: 'geo-coordinates',
    mutate: (j) => Object.assign(wm(j), { coordinates: { longitude: 0, latitude: 0 } }),
  },
  {
    name: 'currency of another country',
    base: onsitePortland,
    expect: 'currency',
    mutate: (j) => Object.assign(sal(j), { currency: 'EUR' }),
  },
  {
    name: 'stated pay ignored',
    base: onsitePortland,
    expect: 'salary-figures',
    mutate: (j) => Object.assign(sal(j), { low: 30, recommended: 31, high: 32 }),
  },
  {
    name: 'stated period ignored',
    base: onsitePortland,
    expect: 'salary-period',
    mutate: (j) => Object.assign(sal(j), { period: 'yearly' }),
  },
  {
    name: 'low above high',
    base: onsitePortland,
    expect: 'salary-order',
    mutate: (j) => Object.assign(sal(j), { low: 20, high: 10 }),
  },
  {
    name: 'part-time lost',
    base: onsitePortland,
    expect: 'employment-type',
    mutate: (j) => Object.assign(j, { primaryEmploymentType: 'fullTime', employmentTypes: ['fullTime'] }),
  },
  {
    name: 'a barista titled bartender',
    base: onsitePortland,
    expect: 'title-neighbour-role',
    mutate: (j) => Object.assign(j, { title: 'Barista / Bartender' }),
  },
  {
    name: 'a generic title',
    base: onsitePortland,
    expect: 'title-generic',
    mutate: (j) => Object.assign(j, { title: 'Team Member' }),
  },
  {
    name: 'a skill in Spanish',
    base: onsitePortland,
    expect: 'details-language',
    mutate: (j) => Object.assign(j, { skills: ['Atención al cliente'] }),
  },
  {
    name: 'a named tool dropped',
    base: { ...onsitePortland, expect: { ...onsitePortland.expect, skills: ['Excel'] } },
    expect: 'skills-missing',
    mutate: (j) => Object.assign(j, { skills: ['Coffee preparation'] }),
  },
  {
    name: 'request markup in the description',
    base: onsitePortland,
    expect: 'description-html',
    mutate: (j) => Object.assign(j, { description: `${String(j.description)}<script>alert(1)</script>` }),
  },
  {
    name: 'a raw ampersand',
    base: onsitePortland,
    expect: 'description-html',
    mutate: (j) => Object.assign(j, { description: `${String(j.description)}<p>Tom & Jerry</p>` }),
  },
  {
    name: 'Spanish in an English description',
    base: onsitePortland,
    expect: 'description-language',
    mutate: (j) =>
      Object.assign(j, {
        description: `${String(j.description)}<p>Buscamos una persona con experiencia y ganas de trabajar.</p>`,
      }),
  },
  {
    name: 'language field',
    base: onsitePortland,
    expect: 'language-field',
    mutate: (j) => Object.assign(j, { language: 'es' }),
  },
  {
    name: 'two primary categories',
    base: onsitePortland,
    expect: 'categories-structure',
    mutate: (j) =>
      Object.assign(j, {
        categories: [
          { id: 'a', name: 'A', primary: true },
          { id: 'b', name: 'B', primary: true },
        ],
      }),
  },
];

/** Returns the mutations whose category did not fire (empty: the checks work) and any false alarm on the unmutated answers. */
export async function selfTest(generate: Generate): Promise<{ passed: number; problems: string[] }> {
  const problems: string[] = [];
  const answers = new Map<Case, Job>();
  for (const c of [onsitePortland, worldwide, remoteSpain, town]) {
    const job = await generate(c.prompt, c.language);
    answers.set(c, job);
    // The unmutated answers are what the docs promise for these plain requests, except what is mutated below.
    const own = checkAnswer(c, 200, job).map((f) => f.category);
    if (own.some((x) => x !== 'place-unread-made-remote' && x !== 'place-missing' && x !== 'place-wrong'))
      problems.push(`unmutated answer to "${c.prompt}" already fails: ${own.join(', ')}`);
  }
  let passed = 0;
  for (const m of MUTATIONS) {
    const job = structuredClone(answers.get(m.base) ?? (await generate(m.base.prompt, m.base.language)));
    m.mutate(job);
    const got = checkAnswer(m.base, 200, job).map((f) => f.category);
    if (got.includes(m.expect)) passed++;
    else problems.push(`"${m.name}" should raise ${m.expect}, raised [${got.join(', ')}]`);
  }
  return { passed, problems };
}

export const SELF_TEST_COUNT = MUTATIONS.length;
