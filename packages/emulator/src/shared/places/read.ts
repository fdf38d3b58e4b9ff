import type { Country } from './countries.ts';
import type { City, Gazetteer, PlaceName, Region } from './gazetteer.ts';
import { chooseNamesake, cityMention, type Hit, qualifying, regionMention, resolve } from './resolve.ts';

/**
 * Reading the places a text names, the way the location services resolve them: "City", "City,
 * Region", "City, Country", "City, Region, Country" (a region by name or by its usual abbreviation,
 * "Birmingham, AL"; a province or county: "Trujillo, Cáceres", "Keswick, Cumbria"), a region, a
 * country. The qualifiers after a city choose among its namesakes; a city none of whose namesakes
 * lies in the region or country named is an unknown city there (its region and country stay:
 * "Birmingham, Spain" is a place in Spain, never Birmingham, England).
 */

/** A text cut into folded words (`prepare()`), with what stands between them. */
export interface Words {
  /** Folded; an empty string is a word the caller already read as something else (a role, a skill). */
  words: readonly string[];
  originals: readonly string[];
  gaps: readonly string[];
}

/** Words to read places in, and what the caller knows of them. */
export interface PlaceReading extends Words {
  /** Ranges [from, to) of fields that hold a place ("Location: …"): a name there is where a place goes. */
  fields?: readonly (readonly [number, number])[];
  /** The text's language, when known: a bare namesake may be the one where it is at home. */
  language?: string | null;
  /** Folded words that are everyday words to the caller (its vocabularies): read only where a place goes. */
  everyday?: (word: string) => boolean;
}

export interface PlaceMention {
  /** First word of the mention and the number of words it spans (qualifiers included). */
  at: number;
  length: number;
  /** The city, when the text names one the gazetteer knows there. */
  city: City | null;
  /** The city's region, or the region named. */
  region: Region | null;
  country: Country;
  /** A city name was given but no namesake lies in the region or country named with it. */
  unknownCity: boolean;
  /** A bare city name (no region nor country after it): a country named elsewhere may choose its namesake. */
  bare: PlaceName | null;
}

/** Words after which a capitalised name is a place (in, en, em, op, te…). */
const PLACE_WORDS = new Set([
  // en
  'in',
  'near',
  'around',
  'within',
  'across',
  'throughout',
  'from',
  'our',
  // es
  'en',
  'desde',
  'cerca',
  'dentro',
  'nuestro',
  'nuestra',
  // nl
  'te',
  'nabij',
  'rond',
  'vanuit',
  'uit',
  'binnen',
  'regio',
  'heel',
  'onze',
  // pt
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'perto',
  'nossa',
  'nosso',
]);
/** "of", "from": where a place may go ("Empresa de Barcelona"), but also "empregado de mesa". */
const WEAK_PLACE_WORDS = new Set(['de', 'del', 'do', 'da', 'dos', 'das']);
/**
 * A workplace before "de"/"do"/"da" makes it a place word: "escritório de Faro", "unidade de
 * Fortaleza", "centro de Palma", "oficina de Cork" (names that are also words need such a cue).
 */
const WORKPLACES = new Set(
  'escritorio oficina oficinas unidade unidad sede centro tienda loja filial sucursal planta fabrica almacen armazem hospital clinica restaurante hotel'.split(
    ' ',
  ),
);
/** A part of a city: the name after it is a district, not another place ("Bs. As., zona Palermo"). */
const DISTRICT_WORDS = new Set([
  'zona',
  'barrio',
  'bairro',
  'wijk',
  'neighborhood',
  'neighbourhood',
  'colonia',
]);
/** Articles between a city and its country: "London, the United States", "Cambridge (the UK)". */
const CHAIN_ARTICLES = new Set(['the']);

/** Punctuation that ends a place name ("Madrid. Alabama" is two places, "Madrid, Alabama" one). */
const CHAIN_GAP = /^[\s,()/–—-]*$/u;
/** A list of places: "CA, OR, WA", "CA, OR or WA". */
const LIST_GAP = /^\s*(?:,|\/|;)?\s*$/u;
/** An abbreviation as written: "AL", "NSW", "CDMX". */
const CODE = /^[A-Z]{2,4}$/;
/** Country codes that name their country anywhere, written in capitals ("US only"; "us" is a word). */
const CODES_ANYWHERE = new Set(['US', 'UK']);
/**
 * Country abbreviations that name their country after a place word, in capitals: Dutch "binnen VS",
 * "vanuit heel VK", "in NL". Not every ISO code: "in IT", "in PR", "in HR" are fields of work.
 */
const CODES_AFTER_PLACE_WORDS = new Set(['VS', 'VK', 'NL', 'BE', 'DE', 'FR', 'CH', 'AT', 'EUA', 'EEUU']);

/** Words naming a part of a town after its name ("Leiden Centrum", "Valencia Norte"). */
const PARTS_OF_TOWN = new Set(
  'centro centrum center centre city downtown area norte sur north south east west noord zuid oost leste oeste'.split(
    ' ',
  ),
);

/** The places `text` names, in order. */
export function readPlaces(text: PlaceReading, g: Gazetteer): PlaceMention[] {
  const { words, originals, gaps } = text;
  const lowercase = !originals.some((w) => w !== w.toLowerCase());
  const fields = text.fields ?? [];
  const inField = (at: number) => fields.some(([from, to]) => at >= from && at < to);
  const capitalised = (at: number) => {
    const first = originals[at]?.charAt(0) ?? '';
    return first !== '' && (lowercase || first !== first.toLowerCase());
  };
  const before = (at: number) => (at > 0 ? words[at - 1]! : '');
  const cued = (at: number) =>
    capitalised(at) &&
    (inField(at) ||
      PLACE_WORDS.has(before(at)) ||
      (WEAK_PLACE_WORDS.has(before(at)) && WORKPLACES.has(before(at - 1))));
  const weaklyCued = (at: number) => capitalised(at) && WEAK_PLACE_WORDS.has(before(at));
  // A name opening the text or a line, set off by a colon, a comma or a dash, heads it the way a
  // place does: "Leiden: apotheker…", "Toledo: necesitamos…", "Nazaré – empregada de limpeza…".
  const heading = (from: number, to: number) =>
    capitalised(from) &&
    (from === 0 || /[\n\r]/.test(gaps[from]!)) &&
    to < words.length &&
    /^\s*[:,–—-]/.test(gaps[to]!);

  // Names of two letters or less count only as written in capitals ("BH", not "bh"), or, in a
  // text all in lower case, a country after a comma or a bracket ("perth, the uk", "perth (uk)").
  const afterComma = (at: number) => {
    const k = CHAIN_ARTICLES.has(words[at - 1] ?? '') ? at - 1 : at;
    return k > 0 && /[,(]/.test(gaps[k]!);
  };
  const hits: Hit[] = g.names
    .findAll(text)
    .filter(
      (h) =>
        h.original.replace(/\W/g, '').length > 2 ||
        h.original === h.original.toUpperCase() ||
        (lowercase && h.value.countries.length > 0 && h.value.cities.length === 0 && afterComma(h.at)),
    )
    .filter((h) => !DISTRICT_WORDS.has(before(h.at)))
    .map((h) => ({ at: h.at, length: h.length, name: h.value }));
  const covered = new Set<number>();
  for (const h of hits) for (let i = h.at; i < h.at + h.length; i++) covered.add(i);
  originals.forEach((original, at) => {
    if (covered.has(at) || !CODE.test(original)) return;
    const anywhere = CODES_ANYWHERE.has(original);
    const afterPlaceWord = CODES_AFTER_PLACE_WORDS.has(original) && PLACE_WORDS.has(before(at));
    const name = anywhere || afterPlaceWord ? g.codes.get(original) : undefined;
    if (name) hits.push({ at, length: 1, name: { ...name, regions: [], areas: [] } });
  });
  hits.push(...codeLists(text, g, covered));
  hits.sort((a, b) => a.at - b.at);
  const byStart = new Map(hits.map((h) => [h.at, h]));
  const unknownName = (at: number) => at >= 0 && !covered.has(at) && words[at] !== '' && capitalised(at);

  // "Bar Harbor", "Santa Teresa": a town the gazetteer lacks whose name begins with a smaller
  // place's is not that place (Bar is in Ukraine). A word written with a capital right after the
  // name (a space apart, not a part of town) continues it; a major city stays ("London Heathrow").
  const firstOfLongerName = (head: Hit) => {
    const next = head.at + head.length;
    const written = originals[next]?.charAt(0) ?? '';
    return (
      next < words.length &&
      /^ +$/.test(gaps[next]!) &&
      written !== written.toLowerCase() &&
      unknownName(next) &&
      !PARTS_OF_TOWN.has(words[next]!) &&
      head.name.regions.length + head.name.countries.length === 0 &&
      !head.name.cities.some((c) => c.major)
    );
  };

  const mentions: PlaceMention[] = [];
  const push = (at: number, resolved: ReturnType<typeof resolve>) => {
    if (!resolved) return;
    const { used, ...mention } = resolved;
    mentions.push({ ...mention, at, length: used });
  };
  for (const head of hits) {
    const last = mentions.at(-1);
    if (last && head.at < last.at + last.length) continue;
    if (firstOfLongerName(head)) continue;
    // The qualifiers: names or codes right after it, separated by commas, spaces or brackets only.
    const chain: Hit[] = [];
    let end = head.at + head.length;
    for (;;) {
      if (end >= words.length || !CHAIN_GAP.test(gaps[end]!)) break;
      if (CHAIN_ARTICLES.has(words[end]!) && end + 1 < words.length && CHAIN_GAP.test(gaps[end + 1]!)) {
        end++;
      }
      const next = byStart.get(end) ?? codeAt(text, end, g);
      if (
        !next ||
        (next.name.cities.length > 0 && next.name.regions.length + next.name.countries.length === 0)
      )
        break;
      chain.push(next);
      end = next.at + next.length;
    }
    const qualifiers = qualifying(head, chain);
    // "Smallville, Kansas", "in Frigiliana, Málaga": a region or area after a town the gazetteer
    // does not know (a province that is also a city only when the town stands where a place goes).
    const town = head.at - 1;
    const afterTown =
      head.at > 0 &&
      gaps[head.at]!.includes(',') &&
      unknownName(town) &&
      (head.name.cities.length === 0 ||
        cued(town) ||
        weaklyCued(town) ||
        // "electricians frigiliana, málaga": an area (a province named as its capital) after a name
        // that is no word of the caller's vocabularies ("Camarero, Málaga" is a waiter in Málaga).
        (head.name.areas.length > 0 &&
          text.everyday !== undefined &&
          !text.everyday(words[town]!) &&
          // An acronym is no town ("Projectleider ICT, Den Haag", "(automonteur APK), Zwolle").
          (lowercase || originals[town] !== originals[town]!.toUpperCase())));
    push(
      head.at,
      resolve(head, qualifiers, g, {
        cued: cued(head.at) || heading(head.at, head.at + head.length),
        weaklyCued: weaklyCued(head.at),
        afterTown,
        wordy: text.everyday?.(words.slice(head.at, head.at + head.length).join(' ')) ?? false,
      }),
    );
  }
  // "Bar Harbor, ME", "Marfa, TX", "Tiradentes, MG": a region code after a town the gazetteer does not know.
  for (let at = 1; at < words.length; at++) {
    if (covered.has(at) || !CODE.test(originals[at]!) || !gaps[at]!.includes(',')) continue;
    if (!unknownName(at - 1) || mentions.some((m) => at >= m.at && at < m.at + m.length)) continue;
    const region = g.codes.get(originals[at]!)?.regions[0];
    if (region) push(at, regionMention(region, g, 1));
  }
  mentions.sort((a, b) => a.at - b.at);
  return preferNamed(mentions, g, text.language ?? null);
}

/** A region abbreviation or country code as written at `at` ("AL", "NSW", "UK"). */
function codeAt(text: Words, at: number, g: Gazetteer): Hit | undefined {
  const original = text.originals[at]!;
  if (!CODE.test(original)) return undefined;
  const name = g.codes.get(original);
  return name ? { at, length: 1, name } : undefined;
}

/** Words that join the last two abbreviations of a list ("CA, OR or WA", "SP e RJ"). */
const LIST_JOINS = new Set(['or', 'and', 'ou', 'o', 'y', 'e', 'of', 'en']);

/**
 * A list of two or more region abbreviations of one country, in capitals ("must reside in one of:
 * CA, OR, WA"): that country, no region.
 */
function codeLists(text: Words, g: Gazetteer, covered: ReadonlySet<number>): Hit[] {
  const out: Hit[] = [];
  const { originals, gaps, words } = text;
  const countriesAt = (at: number): readonly string[] =>
    !covered.has(at) && CODE.test(originals[at] ?? '')
      ? (g.codes.get(originals[at]!)?.regions.map((r) => r.countryCode) ?? [])
      : [];
  for (let at = 0; at < originals.length; at++) {
    let shared = countriesAt(at);
    if (shared.length === 0) continue;
    let last = at;
    for (;;) {
      let next = last + 1;
      if (LIST_JOINS.has(words[next] ?? '') && /^\s+$/.test(gaps[next] ?? '')) next++;
      const countries = countriesAt(next);
      const common = shared.filter((c) => countries.includes(c));
      if (common.length === 0 || !LIST_GAP.test(gaps[next]!)) break;
      shared = common;
      last = next;
    }
    const country = g.countries.get(shared[0]!);
    if (last > at && country) {
      out.push({
        at,
        length: last - at + 1,
        name: { cities: [], regions: [], areas: [], countries: [country], wordy: false },
      });
      at = last;
    }
  }
  return out;
}

/**
 * A bare city name of several countries ("Córdoba") is the one in a country (or region) the text
 * names elsewhere ("Córdoba... in Spain"), else the one where the request's language is at home
 * when it is not much smaller (resolve.ts), else the most populous.
 */
function preferNamed(mentions: PlaceMention[], g: Gazetteer, language: string | null): PlaceMention[] {
  const named = mentions.filter((m) => m.city === null);
  const regions = new Set(named.flatMap((n) => (n.region ? [n.region.key] : [])));
  const countries = new Set(named.flatMap((n) => (n.region ? [] : [n.country.code])));
  return mentions.map((m) => {
    if (!m.bare || !m.city) return m;
    const city = chooseNamesake(m.bare, { regions, countries }, language);
    if (!city || city === m.city) return m;
    const { used: _, ...chosen } = cityMention(city, g, m.length);
    return { ...m, ...chosen };
  });
}
