import { distance } from 'fastest-levenshtein';
import { phraseKey } from '../../shared/text/phrases.ts';
import { ROLES, type Role } from './data/roles.ts';
import type { RoleWords } from './role-words.ts';

/** Shortest misspelt name read as a role: shorter words are too often other words one letter away. */
const MIN_LENGTH = 7;

let byLength: Map<number, [string, Role][]> | undefined;

/** The vocabulary's one-word role names (titles in the four languages and aliases), by length. */
function names(): Map<number, [string, Role][]> {
  if (byLength) return byLength;
  byLength = new Map();
  for (const role of ROLES) {
    for (const name of [...Object.values(role.titles), ...role.aliases]) {
      const key = phraseKey(name);
      if (key.includes(' ') || key.length < MIN_LENGTH - 1) continue;
      const list = byLength.get(key.length) ?? [];
      list.push([key, role]);
      byLength.set(key.length, list);
    }
  }
  return byLength;
}

/**
 * The vocabulary role that one-word role words misspell by one letter (added, dropped or changed:
 * "recepcionist" is a receptionist, "electrican" an electrician), when exactly one role is that
 * near (`fastest-levenshtein`'s edit distance). Role words of several words, or short ones, are
 * taken as written.
 */
export function nearRole(roleWords: RoleWords): Role | null {
  const word = phraseKey(roleWords.text);
  if (word.includes(' ') || word.length < MIN_LENGTH) return null;
  const near = new Set<Role>();
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    for (const [name, role] of names().get(length) ?? []) {
      if (distance(word, name) === 1) near.add(role);
    }
  }
  return near.size === 1 ? [...near][0]! : null;
}
