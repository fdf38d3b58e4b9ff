import { beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../text/phrases.ts';
import { COUNTRY_ALIASES, EXONYMS, REGION_ABBREVIATIONS, REGION_ALIASES } from './aliases.ts';
import { COUNTRIES } from './countries.ts';
import { type Gazetteer, loadPlaces, places } from './index.ts';
import { readPlaces } from './read.ts';

let g: Gazetteer;
beforeAll(async () => {
  g = await loadPlaces();
});

const read = (text: string) =>
  readPlaces(prepare(text), g).map((m) => ({
    city: m.city?.name ?? null,
    id: m.city?.geoNameId ?? null,
    region: m.region?.name ?? null,
    country: m.country.code,
    unknownCity: m.unknownCity,
  }));

describe('the gazetteer', () => {
  it('loads once per process, and only when asked', async () => {
    expect(places()).toBe(g);
    expect(await loadPlaces()).toBe(g);
  });

  it('covers every city of at least 15,000 people of every country, with its admin-1 region', () => {
    expect(new Set(g.cities.map((c) => c.countryCode))).toEqual(new Set(Object.keys(COUNTRIES)));
    expect(g.cities.length).toBeGreaterThan(18_000);
    const small = g.cities.filter((c) => c.population < 15_000 && !c.major);
    expect(small).toEqual([]);
    // Paris, Texas (25,000 people) and Birmingham, Alabama are there beside their namesakes.
    expect(g.byId.get(4717560)).toMatchObject({ name: 'Paris', countryCode: 'US', region: 'Texas' });
    expect(g.byId.get(4049979)).toMatchObject({ name: 'Birmingham', region: 'Alabama', regionKey: 'US.AL' });
    expect(g.cities.filter((c) => c.region === null).length / g.cities.length).toBeLessThan(0.01);
  });

  it('keeps the major cities the demo pools draw from (373, in their order)', () => {
    expect(g.majorCities).toHaveLength(373);
    expect(
      g.majorCities
        .filter((c) => c.countryCode === 'ES')
        .map((c) => c.name)
        .slice(0, 3),
    ).toEqual(['Madrid', 'Barcelona', 'Valencia']);
  });

  it('every hand-written alias names a place the data has', () => {
    for (const id of Object.keys(EXONYMS)) expect(g.byId.has(Number(id)), id).toBe(true);
    for (const key of Object.keys(REGION_ALIASES)) expect(g.regions.has(key), key).toBe(true);
    for (const [country, codes] of Object.entries(REGION_ABBREVIATIONS))
      for (const admin1 of Object.keys(codes))
        expect(g.regions.has(`${country}.${admin1}`), admin1).toBe(true);
    for (const code of Object.keys(COUNTRY_ALIASES)) expect(g.countries.has(code), code).toBe(true);
  });
});

describe('reading places', () => {
  it.each([
    ['Birmingham, Alabama, USA', { city: 'Birmingham', id: 4049979, region: 'Alabama', country: 'US' }],
    ['Birmingham, AL', { city: 'Birmingham', id: 4049979, country: 'US' }],
    ['Birmingham (Alabama)', { city: 'Birmingham', id: 4049979, country: 'US' }],
    ['Birmingham', { city: 'Birmingham', id: 2655603, region: 'England', country: 'GB' }],
    ['Los Angeles, CA', { city: 'Los Angeles', country: 'US', region: 'California' }],
    ['Toronto, CA', { city: 'Toronto', country: 'CA', region: 'Ontario' }],
    ['Sydney NSW', { city: 'Sydney', country: 'AU', region: 'New South Wales' }],
    ['London, Ontario', { city: 'London', id: 6058560, country: 'CA' }],
    ['Londres', { city: 'London', id: 2643743, country: 'GB' }],
    ['Córdoba, España', { city: 'Córdoba', id: 2519240, country: 'ES' }],
    ['Perth, Escocia', { city: 'Perth', id: 2640358, region: 'Scotland', country: 'GB' }],
    ['Monterrey, NL', { city: 'Monterrey', country: 'MX' }],
    ['Seattle, Washington', { city: 'Seattle', country: 'US', region: 'Washington' }],
    ['in Texas', { city: null, region: 'Texas', country: 'US' }],
    ['Porto, Spain', { city: null, region: null, country: 'ES', unknownCity: true }],
    ['Porto, Andalucía', { city: null, region: 'Andalusia', country: 'ES', unknownCity: true }],
    ['Smallville, Kansas', { city: null, region: 'Kansas', country: 'US' }],
    ['Brasil', { city: null, region: null, country: 'BR' }],
  ])('%s', (text, want) => {
    expect(read(text)[0]).toMatchObject(want);
  });

  it('a bare namesake yields to a country named elsewhere in the text', () => {
    expect(read('Nurse in Córdoba. Must live in Spain.')[0]).toMatchObject({ id: 2519240, country: 'ES' });
    expect(read('Nurse in Córdoba')[0]).toMatchObject({ country: 'AR' });
  });

  it('a town the gazetteer lacks whose name begins with a smaller place is not that place', () => {
    // Bar (Ukraine) is no part of Bar Harbor, Maine: the region stands, the town is unknown.
    expect(read('Designer in Bar Harbor, Maine')).toEqual([
      { city: null, id: null, region: 'Maine', country: 'US', unknownCity: expect.anything() },
    ]);
    expect(read('Nurse in Bar Harbor').every((m) => m.country !== 'UA')).toBe(true);
    // A part of a town, or a major city, stays the town.
    expect(read('Nurse in Leiden Centrum')[0]).toMatchObject({ city: 'Leiden', country: 'NL' });
    expect(read('Nurse in London Heathrow')[0]).toMatchObject({ city: 'London', country: 'GB' });
  });

  it('in a text all in lower case, a two-letter country after a comma or a bracket qualifies the city', () => {
    expect(read('location: perth, the uk')[0]).toMatchObject({ city: 'Perth', country: 'GB' });
    expect(read('location: perth (uk). this role')[0]).toMatchObject({ city: 'Perth', country: 'GB' });
    // Elsewhere a lower-case pair of letters is a word.
    expect(read('perth, in a team')[0]).toMatchObject({ city: 'Perth', country: 'AU' });
  });

  it('a town opening a line, set off by a colon or a dash, is where a place goes', () => {
    expect(read('Leiden: apotheker, 36 uur')[0]).toMatchObject({ city: 'Leiden', country: 'NL' });
    expect(read('Intro\nZwolle – monteur')[0]).toMatchObject({ city: 'Zwolle', country: 'NL' });
    expect(read('Apotheker Leiden')).toEqual([]);
  });

  it('a city that is not a major one, or whose name is a word, only where a place goes', () => {
    // "Reading" (England), "Nice" (France), "Mobile" (Alabama), "Best" (Netherlands): words first.
    expect(read('Experience reading blueprints; nice team; mobile apps; best pay')).toEqual([]);
    expect(read('Nurse in Reading')[0]).toMatchObject({ city: 'Reading', country: 'GB' });
    expect(read('Chef in Nice')[0]).toMatchObject({ city: 'Nice', country: 'FR' });
    expect(read('nurse in reading, all in lowercase')[0]).toMatchObject({ city: 'Reading' });
    // Madrid is a major city: anywhere, any case.
    expect(read('madrid-based nurse')[0]).toMatchObject({ city: 'Madrid' });
    // A region needs a place word too: "Delta" or "Victoria" in a sentence are not regions.
    expect(read('Delta team lead, Victoria secret')).toEqual([]);
  });

  it('abbreviations count in capitals, right after a place; "US" and "UK" anywhere in capitals', () => {
    expect(read('Birmingham, al')[0]).toMatchObject({ id: 2655603 });
    expect(read('Remote, US only')[0]).toMatchObject({ country: 'US' });
    expect(read('tell us more')).toEqual([]);
    expect(read('React vs Angular')).toEqual([]);
  });
});
