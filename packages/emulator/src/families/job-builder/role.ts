import type { JobLanguage } from '@platform-api/sdk/schemas';
import { type Found, type PhraseIndex, type Prepared, prepare } from '../../shared/text/phrases.ts';
import type { FieldHint } from './data/hints.ts';
import type { Role } from './data/roles.ts';
import type { Dictionaries, RoleName } from './dictionaries.ts';
import { nearRole } from './near-role.ts';
import { withoutGenderEndings } from './request.ts';
import { findRoleWords, type RoleWords, type RoleWordsLookups } from './role-words.ts';

/** Role words as the vocabularies read them: folded, the other gender's endings left out. */
const wordsOf = (text: string): Prepared => withoutGenderEndings(prepare(text));

export interface RoleReading {
  role: Role | null;
  /** Role words naming a role the vocabulary lacks: the title is made from them. */
  unknown: RoleWords | null;
  /** The language of the role words, when their hiring phrase or the request tells it. */
  wordsLanguage: JobLanguage | null;
}

/**
 * The role of a request. Role words decide, in this order: the value of a title field ("Job title:
 * Car mechanic", "Función: …"), then the words after a hiring phrase or opening the request ("a
 * barista", "se busca cuidador de perros"). A vocabulary role whose name is their head names the
 * job ("night nurse" is a nurse, "nurse educator" is not); else the words are the title of a role
 * the vocabulary lacks — unless they came after a phrase that names what is needed as often as who
 * ("need", "required") or open the request, and the request names a role of the vocabulary
 * elsewhere: then that role. Without role words, the first role the request names; a field of work
 * ("customer service") only when it names no person.
 */
export function readRole(
  request: { prompt: string; titleFields: readonly string[] },
  roleHits: Found<RoleName>[],
  written: JobLanguage | null,
  d: Dictionaries,
  places: readonly PhraseIndex<unknown>[],
): RoleReading {
  const lookups: RoleWordsLookups = {
    aliases: d.roles,
    modifiers: d.roleModifiers,
    places,
    skills: d.skills,
    workplaces: d.workplaces,
  };
  const labelled = request.titleFields
    .map((value) => findRoleWords(value, lookups, written))
    .find((w): w is RoleWords => w !== null);
  const words = labelled ?? findRoleWords(request.prompt, lookups, written);
  const wordsLanguage = words?.language ?? null;
  if (words) {
    const named = roleNamedBy(words, d) ?? nearRole(words);
    if (named) return { role: named, unknown: null, wordsLanguage };
  }
  // A role named inside the role words is theirs ("nurse" in "nurse educator"), not another one.
  const own = words ? wordsOf(words.original).words.join(' ') : '';
  const person = roleHits.find(
    (h) => !h.value.field && !` ${own} `.includes(` ${wordsOf(h.original).words.join(' ')} `),
  );
  if (words && (labelled || words.source === 'hiring phrase' || !person))
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

/**
 * The vocabulary's role the role words name by their head, if any (read as written: the
 * vocabulary knows the plural of each name). Dutch also puts the person first before the field
 * ("docent wiskunde", "leraar basisonderwijs"): a role there names the job when no role ends them.
 */
export function roleNamedBy(roleWords: RoleWords, d: Dictionaries): Role | null {
  const request = wordsOf(roleWords.original);
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
      return otherSubject(words, hit.at, end, role, d) ? null : role;
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
  if (roleWords.language === 'nl') {
    const first = d.roles.at(words, 0);
    const coversLast = d.roles.findAll(request).some((h) => h.at + h.length - 1 === last);
    if (
      first &&
      !first.value.field &&
      !coversLast &&
      !otherSubject(words, 0, first.length - 1, first.value.role, d)
    )
      return first.value.role;
  }
  return null;
}

/** Whether the words around a role's name say the work is done on something else ("de perros"). */
function otherSubject(
  words: readonly string[],
  from: number,
  to: number,
  role: Role,
  d: Dictionaries,
): boolean {
  const rest = { words: words.map((w, k) => (k >= from && k <= to ? '' : w)), originals: words };
  return d.hints.findAll(rest).some((h) => h.value.otherSubject && h.value.category !== role.category);
}

/** Field words of a role the vocabulary lacks: its own words first ("dog groomer": animal care). */
export function hintsOf(roleWords: RoleWords, d: Dictionaries): FieldHint[] {
  const request = wordsOf(roleWords.original);
  const own = [
    ...d.hints.findAll(request).map((h) => ({ at: h.at, hint: h.value as FieldHint })),
    ...d.skills.findAll(request).map((h) => ({ at: h.at, hint: { words: [], category: h.value.category } })),
  ];
  return own
    .filter((h) => h.hint.category !== 'general')
    .sort((a, b) => a.at - b.at)
    .map((h) => h.hint);
}

/**
 * The vocabulary role the head word of role words names on its own, when nothing in them says the
 * work is on something else ("Operador de montacargas" → the forklift operator only if "operador
 * de montacargas" is a name; "peluquero canino" is no hairdresser): for a title that must be said
 * in another language than the role words'.
 */
export function roleOfHead(roleWords: RoleWords, d: Dictionaries): Role | null {
  const { words } = wordsOf(roleWords.original);
  if (words.length === 0) return null;
  const romance = roleWords.language === 'es' || roleWords.language === 'pt';
  const at = romance ? 0 : words.length - 1;
  const hit = d.roles.at(words, at);
  if (hit?.length !== 1 || hit.value.field) return null;
  return otherSubject(words, at, at, hit.value.role, d) ? null : hit.value.role;
}
