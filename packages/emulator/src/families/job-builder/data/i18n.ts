import type { EmploymentType, JobLanguage, SalaryPeriod, WorkModeType } from '@platform-api/sdk/schemas';

/** Words of a hiring request, in the four languages, that name what the job-builder reads. */
export const KEYWORDS = {
  // Work-mode and place words: work-mode-words.ts.
  partTime: [
    'part time',
    'part-time',
    'parttime',
    'media jornada',
    'tiempo parcial',
    'jornada parcial',
    'deeltijd',
    'deeltijds',
    'halftijds',
    'deeltijdse baan',
    'meio periodo',
    'tempo parcial',
    'meio expediente',
    'meia jornada',
    'jornada reducida',
  ],
  fullTime: [
    'full time',
    'full-time',
    'fulltime',
    'jornada completa',
    'tiempo completo',
    'voltijd',
    'fulltime',
    'tempo integral',
    'tempo inteiro',
    'periodo integral',
    'voltijds',
    // A permanent contract is no contract role ("contract" alone is): "Contract: permanent, full time".
    'permanent',
    'permanent contract',
    'permanent role',
    'permanent position',
    'contrato indefinido',
    'indefinido',
    'contrato fijo',
    'contrato efetivo',
    'contrato sem termo',
    'sem termo',
    'efetivo',
    'vast contract',
    'vaste aanstelling',
    'vaste baan',
    'vast dienstverband',
    'onbepaalde tijd',
    'onbepaalde duur',
    'contract voor onbepaalde tijd',
    'contract onbepaalde duur',
  ],
  internship: [
    'intern',
    'internship',
    'practicas',
    'becario',
    'becaria',
    'beca',
    'estagio',
    'estagiario',
    'estagiaria',
    'stagiair',
    'stagiaire',
    'stageplek',
    'stageplaats',
    'stagevergoeding',
    'afstudeerstage',
    'meewerkstage',
    'trainee',
    'beca de practicas',
    'vaga de estagio',
  ],
  temporary: [
    'temporary',
    'temp',
    'seasonal',
    'interim',
    'fixed term',
    'fixed-term',
    'temporal',
    'eventual',
    'de temporada',
    'temporario',
    'temporaria',
    'temporarios',
    'temporarias',
    'vaga temporaria',
    'temporada',
    'campana de verano',
    'summer season',
    'seasonal role',
    'seizoen',
    'seizoenswerk',
    'zomerseizoen',
    'bepaalde tijd',
    'bepaalde duur',
    'a termo',
    'termo certo',
    'substituicao',
    'tijdelijk',
    'tijdelijke',
    'tijdelijk contract',
    'tijdelijke baan',
    'contrato temporal',
    'contrato temporario',
    'contrato a termo',
    'contrato por tiempo determinado',
    'uitzendkracht',
    'sustitucion',
    'suplencia',
  ],
  contract: [
    'contract',
    'contrato',
    'contractor',
    'contract role',
    'contract position',
    'b2b contract',
    'pj',
    'pessoa juridica',
    'por obra',
    'detachering',
    'detacheringsopdracht',
    'contrato mercantil',
    'contratacao pj',
  ],
  freelance: [
    'freelance',
    'freelancer',
    'autonomo',
    'autonoma',
    'zzp',
    'zzp er',
    'por projeto',
    'por proyecto',
    'self-employed',
    'freela',
    'freelas',
    'recibos verdes',
    'recibo verde',
    'prestacao de servicos',
    'prestacion de servicios',
    'trabajador autonomo',
    'opdrachtbasis',
  ],
  junior: [
    'junior',
    'jr',
    'entry level',
    'entry-level',
    'graduate',
    'sin experiencia',
    'recien graduado',
    'recem formado',
    'starter',
    'beginner',
  ],
  senior: ['senior', 'sr', 'experienced', 'experimentado', 'experiente', 'ervaren'],
  lead: [
    'lead',
    'head of',
    'jefe de',
    'jefa de',
    'lider',
    'responsable de',
    'coordinador',
    'coordinadora',
    'teamleider',
    'teamlead',
    'chefe de',
    'gerente de',
  ],
  negotiable: [
    'negotiable',
    'to be agreed',
    'a convenir',
    'negociable',
    'segun valia',
    'bespreekbaar',
    'in overleg',
    'negociavel',
    'a combinar',
    'competitive salary',
    'salario competitivo',
    'competitief salaris',
    // "n.o.t.k." (nader overeen te komen), "nog overeen te komen", "a negociar", "a definir".
    'notk',
    'n o t k',
    'nader overeen te komen',
    'nog overeen te komen',
    'overeen te komen',
    'onderhandelbaar',
    'a negociar',
    'negociable segun experiencia',
    'a definir',
    'a discutir',
    'open to negotiation',
  ],
  bachelor: [
    'degree',
    'bachelor',
    'bachelors',
    'bsc',
    'grado',
    'licenciatura',
    'titulo universitario',
    'universitario',
    'hbo',
    'graduacao',
    'ensino superior',
    'bacharelado',
  ],
  master: [
    'master',
    'masters',
    'msc',
    'mba',
    'maestria',
    'mestrado',
    'posgrado',
    'postgrado',
    'pos-graduacao',
  ],
  phd: ['phd', 'doctorate', 'doctorado', 'doutorado', 'promotie'],
  vocational: [
    'vocational',
    'formacion profesional',
    'fp',
    'ciclo formativo',
    'mbo',
    'curso tecnico',
    'certificate',
    'certificado',
    'certificaat',
  ],
} as const;

export type Keyword = keyof typeof KEYWORDS;

/** Extra pay a request can mention, with its label in each language. */
export const COMPENSATION: readonly { words: readonly string[]; label: Record<JobLanguage, string> }[] = [
  {
    words: ['bonus', 'bono', 'bonificacion', 'bonificacao', 'variabele beloning'],
    label: {
      en: 'Performance bonus',
      es: 'Bonificación por objetivos',
      nl: 'Prestatiebonus',
      pt: 'Bônus por desempenho',
    },
  },
  {
    words: [
      'equity',
      'stock options',
      'shares',
      'acciones',
      'opciones sobre acciones',
      'participacion',
      'aandelen',
      'acoes',
      'esop',
    ],
    label: {
      en: 'Equity',
      es: 'Participación en el capital',
      nl: 'Aandelenopties',
      pt: 'Participação acionária',
    },
  },
  {
    words: ['commission', 'commissions', 'comision', 'comisiones', 'comissao', 'comissoes', 'provisie'],
    label: { en: 'Sales commission', es: 'Comisiones por ventas', nl: 'Provisie', pt: 'Comissões de vendas' },
  },
  {
    words: [
      '13th month',
      '13th salary',
      'pagas extra',
      'paga extra',
      'decimo tercero',
      '13e maand',
      'decimo terceiro',
      '13o salario',
    ],
    label: { en: '13th-month pay', es: 'Pagas extra', nl: 'Dertiende maand', pt: 'Décimo terceiro salário' },
  },
  {
    words: ['tips', 'propinas', 'gorjetas', 'fooien'],
    label: { en: 'Tips', es: 'Propinas', nl: 'Fooien', pt: 'Gorjetas' },
  },
  {
    words: ['company car', 'coche de empresa', 'auto van de zaak', 'leaseauto', 'carro da empresa'],
    label: { en: 'Company car', es: 'Coche de empresa', nl: 'Auto van de zaak', pt: 'Carro da empresa' },
  },
  {
    words: [
      'meal vouchers',
      'ticket restaurante',
      'tickets restaurante',
      'vale refeicao',
      'vale alimentacao',
      'maaltijdcheques',
    ],
    label: { en: 'Meal vouchers', es: 'Tickets restaurante', nl: 'Maaltijdcheques', pt: 'Vale-refeição' },
  },
];

/** A name inside a sentence: lower case but for words written with capitals inside ("IT"). */
const inSentence = (name: string) =>
  name.replace(/[\p{L}\p{N}]+/gu, (w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.toLowerCase()));

/** Words of each language, for the title, the work mode and the description. */
export interface Texts {
  locale: string;
  seniority: { junior: string; senior: string; lead: string };
  /** Seniority words go before the title (en, nl) or after it (es, pt). */
  seniorityAfter: boolean;
  genericTitle: string;
  specialist: (skill: string) => string;
  /** The title of a role the vocabulary lacks, by its field, when its own words are another language's. */
  fieldRole: (category: string) => string;
  remote: string;
  worldwide: string;
  workMode: Record<WorkModeType, string>;
  employment: Record<EmploymentType, string>;
  period: Record<SalaryPeriod, string>;
  headings: { about: string; responsibilities: string; requirements: string; offer: string };
  intro: (title: string, place: string) => string;
  /**
   * `skills`: the first skills as a list in a sentence ("atención al cliente, inglés y Excel"), null
   * when there are none; `category`: the field in a sentence, null for a job of no known category.
   */
  responsibilities: (skills: string | null, category: string | null) => string[];
  experience: string;
}

/** Portuguese is written as in Brazil (você, equipe, Sênior), in every text of the vocabulary. */
export const TEXTS: Record<JobLanguage, Texts> = {
  en: {
    locale: 'en',
    seniority: { junior: 'Junior', senior: 'Senior', lead: 'Lead' },
    seniorityAfter: false,
    genericTitle: 'Team Member',
    specialist: (skill) => `${skill} Specialist`,
    fieldRole: (category) => `${category} Professional`,
    remote: 'Remote',
    worldwide: 'Remote (worldwide)',
    workMode: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
    employment: {
      fullTime: 'Full-time',
      partTime: 'Part-time',
      contract: 'Contract',
      temporary: 'Temporary',
      internship: 'Internship',
      freelance: 'Freelance',
    },
    period: { hourly: 'per hour', monthly: 'per month', yearly: 'per year' },
    headings: {
      about: 'About the role',
      responsibilities: 'What you will do',
      requirements: 'What we are looking for',
      offer: 'What we offer',
    },
    intro: (title, place) =>
      `We are looking for ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} to join our team (${place}).`,
    responsibilities: (skills, category) => [
      category
        ? `Own day-to-day work in ${category}, from planning to delivery.`
        : 'Own your daily tasks, from planning to delivery.',
      skills ? `Apply ${skills} in your daily work.` : 'Learn our tools and ways of working quickly.',
      'Work closely with your colleagues and keep the team informed.',
    ],
    experience: 'Relevant experience in a similar role',
  },
  es: {
    locale: 'es',
    seniority: { junior: 'Júnior', senior: 'Sénior', lead: 'Líder' },
    seniorityAfter: true,
    genericTitle: 'Colaborador/a',
    specialist: (skill) => `Especialista en ${skill}`,
    fieldRole: (category) => `Profesional de ${inSentence(category)}`,
    remote: 'Remoto',
    worldwide: 'Remoto (desde cualquier país)',
    workMode: { onsite: 'Presencial', hybrid: 'Híbrido', remote: 'Remoto' },
    employment: {
      fullTime: 'Jornada completa',
      partTime: 'Media jornada',
      contract: 'Contrato por proyecto',
      temporary: 'Temporal',
      internship: 'Prácticas',
      freelance: 'Autónomo/a',
    },
    period: { hourly: 'por hora', monthly: 'al mes', yearly: 'al año' },
    headings: {
      about: 'Sobre el puesto',
      responsibilities: 'Qué harás',
      requirements: 'Qué buscamos',
      offer: 'Qué ofrecemos',
    },
    intro: (title, place) => `Buscamos un/a ${title} para incorporarse a nuestro equipo (${place}).`,
    responsibilities: (skills, category) => [
      category
        ? `Encargarte del trabajo diario del área de ${category}, de la planificación a la entrega.`
        : 'Encargarte de tus tareas diarias, de la planificación a la entrega.',
      skills
        ? `Aplicar ${skills} en tu día a día.`
        : 'Aprender rápidamente nuestras herramientas y formas de trabajar.',
      'Colaborar de cerca con tus compañeros y mantener informado al equipo.',
    ],
    experience: 'Experiencia en un puesto similar',
  },
  nl: {
    locale: 'nl',
    seniority: { junior: 'Junior', senior: 'Senior', lead: 'Leidinggevend' },
    seniorityAfter: false,
    genericTitle: 'Medewerker',
    specialist: (skill) => `${skill}-specialist`,
    fieldRole: (category) => `Medewerker ${inSentence(category)}`,
    remote: 'Op afstand',
    worldwide: 'Op afstand (wereldwijd)',
    workMode: { onsite: 'Op locatie', hybrid: 'Hybride', remote: 'Op afstand' },
    employment: {
      fullTime: 'Voltijd',
      partTime: 'Deeltijd',
      contract: 'Op contractbasis',
      temporary: 'Tijdelijk',
      internship: 'Stage',
      freelance: 'Freelance',
    },
    period: { hourly: 'per uur', monthly: 'per maand', yearly: 'per jaar' },
    headings: {
      about: 'Over de functie',
      responsibilities: 'Wat je gaat doen',
      requirements: 'Wat we zoeken',
      offer: 'Wat we bieden',
    },
    intro: (title, place) => `We zoeken een ${title} voor ons team (${place}).`,
    responsibilities: (skills, category) => [
      category
        ? `Je bent verantwoordelijk voor het dagelijkse werk binnen ${category}, van planning tot oplevering.`
        : 'Je bent verantwoordelijk voor je dagelijkse taken, van planning tot oplevering.',
      skills ? `Je werkt dagelijks met ${skills}.` : 'Je leert snel onze tools en werkwijze kennen.',
      'Je werkt nauw samen met je collega’s en houdt het team op de hoogte.',
    ],
    experience: 'Relevante ervaring in een vergelijkbare functie',
  },
  pt: {
    locale: 'pt',
    seniority: { junior: 'Júnior', senior: 'Sênior', lead: 'Líder' },
    seniorityAfter: true,
    genericTitle: 'Colaborador(a)',
    specialist: (skill) => `Especialista em ${skill}`,
    fieldRole: (category) => `Profissional de ${inSentence(category)}`,
    remote: 'Remoto',
    worldwide: 'Remoto (de qualquer país)',
    workMode: { onsite: 'Presencial', hybrid: 'Híbrido', remote: 'Remoto' },
    employment: {
      fullTime: 'Tempo integral',
      partTime: 'Meio período',
      contract: 'Contrato por projeto',
      temporary: 'Temporário',
      internship: 'Estágio',
      freelance: 'Freelancer',
    },
    period: { hourly: 'por hora', monthly: 'por mês', yearly: 'por ano' },
    headings: {
      about: 'Sobre a vaga',
      responsibilities: 'O que você vai fazer',
      requirements: 'O que buscamos',
      offer: 'O que oferecemos',
    },
    intro: (title, place) => `Procuramos um(a) ${title} para fazer parte da nossa equipe (${place}).`,
    responsibilities: (skills, category) => [
      category
        ? `Cuidar do trabalho diário da área de ${category}, do planejamento à entrega.`
        : 'Cuidar das suas tarefas diárias, do planejamento à entrega.',
      skills
        ? `Aplicar ${skills} no dia a dia.`
        : 'Aprender rapidamente nossas ferramentas e formas de trabalho.',
      'Trabalhar de perto com os colegas e manter a equipe informada.',
    ],
    experience: 'Experiência em função semelhante',
  },
};
