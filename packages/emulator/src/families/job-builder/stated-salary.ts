import type { SalaryPeriod } from '@platform-api/sdk/schemas';
import { COUNTRIES, type Country } from '../../shared/places/index.ts';

// Reading the salary a hiring request states ("25/hour", "3.000 € al mes", "60-70k a year"): the
// currency words and signs, the number forms, the period words of the four languages, and what
// tells pay from other figures. salary.ts makes a job's salary from what this finds.

/** A letter or digit: the edges of a word, Unicode-aware ("años", "ação" are words; JS `\b` is not). */
const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');

/** Currency signs written with symbols: no word edge needed after them. */
const SIGNS: Record<string, string> = {
  us$: 'USD',
  u$s: 'USD',
  c$: 'CAD',
  ca$: 'CAD',
  a$: 'AUD',
  au$: 'AUD',
  nz$: 'NZD',
  mx$: 'MXN',
  r$: 'BRL',
  rd$: 'DOP',
  's/': 'PEN',
  's/.': 'PEN',
  'fr.': 'CHF',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  '₩': 'KRW',
  '₺': 'TRY',
  '₪': 'ILS',
  '₱': 'PHP',
};
/** Currency names of the four languages (and a few more), written as words. */
const NAMES: Record<string, string> = {
  euro: 'EUR',
  euros: 'EUR',
  reais: 'BRL',
  libras: 'GBP',
  pounds: 'GBP',
  pound: 'GBP',
  rupees: 'INR',
  rupias: 'INR',
  zł: 'PLN',
  zloty: 'PLN',
  złotych: 'PLN',
  francs: 'CHF',
  franken: 'CHF',
  soles: 'PEN',
  yen: 'JPY',
};
/** Words that are a local currency or another by country: the symbol "$", dollars, pesos, kronor. */
const LOCAL = new Set([
  '$',
  'dollar',
  'dollars',
  'dólar',
  'dolar',
  'dólares',
  'dolares',
  'pesos',
  'kr',
  'kronor',
  'kroner',
]);
/** ISO codes that are also ordinary words: a currency only in capitals ("10 PEN", not "10 pen tests"). */
const WORDY_CODES = new Set(['pen', 'ron', 'try', 'mad', 'bob', 'cup', 'all', 'top', 'ils']);
/** ISO 4217 codes the job-builder converts (the countries' currencies and the US dollar). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'usd',
  // PHP is the language far more often than the peso ("5 PHP developers"); ₱ is the peso.
  ...Object.values(COUNTRIES)
    .map((c) => c.currency.toLowerCase())
    .filter((c) => c !== 'php'),
]);
/** Countries whose ads write their own currency with a bare "$" (else "$" is the US dollar). */
const DOLLAR_SIGN = new Set(['CA', 'AU', 'NZ', 'SG', 'MX', 'CL', 'CO', 'AR', 'UY', 'DO']);
/** Countries whose own currency is called dollars (elsewhere "dollars", "dólares" are US dollars). */
const DOLLAR_NAME = new Set(['CA', 'AU', 'NZ', 'SG']);
const PESO = new Set(['MX', 'CL', 'CO', 'AR', 'UY', 'DO', 'PH']);
const KRONA = new Set(['SE', 'NO', 'DK', 'IS']);

/**
 * A currency word never continues a word ("5 copywriters", "3 European markets"); it may follow
 * digits ("60EUR") or be followed by them ("AUD70k", "NZD60k–70k").
 */
const CUR_ANY = `(?:${alternatives(Object.keys(SIGNS).filter((k) => !/^[a-z]/.test(k)))}|(?<![\\p{L}_])(?:${alternatives(
  Object.keys(SIGNS).filter((k) => /^[a-z]/.test(k)),
)})|\\$|(?<![\\p{L}_])(?:${alternatives([...CURRENCY_CODES, ...Object.keys(NAMES), ...LOCAL].filter((w) => w !== '$'))})(?![\\p{L}_]))`;
const CUR = `(${CUR_ANY})`;
/**
 * A number as job ads write it: thousands grouped by `.`, `,`, a space or `'` (a decimal part after),
 * Indian lakh grouping (12,00,000), or plain digits; "2.000,-" is Dutch for 2000.
 */
const NUMBER = String.raw`(\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[.,\u00a0\u202f '’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:,-|\.-)?`;
const UNITS: Record<string, number> = {
  k: 1e3,
  mil: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mln: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  millón: 1e6,
  millon: 1e6,
  millones: 1e6,
  milhão: 1e6,
  milhões: 1e6,
  miljoen: 1e6,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lpa: 1e5,
  crore: 1e7,
  crores: 1e7,
};
const UNIT = `(?:\\s?(${alternatives(Object.keys(UNITS))})${END})?`;
/**
 * What may follow a figure: not more digits, not a clock time (5 a.m., 10pm, 9:30, 14h30), not a
 * letter glued to it ("B1", "4x4", "10pm") unless a currency ("50k€", "60EUR").
 */
const AFTER_NUMBER = String.raw`(?![.,:]?\d)(?!\s?(?:[ap]\.?\s?m\.?(?![\p{L}])|h\d|o'?clock))(?:(?![\p{L}%])|(?=${CUR_ANY}))`;
const FIGURE = `${NUMBER}${UNIT}${AFTER_NUMBER}`;
const SEP = `\\s*(?:[-–—~]|${START}(?:to|a|até|ate|tot|hasta|y|and|e|en|und|bis|à)${END})\\s*`;
const AMOUNTS = new RegExp(
  `(?:${CUR}\\s*|${START})${FIGURE}(?:\\s*${CUR})?(?:${SEP}(?:${CUR}\\s*|${START})${FIGURE}(?:\\s*${CUR})?)?`,
  'giu',
);

type Per = SalaryPeriod | 'daily' | 'weekly';
/** Period words: [period, whether the word alone makes a rate ("hourly", "mensual") without per/a/al]. */
const PERIOD_WORDS: Record<string, readonly [Per, boolean]> = {};
const periodWords = (period: Per, plain: string[], adjectives: string[]) => {
  for (const w of plain) PERIOD_WORDS[w] = [period, false];
  for (const w of adjectives) PERIOD_WORDS[w] = [period, true];
};
periodWords(
  'hourly',
  ['h', 'hr', 'hrs', 'hour', 'hours', 'hora', 'horas', 'uur', 'u', 'stunde', 'heure'],
  ['hourly'],
);
periodWords(
  'daily',
  ['day', 'days', 'día', 'dia', 'días', 'dias', 'dag', 'tag', 'jour'],
  ['daily', 'diario', 'diaria', 'diária', 'diário'],
);
periodWords(
  'weekly',
  ['week', 'weeks', 'wk', 'semana', 'semanas', 'woche'],
  ['weekly', 'semanal', 'semanales', 'semanais', 'wekelijks'],
);
periodWords(
  'monthly',
  ['m', 'mo', 'mth', 'month', 'months', 'mes', 'mês', 'meses', 'maand', 'maanden', 'monat', 'mois'],
  [
    'monthly',
    'mensual',
    'mensuales',
    'mensal',
    'mensais',
    'maandelijks',
    'monatlich',
    'mensuel',
    'miesięcznie',
    'pcm',
  ],
);
periodWords(
  'yearly',
  ['y', 'yr', 'yrs', 'year', 'years', 'año', 'años', 'ano', 'anos', 'jaar', 'jahr', 'an', 'annum'],
  [
    'yearly',
    'annual',
    'annually',
    'anual',
    'anuales',
    'anuais',
    'jaarlijks',
    'jährlich',
    'annuel',
    'annuelle',
    'pa',
    'p.a',
    'p.a.',
    'p. a.',
  ],
);
/**
 * The period after a figure: an optional gross/net word, a rate marker (/, per, por, a, an, al, ao,
 * la, p/) and a period word. Without a marker only an adjective ("hourly", "mensual", "p.a.") makes a
 * rate: "5 years of experience", "40 hours per week" count time.
 */
const PERIOD = new RegExp(
  String.raw`^\s*(?:(?:brut[oa]s?|net[oa]s?|gross|net|brutto|netto|brut|l[ií]quid[oa]s?|before tax)\s+)?((?:\/|p\s*\/|(?:${START}(?:per|por|pro|par|al|a|an|ao|à|la|el|each|every|um|une?|na|no)${END}\s*)+))?\s*(${alternatives(Object.keys(PERIOD_WORDS))})${END}`,
  'iu',
);
const SALARY_WORDS = new RegExp(
  `${START}(?:salary|salaries|salario|salarios|sueldo|salaris|salário|pay|paid|paga|wage|wages|rate|retribuci[oó]n|remunera[cç][aã]o|remuneraci[oó]n|brutos?|gross|compensation|loon|uurloon|maandloon|ordenado|bolsa|vergoeding|stagevergoeding|honorarios|tarifa|tarief|earn|earnings|OTE)${END}`,
  'iu',
);
/** Money that is not pay, named just before the figure in the same clause ("raised €20M", "managing a $5M territory"). */
const NOT_PAY_BEFORE = new RegExp(
  `${START}(?:raised?|raising|funding|funded|revenues?|turnover|valuation|valued|territory|budgets?|portfolio|managing|manages?|ARR|investments?|invested|capital|sales of|facturaci[oó]n|ventas|presupuesto|financiaci[oó]n|inversi[oó]n|faturamento|or[cç]amento|investimento|omzet|begroting|bonus|bono|sign-on|signing|relocation)${END}[^,;.!?]{0,20}$`,
  'iu',
);
/** ... or just after it ("$5,000 sign-on bonus", "€1,000 learning budget", "$5M territory"). */
const NOT_PAY_AFTER = new RegExp(
  `^\\s*(?:(?!(?:plus|and|y|e|en|with|con|com|met|und|per|por|a|an|al)${END})[\\p{L}-]+\\s+)?(?:bonus|bonuses|sign-on|signing|budget|territory|portfolio|revenues?|funding|round|raise|valuation|ARR|allowance|relocation|equity|presupuesto|bono|prima|facturaci[oó]n|ventas|financiaci[oó]n|or[cç]amento|faturamento|omzet)${END}`,
  'iu',
);
/** Hours, days, weeks, months per year: day and week rates are quoted per hour (8 a day) and per month. */
const PER_YEAR: Record<Per, number> = { hourly: 2080, daily: 260, weekly: 52, monthly: 12, yearly: 1 };

interface Stated {
  low: number;
  high: number;
  currency: string | null;
  period: SalaryPeriod | null;
  /** Converted from a day or week rate: figures the request did not write as they are. */
  converted: boolean;
}

function toNumber(digits: string, unit: string | undefined): number {
  let n: number;
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(digits)) n = Number(digits.replace(/,/g, ''));
  else {
    const grouped = /^(\d{1,3}(?:[.,\u00a0\u202f '’]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(digits);
    n = grouped
      ? Number(`${grouped[1]!.replace(/\D/g, '')}.${grouped[2] ?? '0'}`)
      : Number(digits.replace(',', '.'));
  }
  return n * (unit ? (UNITS[unit.toLowerCase()] ?? 1) : 1);
}

/** The currency a word or sign names in a job of `country`; null for an ordinary word ("10 pen tests"). */
function currencyOf(word: string, country: Country | null): string | null {
  const w = word.toLowerCase();
  const code = country?.code ?? '';
  if (w in SIGNS) return SIGNS[w]!;
  if (w in NAMES) return NAMES[w]!;
  if (w === '$') return DOLLAR_SIGN.has(code) ? country!.currency : 'USD';
  if (LOCAL.has(w)) {
    if (w === 'pesos') return PESO.has(code) ? country!.currency : null;
    if (w.startsWith('kr')) return KRONA.has(code) ? country!.currency : 'SEK';
    return DOLLAR_NAME.has(code) ? country!.currency : 'USD';
  }
  if (WORDY_CODES.has(w) && word !== word.toUpperCase()) return null;
  return CURRENCY_CODES.has(w) ? w.toUpperCase() : null;
}

/**
 * The salary figure or range the request states, if any. A figure is pay when it carries a currency,
 * a rate form ("25/hour", "3.000 al mes", "60k a year", "25 hourly") or a k/m unit after a salary
 * word; numbers that count time, age or things ("5 years", "5 a.m.", "12 audits") are not, nor money
 * named as something else ("raised €20M", "$5,000 sign-on bonus"). Of several, the one tied to a salary
 * word or a rate form wins, else the first. Day and week rates are quoted hourly (8 hours a day) and
 * monthly (52 weeks a year).
 */
export function statedSalary(prompt: string, country: Country | null = null): Stated | null {
  // Most requests state no figure: the big pattern does not run for them.
  if (!/\d/.test(prompt)) return null;
  let best: (Stated & { score: number }) | null = null;
  for (const m of prompt.matchAll(AMOUNTS)) {
    const [, c1, n1, u1, c2, c3, n2, u2, c4] = m;
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const after = prompt.slice(end, end + 40);
    const before = prompt.slice(Math.max(0, at - 40), at);
    const words = [c1, c2, c3, c4].filter((c): c is string => c !== undefined);
    const currencies = words.map((w) => currencyOf(w, country));
    const currency = currencies.find((c) => c !== null) ?? null;
    const found = PERIOD.exec(after);
    const per = found ? PERIOD_WORDS[found[2]!.toLowerCase().replace(/\s+/g, ' ')] : undefined;
    const lpa = [u1, u2].some((u) => u?.toLowerCase() === 'lpa');
    const period: Per | null = lpa ? 'yearly' : (per?.[0] ?? null);
    const rate = lpa || (per !== undefined && (found![1] !== undefined || per[1]));
    const salaryWord = SALARY_WORDS.test(before);
    if (!currency && !rate && !((u1 ?? u2) && salaryWord)) continue;
    if (
      NOT_PAY_BEFORE.test(before) ||
      NOT_PAY_AFTER.test(found && rate ? after.slice(found[0].length) : after)
    )
      continue;
    let low = toNumber(n1!, u1 ?? u2);
    let high = n2 ? toNumber(n2, u2 ?? u1) : low;
    if (!(low > 0) || !(high > 0)) continue;
    if (low > high) [low, high] = [high, low];
    let statedPeriod: SalaryPeriod | null = null;
    if (period === 'daily') {
      low /= 8;
      high /= 8;
      statedPeriod = 'hourly';
    } else if (period === 'weekly') {
      low *= 52 / 12;
      high *= 52 / 12;
      statedPeriod = 'monthly';
    } else statedPeriod = period;
    // A figure a year would not pay (US$ 1,000 a year with no currency, 100 with one) is something else: "2 a day".
    const usd = usdRate(currency ?? country?.currency ?? 'USD');
    const yearly = (high * PER_YEAR[statedPeriod ?? guessPeriod(high / usd)]) / usd;
    if (yearly < (currency ? 100 : 1000)) continue;
    const score = (salaryWord ? 2 : 0) + (rate ? 2 : 0) + (currency ? 1 : 0);
    if (!best || score > best.score)
      best = {
        low,
        high,
        currency,
        period: statedPeriod,
        converted: period === 'daily' || period === 'weekly',
        score,
      };
  }
  if (!best) return null;
  const { score: _, ...stated } = best;
  return stated;
}

/** The period of a figure stated without one, from its size in US dollars. */
export function guessPeriod(usd: number): SalaryPeriod {
  return usd < 200 ? 'hourly' : usd < 20000 ? 'monthly' : 'yearly';
}

/** US dollars per unit of `currency` (the countries' rates; 1 for an unknown one). */
export function usdRate(currency: string): number {
  if (currency === 'USD') return 1;
  return Object.values(COUNTRIES).find((c) => c.currency === currency)?.usdRate ?? 1;
}
