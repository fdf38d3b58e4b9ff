import { fold } from './fold.ts';

/**
 * Finding known phrases (roles, skills, places, keywords) in a hiring request written in any of the
 * four languages: text is folded (case, accents) and cut into words the same way for the request
 * and for the phrases, then phrases of up to `MAX_WORDS` words are looked up in a map, longest first.
 */
const MAX_WORDS = 5;

/** Folds and splits into words; `+` and `#` stay (C++, C#), other punctuation separates. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function phraseKey(text: string): string {
  return words(text).join(' ');
}

export interface Found<T> {
  value: T;
  /** Index of the first word in the request. */
  at: number;
  /** Number of words matched. */
  length: number;
  /** The phrase as it was written in the request (for case-sensitive checks of short names). */
  original: string;
}

/** A dictionary of phrases, built once, searched in one pass over a request. */
export class PhraseIndex<T> {
  readonly #map = new Map<string, T>();
  /** First words of the phrases: most words of a request start none, and are passed at once. */
  readonly #firsts = new Set<string>();

  constructor(entries: Iterable<readonly [string, T]>, keyed = false) {
    for (const [phrase, value] of entries) {
      const key = keyed ? phrase : phraseKey(phrase);
      if (key && key.split(' ').length <= MAX_WORDS && !this.#map.has(key)) {
        this.#map.set(key, value);
        this.#firsts.add(key.split(' ', 1)[0]!);
      }
    }
  }

  /** An index over phrases already written as `phraseKey()` writes them (a large index built once). */
  static ofKeys<T>(entries: Iterable<readonly [string, T]>): PhraseIndex<T> {
    return new PhraseIndex(entries, true);
  }

  /** The longest phrase that starts at word `i` of folded `words`, if any. */
  at(words: readonly string[], i: number): { value: T; length: number } | undefined {
    if (!this.#firsts.has(words[i]!)) return undefined;
    const keys = [words[i]!];
    for (let n = 2; n <= MAX_WORDS && i + n <= words.length; n++)
      keys.push(`${keys[n - 2]} ${words[i + n - 1]}`);
    for (let n = keys.length; n >= 1; n--) {
      const value = this.#map.get(keys[n - 1]!);
      if (value !== undefined) return { value, length: n };
    }
    return undefined;
  }

  /** Every match, longest first at each position, matches not overlapping, in request order. */
  findAll(request: { words: readonly string[]; originals: readonly string[] }): Found<T>[] {
    const out: Found<T>[] = [];
    const { words: ws } = request;
    for (let i = 0; i < ws.length; ) {
      const hit = this.at(ws, i);
      if (hit) {
        out.push({ ...hit, at: i, original: request.originals.slice(i, i + hit.length).join(' ') });
        i += hit.length;
      } else {
        i++;
      }
    }
    return out;
  }

  has(request: { words: readonly string[]; originals: readonly string[] }): boolean {
    return this.findAll(request).length > 0;
  }
}

/** A request cut into folded words, beside the words as written (same positions). */
export interface Prepared {
  words: string[];
  originals: string[];
  /** What stands before each word (spaces, punctuation): where clauses and place names end. */
  gaps: string[];
  /** Where each word starts in the text (NFC-normalized), for slicing the text as written. */
  starts?: number[];
}

export function prepare(text: string): Prepared {
  const cleaned = text
    .normalize('NFC')
    // Currency signs written with letters (R$, US$, C$, S/) are not words: "R$ 8.000" names no R.
    // Spaced out, so every word keeps its place in the text.
    .replace(/\b(?:R|US|C|CA|A|AU|NZ|MX|RD)\$|\bU\$S|\bS\//g, (sign) => ' '.repeat(sign.length));
  const words: string[] = [];
  const originals: string[] = [];
  const gaps: string[] = [];
  const starts: number[] = [];
  let gap = '';
  let last = 0;
  for (const match of cleaned.matchAll(/[\p{L}\p{N}+#]+/gu)) {
    gap += cleaned.slice(last, match.index);
    last = match.index + match[0].length;
    // Fold word by word so the lists keep the same positions; a word that folds to nothing is space.
    const w = fold(match[0]).replace(/[^a-z0-9+#]+/g, '');
    if (w) {
      words.push(w);
      originals.push(match[0]);
      gaps.push(gap);
      starts.push(match.index);
      gap = '';
    } else {
      gap += match[0];
    }
  }
  return { words, originals, gaps, starts };
}
