/**
 * What the spec and the team's docs promise about a generated job, checked against one answer.
 * Each failure names its category, what was expected and why (the spec or doc line it rests on).
 * Consequences are not counted twice: pay is checked only when the job's place is right, the
 * description's language only outside the title and skills (checked on their own).
 */
import { type Case, expectedCurrencies, type ModeAlt, type Place } from './cases.ts';
import { fold, foreignWords } from './language.ts';
import { CITY, langOf, placeWords } from './places.ts';
import { GENERIC_TITLE, ROLE, ROLES } from './roles.ts';

export interface Failure {
  category: string;
  detail: string;
  expected: string;
  rule: string;
}

/** The public job DTO as the spec describes it (read loosely: the audit checks the values). */
export interface Job {
  title?: unknown;
  language?: unknown;
  description?: unknown;
  workMode?: {
    type?: unknown;
    scope?: unknown;
    countryCode?: unknown;
    countryName?: unknown;
    city?: unknown;
    region?: unknown;
    displayName?: unknown;
    geoNameId?: unknown;
    coordinates?: { longitude?: unknown; latitude?: unknown } | null;
  };
  salary?: {
    low?: unknown;
    recommended?: unknown;
    high?: unknown;
    period?: unknown;
    currency?: unknown;
    currencySymbol?: unknown;
    negotiable?: unknown;
    additionalCompensation?: unknown;
  };
  primaryEmploymentType?: unknown;
  employmentTypes?: unknown;
  categories?: unknown;
  education?: unknown;
  skills?: unknown;
}

export const RULES = {
  workMode:
    'spec 3, Public job DTO: "a remote job inside a country gives type remote, scope country, a countryCode and no city coordinates; a worldwide remote job gives type remote, scope worldwide and clears country, city, GeoName id and coordinates; an on-site or hybrid job returns canonical city data resolved by the location services"',
  modeWords:
    'docs/job-builder.md, "What the generator reads": Not remote → onsite at the place named, never remote; Hybrid in words (one to four days in the office or at home) → hybrid; Anywhere in a country → remote, scope country',
  places:
    'docs/job-builder.md place forms: "City, Region" / "City, ST" / "City, Country" → the namesake in that region or country; a bare city → the one in a country or region the prompt names elsewhere; "Unknown city in a named place: never a namesake abroad"',
  headquarters:
    'docs/job-builder.md: a headquarters "scopes no remote job … an on-site job with no other place is there"',
  consistency:
    'spec 3 workMode: geoNameId and coordinates are the resolved city\'s ("no city coordinates" without a city)',
  currency:
    'docs/job-builder.md: "Pay follows the resolved country: its currency and pay level (US dollars for a worldwide job)"',
  salary:
    'docs/emulator-behavior.md Salary: "Stated figures win (\\"60-75k EUR\\", \\"$25/hour\\", \\"R$ 8.000 por mês\\" …)"; "low ≤ recommended ≤ high always"; "negotiable when the prompt says so"',
  employment:
    'docs/emulator-behavior.md Employment: "Employment types from keywords (full-time, part-time, contract/contrato/contractor, temporary/tijdelijk(e)/temporal, internship, freelance)… the first is primaryEmploymentType"',
  language:
    'spec 3 request fields: language = "language of the generated details and description"; docs/job-builder.md: "`language` is the language of everything the job says: title, skills, education, categories and the description\'s phrases"',
  title:
    'docs/job-builder.md Roles: "Names a role of the vocabulary → the role\'s title in `language`"; "a barista is never a bartender"; title plausible for the role named',
  seniority: 'docs/emulator-behavior.md Skills, title: "with the seniority (not added twice)"',
  description:
    'docs/emulator-behavior.md Description: "HTML (<p>, <h3>, <ul><li>) in the job\'s language … The prompt is escaped, never markup"',
  skills: 'docs/emulator-behavior.md Skills: "The skills the prompt names first (in the job\'s language)"',
  shape: 'spec 3 Public job DTO field table',
} as const;

const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const PROPER = new Set(placeWords().flatMap((w) => w.split(/[^\p{L}]+/u).map(fold)));
const ALL_TOOLS = new Set(
  ROLES.flatMap((r) => r.tools ?? []).flatMap((t) => t.split(/[^\p{L}]+/u).map(fold)),
);

function shortMode(wm: NonNullable<Job['workMode']>): string {
  return JSON.stringify({
    type: wm.type,
    scope: wm.scope,
    countryCode: wm.countryCode,
    city: wm.city,
    region: wm.region,
    geoNameId: wm.geoNameId,
    coordinates: wm.coordinates,
  });
}

function describePlace(p: Place): string {
  if ('city' in p) {
    const c = CITY[p.city]!;
    return `${c.name} (${c.cc}, GeoNames ${c.id})`;
  }
  if ('town' in p)
    return `${p.town.name} in ${p.town.cc} (city null or GeoNames ${p.town.id ?? '—'}; never abroad)`;
  if ('country' in p) return `the country ${p.country}, no city`;
  if ('anyCityIn' in p) return `a place in ${p.anyCityIn}`;
  return 'no place';
}

export function describeAlt(m: ModeAlt): string {
  if (m.type === 'remote') {
    if (m.scope === 'country') return `remote, scope country ${m.cc}, no city data`;
    if (m.scope === 'worldwide') return 'remote, scope worldwide, place data cleared';
    return 'remote (region/time zone scope), no city data';
  }
  return `${m.type} at ${describePlace(m.place)}`;
}

/** The failures of one reading against the answer's work mode (none: the reading matches). */
function matchAlt(m: ModeAlt, wm: NonNullable<Job['workMode']>): Failure[] {
  const got = shortMode(wm);
  const expected = describeAlt(m);
  const f = (category: string, detail: string, rule: string = RULES.workMode): Failure => ({
    category,
    detail: `${detail}; got ${got}`,
    expected,
    rule,
  });
  const out: Failure[] = [];
  const hasCityData = wm.city != null || wm.geoNameId != null || wm.coordinates != null;
  if (m.type === 'remote') {
    if (wm.type !== 'remote')
      return [f('workmode-type', `type ${String(wm.type)}, expected remote`, RULES.modeWords)];
    if (m.scope === 'country') {
      if (wm.scope !== 'country' || wm.countryCode !== m.cc)
        return [
          f(
            'remote-scope',
            `scope ${String(wm.scope)} ${String(wm.countryCode)}, expected country ${m.cc}`,
            RULES.modeWords,
          ),
        ];
      if (hasCityData)
        out.push(f('remote-country-has-city-data', 'a remote job inside a country carries city data'));
    } else if (m.scope === 'worldwide') {
      if (wm.scope !== 'worldwide')
        return [f('remote-scope', `scope ${String(wm.scope)}, expected worldwide`)];
      if (wm.countryCode != null || wm.countryName != null || wm.region != null || hasCityData)
        out.push(f('worldwide-not-cleared', 'a worldwide job keeps place data'));
    } else if (hasCityData) out.push(f('remote-country-has-city-data', 'a remote job carries city data'));
    return out;
  }
  if (wm.type !== m.type) {
    // The place was not read at all and the job fell back to a worldwide remote one.
    if (wm.type === 'remote' && wm.scope === 'worldwide' && wm.countryCode == null)
      return [
        f(
          'place-unread-made-remote',
          `an ${m.type} job whose place was not read became worldwide remote`,
          RULES.places,
        ),
      ];
    return [f('workmode-type', `type ${String(wm.type)}, expected ${m.type}`, RULES.modeWords)];
  }
  if (wm.scope === 'worldwide' || wm.scope === 'country')
    out.push(f('workmode-scope', `an ${m.type} job with scope ${String(wm.scope)}`));
  const p = m.place;
  if ('city' in p) {
    const c = CITY[p.city]!;
    const sameName = (x: unknown): boolean => {
      const n = str(x);
      if (!n) return false;
      const names = [c.name, ...Object.values(c.local ?? {}).flat()].map(fold);
      return names.includes(fold(n));
    };
    if (wm.geoNameId === String(c.id)) {
      const lon = Number(wm.coordinates?.longitude);
      const lat = Number(wm.coordinates?.latitude);
      if (!(Math.abs(lon - c.lon) < 0.05 && Math.abs(lat - c.lat) < 0.05))
        out.push(
          f(
            'geo-coordinates',
            `coordinates do not match GeoNames ${c.id} (${c.lon}, ${c.lat})`,
            RULES.consistency,
          ),
        );
      if (wm.countryCode !== c.cc)
        out.push(f('place-wrong', `countryCode ${String(wm.countryCode)} for a city in ${c.cc}`));
    } else if (wm.city == null && wm.geoNameId == null) {
      if (wm.countryCode === c.cc)
        out.push(f('place-city-missing', `only the country is resolved for ${c.name}`, RULES.places));
      else if (wm.countryCode == null)
        out.push(f('place-missing', `no place resolved for ${c.name}`, RULES.places));
      else
        out.push(f('place-wrong', `country ${String(wm.countryCode)} for ${c.name}, ${c.cc}`, RULES.places));
    } else if (sameName(wm.city)) {
      out.push(
        f(
          'place-wrong-namesake',
          `the namesake ${String(wm.city)}, ${String(wm.countryCode)} instead of ${c.name}, ${c.region ?? c.cc}`,
          RULES.places,
        ),
      );
    } else {
      out.push(
        f(
          'place-wrong',
          `${String(wm.city)}, ${String(wm.countryCode)} instead of ${c.name}, ${c.cc}`,
          RULES.places,
        ),
      );
    }
  } else if ('town' in p) {
    const t = p.town;
    if (wm.countryCode !== t.cc)
      out.push(
        f(
          wm.countryCode == null ? 'place-missing' : 'place-wrong',
          `${t.name} in ${t.cc} answered as ${String(wm.city)}, ${String(wm.countryCode)}${t.trap ? ` (trap: ${t.trap})` : ''}`,
          RULES.places,
        ),
      );
    else if (wm.geoNameId != null && t.id !== undefined && wm.geoNameId !== String(t.id))
      out.push(
        f('place-wrong', `${t.name} answered as another city of ${t.cc}: ${String(wm.city)}`, RULES.places),
      );
  } else if ('country' in p) {
    if (wm.countryCode !== p.country)
      out.push(f('place-wrong', `country ${String(wm.countryCode)}, expected ${p.country}`, RULES.places));
    else if (wm.city != null)
      out.push(
        f('place-wrong', `a city (${String(wm.city)}) made up for a country-only place`, RULES.places),
      );
  } else if ('anyCityIn' in p) {
    if (wm.countryCode !== p.anyCityIn)
      out.push(
        f(
          wm.countryCode == null ? 'place-missing' : 'place-wrong',
          `country ${String(wm.countryCode)}, expected ${p.anyCityIn}`,
          RULES.places,
        ),
      );
  }
  return out;
}

const EMP_ACCEPT: Record<string, string[]> = {
  fullTime: ['fulltime'],
  partTime: ['parttime'],
  temporary: ['temporary', 'contract'],
  internship: ['internship'],
  freelance: ['freelance', 'contract'],
  contract: ['contract', 'temporary', 'freelance'],
};
const normEmp = (x: unknown): string => (str(x) ?? '').toLowerCase().replace(/[^a-z]/g, '');

const PERIOD: Record<string, RegExp> = { hourly: /hour/i, monthly: /month/i, yearly: /year|annual/i };

/** Problems of the description as HTML: tags other than the documented ones, attributes, bad nesting, raw < or &. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const allowed = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);
  const stack: string[] = [];
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '<') {
      const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*)?>/.exec(html.slice(i, i + 200));
      if (!m) {
        problems.push(`raw "<" at ${i}: ${JSON.stringify(html.slice(i, i + 30))}`);
        i++;
        continue;
      }
      const [whole, close, name, attrs] = m;
      const tag = name!.toLowerCase();
      if (!allowed.has(tag))
        problems.push(`tag <${close}${tag}> (not in the documented <p>, <h3>, <ul><li>)`);
      if (attrs?.trim()) problems.push(`attributes on <${tag}${attrs}>`);
      if (tag !== 'br') {
        if (close) {
          if (stack.pop() !== tag) problems.push(`</${tag}> closes nothing open`);
        } else stack.push(tag);
      }
      i += whole.length;
      continue;
    }
    if (ch === '&') {
      if (!/^&(amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[0-9a-fA-F]{1,6});/.test(html.slice(i, i + 12)))
        problems.push(`unescaped "&" at ${i}: ${JSON.stringify(html.slice(i, i + 20))}`);
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(ch))
      problems.push(`control character U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    i++;
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.map((t) => `<${t}>`).join('')}`);
  return problems;
}

/** The text of the description (tags out, the few entities it may use decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const wordsOf = (s: string): string[] =>
  s
    .split(/[^\p{L}'’]+/u)
    .filter((w) => w.length > 0)
    .map(fold);

export function checkAnswer(c: Case, status: number, body: unknown): Failure[] {
  if (status !== 200)
    return [
      {
        category: 'http-error',
        detail: `status ${status}: ${JSON.stringify(body).slice(0, 200)}`,
        expected: '200 with the job',
        rule: 'docs/emulator-behavior.md Success statuses: generate 200',
      },
    ];
  const job = body as Job;
  const out: Failure[] = [];
  const wm = job.workMode;
  const sal = job.salary;
  const title = str(job.title);
  if (!wm || !sal || title === null || !Array.isArray(job.skills) || !Array.isArray(job.categories))
    return [
      {
        category: 'shape',
        detail: JSON.stringify(body).slice(0, 300),
        expected: 'the public job DTO',
        rule: RULES.shape,
      },
    ];

  // Language field.
  if (job.language !== c.language)
    out.push({
      category: 'language-field',
      detail: `language ${String(job.language)}`,
      expected: c.language,
      rule: RULES.language,
    });

  // Work mode: any acceptable reading matches, else the failures against the first.
  let modeOk = true;
  if (c.expect.modes.length > 0) {
    const results = c.expect.modes.map((m) => matchAlt(m, wm));
    if (!results.some((r) => r.length === 0)) {
      modeOk = false;
      const first = results[0]!;
      if (c.expect.modes.length > 1)
        for (const x of first) x.expected = c.expect.modes.map(describeAlt).join(' | or | ');
      out.push(...first);
    }
  }
  // Consistency of the place data, whatever the reading.
  const cityNull = wm.city == null;
  if (cityNull !== (wm.geoNameId == null) || cityNull !== (wm.coordinates == null))
    out.push({
      category: 'geo-consistency',
      detail: `city ${String(wm.city)}, geoNameId ${String(wm.geoNameId)}, coordinates ${JSON.stringify(wm.coordinates)}`,
      expected: 'geoNameId and coordinates present iff the city is',
      rule: RULES.consistency,
    });
  if ((wm.countryCode == null) !== (wm.countryName == null))
    out.push({
      category: 'geo-consistency',
      detail: `countryCode ${String(wm.countryCode)}, countryName ${String(wm.countryName)}`,
      expected: 'countryName present iff countryCode is',
      rule: RULES.consistency,
    });
  if (typeof wm.countryCode === 'string' && typeof wm.countryName === 'string') {
    const name = new Intl.DisplayNames([c.language], { type: 'region' }).of(wm.countryCode);
    if (name && name !== wm.countryName)
      out.push({
        category: 'details-language',
        detail: `countryName "${wm.countryName}" for ${wm.countryCode}`,
        expected: `"${name}" (the country's name in ${c.language})`,
        rule: RULES.language,
      });
  }

  // Salary: order always; currency and stated figures when the place is right.
  const low = Number(sal.low);
  const rec = Number(sal.recommended);
  const high = Number(sal.high);
  if (![low, rec, high].every(Number.isFinite) || !(low <= rec && rec <= high) || low < 0)
    out.push({
      category: 'salary-order',
      detail: `low ${String(sal.low)}, recommended ${String(sal.recommended)}, high ${String(sal.high)}`,
      expected: 'finite numbers, 0 ≤ low ≤ recommended ≤ high',
      rule: RULES.salary,
    });
  const currencies = expectedCurrencies(c.expect);
  const salaryText = `${String(sal.low)}–${String(sal.high)} ${String(sal.currency)} ${String(sal.period)}`;
  if (modeOk && currencies && !currencies.includes(String(sal.currency)))
    out.push({
      category: 'currency',
      detail: `currency ${String(sal.currency)} (${salaryText})`,
      expected: currencies.join(' or '),
      rule: RULES.currency,
    });
  const pay = c.expect.pay;
  if (pay && sal.currency === pay.currency) {
    const near = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.005);
    const stated =
      pay.single !== undefined
        ? `${pay.single} ${pay.currency}${pay.period ? ` ${pay.period}` : ''}`
        : `${pay.low}–${pay.high} ${pay.currency}${pay.period ? ` ${pay.period}` : ''}`;
    const figuresOk =
      pay.single !== undefined
        ? low <= pay.single + 0.011 && pay.single <= high + 0.011
        : near(low, pay.low!) && near(high, pay.high!);
    if (!figuresOk)
      out.push({
        category: 'salary-figures',
        detail: `salary ${salaryText}`,
        expected: `the stated ${stated}`,
        rule: RULES.salary,
      });
    else if (pay.period && !PERIOD[pay.period]!.test(String(sal.period)))
      out.push({
        category: 'salary-period',
        detail: `period ${String(sal.period)} (${salaryText})`,
        expected: pay.period,
        rule: RULES.salary,
      });
  }
  if (c.expect.negotiable && sal.negotiable !== true)
    out.push({
      category: 'salary-negotiable',
      detail: `negotiable ${String(sal.negotiable)}`,
      expected: 'true',
      rule: RULES.salary,
    });

  // Employment.
  const types = Array.isArray(job.employmentTypes) ? job.employmentTypes.map(normEmp) : [];
  if (!types.includes(normEmp(job.primaryEmploymentType)))
    out.push({
      category: 'employment-type',
      detail: `primary ${String(job.primaryEmploymentType)} not in ${JSON.stringify(job.employmentTypes)}`,
      expected: 'primaryEmploymentType among employmentTypes',
      rule: RULES.employment,
    });
  if (c.expect.emp && !EMP_ACCEPT[c.expect.emp]!.includes(normEmp(job.primaryEmploymentType)))
    out.push({
      category: 'employment-type',
      detail: `primaryEmploymentType ${String(job.primaryEmploymentType)} (types ${JSON.stringify(job.employmentTypes)})`,
      expected: c.expect.emp,
      rule: RULES.employment,
    });

  // Title: names the role, in the answer's language, not a neighbour, with the seniority.
  const ft = fold(title);
  const roles = (c.expect.roles ?? []).map((k) => ROLE[k]!);
  const reqLang = langOf(c.reqLang);
  if (roles.length > 0) {
    const ok = roles.some((r) => r.title[c.language].test(ft) && !(r.forbid?.test(ft) ?? false));
    if (!ok) {
      const first = roles[0]!;
      let category = 'title-role';
      if (reqLang !== c.language && roles.some((r) => r.title[reqLang].test(ft))) category = 'title-language';
      else if (roles.some((r) => r.forbid?.test(ft))) category = 'title-neighbour-role';
      else if (roles.some((r) => r.broader?.[c.language].test(ft))) category = 'title-broader';
      else if (GENERIC_TITLE.test(ft)) category = 'title-generic';
      out.push({
        category,
        detail: `title "${title}"`,
        expected: `a ${first.key} title in ${c.language} (matching ${first.title[c.language]})`,
        rule: RULES.title,
      });
    }
  }
  if (c.expect.seniority) {
    const re = c.expect.seniority === 'senior' ? /senior|\bsr\b|lead/ : /junior|\bjr\b/;
    if (!re.test(ft))
      out.push({
        category: 'title-seniority',
        detail: `title "${title}"`,
        expected: `the ${c.expect.seniority} level the request states`,
        rule: RULES.seniority,
      });
  }

  // Language of what the job says.
  const placeIgnore = new Set([
    ...PROPER,
    ...ALL_TOOLS,
    ...wordsOf(
      `${str(wm.city) ?? ''} ${str(wm.region) ?? ''} ${str(wm.countryName) ?? ''} ${str(wm.displayName) ?? ''}`,
    ),
  ]);
  const titleForeign = foreignWords(title, c.language, placeIgnore);
  if (titleForeign.length > 0 && !out.some((x) => x.category === 'title-language'))
    out.push({
      category: 'title-language',
      detail: `title "${title}" has ${titleForeign.map((x) => `${x.word} (${x.lang})`).join(', ')}`,
      expected: `a title in ${c.language}`,
      rule: RULES.language,
    });
  const lists: [string, unknown][] = [
    ['skills', job.skills],
    ['education', job.education],
    [
      'categories',
      Array.isArray(job.categories) ? job.categories.map((x) => (x as { name?: unknown }).name) : [],
    ],
    ['additionalCompensation', sal.additionalCompensation],
  ];
  const detailForeign: string[] = [];
  for (const [field, list] of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const s = str(item);
      if (!s) continue;
      const fw = foreignWords(s, c.language, placeIgnore);
      if (fw.length > 0)
        detailForeign.push(`${field} "${s}" (${fw.map((x) => `${x.word}: ${x.lang}`).join(', ')})`);
    }
  }
  if (detailForeign.length > 0)
    out.push({
      category: 'details-language',
      detail: detailForeign.slice(0, 4).join('; '),
      expected: `skills, education, categories in ${c.language}`,
      rule: RULES.language,
    });

  // Skills the request names.
  // A named tool is there when a skill is it or holds it as words ("Adobe InDesign" holds InDesign).
  const skillTexts = (job.skills as unknown[]).map(
    (s) => ` ${fold(String(s)).replace(/[^\p{L}\p{N}+#]+/gu, ' ')} `,
  );
  const missing = (c.expect.skills ?? []).filter((s) => {
    const needle = ` ${fold(s).replace(/[^\p{L}\p{N}+#]+/gu, ' ')} `;
    return !skillTexts.some((t) => t.includes(needle));
  });
  if (missing.length > 0)
    out.push({
      category: 'skills-missing',
      detail: `skills ${JSON.stringify(job.skills)}`,
      expected: `the named ${missing.join(', ')}`,
      rule: RULES.skills,
    });

  // Categories: one primary.
  const primaries = (job.categories as { primary?: unknown }[]).filter((x) => x?.primary === true).length;
  if (primaries !== 1)
    out.push({
      category: 'categories-structure',
      detail: `categories ${JSON.stringify(job.categories)}`,
      expected: 'exactly one primary category',
      rule: RULES.shape,
    });

  // Description: present, well-formed, escaped, in the answer's language.
  const html = str(job.description);
  if (html === null)
    out.push({
      category: 'description-missing',
      detail: 'description null',
      expected: 'HTML (includeDescription: true)',
      rule: RULES.description,
    });
  else {
    const problems = htmlProblems(html);
    if (problems.length > 0)
      out.push({
        category: 'description-html',
        detail: problems.slice(0, 3).join('; '),
        expected: 'well-formed, escaped HTML',
        rule: RULES.description,
      });
    const ignore = new Set([
      ...placeIgnore,
      ...wordsOf(title),
      ...(job.skills as unknown[]).flatMap((s) => wordsOf(String(s))),
      ...(reqLang === c.language ? wordsOf(c.prompt) : []),
    ]);
    const fw = foreignWords(htmlText(html), c.language, ignore);
    if (fw.length > 0) {
      const quoted = wordsOf(c.prompt);
      const fromPrompt = fw.filter((x) => quoted.includes(fold(x.word)));
      out.push({
        category: 'description-language',
        detail: `${fw
          .slice(0, 8)
          .map((x) => `${x.word} (${x.lang})`)
          .join(', ')}${fromPrompt.length > 0 ? ` — ${fromPrompt.length} of them from the request` : ''}`,
        expected: `a description in ${c.language} only`,
        rule: RULES.language,
      });
    }
  }
  return out;
}
