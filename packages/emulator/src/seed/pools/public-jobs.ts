import type { JobLanguage } from '@platform-api/sdk/schemas';
import { toHex } from '../../engine/crypto.ts';
import { fromGeneratedJob, jobFields } from '../../families/job-search/public-job.ts';
import { slugify } from '../../platform/public-pages.ts';
import { COUNTRIES as COUNTRY_FACTS, countryName, places } from '../../shared/places/index.ts';
import { prng, shuffle } from '../../shared/random.ts';
import { loadScrubber } from '../../shared/search/scrubber.ts';
import type { PublicJobRecord } from '../../store/search.ts';
import { CDN, demoPool, generator } from './demo-pool.ts';

// The job-search demo pool: generated from a seed by the job-builder's own rules (each job is a
// generated one), built once per process on its first search, shared (read-only) by every emulator
// seeded with the demo.

export const DEMO_PUBLIC_JOBS = 2200;
const BASE_TIME = Date.UTC(2026, 0, 1);
const SPAN = Date.UTC(2026, 10, 20) - BASE_TIME;

const COMPANY_A = [
  'Nova',
  'Blue',
  'Iberia',
  'Atlas',
  'Verde',
  'Polar',
  'Sol',
  'Andes',
  'North',
  'Delta',
  'Orbit',
  'Luma',
  'Cedar',
  'Faro',
  'Pico',
  'Kite',
  'Vela',
  'Terra',
  'Rio',
  'Alba',
];
const COMPANY_B = [
  'Labs',
  'Health',
  'Logistics',
  'Retail',
  'Systems',
  'Foods',
  'Energy',
  'Studio',
  'Capital',
  'Works',
  'Clinic',
  'Digital',
  'Group',
  'Hotels',
  'Mobility',
];
const AUTHORS = [
  'María López',
  'James Carter',
  'Lucía Fernández',
  'Sophie Martin',
  'Carlos Ruiz',
  'Anna de Vries',
  'Tom Becker',
  'Paula Silva',
  'Daniel Kim',
  'Laura Rossi',
  'Javier Torres',
  'Emily Clarke',
];
/** Countries of the pool (weighted by repetition): Spanish-speaking ones get Spanish jobs. */
const COUNTRIES = [
  'US',
  'US',
  'US',
  'GB',
  'GB',
  'ES',
  'ES',
  'ES',
  'MX',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'DE',
  'NL',
  'FR',
  'IE',
  'CA',
  'PT',
  'BR',
  'IN',
  'AU',
];
/** Countries whose main language is Spanish get Spanish jobs (mostly). */
const SPANISH = new Set(
  Object.entries(COUNTRY_FACTS)
    .filter(([, facts]) => facts.language === 'es')
    .map(([code]) => code),
);

/** A recruiter's contact line, as people write them into ads: every one must be scrubbed. */
const CONTACT_LINES: readonly ((email: string, phone: string, lang: JobLanguage) => string)[] = [
  (email, _phone, lang) =>
    lang === 'es'
      ? `<p>Envía tu CV a <a href="mailto:${email}">${email}</a>.</p>`
      : `<p>Send your CV to <a href="mailto:${email}">${email}</a>.</p>`,
  (_email, phone, lang) =>
    lang === 'es' ? `<p>Llámanos al ${phone}.</p>` : `<p>Questions? Call ${phone}.</p>`,
  (email, phone, lang) =>
    lang === 'es'
      ? `<p>Contacto: ${email.replace('@', ' arroba ')} / WhatsApp ${phone}</p>`
      : `<p>Contact: ${email.replace('@', ' (at) ')} or ${phone}</p>`,
  (_email, _phone) =>
    `<p>Recruiter: <a href="https://www.linkedin.com/in/recruiter-demo">linkedin.com/in/recruiter-demo</a></p>`,
];

function generate(count: number, seed: number): PublicJobRecord[] {
  const { generateJob, ROLES } = generator();
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  // The major cities only: the pool is the same whatever the gazetteer's size.
  const { majorCities: cities } = places();
  const cityOf = new Map<string, (typeof cities)[number][]>();
  for (const c of cities) cityOf.set(c.countryCode, [...(cityOf.get(c.countryCode) ?? []), c]);
  const out: PublicJobRecord[] = [];
  for (let i = 0; i < count; i++) {
    const country = pick(COUNTRIES);
    const language: JobLanguage = SPANISH.has(country) ? (rand() < 0.85 ? 'es' : 'en') : 'en';
    const role = pick(ROLES);
    const city = pick(shuffle([...(cityOf.get(country) ?? [])], rand).slice(0, 4));
    const where = city ? `${city.name}, ${countryName(country, 'en')}` : countryName(country, 'en');
    const senior = pick(['', '', '', 'senior ', 'junior ', 'lead ']);
    const mode = rand();
    const part = rand() < 0.1 ? 'part-time ' : '';
    const prompt =
      mode < 0.22
        ? `${part}${senior}${role.titles.en}, remote in ${countryName(country, 'en')}`
        : mode < 0.3
          ? `${part}${senior}${role.titles.en}, fully remote, worldwide`
          : mode < 0.42
            ? `${part}hybrid ${senior}${role.titles.en} in ${where}`
            : `${part}${senior}${role.titles.en} in ${where}, on-site`;
    const job = generateJob({ prompt, language, includeDescription: true });
    const id = toHex(Uint8Array.from({ length: 12 }, () => Math.floor(rand() * 256)));
    const created = BASE_TIME + Math.floor(rand() * SPAN);
    const refreshed =
      rand() < 0.4 ? Math.min(created + Math.floor(rand() * 30) * 86_400_000, BASE_TIME + SPAN) : null;
    const company = `${pick(COMPANY_A)} ${pick(COMPANY_B)}`;
    const author = pick(AUTHORS);
    const email = `${slugify(author).replace('-', '.')}@${slugify(company)}.example`;
    const phone = `+${language === 'es' ? '34' : '44'} ${600 + (i % 300)} ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 1000).padStart(3, '0')}`;
    let description = job.description ?? '';
    // About one ad in six carries the recruiter's contact data in its text: it never comes out.
    if (rand() < 0.17) description += pick(CONTACT_LINES)(email, phone, language);
    const hasVideo = rand() < 0.15;
    const hasPage = rand() >= 0.06;
    out.push(
      fromGeneratedJob(
        { ...job, description },
        {
          id,
          companyName: company,
          authorName: author,
          createdAt: new Date(created).toISOString(),
          refreshedAt: refreshed === null ? null : new Date(refreshed).toISOString(),
          slug: hasPage ? `${slugify(job.title)}-${id.slice(-6)}` : null,
          payAmount: rand() < 0.1 ? null : job.salary.recommended,
          videoUrl: hasVideo ? `${CDN}/job-videos/${id.slice(-10)}.mp4` : null,
          thumbnailUrl: hasVideo ? `${CDN}/job-videos/${id.slice(-10)}.jpg` : null,
          recruiterEmail: email,
          recruiterPhone: phone,
        },
      ),
    );
  }
  return out;
}

/**
 * The demo pool of 2,200 public jobs: loads what it is made from (the job-builder's generator, the
 * places) on its first call, then generates and indexes it once per process. Its descriptions are
 * HTML: the scrubber and the parser load with it.
 */
export const loadDemoJobPool = demoPool(() => generate(DEMO_PUBLIC_JOBS, 20261126), jobFields, [
  loadScrubber,
]);
