/**
 * Job categories, with their names in the four languages of the job-builder. A name another
 * language uses as its own word (Marketing, Design in Portuguese) is written the same.
 */
export const CATEGORIES = {
  software: {
    en: 'Software Development',
    es: 'Desarrollo de software',
    nl: 'Softwareontwikkeling',
    pt: 'Desenvolvimento de software',
  },
  data: { en: 'Data & Analytics', es: 'Datos y analítica', nl: 'Data en analyse', pt: 'Dados e análise' },
  design: { en: 'Design', es: 'Diseño', nl: 'Ontwerp', pt: 'Design' },
  product: {
    en: 'Product Management',
    es: 'Gestión de producto',
    nl: 'Productmanagement',
    pt: 'Gestão de produto',
  },
  itops: {
    en: 'IT & Infrastructure',
    es: 'Informática e infraestructura',
    nl: 'IT en infrastructuur',
    pt: 'TI e infraestrutura',
  },
  healthcare: { en: 'Healthcare', es: 'Sanidad', nl: 'Gezondheidszorg', pt: 'Saúde' },
  care: {
    en: 'Care & Social Work',
    es: 'Cuidados y trabajo social',
    nl: 'Welzijn en thuiszorg',
    pt: 'Cuidados e assistência social',
  },
  sales: { en: 'Sales', es: 'Ventas', nl: 'Verkoop', pt: 'Vendas' },
  marketing: { en: 'Marketing', es: 'Marketing', nl: 'Marketing', pt: 'Marketing' },
  support: {
    en: 'Customer Service',
    es: 'Atención al cliente',
    nl: 'Klantenservice',
    pt: 'Atendimento ao cliente',
  },
  finance: {
    en: 'Finance & Accounting',
    es: 'Finanzas y contabilidad',
    nl: 'Financiën en boekhouding',
    pt: 'Finanças e contabilidade',
  },
  hr: { en: 'Human Resources', es: 'Recursos humanos', nl: 'Personeelszaken', pt: 'Recursos humanos' },
  logistics: {
    en: 'Logistics & Warehouse',
    es: 'Logística y almacén',
    nl: 'Logistiek en magazijn',
    pt: 'Logística e armazém',
  },
  manufacturing: { en: 'Manufacturing', es: 'Producción', nl: 'Productie', pt: 'Produção' },
  hospitality: {
    en: 'Hospitality & Food',
    es: 'Hostelería y restauración',
    nl: 'Horeca',
    pt: 'Hotelaria e gastronomia',
  },
  retail: { en: 'Retail', es: 'Comercio minorista', nl: 'Detailhandel', pt: 'Varejo' },
  construction: {
    en: 'Construction & Trades',
    es: 'Construcción y oficios',
    nl: 'Bouw en techniek',
    pt: 'Construção e ofícios',
  },
  education: { en: 'Education', es: 'Educación', nl: 'Onderwijs', pt: 'Educação' },
  legal: { en: 'Legal', es: 'Jurídico', nl: 'Juridisch', pt: 'Jurídico' },
  admin: { en: 'Administration', es: 'Administración', nl: 'Administratie', pt: 'Administração' },
  engineering: { en: 'Engineering', es: 'Ingeniería', nl: 'Ingenieurswerk', pt: 'Engenharia' },
  beauty: {
    en: 'Beauty & Wellness',
    es: 'Belleza y bienestar',
    nl: 'Schoonheidsverzorging',
    pt: 'Beleza e bem-estar',
  },
  security: { en: 'Security', es: 'Seguridad', nl: 'Beveiliging', pt: 'Segurança' },
  cleaning: {
    en: 'Cleaning & Facilities',
    es: 'Limpieza y servicios generales',
    nl: 'Schoonmaak en facilitair',
    pt: 'Limpeza e conservação',
  },
  animals: {
    en: 'Animal Care',
    es: 'Cuidado de animales',
    nl: 'Dierverzorging',
    pt: 'Cuidado de animais',
  },
  general: { en: 'General', es: 'General', nl: 'Algemeen', pt: 'Geral' },
} as const;

export type CategoryId = keyof typeof CATEGORIES;

/** Education levels, in the four languages (Portuguese as written in Brazil, like every pt text). */
export const EDUCATION = {
  none: {
    en: 'No formal education required',
    es: 'Sin estudios mínimos',
    nl: 'Geen opleiding vereist',
    pt: 'Sem escolaridade mínima',
  },
  secondary: {
    en: 'Secondary education',
    es: 'Educación secundaria',
    nl: 'Middelbare school',
    pt: 'Ensino médio completo',
  },
  vocational: {
    en: 'Vocational training',
    es: 'Formación profesional',
    nl: 'Mbo-opleiding',
    pt: 'Curso técnico',
  },
  bachelor: {
    en: "Bachelor's degree",
    es: 'Grado universitario',
    nl: 'Hbo- of wo-bachelor',
    pt: 'Ensino superior completo',
  },
  master: { en: "Master's degree", es: 'Máster', nl: 'Master', pt: 'Mestrado' },
  phd: { en: 'Doctorate (PhD)', es: 'Doctorado', nl: 'Promotie (PhD)', pt: 'Doutorado' },
} as const;

export type EducationLevel = keyof typeof EDUCATION;
