import type { JobLanguage } from '@platform-api/sdk/schemas';

/**
 * Countries the emulator knows (the gazetteer covers their cities, the job-builder pays in their
 * currencies): the ISO 4217 currency a job there is paid in, a pay level relative
 * to the United States (salary bands are written in US dollars per year), an approximate exchange
 * rate from US dollars (illustrative, fixed: the emulator's salaries are plausible, not market data)
 * and the main language. Names come from the platform's `Intl.DisplayNames` in each language.
 */
export interface CountryFacts {
  /** ISO 4217. */
  currency: string;
  /** Pay relative to the United States (1). */
  payLevel: number;
  /** Units of `currency` per US dollar. */
  usdRate: number;
  /** ISO 639-1 main language. */
  language: string;
  /** The legal minimum pay of a full-time year, in `currency`, where there is one. */
  minimumYearly?: number;
}

export const COUNTRIES: Readonly<Record<string, CountryFacts>> = {
  US: { currency: 'USD', payLevel: 1.0, usdRate: 1, language: 'en', minimumYearly: 15080 },
  ES: { currency: 'EUR', payLevel: 0.45, usdRate: 0.92, language: 'es', minimumYearly: 16600 },
  MX: { currency: 'MXN', payLevel: 0.22, usdRate: 17.5, language: 'es', minimumYearly: 101000 },
  BR: { currency: 'BRL', payLevel: 0.22, usdRate: 5.4, language: 'pt', minimumYearly: 18200 },
  GB: { currency: 'GBP', payLevel: 0.72, usdRate: 0.79, language: 'en', minimumYearly: 23800 },
  DE: { currency: 'EUR', payLevel: 0.75, usdRate: 0.92, language: 'de', minimumYearly: 26600 },
  FR: { currency: 'EUR', payLevel: 0.65, usdRate: 0.92, language: 'fr', minimumYearly: 21600 },
  IT: { currency: 'EUR', payLevel: 0.5, usdRate: 0.92, language: 'it' },
  CA: { currency: 'CAD', payLevel: 0.8, usdRate: 1.36, language: 'en', minimumYearly: 33000 },
  IN: { currency: 'INR', payLevel: 0.12, usdRate: 83, language: 'en' },
  AR: { currency: 'ARS', payLevel: 0.15, usdRate: 900, language: 'es' },
  CO: { currency: 'COP', payLevel: 0.15, usdRate: 4000, language: 'es', minimumYearly: 17100000 },
  NL: { currency: 'EUR', payLevel: 0.72, usdRate: 0.92, language: 'nl', minimumYearly: 28000 },
  PT: { currency: 'EUR', payLevel: 0.35, usdRate: 0.92, language: 'pt', minimumYearly: 12200 },
  CL: { currency: 'CLP', payLevel: 0.25, usdRate: 920, language: 'es', minimumYearly: 6000000 },
  PE: { currency: 'PEN', payLevel: 0.18, usdRate: 3.75, language: 'es', minimumYearly: 13600 },
  BE: { currency: 'EUR', payLevel: 0.7, usdRate: 0.92, language: 'nl', minimumYearly: 24700 },
  PL: { currency: 'PLN', payLevel: 0.35, usdRate: 4.0, language: 'pl' },
  AU: { currency: 'AUD', payLevel: 0.85, usdRate: 1.5, language: 'en', minimumYearly: 49000 },
  IE: { currency: 'EUR', payLevel: 0.8, usdRate: 0.92, language: 'en', minimumYearly: 27000 },
  CH: { currency: 'CHF', payLevel: 1.1, usdRate: 0.88, language: 'de' },
  AT: { currency: 'EUR', payLevel: 0.7, usdRate: 0.92, language: 'de' },
  SE: { currency: 'SEK', payLevel: 0.65, usdRate: 10.5, language: 'sv' },
  NO: { currency: 'NOK', payLevel: 0.8, usdRate: 10.6, language: 'no' },
  DK: { currency: 'DKK', payLevel: 0.85, usdRate: 6.9, language: 'da' },
  FI: { currency: 'EUR', payLevel: 0.65, usdRate: 0.92, language: 'fi' },
  CZ: { currency: 'CZK', payLevel: 0.33, usdRate: 23, language: 'cs' },
  HU: { currency: 'HUF', payLevel: 0.25, usdRate: 360, language: 'hu' },
  RO: { currency: 'RON', payLevel: 0.25, usdRate: 4.6, language: 'ro' },
  GR: { currency: 'EUR', payLevel: 0.3, usdRate: 0.92, language: 'el' },
  TR: { currency: 'TRY', payLevel: 0.18, usdRate: 32, language: 'tr' },
  IL: { currency: 'ILS', payLevel: 0.75, usdRate: 3.7, language: 'he' },
  AE: { currency: 'AED', payLevel: 0.8, usdRate: 3.67, language: 'ar' },
  SA: { currency: 'SAR', payLevel: 0.6, usdRate: 3.75, language: 'ar' },
  EG: { currency: 'EGP', payLevel: 0.06, usdRate: 48, language: 'ar' },
  MA: { currency: 'MAD', payLevel: 0.12, usdRate: 10, language: 'ar' },
  ZA: { currency: 'ZAR', payLevel: 0.25, usdRate: 18.5, language: 'en' },
  NG: { currency: 'NGN', payLevel: 0.05, usdRate: 1500, language: 'en' },
  KE: { currency: 'KES', payLevel: 0.08, usdRate: 130, language: 'en' },
  JP: { currency: 'JPY', payLevel: 0.55, usdRate: 150, language: 'ja' },
  KR: { currency: 'KRW', payLevel: 0.6, usdRate: 1350, language: 'ko' },
  CN: { currency: 'CNY', payLevel: 0.3, usdRate: 7.2, language: 'zh' },
  SG: { currency: 'SGD', payLevel: 0.85, usdRate: 1.35, language: 'en' },
  MY: { currency: 'MYR', payLevel: 0.2, usdRate: 4.7, language: 'ms' },
  TH: { currency: 'THB', payLevel: 0.15, usdRate: 36, language: 'th' },
  PH: { currency: 'PHP', payLevel: 0.1, usdRate: 56, language: 'en' },
  ID: { currency: 'IDR', payLevel: 0.1, usdRate: 16000, language: 'id' },
  VN: { currency: 'VND', payLevel: 0.08, usdRate: 25000, language: 'vi' },
  NZ: { currency: 'NZD', payLevel: 0.75, usdRate: 1.65, language: 'en' },
  EC: { currency: 'USD', payLevel: 0.15, usdRate: 1, language: 'es' },
  UY: { currency: 'UYU', payLevel: 0.25, usdRate: 39, language: 'es' },
  PY: { currency: 'PYG', payLevel: 0.12, usdRate: 7400, language: 'es' },
  BO: { currency: 'BOB', payLevel: 0.1, usdRate: 6.9, language: 'es' },
  VE: { currency: 'USD', payLevel: 0.06, usdRate: 1, language: 'es' },
  CR: { currency: 'CRC', payLevel: 0.22, usdRate: 520, language: 'es' },
  PA: { currency: 'USD', payLevel: 0.25, usdRate: 1, language: 'es' },
  GT: { currency: 'GTQ', payLevel: 0.12, usdRate: 7.8, language: 'es' },
  DO: { currency: 'DOP', payLevel: 0.12, usdRate: 59, language: 'es' },
  PR: { currency: 'USD', payLevel: 0.5, usdRate: 1, language: 'es' },
  NI: { currency: 'NIO', payLevel: 0.08, usdRate: 36.6, language: 'es' },
  HN: { currency: 'HNL', payLevel: 0.1, usdRate: 24.7, language: 'es' },
  SV: { currency: 'USD', payLevel: 0.12, usdRate: 1, language: 'es', minimumYearly: 4380 },
  UA: { currency: 'UAH', payLevel: 0.12, usdRate: 40, language: 'uk' },
  EE: { currency: 'EUR', payLevel: 0.4, usdRate: 0.92, language: 'et' },
  LT: { currency: 'EUR', payLevel: 0.35, usdRate: 0.92, language: 'lt' },
  LV: { currency: 'EUR', payLevel: 0.32, usdRate: 0.92, language: 'lv' },
  SK: { currency: 'EUR', payLevel: 0.3, usdRate: 0.92, language: 'sk' },
  SI: { currency: 'EUR', payLevel: 0.4, usdRate: 0.92, language: 'sl' },
  HR: { currency: 'EUR', payLevel: 0.3, usdRate: 0.92, language: 'hr' },
  RS: { currency: 'RSD', payLevel: 0.2, usdRate: 108, language: 'sr' },
  BG: { currency: 'BGN', payLevel: 0.2, usdRate: 1.8, language: 'bg' },
  LU: { currency: 'EUR', payLevel: 1.0, usdRate: 0.92, language: 'fr' },
  IS: { currency: 'ISK', payLevel: 0.85, usdRate: 138, language: 'is' },
};

export interface Country extends CountryFacts {
  /** ISO 3166-1 alpha-2. */
  code: string;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in `language`. */
export function countryName(code: string, language: JobLanguage): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}
