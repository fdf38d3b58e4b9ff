import type { JobLanguage } from '@platform-api/sdk/schemas';

/**
 * The words a hiring request uses to say where and how the work happens, one table per language
 * (the request may be written in any of them, whatever language the answer is asked in). Phrases
 * are matched folded (case and accents ignored: "não" is "nao"), longest first, in the words the
 * roles and skills did not take. Read by `work-mode.ts`, a NegEx-style reader: a negation cue
 * negates the mode words after it up to the end of its clause (a comma or stronger punctuation, or
 * a word such as "but", "pero", "maar", "mas") and at most `NEGATION_REACH` words; a
 * two-way cue ("not possible", "no es posible") negates the mode words before or after it in its
 * clause; a pseudo-negation ("not only", "no solo") negates nothing.
 */
export interface WorkModeWords {
  /** Remote work: remote, work from home, teletrabajo, thuiswerken, trabalho remoto. */
  remote: readonly string[];
  /** Remote with no office time at all: fully remote, 100% remoto, volledig op afstand. */
  fullRemote: readonly string[];
  hybrid: readonly string[];
  /** Work at the employer's place: on-site, in the office, presencial, op kantoor. */
  onsite: readonly string[];
  /** Remote from any country, whatever place the request names (a headquarters). */
  worldwide: readonly string[];
  /** Remote from anywhere, unless the request names a country ("anywhere in Spain"). */
  anywhere: readonly string[];
  /** An office or a home, as places a day is spent in ("three days in the office"). */
  office: readonly string[];
  home: readonly string[];
  /** Days of the week, and words for days of work in one place ("thuiswerkdagen"). */
  day: readonly string[];
  weekday: readonly string[];
  officeDay: readonly string[];
  homeDay: readonly string[];
  /** How many days: number words (1 to 5), and "some", "a few". */
  numbers: Readonly<Record<string, number>>;
  some: readonly string[];
  /** Negation before the words it negates: not, no, sin, geen, não. */
  negation: readonly string[];
  /** Negation before or after: "remote work is not possible", "no es posible trabajar en remoto". */
  twoWayNegation: readonly string[];
  /** Looks like a negation, negates nothing: not only, no solo, niet alleen, não só. */
  pseudoNegation: readonly string[];
  /** Ends a negation's reach inside a clause: but, pero, maar, mas. */
  terminator: readonly string[];
  /** A company's headquarters: a place after it is the company's, not the remote job's. */
  headquarters: readonly string[];
  /**
   * Where candidates come from ("candidates from Belgium are welcome", "aceitamos candidatos do
   * Canadá"): a place after it is theirs, never the job's (a place they must live in is: "remote for
   * candidates in Portugal").
   */
  candidateOrigin: readonly string[];
  /**
   * A part of the week: beside a remote or home word it makes the job hybrid ("partly remote",
   * "teletrabajo parcial", "deels thuis", "teletrabalho parcial").
   */
  partial: readonly string[];
  /** "A week" after a count of times ("2x per week", "3x por semana"): that many days. */
  perWeek: readonly string[];
}

/** Words a negation reaches at most (NegEx uses five or six). */
export const NEGATION_REACH = 6;

export const WORK_MODE_WORDS: Readonly<Record<JobLanguage, WorkModeWords>> = {
  en: {
    remote: [
      'remote',
      'remotely',
      'work from home',
      'working from home',
      'wfh',
      'home office',
      'home based',
      'home-based',
      'remote first',
      'remote-first',
      'telecommute',
      'telecommuting',
      'distributed team',
    ],
    fullRemote: [
      'fully remote',
      'full remote',
      '100% remote',
      'completely remote',
      'entirely remote',
      'remote only',
      'only remote',
      'all remote',
      '100% from home',
    ],
    hybrid: ['hybrid', 'partly remote', 'partially remote', 'part remote', 'flexible working'],
    onsite: [
      'on-site',
      'onsite',
      'on site',
      'in office',
      'in-office',
      'in the office',
      'at the office',
      'office based',
      'office-based',
      'in person',
      'in-person',
      'on premises',
      'at our office',
      'at our offices',
    ],
    worldwide: [
      'worldwide',
      'anywhere in the world',
      'anywhere on earth',
      'any country',
      'any time zone',
      'any timezone',
      'fully distributed',
      'globally',
    ],
    anywhere: ['anywhere', 'from anywhere', 'any location'],
    office: ['office', 'offices', 'the office', 'our office', 'site', 'the site'],
    home: ['home', 'from home', 'at home'],
    day: ['day', 'days'],
    weekday: [
      'monday',
      'mondays',
      'tuesday',
      'tuesdays',
      'wednesday',
      'wednesdays',
      'thursday',
      'thursdays',
      'friday',
      'fridays',
    ],
    officeDay: ['office days', 'office day', 'in-office days', 'anchor days'],
    homeDay: ['home days', 'remote days', 'wfh days'],
    numbers: { one: 1, two: 2, three: 3, four: 4, five: 5 },
    some: ['some', 'few', 'several', 'certain', 'couple'],
    negation: [
      'not',
      'no',
      'non',
      'never',
      'cannot',
      'can t',
      'can not',
      'isn t',
      'is not',
      'won t',
      'don t',
      'doesn t',
      'do not',
      'does not',
      'without',
      'unable to',
      'neither',
      'nor',
    ],
    twoWayNegation: [
      'not possible',
      'isn t possible',
      'is not possible',
      'not allowed',
      'not permitted',
      'not available',
      'not an option',
      'not offered',
      'not supported',
      'not eligible',
    ],
    pseudoNegation: [
      'not only',
      'not just',
      'no matter',
      'no doubt',
      'not necessarily',
      'not a problem',
      'no problem',
      'no worries',
    ],
    terminator: ['but', 'however', 'although', 'though', 'except', 'instead', 'whereas', 'yet'],
    headquarters: [
      'headquarters',
      'headquartered',
      'hq',
      'head office',
      'head offices',
      'main office',
      'home base',
      'registered office',
      'company based in',
      'company located in',
    ],
    candidateOrigin: [
      'candidates from',
      'applicants from',
      'candidates coming from',
      'talent from',
      'people from',
      'relocating from',
      'relocation from',
    ],
    partial: ['partly', 'partially', 'part', 'partial', 'half'],
    perWeek: ['week', 'a week', 'per week', 'wk', 'weekly', 'a wk', 'per wk'],
  },
  es: {
    remote: [
      'remoto',
      'remota',
      'en remoto',
      'a distancia',
      'trabajo a distancia',
      'teletrabajo',
      'teletrabajar',
      'desde casa',
      'desde tu casa',
      'home office',
    ],
    fullRemote: [
      '100% remoto',
      '100% en remoto',
      '100% teletrabajo',
      'totalmente remoto',
      'completamente remoto',
      'solo remoto',
      'full remote',
      'remoto total',
    ],
    hybrid: [
      'hibrido',
      'hibrida',
      'modalidad hibrida',
      'semipresencial',
      'semi presencial',
      'parcialmente remoto',
      'mixto',
    ],
    onsite: [
      'presencial',
      'presenciales',
      'en la oficina',
      'en oficina',
      'en nuestras oficinas',
      'en las instalaciones',
      'in situ',
    ],
    worldwide: [
      'todo el mundo',
      'cualquier parte del mundo',
      'cualquier lugar del mundo',
      'cualquier pais',
      'a nivel mundial',
      'desde cualquier pais',
    ],
    anywhere: ['cualquier lugar', 'cualquier parte', 'desde cualquier lugar', 'desde donde quieras'],
    office: ['oficina', 'oficinas', 'la oficina'],
    home: ['casa', 'desde casa', 'en casa', 'domicilio'],
    day: ['dia', 'dias', 'jornada', 'jornadas'],
    weekday: ['lunes', 'martes', 'miercoles', 'jueves', 'viernes'],
    officeDay: [],
    homeDay: [],
    numbers: { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 },
    some: ['algunos', 'algunas', 'unos', 'unas', 'varios', 'varias', 'ciertos'],
    negation: ['no', 'sin', 'nunca', 'ni', 'tampoco', 'no se admite', 'no se permite', 'no hay'],
    twoWayNegation: [
      'no es posible',
      'no esta permitido',
      'no permitido',
      'no disponible',
      'no se ofrece',
      'no aplica',
    ],
    pseudoNegation: ['no solo', 'no solamente', 'no importa', 'sin problema', 'sin duda', 'no es problema'],
    terminator: ['pero', 'sino', 'aunque', 'excepto', 'salvo', 'sin embargo', 'mientras'],
    headquarters: [
      'sede',
      'sede central',
      'oficinas centrales',
      'oficina central',
      'casa matriz',
      'matriz',
      // "Empresa de Barcelona busca…", "somos de Sevilla": where the company is from.
      'empresa de',
      'empresa ubicada en',
      'somos de',
      'somos una empresa de',
    ],
    candidateOrigin: [
      'candidaturas desde',
      'candidaturas de',
      'candidatos de',
      'candidatos desde',
      'candidatas de',
      'postulantes de',
      'postulaciones desde',
      'perfiles de',
      'personas de',
    ],
    partial: ['parcial', 'parcialmente', 'en parte', 'medio'],
    perWeek: ['semana', 'a la semana', 'por semana', 'semanales', 'semanal'],
  },
  nl: {
    remote: [
      'op afstand',
      'remote',
      'thuiswerken',
      'thuis werken',
      'thuiswerk',
      'vanuit huis',
      'werken vanuit huis',
      'remote werken',
      'thuis',
    ],
    fullRemote: [
      'volledig op afstand',
      'volledig remote',
      'volledig thuiswerken',
      '100% thuiswerken',
      '100% remote',
    ],
    hybrid: ['hybride', 'hybrid', 'deels thuiswerken', 'deels op afstand'],
    onsite: ['op locatie', 'op kantoor', 'op de werkvloer', 'in de winkel', 'op het kantoor', 'op de zaak'],
    worldwide: ['wereldwijd', 'overal ter wereld', 'waar ook ter wereld', 'elk land'],
    anywhere: ['overal', 'waar dan ook', 'vanuit heel'],
    office: ['kantoor', 'het kantoor', 'locatie'],
    home: ['thuis', 'huis'],
    day: ['dag', 'dagen'],
    weekday: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'],
    officeDay: ['kantoordag', 'kantoordagen'],
    homeDay: ['thuiswerkdag', 'thuiswerkdagen'],
    numbers: { een: 1, twee: 2, drie: 3, vier: 4, vijf: 5 },
    some: ['enkele', 'een paar', 'sommige', 'aantal'],
    negation: ['niet', 'geen', 'nooit', 'zonder'],
    twoWayNegation: ['niet mogelijk', 'niet toegestaan', 'niet aan de orde', 'niet van toepassing'],
    pseudoNegation: ['niet alleen', 'niet enkel', 'geen probleem', 'geen bezwaar'],
    terminator: ['maar', 'echter', 'behalve', 'hoewel', 'wel'],
    headquarters: ['hoofdkantoor', 'hoofdvestiging', 'hoofdzetel', 'bedrijf uit', 'wij komen uit'],
    candidateOrigin: ['kandidaten uit', 'sollicitanten uit', 'kandidaten vanuit', 'mensen uit'],
    partial: ['deels', 'gedeeltelijk', 'half', 'deel'],
    perWeek: ['week', 'per week', 'in de week', 'wekelijks'],
  },
  pt: {
    remote: [
      'remoto',
      'remota',
      'remotamente',
      'trabalho remoto',
      'teletrabalho',
      'em teletrabalho',
      'home office',
      'home-office',
      'em casa',
      'a distancia',
    ],
    fullRemote: [
      '100% remoto',
      '100% remota',
      'totalmente remoto',
      'totalmente remota',
      'full remote',
      'so remoto',
    ],
    hybrid: ['hibrido', 'hibrida', 'modelo hibrido', 'semipresencial', 'parcialmente remoto'],
    onsite: ['presencial', 'presenciais', 'no escritorio', 'nas instalacoes', 'no local'],
    worldwide: [
      'mundo todo',
      'todo o mundo',
      'qualquer lugar do mundo',
      'qualquer parte do mundo',
      'qualquer pais',
    ],
    anywhere: ['qualquer lugar', 'de qualquer lugar', 'qualquer parte'],
    office: ['escritorio', 'o escritorio'],
    home: ['casa', 'em casa'],
    day: ['dia', 'dias'],
    weekday: ['segunda', 'terca', 'quarta', 'quinta', 'sexta'],
    officeDay: [],
    homeDay: [],
    numbers: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 },
    some: ['alguns', 'algumas', 'uns', 'umas', 'certos'],
    negation: ['nao', 'sem', 'nunca', 'nem', 'nao ha'],
    twoWayNegation: ['nao e possivel', 'nao permitido', 'nao disponivel', 'nao se aplica', 'nao oferece'],
    pseudoNegation: ['nao so', 'nao apenas', 'nao somente', 'sem problema', 'nao importa', 'sem duvida'],
    terminator: ['mas', 'porem', 'embora', 'exceto', 'contudo', 'todavia', 'no entanto'],
    headquarters: [
      'sede',
      'matriz',
      'escritorio central',
      'sede central',
      // "Somos de Curitiba mas a vaga é para…", "empresa de Lisboa": where the company is from.
      'somos de',
      'empresa de',
    ],
    candidateOrigin: [
      'candidatos de',
      'candidatos do',
      'candidatos da',
      'candidatos dos',
      'candidatos das',
      'candidatas do',
      'candidatas da',
      'candidaturas de',
      'candidaturas do',
      'candidaturas da',
      'candidaturas dos',
      'candidaturas das',
      'profissionais de',
      'profissionais do',
      'profissionais da',
      'pessoas de',
      'pessoas do',
      'pessoas da',
    ],
    partial: ['parcial', 'parcialmente', 'em parte', 'meio'],
    perWeek: ['semana', 'por semana', 'na semana', 'a semana', 'semanais', 'semanal'],
  },
};
