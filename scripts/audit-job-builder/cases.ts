/**
 * What a request says, as the audit expects the job to say it back. Each case is written with its
 * expectation before any answer is seen; alternatives (`modes`) list every reading a recruiter would
 * accept, the first being the one the request most plainly states.
 */
import { CITY, COUNTRIES, type Lang, type ReqLang, type Town } from './places.ts';

/**
 * Where an on-site or hybrid job is: a city of the audit's gazetteer (its GeoNames id must come
 * back), a small town (its country must come back, never a namesake abroad), a country named with
 * no city, any city of a country (a city the audit's gazetteer lacks), or no place at all.
 */
export type Place =
  | { city: string }
  | { town: Town }
  | { country: string }
  | { anyCityIn: string }
  | { none: true };

export type ModeAlt =
  | { type: 'onsite' | 'hybrid'; place: Place }
  | { type: 'remote'; scope: 'country'; cc: string }
  | { type: 'remote'; scope: 'worldwide' }
  /** Remote scoped to a region or time zone: the spec names no such scope; remote, and no city. */
  | { type: 'remote'; scope: 'any' };

export type Period = 'hourly' | 'monthly' | 'yearly';
export type EmpKind = 'fullTime' | 'partTime' | 'temporary' | 'internship' | 'freelance' | 'contract';

export interface PayExpect {
  low?: number;
  high?: number;
  /** One figure stated: it must lie within low..high. */
  single?: number;
  period?: Period;
  /** The currency the figures are stated in (the job country's). */
  currency: string;
}

export interface Expect {
  /** Roles the title may name (the first is the one named first). */
  roles?: string[];
  seniority?: 'senior' | 'junior';
  modes: ModeAlt[];
  pay?: PayExpect;
  negotiable?: boolean;
  emp?: EmpKind;
  /** Proper-name skills the request lists: each must be among the answer's skills. */
  skills?: string[];
  /** Currencies accepted when the country alone does not decide (worldwide with a stated currency). */
  currencies?: string[];
}

export interface Case {
  id: string;
  source: 'template' | 'hand';
  prompt: string;
  reqLang: ReqLang;
  language: Lang;
  /** What the request exercises (negation, namesake, city-st, typo, bullets…), for the report. */
  tags: string[];
  expect: Expect;
}

/** Currencies a job may be paid in under the first (plainest) reading of the request. */
export function expectedCurrencies(e: Expect): string[] | undefined {
  if (e.currencies) return e.currencies;
  const m = e.modes[0];
  if (!m) return undefined;
  if (m.type === 'remote') {
    if (m.scope === 'country') return COUNTRIES[m.cc]?.currency;
    if (m.scope === 'worldwide') return e.pay ? ['USD', e.pay.currency] : ['USD'];
    return undefined;
  }
  const cc = ccOfPlace(m.place);
  if (cc) return COUNTRIES[cc]?.currency;
  return ['USD'];
}

export function ccOfPlace(p: Place): string | undefined {
  if ('city' in p) return CITY[p.city]?.cc;
  if ('town' in p) return p.town.cc;
  if ('country' in p) return p.country;
  if ('anyCityIn' in p) return p.anyCityIn;
  return undefined;
}

/** A small seeded generator (mulberry32): the same seed gives the same requests on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, xs: readonly T[]): T {
  const x = xs[Math.floor(rand() * xs.length)];
  if (x === undefined) throw new Error('pick from an empty list');
  return x;
}

export function weighted<T extends string>(rand: () => number, table: Record<T, number>): T {
  const entries = Object.entries(table) as [T, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [k, w] of entries) {
    x -= w;
    if (x < 0) return k;
  }
  return entries[entries.length - 1]![0];
}

export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** What a keyboard without accents writes: every mark dropped (España → Espana, São → Sao). */
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
