import { createEmulator, DEMO_KEYS, type Emulator } from '@platform-api/emulator';
import type { PlatformClient } from '@platform-api/sdk';
import type { JobLanguage } from '@platform-api/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, EDUCATION } from '../packages/emulator/src/families/job-builder/data/categories.ts';
import { COMPENSATION, TEXTS } from '../packages/emulator/src/families/job-builder/data/i18n.ts';
import { ROLES } from '../packages/emulator/src/families/job-builder/data/roles.ts';
import { SKILLS } from '../packages/emulator/src/families/job-builder/data/skills.ts';
import { clientFor, doors } from './lib/doors.ts';

/**
 * The spec (document 3): `language` is the "language of the generated details and description"
 * (en, es, nl, pt); the public job carries title, description (HTML), categories { id, name,
 * primary }, education and skills. So every detail of an es/nl/pt answer is in that language,
 * whatever language the request is written in; a role the vocabulary lacks keeps the request's
 * words as its title; a role the vocabulary has names the job only when the request names it.
 * Every row goes through the SDK against the emulator.
 */

type Other = Exclude<JobLanguage, 'en'>;

/** The words of a text, lower case (letters only). */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** What an answer in `language` may say: every name and text of the vocabulary in that language. */
function formsIn(language: JobLanguage): string[] {
  const texts = TEXTS[language];
  return [
    ...SKILLS.filter((s) => !s.proper).map((s) => s.names[language]),
    ...Object.values(CATEGORIES).map((c) => c[language]),
    ...Object.values(EDUCATION).map((e) => e[language]),
    ...ROLES.map((r) => r.titles[language]),
    ...COMPENSATION.map((c) => c.label[language]),
    ...Object.values(texts.employment),
    ...Object.values(texts.period),
    ...Object.values(texts.workMode),
    ...Object.values(texts.headings),
    ...Object.values(texts.seniority),
    texts.genericTitle,
    texts.experience,
    texts.remote,
    texts.worldwide,
    texts.intro('', ''),
    ...texts.responsibilities('', ''),
    ...texts.responsibilities(null, null),
  ];
}

/**
 * The English phrases of the vocabulary that are no words of `language`: the check of an answer in
 * that language. A proper name (JavaScript, PostgreSQL, Excel, AutoCAD, SAP…) is written the same in
 * every language and is not among them; nor is a word the language uses as its own (Marketing).
 */
function englishOnly(language: Other): string[] {
  const own = new Set(formsIn(language).flatMap(wordsOf));
  return [...new Set(formsIn('en'))]
    .filter((phrase) => phrase.trim().length > 0)
    .filter((phrase) => wordsOf(phrase).some((w) => !own.has(w)));
}

const ENGLISH_ONLY: Record<Other, string[]> = {
  es: englishOnly('es'),
  nl: englishOnly('nl'),
  pt: englishOnly('pt'),
};
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English vocabulary phrases an answer shows in its skills, education, categories and description. */
function englishIn(
  job: { skills: string[]; education: string[]; categories: { name: string }[]; description: string | null },
  language: Other,
): string[] {
  const text = [
    ...job.skills,
    ...job.education,
    ...job.categories.map((c) => c.name),
    (job.description ?? '').replace(/<[^>]+>/g, ' '),
  ].join(' \n ');
  return ENGLISH_ONLY[language].filter((phrase) =>
    new RegExp(`(?<![\\p{L}])${literal(phrase)}(?![\\p{L}])`, 'iu').test(text),
  );
}

interface Row {
  prompt: string;
  language: JobLanguage;
  title: string;
  /** Category id of the primary category. */
  category?: string;
  /** Skills the answer names (in the job's language), among others. */
  skills?: string[];
  /** A title the answer must not have: the near miss. */
  not?: string;
}

/** Details in the requested language: the request in the same language or in another one. */
const DETAILS: Row[] = [
  {
    prompt: 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL, 60-75k EUR',
    language: 'es',
    title: 'Ingeniero/a Backend Sénior',
    category: 'software',
    skills: ['Node.js', 'PostgreSQL', 'APIs REST'],
  },
  {
    prompt: 'Buscamos contable en Madrid con SAP, Excel y trabajo en equipo',
    language: 'es',
    title: 'Contable',
    category: 'finance',
    skills: ['SAP', 'Excel', 'Trabajo en equipo', 'Contabilidad'],
  },
  {
    prompt: 'Customer service agent in Lisbon, part-time, English and Spanish, tips',
    language: 'pt',
    title: 'Assistente de Atendimento ao Cliente',
    category: 'support',
    skills: ['Atendimento ao cliente', 'Inglês', 'Espanhol'],
  },
  {
    prompt: 'Procuramos um desenvolvedor frontend em São Paulo com React e TypeScript',
    language: 'pt',
    title: 'Engenheiro(a) Frontend',
    category: 'software',
    skills: ['React', 'TypeScript'],
  },
  {
    prompt: 'Forklift operator for our warehouse in Rotterdam, teamwork, forklift license',
    language: 'nl',
    title: 'Heftruckchauffeur',
    category: 'logistics',
    skills: ['Samenwerken', 'Heftruck rijden'],
  },
  {
    prompt: 'Wij zoeken een verkoper in Utrecht met B2B-ervaring, onderhandelen en een bonus',
    language: 'nl',
    title: 'Vertegenwoordiger',
    category: 'sales',
    skills: ['B2B-verkoop', 'Onderhandelen'],
  },
  // A request in one language for a job in another.
  {
    prompt: 'We need a nurse for our clinic in Seville, night shifts, customer service',
    language: 'es',
    title: 'Enfermero/a',
    category: 'healthcare',
    skills: ['Atención al cliente', 'Atención al paciente', 'Enfermería'],
  },
  {
    prompt: 'Electrician in Porto, on-site, AutoCAD and occupational safety',
    language: 'pt',
    title: 'Eletricista',
    category: 'construction',
    skills: ['AutoCAD', 'Segurança do trabalho', 'Instalações elétricas'],
  },
  {
    prompt: 'Se busca cocinero con experiencia en Valencia, seguridad alimentaria',
    language: 'nl',
    title: 'Kok',
    category: 'hospitality',
    skills: ['Voedselveiligheid (HACCP)', 'Koken'],
  },
  {
    prompt: 'Wij zoeken een verpleegkundige in Amsterdam met ervaring in de ouderenzorg',
    language: 'pt',
    title: 'Enfermeiro(a)',
    category: 'healthcare',
    skills: ['Geriatria', 'Cuidados ao paciente'],
  },
  {
    prompt: 'Looking for a warehouse operative in Madrid: inventory management, forklift, part-time',
    language: 'es',
    title: 'Mozo/a de Almacén',
    category: 'logistics',
    skills: ['Gestión de inventario', 'Manejo de carretilla elevadora'],
  },
  {
    prompt: 'Hiring a receptionist in Amsterdam, Microsoft Office, scheduling, English',
    language: 'nl',
    title: 'Receptionist',
    category: 'admin',
    skills: ['Microsoft Office', 'Agendabeheer', 'Engels'],
  },
];

/**
 * A role the vocabulary lacks: the request's words are its title when they are in the job's
 * language; else its field's title in that language; still classified.
 */
const UNKNOWN_ROLES: Row[] = [
  { prompt: 'Looking for a sommelier', language: 'en', title: 'Sommelier', category: 'hospitality' },
  // Asked in English for a Spanish job: the title is in the job's language (spec 3: `language` is
  // the language of the generated details), so the role's field titles it, never English words.
  {
    prompt: 'Looking for a sommelier for our wine bar in Porto',
    language: 'es',
    title: 'Profesional de hostelería y restauración',
    category: 'hospitality',
    skills: ['Conocimiento de vinos'],
  },
  { prompt: 'hiring a dog groomer', language: 'en', title: 'Dog Groomer', category: 'animals' },
  {
    prompt: 'hiring a dog groomer in Austin',
    language: 'es',
    title: 'Profesional de cuidado de animales',
    category: 'animals',
    skills: ['Cuidado de animales'],
  },
  {
    prompt: 'Se busca cuidador de perros en Sevilla',
    language: 'es',
    title: 'Cuidador de Perros',
    category: 'animals',
    not: 'Cuidador/a',
  },
  {
    prompt: 'Wij zoeken een hondentrimmer in Utrecht',
    language: 'nl',
    title: 'Hondentrimmer',
    category: 'animals',
  },
  { prompt: 'Procuramos um tatuador em Lisboa', language: 'pt', title: 'Tatuador', category: 'beauty' },
  {
    prompt: 'Please create a job post for a tattoo artist in Berlin',
    language: 'en',
    title: 'Tattoo Artist',
    category: 'beauty',
  },
  // No field and no Dutch name: the request's words, never the generic "Medewerker".
  { prompt: 'Beekeeper for a farm near Porto', language: 'nl', title: 'Beekeeper' },
  {
    prompt: 'Nurse educator for our hospital in Leeds',
    language: 'en',
    title: 'Nurse Educator',
    not: 'Registered Nurse',
  },
  { prompt: 'Scrum master in Madrid', language: 'es', title: 'Scrum Master', not: 'Jefe/a de Proyecto' },
  {
    prompt: 'Buscamos peluqueros caninos en Valencia',
    language: 'es',
    title: 'Peluquero Canino',
    category: 'animals',
    not: 'Peluquero/a',
  },
];

/** A role the vocabulary has: its title in the job's language, whatever language the request is in. */
const KNOWN_ROLES: Row[] = [
  { prompt: 'We need a barista for our café in Lisbon', language: 'en', title: 'Barista', not: 'Bartender' },
  { prompt: 'We need a barista for our café in Lisbon', language: 'pt', title: 'Barista', not: 'Bartender' },
  { prompt: 'Bartender for a cocktail bar in Madrid', language: 'es', title: 'Camarero/a de Barra' },
  { prompt: 'Registered nurse in Lisbon, night shifts', language: 'pt', title: 'Enfermeiro(a)' },
  { prompt: 'Night nurse in London', language: 'en', title: 'Registered Nurse' },
  { prompt: 'Buscamos camareros para un restaurante en Madrid', language: 'es', title: 'Camarero/a' },
  { prompt: 'Zoeken twee kappers in Utrecht', language: 'nl', title: 'Kapper' },
  { prompt: 'Pastry chef in Lyon', language: 'en', title: 'Chef' },
  {
    prompt: 'Remote customer support agent in Spain',
    language: 'en',
    title: 'Customer Service Representative',
  },
  { prompt: 'Hiring two baristas in Porto', language: 'nl', title: 'Barista' },
];

/** Near misses: the closest role wins only when the request really names it. */
const NEAR_MISSES: Row[] = [
  { prompt: 'Dental hygienist in Porto', language: 'en', title: 'Dental Hygienist', not: 'Dental Assistant' },
  {
    prompt: 'Truck driver for long-haul routes in Texas',
    language: 'en',
    title: 'Truck Driver',
    not: 'Delivery Driver',
  },
  {
    prompt: 'Cajero para nuestro supermercado en Lima',
    language: 'es',
    title: 'Cajero/a',
    not: 'Dependiente/a',
  },
  {
    prompt: 'DBA with SQL Server experience in Berlin',
    language: 'en',
    title: 'DBA',
    not: 'Waiter / Waitress',
  },
  {
    prompt: 'Nurse with customer service skills in Leeds',
    language: 'en',
    title: 'Registered Nurse',
    not: 'Customer Service Representative',
  },
  {
    prompt: 'Pet nurse in Leeds',
    language: 'en',
    title: 'Pet Nurse',
    category: 'animals',
    not: 'Registered Nurse',
  },
  {
    prompt: 'Recepcionista para una clínica dental en Madrid',
    language: 'es',
    title: 'Recepcionista',
    not: 'Administrativo/a',
  },
  {
    prompt: 'Machine learning engineer in Amsterdam',
    language: 'nl',
    title: 'Machine Learning Engineer',
    not: 'Data Scientist',
  },
  {
    prompt: 'Social media manager in Lisbon',
    language: 'pt',
    title: 'Analista de Mídias Sociais',
    not: 'Especialista em Marketing Digital',
  },
  { prompt: 'Cook for a school canteen in Leeds', language: 'en', title: 'Cook', not: 'Chef' },
];

const ROWS: [string, Row[]][] = [
  ['details in the requested language', DETAILS],
  ['roles outside the vocabulary keep the request’s words', UNKNOWN_ROLES],
  ['roles of the vocabulary still map', KNOWN_ROLES],
  ['near misses', NEAR_MISSES],
];

describe('job-builder answers in the requested language, through the SDK against the emulator', () => {
  let emu: Emulator;
  let client: PlatformClient;

  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', unlimited: true });
    client = clientFor(await doors[0]!.connect(emu), DEMO_KEYS.globexAdmin, { maxRetries: 0 });
  });
  afterAll(() => emu.close());

  for (const [name, rows] of ROWS) {
    describe(name, () => {
      it.each(rows.map((row) => [`${row.prompt} (${row.language})`, row] as const))('%s', async (_, row) => {
        const job = await client.jobBuilder.generate({
          prompt: row.prompt,
          language: row.language,
          includeDescription: true,
        });
        expect(job.language).toBe(row.language);
        expect(job.title).toBe(row.title);
        if (row.not) expect(job.title).not.toBe(row.not);
        if (row.category) expect(job.categories[0]).toMatchObject({ id: row.category, primary: true });
        for (const skill of row.skills ?? []) expect(job.skills).toContain(skill);
        // Every detail is the vocabulary's, in the job's language.
        const language = row.language;
        const skillNames = new Set(SKILLS.map((s) => s.names[language]));
        expect(job.skills.filter((s) => !skillNames.has(s))).toEqual([]);
        const categoryNames = Object.values(CATEGORIES).map((c) => c[language]);
        for (const c of job.categories) expect(categoryNames).toContain(c.name);
        expect(Object.values(EDUCATION).map((e) => e[language])).toContain(job.education[0]);
        expect(job.description).toContain(`<h3>${TEXTS[language].headings.requirements}</h3>`);
        if (language !== 'en') expect(englishIn(job, language)).toEqual([]);
      });
    });
  }

  it('a request in another language than the job’s is not quoted in the description', async () => {
    const prompt = 'We need a nurse for our clinic in Seville, night shifts';
    const es = await client.jobBuilder.generate({ prompt, language: 'es', includeDescription: true });
    expect(es.description).not.toContain('night shifts');
    expect(es.description).not.toContain(TEXTS.es.headings.about);
    const en = await client.jobBuilder.generate({ prompt, language: 'en', includeDescription: true });
    expect(en.description).toContain(prompt);
  });

  it('the English vocabulary check finds untranslated words (it is no check that cannot fail)', () => {
    const untranslated = {
      skills: ['Customer service', 'Inglés'],
      education: ["Bachelor's degree"],
      categories: [{ name: 'Healthcare' }],
      description: '<p>Buscamos un/a Enfermero/a (Remote (worldwide)).</p><ul><li>Full-time</li></ul>',
    };
    expect(englishIn(untranslated, 'es')).toEqual(
      expect.arrayContaining([
        'Customer service',
        "Bachelor's degree",
        'Healthcare',
        'Full-time',
        'Remote (worldwide)',
      ]),
    );
    // Proper names and words the language uses as its own are no English in it.
    expect(
      englishIn(
        {
          skills: ['PostgreSQL', 'Excel', 'SAP'],
          education: [],
          categories: [{ name: 'Marketing' }],
          description: '',
        },
        'es',
      ),
    ).toEqual([]);
  });
});
