import type { Found } from '../scrub-view.ts';
import { charBefore, H, isTopLevelDomain } from './scan.ts';

// Addresses: `ana@x.com`, `ana (at) x (dot) com`, `ana arroba x punto com`, `john dot doe at gmail dot com`.

const OPEN = String.raw`[(\[{<]`;
const CLOSE = String.raw`[)\]}>]`;
/** The words for an at sign, in the languages people write addresses in. */
export const AT_WORDS =
  'at|arroba|apenstaartje|apestaart|arobase|chiocciola|klammeraffe|kukac|snabel-a|собака';
/** The words for a dot between parts of an address. */
const DOT_WORD = '(?:dot|punto|ponto|punt|point|punkt|pont|period|точка)';
/**
 * An at sign: `@`; the word in brackets (`(at)`, `[ at ]`, `{@}`, `(arroba)`); `(a)` or `#` glued
 * between a local part and a dotted domain (`ana(a)x.com`, `ana#x.com`: see findAddresses); or a bare word.
 */
const ANCHOR = new RegExp(
  `${OPEN}${H}*(?:${AT_WORDS}|@)${H}*${CLOSE}|\\(a\\)|@|#|${H}(?:${AT_WORDS})(?=${H})`,
  'giu',
);
/**
 * A dot between two parts of an address: `.` written against them (or at the start of the next
 * line: `ana@x` / `.com`), or spaced on both sides (`gmail . com`, never a sentence's `Acme. Led`),
 * or in brackets (`(dot)`, `[.]`), or a bare word (` dot `, ` punto `, ` point `…: group 1).
 */
const DOT_AHEAD = new RegExp(
  String.raw`\.(?=[\p{L}\p{N}])|${H}*\n${H}*\.(?=[\p{L}\p{N}])|${H}*${OPEN}${H}*(?:${DOT_WORD}|\.)${H}*${CLOSE}${H}*(?=[\p{L}\p{N}])|${H}+(?:\.|(${DOT_WORD}))${H}+(?=[\p{L}\p{N}])`,
  'iuy',
);
/** The same dot, ending where a part of the local part starts. */
const DOT_BEHIND = new RegExp(
  String.raw`(?:${H}*${OPEN}${H}*(?:${DOT_WORD}|\.)${H}*${CLOSE}${H}*|${H}+(?:\.|(${DOT_WORD}))${H}+)$`,
  'iu',
);
/**
 * The bare words for a dot that go with each bare at sign, in one language: `at`/`dot`/`period`,
 * `arroba`/`punto`/`ponto`, `apenstaartje`/`punt`, `arobase`/`point`, `Klammeraffe`/`Punkt`, … (so
 * `worked at Acme punto de venta` is no address). With brackets any goes; with `@` a bare word
 * joins the domain's parts only (`Marco Punto ana@x.com` keeps `Marco Punto`).
 */
const DOT_WORDS_OF: Record<string, RegExp> = {
  at: /^(?:dot|period)$/i,
  arroba: /^(?:dot|punto|ponto)$/i,
  apenstaartje: /^(?:dot|punt)$/i,
  apestaart: /^(?:dot|punt)$/i,
  arobase: /^(?:dot|point)$/i,
  chiocciola: /^(?:dot|punto)$/i,
  klammeraffe: /^(?:dot|punkt)$/i,
  kukac: /^(?:dot|pont)$/i,
  'snabel-a': /^(?:dot|punkt)$/i,
  собака: /^(?:dot|точка)$/i,
};
const ANY_DOT_WORD = /^/;
/** No bare word (a local part next to `@`, a handle's dots). */
const NO_DOT_WORD = /^$/;
const PHRASE_AFTER_DOT_WORD = /^(?:de|do|da|del|dos|das)$/i;
/** A part of a domain. */
const LABEL = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}_-]*/uy;
const TOP_LEVEL = /^\p{L}{2,}$/u;
/** A domain written as a name (`Booking.com`, `Hotmail.com`): a company, not an address's domain. */
const NAME_CASE = /^\p{Lu}\p{Ll}/u;
/** An IP address in brackets as a domain: `ana@[192.0.2.10]`. */
const IP_LITERAL = /\[(?:\d{1,3}(?:\.\d{1,3}){3}|IPv6:[0-9A-Fa-f:.]+)\]/y;
/** What a local part is made of (RFC 5322's atext, dots, any script's letters and digits). */
const LOCAL_CHAR = /^[\p{L}\p{N}\p{M}._%+\-!#$&'*=?^`{|}~/]$/u;
/**
 * Another address right after a domain, which was then its local part (`me at john dot doe at
 * gmail dot com`): an `@` against it, a bracketed at sign, or a bare one before a dotted domain.
 */
const ANOTHER_AT = new RegExp(
  String.raw`@(?=[\p{L}\p{N}])|${H}*${OPEN}${H}*(?:${AT_WORDS}|@)${H}*${CLOSE}|${H}+(?:${AT_WORDS})${H}+[\p{L}\p{N}][\p{L}\p{N}_-]*(?:\.[\p{L}\p{N}]|${H}*${OPEN}|${H}+(?:\.|${DOT_WORD})${H})`,
  'iuy',
);
const MAILTO = /mailto:$/i;

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
  /** The part that ends it at `endAtTopLevel`. */
  topLevel: string;
}

/**
 * The domain from `i`: parts joined by dots all written alike (`mail.example.com`, `gmail (dot)
 * com`, `gmail dot com`), so `ana@x.com punto de venta` ends at `com`; a bare word for a dot only
 * among `dotWords`, and `punto`/`ponto` never before `de`/`do`/`da` (`punto de venta`, `ponto de vista`).
 */
function scanDomain(view: string, i: number, dotWords: RegExp): Domain | null {
  IP_LITERAL.lastIndex = i;
  if (IP_LITERAL.test(view))
    return {
      end: IP_LITERAL.lastIndex,
      endAtTopLevel: IP_LITERAL.lastIndex,
      firstLabel: '',
      spelled: false,
      topLevel: '',
    };
  LABEL.lastIndex = i;
  const first = LABEL.exec(view);
  if (!first) return null;
  const domain: Domain = {
    end: LABEL.lastIndex,
    endAtTopLevel: -1,
    firstLabel: first[0],
    spelled: false,
    topLevel: '',
  };
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
    if (
      !label ||
      (dot[1] !== undefined && /^p[uo]nto$/i.test(dot[1]) && PHRASE_AFTER_DOT_WORD.test(label[0]))
    )
      break;
    if (dot[0] !== '.') domain.spelled = true;
    domain.end = LABEL.lastIndex;
    if (TOP_LEVEL.test(label[0])) {
      domain.endAtTopLevel = domain.end;
      domain.topLevel = label[0];
    }
  }
  return domain;
}

function isSpace(c: string | undefined): boolean {
  return c !== undefined && /\s/.test(c);
}

/** Back from `i` over white space, one line break at most (`ana` / `@x.com`). */
function backOverSpace(view: string, i: number, floor: number): number {
  let breaks = 0;
  while (i > floor && isSpace(view[i - 1]) && (view[i - 1] !== '\n' || breaks++ === 0)) i--;
  return i;
}

/** On from `i` over white space, one line break at most (`ana@` / `x.com`). */
function onOverSpace(view: string, i: number, lineBreak: boolean): number {
  let breaks = lineBreak ? 0 : 1;
  while (i < view.length && isSpace(view[i]) && (view[i] !== '\n' || breaks++ === 0)) i++;
  return i;
}

/**
 * Each at sign, read outwards: the local part to its left (down to the previous at sign, so two
 * addresses never share a part), the domain to its right. An address is taken from the start of its
 * local part to the end of its domain.
 */
export function findAddresses(view: string, found: Found[]): void {
  let floor = 0;
  for (const m of view.matchAll(ANCHOR)) {
    // A bare word comes with the space before it.
    const sign = m[0].trimStart().toLowerCase();
    const at = m.index + m[0].length - sign.length;
    const after = m.index + m[0].length;
    const word = /^\p{L}/u.test(sign);
    const gluedLeft = !word && at > 0 && !isSpace(view[at - 1]);
    const gluedRight = !word && after < view.length && !isSpace(view[after]);
    // `(a)` and `#` stand for an at sign only written against both parts (`ana#x.com`).
    const standIn = sign === '(a)' || sign === '#';
    if (standIn && !(gluedLeft && gluedRight)) continue;
    const thisFloor = floor;
    floor = after;

    let start: number;
    let localEnd = at;
    let localSpelled = false;
    if (sign === '@' && view[at - 1] === '"') {
      // A quoted local part: `"ana lopez"@x.com`.
      const quote = view.lastIndexOf('"', at - 2);
      if (quote < thisFloor || view.slice(quote, at).includes('\n')) continue;
      start = quote;
    } else {
      if (!gluedLeft) localEnd = sign === '@' ? backOverSpace(view, at, thisFloor) : at;
      if (!gluedLeft && sign !== '@')
        while (localEnd > thisFloor && isSpace(view[localEnd - 1]) && view[localEnd - 1] !== '\n') localEnd--;
      start = localRunStart(view, localEnd, thisFloor);
      if (start === localEnd) continue;
      if (standIn && (!/^[\p{L}\p{N}]/u.test(view[start]!) || /[/#@]/.test(view.slice(start, localEnd))))
        continue;
      const localDots = sign === '@' || standIn ? NO_DOT_WORD : (DOT_WORDS_OF[sign] ?? ANY_DOT_WORD);
      for (;;) {
        const behind = DOT_BEHIND.exec(view.slice(Math.max(thisFloor, start - 40), start));
        if (!behind || (behind[1] !== undefined && !localDots.test(behind[1]))) break;
        const dotStart = start - behind[0].length;
        const partStart = localRunStart(view, dotStart, thisFloor);
        if (partStart === dotStart) break;
        start = partStart;
        localSpelled = true;
      }
    }

    const dotWords = DOT_WORDS_OF[sign] ?? (!gluedLeft && gluedRight ? NO_DOT_WORD : ANY_DOT_WORD);
    const domainStart = gluedRight ? after : onOverSpace(view, after, sign === '@');
    const domain = scanDomain(view, domainStart, dotWords);
    if (!domain) continue;

    let end: number;
    if (gluedLeft && gluedRight && !standIn) {
      // `ana@gmail`, `ana(at)x(dot)com`: written as one word, an address even without a dot.
      end = domain.endAtTopLevel > 0 ? Math.max(domain.endAtTopLevel, domain.end) : domain.end;
    } else {
      // Spaced, it needs a domain with a top-level part: `ana @ gmail . com`, `ana @gmail.com`;
      // `@ana` after a word is a handle (see findHandles), not that word's domain.
      if (domain.endAtTopLevel < 0) continue;
      end = domain.endAtTopLevel;
      if (standIn && (domain.spelled || !isTopLevelDomain(domain.topLevel))) continue;
      if (word && !/^[([{<]/.test(sign) && !shownByBareWord(view, start, localEnd, domain, localSpelled))
        continue;
      if (word) {
        ANOTHER_AT.lastIndex = end;
        if (ANOTHER_AT.test(view)) continue;
      }
    }
    const mailto = MAILTO.exec(view.slice(Math.max(0, start - 7), start));
    if (mailto) start -= mailto[0].length;
    found.push([start, end, 'address']);
  }
}

/**
 * A bare word (`at`, `arroba`, …) is an at sign when the address shows it is one: a dot spelled out,
 * a local part with `.`, `_`, `+` or with letters and digits (`ana82`, not `2019`), or a domain
 * written as addresses are (lower case or capitals, no path after it, a real top-level domain:
 * `ana at example.com`, not `expert at node.js`), not as a company's name (`Senior engineer at Booking.com`, `Analyst at Hotmail.com`, `More at acme.com/careers`).
 */
function shownByBareWord(
  view: string,
  start: number,
  localEnd: number,
  domain: Domain,
  localSpelled: boolean,
): boolean {
  const local = view.slice(start, localEnd);
  if (localSpelled || domain.spelled || /[._+]/.test(local)) return true;
  if (/\d/.test(local) && /\p{L}/u.test(local)) return true;
  return (
    !NAME_CASE.test(domain.firstLabel) &&
    view[domain.endAtTopLevel] !== '/' &&
    isTopLevelDomain(domain.topLevel)
  );
}
