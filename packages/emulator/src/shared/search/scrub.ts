/**
 * Scrubbing of contact data from public search results: candidates and jobs never show an e-mail
 * address, a phone number, a profile or messenger link or handle, or a raw platform id, whatever
 * the source text holds. One model for every text of every answer:
 *
 * 1. **View**: the text as a reader decodes it (`scrub-view.ts`): percent-escapes and HTML
 *    character references decoded, NFKC, every script's digits as 0-9, invisible marks left out;
 *    each unit of the view knows the span of the original it came from.
 * 2. **Find**: independent linear finders report the spans of contact data in the view
 *    (`contact-finders.ts`); spans that overlap are one.
 * 3. **Grow**: each span, back in the original, grows to the whole token it sits in (to white space
 *    or to a bracket, quote, comma, semicolon or colon around it; a full stop counts only inside a
 *    token), so nothing of an address is left (`[contact hidden].xx@example.com` cannot happen) and
 *    the marker always stands apart from the words around it. A bracket the span opened but did not
 *    close goes with it when the closing one follows; otherwise it stays.
 * 4. **Write**: spans separated only by white space and separators (`,`, `;`, `/`, `|`, `·`, `-`,
 *    `&`, `+`) are one; in running text each becomes `[contact hidden]`, in short fields it is cut
 *    out with its separators, and a URL holding any is no URL at all.
 *
 * Every finder is linear in the text (the phone finder looks at windows of at most 15 digits; the
 * address finder reads each part between two at signs at most twice), and so is growing.
 */

import { CONTACT_LABEL_AT_END } from './contact-finders/links.ts';
import { findContactData } from './contact-finders.ts';
import { detectionView, type Span, toOriginal } from './scrub-view.ts';

export const SCRUBBED = '[contact hidden]';

/** `text` without contact data, each piece replaced by `[contact hidden]`; null stays null. */
export function scrubContactData(text: string): string;
export function scrubContactData(text: string | null): string | null;
export function scrubContactData(text: string | null): string | null {
  if (text === null) return null;
  const spans = contactSpans(text);
  if (spans.length === 0) return text.trim();
  let out = '';
  let at = 0;
  for (const [a, b] of spans) {
    out += text.slice(at, a) + SCRUBBED;
    at = b;
  }
  return (out + text.slice(at)).trim();
}

/**
 * For short fields (names, titles, places): contact data cut out with its separators and the label
 * that introduced it (`Ana — LinkedIn: ana-s` is `Ana`), not marked.
 */
export function scrubShort(text: string | null): string | null {
  if (text === null) return null;
  const spans = contactSpans(text);
  if (spans.length === 0) {
    const out = text.trim();
    return out === '' ? null : out;
  }
  let out = '';
  let at = 0;
  for (const [a, b] of spans) {
    out += text.slice(at, a).replace(CONTACT_LABEL_AT_END, '').replace(SEPARATORS_AT_END, '');
    at = b;
    while (at < text.length && SEPARATOR_CHAR.test(text[at]!)) at++;
    // The words around the cut stay apart as they were: `Ana Silva, tel. 612…, Madrid` is `Ana Silva, Madrid`.
    const comma = /[,;]/.exec(text.slice(b, at));
    out += comma ? `${comma[0]} ` : ' ';
  }
  out = (out + text.slice(at))
    .replace(EMPTY_BRACKETS, '')
    .replace(/\s+(?=[,;:!?)\]}]|\.(?:\s|$))/g, '')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '');
  // What is left of a field that was all contact data is punctuation at most: nothing.
  return WORD.test(out) ? out : null;
}

/**
 * A link that carries contact data (an address, a profile or messenger link, a handle, a phone or
 * a platform id in it) is no link at all. It is read percent-decoded (`%40`, `%2B`, twice too) in
 * the same view as running text (`＠`, `＋３４`, `٤١٥`).
 */
export function scrubUrl(url: string | null): string | null {
  if (url === null) return null;
  const parts = /^https?:\/\/([^/?#]*)(.*)$/is.exec(url);
  if (!parts) return null;
  if (findContactData(detectionView(url).text, 'none').length > 0) return null;
  // Phones are looked for after the host and in a user name before it (a host's digits, an IP
  // address, are no phone).
  const authority = parts[1]!;
  const userinfo = authority.includes('@') ? authority.slice(0, authority.lastIndexOf('@')) : '';
  return hasUrlPhone(detectionView(`${userinfo}/${parts[2]!}`).text) ? null : url;
}

/** Whether `text` holds contact data: what a search answer never shows. */
export function holdsContactData(text: string): boolean {
  return contactSpans(text).length > 0;
}

/** A scrubbed text as the search index reads it: the markers are no words of the record. */
export function indexText(scrubbed: string | null): string {
  return scrubbed === null ? '' : scrubbed.replaceAll(SCRUBBED, ' ');
}

// -----------------------------------------------------------------------------------------------
// Spans of the original text: found, grown to whole tokens, joined
// -----------------------------------------------------------------------------------------------

/** Characters that open or close a part of a sentence: a token stops at them. */
const OPENERS = '([{<"\'“‘«‹¿¡（［｛＜「『＂＇';
const CLOSERS = ')]}>"\'”’»›）］｝＞」』＂＇';
const PAIRS: Record<string, string> = {
  '(': ')',
  '[': ']',
  '{': '}',
  '<': '>',
  '（': '）',
  '［': '］',
  '｛': '｝',
};
const STOPS = ',;:，；：、';
const FULL_STOPS = '.!?…。！？';
const SPACE = /\s/;
/** Between two spans, only these: one marker for both (`ana@x.com / 612 345 678`). */
const JOINABLE_GAP = /^[^\S\n]*(?:[,;/|·•&+\-–—][^\S\n]*)*$/;
const SEPARATOR_CHAR = /[\s,;:|/·•–—-]/;
const SEPARATORS_AT_END = /[\s,;:|/·•–—-]+$/;
const EMPTY_BRACKETS = /\(\s*\)|\[\s*\]|\{\s*\}|<\s*>|"\s*"|'\s*'|“\s*”|‘\s*’|«\s*»/g;
/** Anything but white space and punctuation. */
const WORD = /[^\s\p{P}]/u;

/** The spans of `text` to hide, in order, grown to whole tokens, joined where only separators part them. */
function contactSpans(text: string): Span[] {
  const view = detectionView(text);
  const found = findContactData(view.text, 'text')
    .map((span) => toOriginal(view, span))
    .sort((x, y) => x[0] - y[0]);
  const grown: Span[] = [];
  for (let i = 0; i < found.length; ) {
    let [a, b] = found[i++]!;
    a = growLeft(text, a, grown.at(-1)?.[1] ?? 0);
    for (;;) {
      while (i < found.length && found[i]![0] <= b) b = Math.max(b, found[i++]![1]);
      const further = growRight(text, b);
      if (further === b) break;
      b = further;
    }
    [a, b] = trimEdges(text, a, b);
    if (a >= b) continue;
    const last = grown.at(-1);
    if (last && (a <= last[1] || JOINABLE_GAP.test(text.slice(last[1], a)))) last[1] = Math.max(last[1], b);
    else grown.push([a, b]);
  }
  return grown;
}

/** Back to the start of the token holding `a` (not before `floor`); a scheme's `://` is inside the token. */
function growLeft(text: string, a: number, floor: number): number {
  while (a > floor) {
    const c = text[a - 1]!;
    if (SPACE.test(c) || OPENERS.includes(c) || (STOPS.includes(c) && !text.startsWith('//', a))) break;
    a--;
  }
  return a;
}

/** On to the end of the token holding `b`: a full stop followed by a space ends a sentence, not the token. */
function growRight(text: string, b: number): number {
  while (b < text.length) {
    const c = text[b]!;
    if (SPACE.test(c) || CLOSERS.includes(c) || STOPS.includes(c)) break;
    if (FULL_STOPS.includes(c)) {
      let k = b;
      while (k < text.length && FULL_STOPS.includes(text[k]!)) k++;
      const next = text[k];
      if (next === undefined || SPACE.test(next) || CLOSERS.includes(next) || STOPS.includes(next)) break;
      b = k;
      continue;
    }
    b++;
  }
  return b;
}

/**
 * Punctuation at the edges that belongs to the sentence, not to the contact data: a full stop,
 * a comma, a quote or bracket around it. A bracket the span opened takes its closing one along.
 */
function trimEdges(text: string, a: number, b: number): Span {
  const inside = (c: string, from: number, to: number) => text.slice(from, to).includes(c);
  for (;;) {
    const c = text[a];
    if (c === undefined || a >= b) break;
    if (SPACE.test(c) || STOPS.includes(c) || (OPENERS.includes(c) && !inside(PAIRS[c] ?? c, a + 1, b))) {
      const close = PAIRS[c];
      if (close !== undefined && text[b] === close) {
        b++;
        break;
      }
      a++;
      continue;
    }
    break;
  }
  for (;;) {
    const c = text[b - 1];
    if (c === undefined || b <= a) break;
    const open = Object.keys(PAIRS).find((o) => PAIRS[o] === c) ?? c;
    if (
      SPACE.test(c) ||
      STOPS.includes(c) ||
      FULL_STOPS.includes(c) ||
      (CLOSERS.includes(c) && !inside(open, a, b - 1))
    ) {
      b--;
      continue;
    }
    break;
  }
  return [a, b];
}

// -----------------------------------------------------------------------------------------------
// Phones in URLs
// -----------------------------------------------------------------------------------------------

/** A run of digits with the separators phone numbers use, optionally after `+` or in `( )`. */
const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d\s().-]{5,}\d/gu;
/**
 * A parameter or scheme that names a phone: `phone=`, `tel:`, `wa=`, `call=`, `mobile=`, `sms:`, ...
 * (`[_-]` allowed inside: `phone_number=`, `mobile-phone=`).
 */
const PHONE_KEY =
  /(?:^|[^\p{L}\p{N}])(?:tel(?:ephone|efono|éfono|efone)?|(?:mobile|home|work|cell)?[_-]?phone(?:[_-]?(?:number|no))?|mobile|mob|cell|celular|m[oó]vil|call(?:to)?|wa|whats[_-]?app|sms|fax)\s*[=:/]\s*$/iu;
/** Layouts only phones have: `415-555-0100`, `1 (415) 555 0100`, `06-12-34-56-78`. */
const PHONE_LAYOUT = [/^(?:1[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}$/, /^0\d([-. ])\d{2}(?:\1\d{2}){3,}$/];

/** 7 to 15 digits, and not a year range, a date or an amount. */
function isUrlPhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const text = run.trim();
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text)) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(text)) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+\s*[-–]\s*\d{1,3}(?:[.,]\d{3})+$/.test(text)) return false;
  return !/^\d{4}-\d{2}-\d{2}/.test(text) && !/^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(text);
}

/**
 * In a URL, plain digit runs are ids, timestamps and sizes (`/videos/1700000000123.mp4`,
 * `/1920-1080/`): a run of 7 to 15 digits is a phone only when it shows a phone's sign: a leading
 * `+` or `(area code)`, an international `00` prefix, digits grouped by spaces, a phone's layout, or
 * a parameter or scheme naming it (`?phone=…`, `tel:…`, `wa=…`).
 */
function hasUrlPhone(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '').length;
    const signed =
      /^[+(]/.test(run) ||
      (/^00[1-9]/.test(run) && digits >= 11) ||
      PHONE_KEY.test(text.slice(0, match.index));
    if (signed && (isUrlPhone(run) || (digits > 15 && leadingPhone(run)))) return true;
    if (!isUrlPhone(run)) continue;
    const groups = run.trim().split(/\s+/);
    if (groups.length >= 3 || PHONE_LAYOUT.some((layout) => layout.test(run))) return true;
  }
  return false;
}

/**
 * A signed run too long for one number (`+34612345678-20240101`): a phone at its start. Only the
 * groups of its first 15 digits are tried (a phone has no more), so a long run costs no more.
 */
function leadingPhone(run: string): boolean {
  let prefix = '';
  for (const group of run.split(/(?=[\s().-]\d)/)) {
    prefix += group;
    if (prefix.replace(/\D/g, '').length > 15) return false;
    if (isUrlPhone(prefix)) return true;
  }
  return false;
}
