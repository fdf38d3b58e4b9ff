/**
 * Roles the audit's requests name: how recruiters write them in each request language, and what a
 * plausible title for them looks like in each answer language (matched against the title folded:
 * lower case, accents removed, ñ kept). `forbid` names a neighbouring role the title must not be.
 */
import type { Lang, ReqLang } from './places.ts';

export interface Role {
  key: string;
  /** Forms recruiters write; the first of each language is the singular used after an article. */
  names: Record<ReqLang, string[]>;
  title: Record<Lang, RegExp>;
  forbid?: RegExp;
  /** A plausible but broader title (a software engineer for a front-end developer): reported apart. */
  broader?: Record<Lang, RegExp>;
  /** A professional role where "senior"/"junior" belongs in the title. */
  graded?: boolean;
  /** Proper-name skills a request for this role may list (they must come back as skills). */
  tools?: string[];
  /** Generic skills in the request's language a request for this role may list. */
  kind: 'hourly' | 'salaried';
}

const r = (
  key: string,
  names: Record<ReqLang, string[]>,
  title: Record<Lang, RegExp>,
  more: Partial<Pick<Role, 'forbid' | 'graded' | 'tools' | 'broader'>> & { kind?: Role['kind'] } = {},
): Role => ({ key, names, title, kind: more.kind ?? 'salaried', ...more });

const all = (re: RegExp): Record<Lang, RegExp> => ({ en: re, es: re, nl: re, pt: re });
const SOFTWARE: Record<Lang, RegExp> = {
  en: /software|developer|engineer/,
  es: /desarroll|programador|ingenier/,
  nl: /software|developer|ontwikkelaar|engineer/,
  pt: /desenvolvedor|programador|engenheir/,
};
const TEACHER: Record<Lang, RegExp> = {
  en: /teacher/,
  es: /profesor|maestr/,
  nl: /docent|leraar|leerkracht/,
  pt: /professor/,
};

export const ROLES: Role[] = [
  r(
    'nurse',
    {
      en: ['registered nurse', 'nurse', 'staff nurse', 'nurses'],
      es: ['enfermero/a', 'enfermera', 'enfermero', 'enfermeros'],
      nl: ['verpleegkundige', 'verpleegkundigen'],
      'pt-BR': ['enfermeiro(a)', 'enfermeira', 'enfermeiro'],
      'pt-PT': ['enfermeiro/a', 'enfermeira', 'enfermeiros'],
    },
    { en: /\bnurse/, es: /enfermer/, nl: /verpleegkundig/, pt: /enfermeir/ },
    {
      forbid: /assist|auxiliar|aide|tecnic|verzorgende|helpende|assistent|educator|practitioner/,
      graded: true,
    },
  ),
  r(
    'nurseAide',
    {
      en: ['nursing assistant', 'healthcare assistant', 'certified nursing assistant'],
      es: ['auxiliar de enfermería', 'TCAE', 'auxiliar de enfermeria'],
      nl: ['verzorgende IG', 'helpende zorg', 'zorgassistent'],
      'pt-BR': ['técnico de enfermagem', 'técnica de enfermagem', 'auxiliar de enfermagem'],
      'pt-PT': ['auxiliar de ação médica', 'assistente operacional de saúde'],
    },
    {
      en: /nurs\w* (assistant|aide)|healthcare assistant|\bcna\b|care assistant/,
      es: /auxiliar de enfermeria|tcae|cuidados (auxiliares )?de enfermeria/,
      nl: /verzorgende|helpende|zorgassistent/,
      pt: /tecnic.{0,6} de enfermagem|auxiliar de enfermagem|assistente operacional|acao medica/,
    },
    { kind: 'hourly' },
  ),
  r(
    'waiter',
    {
      en: ['waiter', 'server', 'waiting staff', 'waiters'],
      es: ['camarero/a', 'camareros', 'mesero', 'camarera'],
      nl: ['ober', 'medewerker bediening', 'serveerster'],
      'pt-BR': ['garçom', 'garçonete', 'garçons'],
      'pt-PT': ['empregado de mesa', 'empregada de mesa'],
    },
    {
      en: /waiter|waitress|server|waitstaff|waiting staff/,
      es: /camarer|meser/,
      nl: /ober|bediening|serveer|kelner/,
      pt: /garcom|garconete|empregad.{0,5} de mesa/,
    },
    { forbid: /bartend|barman|barista/, kind: 'hourly' },
  ),
  r(
    'barista',
    {
      en: ['barista', 'baristas'],
      es: ['barista', 'baristas'],
      nl: ['barista'],
      'pt-BR': ['barista'],
      'pt-PT': ['barista'],
    },
    all(/barista/),
    { forbid: /bartend|barman|camarer|waiter|garcom/, kind: 'hourly' },
  ),
  r(
    'bartender',
    {
      en: ['bartender', 'barman', 'bartenders'],
      es: ['barman', 'bartender', 'coctelero'],
      nl: ['barman', 'barmedewerker', 'bartender'],
      'pt-BR': ['bartender', 'barman'],
      'pt-PT': ['barman', 'empregado de bar'],
    },
    {
      en: /bartend|barman|barkeep/,
      es: /barman|bartender|barra|cocteler/,
      nl: /barman|bartender|barmedewerker|barkeeper|barvrouw/,
      pt: /bartender|barman|empregad.{0,5} de bar/,
    },
    { forbid: /barista/, kind: 'hourly' },
  ),
  r(
    'chef',
    {
      en: ['head chef', 'chef', 'sous chef'],
      es: ['jefe de cocina', 'chef'],
      nl: ['chef-kok', 'chef kok'],
      'pt-BR': ['chef de cozinha', 'chef'],
      'pt-PT': ['chefe de cozinha', 'chef'],
    },
    { en: /chef|cook/, es: /chef|jefe.{0,3} de cocina|cociner/, nl: /chef|\bkok/, pt: /chef|cozinheir/ },
  ),
  r(
    'cook',
    {
      en: ['line cook', 'cook', 'prep cook'],
      es: ['cocinero/a', 'cocinero', 'cocineros'],
      nl: ['kok', 'zelfstandig werkend kok'],
      'pt-BR': ['cozinheiro(a)', 'cozinheira'],
      'pt-PT': ['cozinheiro', 'cozinheira'],
    },
    { en: /cook|chef/, es: /cociner|chef/, nl: /\bkok|chef/, pt: /cozinheir|chef/ },
    { kind: 'hourly' },
  ),
  r(
    'dishwasher',
    {
      en: ['dishwasher', 'kitchen porter'],
      es: ['friegaplatos', 'lavaplatos'],
      nl: ['afwasser', 'spoelkeukenmedewerker'],
      'pt-BR': ['lavador de pratos', 'auxiliar de cozinha'],
      'pt-PT': ['copeiro', 'copeira'],
    },
    {
      en: /dishwash|kitchen (porter|assistant)|steward/,
      es: /friega|lavaplat|(auxiliar|ayudante) de cocina/,
      nl: /afwas|spoel|keukenhulp/,
      pt: /lava\w* de (prat|louc)|lava.?louc|copeir|auxiliar de cozinha/,
    },
    { kind: 'hourly' },
  ),
  r(
    'cleaner',
    {
      en: ['cleaner', 'janitor', 'housekeeper', 'cleaners'],
      es: ['limpiador/a', 'personal de limpieza', 'limpiadora'],
      nl: ['schoonmaker', 'schoonmaakster', 'schoonmaakmedewerker'],
      'pt-BR': ['auxiliar de limpeza', 'faxineira', 'diarista'],
      'pt-PT': ['empregada de limpeza', 'auxiliar de limpeza'],
    },
    { en: /clean|janitor|housekeep|custodian/, es: /limpi/, nl: /schoonma/, pt: /limpeza|faxin|diarista/ },
    { kind: 'hourly' },
  ),
  r(
    'receptionist',
    {
      en: ['receptionist', 'front desk agent'],
      es: ['recepcionista'],
      nl: ['receptionist', 'receptioniste', 'baliemedewerker'],
      'pt-BR': ['recepcionista'],
      'pt-PT': ['rececionista', 'recepcionista'],
    },
    { en: /reception|front desk/, es: /recepcion/, nl: /reception|receptie|balie/, pt: /rece(p)?cion/ },
    { kind: 'hourly' },
  ),
  r(
    'warehouse',
    {
      en: ['warehouse operative', 'warehouse associate', 'order picker', 'warehouse worker'],
      es: ['mozo de almacén', 'operario de almacén', 'preparador de pedidos'],
      nl: ['magazijnmedewerker', 'orderpicker'],
      'pt-BR': ['auxiliar de estoque', 'estoquista', 'operador de logística'],
      'pt-PT': ['operador de armazém', 'operador logístico'],
    },
    {
      en: /warehouse|picker|packer/,
      es: /almacen|mozo|preparador|operari/,
      nl: /magazijn|orderpick/,
      pt: /estoqu|almoxarif|armazem|logistic/,
    },
    { forbid: /forklift|carretill|heftruck|empilhad/, kind: 'hourly' },
  ),
  r(
    'forklift',
    {
      en: ['forklift driver', 'forklift operator'],
      es: ['carretillero', 'carretillera', 'operador de carretilla elevadora'],
      nl: ['heftruckchauffeur', 'heftruckchauffeurs', 'reachtruckchauffeur'],
      'pt-BR': ['operador de empilhadeira'],
      'pt-PT': ['operador de empilhador', 'manobrador de empilhador'],
    },
    { en: /forklift/, es: /carretill|montacarga/, nl: /heftruck|reachtruck/, pt: /empilhad/ },
    { kind: 'hourly' },
  ),
  r(
    'truckDriver',
    {
      en: ['truck driver', 'HGV driver', 'CDL-A driver'],
      es: ['conductor de camión', 'camionero', 'chófer de tráiler'],
      nl: ['vrachtwagenchauffeur', 'chauffeur CE'],
      'pt-BR': ['motorista de caminhão', 'motorista carreteiro'],
      'pt-PT': ['motorista de pesados', 'motorista de camião'],
    },
    {
      en: /truck|hgv|lorry|cdl|haul/,
      es: /camion|trailer|trailer/,
      nl: /vrachtwagen|chauffeur ce|\bce\b/,
      pt: /caminh|pesados|camiao|carreteir/,
    },
    { forbid: /forklift|empilhad|heftruck|carretill|deliver|reparti|bezorg|entreg/, kind: 'hourly' },
  ),
  r(
    'deliveryDriver',
    {
      en: ['delivery driver', 'courier', 'van driver'],
      es: ['repartidor/a', 'repartidor', 'conductor de reparto'],
      nl: ['bezorger', 'pakketbezorger', 'koerier'],
      'pt-BR': ['entregador', 'motoboy', 'motorista de entregas'],
      'pt-PT': ['estafeta', 'motorista de distribuição'],
    },
    {
      en: /deliver|courier|van driver/,
      es: /reparti|mensajer|reparto/,
      nl: /bezorg|koerier/,
      pt: /entreg|motoboy|estafeta|distribui/,
    },
    { kind: 'hourly' },
  ),
  r(
    'electrician',
    {
      en: ['electrician', 'electricians'],
      es: ['electricista'],
      nl: ['elektricien', 'elektromonteur'],
      'pt-BR': ['eletricista'],
      'pt-PT': ['eletricista', 'electricista'],
    },
    { en: /electrician/, es: /electricista/, nl: /elektr/, pt: /ele(c)?tricista/ },
    { forbid: /engineer|ingenier|ingenieur|engenheir/, kind: 'hourly' },
  ),
  r(
    'plumber',
    {
      en: ['plumber'],
      es: ['fontanero', 'fontanera', 'plomero'],
      nl: ['loodgieter'],
      'pt-BR': ['encanador'],
      'pt-PT': ['canalizador'],
    },
    { en: /plumb/, es: /fontaner|plomer/, nl: /loodgieter/, pt: /encanador|canalizador/ },
    { kind: 'hourly' },
  ),
  r(
    'welder',
    {
      en: ['welder', 'MIG welder'],
      es: ['soldador', 'soldadores'],
      nl: ['lasser'],
      'pt-BR': ['soldador'],
      'pt-PT': ['soldador'],
    },
    { en: /weld/, es: /soldador/, nl: /lasser/, pt: /soldador/ },
    { kind: 'hourly' },
  ),
  r(
    'mechanic',
    {
      en: ['auto mechanic', 'car mechanic', 'mechanic'],
      es: ['mecánico de automóviles', 'mecánico'],
      nl: ['automonteur', 'monteur'],
      'pt-BR': ['mecânico automotivo', 'mecânico'],
      'pt-PT': ['mecânico auto', 'mecânico'],
    },
    { en: /mechanic|technician/, es: /mecanic/, nl: /monteur|mechanic/, pt: /mecanic/ },
    { kind: 'hourly' },
  ),
  r(
    'carpenter',
    {
      en: ['carpenter', 'joiner'],
      es: ['carpintero', 'carpintera'],
      nl: ['timmerman'],
      'pt-BR': ['marceneiro', 'carpinteiro'],
      'pt-PT': ['carpinteiro'],
    },
    { en: /carpent|joiner/, es: /carpinter/, nl: /timmer/, pt: /carpinteir|marceneir/ },
    { kind: 'hourly' },
  ),
  r(
    'softwareEngineer',
    {
      en: ['software engineer', 'software developer'],
      es: ['desarrollador/a de software', 'programador', 'ingeniero de software'],
      nl: ['software developer', 'softwareontwikkelaar', 'software engineer'],
      'pt-BR': ['desenvolvedor de software', 'programador', 'engenheiro de software'],
      'pt-PT': ['programador', 'engenheiro de software'],
    },
    {
      en: /software|developer|engineer|programmer/,
      es: /desarroll|programador|ingenier/,
      nl: /software|developer|ontwikkelaar|engineer|programmeur/,
      pt: /desenvolvedor|programador|engenheir/,
    },
    { graded: true, tools: ['Python', 'Java', 'TypeScript', 'SQL', 'AWS', 'Docker', 'Kubernetes', 'Go'] },
  ),
  r(
    'frontend',
    {
      en: ['front-end developer', 'frontend engineer'],
      es: ['desarrollador/a frontend', 'programador front-end'],
      nl: ['frontend developer', 'front-end ontwikkelaar'],
      'pt-BR': ['desenvolvedor front-end', 'dev frontend'],
      'pt-PT': ['programador front-end'],
    },
    all(/front/),
    {
      broader: SOFTWARE,
      graded: true,
      tools: ['React', 'TypeScript', 'JavaScript', 'CSS', 'Vue.js', 'Figma'],
    },
  ),
  r(
    'backend',
    {
      en: ['backend engineer', 'back-end developer'],
      es: ['desarrollador/a backend', 'programador back-end'],
      nl: ['backend developer'],
      'pt-BR': ['desenvolvedor back-end'],
      'pt-PT': ['programador back-end'],
    },
    all(/back/),
    {
      broader: SOFTWARE,
      graded: true,
      tools: ['Node.js', 'PostgreSQL', 'Java', 'Python', 'Docker', 'Kubernetes', 'AWS'],
    },
  ),
  r(
    'dataScientist',
    {
      en: ['data scientist'],
      es: ['científico/a de datos', 'data scientist'],
      nl: ['data scientist'],
      'pt-BR': ['cientista de dados'],
      'pt-PT': ['cientista de dados'],
    },
    {
      en: /data scien/,
      es: /cientific.{0,4} de datos|data scien/,
      nl: /data scien/,
      pt: /cientista de dados|data scien/,
    },
    { graded: true, tools: ['Python', 'SQL', 'TensorFlow', 'PyTorch', 'Spark'] },
  ),
  r(
    'dataAnalyst',
    {
      en: ['data analyst'],
      es: ['analista de datos'],
      nl: ['data-analist', 'data analist', 'data analyst'],
      'pt-BR': ['analista de dados'],
      'pt-PT': ['analista de dados'],
    },
    { en: /analyst/, es: /analista de datos/, nl: /data.?analist|data analyst/, pt: /analista de dados/ },
    { forbid: /scien/, graded: true, tools: ['SQL', 'Power BI', 'Tableau', 'Excel', 'Python'] },
  ),
  r(
    'accountant',
    {
      en: ['accountant', 'staff accountant'],
      es: ['contable', 'contador/a'],
      nl: ['accountant'],
      'pt-BR': ['contador(a)', 'contador'],
      'pt-PT': ['contabilista', 'técnico oficial de contas'],
    },
    {
      en: /accountant/,
      es: /contable|contador/,
      nl: /accountant|boekhoud/,
      pt: /contador|contabilista|contas/,
    },
    { graded: true, tools: ['SAP', 'Excel', 'QuickBooks'] },
  ),
  r(
    'salesRep',
    {
      en: ['sales representative', 'sales rep', 'account executive'],
      es: ['comercial', 'representante de ventas', 'comerciales'],
      nl: ['vertegenwoordiger', 'accountmanager', 'sales medewerker'],
      'pt-BR': ['representante comercial', 'vendedor externo', 'executivo de vendas'],
      'pt-PT': ['comercial', 'técnico comercial'],
    },
    {
      en: /sales|account executive/,
      es: /comercial|ventas|vendedor/,
      nl: /vertegenwoordig|accountmanager|sales|verkoop/,
      pt: /comercial|vendas|vendedor|representante/,
    },
    { graded: true, tools: ['Salesforce', 'HubSpot'] },
  ),
  r(
    'customerService',
    {
      en: ['customer service representative', 'customer support agent', 'customer service agent'],
      es: ['agente de atención al cliente', 'teleoperador/a de atención al cliente'],
      nl: ['klantenservicemedewerker', 'medewerker klantenservice'],
      'pt-BR': ['atendente de SAC', 'analista de atendimento ao cliente'],
      'pt-PT': ['assistente de apoio ao cliente', 'operador de call center'],
    },
    {
      en: /customer|support|service/,
      es: /atencion al cliente|teleoperador|cliente/,
      nl: /klantenservice|klant/,
      pt: /atendimento|atendente|apoio ao cliente|call center|cliente|\bsac\b/,
    },
    { tools: ['Zendesk'], kind: 'hourly' },
  ),
  r(
    'teacher',
    {
      en: ['English teacher', 'primary school teacher', 'math teacher'],
      es: ['profesor/a de inglés', 'maestro de primaria', 'profesora de matemáticas'],
      nl: ['docent Engels', 'leraar basisonderwijs', 'docent wiskunde'],
      'pt-BR': ['professor de inglês', 'professora de matemática'],
      'pt-PT': ['professor de inglês', 'professora de matemática'],
    },
    {
      en: /teacher|tutor|instructor/,
      es: /profesor|maestr|docente/,
      nl: /docent|leraar|leerkracht/,
      pt: /professor/,
    },
  ),
  r(
    'caregiver',
    {
      en: ['caregiver', 'home care aide', 'support worker'],
      es: ['cuidador/a', 'gerocultor/a', 'cuidadora de personas mayores'],
      nl: ['thuiszorgmedewerker', 'begeleider gehandicaptenzorg', 'zorgmedewerker'],
      'pt-BR': ['cuidador de idosos', 'cuidadora de idosos'],
      'pt-PT': ['ajudante de lar', 'cuidador de idosos'],
    },
    {
      en: /care|support worker|aide/,
      es: /cuidador|gerocultor|auxiliar/,
      nl: /zorg|verzorg|begeleider/,
      pt: /cuidador|ajudante/,
    },
    { kind: 'hourly' },
  ),
  r(
    'pharmacist',
    {
      en: ['pharmacist'],
      es: ['farmacéutico/a', 'farmacéutico'],
      nl: ['apotheker'],
      'pt-BR': ['farmacêutico(a)', 'farmacêutico'],
      'pt-PT': ['farmacêutico'],
    },
    { en: /pharmac/, es: /farmaceut/, nl: /apothek/, pt: /farmac/ },
    { forbid: /assistant|tecnic|auxiliar|assistent/, graded: true },
  ),
  r(
    'physio',
    {
      en: ['physiotherapist', 'physical therapist'],
      es: ['fisioterapeuta'],
      nl: ['fysiotherapeut'],
      'pt-BR': ['fisioterapeuta'],
      'pt-PT': ['fisioterapeuta'],
    },
    { en: /physio|physical therap/, es: /fisioterap/, nl: /fysiotherap/, pt: /fisioterap/ },
  ),
  r(
    'projectManager',
    {
      en: ['project manager'],
      es: ['jefe/a de proyecto', 'project manager', 'gestor de proyectos'],
      nl: ['projectmanager', 'projectleider'],
      'pt-BR': ['gerente de projetos', 'gestor de projetos'],
      'pt-PT': ['gestor de projeto'],
    },
    { en: /project/, es: /proyecto|project/, nl: /project/, pt: /proje(c)?t/ },
    { graded: true, tools: ['Jira', 'MS Project'] },
  ),
  r(
    'productManager',
    {
      en: ['product manager'],
      es: ['product manager', 'responsable de producto'],
      nl: ['productmanager', 'product manager'],
      'pt-BR': ['gerente de produto', 'product manager'],
      'pt-PT': ['gestor de produto', 'product manager'],
    },
    { en: /product (manager|owner)/, es: /product/, nl: /product/, pt: /produto|product/ },
    { graded: true, tools: ['Jira'] },
  ),
  r(
    'marketingManager',
    {
      en: ['marketing manager', 'head of marketing'],
      es: ['responsable de marketing', 'director/a de marketing'],
      nl: ['marketingmanager', 'marketing manager'],
      'pt-BR': ['gerente de marketing', 'coordenador de marketing'],
      'pt-PT': ['diretor de marketing', 'gestor de marketing'],
    },
    all(/marketing/),
    { graded: true, tools: ['Google Ads', 'HubSpot', 'Google Analytics'] },
  ),
  r(
    'graphicDesigner',
    {
      en: ['graphic designer'],
      es: ['diseñador/a gráfico/a', 'diseñador gráfico'],
      nl: ['grafisch ontwerper', 'grafisch vormgever'],
      'pt-BR': ['designer gráfico'],
      'pt-PT': ['designer gráfico'],
    },
    {
      en: /graphic|designer/,
      es: /dise[ñn]ador|grafic/,
      nl: /grafisch|vormgever|ontwerper|designer/,
      pt: /designer|grafic/,
    },
    { graded: true, tools: ['Photoshop', 'Illustrator', 'InDesign', 'Figma'] },
  ),
  r(
    'uxDesigner',
    {
      en: ['UX designer', 'UI/UX designer', 'product designer'],
      es: ['diseñador/a UX', 'diseñador UX/UI'],
      nl: ['UX designer', 'UX/UI-ontwerper'],
      'pt-BR': ['designer UX', 'UX designer'],
      'pt-PT': ['designer de UX'],
    },
    // Product designer is the industry's other name for a UX designer.
    all(
      /\bux|\bui\b|product designer|dise[ñn]ador.{0,3} de producto|designer de produto|experiencia d[eo] usuario/,
    ),
    { graded: true, tools: ['Figma', 'Sketch'] },
  ),
  r(
    'recruiter',
    {
      en: ['recruiter', 'talent acquisition specialist', 'technical recruiter'],
      es: ['técnico/a de selección', 'reclutador/a', 'recruiter'],
      nl: ['recruiter', 'corporate recruiter', 'intercedent'],
      'pt-BR': ['recrutador(a)', 'analista de recrutamento e seleção', 'tech recruiter'],
      'pt-PT': ['técnico de recrutamento', 'recrutador'],
    },
    {
      en: /recruit|talent/,
      es: /seleccion|reclutador|recruit|talent/,
      nl: /recruit|intercedent|werving/,
      pt: /recrut|recruit|selec|talent/,
    },
    { graded: true, tools: ['LinkedIn Recruiter'] },
  ),
  r(
    'adminAssistant',
    {
      en: ['administrative assistant', 'office assistant', 'admin assistant'],
      es: ['auxiliar administrativo/a', 'administrativo/a', 'auxiliar administrativo'],
      nl: ['administratief medewerker', 'secretaresse', 'managementassistent'],
      'pt-BR': ['assistente administrativo', 'auxiliar administrativo'],
      'pt-PT': ['administrativo', 'assistente administrativa'],
    },
    {
      en: /admin|office assistant|secretar|executive assistant/,
      es: /administrativ|secretari|asistente de direccion/,
      nl: /administrat|secretar|assistent/,
      pt: /administrativ|secretari|assistente executiv/,
    },
    { tools: ['Excel', 'SAP'], kind: 'hourly' },
  ),
  r(
    'cashier',
    {
      en: ['cashier', 'checkout operator'],
      es: ['cajero/a', 'cajera', 'cajeros'],
      nl: ['caissière', 'kassamedewerker'],
      'pt-BR': ['operador(a) de caixa', 'operadora de caixa'],
      'pt-PT': ['operador de caixa'],
    },
    { en: /cashier|checkout/, es: /cajer/, nl: /kassa|caissi/, pt: /caixa/ },
    { kind: 'hourly' },
  ),
  r(
    'retailAssistant',
    {
      en: ['sales assistant', 'retail associate', 'shop assistant'],
      es: ['dependiente/a', 'dependienta', 'vendedor/a de tienda'],
      nl: ['verkoopmedewerker', 'winkelmedewerker'],
      'pt-BR': ['vendedor(a) de loja', 'atendente de loja', 'vendedora'],
      'pt-PT': ['assistente de loja', 'vendedor de loja'],
    },
    {
      en: /sales assistant|retail|shop|store|sales associate/,
      es: /dependient|vendedor|tienda/,
      nl: /verkoop|winkel/,
      pt: /vendedor|loja|atendente/,
    },
    { kind: 'hourly' },
  ),
  r(
    'securityGuard',
    {
      en: ['security guard', 'security officer'],
      es: ['vigilante de seguridad', 'vigilante', 'guardia de seguridad'],
      nl: ['beveiliger', 'beveiligingsmedewerker'],
      'pt-BR': ['vigilante', 'segurança patrimonial'],
      'pt-PT': ['vigilante', 'segurança'],
    },
    {
      en: /security|guard/,
      es: /vigilante|seguridad|guardia/,
      nl: /beveilig/,
      pt: /vigilante|seguranca|vigia/,
    },
    { kind: 'hourly' },
  ),
  r(
    'hairdresser',
    {
      en: ['hairdresser', 'hair stylist'],
      es: ['peluquero/a', 'peluquera'],
      nl: ['kapper', 'kapster'],
      'pt-BR': ['cabeleireiro(a)', 'cabeleireira'],
      'pt-PT': ['cabeleireiro', 'cabeleireira'],
    },
    { en: /hair/, es: /peluquer/, nl: /kapper|kapster|haarstylist/, pt: /cabeleireir/ },
    { kind: 'hourly' },
  ),
  r(
    'electricalEngineer',
    {
      en: ['electrical engineer'],
      es: ['ingeniero/a eléctrico/a', 'ingeniero eléctrico'],
      nl: ['elektrotechnisch ingenieur'],
      'pt-BR': ['engenheiro eletricista'],
      'pt-PT': ['engenheiro eletrotécnico'],
    },
    { en: /engineer/, es: /ingenier/, nl: /ingenieur|engineer/, pt: /engenheir/ },
    { graded: true, tools: ['AutoCAD', 'MATLAB'] },
  ),
  r(
    'dentalHygienist',
    {
      en: ['dental hygienist'],
      es: ['higienista dental', 'higienista bucodental'],
      nl: ['mondhygiënist', 'mondhygienist'],
      'pt-BR': ['técnico em saúde bucal', 'higienista dental'],
      'pt-PT': ['higienista oral'],
    },
    { en: /hygien/, es: /higienista/, nl: /mondhygi/, pt: /higienista|saude bucal/ },
    { forbid: /nurse|enfermer|verpleeg|enfermeir|dentist|tandarts/ },
  ),
  r(
    'veterinarian',
    {
      en: ['veterinarian', 'veterinary surgeon'],
      es: ['veterinario/a', 'veterinaria'],
      nl: ['dierenarts'],
      'pt-BR': ['médico veterinário', 'veterinário(a)'],
      'pt-PT': ['médico veterinário', 'veterinária'],
    },
    { en: /vet/, es: /veterinari/, nl: /dierenarts|veterina/, pt: /veterinari/ },
  ),
  r(
    'childcare',
    {
      en: ['nursery practitioner', 'childcare worker', 'preschool teacher'],
      es: ['educador/a infantil', 'técnico/a en educación infantil'],
      nl: ['pedagogisch medewerker kinderopvang', 'pedagogisch medewerker'],
      'pt-BR': ['auxiliar de creche', 'professora de educação infantil'],
      'pt-PT': ['educadora de infância', 'auxiliar de ação educativa'],
    },
    {
      en: /nursery|child ?care|preschool|early years|kindergarten/,
      es: /infantil|educador|guarderia/,
      nl: /pedagogisch|kinderopvang/,
      pt: /creche|infan|educador|educativa/,
    },
    { forbid: /\bnurse\b|enfermer|verpleeg/, broader: TEACHER, kind: 'hourly' },
  ),
];

export const ROLE: Record<string, Role> = Object.fromEntries(ROLES.map((x) => [x.key, x]));

/** Titles that name no role (the generator's documented fallbacks, and their usual variants). */
export const GENERIC_TITLE =
  /^(team member|employee|colaborador|medewerker|empleado|funcionario|worker|trabajador|werknemer)\b|specialist$|^especialista (en|em)\b|-specialist$/;
