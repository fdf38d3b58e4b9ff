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

/** What a finder found: the kind tells a short field which label goes with it (see scrub.ts). */
export type ContactKind = 'address' | 'phone' | 'link' | 'handle' | 'id';
export type Found = [start: number, end: number, kind: ContactKind];

export function detectionView(text: string): View {
  let view: View = { text, start: null, end: null };
  // Decoding can reveal more to decode (`%2540`, `&#37;40`): up to three rounds.
  for (let round = 0; round < 3; round++) {
    const before = view.text;
    if (view.text.includes('%') && PERCENT_ESCAPE.test(view.text))
      view = rewrite(view, PERCENT_RUN, decodePercent);
    if (view.text.includes('&') && CHARACTER_REFERENCE.test(view.text))
      view = rewrite(view, CHARACTER_REFERENCE_ALL, decodeReference);
    if (view.text.includes('\\') && CODE_ESCAPE.test(view.text))
      view = rewrite(view, CODE_ESCAPE_ALL, decodeEscape);
    if (view.text.includes('=40') && QUOTED_AT.test(view.text))
      view = rewrite(view, QUOTED_AT_ALL, () => '@');
    if (view.text === before) break;
  }
  view = readAsWritten(view);
  if (view.text.includes('@') || view.text.includes('. '))
    view = rewrite(view, spelledOut(view.text), joinSpelled);
  return view;
}

/** NFKC, ASCII digits, no marks or format characters, Latin look-alikes in a Latin word as Latin letters. */
function readAsWritten(view: View): View {
  // Most texts are already in their view form: NFKC, ASCII digits, no marks or format characters.
  if (!NON_ASCII.test(view.text)) return view;
  const lookAlikes = LOOK_ALIKE_SCRIPT.test(view.text) && LATIN.test(view.text);
  if (
    view.text.normalize('NFKC') !== view.text ||
    (UNCOMMON_CHAR.test(view.text) && CHANGED_IN_VIEW.test(view.text))
  )
    view = rewrite(view, UNUSUAL_CHAR, viewChar);
  return lookAlikes ? rewrite(view, MIXED_TOKEN, latinLookAlikes) : view;
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
/** What changes in the view besides NFKC: marks and format characters, digits of other scripts, enclosed digits. */
const CHANGED_IN_VIEW = /[\p{M}\p{Cf}\p{No}]|[^\0-\x7f\P{Nd}]/u;
/** Escapes of program text: `\u0040`, `\u{40}`, `\x40`. */
const CODE_ESCAPE = /\\(?:u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\}|x[0-9A-Fa-f]{2})/;
const CODE_ESCAPE_ALL = new RegExp(CODE_ESCAPE.source, 'g');
/** Quoted-printable `=40` (an at sign) between a local part and a dotted domain: `ana=40example.com`. */
const QUOTED_AT = /(?<=[\p{L}\p{N}._-])=40(?=[\p{L}\p{N}][\p{L}\p{N}-]*\.\p{L}{2})/u;
const QUOTED_AT_ALL = new RegExp(QUOTED_AT.source, 'gu');
/** A domain's dot followed by letters written one by one: `ana@x. c o m`. */
const SPELLED_TOP_LEVEL = /(?<=[\p{L}\p{N}])\.(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;
const SINGLE = /^[\p{L}\p{N}.@]$/u;
const SPACE = /\s/;
const LOOK_ALIKE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const LATIN = /\p{Script=Latin}/u;
const MIXED_TOKEN = /[\p{L}\p{N}\p{M}._@/:-]+/gu;
/**
 * Cyrillic and Greek letters that look like Latin ones (from Unicode's confusables, the letters
 * of those scripts whose skeleton is one Latin letter).
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
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

function decodeEscape(written: string): string {
  const hex = written.replace(/^\\[ux]\{?|\}$/g, '');
  const cp = Number.parseInt(hex, 16);
  return cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : written;
}

function joinSpelled(run: string): string {
  return run.replaceAll(' ', '');
}

interface Piece {
  index: number;
  0: string;
}

/**
 * Letters written one by one around an at sign (`a n a @ x . c o m`: five characters or more, each
 * alone between single spaces, one of them `@`), and a top-level domain spelled after a dot
 * (`ana@x. c o m`): the pieces to read as the word they spell. One pass over the text.
 */
function spelledOut(text: string): Piece[] {
  const pieces: Piece[] = [];
  const n = text.length;
  const alone = (k: number) => SINGLE.test(text[k]!) && (k + 1 === n || SPACE.test(text[k + 1]!));
  // A spelled address holds its at sign; a spelled top level follows a `. ` (cheap looks first).
  for (let i = text.includes('@') ? 0 : n; i < n; ) {
    if ((i > 0 && !SPACE.test(text[i - 1]!)) || !alone(i)) {
      i++;
      continue;
    }
    let end = i + 1;
    let count = 1;
    let at = text[i] === '@';
    while (end + 1 < n && text[end] === ' ' && alone(end + 1)) {
      if (text[end + 1] === '@') at = true;
      count++;
      end += 2;
    }
    if (count >= 5 && at) pieces.push({ index: i, 0: text.slice(i, end) });
    i = end;
  }
  if (text.includes('. ')) for (const m of text.matchAll(SPELLED_TOP_LEVEL)) pieces.push(m);
  return pieces.sort((a, b) => a.index - b.index);
}

/** A token of Latin and look-alike letters, the look-alikes as the Latin letters; any other token as it is. */
function latinLookAlikes(token: string): string {
  if (!LATIN.test(token) || !LOOK_ALIKE_SCRIPT.test(token)) return token;
  let out = '';
  for (const c of token) out += LOOK_ALIKES[c] ?? c;
  return out;
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
    const enclosed = enclosedDigit(ch);
    if (enclosed !== undefined) out = enclosed;
    else
      for (const c of ch.normalize('NFKC')) {
        if (DROPPED_IN_VIEW.test(c)) continue;
        out += DECIMAL_DIGIT.test(c) ? asciiDigit(c.codePointAt(0)!) : c;
      }
    if (viewChars.size < 10_000) viewChars.set(ch, out);
  }
  return out;
}

/**
 * Digits in a circle or brackets (`❸`, `➂`, `⓷`, `⓿`, `⑶`, `⒊`) as ASCII digits: NFKC leaves the
 * dingbat ones alone and writes the bracketed ones as `(3)` and `3.`.
 */
function enclosedDigit(ch: string): string | undefined {
  const cp = ch.codePointAt(0)!;
  for (const first of [0x2776, 0x2780, 0x278a, 0x24f5])
    if (cp >= first && cp < first + 10) return String(cp - first + 1);
  if (cp >= 0x24eb && cp <= 0x24f4) return String(cp - 0x24eb + 11);
  if (cp === 0x24ff || cp === 0x1f10b || cp === 0x1f10c) return '0';
  const m = /^\((\d{1,2})\)$|^(\d{1,2})[.,]$/.exec(ch.normalize('NFKC'));
  return m ? (m[1] ?? m[2]) : undefined;
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
function rewrite(view: View, pattern: RegExp | Iterable<Piece>, replace: (match: string) => string): View {
  const parts: { at: number; length: number; by: string }[] = [];
  let sameLength = true;
  for (const m of pattern instanceof RegExp ? view.text.matchAll(pattern) : pattern) {
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
