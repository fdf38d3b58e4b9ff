import type { Salary, SalaryPeriod } from '@platform-api/sdk/schemas';
import { COUNTRIES } from './data/countries.ts';
import type { Role } from './data/roles.ts';
import type { Country } from './gazetteer.ts';

export type Seniority = 'junior' | 'mid' | 'senior' | 'lead';

const SENIORITY_PAY: Record<Seniority, number> = { junior: 0.72, mid: 1, senior: 1.28, lead: 1.55 };
/** A role's typical yearly pay when the request names no role (US dollars). */
const DEFAULT_BAND: Role['band'] = [40000, 52000, 68000];
/** Countries whose job ads quote monthly pay. */
const MONTHLY = new Set([
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'BR',
  'PT',
  'NL',
  'BE',
  'EC',
  'UY',
  'PY',
  'BO',
  'VE',
  'CR',
  'PA',
  'GT',
  'DO',
  'PR',
]);
/** Countries whose job ads quote hourly pay for hourly roles. */
const HOURLY = new Set(['US', 'CA', 'GB', 'AU', 'NZ', 'IE']);
const HOURS_PER_YEAR = 2080;

const CURRENCY_WORDS: Record<string, string> = {
  us$: 'USD',
  r$: 'BRL',
  's/': 'PEN',
  's/.': 'PEN',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  brl: 'BRL',
  mxn: 'MXN',
  ars: 'ARS',
  cop: 'COP',
  clp: 'CLP',
  pen: 'PEN',
  cad: 'CAD',
  aud: 'AUD',
  chf: 'CHF',
  sek: 'SEK',
  nok: 'NOK',
  dkk: 'DKK',
  pln: 'PLN',
  inr: 'INR',
  euro: 'EUR',
  euros: 'EUR',
  dollar: 'USD',
  dollars: 'USD',
  dolares: 'USD',
  dólares: 'USD',
  reais: 'BRL',
  real: 'BRL',
  libras: 'GBP',
  pounds: 'GBP',
  pound: 'GBP',
};
const CUR = String.raw`(us\$|r\$|s\/\.?|€|\$|£|₹|¥|usd|eur|gbp|brl|mxn|ars|cop|clp|pen|cad|aud|chf|sek|nok|dkk|pln|inr|euros?|d[oó]lares|dollars?|reais|real|pesos|libras|pounds?)`;
const NUM = String.raw`(\d{1,3}(?:[.,  ]\d{3})+|\d+(?:[.,]\d{1,2})?)\s*(k|mil\b|m\b)?`;
const SEP = String.raw`\s*(?:-|–|—|to|a|até|ate|tot|hasta|y)\s*`;
const AMOUNTS = new RegExp(
  String.raw`(?:${CUR}\s*)?${NUM}(?:${SEP}(?:${CUR}\s*)?${NUM})?(?:\s*${CUR})?`,
  'giu',
);
const PERIODS: [RegExp, SalaryPeriod][] = [
  [/^\s*(?:\/\s*|per\s+|por\s+|a\s+la\s+|an?\s+|p\.?\s*)?(?:h\b|hr\b|hour|hora|uur|u\b)/iu, 'hourly'],
  [
    /^\s*(?:\/\s*|per\s+|por\s+|al\s+|a\s+|p\.?\s*)?(?:mo\b|month|monthly|mes\b|mensual|mensuales|maand|mês|mes|mensais|mensal)/iu,
    'monthly',
  ],
  [
    /^\s*(?:\/\s*|per\s+|por\s+|al\s+|a\s+|p\.?\s*)?(?:y\b|yr\b|year|annual|annum|a\.?\b|año|anual|anuales|jaar|ano|anuais|brutos al año)/iu,
    'yearly',
  ],
];
/**
 * A figure is a rate when its period word follows a rate marker or is an adjective ("25/hour",
 * "60k a year", "3.000 al mes", "25 hourly", "p.a."): "5 years of experience" or "40 hours per week"
 * counts time, not pay.
 */
const RATE_FORM =
  /^\s*(?:\/|per\b|por\b|a\b|an\b|al\b|ao\b|p\.|hourly|monthly|yearly|annual|anual|mensual|mensal|mensais|anuais|brutos?\b)/iu;
const SALARY_WORDS =
  /\b(salary|salario|sueldo|salaris|salário|salarios|pay|paga|retribuci[oó]n|remunera[cç][aã]o|brutos?|gross|compensation|loon|ordenado)\b/iu;

interface Stated {
  low: number;
  high: number;
  currency: string | null;
  period: SalaryPeriod | null;
}

function toNumber(digits: string, unit: string | undefined): number {
  const grouped = /^\d{1,3}(?:[.,  ]\d{3})+$/.test(digits);
  const n = grouped ? Number(digits.replace(/[.,  ]/g, '')) : Number(digits.replace(',', '.'));
  const u = unit?.toLowerCase();
  return u === 'k' || u === 'mil' ? n * 1000 : u === 'm' ? n * 1_000_000 : n;
}

/** A salary figure or range the request states, if any (a bare number without currency, unit or salary word is not one). */
export function statedSalary(prompt: string): Stated | null {
  for (const m of prompt.matchAll(AMOUNTS)) {
    const [, cur1, n1, u1, cur2, n2, u2, cur3] = m;
    const after = prompt.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30);
    const period = PERIODS.find(([re]) => re.test(after))?.[1] ?? null;
    const currencyWord = (cur1 ?? cur2 ?? cur3)?.toLowerCase();
    const context = prompt.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    // Digits inside a word ("x3y", "B1", "4x4") are no amount.
    if (!cur1 && /[\p{L}\p{N}_]/u.test(prompt[(m.index ?? 0) - 1] ?? '')) continue;
    const rate = period !== null && RATE_FORM.test(after);
    if (!currencyWord && !rate && !(u1 && SALARY_WORDS.test(context))) continue;
    const a = toNumber(n1!, u1 ?? u2);
    const b = n2 ? toNumber(n2, u2 ?? u1) : a;
    if (!(a > 0) || !(b > 0)) continue;
    const currency = currencyWord
      ? (CURRENCY_WORDS[currencyWord] ?? (currencyWord === '$' ? 'USD' : null))
      : null;
    return { low: Math.min(a, b), high: Math.max(a, b), currency, period };
  }
  return null;
}

/** Three significant digits (two decimals at most): figures a job ad would print. */
function nice(n: number): number {
  if (n <= 0) return 0;
  const digits = Math.max(0, 3 - Math.ceil(Math.log10(n)));
  const f = 10 ** Math.min(digits, 2);
  const step = 10 ** Math.max(0, Math.ceil(Math.log10(n)) - 3);
  return digits > 0 ? Math.round(n * f) / f : Math.round(n / step) * step;
}

function fromYear(amount: number, period: SalaryPeriod): number {
  return period === 'hourly' ? amount / HOURS_PER_YEAR : period === 'monthly' ? amount / 12 : amount;
}

function usdRate(currency: string): number {
  if (currency === 'USD') return 1;
  return Object.values(COUNTRIES).find((c) => c.currency === currency)?.usdRate ?? 1;
}

const symbols = new Map<string, string>();

/** The symbol job ads of the country write for the currency (built once per locale and currency). */
function currencySymbol(currency: string, country: Country | null): string {
  const locale = country ? `${country.language}-${country.code}` : 'en-US';
  const key = `${locale}|${currency}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    symbol = findSymbol(currency, locale);
    symbols.set(key, symbol);
  }
  return symbol;
}

function findSymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(1);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * The salary of a job: the figures the request states (converted to the job country's currency when
 * stated in another), else the role's band moved by seniority and the country's pay level, quoted
 * per the period job ads of that country use. Always `low <= recommended <= high`.
 */
export function salaryFor(input: {
  prompt: string;
  role: Role | null;
  seniority: Seniority;
  country: Country | null;
  negotiable: boolean;
  additionalCompensation: string[];
  /** Part-time pay scales the minimum; the figures stay full-time equivalents. */
  parttime?: boolean;
}): Salary {
  const { role, country } = input;
  const currency = country?.currency ?? 'USD';
  const defaultPeriod: SalaryPeriod =
    role?.period === 'hourly' && (!country || HOURLY.has(country.code))
      ? 'hourly'
      : country && MONTHLY.has(country.code)
        ? 'monthly'
        : 'yearly';
  const stated = statedSalary(input.prompt);
  let low: number;
  let recommended: number;
  let high: number;
  let period = defaultPeriod;
  if (stated) {
    const statedPeriod =
      stated.period ?? (stated.high < 200 ? 'hourly' : stated.high < 20000 ? 'monthly' : 'yearly');
    period = stated.period ?? statedPeriod;
    const rate = usdRate(currency) / usdRate(stated.currency ?? currency);
    low = stated.low * rate;
    high = stated.high * rate;
    recommended = (low + high) / 2;
  } else {
    const band = role?.band ?? DEFAULT_BAND;
    const factor = SENIORITY_PAY[input.seniority] * (country ? country.payLevel * country.usdRate : 1);
    const yearly = band[1] * factor;
    // Never below the country's legal minimum for a full-time year.
    const floor = fromYear(country?.minimumYearly ?? 0, period) * (input.parttime ? 0.5 : 1);
    recommended = Math.max(fromYear(yearly, period), floor * 1.05);
    low = Math.max(recommended * 0.88, floor);
    high = recommended * 1.12;
  }
  const r = nice(recommended);
  return {
    low: Math.min(nice(low), r),
    recommended: r,
    high: Math.max(nice(high), r),
    period,
    currency,
    currencySymbol: currencySymbol(currency, country),
    negotiable: input.negotiable,
    additionalCompensation: input.additionalCompensation,
  };
}
