import type { JobLanguage, PublicJob } from '@platform-api/sdk/schemas';
import { places } from '../../shared/places/index.ts';
import { type Found, prepare } from '../../shared/text/phrases.ts';
import { CATEGORIES, type CategoryId, EDUCATION, type EducationLevel } from './data/categories.ts';
import { ANY_STOPS } from './data/role-words.ts';
import type { SkillEntry } from './data/skills.ts';
import { describe } from './describe.ts';
import { dicts, exact, type RoleName } from './dictionaries.ts';
import { employmentTypes } from './employment.ts';
import { namedTools } from './named-tools.ts';
import { placement } from './placement.ts';
import { readRequest } from './request.ts';
import { requestLanguage } from './request-language.ts';
import { hintsOf, readRole } from './role.ts';
import { type Seniority, salaryFor } from './salary.ts';
import { CURRENCY_CODES } from './stated-salary.ts';
import { jobTitle } from './title.ts';
import { readWorkMode } from './work-mode.ts';

export { ROLES } from './data/roles.ts';

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
  const read = readRequest(input.prompt);
  const request = read.words;
  const d = dicts();

  // Roles and skills first; keywords and places only in the words they did not take (so "lead
  // generation" is a skill, not a seniority, and "Paris" in "Paris Hilton" is still a place).
  // A currency code beside a figure ("CAD 38 per hour", "38 CAD/hour") names money, not AutoCAD.
  const beside = (at: number) => /^\d/.test(request.words[at] ?? '');
  // An acronym that is also a little word of the four languages is the skill only in capitals:
  // "contrato sem termo" names no SEM.
  const littleWord = (h: Found<SkillEntry>) =>
    h.length === 1 &&
    h.value.proper &&
    h.original !== h.original.toUpperCase() &&
    ANY_STOPS.has(request.words[h.at] ?? '');
  const skillHits = exact(d.skills.findAll(request), (s) => s.name).filter(
    (h) =>
      !littleWord(h) &&
      !(
        h.length === 1 &&
        CURRENCY_CODES.has(h.original.toLowerCase()) &&
        (beside(h.at - 1) || beside(h.at + 1))
      ),
  );
  const roleHits = outsideSkills(d.roles.findAll(request), skillHits);
  const taken = new Set<number>();
  for (const h of [...roleHits, ...skillHits]) for (let i = h.at; i < h.at + h.length; i++) taken.add(i);
  const rest = {
    words: request.words.map((w, i) => (taken.has(i) ? '' : w)),
    originals: request.originals.map((w, i) => (taken.has(i) ? '' : w)),
  };
  const keywords = new Set(d.keywords.findAll(rest).map((h) => h.value));
  const spoken = requestLanguage(read.text);
  const reading = readWorkMode(request, places(), {
    taken,
    language: spoken,
    everyday: (w) => d.everyday.has(w),
    locationFields: read.locationFields,
    headquartersFields: read.fields
      .filter((f) => f.field === 'headquarters')
      .map((f) => [f.from, f.to] as const),
  });
  const place = placement(reading, language);

  const seniority: Seniority = keywords.has('lead')
    ? 'lead'
    : keywords.has('senior')
      ? 'senior'
      : keywords.has('junior') || keywords.has('internship')
        ? 'junior'
        : 'mid';

  const employment = employmentTypes({
    keywords,
    words: rest,
    text: read.text,
    language: spoken,
    contractFields: read.fields.filter((f) => f.field === 'contract').map((f) => [f.from, f.to] as const),
  });

  const roleReading = readRole(
    { prompt: read.unlabelled, titleFields: read.titleFields },
    roleHits,
    spoken,
    d,
    [places().names],
  );
  const { role, unknown, wordsLanguage } = roleReading;
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
  // Products named after "experience with" that the vocabulary lacks, by their own name, after
  // the skills the request names.
  const tools = namedTools(read.text, (folded) => {
    const words = prepare(folded).words;
    return d.skills.at(words, 0)?.length === words.length;
  });
  skillEntries.splice(Math.min(skillHits.length, skillEntries.length), 0, ...tools);
  skillEntries.splice(12);
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
    prompt: read.text,
    role,
    seniority,
    country: place.country,
    negotiable: keywords.has('negotiable'),
    parttime: employment[0] === 'partTime',
    additionalCompensation: [...new Set(compensation)],
  });

  const job: PublicJob = {
    title: jobTitle({
      reading: roleReading,
      category: primaryCategory,
      firstSkill: skillHits[0]?.value,
      seniority,
      language,
      d,
    }),
    language,
    description: null,
    workMode: place.workMode,
    salary,
    primaryEmploymentType: employment[0]!,
    employmentTypes: employment,
    categories: categoryIds.map((id, i) => ({ id, name: CATEGORIES[id][language], primary: i === 0 })),
    education: [EDUCATION[educationLevel][language]],
    skills: skillEntries.map((s) => s.names[language]),
  };
  if (input.includeDescription) {
    job.description = describe(job, {
      // The request's own sentence is quoted only when it is written in the job's language: a
      // request in another language, or one whose language its words do not tell ("Social media
      // manager in Lisbon"), would put another language inside the description.
      prompt: written === language ? read.text : '',
      skills: skillEntries,
      category: primaryCategory === 'general' ? null : CATEGORIES[primaryCategory][language],
    });
  }
  return job;
}

/** The skill a job names when the request names none. */
const FALLBACK_SKILL = 'Communication';

/**
 * Role names outside longer skills: "SQL Server" has no server (waiter) in it. Linear: each word
 * knows the longest skill covering it.
 */
function outsideSkills(roleHits: Found<RoleName>[], skillHits: Found<SkillEntry>[]): Found<RoleName>[] {
  const cover = new Map<number, { from: number; to: number }>();
  for (const s of skillHits) {
    for (let i = s.at; i < s.at + s.length; i++) {
      const c = cover.get(i);
      if (!c || c.to - c.from < s.length) cover.set(i, { from: s.at, to: s.at + s.length });
    }
  }
  return roleHits.filter((r) => {
    const c = cover.get(r.at);
    return !(c && c.to - c.from > r.length && c.from <= r.at && r.at + r.length <= c.to);
  });
}

function majorityCategory(skills: SkillEntry[]): CategoryId | undefined {
  const counts = new Map<CategoryId, number>();
  for (const s of skills)
    if (s.category !== 'general') counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}
