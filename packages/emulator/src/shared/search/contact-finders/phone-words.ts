import type { Found } from '../scrub-view.ts';

// Phones written with words: digits spelled out (`six one two three …`), vanity numbers (`1-800-FLOWERS`).

/** The digits 0 to 9 as words, in the languages of the pools and their neighbours. */
const DIGIT_WORDS = [
  'zero|one|two|three|four|five|six|seven|eight|nine', // en
  'cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve', // es
  'nul|een|twee|drie|vier|vijf|zes|zeven|acht|negen', // nl
  'um|uma|dois|duas|tr[eê]s|quatro|sete|oito|nove', // pt (zero, cinco, seis as in es)
  'z[eé]ro|un|deux|trois|quatre|cinq|sept|huit|neuf', // fr
  'null|eins|zwei|drei|f[uü]nf|sechs|sieben|neun', // de
].join('|');
const DIGIT_WORD = new RegExp(`(?:${DIGIT_WORDS})(?![\\p{L}])`, 'iuy');
const SEPARATORS = /[\s,.-]*/y;
/**
 * A digit's word followed by another digit, as a word or a figure: what a spelled phone holds
 * (where the word starts is left to the scan: a lookbehind first makes the look twice as slow).
 */
const TWO_DIGITS_SPELLED = new RegExp(
  `(?:${DIGIT_WORDS})(?![\\p{L}])[\\s,.-]*(?:(?:${DIGIT_WORDS})(?![\\p{L}])|\\d)`,
  'iu',
);
const LETTER = /\p{L}/u;

/**
 * Seven digits or more written one by one, three of them at least as words, separated by spaces,
 * commas, dashes or nothing (`six one two three four five six`, `7two3six8eight0one1`): a phone
 * spelled out. Tens (`treinta y cuatro`) are not read. Each position starts at most one run: linear.
 */
export function findSpelledDigits(view: string, found: Found[]): void {
  // Three digits as words at least: somewhere a digit's word is followed by another or a figure.
  if (!TWO_DIGITS_SPELLED.test(view)) return;
  for (let i = 0; i < view.length; ) {
    if (i > 0 && LETTER.test(view[i - 1]!)) {
      i++;
      continue;
    }
    let at = i;
    let end = i;
    let digits = 0;
    let words = 0;
    let firstWord = -1;
    for (;;) {
      if (digits > 0) {
        SEPARATORS.lastIndex = end;
        SEPARATORS.exec(view);
        at = SEPARATORS.lastIndex;
      }
      const c = view.charCodeAt(at);
      if (c >= 48 && c <= 57) {
        digits++;
        end = at + 1;
        continue;
      }
      DIGIT_WORD.lastIndex = at;
      const word = DIGIT_WORD.exec(view);
      if (!word) break;
      if (firstWord < 0) firstWord = at;
      digits++;
      words++;
      end = DIGIT_WORD.lastIndex;
    }
    if (digits >= 7 && digits <= 15 && words >= 3) found.push([i, end, 'phone']);
    // Too many digits with figures first (`9.00-13.00. three four …`): the words are read again
    // on their own (each position is read twice at most).
    else if (firstWord > i && words >= 3) {
      i = firstWord;
      continue;
    }
    i = Math.max(end, i + 1);
  }
}

const TOLL_FREE = '8(?:00|33|44|55|66|77|88)';
/**
 * A vanity number: a toll-free prefix (`1-800`, `+1 (888)`, `(800)`, `800-`, `0800`) and a word in
 * capitals standing for its digits (`1-800-FLOWERS`, `+1 (800) GO-FEDEX`, `0800 LEGALHELP`).
 */
/** What every vanity number holds: a toll-free code (a cheap look before VANITY). */
const VANITY_PREFIX = new RegExp(`${TOLL_FREE}|0[89]0`);
const VANITY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\+?1[-. ]?\(?${TOLL_FREE}\)?[-. ]?|\(${TOLL_FREE}\)[-. ]?|${TOLL_FREE}-|0[89]0\d[ -]?)(?=[A-Z0-9-]*[A-Z]{3})[A-Z0-9][A-Z0-9-]{3,}[A-Z0-9](?![\p{L}\p{N}])`,
  'gu',
);

export function findVanityNumbers(view: string, found: Found[]): void {
  if (!VANITY_PREFIX.test(view)) return;
  for (const m of view.matchAll(VANITY)) found.push([m.index, m.index + m[0].length, 'phone']);
}
