import { toHex } from '../../engine/crypto.ts';
import { candidateFields, candidateHandle } from '../../families/candidate-search/public-profile.ts';
import { slugify } from '../../platform/public-pages.ts';
import { places } from '../../shared/places/index.ts';
import { prng, shuffle } from '../../shared/random.ts';
import { loadScrubber } from '../../shared/search/scrubber.ts';
import type { CandidateRecord } from '../../store/search.ts';
import { CDN, demoPool, generator } from './demo-pool.ts';

// The candidate-search demo pool: generated from a seed with the job-builder's roles and skills,
// built once per process on its first search, shared (read-only) by every emulator seeded with the demo.

/** Where public profiles live (`{site_url}/<profile_path>/<slug>`). */
export const PROFILE_BASE = 'https://www.platform.example/talent';

export const DEMO_CANDIDATES = 2400;
const BASE_TIME = Date.UTC(2024, 0, 1);
const SPAN = Date.UTC(2026, 10, 1) - BASE_TIME;

const NAMES: Record<string, { first: readonly string[]; last: readonly string[]; language: string }> = {
  es: {
    first: [
      'Lucía',
      'Martín',
      'Sofía',
      'Hugo',
      'Paula',
      'Daniel',
      'Carmen',
      'Javier',
      'Elena',
      'Álvaro',
      'Marta',
      'Pablo',
    ],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno'],
    language: 'es',
  },
  latam: {
    first: [
      'Valentina',
      'Santiago',
      'Camila',
      'Mateo',
      'Isabella',
      'Sebastián',
      'Mariana',
      'Diego',
      'Gabriela',
      'Nicolás',
    ],
    last: [
      'Rodríguez',
      'Hernández',
      'González',
      'Ramírez',
      'Torres',
      'Flores',
      'Castillo',
      'Vargas',
      'Rojas',
      'Morales',
    ],
    language: 'es',
  },
  pt: {
    first: ['Beatriz', 'João', 'Ana', 'Pedro', 'Mariana', 'Lucas', 'Inês', 'Gabriel', 'Larissa', 'Rafael'],
    last: [
      'Silva',
      'Santos',
      'Oliveira',
      'Souza',
      'Costa',
      'Pereira',
      'Almeida',
      'Ferreira',
      'Carvalho',
      'Rocha',
    ],
    language: 'pt',
  },
  en: {
    first: [
      'Emma',
      'Liam',
      'Olivia',
      'Noah',
      'Ava',
      'James',
      'Mia',
      'Ethan',
      'Grace',
      'Owen',
      'Chloe',
      'Samuel',
    ],
    last: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Clarke', 'Walker', 'Wright'],
    language: 'en',
  },
  nl: {
    first: ['Sanne', 'Daan', 'Emma', 'Bram', 'Lotte', 'Thijs', 'Fleur', 'Jesse', 'Noor', 'Ruben'],
    last: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'Bakker',
      'Visser',
      'Smit',
      'Meijer',
      'Mulder',
      'de Boer',
    ],
    language: 'nl',
  },
  de: {
    first: ['Lena', 'Jonas', 'Hannah', 'Felix', 'Lea', 'Paul', 'Mia', 'Lukas', 'Clara', 'Maximilian'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Koch',
    ],
    language: 'de',
  },
  fr: {
    first: ['Chloé', 'Louis', 'Camille', 'Hugo', 'Manon', 'Arthur', 'Léa', 'Jules', 'Inès', 'Gabriel'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
    ],
    language: 'fr',
  },
  in: {
    first: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Arjun', 'Diya', 'Karan', 'Neha'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Kapoor', 'Mehta', 'Rao'],
    language: 'en',
  },
};
const COUNTRY_NAMES: Record<string, keyof typeof NAMES> = {
  ES: 'es',
  MX: 'latam',
  AR: 'latam',
  CO: 'latam',
  CL: 'latam',
  PE: 'latam',
  US: 'en',
  GB: 'en',
  IE: 'en',
  CA: 'en',
  AU: 'en',
  NL: 'nl',
  BE: 'nl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  PT: 'pt',
  BR: 'pt',
  IN: 'in',
};
const COUNTRIES = Object.keys(COUNTRY_NAMES);
const SENIORITY = ['', '', 'Senior ', 'Junior ', 'Lead '];
const YEARS = [2, 3, 4, 5, 6, 8, 10, 12, 15];
const SUMMARY_OPENERS = [
  (role: string, years: number) => `${role} with ${years} years of experience.`,
  (role: string, years: number) =>
    `${years} years working as ${role.toLowerCase()}, most recently in a fast-growing team.`,
  (role: string, years: number) =>
    `Experienced ${role.toLowerCase()} (${years}+ years) who enjoys solving real problems for customers.`,
];
const SUMMARY_CLOSERS = [
  (skills: string[]) => `Strong in ${skills.slice(0, 3).join(', ')}.`,
  (skills: string[]) => `Day to day I work with ${skills.slice(0, 2).join(' and ')}.`,
  (skills: string[]) =>
    `Looking for a team that values ${skills[0]?.toLowerCase() ?? 'craft'} and clear communication.`,
];
const LANGUAGE_LINES: Record<string, string> = {
  es: 'Hablo español e inglés.',
  pt: 'Falo português e inglês.',
  nl: 'Ik spreek Nederlands en Engels.',
  de: 'Ich spreche Deutsch und Englisch.',
  fr: 'Je parle français et anglais.',
  en: 'Fluent in English.',
};

function generate(count: number, seed: number): CandidateRecord[] {
  const { ROLES } = generator();
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  // The major cities only: the pool is the same whatever the gazetteer's size.
  const { majorCities: cities } = places();
  const cityOf = new Map<string, typeof cities>();
  for (const c of cities) cityOf.set(c.countryCode, [...(cityOf.get(c.countryCode) ?? []), c]);
  const out: CandidateRecord[] = [];
  for (let i = 0; i < count; i++) {
    const country = pick(COUNTRIES);
    const names = NAMES[COUNTRY_NAMES[country]!]!;
    const first = pick(names.first);
    const last = pick(names.last);
    const role = pick(ROLES);
    const senior = pick(SENIORITY);
    const headline = `${senior}${role.titles.en}`;
    const years = pick(YEARS);
    const skills = shuffle([...role.skills], rand).slice(0, 3 + Math.floor(rand() * 3));
    const extra = pick(ROLES.filter((r) => r.category === role.category)).skills[0];
    if (extra && !skills.includes(extra)) skills.push(extra);
    const city = pick(cityOf.get(country) ?? []);
    const isRemote = rand() < 0.4;
    const hasVideo = rand() < 0.3;
    const internalId = toHex(Uint8Array.from({ length: 12 }, () => Math.floor(rand() * 256)));
    const handle = slugify(`${first} ${last}`);
    const email = `${slugify(first)}.${slugify(last)}${i}@mail.example`;
    const phone = `+${country === 'US' || country === 'CA' ? '1' : '34'} ${600 + (i % 300)} ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 1000).padStart(3, '0')}`;
    const linkedinUrl = `https://www.linkedin.com/in/${handle}-${i}`;
    let summary =
      `${pick(SUMMARY_OPENERS)(role.titles.en, years)} ${pick(SUMMARY_CLOSERS)(skills)} ${LANGUAGE_LINES[names.language] ?? ''}`.trim();
    // Some candidates type contact details into their profile: they must never come out.
    const leak = rand();
    if (leak < 0.06) summary += ` Reach me at ${email}.`;
    else if (leak < 0.1) summary += ` Call me on ${phone}.`;
    else if (leak < 0.13) summary += ` See ${linkedinUrl.replace('https://www.', '')} for more.`;
    const displayName = rand() < 0.02 ? `${first} ${last} (${email})` : `${first} ${last}`;
    if (rand() < 0.02) skills.push(`LinkedIn: ${linkedinUrl}`);
    out.push({
      id: internalId,
      candidateId: candidateHandle(internalId),
      displayName,
      headline,
      summary,
      skills,
      locationName: city ? `${city.name}, ${city.countryCode}` : null,
      countryCode: country,
      isRemote,
      language: names.language,
      hasVideo,
      videoUrl: hasVideo ? `${CDN}/candidate-videos/${internalId.slice(-10)}.mp4` : null,
      thumbnailUrl: hasVideo ? `${CDN}/candidate-videos/${internalId.slice(-10)}.jpg` : null,
      avatarUrl: rand() < 0.7 ? `${CDN}/avatars/${internalId.slice(-10)}.jpg` : null,
      profileUrl: rand() < 0.6 ? `${PROFILE_BASE}/${handle}-${internalId.slice(-6)}` : null,
      updatedAt: new Date(BASE_TIME + Math.floor(rand() * SPAN)).toISOString(),
      email,
      phone,
      linkedinUrl,
    });
  }
  return out;
}

/**
 * The demo pool of 2,400 candidates: loads what it is made from (the job-builder's vocabulary, the
 * places) on its first call, then generates and indexes it once per process.
 */
export const loadDemoCandidatePool = demoPool(() => generate(DEMO_CANDIDATES, 20261125), candidateFields, [
  loadScrubber,
]);
