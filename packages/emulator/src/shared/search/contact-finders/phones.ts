import type { Span } from '../scrub-view.ts';
import { charBefore } from './scan.ts';

// Phone numbers: 7 to 15 digits in the groupings people write them in, not dates, times or amounts.

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
export function findPhones(view: string, found: Span[]): void {
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
