import pluralize from 'pluralize';
import { fold } from '../../shared/text/fold.ts';
import type { PhraseIndex } from '../../shared/text/phrases.ts';
import type { Keyword } from './data/i18n.ts';
import {
  ANY_STOPS,
  ARTICLES,
  CONJUNCTIONS,
  GENERIC,
  type Lang,
  LEADING_LEAD_WORDS,
  MINOR,
  NEGATIONS,
  NOT_A_ROLE,
  NOT_A_ROLE_START,
  PLURAL,
  PRAISE,
  ROLE_NOUN_KEYWORDS,
  ROMANCE_LINKS,
  STOPS,
  TRAILING,
  TRIGGERS,
  WEAK_TRIGGERS,
} from './data/role-words.ts';

/**
 * The words of a hiring request that name the role ("We need a barista for our café" → "barista"),
 * in the four languages. The request is cut into words by `Intl.Segmenter` (Unicode words, with the
 * punctuation between them kept, so a comma or a colon ends a phrase); the role words follow a
 * hiring phrase ("hiring a", "looking for", "se busca", "procuramos", "wij zoeken een"), come
 * before "wanted"/"gezocht", or open the request ("Dog groomer in Austin"). They end where the
 * request goes on about something else: a preposition ("in", "for our", "para", "em", "voor"), a
 * place, a number, a work-mode or contract word. No part-of-speech tagger is needed for that, and
 * the same rules serve the four languages (see docs/emulator-behavior.md, Job-builder).
 */

export interface Token {
  /** The word as written. */
  text: string;
  /** Folded (lower case, no accents, letters and digits): how vocabularies are looked up. */
  word: string;
  start: number;
  end: number;
  /** Punctuation that ends a clause (a comma, a colon, a full stop, a bracket) comes before it. */
  breakBefore: boolean;
}

/** How much of a request is read for its role: the role is named in its first sentences. */
const READ_CHARACTERS = 600;
/** Longest role phrase kept as a title. */
const MAX_ROLE_WORDS = 5;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
/** Punctuation that ends a clause wherever it stands. */
const CLAUSE_MARKS = /[,;:!?()[\]{}|"“”«»•·…\n\r\t–—]/;

/** Whether punctuation between two words ends a clause ("Barista - Lisbon", "x. y"), not "Node.js", "part-time". */
function endsClause(segment: string, before: string | undefined, after: string | undefined): boolean {
  if (CLAUSE_MARKS.test(segment)) return true;
  const spaced = (c: string | undefined) => c === undefined || /\s/.test(c);
  if (segment.includes('.') && spaced(after)) return true;
  return /^[-/]$/.test(segment) && spaced(before) && spaced(after);
}

/** Words of `text` with their positions, and where a clause ends before each. */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  let pendingBreak = false;
  let afterEnding = false;
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) {
      // The ")" closing a gender ending ("cozinheiro(a) em…") ends nothing.
      const closing = afterEnding && s.segment.startsWith(')');
      afterEnding = false;
      if (closing && s.segment === ')') continue;
      if (
        endsClause(
          closing ? s.segment.slice(1) : s.segment,
          text[s.index - 1],
          text[s.index + s.segment.length],
        )
      )
        pendingBreak = true;
      continue;
    }
    afterEnding = false;
    const word = fold(s.segment).replace(/[^a-z0-9+#]+/g, '');
    if (!word) continue;
    // "camarero/a", "peluqueros/as", "operador(a)": the other gender's ending belongs to the word before.
    const last = out[out.length - 1];
    const glued = last && last.end === s.index - 1 && word.length <= 2;
    if (glued && text[s.index - 1] === '/' && !pendingBreak) {
      last.text += `/${s.segment}`;
      last.end = s.index + s.segment.length;
      continue;
    }
    if (glued && text[s.index - 1] === '(' && text[s.index + s.segment.length] === ')') {
      last.text += `(${s.segment})`;
      last.end = s.index + s.segment.length + 1;
      pendingBreak = false;
      afterEnding = true;
      continue;
    }
    out.push({
      text: s.segment,
      word,
      start: s.index,
      end: s.index + s.segment.length,
      breakBefore: pendingBreak,
    });
    pendingBreak = false;
  }
  return out;
}

export interface RoleWordsLookups {
  /** Role names: one of them is never cut by a stop word or a keyword ("head of sales"). */
  aliases: PhraseIndex<unknown>;
  /**
   * Seniority, contract, work-mode and education words (the keyword, or any other name for a
   * work-mode word): skipped before the role, they end it after.
   */
  modifiers: PhraseIndex<Keyword | (string & {})>;
  /** Place names end the role words ("Barista Lisboa"). */
  places: readonly PhraseIndex<unknown>[];
  /** Words made of skills only name no role ("we need a driving licence"). */
  skills: PhraseIndex<unknown>;
  /** Places of work name no role on their own ("Hotel in Lisbon"). */
  workplaces: ReadonlySet<string>;
}

export interface RoleWords {
  /** The words as written, the head made singular: the title of a role the vocabulary lacks. */
  text: string;
  /** The words exactly as written (plural kept: "friegaplatos", "operadores de montacargas"). */
  original: string;
  /** The language of the words, when the hiring phrase or the request tells it. */
  language: Lang;
  /**
   * Where the words were found: after a hiring phrase (or before "wanted"), after one that names
   * what is needed as often as who ("need", "required"), or opening the request.
   */
  source: 'hiring phrase' | 'weak phrase' | 'start';
}

interface Span {
  start: number;
  end: number;
  plural: boolean;
}

const isNumber = (word: string) => /^\d/.test(word);
/** Before "need"/"want", the words of a request that speaks for the hiring side ("we need a…"). */
const SAYS_WHO = new Set(['we', 'i', 'team', 'company', 'restaurant', 'store', 'shop', 'cafe', 'business']);

/** The role words of a request, or null when it names none in a way these rules read. */
export function findRoleWords(
  prompt: string,
  lookups: RoleWordsLookups,
  requestLanguage: Lang,
): RoleWords | null {
  const text = prompt.slice(0, READ_CHARACTERS);
  const toks = tokens(text);
  const words = toks.map((t) => t.word);

  // 1. After a hiring phrase, or before "wanted", in request order.
  // A word that both follows and precedes role words ("gezocht", "wanted") names the words before
  // it when its clause has some ("Cashier wanted remote, CET ± 2"), else those after it
  // ("Vacature: gezocht: winkelmedewerker").
  for (let i = 0; i < toks.length; i++) {
    const trailing = TRAILING.get(words[i]!);
    if (trailing !== undefined && i > 0 && !toks[i]!.breakBefore) {
      let from = i - 1;
      while (from > 0 && !toks[from]!.breakBefore) from--;
      const language = trailing ?? requestLanguage;
      const span = collect(toks, from, i, language, lookups);
      const weak = WEAK_TRIGGERS.has(words[i]!);
      if (span) return result(text, toks, span, language, weak ? 'weak phrase' : 'hiring phrase');
    }
    const trigger = triggerAt(words, i);
    if (trigger) {
      const language = trigger.language ?? requestLanguage;
      const span = collect(toks, i + trigger.length, toks.length, language, lookups);
      // "We need a…" names who; "if you need more info" what.
      const weak = trigger.length === 1 && WEAK_TRIGGERS.has(words[i]!) && !SAYS_WHO.has(words[i - 1] ?? '');
      if (span) return result(text, toks, span, language, weak ? 'weak phrase' : 'hiring phrase');
    }
  }
  // 2. Opening the request ("Dog groomer in Austin, part-time"), unless it opens with a hiring
  // phrase or a sentence about the request ("Looking for…", "We are…").
  if (toks.length > 0 && !NOT_A_ROLE_START.has(words[0]!) && !triggerAt(words, 0)) {
    const span = collect(toks, 0, toks.length, requestLanguage, lookups);
    if (span && !(span.end - span.start === 1 && lookups.workplaces.has(words[span.start]!))) {
      return result(text, toks, span, requestLanguage, 'start');
    }
  }
  return null;
}

let triggerIndex: Map<string, Lang> | undefined;
let triggerWords = 1;

function triggerAt(words: string[], i: number): { length: number; language: Lang } | null {
  if (!triggerIndex) {
    triggerIndex = new Map();
    for (const [phrase, language] of TRIGGERS) {
      const key = phrase.replace(/-/g, ' ');
      triggerIndex.set(key, language);
      triggerWords = Math.max(triggerWords, key.split(' ').length);
    }
  }
  for (let n = Math.min(triggerWords, words.length - i); n >= 1; n--) {
    const language = triggerIndex.get(words.slice(i, i + n).join(' '));
    if (language !== undefined) return { length: n, language };
  }
  return null;
}

/** The role words from `from` (before `limit`), past articles and praise, up to where they end. */
function collect(
  toks: Token[],
  from: number,
  limit: number,
  language: Lang,
  lookups: RoleWordsLookups,
): Span | null {
  const words = toks.map((t) => t.word);
  const stops = language ? STOPS[language] : ANY_STOPS;
  let i = from;
  let plural = false;
  // Before the role: "a", "two", "friendly and reliable", "senior", "part-time", "remote".
  // A comma may stand between them ("an experienced, friendly bartender").
  while (i < limit) {
    const word = words[i]!;
    if (lookups.aliases.at(words, i)) break;
    if (PLURAL.has(word) || (isNumber(word) && Number(word) > 1)) {
      plural = true;
      i++;
      continue;
    }
    if (ARTICLES.has(word) || PRAISE.has(word) || CONJUNCTIONS.has(word) || isNumber(word)) {
      i++;
      continue;
    }
    const modifier = lookups.modifiers.at(words, i);
    if (
      modifier &&
      (modifier.value !== 'lead' || LEADING_LEAD_WORDS.has(words.slice(i, i + modifier.length).join(' ')))
    ) {
      i += modifier.length;
      continue;
    }
    break;
  }
  const start = i;
  if (start >= limit) return null;
  while (i < limit && (i === start || !toks[i]!.breakBefore)) {
    const alias = lookups.aliases.at(words, i);
    if (alias) {
      let n = 1;
      while (n < alias.length && i + n < limit && !toks[i + n]!.breakBefore) n++;
      i += n;
      continue;
    }
    const word = words[i]!;
    if (stops.has(word) || isNumber(word) || lookups.places.some((p) => p.at(words, i))) break;
    const modifier = lookups.modifiers.at(words, i);
    if (modifier && !(modifier.length === 1 && ROLE_NOUN_KEYWORDS.has(word)) && modifier.value !== 'lead')
      break;
    i++;
  }
  let end = i;
  while (end > start && (MINOR.has(words[end - 1]!) || CONJUNCTIONS.has(words[end - 1]!))) end--;
  // A seniority word after the role ("camarero senior") is the seniority, not the role.
  while (end > start + 1 && ['senior', 'junior', 'sr', 'jr'].includes(words[end - 1]!)) end--;
  // Praise after the role ("someone great", "cocinero motivado") is not the role either.
  while (end > start + 1 && PRAISE.has(words[end - 1]!)) end--;
  const count = end - start;
  if (count === 0 || count > MAX_ROLE_WORDS) return null;
  const own = words.slice(start, end);
  if (own.every((w) => GENERIC.has(w) || MINOR.has(w))) return null;
  // Letters that make no word ("zxqv", "x"): no role.
  if (own.some((w) => !/[aeiouy]/.test(w))) return null;
  if (coveredBySkills(own, lookups.skills)) return null;
  if (!namesSomeone(own, language)) return null;
  return { start, end, plural };
}

/**
 * Whether role words can name a person: not a phrase of what is not needed ("no experience"), nor
 * one headed by a thing, a time, a place or a document ("driver's licence", "summer season", "US
 * only"). The head is the last word in English and Dutch (the one before "of"), the first in
 * Spanish and Portuguese; when the language is not known, the first when a link word follows it
 * ("carta de condução"), else the last.
 */
function namesSomeone(own: readonly string[], language: Lang): boolean {
  if (NEGATIONS.has(own[0]!)) return false;
  const linked = own.some((w, k) => k > 0 && ROMANCE_LINKS.has(w));
  const romance = language === 'es' || language === 'pt' || (language === null && linked);
  const head = romance ? own[0]! : own[headPositions([...own], 'en')[0]!]!;
  return !NOT_A_ROLE.has(head);
}

function coveredBySkills(words: string[], skills: PhraseIndex<unknown>): boolean {
  for (let i = 0; i < words.length; ) {
    const hit = skills.at(words, i);
    if (!hit) return false;
    i += hit.length;
  }
  return true;
}

function result(
  text: string,
  toks: Token[],
  span: Span,
  language: Lang,
  source: RoleWords['source'],
): RoleWords {
  const own = toks.slice(span.start, span.end);
  const heads = headPositions(
    own.map((t) => t.word),
    language,
  );
  let written = '';
  own.forEach((t, k) => {
    written += heads.includes(k) ? singularWithEnding(t.text, language, span.plural) : t.text;
    const next = own[k + 1];
    if (next) written += text.slice(t.end, next.start).replace(/\s+/g, ' ');
  });
  const original = text.slice(own[0]!.start, own.at(-1)!.end);
  return { text: written, original, language, source };
}

/**
 * Positions of the words that carry the number of a role phrase: the last word in English and Dutch
 * ("dog groomers"), the word before "of" ("heads of sales"); in Spanish and Portuguese the words
 * before the first link ("peluqueros caninos de…").
 */
export function headPositions(words: string[], language: Lang): number[] {
  if (language === 'es' || language === 'pt') {
    const link = words.findIndex((w, k) => k > 0 && ROMANCE_LINKS.has(w));
    return [...words.keys()].slice(0, link === -1 ? words.length : link);
  }
  const of = words.indexOf('of');
  return [of > 0 ? of - 1 : words.length - 1];
}

/** "peluqueros/as" → "peluquero/a": the other gender's ending follows its word. */
function singularWithEnding(text: string, language: Lang, plural: boolean): string {
  const [word, ending] = text.split('/') as [string, string | undefined];
  const one = singular(word, language, plural);
  if (ending === undefined) return one;
  return `${one}/${one !== word && ending.endsWith('s') ? ending.slice(0, -1) : ending}`;
}

/**
 * The singular of a role word. English by the `pluralize` library; Spanish, Portuguese and Dutch by
 * their regular plural endings ("camareros", "pintores", "kappers", "verpleegkundigen"). Words
 * these rules cannot undo safely (a stressed ending that loses its accent) stay as written.
 */
export function singular(word: string, language: Lang, plural = false): string {
  const lower = word.toLowerCase();
  switch (language) {
    case 'en':
      return plural || pluralize.isPlural(lower) ? pluralize.singular(word) : word;
    case 'es':
    case 'pt': {
      if (/[^aeiou]iones$/.test(lower)) return `${word.slice(0, -4)}ón`;
      if (language === 'pt' && /ões$/.test(lower)) return `${word.slice(0, -3)}ão`;
      // "vendedores", "profesionales" (a vowel, then r/l/d, then -es); "sastres", "camareros" (-s).
      if (/[aeiou][rld]es$/.test(lower)) return word.slice(0, -2);
      if (/[aeiou]ces$/.test(lower)) return `${word.slice(0, -3)}z`;
      // "-nes" is the plural of a stressed "-n" whose accent a rule cannot restore ("peones"): kept.
      if (/[aeiou]s$/.test(lower) && !/nes$/.test(lower) && lower.length > 3) return word.slice(0, -1);
      return word;
    }
    case 'nl': {
      if (/(?:er|eur|or|ier|ant|ent)s$/.test(lower) || /koks$/.test(lower)) return word.slice(0, -1);
      if (/igen$/.test(lower)) return word.slice(0, -1);
      if (/(?:ist|ant|ent)en$/.test(lower)) return word.slice(0, -2);
      return word;
    }
    default:
      return word;
  }
}

/**
 * Role words cased as a title: each word capitalized but the small ones ("Dog Groomer", "Cuidador
 * de Perros", "Camarero/a"); a word written with capitals inside ("iOS", "DevOps", "UX") stays.
 */
export function titleCase(text: string): string {
  const shouting = text === text.toUpperCase() && /[A-Z]{5,}/.test(text);
  const source = shouting ? text.toLowerCase() : text;
  return source
    .split(' ')
    .map((part, k) => {
      const word = fold(part).replace(/[^a-z0-9+#]+/g, '');
      if (k > 0 && MINOR.has(word)) return part.toLowerCase();
      return part.replace(/[\p{L}\p{N}]+/gu, (piece, at: number) => {
        // "camarero/a", "peluquero/a": the ending after a slash stays small.
        if (at > 0 && part[at - 1] === '/' && piece.length <= 2) return piece;
        // "Driver's", "zzp'er": letters after an apostrophe belong to the word before.
        if (at > 0 && /['’]/.test(part[at - 1]!)) return piece;
        if (/\p{Lu}/u.test(piece.slice(1))) return piece;
        return piece[0]!.toUpperCase() + piece.slice(1);
      });
    })
    .join(' ');
}
