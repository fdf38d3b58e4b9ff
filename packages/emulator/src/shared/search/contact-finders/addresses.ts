import type { Span } from '../scrub-view.ts';
import { charBefore, H } from './scan.ts';

// Addresses: `ana@x.com`, `ana (at) x (dot) com`, `ana arroba x punto com`, `john dot doe at gmail dot com`.

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
export function findAddresses(view: string, found: Span[]): void {
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
