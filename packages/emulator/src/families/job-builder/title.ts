import type { JobLanguage } from '@platform-api/sdk/schemas';
import { prepare } from '../../shared/text/phrases.ts';
import { CATEGORIES, type CategoryId } from './data/categories.ts';
import { TEXTS } from './data/i18n.ts';
import type { SkillEntry } from './data/skills.ts';
import { inSentence } from './describe.ts';
import type { Dictionaries } from './dictionaries.ts';
import { type RoleReading, roleOfHead } from './role.ts';
import { titleCase } from './role-words.ts';
import type { Seniority } from './salary.ts';

/**
 * The title of a job, in `language` always (spec 3: `language` is the "language of the generated
 * details and description"): the vocabulary role's title; for a role the vocabulary lacks, the
 * request's role words when they are written in `language` (or in words no language owns:
 * "Sommelier"); when they are written in another language, the vocabulary role their head word
 * names ("técnico de recrutamento" → Recruiter), else a title of the role's field in `language`
 * ("peluquero canino" in Dutch: Medewerker dierverzorging), else the request's role words (a role
 * of no field: "Beekeeper" says more than a generic title); without a
 * role, "<first skill> Specialist" or the generic title. The seniority is added once.
 */
export function jobTitle(input: {
  reading: RoleReading;
  category: CategoryId;
  firstSkill: SkillEntry | undefined;
  seniority: Seniority;
  language: JobLanguage;
  d: Dictionaries;
}): string {
  const { reading, language } = input;
  return withSeniority(baseTitle(input, reading), input.seniority, language);
}

function baseTitle(
  input: { category: CategoryId; firstSkill: SkillEntry | undefined; language: JobLanguage; d: Dictionaries },
  reading: RoleReading,
): string {
  const { language } = input;
  if (reading.role) return reading.role.titles[language];
  const words = reading.unknown;
  if (words) {
    if (words.language === null || words.language === language) return titleCase(words.text);
    const head = roleOfHead(words, input.d);
    if (head) return head.titles[language];
    if (input.category !== 'general') return TEXTS[language].fieldRole(CATEGORIES[input.category][language]);
    // Nothing in `language` names the role: its own words say more than a generic title.
    return titleCase(words.text);
  }
  return input.firstSkill ? specialist(input.firstSkill, language) : TEXTS[language].genericTitle;
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
