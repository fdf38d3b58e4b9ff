import { fold } from '../crm/contact-index.ts';

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

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) {
      const key = phraseKey(phrase);
      if (key && key.split(' ').length <= MAX_WORDS && !this.#map.has(key)) {
        this.#map.set(key, value);
        this.#firsts.add(key.split(' ', 1)[0]!);
      }
    }
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
  findAll(request: { words: string[]; originals: string[] }): Found<T>[] {
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

  has(request: { words: string[]; originals: string[] }): boolean {
    return this.findAll(request).length > 0;
  }
}

/** A request cut into folded words, beside the words as written (same positions). */
export function prepare(text: string): { words: string[]; originals: string[] } {
  const originals = text
    .normalize('NFC')
    // Currency signs written with letters (R$, US$, C$, S/) are not words: "R$ 8.000" names no R.
    .replace(/\b(?:R|US|C|CA|A|AU|NZ|MX|RD)\$|\bU\$S|\bS\//g, ' ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // Fold word by word so both lists keep the same positions.
  const folded: string[] = [];
  const kept: string[] = [];
  for (const original of originals) {
    const w = fold(original).replace(/[^a-z0-9+#]+/g, '');
    if (w) {
      folded.push(w);
      kept.push(original);
    }
  }
  return { words: folded, originals: kept };
}
