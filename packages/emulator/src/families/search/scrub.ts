/**
 * Scrubbing of contact data from public search results: candidates and jobs never show an e-mail
 * address, a phone number, a LinkedIn link or a raw platform id, whatever the source text holds.
 * What is removed leaves a neutral marker in running text, so a sentence still reads.
 *
 * Contact data is looked for in a normalised view of the text (see `detectionView`): Unicode NFKC
 * (full-width `＠`, `４１５`), digits of every script as ASCII (`٤١٥`), percent-escapes decoded
 * (`john%40gmail.com`), combining marks and invisible format characters left out. What matches
 * there is replaced in the original text, span for span, so the rest of the text is unchanged.
 */
export const SCRUBBED = '[contact hidden]';

const OPEN = String.raw`[(\[{<]`;
const CLOSE = String.raw`[)\]}>]`;
/** `@`, `(at)`, `[ at ]`, `{@}`, ` at `, ` arroba `. */
const AT = String.raw`(?:\s*(?:@|${OPEN}\s*(?:at|arroba|@)\s*${CLOSE})\s*|\s+(?:at|arroba)\s+)`;
/**
 * `.` (spaced on both sides or not at all: `gmail . com`, not a sentence's `Acme. Led`), `(dot)`,
 * `[ dot ]`, `{.}`, ` dot `, ` punto `, ` ponto `.
 */
const DOT = String.raw`(?:\.+|[^\S\n]+\.[^\S\n]+|\s*${OPEN}\s*(?:dot|punto|ponto|\.)\s*${CLOSE}\s*|\s+(?:dot|punto|ponto)\s+)`;
// At most 10 dotted parts on each side: a run of spaced words is tried from each of its words, and
// an unbounded run would make that quadratic.
const LOCAL = String.raw`\.*[\p{L}\p{N}_%+\-]+(?:${DOT}[\p{L}\p{N}_%+\-]+){0,10}`;
// A domain never ends inside a word: in "me at jan.de-boer@mail.example" the address is the one after.
const DOMAIN = String.raw`[\p{L}\p{N}\-]+(?:${DOT}[\p{L}\p{N}\-]+){0,10}${DOT}\p{L}{2,}(?![\p{L}\p{N}_\-])`;
/**
 * An address, its dotted parts written out too (`john [dot] doe [at] gmail [dot] com`). It starts
 * at a word and is no address when another address follows it: in `reach me at john [dot] doe
 * [at] gmail [dot] com` the address is `john … com`, not `me at john [dot] doe`.
 */
const EMAIL = new RegExp(String.raw`(?<![\p{L}\p{N}._%+\-])${LOCAL}${AT}${DOMAIN}(?!${AT}${DOMAIN})`, 'giu');
// A link's path stops before trailing punctuation: "see linkedin.com/in/ada." keeps its full stop.
// A profile path may stand apart from the host: `linkedin.com /in/ada`.
const PATH_END = String.raw`[^\s<>"')\]]*[^\s<>"')\].,;:!?]`;
const HANDLE = String.raw`[^\S\n]*(?:in|pub)[^\S\n]*\/[^\S\n]*[\p{L}\p{N}%_\-]+(?:[.\/][\p{L}\p{N}%_\-]+)*`;
const LINKEDIN = new RegExp(
  String.raw`(?:https?:\/\/)?(?<![\w.-])(?:[\w-]+\.)*(?:linkedin\.com|lnkd\.in)(?:\/(?:${PATH_END})?|[^\S\n]+\/${HANDLE})?`,
  'giu',
);
/**
 * A profile handle after the word LinkedIn, without its host (`LinkedIn: in/jdoe`, `linkedin
 * /in/jane-doe`): the handle (group 1) is hidden, the word stays.
 */
const LINKEDIN_HANDLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])linked[\s-]?in[^\S\n]*[:=>|\-–—]*[^\S\n]*(\/?${HANDLE})`,
  'dgiu',
);
const URL_WITH_CONTACT = new RegExp(
  String.raw`(?:https?:\/\/)?(?<![\w.-])(?:[\w-]+\.)*(?:wa\.me|api\.whatsapp\.com|t\.me|calendly\.com)\/(?:${PATH_END})?`,
  'giu',
);
/**
 * Each pattern with what a text must hold for it to match: most texts hold no contact data, and
 * a quick test spares them the pattern.
 */
const PATTERNS: readonly (readonly [RegExp, RegExp])[] = [
  [new RegExp(String.raw`@|${OPEN}\s*(?:at|arroba|@)\s*${CLOSE}|\s(?:at|arroba)\s`, 'i'), EMAIL],
  [/linked|lnkd/i, LINKEDIN],
  [/linked/i, LINKEDIN_HANDLE],
  [/wa\.me|whatsapp|t\.me|calendly/i, URL_WITH_CONTACT],
];
const RAW_ID = /\b[0-9a-fA-F]{24}\b/g;
/** A run of digits with the separators phone numbers use, optionally after `+` or in `( )`. */
const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d\s().-]{5,}\d/gu;

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  // Years and year ranges ("2019-2024", "2024"), dates and money ("45.000", "45,000.50") are not phones.
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text.trim())) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?$/.test(text.trim())) return false;
  if (/^\d{1,3}(?:[.,]\d{3})+\s*[-–]\s*\d{1,3}(?:[.,]\d{3})+$/.test(text.trim())) return false;
  if (/^\d{4}-\d{2}-\d{2}/.test(text.trim()) || /^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(text.trim()))
    return false;
  return true;
}

/** A span `[start, end)` of a text. */
type Span = [number, number];

/** The longest a written phone number is taken to be, separators included. */
const PHONE_SPAN = 40;

/**
 * The phones in a run of digits and separators (at `at` in its text): the run itself, or several
 * written side by side ("555 010 9999 (092) 3271 7847"), or none (years, money, dates).
 */
function phoneSpans(run: string, at: number, spans: Span[]): void {
  if (isPhone(run)) {
    spans.push([at, at + run.length]);
    return;
  }
  if (run.replace(/\D/g, '').length <= 15) return;
  // Too many digits for one number: the longest phone from each position, left to right (a phone
  // spans at most 15 digits and PHONE_SPAN characters, so each position looks at a few pieces only).
  const parts = run.split(/(?=\s)/);
  const offsets: number[] = [];
  for (let i = 0, offset = 0; i < parts.length; offset += parts[i]!.length, i++) offsets.push(offset);
  for (let i = 0; i < parts.length; ) {
    let last = i;
    for (let digits = 0, length = 0; last < parts.length; last++) {
      digits += parts[last]!.replace(/\D/g, '').length;
      length += parts[last]!.length;
      if (digits > 15 || length > PHONE_SPAN) break;
    }
    let taken = 0;
    for (let j = last; j > i; j--) {
      const piece = parts.slice(i, j).join('');
      if (isPhone(piece.trim())) {
        const start = at + offsets[i]! + (piece.length - piece.trimStart().length);
        spans.push([start, start + piece.trim().length]);
        taken = j - i;
        break;
      }
    }
    i += taken > 0 ? taken : 1;
  }
}

/**
 * The text contact data is looked for in, and where each of its UTF-16 units came from in the
 * original (`start`/`end`; null when the view is the original itself, the usual case).
 */
interface View {
  text: string;
  start: number[] | null;
  end: number[] | null;
}

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;
/** A character other than printable ASCII and the usual white space: its form in the view may differ. */
const UNUSUAL_CHAR = /[^\t\n\r -~]/gu;
const DROPPED_IN_VIEW = /^[\p{M}\p{Cf}]$/u;
const HEX_PAIR = /^[0-9A-Fa-f]$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Each character's form in the view (NFKC, an ASCII digit), computed once. */
const viewChars = new Map<string, string>();

/** The ASCII digit of a decimal digit of any script (each script's 0-9 are 10 consecutive code points). */
function asciiDigit(cp: number): string {
  let zero = cp;
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

function viewChar(ch: string): string {
  let out = viewChars.get(ch);
  if (out === undefined) {
    out = '';
    for (const c of ch.normalize('NFKC')) {
      if (DROPPED_IN_VIEW.test(c)) continue;
      out += /\p{Nd}/u.test(c) ? asciiDigit(c.codePointAt(0)!) : c;
    }
    if (viewChars.size < 10_000) viewChars.set(ch, out);
  }
  return out;
}

interface Piece {
  c: string;
  start: number;
  end: number;
}

/** One pass of percent-decoding over pieces: `%40` → `@`, `%EF%BC%A0` → `＠`; a malformed escape stays. */
function percentDecode(pieces: Piece[]): { pieces: Piece[]; changed: boolean } {
  const out: Piece[] = [];
  let changed = false;
  const byteAt = (i: number): number | null =>
    pieces[i]?.c === '%' && HEX_PAIR.test(pieces[i + 1]?.c ?? '') && HEX_PAIR.test(pieces[i + 2]?.c ?? '')
      ? Number.parseInt(pieces[i + 1]!.c + pieces[i + 2]!.c, 16)
      : null;
  for (let i = 0; i < pieces.length; ) {
    const lead = byteAt(i);
    if (lead === null) {
      out.push(pieces[i]!);
      i++;
      continue;
    }
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    const bytes: number[] = [lead];
    for (let k = 1; k < length; k++) {
      const next = byteAt(i + 3 * k);
      if (next === null || next < 0x80 || next > 0xbf) break;
      bytes.push(next);
    }
    let decoded: string | null = null;
    if (length > 0 && bytes.length === length) {
      try {
        decoded = utf8.decode(new Uint8Array(bytes));
      } catch {
        decoded = null;
      }
    }
    if (decoded === null) {
      out.push(pieces[i]!);
      i++;
      continue;
    }
    out.push({ c: decoded, start: pieces[i]!.start, end: pieces[i + 3 * length - 1]!.end });
    i += 3 * length;
    changed = true;
  }
  return { pieces: out, changed };
}

/**
 * The normalised view of a text contact data is looked for in: percent-escapes decoded (up to
 * three times, for text escaped twice), each character in NFKC (full-width `＠` is `@`, `４` is
 * `4`), decimal digits of every script as ASCII (`٤` is `4`), combining marks and format
 * characters (zero-width spaces) left out. Only where it differs from the text is it built.
 */
function detectionView(text: string): View {
  const escaped = PERCENT_ESCAPE.test(text);
  if (!escaped) {
    // Usually each character stands for itself in the view, or for one of the same length (`＠`
    // for `@`): then the view's offsets are the text's.
    let sameLength = true;
    const shown = text.replace(UNUSUAL_CHAR, (c) => {
      const v = viewChar(c);
      if (v.length !== c.length) sameLength = false;
      return v;
    });
    if (sameLength) return { text: shown, start: null, end: null };
  }
  let pieces: Piece[] = [];
  let offset = 0;
  for (const c of text) {
    pieces.push({ c, start: offset, end: offset + c.length });
    offset += c.length;
  }
  for (let pass = 0; pass < 3; pass++) {
    const decoded = percentDecode(pieces);
    pieces = decoded.pieces;
    if (!decoded.changed) break;
  }
  let out = '';
  const start: number[] = [];
  const end: number[] = [];
  for (const piece of pieces) {
    const shown = viewChar(piece.c);
    if (shown === '') {
      // Left out of the view, kept in the span of the character before it.
      if (end.length > 0) end[end.length - 1] = piece.end;
      continue;
    }
    out += shown;
    for (let k = 0; k < shown.length; k++) {
      start.push(piece.start);
      end.push(piece.end);
    }
  }
  return { text: out, start, end };
}

/** A matched span of the view blanked out, so what later patterns look for cannot reach into it. */
const BLANK = '\u0000';

/** The spans of the view holding contact data, in the order the patterns run. */
function contactSpans(view: string): Span[] {
  const spans: Span[] = [];
  let text = view;
  const take = (found: Span[]) => {
    if (found.length === 0) return;
    spans.push(...found);
    let blanked = '';
    let at = 0;
    for (const [a, b] of found) {
      if (a < at) continue;
      blanked += text.slice(at, a) + BLANK.repeat(b - a);
      at = b;
    }
    text = blanked + text.slice(at);
  };
  for (const [holds, pattern] of PATTERNS) {
    if (!holds.test(text)) continue;
    // The LinkedIn handle is group 1 (the word before it stays); every other pattern is whole.
    take(
      [...text.matchAll(pattern)].map((m) =>
        pattern === LINKEDIN_HANDLE ? (m.indices![1]! as Span) : [m.index, m.index + m[0].length],
      ),
    );
  }
  take([...text.matchAll(RAW_ID)].map((m): Span => [m.index, m.index + m[0].length]));
  const phones: Span[] = [];
  for (const m of text.matchAll(PHONE_CANDIDATE)) phoneSpans(m[0], m.index, phones);
  take(phones);
  return spans;
}

/** `text` without contact data; null stays null. */
export function scrubContactData(text: string): string;
export function scrubContactData(text: string | null): string | null;
export function scrubContactData(text: string | null): string | null {
  if (text === null) return null;
  const view = detectionView(text);
  // Spans of the view as spans of the text, in order, overlapping ones joined.
  const spans = contactSpans(view.text)
    .map(([a, b]): Span => (view.start ? [view.start[a]!, view.end![b - 1]!] : [a, b]))
    .sort((x, y) => x[0] - y[0]);
  let out = '';
  let at = 0;
  for (let i = 0; i < spans.length; ) {
    let [a, b] = spans[i]!;
    for (i++; i < spans.length && spans[i]![0] <= b; i++) b = Math.max(b, spans[i]![1]);
    out += `${text.slice(at, a)}${SCRUBBED}`;
    at = b;
  }
  out += text.slice(at);
  // Markers next to each other (a phone split by a marker, "email / phone") read as one.
  return out
    .replace(/\[contact hidden\](?:[\s,;/|·-]*\[contact hidden\])+/g, SCRUBBED)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** For short fields (names, skills): contact data removed entirely, not marked. */
export function scrubShort(text: string | null): string | null {
  if (text === null) return null;
  const scrubbed = scrubContactData(text);
  if (!scrubbed.includes(SCRUBBED)) return scrubbed === '' ? null : scrubbed;
  // Where contact data was cut out, the separators around it go too ("Ana — ana@x.com" → "Ana").
  const out = scrubbed
    .replace(/[\s,;:|/·•–—-]*\[contact hidden\][\s,;:|/·•–—-]*/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out === '' ? null : out;
}

/**
 * A link that carries contact data (a LinkedIn profile, an address, a phone or a platform id in
 * it) is no link at all. It is read percent-decoded (`%40`, `%2B`) in the normalised view of
 * running text (`＠`, `＋３４`, `٤١٥`).
 */
export function scrubUrl(url: string | null): string | null {
  if (url === null) return null;
  const parts = /^https?:\/\/([^/?#]*)(.*)$/is.exec(url);
  if (!parts) return null;
  const decoded = detectionView(decodeUrl(url)).text;
  for (const [holds, pattern] of PATTERNS)
    if (holds.test(decoded) && decoded.search(pattern) >= 0) return null;
  if (decoded.search(RAW_ID) >= 0) return null;
  // Phones are looked for after the host and in a user name before it (a host's digits, an IP
  // address, are no phone).
  const authority = parts[1]!;
  const userinfo = authority.includes('@') ? authority.slice(0, authority.lastIndexOf('@')) : '';
  return hasUrlPhone(detectionView(decodeUrl(`${userinfo}/${parts[2]!}`)).text) ? null : url;
}

/**
 * A parameter or scheme that names a phone: `phone=`, `tel:`, `wa=`, `call=`, `mobile=`, `sms:`, ...
 * (`[_-]` allowed inside: `phone_number=`, `mobile-phone=`).
 */
const PHONE_KEY =
  /(?:^|[^\p{L}\p{N}])(?:tel(?:ephone|efono|éfono|efone)?|(?:mobile|home|work|cell)?[_-]?phone(?:[_-]?(?:number|no))?|mobile|mob|cell|celular|m[oó]vil|call(?:to)?|wa|whats[_-]?app|sms|fax)\s*[=:/]\s*$/iu;
/** Layouts only phones have: `415-555-0100`, `1 (415) 555 0100`, `06-12-34-56-78`. */
const PHONE_LAYOUT = [/^(?:1[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}$/, /^0\d([-. ])\d{2}(?:\1\d{2}){3,}$/];

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
    if (signed && (isPhone(run) || (digits > 15 && leadingPhone(run)))) return true;
    if (!isPhone(run)) continue;
    const groups = run.trim().split(/\s+/);
    if (groups.length >= 3 || PHONE_LAYOUT.some((layout) => layout.test(run))) return true;
  }
  return false;
}

/** A signed run too long for one number (`+34612345678-20240101`): a phone at its start. */
function leadingPhone(run: string): boolean {
  const groups = run.split(/(?=[\s().-]\d)/);
  for (let j = groups.length - 1; j > 0; j--) if (isPhone(groups.slice(0, j).join(''))) return true;
  return false;
}

/**
 * Percent-escapes decoded, a malformed one left as it is (`decodeURIComponent` would give up on the
 * whole string); up to three passes, for a link escaped twice (`%252B`).
 */
function decodeUrl(url: string): string {
  let out = url;
  for (let i = 0; i < 3; i++) {
    const next = out.replace(/(?:%[0-9A-Fa-f]{2})+/g, (seq) => {
      try {
        return decodeURIComponent(seq);
      } catch {
        return seq.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}
