import type {
  EmploymentType,
  JobLanguage,
  PublicJob,
  SalaryPeriod,
  WorkModeType,
} from '@platform-api/sdk/schemas';
import { places } from '../../shared/places/index.ts';
import { CATEGORIES, type CategoryId, EDUCATION, type EducationLevel } from './data/categories.ts';
import { ROLES, type Role } from './data/roles.ts';
import { SKILL_ROWS } from './data/skills.ts';
import { COMPENSATION, KEYWORDS, type Keyword, TEXTS } from './i18n.ts';
import { type Found, PhraseIndex, prepare } from './phrases.ts';
import { CURRENCY_CODES, type Seniority, salaryFor } from './salary.ts';
import { placement, readWorkMode } from './work-mode.ts';

interface Skill {
  name: string;
  category: CategoryId;
}

interface Dictionaries {
  roles: PhraseIndex<Role>;
  skills: PhraseIndex<Skill>;
  keywords: PhraseIndex<Keyword>;
  compensation: PhraseIndex<(typeof COMPENSATION)[number]>;
}

let dictionaries: Dictionaries | undefined;

/** The phrase dictionaries, built on first use and shared by every emulator of the process. */
function dicts(): Dictionaries {
  dictionaries ??= {
    roles: new PhraseIndex(
      ROLES.flatMap((role) => [role.titles.en, ...role.aliases].map((a) => [a, role] as const)),
    ),
    skills: new PhraseIndex(
      SKILL_ROWS.flatMap(([name, category, aliases]) =>
        [name, ...aliases].map((a) => [a, Object.freeze({ name, category })] as const),
      ),
    ),
    keywords: new PhraseIndex(
      (Object.keys(KEYWORDS) as Keyword[]).flatMap((k) => KEYWORDS[k].map((w) => [w, k] as const)),
    ),
    compensation: new PhraseIndex(COMPENSATION.flatMap((c) => c.words.map((w) => [w, c] as const))),
  };
  return dictionaries;
}

/** Names of two letters or less (C, R, Go, JS) count only when written as the vocabulary writes them. */
function exact<T>(hits: Found<T>[], name: (value: T) => string): Found<T>[] {
  return hits.filter(
    (h) => h.original.length > 2 || h.original.toLowerCase() !== h.original || name(h.value) === h.original,
  );
}

const EMPLOYMENT_PRIORITY: readonly EmploymentType[] = [
  'partTime',
  'internship',
  'temporary',
  'contract',
  'freelance',
  'fullTime',
];

export interface GenerateInput {
  prompt: string;
  language: JobLanguage;
  includeDescription: boolean;
}

/**
 * Turns a hiring request into the normalized public job, by rules and built-in vocabularies (roles,
 * skills, a gazetteer of real cities): no model, no randomness. The same request gives the same job;
 * a request naming nothing known still gives a complete, generic job.
 */
export function generateJob(input: GenerateInput): PublicJob {
  const { language } = input;
  const texts = TEXTS[language];
  const request = prepare(input.prompt);
  const d = dicts();

  // Roles and skills first; keywords and places only in the words they did not take (so "lead
  // generation" is a skill, not a seniority, and "Paris" in "Paris Hilton" is still a place).
  const roleHits = d.roles.findAll(request);
  const role = [...roleHits].sort((a, b) => b.length - a.length || a.at - b.at)[0]?.value ?? null;
  // A currency code beside a figure ("CAD 38 per hour", "38 CAD/hour") names money, not AutoCAD.
  const beside = (at: number) => /^\d/.test(request.words[at] ?? '');
  const skillHits = exact(d.skills.findAll(request), (s) => s.name).filter(
    (h) =>
      !(
        h.length === 1 &&
        CURRENCY_CODES.has(h.original.toLowerCase()) &&
        (beside(h.at - 1) || beside(h.at + 1))
      ),
  );
  const taken = new Set<number>();
  for (const h of [...roleHits, ...skillHits]) for (let i = h.at; i < h.at + h.length; i++) taken.add(i);
  const rest = {
    words: request.words.map((w, i) => (taken.has(i) ? '' : w)),
    originals: request.originals.map((w, i) => (taken.has(i) ? '' : w)),
  };
  const keywords = new Set(d.keywords.findAll(rest).map((h) => h.value));
  const place = placement(readWorkMode(request, places(), taken), language);

  const seniority: Seniority = keywords.has('lead')
    ? 'lead'
    : keywords.has('senior')
      ? 'senior'
      : keywords.has('junior') || keywords.has('internship')
        ? 'junior'
        : 'mid';

  const employmentTypes = EMPLOYMENT_PRIORITY.filter((t) => keywords.has(t));
  if (employmentTypes.length === 0) employmentTypes.push('fullTime');

  const skills: string[] = [];
  for (const name of [...skillHits.map((h) => h.value.name), ...(role?.skills ?? [])]) {
    if (!skills.includes(name) && skills.length < 12) skills.push(name);
  }
  if (skills.length === 0) skills.push(texts.fallbackSkill);

  const primaryCategory: CategoryId =
    role?.category ?? majorityCategory(skillHits.map((h) => h.value)) ?? 'general';
  const categoryIds = [primaryCategory];
  for (const h of skillHits) {
    const c = h.value.category;
    if (c !== 'general' && !categoryIds.includes(c) && categoryIds.length < 3) categoryIds.push(c);
  }

  const educationLevel: EducationLevel = keywords.has('phd')
    ? 'phd'
    : keywords.has('master')
      ? 'master'
      : keywords.has('bachelor')
        ? 'bachelor'
        : keywords.has('vocational')
          ? 'vocational'
          : (role?.education ?? 'secondary');

  const compensation = d.compensation.findAll(rest).map((h) => h.value.label[language]);
  const salary = salaryFor({
    prompt: input.prompt,
    role,
    seniority,
    country: place.country,
    negotiable: keywords.has('negotiable'),
    parttime: employmentTypes[0] === 'partTime',
    additionalCompensation: [...new Set(compensation)],
  });

  const title = titleOf(role, seniority, skillHits[0]?.value.name, language);
  const job: PublicJob = {
    title,
    language,
    description: null,
    workMode: place.workMode,
    salary,
    primaryEmploymentType: employmentTypes[0]!,
    employmentTypes,
    categories: categoryIds.map((id, i) => ({ id, name: CATEGORIES[id][language], primary: i === 0 })),
    education: [EDUCATION[educationLevel][language]],
    skills,
  };
  if (input.includeDescription) {
    job.description = describe(
      job,
      input.prompt,
      primaryCategory === 'general' ? null : CATEGORIES[primaryCategory][language],
    );
  }
  return job;
}

function majorityCategory(skills: Skill[]): CategoryId | undefined {
  const counts = new Map<CategoryId, number>();
  for (const s of skills)
    if (s.category !== 'general') counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function titleOf(
  role: Role | null,
  seniority: Seniority,
  firstSkill: string | undefined,
  language: JobLanguage,
): string {
  const texts = TEXTS[language];
  const base = role ? role.titles[language] : firstSkill ? texts.specialist(firstSkill) : texts.genericTitle;
  if (seniority === 'mid') return base;
  const word = texts.seniority[seniority];
  if (base.toLowerCase().includes(word.toLowerCase())) return base;
  return texts.seniorityAfter ? `${base} ${word}` : `${word} ${base}`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: nothing a request says becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const formats = new Map<string, Intl.NumberFormat | null>();

/** Intl formatters are costly to build: one per locale, currency and precision, kept. */
function money(amount: number, currency: string, locale: string): string {
  const digits = amount < 100 ? 2 : 0;
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format ? format.format(amount) : `${amount} ${currency}`;
}

/** The description HTML, in the job's language. */
function describe(job: PublicJob, prompt: string, category: string | null): string {
  const texts = TEXTS[job.language];
  const { salary } = job;
  const range =
    salary.low === salary.high
      ? money(salary.recommended, salary.currency, texts.locale)
      : `${money(salary.low, salary.currency, texts.locale)} – ${money(salary.high, salary.currency, texts.locale)}`;
  // The request's first sentence, as the recruiter wrote it (escaped), tells what the job is about:
  // at most 400 characters, cut between characters (an emoji is never split); a prompt of spaces
  // alone has none, and the section is left out.
  const about = Array.from(prompt.trim().split(/(?<=[.!?])\s+/)[0]!)
    .slice(0, 400)
    .join('');
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  // The answer types are open (`(string & {})`); the emulator generates only the known values.
  const mode = texts.workMode[job.workMode.type as WorkModeType];
  const offer = [
    `${range} ${texts.period[salary.period as SalaryPeriod]}`,
    // An on-site job whose place is unknown is shown as its mode alone, not "On-site · On-site".
    mode === job.workMode.displayName ? mode : `${mode} · ${job.workMode.displayName}`,
    job.employmentTypes.map((t) => texts.employment[t as EmploymentType]).join(' / '),
    ...salary.additionalCompensation,
  ];
  return [
    `<p>${escapeHtml(texts.intro(job.title, job.workMode.displayName))}</p>`,
    ...(about ? [`<h3>${texts.headings.about}</h3>`, `<p>${escapeHtml(about)}</p>`] : []),
    `<h3>${texts.headings.responsibilities}</h3>`,
    list(texts.responsibilities(job.skills, category)),
    `<h3>${texts.headings.requirements}</h3>`,
    list([...job.skills.slice(0, 6), ...job.education, texts.experience]),
    `<h3>${texts.headings.offer}</h3>`,
    list(offer),
  ].join('\n');
}
