import type { JobLanguage } from '@platform-api/sdk/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlaces } from '../../shared/places/index.ts';
import { phraseKey } from '../../shared/text/phrases.ts';
import { CATEGORIES, EDUCATION } from './data/categories.ts';
import { FIELD_HINTS } from './data/hints.ts';
import { TEXTS } from './data/i18n.ts';
import { ROLES } from './data/roles.ts';
import { SKILLS } from './data/skills.ts';
import { generateJob } from './generate.ts';

const LANGUAGES: JobLanguage[] = ['en', 'es', 'nl', 'pt'];

/** Who owns each folded phrase, to find one phrase given to two entries. */
function owners<T>(entries: [string, T][]): Map<string, Set<T>> {
  const out = new Map<string, Set<T>>();
  for (const [phrase, owner] of entries) {
    const key = phraseKey(phrase);
    out.set(key, (out.get(key) ?? new Set()).add(owner));
  }
  return out;
}

describe('the job-builder vocabulary', () => {
  // Generating reads places: the gazetteer loads once.
  beforeAll(() => loadPlaces());

  it('every skill a role asks for is a skill of the vocabulary; every hint skill too', () => {
    const names = new Set(SKILLS.map((s) => s.name));
    const missing = [
      ...ROLES.flatMap((r) => r.skills.filter((s) => !names.has(s)).map((s) => `${r.id}: ${s}`)),
      ...FIELD_HINTS.flatMap((h) => (h.skill && !names.has(h.skill) ? [h.skill] : [])),
    ];
    expect(missing).toEqual([]);
  });

  it('no name or alias of a skill belongs to another skill', () => {
    const shared = [
      ...owners(
        SKILLS.flatMap((s) =>
          [...Object.values(s.names), ...s.aliases].map((a): [string, string] => [a, s.name]),
        ),
      ),
    ].filter(([, who]) => who.size > 1);
    expect(shared).toEqual([]);
  });

  it('no alias, field or English title of a role belongs to another role', () => {
    const shared = [
      ...owners(
        ROLES.flatMap((r) =>
          [r.titles.en, ...r.aliases, ...r.fields].map((a): [string, string] => [a, r.id]),
        ),
      ),
    ].filter(([, who]) => who.size > 1);
    expect(shared).toEqual([]);
  });

  it('each role, named by its English title or any alias, is that role, titled in each language', () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const name of [role.titles.en, ...role.aliases]) {
        for (const language of LANGUAGES) {
          const job = generateJob({ prompt: name, language, includeDescription: false });
          if (job.title !== role.titles[language]) wrong.push(`${name} (${language}) → ${job.title}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a generic skill is translated: its Spanish or Portuguese name differs from the English one', () => {
    const untranslated = SKILLS.filter((s) => !s.proper && s.names.es === s.name && s.names.pt === s.name);
    expect(untranslated.map((s) => s.name)).toEqual([]);
  });

  it('every text, category and education level is written in the four languages, none empty', () => {
    for (const language of LANGUAGES) {
      for (const c of Object.values(CATEGORIES)) expect(c[language].length).toBeGreaterThan(0);
      for (const e of Object.values(EDUCATION)) expect(e[language].length).toBeGreaterThan(0);
      for (const r of ROLES) expect(r.titles[language].trim()).toBe(r.titles[language]);
      expect(TEXTS[language].genericTitle.length).toBeGreaterThan(0);
    }
  });

  it('Spanish and Portuguese role titles name both genders where the language marks gender', () => {
    // The head comes first: "Cocinero" or "Vendedor" alone names men; "Cocinero/a", "Vendedor(a)",
    // "Dentista", "Contable" name anyone.
    const menOnly = ROLES.flatMap((r) => [r.titles.es, r.titles.pt]).filter((title) =>
      /^\p{L}+(?:o|or)$/u.test(title.split(' ')[0]!),
    );
    expect(menOnly).toEqual([]);
  });
});
