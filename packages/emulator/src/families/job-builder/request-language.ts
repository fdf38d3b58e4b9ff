import type { JobLanguage } from '@platform-api/sdk/schemas';

/**
 * Words that are common in hiring requests and belong to one of the four languages only, written
 * as people write them (lower case, accents kept: "años" is Spanish, "anos" Portuguese). Words two
 * of the languages share ("de", "en", "in", "para", "we", "van") are left out by `DISTINCT`.
 */
const FUNCTION_WORDS: Record<JobLanguage, readonly string[]> = {
  en: [
    'the',
    'and',
    'for',
    'with',
    'our',
    'you',
    'your',
    'of',
    'to',
    'are',
    'who',
    'will',
    'must',
    'looking',
    'hiring',
    'need',
    'needs',
    'needed',
    'wanted',
    'an',
    'at',
    'this',
    'from',
    'years',
    'experience',
    'hour',
    'month',
    'year',
    'shifts',
    'join',
    'based',
    'skills',
    'salary',
    'be',
    'have',
    'has',
    'able',
    'near',
    'seeking',
    'us',
    'we’re',
    "we're",
    'hire',
    'job',
    'work',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'con',
    'del',
    'un',
    'una',
    'buscamos',
    'busco',
    'busca',
    'al',
    'nuestro',
    'nuestra',
    'experiencia',
    'años',
    'mes',
    'sueldo',
    'salario',
    'jornada',
    'tienda',
    'necesitamos',
    'necesita',
    'somos',
    'equipo',
    'trabajo',
    'puesto',
    'ciudad',
    'turno',
    'turnos',
    'semana',
    'incorporamos',
    'ofrecemos',
    'requisitos',
    'también',
    'persona',
  ],
  pt: [
    'os',
    'e',
    'com',
    'em',
    'do',
    'da',
    'dos',
    'das',
    'um',
    'uma',
    'procuramos',
    'procura-se',
    'nosso',
    'nossa',
    'experiência',
    'anos',
    'mês',
    'na',
    'ao',
    'à',
    'você',
    'é',
    'vaga',
    'vagas',
    'equipe',
    'trabalho',
    'salário',
    'semana',
    'precisamos',
    'são',
    'não',
    'oferecemos',
    'pessoa',
    'loja',
    'cidade',
  ],
  nl: [
    'het',
    'een',
    'voor',
    'met',
    'wij',
    'zoeken',
    'zoekt',
    'gezocht',
    'die',
    'dat',
    'ons',
    'onze',
    'ervaring',
    'jaar',
    'uur',
    'maand',
    'bij',
    'je',
    'jij',
    'naar',
    'ook',
    'werk',
    'salaris',
    'dienst',
    'diensten',
    'vacature',
    'bieden',
    'minimaal',
    'jaren',
    'ben',
    'hebben',
    'op',
  ],
};

/** Each word that only one language uses, with that language. */
const DISTINCT: ReadonlyMap<string, JobLanguage> = (() => {
  const seen = new Map<string, JobLanguage | null>();
  for (const language of Object.keys(FUNCTION_WORDS) as JobLanguage[]) {
    for (const word of FUNCTION_WORDS[language]) {
      const other = seen.get(word);
      seen.set(word, other === undefined || other === language ? language : null);
    }
  }
  return new Map([...seen].filter((e): e is [string, JobLanguage] => e[1] !== null));
})();

/** How many words of a request are read for its language (a language shows in its first words). */
const READ_WORDS = 200;

/**
 * The language a hiring request is written in, from the words that belong to one language only;
 * `null` when the request does not tell ("Barista in Lisbon" is English and Portuguese alike).
 * A language counts when it has at least two such words and twice as many as any other, or when it
 * is the only one with any.
 */
export function requestLanguage(text: string): JobLanguage | null {
  const counts: Record<JobLanguage, number> = { en: 0, es: 0, nl: 0, pt: 0 };
  const words =
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}’'-]+/gu) ?? [];
  for (const word of words.slice(0, READ_WORDS)) {
    const language = DISTINCT.get(word);
    if (language) counts[language]++;
  }
  const ranked = (Object.entries(counts) as [JobLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [[best, top], [, second]] = ranked as [[JobLanguage, number], [JobLanguage, number]];
  if (top === 0) return null;
  if (second === 0 || (top >= 2 && top >= 2 * second)) return best;
  return null;
}
