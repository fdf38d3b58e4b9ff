import type { Found } from '../scrub-view.ts';
import {
  BRACKETED_CODE,
  besideCurrency,
  DATE_YEAR_OR_TIME,
  ORDINARY_NUMBER,
  PHONE_WORD,
  THOUSANDS,
} from './number-shapes.ts';
import { charBefore } from './scan.ts';

// Phone numbers: 7 to 15 digits in the groupings people write them in, not dates, times or amounts.

/**
 * Digit groups joined by what phone numbers are written with: spaces, any dash (`-`, `–`, `—`,
 * `‐`, the minus sign), `~`, `_`, `.`, `·`, `/`, `,`, a table cell's `|`, brackets (`+1 (415) …`,
 * `+44 (0)20 …`) and one line break, at most four such characters in a row. What each joint may
 * join is decided per window (see jointKind).
 */
const DIGIT_RUN = /\d+(?:[ \t\u00a0()./,|·‧~_\u2010-\u2015\u2212\r\n-]{1,4}\d+)*/g;
const DIGIT_GROUP = /\d+/g;
const DASHES = /[~_\u2010-\u2015\u2212-]/g;
const DOTS = /[·‧]/g;
const LETTER_RUN_BEFORE = /\p{L}+$/u;
const LETTER_RUN_AFTER = /^\p{L}+/u;
const GLUE_LETTER = /^[\p{L}\p{M}_]$/u;
/** A digit written as a letter between two digits (`5l3 759 795`, `6O0`). */
const LETTER_DIGIT = /(?<=\d)[lIoO](?=\d)/g;
const HAS_LETTER_DIGIT = /\d[lIoO]\d/;

/** How two groups are joined. */
const Joint = {
  Space: 0,
  LineBreak: 1,
  Dash: 2,
  Dot: 3,
  DotSpace: 4,
  Slash: 5,
  Comma: 6,
  Bar: 7,
  Bracket: 8,
  /** No phone is written with it: a sentence's `, `, a blank line, two signs. */
  Hard: 9,
} as const;
type Joint = (typeof Joint)[keyof typeof Joint];

function jointKind(raw: string): Joint {
  const core = raw.replace(/[ \t\u00a0]+/g, '');
  const spaced = core.length !== raw.length;
  if (core === '') return Joint.Space;
  if (core === '\n' || core === '\r\n') return Joint.LineBreak;
  // An em dash or a bar spaced apart is a sentence's dash: `600 000 000 — 9:00`.
  if (core.length === 1 && /[\u2014\u2015]/.test(core)) return spaced ? Joint.Hard : Joint.Dash;
  if (core.length === 1 && /[~_\u2010-\u2013\u2212-]/.test(core)) return Joint.Dash;
  if (core === '.' || core === '·' || core === '‧')
    return raw === `${core} ` ? Joint.DotSpace : spaced ? Joint.Hard : Joint.Dot;
  if (core === '/') return Joint.Slash;
  if (core === ',') return spaced ? Joint.Hard : Joint.Comma;
  if (core === '|') return Joint.Bar;
  if (/^(?:\(|\)|\)\()$/.test(core)) return Joint.Bracket;
  return Joint.Hard;
}

/** A joint as the number patterns read it: one kind of dash, one dot, a space for a break or a bar. */
function canonicalJoint(raw: string): string {
  return raw
    .replace(DASHES, '-')
    .replace(DOTS, '.')
    .replace(/\r/g, '')
    .replace(/[\n|\t\u00a0]/g, ' ')
    .replace(/ {2,}/g, ' ');
}

interface Run {
  /** Start and end of each group in the view. */
  starts: number[];
  ends: number[];
  /** joints[k]: between group k and k + 1. */
  joints: Joint[];
  canon: string[];
}

/**
 * Phone numbers: in each run of digit groups, from left to right, the longest window of groups
 * that reads as a phone (7 to 15 digits, not glued to a word or to another number, not a date,
 * year, time, amount, version or IP address). A window is at most 15 digits long, so each group is
 * looked at a bounded number of times: linear in the text.
 */
export function findPhones(view: string, found: Found[]): void {
  if (HAS_LETTER_DIGIT.test(view))
    view = view.replace(LETTER_DIGIT, (c) => (c === 'l' || c === 'I' ? '1' : '0'));
  for (const match of view.matchAll(DIGIT_RUN)) {
    const text = match[0];
    if (text.length < 7 || countDigits(text) < 7) continue;
    const signed = view.slice(prefixStart(view, match.index), match.index).includes('+');
    if (!signed && ORDINARY_NUMBER.test(canonicalJoint(text))) continue;
    const run = readRun(view, match.index, text);
    const n = run.starts.length;
    for (let i = 0; i < n; ) {
      let best = longestPhone(view, run, i, true);
      if (best < 0) {
        i++;
        continue;
      }
      best = withoutTrailingCount(view, run, i, best);
      const last = continued(run, i, best);
      found.push([prefixStart(view, run.starts[i]!), run.ends[last]!, 'phone']);
      i = last + 1;
    }
  }
}

/**
 * The last group of the longest phone starting at group `i` of `run`, or -1. A line break joins
 * the groups of a phone it splits (`+34` / `612 345 678`, `+44 (0)20` / `7946 0958`), never a phone
 * to what follows it, nor a number without a `+` to a phone that stands whole on the next line
 * (`ISO 27001` / `600 000 000`).
 */
function longestPhone(view: string, run: Run, i: number, acrossLines: boolean): number {
  let best = -1;
  let count = 0;
  let brackets = 0;
  for (let j = i; j < run.starts.length; j++) {
    if (j > i && run.joints[j - 1] === Joint.Hard) break;
    // A phone has two brackets at most, around its code (`+44 (0) 20…`): a longer window is none.
    if (j > i && run.joints[j - 1] === Joint.Bracket && ++brackets > 2) break;
    if (j > i && run.joints[j - 1] === Joint.LineBreak) {
      const signed = view.slice(prefixStart(view, run.starts[i]!), run.starts[i]!).includes('+');
      if (best >= 0 || !acrossLines) break;
      // Without a `+`, the groups before the break are a phone's short groups (`612` / `345 678`):
      // numbers whole on their own line (`ISO 27001`, `40000-60000`) or a year or a time after the
      // break (`2019-2024`) are not joined.
      if (!signed) {
        let longGroup = false;
        for (let k = i; k < j; k++) if (run.ends[k]! - run.starts[k]! > 4) longGroup = true;
        let line = j;
        const sameLine = (k: number) => run.joints[k] !== Joint.LineBreak && run.joints[k] !== Joint.Hard;
        while (line + 1 < run.starts.length && line - j < 3 && sameLine(line)) line++;
        const ordinary = (a: number, b: number) => ORDINARY_NUMBER.test(canonical(view, run, a, b));
        if (longGroup || ordinary(i, j - 1) || ordinary(j, line)) break;
        if (longestPhone(view, run, j, false) >= 0) break;
      }
    }
    count += run.ends[j]! - run.starts[j]!;
    if (count > 15) break;
    if (count >= 7 && isPhone(view, run, i, j)) best = j;
  }
  return best;
}

function countDigits(text: string): number {
  let digits = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 48 && c <= 57) digits++;
  }
  return digits;
}

function readRun(view: string, at: number, text: string): Run {
  const run: Run = { starts: [], ends: [], joints: [], canon: [] };
  for (const g of text.matchAll(DIGIT_GROUP)) {
    const start = at + g.index;
    if (run.ends.length > 0) {
      const raw = view.slice(run.ends.at(-1)!, start);
      run.joints.push(jointKind(raw));
      run.canon.push(canonicalJoint(raw));
    }
    run.starts.push(start);
    run.ends.push(start + g[0].length);
  }
  return run;
}

/** `+86 267 1287 0487 10 years`: a last group of one or two digits before a word counts the word. */
function withoutTrailingCount(view: string, run: Run, i: number, best: number): number {
  if (best <= i + 1) return best;
  const size = run.ends[best]! - run.starts[best]!;
  const before = run.ends[best - 1]! - run.starts[best - 1]!;
  const next = /^[ \u00a0]+(\p{L})/u.exec(view.slice(run.ends[best]!, run.ends[best]! + 3));
  if (size > 2 || size >= before || !next) return best;
  return isPhone(view, run, i, best - 1) ? best - 1 : best;
}

/** `8410 7245 9121 0932`: more groups like the phone's last, joined alike, go with it (nothing left beside the marker). */
function continued(run: Run, i: number, best: number): number {
  if (best === i) return best;
  const size = run.ends[best]! - run.starts[best]!;
  const joint = run.joints[best - 1];
  let last = best;
  while (
    last + 1 < run.starts.length &&
    run.joints[last] === joint &&
    run.ends[last + 1]! - run.starts[last + 1]! === size
  )
    last++;
  return last;
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
  if (view[s - 1] === '(') s--;
  if (view[s - 1] === '+') s--;
  if (view[s - 1] === '(') s--;
  return s;
}

/** Letters written against a number that name a phone (`call612…`, `Tel.612…`, `612…tel`). */
function phoneWordBefore(view: string, end: number): boolean {
  const letters = LETTER_RUN_BEFORE.exec(view.slice(Math.max(0, end - 12), end));
  return letters !== null && PHONE_WORD.test(letters[0]);
}

/** The window's text as the number patterns read it (`·` as `.`, every dash as `-`, breaks as spaces). */
function canonical(view: string, run: Run, i: number, j: number): string {
  let out = view.slice(run.starts[i]!, run.ends[i]!);
  for (let k = i + 1; k <= j; k++) out += run.canon[k - 1]! + view.slice(run.starts[k]!, run.ends[k]!);
  return out;
}

function isPhone(view: string, run: Run, i: number, j: number): boolean {
  const start = run.starts[i]!;
  const end = run.ends[j]!;
  const lead = prefixStart(view, start);
  const signed = view.slice(lead, start).includes('+');
  // Glued to a word (`v1.2.3`, `ID12345678`) or part of a longer number (`1.200.000`, `3,1415`),
  // unless the word names a phone (`call612345678`, `Tel.612345678`, `phone#612…`).
  const before = view[lead - 1];
  if (before !== undefined) {
    if (/\d/.test(before)) return false;
    if (GLUE_LETTER.test(charBefore(view, lead)) && !phoneWordBefore(view, lead)) return false;
    // (`9:00` / `2024-05-12`: the minutes of a time too.)
    if (/[.,/:\u2010-\u2013-]/.test(before) && /\d/.test(view[lead - 2] ?? '')) return false;
    if (/[./_\u2010-\u2013-]/.test(before) && lead > 1 && GLUE_LETTER.test(charBefore(view, lead - 1))) {
      if (!phoneWordBefore(view, lead - 1)) return false;
    }
  }
  const after = view[end];
  if (after !== undefined) {
    if (/\d/.test(after)) return false;
    if (GLUE_LETTER.test(after)) {
      const word = LETTER_RUN_AFTER.exec(view.slice(end, end + 12));
      if (!word || !PHONE_WORD.test(word[0])) return false;
    }
    if ((after === '.' || after === ',') && /\d/.test(view[end + 1] ?? '')) return false;
    if (/^[ \u00a0]?%/.test(view.slice(end, end + 2))) return false;
  }

  const joints = run.joints.slice(i, j);
  const rest = signed ? joints.slice(1) : joints;
  // `.`, `. `, `/` and `,` join all of a phone's groups alike (`415.555.0100`, `030/1234567`);
  // mixed with other joints they are numbers side by side (`12.05.2024 2019`, `Python 3.12 2024`).
  const uniform = rest.length > 0 && rest.every((joint) => joint === rest[0]);
  const strict = (joint: Joint) =>
    joint === Joint.Dot || joint === Joint.DotSpace || joint === Joint.Slash || joint === Joint.Comma;
  if (rest.some(strict) && !uniform) return false;
  if (joints.filter((joint) => joint === Joint.LineBreak).length > 2) return false;
  const sizes: number[] = [];
  for (let k = i; k <= j; k++) sizes.push(run.ends[k]! - run.starts[k]!);
  // `586. 626. 749`: a dot and a space between every group of two digits or more (a sentence's
  // full stop otherwise); `1,234,567`: a comma before groups of three only.
  const dotSpaced = joints.every((joint) => joint === Joint.DotSpace) && sizes.length >= 3;
  if (joints.includes(Joint.DotSpace) && (!dotSpaced || sizes.some((size) => size < 2))) return false;
  if (rest[0] === Joint.Comma && sizes.slice(signed ? 2 : 1).some((size) => size !== 3)) return false;

  const text = canonical(view, run, i, j);
  if (!signed && ORDINARY_NUMBER.test(text)) return false;
  // Brackets close within a phone around a code (`+1 (415) 555-0100`, `(+34) 612…`), or hold it
  // all (`(612 345 678)`): `600 000 000 (40000` and `(40000-60000) 600` are two numbers.
  const written = view.slice(lead, start) + text;
  if (!phoneBrackets(written) && !(written[0] === '(' && phoneBrackets(written.slice(1)))) return false;
  // A date, a year or a time first (`2024-05-12 (12 500 000 COP)`, `2019 612 345 678`): the
  // numbers side by side are read apart; not in a layout of four joints alike (`08.58.97.71.16`).
  const layout = uniform && rest.length >= 4;
  if (!signed && !layout) {
    let prefix = view.slice(start, run.ends[i]!);
    for (let k = i; k < j && k < i + 3; k++) {
      if (DATE_YEAR_OR_TIME.test(prefix)) return false;
      prefix += run.canon[k]! + view.slice(run.starts[k + 1]!, run.ends[k + 1]!);
    }
  }
  const dotted = joints.length > 0 && joints.every((joint) => joint === Joint.Dot);
  // A version (`10.0.19041.1`) or an IPv4 address.
  if (dotted && sizes.slice(1).some((size) => size === 1)) return false;
  if (dotted && sizes.length === 4 && text.split('.').every((part) => Number(part) <= 255)) return false;
  // Pairs of digits (`10 20 30 40`) are a phone only with a `+` or a leading 0 (`06 12 34 56 78`),
  // or ending in a single digit (`88 89 78 45 6`); single digits one by one are a phone spelled out.
  if (sizes.every((size) => size <= 2) && !signed && text[0] !== '0') {
    const oneByOne = sizes.every((size) => size === 1);
    const pairsThenOne = sizes.at(-1) === 1 && sizes.slice(0, -1).every((size) => size === 2);
    if (!oneByOne && !pairsThenOne) return false;
  }
  // `100.000.000 COP`, `€ 12 500 000`: an amount when a currency stands beside it and it reads as
  // one (led by one or two digits, or round); `473 079 910 EUR` is a phone's layout (a Bizum).
  if (!signed && THOUSANDS.test(text) && (sizes[0]! <= 2 || text.endsWith('000'))) {
    if (besideCurrency(view, start, end)) return false;
  }
  return true;
}
