/** Job categories, with their names in the four languages of the job-builder. */
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
    es: 'IT e infraestructura',
    nl: 'IT en infrastructuur',
    pt: 'TI e infraestrutura',
  },
  healthcare: { en: 'Healthcare', es: 'Sanidad', nl: 'Zorg', pt: 'Saúde' },
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
  hr: { en: 'Human Resources', es: 'Recursos humanos', nl: 'Human resources', pt: 'Recursos humanos' },
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
    pt: 'Hotelaria e restauração',
  },
  retail: { en: 'Retail', es: 'Comercio minorista', nl: 'Detailhandel', pt: 'Varejo' },
  construction: {
    en: 'Construction & Trades',
    es: 'Construcción y oficios',
    nl: 'Bouw en techniek',
    pt: 'Construção e ofícios',
  },
  education: { en: 'Education', es: 'Educación', nl: 'Onderwijs', pt: 'Educação' },
  legal: { en: 'Legal', es: 'Legal', nl: 'Juridisch', pt: 'Jurídico' },
  admin: { en: 'Administration', es: 'Administración', nl: 'Administratie', pt: 'Administração' },
  engineering: { en: 'Engineering', es: 'Ingeniería', nl: 'Engineering', pt: 'Engenharia' },
  general: { en: 'General', es: 'General', nl: 'Algemeen', pt: 'Geral' },
} as const;

export type CategoryId = keyof typeof CATEGORIES;

/** Education levels, in the four languages. */
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
    pt: 'Ensino médio',
  },
  vocational: {
    en: 'Vocational training',
    es: 'Formación profesional',
    nl: 'Mbo-opleiding',
    pt: 'Formação técnica',
  },
  bachelor: {
    en: "Bachelor's degree",
    es: 'Grado universitario',
    nl: 'Hbo- of wo-bachelor',
    pt: 'Licenciatura',
  },
  master: { en: "Master's degree", es: 'Máster', nl: 'Master', pt: 'Mestrado' },
  phd: { en: 'Doctorate (PhD)', es: 'Doctorado', nl: 'Promotie (PhD)', pt: 'Doutorado' },
} as const;

export type EducationLevel = keyof typeof EDUCATION;
