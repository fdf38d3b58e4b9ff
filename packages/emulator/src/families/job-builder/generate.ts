import type { EmploymentType, JobLanguage, PublicJob } from '@platform-api/sdk/schemas';
import { places } from '../../shared/places/index.ts';
import { CATEGORIES, type CategoryId, EDUCATION, type EducationLevel } from './data/categories.ts';
import { FIELD_HINTS, type FieldHint } from './data/hints.ts';
import { ROLES, type Role } from './data/roles.ts';

export { ROLES } from './data/roles.ts';

import { type Found, PhraseIndex, prepare } from '../../shared/text/phrases.ts';
import { COMPENSATION, KEYWORDS, type Keyword, TEXTS } from './data/i18n.ts';
import { SKILLS, type SkillEntry } from './data/skills.ts';
import { WORK_MODE_WORDS } from './data/work-mode-words.ts';
import { describe, inSentence } from './describe.ts';
import { placement } from './placement.ts';
import { requestLanguage } from './request-language.ts';
import { findRoleWords, type RoleWords, titleCase } from './role-words.ts';
import { type Seniority, salaryFor } from './salary.ts';
import { CURRENCY_CODES } from './stated-salary.ts';
import { readWorkMode } from './work-mode.ts';

/** A role name found in a request: a person in the role, or (`field`) the role's field of work. */
interface RoleName {
  role: Role;
  field: boolean;
}

interface Dictionaries {
  roles: PhraseIndex<RoleName>;
  skills: PhraseIndex<SkillEntry>;
  keywords: PhraseIndex<Keyword>;
  roleModifiers: PhraseIndex<string>;
  compensation: PhraseIndex<(typeof COMPENSATION)[number]>;
  hints: PhraseIndex<FieldHint>;
  workplaces: ReadonlySet<string>;
  skillNamed: ReadonlyMap<string, SkillEntry>;
}

let dictionaries: Dictionaries | undefined;

/** The phrase dictionaries, built on first use and shared by every emulator of the process. */
function dicts(): Dictionaries {
  dictionaries ??= {
    roles: new PhraseIndex<RoleName>([
      ...ROLES.flatMap((role) => {
        const person: RoleName = Object.freeze({ role, field: false });
        return [role.titles.en, ...role.aliases].map((a) => [a, person] as const);
      }),
      ...ROLES.flatMap((role) => {
        const field: RoleName = Object.freeze({ role, field: true });
        return role.fields.map((a) => [a, field] as const);
      }),
    ]),
    // Every name of a skill (in the four languages) finds it, and so do its aliases.
    skills: new PhraseIndex(
      SKILLS.flatMap((skill) =>
        [...new Set([...Object.values(skill.names), ...skill.aliases])].map((a) => [a, skill] as const),
      ),
    ),
    keywords: new PhraseIndex(
      (Object.keys(KEYWORDS) as Keyword[]).flatMap((k) => KEYWORDS[k].map((w) => [w, k] as const)),
    ),
    // Before role words, work-mode words are skipped like contract and seniority words ("Remote
    // dog groomer"); after them they end them ("Barista híbrido").
    roleModifiers: new PhraseIndex<string>([
      ...(Object.keys(KEYWORDS) as Keyword[]).flatMap((k) => KEYWORDS[k].map((w) => [w, k] as const)),
      ...Object.values(WORK_MODE_WORDS).flatMap((words) =>
        [words.fullRemote, words.remote, words.hybrid, words.onsite, words.worldwide, words.anywhere].flatMap(
          (list) => list.map((w) => [w, 'workMode'] as const),
        ),
      ),
    ]),
    compensation: new PhraseIndex(COMPENSATION.flatMap((c) => c.words.map((w) => [w, c] as const))),
    hints: new PhraseIndex(
      FIELD_HINTS.filter((h) => h.category !== 'general').flatMap((h) => h.words.map((w) => [w, h] as const)),
    ),
    workplaces: new Set(FIELD_HINTS.filter((h) => h.workplace).flatMap((h) => h.words)),
    skillNamed: new Map(SKILLS.map((skill) => [skill.name, skill])),
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
 * a request naming nothing known still gives a complete, generic job. Everything the job says is in
 * the requested language, whatever language the request is written in: the vocabularies hold each
 * role, skill, category and education level in the four languages.
 */
export function generateJob(input: GenerateInput): PublicJob {
  const { language } = input;
  const request = prepare(input.prompt);
  const d = dicts();

  // Roles and skills first; keywords and places only in the words they did not take (so "lead
  // generation" is a skill, not a seniority, and "Paris" in "Paris Hilton" is still a place).
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
  // A role name inside a longer skill names the skill: "SQL Server" has no server (waiter) in it.
  const roleHits = d.roles
    .findAll(request)
    .filter(
      (r) =>
        !skillHits.some((s) => s.length > r.length && s.at <= r.at && r.at + r.length <= s.at + s.length),
    );
  const taken = new Set<number>();
  for (const h of [...roleHits, ...skillHits]) for (let i = h.at; i < h.at + h.length; i++) taken.add(i);
  const rest = {
    words: request.words.map((w, i) => (taken.has(i) ? '' : w)),
    originals: request.originals.map((w, i) => (taken.has(i) ? '' : w)),
  };
  const keywords = new Set(d.keywords.findAll(rest).map((h) => h.value));
  const place = placement(readWorkMode(request, places(), { taken }), language);

  const seniority: Seniority = keywords.has('lead')
    ? 'lead'
    : keywords.has('senior')
      ? 'senior'
      : keywords.has('junior') || keywords.has('internship')
        ? 'junior'
        : 'mid';

  const employmentTypes = EMPLOYMENT_PRIORITY.filter((t) => keywords.has(t));
  if (employmentTypes.length === 0) employmentTypes.push('fullTime');

  const spoken = requestLanguage(input.prompt);
  const { role, unknown, wordsLanguage } = readRole(input.prompt, roleHits, spoken, d, [places().names]);
  // The language the request is written in, when its words or its hiring phrase tell it.
  const written = spoken ?? wordsLanguage;
  const hinted = unknown ? hintsOf(unknown, d) : [];

  const skillNames: string[] = [];
  for (const name of [
    ...skillHits.map((h) => h.value.name),
    ...hinted.flatMap((h) => (h.skill ? [h.skill] : [])),
    ...(role?.skills ?? []),
  ]) {
    if (!skillNames.includes(name) && skillNames.length < 12) skillNames.push(name);
  }
  const skillEntries = skillNames.map((name) => d.skillNamed.get(name)!);
  if (skillEntries.length === 0) skillEntries.push(d.skillNamed.get(FALLBACK_SKILL)!);

  const primaryCategory: CategoryId =
    role?.category ??
    hinted[0]?.category ??
    majorityCategory(skillHits.map((h) => h.value)) ??
    d.hints.findAll(rest)[0]?.value.category ??
    'general';
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

  const base = role
    ? role.titles[language]
    : unknown
      ? titleCase(unknown.text)
      : skillHits[0]
        ? specialist(skillHits[0].value, language)
        : TEXTS[language].genericTitle;
  const job: PublicJob = {
    title: withSeniority(base, seniority, language),
    language,
    description: null,
    workMode: place.workMode,
    salary,
    primaryEmploymentType: employmentTypes[0]!,
    employmentTypes,
    categories: categoryIds.map((id, i) => ({ id, name: CATEGORIES[id][language], primary: i === 0 })),
    education: [EDUCATION[educationLevel][language]],
    skills: skillEntries.map((s) => s.names[language]),
  };
  if (input.includeDescription) {
    job.description = describe(job, {
      // The request's own sentence is quoted only when it is written in the job's language: a
      // request in another language, or one whose language its words do not tell ("Social media
      // manager in Lisbon"), would put another language inside the description.
      prompt: written === language ? input.prompt : '',
      skills: skillEntries,
      category: primaryCategory === 'general' ? null : CATEGORIES[primaryCategory][language],
    });
  }
  return job;
}

/** The skill a job names when the request names none. */
const FALLBACK_SKILL = 'Communication';

/**
 * The role of a request. The role words ("a barista", "se busca cuidador de perros") decide: a role
 * of the vocabulary whose name is their head ("night nurse" is a nurse, "nurse educator" is not),
 * else the words themselves, as the title of a role the vocabulary lacks. Without role words, the
 * first role the request names; a field of work ("customer service") only when it names no person.
 */
function readRole(
  prompt: string,
  roleHits: Found<RoleName>[],
  written: JobLanguage | null,
  d: Dictionaries,
  places: readonly PhraseIndex<unknown>[],
): { role: Role | null; unknown: RoleWords | null; wordsLanguage: JobLanguage | null } {
  const words = findRoleWords(
    prompt,
    { aliases: d.roles, modifiers: d.roleModifiers, places, skills: d.skills, workplaces: d.workplaces },
    written,
  );
  const wordsLanguage = words?.language ?? null;
  if (words) {
    const named = roleNamedBy(words, d);
    if (named) return { role: named, unknown: null, wordsLanguage };
  }
  // A role named inside the role words is theirs ("nurse" in "nurse educator"), not another one.
  const own = words ? prepare(words.text).words.join(' ') : '';
  const person = roleHits.find(
    (h) => !h.value.field && !` ${own} `.includes(` ${prepare(h.original).words.join(' ')} `),
  );
  if (words && (words.source === 'hiring phrase' || !person))
    return { role: null, unknown: words, wordsLanguage };
  const found = person ?? roleHits[0];
  return { role: found?.value.role ?? null, unknown: null, wordsLanguage };
}

/** Words for a person that, after a field of work, name its role ("customer service agent"). */
const PERSON_AFTER = new Set(
  'agent agents representative rep specialist associate assistant officer analyst coordinator technician advisor adviser consultant executive expert medewerker adviseur consulent'.split(
    ' ',
  ),
);
/** The same before a field, in Spanish and Portuguese ("agente de atención al cliente"). */
const PERSON_BEFORE = new Set(
  'agente especialista tecnico tecnica asistente assistente analista responsable auxiliar operador operadora consultor consultora coordinador coordinadora coordenador coordenadora gestor gestora atendente ejecutivo ejecutiva executivo executiva'.split(
    ' ',
  ),
);
const LINKS = new Set(['de', 'del', 'da', 'do', 'en', 'em']);

/** The vocabulary's role the role words name by their head, if any. */
function roleNamedBy(roleWords: RoleWords, d: Dictionaries): Role | null {
  const request = prepare(roleWords.text);
  const { words } = request;
  const last = words.length - 1;
  const romance = roleWords.language === 'es' || roleWords.language === 'pt';
  const germanic = roleWords.language === 'en' || roleWords.language === 'nl';
  const unknownLanguage = !romance && !germanic;
  const linked = words.some((w, k) => k > 0 && LINKS.has(w));
  const of = words.indexOf('of');
  const headLast = of > 0 ? of - 1 : last;
  for (const hit of d.roles.findAll(request)) {
    const end = hit.at + hit.length - 1;
    const coversFirst = hit.at === 0;
    const coversLast = hit.at <= headLast && headLast <= end;
    const isHead = romance ? coversFirst : germanic ? coversLast : linked ? coversFirst : coversLast;
    if (!hit.value.field) {
      if (!isHead && !(unknownLanguage && hit.at === 0 && end === last)) continue;
      const role = hit.value.role;
      // "Cuidador de perros", "pet nurse": the other words say the work is on something else.
      const rest = {
        words: words.map((w, k) => (k >= hit.at && k <= end ? '' : w)),
        originals: request.originals,
      };
      const elsewhere = d.hints
        .findAll(rest)
        .find((h) => h.value.otherSubject && h.value.category !== role.category);
      return elsewhere ? null : role;
    }
    // A field names its role alone, or beside a word for a person.
    const whole = hit.at === 0 && end === last;
    const after = hit.at === 0 && end === last - 1 && PERSON_AFTER.has(words[last]!) && !romance;
    const before =
      end === last &&
      PERSON_BEFORE.has(words[0]!) &&
      (hit.at === 1 || (hit.at === 2 && LINKS.has(words[1]!))) &&
      !germanic;
    if (whole || after || before) return hit.value.role;
  }
  return null;
}

/** Field words of a role the vocabulary lacks: its own words first ("dog groomer": animal care). */
function hintsOf(roleWords: RoleWords, d: Dictionaries): FieldHint[] {
  const request = prepare(roleWords.text);
  const own = [
    ...d.hints.findAll(request).map((h) => ({ at: h.at, hint: h.value as FieldHint })),
    ...d.skills.findAll(request).map((h) => ({ at: h.at, hint: { words: [], category: h.value.category } })),
  ];
  return own
    .filter((h) => h.hint.category !== 'general')
    .sort((a, b) => a.at - b.at)
    .map((h) => h.hint);
}

function majorityCategory(skills: SkillEntry[]): CategoryId | undefined {
  const counts = new Map<CategoryId, number>();
  for (const s of skills)
    if (s.category !== 'general') counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** "Python Specialist", "Especialista en atención al cliente", "Klantenservice-specialist". */
function specialist(skill: SkillEntry, language: JobLanguage): string {
  const name = language === 'en' && !skill.proper ? titleCase(skill.names.en) : inSentence(skill, language);
  return TEXTS[language].specialist(language === 'nl' ? skill.names.nl : name);
}

/** Words that already say a seniority in a title, in the four languages (folded). */
const SENIORITY_WORDS: Record<Exclude<Seniority, 'mid'>, readonly string[]> = {
  junior: ['junior', 'jr', 'trainee', 'intern', 'becario', 'becaria', 'estagiario', 'estagiaria', 'stagiair'],
  senior: ['senior', 'sr'],
  lead: [
    'lead',
    'lider',
    'leidinggevend',
    'head',
    'jefe',
    'jefa',
    'chefe',
    'hoofd',
    'teamleider',
    'director',
    'directora',
    'gerente',
    'manager',
  ],
};

function withSeniority(base: string, seniority: Seniority, language: JobLanguage): string {
  if (seniority === 'mid') return base;
  const texts = TEXTS[language];
  const word = texts.seniority[seniority];
  const said = prepare(base).words;
  if (said.some((w) => SENIORITY_WORDS[seniority].includes(w))) return base;
  return texts.seniorityAfter ? `${base} ${word}` : `${word} ${base}`;
}
