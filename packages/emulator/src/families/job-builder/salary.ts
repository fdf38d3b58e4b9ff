import type { Salary, SalaryPeriod } from '@platform-api/sdk/schemas';
import type { Country } from '../../shared/places/index.ts';
import type { Role } from './data/roles.ts';
import { guessPeriod, statedSalary, usdRate } from './stated-salary.ts';

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

/** Three significant digits (two decimals at most): figures a job ad would print. */
function nice(n: number, round: (x: number) => number = Math.round): number {
  if (n <= 0) return 0;
  const digits = Math.max(0, 3 - Math.ceil(Math.log10(n)));
  const f = 10 ** Math.min(digits, 2);
  const step = 10 ** Math.max(0, Math.ceil(Math.log10(n)) - 3);
  return digits > 0 ? round(n * f) / f : round(n / step) * step;
}

function fromYear(amount: number, period: SalaryPeriod): number {
  return period === 'hourly' ? amount / HOURS_PER_YEAR : period === 'monthly' ? amount / 12 : amount;
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
  /** Part-time: a year's or a month's pay (and its floor) is half the full-time one; an hourly rate is not. */
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
  const stated = statedSalary(input.prompt, country);
  let low: number;
  /** The legal minimum the figures keep (0 for stated figures: they win). */
  let floor = 0;
  let recommended: number;
  let high: number;
  let period = defaultPeriod;
  /** How figures are printed: written in the job's currency and period, as written (to the cent); else nicely. */
  let print = nice;
  if (stated) {
    const rate = usdRate(currency) / usdRate(stated.currency ?? currency);
    if (rate === 1 && !stated.converted) print = (n: number) => Math.round(n * 100) / 100;
    period = stated.period ?? guessPeriod(stated.high / usdRate(stated.currency ?? currency));
    low = stated.low * rate;
    high = stated.high * rate;
    recommended = (low + high) / 2;
  } else {
    const band = role?.band ?? DEFAULT_BAND;
    const factor = SENIORITY_PAY[input.seniority] * (country ? country.payLevel * country.usdRate : 1);
    // Part-time works half the hours: half a year's or a month's pay, at the full-time hourly rate.
    const share = input.parttime && period !== 'hourly' ? 0.5 : 1;
    const yearly = band[1] * factor * share;
    // Never below the country's legal minimum (per hour, or for the year or month worked).
    floor = fromYear(country?.minimumYearly ?? 0, period) * share;
    recommended = Math.max(fromYear(yearly, period), floor * 1.05);
    low = Math.max(recommended * 0.88, floor);
    high = recommended * 1.12;
  }
  const r = print(recommended);
  return {
    // Rounding never takes the low end under the minimum (11.44 an hour is not 11.4).
    low: Math.min(Math.max(print(low), nice(floor, Math.ceil)), r),
    recommended: r,
    high: Math.max(print(high), r),
    period,
    currency,
    currencySymbol: currencySymbol(currency, country),
    negotiable: input.negotiable,
    additionalCompensation: input.additionalCompensation,
  };
}
