import pluralize from 'pluralize';
import { type Found, PhraseIndex, phraseKey } from '../../shared/text/phrases.ts';
import { FIELD_HINTS, type FieldHint } from './data/hints.ts';
import { COMPENSATION, KEYWORDS, type Keyword } from './data/i18n.ts';
import { FIELD_LABELS } from './data/labels.ts';
import * as ROLE_WORDS from './data/role-words.ts';
import { ROLES, type Role } from './data/roles.ts';
import { SKILLS, type SkillEntry } from './data/skills.ts';
import { WORK_MODE_WORDS } from './data/work-mode-words.ts';

/** A role name found in a request: a person in the role, or (`field`) the role's field of work. */
export interface RoleName {
  role: Role;
  field: boolean;
}

export interface Dictionaries {
  roles: PhraseIndex<RoleName>;
  skills: PhraseIndex<SkillEntry>;
  keywords: PhraseIndex<Keyword>;
  roleModifiers: PhraseIndex<string>;
  compensation: PhraseIndex<(typeof COMPENSATION)[number]>;
  hints: PhraseIndex<FieldHint>;
  workplaces: ReadonlySet<string>;
  skillNamed: ReadonlyMap<string, SkillEntry>;
  /**
   * Every word of the vocabularies (roles, skills, keywords, work-mode words, field words, the role
   * reader's lists): a place of such a name ("Mesa", "Bar", "Para", "Best") is read only where a
   * place goes.
   */
  everyday: ReadonlySet<string>;
}

let dictionaries: Dictionaries | undefined;

/**
 * The plural forms of a role name, at its head: the last word (English and Dutch: "line cooks",
 * "kappers", "verpleegkundigen") or the first (Spanish and Portuguese: "operadores de carretilla",
 * "técnicos de enfermagem"). The alias's language is not known, so every language's regular ending
 * is tried; a form that is a word of another vocabulary (a skill, a keyword) is left out.
 */
function plurals(alias: string, taken: ReadonlySet<string>): string[] {
  const words = phraseKey(alias).split(' ');
  const forms = (w: string): string[] => {
    const out = new Set<string>([pluralize.plural(w)]);
    if (/[aeiou]$/.test(w)) out.add(`${w}s`);
    else if (/z$/.test(w)) out.add(`${w.slice(0, -1)}ces`);
    else if (/[rlnd]$/.test(w)) out.add(`${w}es`);
    if (/ao$/.test(w)) out.add(`${w.slice(0, -2)}oes`);
    if (/m$/.test(w)) out.add(`${w.slice(0, -1)}ns`);
    // Dutch: "kapper" → "kappers", "verpleegkundige" → "verpleegkundigen", "kok" → "koks".
    if (/(er|eur|or|ier|ant|ent|ist|k)$/.test(w)) out.add(`${w}s`);
    if (/e$/.test(w)) out.add(`${w}n`);
    out.delete(w);
    return [...out];
  };
  const variants = new Set<string>();
  const last = words.length - 1;
  for (const f of forms(words[last]!)) variants.add([...words.slice(0, last), f].join(' '));
  if (last > 0) for (const f of forms(words[0]!)) variants.add([f, ...words.slice(1)].join(' '));
  return [...variants].filter((v) => !taken.has(v));
}

/**
 * The ways a name is written: "frontend", "front-end" and "front end" are one word or two
 * ("programador front-end", "back end developer", "full stack").
 */
function spellings(alias: string): string[] {
  const key = phraseKey(alias);
  const split = key.replace(/\b(front|back)end\b/g, '$1 end').replace(/\bfullstack\b/g, 'full stack');
  const joined = key.replace(/\b(front|back) end\b/g, '$1end').replace(/\bfull stack\b/g, 'fullstack');
  return [...new Set([key, split, joined])];
}

/** The phrase dictionaries, built on first use and shared by every emulator of the process. */
export function dicts(): Dictionaries {
  if (dictionaries) return dictionaries;
  const keywordEntries = (Object.keys(KEYWORDS) as Keyword[]).flatMap((k) =>
    KEYWORDS[k].map((w) => [w, k] as const),
  );
  // Every name of a skill (in the four languages) finds it, and so do its aliases.
  const skillEntries = SKILLS.flatMap((skill) =>
    [...new Set([...Object.values(skill.names), ...skill.aliases])].map((a) => [a, skill] as const),
  );
  const otherWords = new Set([...skillEntries, ...keywordEntries].map(([w]) => phraseKey(w)));
  const named = (names: readonly string[], value: RoleName) =>
    names.flatMap(spellings).flatMap((a) => [a, ...plurals(a, otherWords)].map((n) => [n, value] as const));
  dictionaries = {
    // Singular names first: a plural form never hides another role's own name.
    roles: new PhraseIndex<RoleName>([
      ...ROLES.flatMap((role) => {
        const person: RoleName = Object.freeze({ role, field: false });
        return [role.titles.en, ...role.aliases].map((a) => [a, person] as const);
      }),
      ...ROLES.flatMap((role) => {
        const field: RoleName = Object.freeze({ role, field: true });
        return role.fields.map((a) => [a, field] as const);
      }),
      ...ROLES.flatMap((role) =>
        named([role.titles.en, ...role.aliases], Object.freeze({ role, field: false })),
      ),
    ]),
    skills: new PhraseIndex(skillEntries),
    keywords: new PhraseIndex(keywordEntries),
    // Before role words, work-mode words are skipped like contract and seniority words ("Remote
    // dog groomer"); after them they end them ("Barista híbrido").
    roleModifiers: new PhraseIndex<string>([
      ...keywordEntries,
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
    everyday: everydayWords([
      ...keywordEntries.map(([w]) => w),
      ...skillEntries.filter(([, s]) => !s.proper).map(([w]) => w),
      ...ROLES.flatMap((r) => [...r.aliases, ...r.fields]),
      ...FIELD_HINTS.flatMap((h) => h.words),
      ...COMPENSATION.flatMap((c) => c.words),
      ...Object.values(FIELD_LABELS).flat(),
      ...Object.values(WORK_MODE_WORDS).flatMap((w) =>
        Object.entries(w).flatMap(([k, v]) => (k === 'numbers' ? Object.keys(v) : (v as string[]))),
      ),
      ...strings(ROLE_WORDS),
    ]),
  };
  return dictionaries;
}

/** Every string inside nested lists, sets, maps (their keys) and records. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Map) return [...value.keys()].flatMap(strings);
  if (value instanceof Set || Array.isArray(value)) return [...value].flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The single words of phrases, folded. */
function everydayWords(phrases: readonly unknown[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const p of phrases)
    if (typeof p === 'string') for (const w of phraseKey(p).split(' ')) if (w) out.add(w);
  return out;
}

/** Names of two letters or less (C, R, Go, JS) count only when written as the vocabulary writes them. */
export function exact<T>(hits: Found<T>[], name: (value: T) => string): Found<T>[] {
  return hits.filter(
    (h) => h.original.length > 2 || h.original.toLowerCase() !== h.original || name(h.value) === h.original,
  );
}
