import { decodeHTML } from 'entities/decode';

/**
 * The text contact data is looked for in, and where each of its UTF-16 units came from in the
 * original: unit `i` of `text` stands for `[start[i], end[i])` of the original (null: the view is
 * the original, unit for unit, the usual case).
 *
 * The view undoes what hides contact data from a pattern while a reader still sees it:
 * percent-escapes (`john%40gmail.com`, escaped twice too), HTML character references
 * (`j&#111;hn&#64;x.com`), compatibility forms (Unicode NFKC: full-width `＠`, `４１５`), decimal
 * digits of every script (`٤١٥` is `415`), and combining marks and invisible format characters
 * (zero-width spaces), which it leaves out.
 */
export interface View {
  readonly text: string;
  readonly start: readonly number[] | null;
  readonly end: readonly number[] | null;
}

/** `[start, end)` of a text. */
export type Span = [start: number, end: number];

export function detectionView(text: string): View {
  let view: View = { text, start: null, end: null };
  // Decoding can reveal more to decode (`%2540`, `&#37;40`): up to three rounds.
  for (let round = 0; round < 3; round++) {
    const before = view.text;
    if (view.text.includes('%') && PERCENT_ESCAPE.test(view.text))
      view = rewrite(view, PERCENT_RUN, decodePercent);
    if (view.text.includes('&') && CHARACTER_REFERENCE.test(view.text))
      view = rewrite(view, CHARACTER_REFERENCE_ALL, decodeReference);
    if (view.text === before) break;
  }
  // Most texts are already in their view form: NFKC, ASCII digits, no marks or format characters.
  if (!NON_ASCII.test(view.text)) return view;
  if (
    view.text.normalize('NFKC') === view.text &&
    (!UNCOMMON_CHAR.test(view.text) || !CHANGED_IN_VIEW.test(view.text))
  )
    return view;
  return rewrite(view, UNUSUAL_CHAR, viewChar);
}

/** A span of the view as the span of the original text it came from. */
export function toOriginal(view: View, [a, b]: Span): Span {
  return view.start ? [view.start[a]!, view.end![b - 1]!] : [a, b];
}

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const CHARACTER_REFERENCE = /&(?:#[0-9]|#[xX][0-9A-Fa-f]|[A-Za-z][A-Za-z0-9]*;?)/;
const CHARACTER_REFERENCE_ALL = /&(?:#[0-9]+;?|#[xX][0-9A-Fa-f]+;?|[A-Za-z][A-Za-z0-9]*;?)/g;
const NON_ASCII = /[^\0-\x7f]/;
/** A character other than printable ASCII and the usual white space: its form in the view may differ. */
const UNUSUAL_CHAR = /[^\t\n\r -~]/gu;
const DROPPED_IN_VIEW = /^[\p{M}\p{Cf}]$/u;
/** What changes in the view besides NFKC: marks and format characters, digits of other scripts. */
const CHANGED_IN_VIEW = /[\p{M}\p{Cf}]|[^\0-\x7f\P{Nd}]/u;
/** Beyond ASCII, Latin-1 (but the soft hyphen) and common punctuation, none of which the view changes after NFKC. */
const UNCOMMON_CHAR = /[^\0-\x7f\u00a1-\u00ac\u00ae-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** A run of escapes as UTF-8 (`%E2%82%AC` is `€`); where that fails, the ASCII ones alone. */
function decodePercent(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** As the HTML standard reads a reference in text (legacy ones without `;` too). */
function decodeReference(reference: string): string {
  return decodeHTML(reference);
}

/** Each character's form in the view, computed once. */
const viewChars = new Map<string, string>();

function viewChar(ch: string): string {
  let out = viewChars.get(ch);
  if (out === undefined) {
    out = '';
    for (const c of ch.normalize('NFKC')) {
      if (DROPPED_IN_VIEW.test(c)) continue;
      out += DECIMAL_DIGIT.test(c) ? asciiDigit(c.codePointAt(0)!) : c;
    }
    if (viewChars.size < 10_000) viewChars.set(ch, out);
  }
  return out;
}

/** The ASCII digit of a decimal digit of any script (each script's 0-9 are 10 consecutive code points). */
function asciiDigit(cp: number): string {
  let zero = cp;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

/**
 * `view` with each match of `pattern` replaced: every unit of a replacement stands for the whole
 * match in the original. While replacements keep their length the view stays unit for unit.
 */
function rewrite(view: View, pattern: RegExp, replace: (match: string) => string): View {
  const parts: { at: number; length: number; by: string }[] = [];
  let sameLength = true;
  for (const m of view.text.matchAll(pattern)) {
    const by = replace(m[0]);
    if (by === m[0]) continue;
    parts.push({ at: m.index, length: m[0].length, by });
    if (by.length !== m[0].length) sameLength = false;
  }
  if (parts.length === 0) return view;
  let text = '';
  let from = 0;
  for (const { at, length, by } of parts) {
    text += view.text.slice(from, at) + by;
    from = at + length;
  }
  text += view.text.slice(from);
  if (sameLength && view.start === null) return { text, start: null, end: null };

  const startOf = (i: number) => (view.start ? view.start[i]! : i);
  const endOf = (i: number) => (view.end ? view.end[i]! : i + 1);
  const start: number[] = [];
  const end: number[] = [];
  const copy = (a: number, b: number) => {
    for (let i = a; i < b; i++) {
      start.push(startOf(i));
      end.push(endOf(i));
    }
  };
  from = 0;
  for (const { at, length, by } of parts) {
    copy(from, at);
    for (let k = 0; k < by.length; k++) {
      start.push(startOf(at));
      end.push(endOf(at + length - 1));
    }
    // A unit left out of the view still belongs to the span of the unit before it.
    if (by.length === 0 && end.length > 0) end[end.length - 1] = endOf(at + length - 1);
    from = at + length;
  }
  copy(from, view.text.length);
  return { text, start, end };
}
