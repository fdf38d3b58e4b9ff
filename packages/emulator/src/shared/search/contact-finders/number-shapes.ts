// Numbers that are no phones, and the words and signs around a number that tell what it is.

const R = String.raw`[ \u00a0]?[-\/][ \u00a0]?`;
const DATE = String.raw`(?:\d{1,2}[.\/-]\d{1,2}[.\/-](?:\d{4}|\d{2})|\d{4}[.\/-]\d{1,2}[.\/-]\d{1,2})`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const TIME = String.raw`\d{1,2}[.:]\d{2}`;
/** A date written as one number, `YYYYMMDD` (`20240501`): a real month and day. */
const COMPACT_DATE = String.raw`(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`;
/**
 * Thousands grouped by `.`, `,` or a space, led by one or two digits, up to tens of millions
 * (`1.200.000`, `1,234,567`, `45 000`); larger ones are amounts when round or beside a currency.
 */
const GROUPED_AMOUNT = String.raw`[1-9]\d?(?:[., \u00a0]\d{3}){1,2}`;
/** Millions and more grouped by `,` or `.`, round: `120,000,000` (a phone is not written so). */
const ROUND_MILLIONS = String.raw`[1-9]\d{0,2}(?:[.,]\d{3})*[.,]000[.,]000`;
const ROUND_AMOUNT = String.raw`[1-9]\d{0,3}000`;

/**
 * Numbers that are no phones however many digits they hold, in the canonical form the phone finder
 * writes a window in (every dash as `-`, every dot as `.`, line breaks and cell bars as spaces):
 * dates, years, times, amounts, ranges of them, and amounts side by side (`45 000 55 000`).
 */
export const ORDINARY_NUMBER = new RegExp(
  String.raw`^(?:${DATE}(?:${R}${DATE})?|${COMPACT_DATE}|${YEAR}(?:(?:${R}|[ \u00a0])${YEAR})*|${TIME}${R}${TIME}|${GROUPED_AMOUNT}(?:(?:${R}|[ \u00a0])${GROUPED_AMOUNT})*|${ROUND_MILLIONS}|${ROUND_AMOUNT}${R}${ROUND_AMOUNT})$`,
);
export const DATE_YEAR_OR_TIME = new RegExp(`^(?:${DATE}|${YEAR}|${TIME})$`);
export const BRACKETED_CODE = /^[ \u00a0]?\+?\d{1,4}[ \u00a0]?$/;
/** Thousands grouped alike by `.`, `,` or a space (the canonical window). */
export const THOUSANDS = /^\d{1,3}(?:([., ])\d{3})(?:\1\d{3})*$/;

/** ISO 4217 codes as the runtime knows them (`Intl`): `EUR`, `COP`, never `NOW`, `CEO` or `SMS`. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));
/** A currency sign or a code in capitals just before a number (`€ `, `R$`, `COP `). */
const CURRENCY_BEFORE = /(?:\p{Sc}|R\$|(?<![\p{L}\p{N}])([A-Z]{3}))[ \u00a0]?$/u;
/** A currency sign, a code in capitals or a currency's name just after a number. */
const CURRENCY_AFTER =
  /^[ \u00a0]?(?:\p{Sc}|([A-Z]{3})(?![\p{L}\p{N}])|(?:euros?|d[oó]lar(?:es|s)?|dollars?|pesos|reais|pounds|libras|k)(?![\p{L}]))/iu;

/** Whether a currency stands right before `i` or right after `end` in `view`. */
export function besideCurrency(view: string, i: number, end: number): boolean {
  const before = CURRENCY_BEFORE.exec(view.slice(Math.max(0, i - 4), i));
  if (before && (before[1] === undefined || CURRENCY_CODES.has(before[1]))) return true;
  const after = CURRENCY_AFTER.exec(view.slice(end, end + 9));
  // A code must be in capitals (the `i` flag is for the names): `612 345 678 now` is no amount.
  return (
    after !== null &&
    (after[1] === undefined ? true : /^[A-Z]{3}$/.test(after[1]) && CURRENCY_CODES.has(after[1]))
  );
}

/**
 * The words that name a phone, in the languages of the pools, written against its digits (`call612…`,
 * `612…tel`, `Tel.612…`, `phone#612…`, `WhatsApp612…`): such a number is no part of a word.
 */
export const PHONE_WORD =
  /^(?:tel|telf|tfno|tlf|tlfn|tel[eé]fono|telefone|telefoon|telem[oó]vel|fon|ph|phone|mob|mobile|mobil|cel|cell|celular|m[oó]vil|gsm|fax|call|sms|whats-?app|wa|nr|no|n[uú]m|n[uú]mero|number)$/iu;
