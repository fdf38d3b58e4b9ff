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

import { LABEL_AT_END } from './contact-finders/labels.ts';
import { findContactData } from './contact-finders.ts';
import { htmlToPlain } from './html-text.ts';

export { loadHtmlParser } from './html-text.ts';

import { type ContactKind, detectionView, type Found, type Span, toOriginal } from './scrub-view.ts';
import { hasUrlPhone } from './url-phones.ts';

export const SCRUBBED = '[contact hidden]';

/** `text` without contact data, each piece replaced by `[contact hidden]`; null stays null. */
export function scrubContactData(text: string): string;
export function scrubContactData(text: string | null): string | null;
export function scrubContactData(text: string | null): string | null {
  if (text === null) return null;
  return marked(text, contactSpans(text, found(text)));
}

/**
 * A job's description (HTML or plain text) as results show it: the text a reader sees (see
 * html-text.ts), contact data scrubbed. Contact data is looked for in the text's words joined
 * across the blocks (`ana@<br>x.com`, `<td>612</td><td>345 678</td>` are found whole), and the
 * answer holds no markup: what would read as a tag once decoded (`&lt;script&gt;`) is left out.
 */
export function scrubDescription(source: string): string {
  const plain = htmlToPlain(source);
  const inText = found(plain.flat).map(
    ([a, b, kind]): Found => [plain.textIndex(a), plain.textIndex(b - 1) + 1, kind],
  );
  const text = marked(plain.text, contactSpans(plain.text, inText));
  const shown = withoutMarkup(text);
  if (shown === text) return text;
  // Markup left out can join what it parted (`<ana@<br>x.com>`): the text shown is looked at
  // again, its markers left as they are.
  const markers = [...shown.matchAll(/\[contact hidden\]/g)].map((m) => m.index);
  const again = found(shown).sort((x, y) => x[0] - y[0]);
  // Both in order: one pass drops what overlaps a marker (linear however many there are).
  let k = 0;
  const kept = again.filter(([a, b]) => {
    while (k < markers.length && markers[k]! + SCRUBBED.length <= a) k++;
    return !(k < markers.length && markers[k]! < b);
  });
  return marked(shown, contactSpans(shown, kept));
}

/**
 * For short fields (names, titles, places): contact data cut out with its separators and the label
 * that introduced it (`Ana — LinkedIn: ana-s` is `Ana`), not marked.
 */
export function scrubShort(text: string | null): string | null {
  if (text === null) return null;
  return shortFields.of(text, cutContactData);
}

/**
 * The answers for the last short fields and skills seen (a pure function of the text): the demo
 * pools repeat them (2,200 jobs have 658 titles and 300 companies, 2,400 candidates 218 skills),
 * and a pool is built at once. At most `MAX_REMEMBERED` each, forgotten all together when full.
 */
class Remembered<T> {
  readonly #answers = new Map<string, T>();
  of(text: string, answer: (text: string) => T): T {
    const known = this.#answers.get(text);
    if (known !== undefined || this.#answers.has(text)) return known as T;
    if (this.#answers.size >= MAX_REMEMBERED) this.#answers.clear();
    const made = answer(text);
    this.#answers.set(text, made);
    return made;
  }
}
const MAX_REMEMBERED = 4096;
const shortFields = new Remembered<string | null>();
const holding = new Remembered<boolean>();

function cutContactData(text: string): string | null {
  const spans = contactSpans(text, found(text));
  if (spans.length === 0) {
    const out = text.trim();
    return out === '' ? null : out;
  }
  let out = '';
  let at = 0;
  for (const {
    span: [a, b],
    kinds,
  } of spans) {
    out += cutLabel(text.slice(at, a), kinds).replace(SEPARATORS_AT_END, '');
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
 * A link that carries contact data (an address, a person's page, a handle, a phone or a platform
 * id in it) is no link at all. It is read percent-decoded (`%40`, `%2B`, twice too) in the same
 * view as running text (`＠`, `＋３４`, `٤١٥`).
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
  return holding.of(text, (t) => found(t).length > 0);
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

/** What the finders find in `text`, as spans of `text`. */
function found(text: string): Found[] {
  const view = detectionView(text);
  return findContactData(view.text, 'text').map(([a, b, kind]) => [...toOriginal(view, [a, b]), kind]);
}

const KIND_BIT: Record<ContactKind, number> = { address: 1, phone: 2, link: 4, handle: 8, id: 16 };

interface Hidden {
  span: Span;
  /** What kinds of contact data it holds: a bit per kind (see KIND_BIT), no set per span. */
  kinds: number;
}

/** `text` with each span replaced by the marker, trimmed. */
function marked(text: string, spans: readonly Hidden[]): string {
  if (spans.length === 0) return text.trim();
  let out = '';
  let at = 0;
  for (const {
    span: [a, b],
  } of spans) {
    out += text.slice(at, a) + SCRUBBED;
    at = b;
  }
  return (out + text.slice(at)).trim();
}

/** The spans of `text` to hide, in order, grown to whole tokens, joined where only separators part them. */
function contactSpans(text: string, spans: Found[]): Hidden[] {
  const sorted = spans.sort((x, y) => x[0] - y[0]);
  const grown: Hidden[] = [];
  for (let i = 0; i < sorted.length; ) {
    let [a, b] = sorted[i]!;
    let kinds = KIND_BIT[sorted[i++]![2]];
    a = growLeft(text, a, grown.at(-1)?.span[1] ?? 0);
    for (;;) {
      while (i < sorted.length && sorted[i]![0] <= b) {
        b = Math.max(b, sorted[i]![1]);
        kinds |= KIND_BIT[sorted[i++]![2]];
      }
      const further = growRight(text, b);
      if (further === b) break;
      b = further;
    }
    [a, b] = trimEdges(text, a, b);
    if (a >= b) continue;
    const last = grown.at(-1);
    if (last && (a <= last.span[1] || JOINABLE_GAP.test(text.slice(last.span[1], a)))) {
      last.span[1] = Math.max(last.span[1], b);
      last.kinds |= kinds;
    } else grown.push({ span: [a, b], kinds });
  }
  return grown;
}

/**
 * The text before a cut without the label that introduced the data: any label followed by `:` or
 * `=` (`LinkedIn:`, `Tel:`), or without one a label naming the data's kind (`Tel. 612…`, `E-mail
 * ana@…`, `WhatsApp 612…`, `LinkedIn ana-88`): `Recruiter at LinkedIn ana@x.com` keeps `LinkedIn`.
 */
function cutLabel(before: string, kinds: number): string {
  for (const [label, kindsOf] of LABEL_AT_END) {
    const m = label.exec(before);
    if (m && (/[:=]\s*$/.test(m[0]) || kindsOf.some((kind) => (kinds & KIND_BIT[kind]) !== 0)))
      return before.slice(0, m.index);
  }
  return before;
}

/** Markup a text holds once decoded: a tag (`<script>`, `</b>`, `<a href="…">`), a comment, a declaration. */
const MARKUP = /<(?:[A-Za-z][^<>]*|\/[A-Za-z][^<>]*|!--[\s\S]*?--|![^<>]*|\?[^<>]*)>/g;

/** A text that reads the same as HTML: no tag, comment or declaration in it. */
function withoutMarkup(text: string): string {
  if (!text.includes('<')) return text;
  return text
    .replace(MARKUP, '')
    .replace(/[^\S\n]{2,}/g, ' ')
    .replace(/[^\S\n]+$/gm, '')
    .trim();
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
