import { fold } from '../text/fold.ts';

/**
 * Search text: folded (case, accents), cut into words (`+` and `#` kept: C++, C#), each word
 * lightly stemmed so that plurals meet their singulars ("nurses" finds "nurse", "enfermeras"
 * "enfermera"). Documents and queries go through the same function.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of fold(text).split(/[^a-z0-9+#]+/)) {
    if (word) out.push(stemOf(word));
  }
  return out;
}

/** Stems already made: the words of the pools repeat a great deal (bounded, so a flood of new words cannot grow it). */
const stems = new Map<string, string>();

function stemOf(word: string): string {
  let out = stems.get(word);
  if (out === undefined) {
    out = stem(word);
    if (stems.size < 50_000) stems.set(word, out);
  }
  return out;
}

/**
 * A light stemmer for the languages of the pools (en, es, pt, nl): plurals, `-ing`/`-ed`, and a
 * final vowel (so "nurse", "nurses" and "nursing" meet, as do "enfermero", "enfermera" and
 * "enfermeras"). Queries and documents are stemmed alike, so a rough stem only merges near words.
 */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('es') && w.length > 4 && /[sxz]es$|ches$|shes$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.length > 4 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w;
}
