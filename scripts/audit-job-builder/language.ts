/**
 * Finds words of another language in a text the job says in `language`. Short texts (a skill, a
 * category) defeat statistical language identification, so this is a marker lexicon: words and
 * spellings that belong to exactly one of en, es, nl, pt in job text (function words, the usual
 * nouns of job ads, letters only one of them uses: ñ ¿ ¡ for es, ã õ ç ê ô â à for pt, "ij" ë ï for
 * nl). A word shared by two languages ("de", "en", "in", "para", "experiencia"; "e", which Spanish
 * writes before i-: "informática e infraestructura") is no marker.
 * Proper names (places, tools) are removed by the caller before the text comes here.
 */
import type { Lang } from './places.ts';

/** Lower case, accents removed, but ñ kept (años ≠ anos). */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark, at: number, all: string) =>
      mark === '\u0303' && all[at - 1] === 'n' ? mark : '',
    )
    .normalize('NFC');
}

const words = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

const LEXICON: Record<Lang, Set<string>> = {
  en: words(`the and with for you your our will are this that from about what who looking join work working daily
    day hour hours month months year years experience knowledge skills skill customer customers care safety food
    health cleaning driving licence license cooking handling maintenance equipment degree high secondary vocational
    university required education qualification colleagues closely keep informed apply own delivery development
    nursing teaching accounting bookkeeping welding plumbing wiring night salary pay company paid holidays insurance
    benefits monthly yearly hourly annual weekly temporary internship hybrid onsite an or at to be on problem solving
    attention written spoken fluent english spanish dutch portuguese languages language communication organisation
    organization leadership inventory assistant worker nurse cook waiter cleaner teacher lawyer dog dogs walker`),
  es: words(`y con del los las el la una un unos unas nuestro nuestra nuestros nuestras tu tus su sus ofrecemos harás
    haras trabajo trabajos equipo equipos ventas desarrollo limpieza cocina conocimiento conocimientos año años sueldo
    prácticas practicas becario becaria puesto empleo teletrabajo cualquier hasta muy bachillerato grado carnet
    conducir trabajar trabajarás trabajaras salud enfermería enfermeria mantenimiento herramientas según segun
    compañeros companeros incorporación incorporarse estudios obligatorios responsable funciones nosotros usted
    también tambien camarero camarera enfermero enfermera cocinero cocinera limpiador limpiadora repartidor
    dependiente cajero cajera peluquero peluquera fontanero carpintero contable ingeniero desarrollador diseñador
    gerocultor almacén almacen carretilla carretillero camión camion mozo profesora perro perros canino canina`),
  nl: words(`het een van met voor op bij naar jouw je jij wij ons onze bieden zoeken wat dagelijks werk werken
    werkzaamheden ervaring kennis opleiding klantenservice schoonmaak veiligheid verkoop ontwikkeling rijbewijs koken
    uur maand jaar niet geen zijn vereist collega collega's samen taken goede goed sterke vergelijkbare functie
    dienstverband tijdelijk deeltijd voltijd salaris als aan om tot ook hebt heb bent wordt worden houden
    vaardigheden talen engels spaans nederlands portugees communicatie klanten medewerker verpleegkundige kok ober
    schoonmaker bezorger monteur timmerman lasser loodgieter kapper beveiliger magazijn heftruck zorg verzorgende
    leraar docent apotheker ontwerper vormgever onderwijs zorgen assistent hond honden`),
  pt: words(`com da das ao aos às pelo pela pelos pelas nosso nossa nossos nossas você voce seu sua seus suas sem
    nao não em um uma umas oferecemos vaga vagas trabalho equipe equipa vendas desenvolvimento limpeza cozinha
    atendimento conhecimento conhecimentos ensino ano anos mensal estágio estagio tempo meio carteira assinada
    refeição refeicao saúde saude segurança seguranca enfermagem manutenção manutencao equipamentos ferramentas
    trabalhar também tambem muito mais fazer faça garçom garcom garçonete enfermeiro enfermeira cozinheiro
    cozinheira motorista entregador encanador canalizador carpinteiro marceneiro contabilista eletricista
    cabeleireiro cabeleireira estoquista empilhadeira caminhão caminhao desenvolvedor engenheiro professora cão cães
    cavalo cavalos`),
};

/** Spellings only one of the four languages uses (checked on the word before folding). */
const LETTERS: [RegExp, Lang][] = [
  [/[ñ¿¡]/, 'es'],
  [/[ãõçêôâà]/, 'pt'],
  [/[ëï]|ij/, 'nl'],
  [/(ción|ciones)$/, 'es'],
  [/(ção|ções|ão|ões)$/, 'pt'],
  [/(heid|lijk|lijke|teit|aa\w|uu\w)/, 'nl'],
  [/tion(s)?$/, 'en'],
  [/dad(es)?$/, 'es'],
  [/dade(s)?$/, 'pt'],
  [/ity$/, 'en'],
];

export interface Foreign {
  word: string;
  lang: Lang;
}

/** Words of `text` that belong to another language than `lang`, after `ignore` (folded words) is removed. */
export function foreignWords(text: string, lang: Lang, ignore: Set<string>): Foreign[] {
  const out: Foreign[] = [];
  for (const raw of text.split(/[^\p{L}'’]+/u)) {
    const w = raw.replace(/^['’]+|['’]+$/g, '');
    if (w.length < 1) continue;
    const lower = w.toLowerCase();
    const folded = fold(w);
    if (ignore.has(folded)) continue;
    // Words written with capitals inside (iOS, PostgreSQL) or all capitals (SAP, AWS) are names.
    if (/\p{Lu}/u.test(w.slice(1)) || (w.length <= 4 && w === w.toUpperCase() && /\p{Lu}/u.test(w))) continue;
    const hit = new Set<Lang>();
    for (const l of ['en', 'es', 'nl', 'pt'] as Lang[])
      if (LEXICON[l].has(lower) || LEXICON[l].has(folded)) hit.add(l);
    if (hit.size === 0) for (const [re, l] of LETTERS) if (re.test(lower)) hit.add(l);
    if (hit.size === 1 && !hit.has(lang)) out.push({ word: w, lang: [...hit][0]! });
  }
  return out;
}
