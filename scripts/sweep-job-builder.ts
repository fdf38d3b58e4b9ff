/**
 * A sweep of the job-builder's generator: roles × places (namesakes, regions, countries, unknown
 * cities) × ways of stating the work mode × the four languages, several thousand requests through
 * `generateJob`, each answer checked against what the spec makes of the request. Prints the totals
 * of each check and a few failing examples of each kind.
 *
 *   node --conditions=platform-api-source --experimental-strip-types scripts/sweep-job-builder.ts [--examples N]
 */
import type { PublicJob } from '@platform-api/sdk/schemas';
import { generateJob } from '../packages/emulator/src/families/job-builder/generate.ts';
import {
  CURRENCY,
  type Expected,
  expectedFor,
  type Language,
  requests,
} from '../test/lib/job-builder-cases.ts';

const examplesArg = process.argv.indexOf('--examples');
const EXAMPLES = examplesArg === -1 ? 3 : Number(process.argv[examplesArg + 1]);

// The places data loads on first use (asynchronously); older generators had it built in.
try {
  const places = (await import('../packages/emulator/src/shared/places/index.ts')) as {
    loadPlaces?: () => Promise<unknown>;
  };
  await places.loadPlaces?.();
} catch (error) {
  if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
}

/**
 * Words of English that are not also words of Spanish, Dutch or Portuguese: a skill, education or
 * category name of an es/nl/pt answer holding one is English (a proper name such as "Node.js" or
 * "Microsoft Excel" holds none).
 */
const ENGLISH_WORDS = new Set(
  // Not "of", "school", "sales", "bachelor": Dutch words (or loanwords) too.
  (
    'and the with for management customer service services communication skills degree high ' +
    'education training safety care support planning teamwork health business ' +
    'vocational secondary relations problem solving time attention detail writing cleaning cooking ' +
    'driving handling maintenance repair installation knowledge experience certificate hospitality ' +
    'healthcare nursing teaching engineering finance accounting bookkeeping patient food ' +
    'construction manufacturing warehouse general other skilled trades people human resources'
  ).split(' '),
);

interface Failure {
  request: string;
  language: Language;
  detail: string;
}

const checks = new Map<string, { passed: number; failed: Failure[] }>();
function check(name: string, ok: boolean, failure: () => Failure): void {
  let c = checks.get(name);
  if (!c) {
    c = { passed: 0, failed: [] };
    checks.set(name, c);
  }
  if (ok) c.passed++;
  else c.failed.push(failure());
}

const show = (w: PublicJob['workMode']) =>
  `${w.type}/${w.scope} ${w.countryCode ?? '-'} ${w.region ?? '-'} ${w.city ?? '-'} ${w.geoNameId ?? '-'}`;
const showExpected = (e: Expected) =>
  `${e.type}/${e.scope} ${e.countryCode ?? '-'} ${e.region ?? '-'} ${e.city ?? '-'} ${e.geoNameId ?? '-'}`;

function englishTerms(job: PublicJob): string[] {
  const terms = [...job.skills, ...job.education, ...job.categories.map((c) => c.name)];
  return terms.filter((t) =>
    t
      .toLowerCase()
      .split(/[^a-z']+/)
      .some((w) => ENGLISH_WORDS.has(w)),
  );
}

let count = 0;
const t0 = performance.now();
for (const { language, mode, place, prompt } of requests('every role')) {
  const job = generateJob({ prompt, language, includeDescription: false });
  count++;
  const want = expectedFor(mode, place);
  const w = job.workMode;
  const fail = (what: string) => (): Failure => ({
    request: prompt,
    language,
    detail: `${what}: got ${show(w)}, want ${showExpected(want)}`,
  });
  check(`work mode type as stated (${mode})`, w.type === want.type, fail('type'));
  check('scope as stated', w.scope === want.scope, fail('scope'));
  check('country as named', w.countryCode === want.countryCode, fail('country'));
  if (want.scope === 'city') {
    check('region as named', w.region === want.region, fail('region'));
    check(
      'city as named (GeoNames id)',
      w.geoNameId === want.geoNameId && w.city === want.city,
      fail('city'),
    );
    check(
      'coordinates iff the city is known',
      (w.coordinates !== null) === (want.geoNameId !== null),
      fail('coordinates'),
    );
  }
  if (want.scope === 'country') {
    check(
      'remote in a country has no city data',
      w.city === null && w.geoNameId === null && w.coordinates === null,
      fail('city data'),
    );
  }
  if (want.scope === 'worldwide') {
    check(
      'worldwide clears the place data',
      w.countryCode === null &&
        w.countryName === null &&
        w.city === null &&
        w.region === null &&
        w.geoNameId === null &&
        w.coordinates === null,
      fail('place data'),
    );
  }
  const currency = want.countryCode ? CURRENCY[want.countryCode]! : 'USD';
  check('currency of the country (USD worldwide)', job.salary.currency === currency, () => ({
    request: prompt,
    language,
    detail: `currency ${job.salary.currency}, want ${currency}`,
  }));
  if (language !== 'en') {
    const english = englishTerms(job);
    check('no English skill/education/category words (h18-lang)', english.length === 0, () => ({
      request: prompt,
      language,
      detail: `English: ${english.join('; ')}`,
    }));
  }
}
const elapsed = performance.now() - t0;

let totalFailed = 0;
console.log(
  `${count} requests in ${(elapsed / 1000).toFixed(1)} s (${((elapsed / count) * 1000).toFixed(0)} µs each)\n`,
);
const width = Math.max(...[...checks.keys()].map((k) => k.length));
for (const [name, { passed, failed }] of checks) {
  totalFailed += failed.length;
  console.log(
    `${name.padEnd(width)}  ${String(passed).padStart(5)} passed  ${String(failed.length).padStart(5)} failed`,
  );
}
for (const [name, { failed }] of checks) {
  if (failed.length === 0) continue;
  console.log(`\n${name}: ${failed.length} failed, for example`);
  // Examples spread over the failures (not the first few of one language).
  const step = Math.max(1, Math.floor(failed.length / EXAMPLES));
  for (let i = 0; i < failed.length && i / step < EXAMPLES; i += step) {
    const f = failed[i]!;
    console.log(`  [${f.language}] ${f.request}\n      ${f.detail}`);
  }
}
console.log(`\n${totalFailed} failed checks in ${count} requests`);
