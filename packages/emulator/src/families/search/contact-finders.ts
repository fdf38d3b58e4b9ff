import type { Span } from './scrub-view.ts';

/**
 * The finders of contact data, each one linear scan of the detection view (see `scrub-view.ts`)
 * that reports the spans it finds. They are independent: what two of them find is joined later,
 * so no finder needs to know what another one found. What a finder reports is the core of the
 * contact data; `scrub.ts` grows it to the whole token and writes the result.
 *
 * - addresses: `ana@x.com`, `ana (at) x (dot) com`, `ana [at] x [dot] com`, `ana arroba x punto com`,
 *   `john dot doe at gmail dot com`: from the start of the local part to the end of the domain;
 * - profile and messenger links: `linkedin.com/in/ana`, `wa.me/346…`, `t.me/ana`, `github.com/ana`;
 * - handles: `@ana_dev`, `LinkedIn: ana-silva`, `Skype: live:ana`, `linkedin /in/ana`, `tel:…`;
 * - phone numbers: 7 to 15 digits in the groupings people write them in;
 * - raw platform ids: 24 hexadecimal characters with digits among them.
 */
export function findContactData(view: string, phones: 'text' | 'none'): Span[] {
  const found: Span[] = [];
  // Most short texts hold none of what every finder needs (an at sign or its word, a colon, an
  // equals sign, a slash, a digit): they are spared the finders.
  if (!MAYBE_CONTACT.test(view)) return found;
  findAddresses(view, found);
  if (view.includes('/')) findLinks(view, found);
  findHandles(view, found);
  if (phones === 'text') findPhones(view, found);
  findPlatformIds(view, found);
  return found;
}

/** What a text holds when any finder can find something in it. */
const MAYBE_CONTACT = /[0-9@:=/]|\b(?:at|arroba|apenstaartje)\b/i;

// -----------------------------------------------------------------------------------------------
// Addresses
// -----------------------------------------------------------------------------------------------

/** White space within a line: an address, a phone or a handle never spans two lines. */
const H = String.raw`[^\S\n]`;
const OPEN = String.raw`[(\[{<]`;
const CLOSE = String.raw`[)\]}>]`;
const DOT_WORD = '(?:dot|punto|ponto|punt)';
/** An at sign: `@`, or the word in brackets (`(at)`, `[ at ]`, `{@}`, `(arroba)`), or a bare word. */
const ANCHOR = new RegExp(
  `${OPEN}${H}*(?:at|arroba|@)${H}*${CLOSE}|@|${H}(?:at|arroba|apenstaartje)(?=${H})`,
  'giu',
);
/**
 * A dot between two parts of an address: `.` written against them, or spaced on both sides
 * (`gmail . com`, never a sentence's `Acme. Led`), or in brackets (`(dot)`, `[.]`), or a bare word
 * (` dot `, ` punto `, ` ponto `, ` punt `: group 1).
 */
const DOT_AHEAD = new RegExp(
  String.raw`\.(?=[\p{L}\p{N}])|${H}*${OPEN}${H}*(?:${DOT_WORD}|\.)${H}*${CLOSE}${H}*(?=[\p{L}\p{N}])|${H}+(?:\.|(${DOT_WORD}))${H}+(?=[\p{L}\p{N}])`,
  'iuy',
);
/** The same dot, ending where a part of the local part starts. */
const DOT_BEHIND = new RegExp(
  String.raw`(?:${H}*${OPEN}${H}*(?:${DOT_WORD}|\.)${H}*${CLOSE}${H}*|${H}+(?:\.|(${DOT_WORD}))${H}+)$`,
  'iu',
);
/**
 * The bare words for a dot that go with each bare at sign, in one language: `at`/`dot`,
 * `arroba`/`punto`/`ponto`, `apenstaartje`/`punt` (so `worked at Acme punto de venta` is no
 * address). With `@` or a bracketed sign any goes.
 */
const DOT_WORDS_OF: Record<string, RegExp> = {
  at: /^dot$/i,
  arroba: /^(?:dot|punto|ponto)$/i,
  apenstaartje: /^(?:dot|punt)$/i,
};
const ANY_DOT_WORD = /^/;
/** An `@` against the next word but not the one before (`IG @ana.fotos`): a handle's dots only. */
const NO_DOT_WORD = /^$/;
const PHRASE_AFTER_DOT_WORD = /^(?:de|do|da|del|dos|das)$/i;
/** A part of a domain. */
const LABEL = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}_-]*/uy;
const TOP_LEVEL = /^\p{L}{2,}$/u;
/** What a local part is made of (RFC 5322's atext, dots, any script's letters and digits). */
const LOCAL_CHAR = /^[\p{L}\p{N}\p{M}._%+\-!#$&'*=?^`{|}~/]$/u;
/**
 * Another address right after a domain, which was then its local part (`me at john dot doe at
 * gmail dot com`): an `@` against it, a bracketed at sign, or a bare one before a dotted domain.
 */
const ANOTHER_AT = new RegExp(
  String.raw`@(?=[\p{L}\p{N}])|${H}*${OPEN}${H}*(?:at|arroba|@)${H}*${CLOSE}|${H}+(?:at|arroba|apenstaartje)${H}+[\p{L}\p{N}][\p{L}\p{N}_-]*(?:\.[\p{L}\p{N}]|${H}*${OPEN}|${H}+(?:\.|${DOT_WORD})${H})`,
  'iuy',
);
const MAILTO = /mailto:$/i;
/**
 * Mail providers: `ana at gmail.com` is an address, `engineer at booking.com` a sentence. A bare
 * `at` is an at sign when the address shows it is one: a dot spelled out, a local part with
 * `.`, `_`, `+` or with letters and digits (`ana82`, not `2019`), or one of these providers.
 */
const MAIL_PROVIDERS = new Set([
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'icloud',
  'me',
  'mac',
  'aol',
  'proton',
  'protonmail',
  'pm',
  'gmx',
  'web',
  'yandex',
  'mail',
  'zoho',
  'fastmail',
  'tutanota',
  'tuta',
  'hey',
  'qq',
  'naver',
  'orange',
  'free',
  'wanadoo',
  'libero',
  'terra',
  'uol',
  'bol',
  'ziggo',
  'kpnmail',
  'hetnet',
  'xs4all',
  'telenet',
  'skynet',
]);

/** The code point that ends just before `i`, as a string (two units for a surrogate pair). */
function charBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(i - 2, i);
  }
  return text.slice(i - 1, i);
}

/** Where a run of local-part characters ending at `i` starts (not before `floor`). */
function localRunStart(view: string, i: number, floor: number): number {
  let s = i;
  while (s > floor) {
    const c = charBefore(view, s);
    if (!LOCAL_CHAR.test(c)) break;
    s -= c.length;
  }
  return s;
}

interface Domain {
  /** After the last part. */
  end: number;
  /** After the last part that can end an address (a top-level domain: 2 letters or more), or -1. */
  endAtTopLevel: number;
  firstLabel: string;
  /** Spelled out or spaced (`gmail dot com`, `gmail . com`, `gmail (dot) com`). */
  spelled: boolean;
}

/**
 * The domain from `i`: parts joined by dots all written alike (`mail.example.com`, `gmail (dot)
 * com`, `gmail dot com`), so `ana@x.com punto de venta` ends at `com`; a bare word for a dot only
 * among `dotWords`, and never before `de`/`do`/`da` (`punto de venta`, `ponto de vista`).
 */
function scanDomain(view: string, i: number, dotWords: RegExp): Domain | null {
  LABEL.lastIndex = i;
  const first = LABEL.exec(view);
  if (!first) return null;
  const domain: Domain = { end: LABEL.lastIndex, endAtTopLevel: -1, firstLabel: first[0], spelled: false };
  let kind: string | undefined;
  for (;;) {
    DOT_AHEAD.lastIndex = domain.end;
    const dot = DOT_AHEAD.exec(view);
    if (!dot) break;
    const thisKind = dot[1]?.toLowerCase() ?? (dot[0] === '.' ? '.' : dot[0].trim() === '.' ? ' . ' : '()');
    if ((kind ?? thisKind) !== thisKind || (dot[1] !== undefined && !dotWords.test(dot[1]))) break;
    kind = thisKind;
    LABEL.lastIndex = DOT_AHEAD.lastIndex;
    const label = LABEL.exec(view);
    if (!label || (dot[1] !== undefined && PHRASE_AFTER_DOT_WORD.test(label[0]))) break;
    if (dot[0] !== '.') domain.spelled = true;
    domain.end = LABEL.lastIndex;
    if (TOP_LEVEL.test(label[0])) domain.endAtTopLevel = domain.end;
  }
  return domain;
}

function isSpace(c: string | undefined): boolean {
  return c !== undefined && /\s/.test(c);
}

/**
 * Each at sign, read outwards: the local part to its left (down to the previous at sign, so two
 * addresses never share a part), the domain to its right. An address is taken from the start of its
 * local part to the end of its domain.
 */
function findAddresses(view: string, found: Span[]): void {
  let floor = 0;
  for (const m of view.matchAll(ANCHOR)) {
    // A bare word comes with the space before it.
    const sign = m[0].trimStart().toLowerCase();
    const at = m.index + m[0].length - sign.length;
    const after = m.index + m[0].length;
    const word = /^[a-z]/.test(sign);
    const gluedLeft = !word && at > 0 && !isSpace(view[at - 1]);
    const gluedRight = !word && after < view.length && !isSpace(view[after]);
    const thisFloor = floor;
    floor = after;

    let localEnd = at;
    while (!gluedLeft && localEnd > thisFloor && isSpace(view[localEnd - 1]) && view[localEnd - 1] !== '\n')
      localEnd--;
    let start = localRunStart(view, localEnd, thisFloor);
    if (start === localEnd) continue;
    const dotWords = DOT_WORDS_OF[sign] ?? (!gluedLeft && gluedRight ? NO_DOT_WORD : ANY_DOT_WORD);
    let localSpelled = false;
    for (;;) {
      const behind = DOT_BEHIND.exec(view.slice(Math.max(thisFloor, start - 40), start));
      if (!behind || (behind[1] !== undefined && !dotWords.test(behind[1]))) break;
      const dotStart = start - behind[0].length;
      const partStart = localRunStart(view, dotStart, thisFloor);
      if (partStart === dotStart) break;
      start = partStart;
      localSpelled = true;
    }

    let domainStart = after;
    while (
      !gluedRight &&
      domainStart < view.length &&
      isSpace(view[domainStart]) &&
      view[domainStart] !== '\n'
    )
      domainStart++;
    const domain = scanDomain(view, domainStart, dotWords);
    if (!domain) continue;

    let end: number;
    if (gluedLeft && gluedRight) {
      // `ana@gmail`, `ana(at)x(dot)com`: written as one word, an address even without a dot.
      end = domain.endAtTopLevel > 0 ? Math.max(domain.endAtTopLevel, domain.end) : domain.end;
    } else {
      // Spaced, it needs a domain with a top-level part: `ana @ gmail . com`, `ana @gmail.com`;
      // `@ana` after a word is a handle (see findHandles), not that word's domain.
      if (domain.endAtTopLevel < 0) continue;
      end = domain.endAtTopLevel;
      if (sign === 'at') {
        const local = view.slice(start, localEnd);
        const shown =
          localSpelled ||
          domain.spelled ||
          /[._+]/.test(local) ||
          (/\d/.test(local) && /\p{L}/u.test(local)) ||
          MAIL_PROVIDERS.has(domain.firstLabel.toLowerCase());
        if (!shown) continue;
      }
      if (word) {
        ANOTHER_AT.lastIndex = end;
        if (ANOTHER_AT.test(view)) continue;
      }
    }
    const mailto = MAILTO.exec(view.slice(Math.max(0, start - 7), start));
    if (mailto) start -= mailto[0].length;
    found.push([start, end]);
  }
}

// -----------------------------------------------------------------------------------------------
// Links, handles, platform ids
// -----------------------------------------------------------------------------------------------

/**
 * Sites where a link reaches a person directly: professional and social networks, messengers,
 * scheduling pages and code hosts (a profile there names the person and offers a way to write to
 * them). A link to one of them with a path is contact data; the bare site name is not.
 */
const PROFILE_SITES = [
  String.raw`linkedin\.com`,
  String.raw`lnkd\.in`,
  String.raw`xing\.com`,
  String.raw`wa\.me`,
  String.raw`whatsapp\.com`,
  String.raw`t\.me`,
  String.raw`telegram\.(?:me|dog)`,
  String.raw`signal\.(?:me|group)`,
  String.raw`m\.me`,
  String.raw`messenger\.com`,
  String.raw`facebook\.com`,
  String.raw`fb\.(?:com|me)`,
  String.raw`instagram\.com`,
  String.raw`instagr\.am`,
  String.raw`twitter\.com`,
  String.raw`x\.com`,
  String.raw`tiktok\.com`,
  String.raw`threads\.(?:net|com)`,
  String.raw`bsky\.app`,
  String.raw`discord\.(?:gg|com)`,
  String.raw`skype\.com`,
  String.raw`line\.me`,
  String.raw`calendly\.com`,
  String.raw`cal\.com`,
  String.raw`github\.com`,
  String.raw`gitlab\.com`,
];
/**
 * The site's name and the path: the scheme and subdomains before it are part of the same token
 * and go with it (see scrub.ts). A name glued to a longer one (`notlinkedin.com`) is another site.
 */
const PROFILE_LINK = new RegExp(
  String.raw`(?:${PROFILE_SITES.join('|')})(?![\p{L}\p{N}-])(?::\d+)?${H}?\/[^\s<>"'()\[\]{}]+`,
  'giu',
);

/** A handle on its own: `@ana_dev`, `@ana.fotos` (not the `@` inside an address: see findHandles). */
const AT_HANDLE = /@[\p{L}\p{N}_](?:[\p{L}\p{N}\p{M}_.-]*[\p{L}\p{N}_])?/gu;
/** The networks and messengers whose name, with a colon, introduces a handle. */
const HANDLE_LABELS = [
  `linked${H}?-?in`,
  'xing',
  'skype',
  'telegram',
  `whats${H}?-?app`,
  'signal',
  `we${H}?-?chat`,
  'weixin',
  'viber',
  'discord',
  'instagram',
  'insta',
  'ig',
  String.raw`twitter(?:${H}*\/${H}*x)?`,
  String.raw`x${H}*\/${H}*twitter`,
  'tiktok',
  'facebook',
  'fb',
  'messenger',
  'snapchat',
  'github',
  'gitlab',
  'threads',
  'mastodon',
  'bluesky',
  'bsky',
];
const HANDLE_QUALIFIERS = [
  'profile',
  'profil',
  'perfil',
  'id',
  'name',
  'username',
  'user',
  'usuario',
  'usuário',
  'handle',
  'account',
  'cuenta',
  'conta',
  'number',
  'número',
  'numero',
  'nummer',
  'nr',
  'no',
  'url',
  'link',
  'page',
  'página',
  'pagina',
];
/**
 * A label of contact data at the end of a text (`LinkedIn:`, `Skype ID =`, `E-mail:`, `Tel.`,
 * `WhatsApp`): cut with the data from short fields.
 */
export const CONTACT_LABEL_AT_END = new RegExp(
  String.raw`(?:^|(?<=[^\p{L}\p{N}]))(?:${HANDLE_LABELS.join('|')}|e-?mail|correo(?:${H}+electr[oó]nico)?|mail|tel[eé]fono|telefone|telefoon|tel|tfno|phone|mobile|m[oó]vil|celular|contact[oe]?)(?:${H}+(?:${HANDLE_QUALIFIERS.join('|')}))?${H}*[:=.]?${H}*$`,
  'iu',
);
/** `LinkedIn: ana-silva`, `Skype ID = live:ana`, `Instagram handle: @ana`: the handle (group 1) goes, the label stays. */
const LABELLED_HANDLE = new RegExp(
  String.raw`(?:${HANDLE_LABELS.join('|')})(?:${H}+(?:${HANDLE_QUALIFIERS.join('|')}))?${H}*[:=]${H}*([^\s,;]+)`,
  'dgiu',
);
/** A LinkedIn profile path after the word, without the host: `LinkedIn in/jdoe`, `linkedin /in/jane-doe`. */
const LINKEDIN_PATH = new RegExp(
  String.raw`linked${H}?-?in${H}*[:=>|\-–—]*${H}*(\/?${H}*(?:in|pub|company)${H}*\/${H}*[\p{L}\p{N}%_\-]+(?:[.\/][\p{L}\p{N}%_\-]+)*)`,
  'dgiu',
);
/** Links that call or write to someone: `tel:+34…`, `mailto:…`, `skype:ana?call`, `whatsapp://send?phone=…`. */
const CONTACT_SCHEME =
  /(?:mailto|tel|callto|sms|skype|whatsapp|tg|viber|facetime|weixin|signal|sgnl):[^\s<>"')\]]+/giu;
/** A Skype id (`live:ana.silva`, `live:.cid.1a2b`). */
const SKYPE_ID = /live:\.?[\p{L}\p{N}_][\p{L}\p{N}_.-]*/gu;
const PLATFORM_ID = /\b[0-9a-fA-F]{24}\b/g;
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;
/** What may not stand right before a site's name (`notlinkedin.com`) or a handle's `@` (`ana@x`). */
const SITE_GLUE = /^[\p{L}\p{N}\p{M}_-]$/u;
const HANDLE_GLUE = /^[\p{L}\p{N}\p{M}_.@+-]$/u;

/**
 * Whether a match at `i` starts a word: the character before it is none of `glue`. (Checked here
 * rather than by a lookbehind, which would make the regex try every position of the text.)
 */
function startsWord(view: string, i: number, glue: RegExp = WORD_CHAR): boolean {
  return i === 0 || !glue.test(charBefore(view, i));
}

function findLinks(view: string, found: Span[]): void {
  for (const m of view.matchAll(PROFILE_LINK)) {
    if (startsWord(view, m.index, SITE_GLUE)) found.push([m.index, m.index + m[0].length]);
  }
}

function findHandles(view: string, found: Span[]): void {
  if (view.includes('@')) {
    for (const m of view.matchAll(AT_HANDLE)) {
      if (startsWord(view, m.index, HANDLE_GLUE)) found.push([m.index, m.index + m[0].length]);
    }
  }
  if (view.includes('/')) {
    for (const m of view.matchAll(LINKEDIN_PATH)) {
      if (startsWord(view, m.index)) found.push(m.indices![1]! as Span);
    }
  }
  if (!view.includes(':') && !view.includes('=')) return;
  for (const m of view.matchAll(LABELLED_HANDLE)) {
    if (startsWord(view, m.index)) found.push(m.indices![1]! as Span);
  }
  if (!view.includes(':')) return;
  for (const pattern of [CONTACT_SCHEME, SKYPE_ID]) {
    for (const m of view.matchAll(pattern)) {
      if (startsWord(view, m.index)) found.push([m.index, m.index + m[0].length]);
    }
  }
}

/** A platform id: 24 hexadecimal characters standing alone, digits among them (an ObjectId starts with its time). */
function findPlatformIds(view: string, found: Span[]): void {
  for (const m of view.matchAll(PLATFORM_ID)) {
    const end = m.index + m[0].length;
    const alone =
      startsWord(view, m.index) &&
      (end === view.length || !WORD_CHAR.test(String.fromCodePoint(view.codePointAt(end)!)));
    if (alone && /\d/.test(m[0])) found.push([m.index, end]);
  }
}

// -----------------------------------------------------------------------------------------------
// Phone numbers
// -----------------------------------------------------------------------------------------------

/**
 * Digit groups joined by what phone numbers are written with: one or two spaces, `-`, `.`, `/`,
 * brackets (`+1 (415) 555-0100`, `+44 (0)20 …`), at most three such characters in a row.
 */
const DIGIT_RUN = /\d+(?:[ \t\u00a0()./\u2010-\u2013-]{1,3}\d+)*/g;
const DIGIT_GROUP = /\d+/g;
/** A joint no phone is written with: a sentence's full stop (`2024. 612`), or two signs. */
const HARD_JOINT = /^(?:\.[ \t\u00a0]|.*[-./\u2010-\u2013].*[-./\u2010-\u2013])/;

const R = String.raw`[ \u00a0]?[-\u2013\/][ \u00a0]?`;
const DATE = String.raw`(?:\d{1,2}[.\/-]\d{1,2}[.\/-](?:\d{4}|\d{2})|\d{4}[.\/-]\d{1,2}[.\/-]\d{1,2})`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const TIME = String.raw`\d{1,2}[.:]\d{2}`;
/**
 * Thousands grouped by `.` or a space, led by one or two digits, up to tens of millions
 * (`1.200.000`, `45 000`); larger ones are amounts beside a currency only (see isPhone).
 */
const GROUPED_AMOUNT = String.raw`[1-9]\d?(?:[. \u00a0]\d{3}){1,2}`;
const ROUND_AMOUNT = String.raw`[1-9]\d{0,3}000`;
/** Numbers that are no phones however many digits they hold: dates, years, times, amounts, and ranges of them. */
const ORDINARY_NUMBER = new RegExp(
  String.raw`^(?:${DATE}(?:${R}${DATE})?|${YEAR}(?:(?:${R}|[ \u00a0])${YEAR})*|${TIME}${R}${TIME}|${GROUPED_AMOUNT}(?:${R}${GROUPED_AMOUNT})?|${ROUND_AMOUNT}${R}${ROUND_AMOUNT})$`,
);
const BRACKETED_CODE = /^[ \u00a0]?\+?\d{1,4}[ \u00a0]?$/;
const DATE_YEAR_OR_TIME = new RegExp(`^(?:${DATE}|${YEAR}|${TIME})$`);
const THOUSANDS = /^\d{1,3}(?:([. \u00a0])\d{3})(?:\1\d{3})*$/;
/** A currency sign, or an ISO 4217 code (3 capitals, checked to stand alone), before a number. */
const CURRENCY_BEFORE = /(?:\p{Sc}|R\$|([A-Z]{3}))[ \u00a0]?$/u;
const CURRENCY_AFTER =
  /^[ \u00a0]?(?:\p{Sc}|[A-Z]{3}\b|(?:euros?|d[oó]lar(?:es|s)?|dollars?|pesos|reais|pounds|libras|k)(?![\p{L}]))/iu;
/** A phone's label written against it: `Tel.612345678`, `Tfno.612…`, `Mob.06…`. */
const PHONE_LABEL_BEFORE =
  /(?:^|[^\p{L}])(?:tel|telf|tfno|tlf|tlfn|fon|ph|mob|cel|cell|m[oó]vil|fax|nr|no|n[uú]m)$/iu;
const GLUE_LETTER = /^[\p{L}\p{M}_]$/u;

interface Group {
  start: number;
  end: number;
}

/**
 * Phone numbers: in each run of digit groups, from left to right, the longest window of groups
 * that reads as a phone (7 to 15 digits, not glued to a word or to another number, not a date,
 * year, time, amount, version or IP address). A window is at most 15 digits long, so each group is
 * looked at a bounded number of times: linear in the text.
 */
function findPhones(view: string, found: Span[]): void {
  for (const run of view.matchAll(DIGIT_RUN)) {
    const text = run[0];
    if (text.length < 7) continue;
    let digits = 0;
    for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) digits++;
    const signed = view.slice(prefixStart(view, run.index), run.index).includes('+');
    if (digits < 7 || (!signed && ORDINARY_NUMBER.test(text))) continue;
    const groups: Group[] = [...text.matchAll(DIGIT_GROUP)].map((g) => ({
      start: run.index + g.index,
      end: run.index + g.index + g[0].length,
    }));
    for (let i = 0; i < groups.length; ) {
      let best = -1;
      let count = 0;
      for (let j = i; j < groups.length; j++) {
        if (j > i && HARD_JOINT.test(view.slice(groups[j - 1]!.end, groups[j]!.start))) break;
        count += groups[j]!.end - groups[j]!.start;
        if (count > 15) break;
        if (count >= 7 && isPhone(view, groups, i, j)) best = j;
      }
      if (best < 0) {
        i++;
        continue;
      }
      found.push([prefixStart(view, groups[i]!.start), groups[best]!.end]);
      i = best + 1;
    }
  }
}

/** Brackets as phones have them: closed, each around a code of 1 to 4 digits (`(415)`, `(0)`, `(+34)`). */
function phoneBrackets(text: string): boolean {
  let open = -1;
  for (let k = 0; k < text.length; k++) {
    if (text[k] === '(') {
      if (open >= 0) return false;
      open = k;
    } else if (text[k] === ')') {
      if (open < 0 || !BRACKETED_CODE.test(text.slice(open + 1, k))) return false;
      open = -1;
    }
  }
  return open < 0;
}

/** Where a phone starting at `i` starts with its `+` and its opening bracket: `(+34) 612…`. */
function prefixStart(view: string, i: number): number {
  let s = i;
  if (view[s - 1] === '+') s--;
  if (view[s - 1] === '(') s--;
  return s;
}

function isPhone(view: string, groups: readonly Group[], i: number, j: number): boolean {
  const start = groups[i]!.start;
  const end = groups[j]!.end;
  const text = view.slice(start, end);
  const lead = prefixStart(view, start);
  const signed = view.slice(lead, start).includes('+');
  // Glued to a word (`v1.2.3`, `ID12345678`) or part of a longer number (`1.200.000`, `3,1415`).
  const before = view[lead - 1];
  if (before !== undefined && (GLUE_LETTER.test(charBefore(view, lead)) || /\d/.test(before))) return false;
  // Inside a run a phone starts after a space or a bracket, never in the middle of `12/05/2024`;
  // nor does it go on a word (`zqana-0000`, `/videos/1700000000123.mp4`).
  if (/[.,/\u2010-\u2013-]/.test(before ?? '') && /\d/.test(view[lead - 2] ?? '')) return false;
  if (/[./_\u2010-\u2013-]/.test(before ?? '') && lead > 1 && GLUE_LETTER.test(charBefore(view, lead - 1))) {
    if (before !== '.' || !PHONE_LABEL_BEFORE.test(view.slice(Math.max(0, lead - 12), lead - 1)))
      return false;
  }
  const after = view[end];
  if (after !== undefined && (GLUE_LETTER.test(after) || /\d/.test(after))) return false;
  if ((after === '.' || after === ',') && /\d/.test(view[end + 1] ?? '')) return false;
  if (/^[ \u00a0]?%/.test(view.slice(end, end + 2))) return false;
  if (!signed && ORDINARY_NUMBER.test(text)) return false;
  // Brackets close within a phone around a code (`+1 (415) 555-0100`, `(+34) 612…`), or hold it
  // all (`(612 345 678)`): `600 000 000 (40000` and `(40000-60000) 600` are two numbers.
  if (
    !phoneBrackets(view.slice(lead, end)) &&
    !(view[lead] === '(' && phoneBrackets(view.slice(lead + 1, end)))
  )
    return false;
  // A date, a year or a time first (`2024-05-12 (12 500 000 COP)`, `2019 612 345 678`): the
  // numbers side by side are read apart.
  for (let k = i; !signed && k < j && k < i + 3; k++) {
    if (DATE_YEAR_OR_TIME.test(view.slice(start, groups[k]!.end))) return false;
  }

  const sizes = groups.slice(i, j + 1).map((g) => g.end - g.start);
  const joints = groups.slice(i + 1, j + 1).map((g, k) => view.slice(groups[i + k]!.end, g.start).trim());
  const dotted = joints.length > 0 && joints.every((joint) => joint === '.');
  // `.` and `/` join a phone's groups all alike (`415.555.0100`, `030/1234567`); mixed with other
  // joints they are numbers side by side (`12.05.2024 2019`, `Python 3.12 2024`). After a `+` the
  // country code may stand apart (`+34 612.345.678`).
  const rest = signed ? joints.slice(1) : joints;
  if (rest.some((joint) => joint === '.' || joint === '/') && !rest.every((joint) => joint === rest[0]))
    return false;
  // A version (`10.0.19041.1`) or an IPv4 address.
  if (dotted && sizes.slice(1).some((size) => size === 1)) return false;
  if (
    dotted &&
    sizes.length === 4 &&
    groups.slice(i, j + 1).every((g) => Number(view.slice(g.start, g.end)) <= 255)
  )
    return false;
  // Pairs of digits (`10 20 30 40`) are a phone only with a sign or a leading 0 (`06 12 34 56 78`);
  // single digits one by one are a phone spelled out.
  if (sizes.every((size) => size <= 2) && !signed && text[0] !== '0' && !sizes.every((size) => size === 1))
    return false;
  // `100.000.000 COP`, `€ 12 500 000`: an amount when a currency stands beside it.
  if (THOUSANDS.test(text) && (currencyBefore(view, start) || CURRENCY_AFTER.test(view.slice(end, end + 9))))
    return false;
  return true;
}

function currencyBefore(view: string, i: number): boolean {
  const m = CURRENCY_BEFORE.exec(view.slice(Math.max(0, i - 4), i));
  if (!m) return false;
  const at = i - m[0].length;
  return m[1] === undefined || at === 0 || /[\s([{,;:]/.test(view[at - 1]!);
}
