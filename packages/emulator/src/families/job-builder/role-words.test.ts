import type { JobLanguage } from '@platform-api/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { PhraseIndex } from '../../shared/text/phrases.ts';
import type { Keyword } from './data/i18n.ts';
import {
  findRoleWords,
  headPositions,
  type RoleWordsLookups,
  singular,
  titleCase,
  tokens,
} from './role-words.ts';

/** Small vocabularies: the rules are what is tested here, not the job-builder's data. */
const lookups: RoleWordsLookups = {
  aliases: new PhraseIndex(
    ['head of sales', 'painter and decorator', 'nurse', 'barista'].map((a) => [a, a] as const),
  ),
  modifiers: new PhraseIndex<Keyword>([
    ['senior', 'senior'],
    ['experienced', 'senior'],
    ['ervaren', 'senior'],
    ['lead', 'lead'],
    ['head of', 'lead'],
    ['part time', 'partTime'],
    ['media jornada', 'partTime'],
    ['remote', 'remote' as Keyword],
    ['intern', 'internship'],
  ]),
  places: [
    new PhraseIndex(['Lisbon', 'Lisboa', 'Madrid', 'Austin', 'Utrecht', 'Porto'].map((p) => [p, p] as const)),
  ],
  skills: new PhraseIndex(['driving license', 'python'].map((s) => [s, s] as const)),
  workplaces: new Set(['hotel', 'cafe']),
};

const read = (prompt: string, language: JobLanguage | null = null) => {
  const found = findRoleWords(prompt, lookups, language);
  return found && { text: found.text, language: found.language, source: found.source };
};

describe('the role words of a request', () => {
  it('follow a hiring phrase, in the four languages', () => {
    const cases: [string, string, JobLanguage | null][] = [
      ['We need a barista for our café in Lisbon', 'barista', 'en'],
      ['Looking for a sommelier', 'sommelier', 'en'],
      ['hiring a dog groomer', 'dog groomer', 'en'],
      ['Please create a job post for a tattoo artist in Berlin', 'tattoo artist', 'en'],
      ['Se busca cuidador de perros en Sevilla', 'cuidador de perros', 'es'],
      ['Buscamos peluqueros caninos para nuestra tienda', 'peluquero canino', null],
      ['Necesitamos un/a camarero/a a media jornada', 'camarero/a', 'es'],
      ['Se buscan peluqueros/as con experiencia', 'peluquero/a', 'es'],
      ['Procuramos uma tosadora para pet shop em São Paulo', 'tosadora', 'pt'],
      ['Contratamos pintores em Porto', 'pintor', null],
      ['Wij zoeken een hondentrimmer in Utrecht', 'hondentrimmer', 'nl'],
      ['Gezocht: ervaren schilders voor project', 'schilder', 'nl'],
      ['Sommelier wanted for a wine bar', 'Sommelier', 'en'],
      ['Join our team as a Head of Sales', 'Head of Sales', 'en'],
      ['Looking for an experienced, friendly sommelier', 'sommelier', 'en'],
      ['Hiring two baristas in Porto', 'barista', 'en'],
    ];
    for (const [prompt, text, language] of cases) {
      // The Spanish and Portuguese shared phrases ("buscamos", "contratamos") take the request's language.
      const requestLanguage = language ?? (prompt.startsWith('Buscamos') ? 'es' : 'pt');
      expect({ prompt, ...read(prompt, requestLanguage) }).toEqual({
        prompt,
        text,
        language: requestLanguage,
        source: 'hiring phrase',
      });
    }
  });

  it('open the request when no hiring phrase names them; place, mode and contract words end them', () => {
    expect(read('Dog groomer in Austin, part-time', 'en')).toEqual({
      text: 'Dog groomer',
      language: 'en',
      source: 'start',
    });
    expect(read('Senior sommelier Lisbon')?.text).toBe('sommelier');
    expect(read('Remote tattoo artist, Lisbon')?.text).toBe('tattoo artist');
    expect(read('Marketing intern in Madrid')?.text).toBe('Marketing intern');
    expect(read('Tech lead, remote')?.text).toBe('Tech lead');
    expect(read('Camarero senior en Madrid', 'es')?.text).toBe('Camarero');
    expect(read('Painter and decorator in Lisbon')?.text).toBe('Painter and decorator');
  });

  it('before "wanted" / "gezocht" when its clause has them, never the words after it', () => {
    expect(read('Barista wanted remote, CET ± 2 hours', 'en')?.text).toBe('Barista');
    expect(read('Sommelier wanted remote (worldwide). Compensation: between $35 and $45', 'en')?.text).toBe(
      'Sommelier',
    );
    expect(read('Hondentrimmer gezocht 100% remote, je woont in Ierland', 'nl')?.text).toBe('Hondentrimmer');
    // Nothing before it in its clause: the words after it.
    expect(read('Vacature: gezocht: hondentrimmer in Utrecht', 'nl')?.text).toBe('hondentrimmer');
  });

  it('are none when the request names no role in a way the rules read', () => {
    for (const prompt of [
      'We are a small company in Madrid',
      'Hotel in Lisbon',
      'Please write something nice',
      'zxqv',
      'We need a driving license',
      'Looking for someone great',
      'Hiring: remote, Lisbon',
      '',
    ]) {
      expect({ prompt, found: read(prompt, 'en') }).toEqual({ prompt, found: null });
    }
  });

  it('read only the start of a long request', () => {
    expect(read(`${'We are a great team. '.repeat(40)}We need a sommelier.`, 'en')).toBeNull();
  });
});

describe('tokens', () => {
  it('keeps "Node.js", "part-time" and "camarero/a" whole clauses; commas, colons and " - " end one', () => {
    const t = tokens('Barista - Lisbon. Node.js, part-time; camarero/a (x) café');
    expect(t.map((x) => `${x.breakBefore ? '|' : ''}${x.word}`)).toEqual([
      'barista',
      '|lisbon',
      '|nodejs',
      '|part',
      'time',
      '|camarero',
      '|x',
      '|cafe',
    ]);
  });
});

describe('singular forms', () => {
  it('undo the regular plurals of the four languages; a word that is not plural stays', () => {
    const cases: [string, JobLanguage | null, string][] = [
      ['baristas', 'en', 'barista'],
      ['nannies', 'en', 'nanny'],
      ['Salesmen', 'en', 'Salesman'],
      ['groomers', 'en', 'groomer'],
      ['sommelier', 'en', 'sommelier'],
      ['camareros', 'es', 'camarero'],
      ['vendedores', 'pt', 'vendedor'],
      ['profesionales', 'es', 'profesional'],
      ['sastres', 'es', 'sastre'],
      ['capataces', 'es', 'capataz'],
      ['peones', 'es', 'peones'],
      ['Inglés', 'es', 'Inglés'],
      ['kappers', 'nl', 'kapper'],
      ['verpleegkundigen', 'nl', 'verpleegkundige'],
      ['assistenten', 'nl', 'assistent'],
      ['kok', 'nl', 'kok'],
      ['baristas', null, 'baristas'],
    ];
    for (const [word, language, one] of cases) {
      expect({ word, language, one: singular(word, language) }).toEqual({ word, language, one });
    }
  });

  it('apply to the head: the last word in English and Dutch, the words before a link in Spanish and Portuguese', () => {
    expect(headPositions(['dog', 'groomers'], 'en')).toEqual([1]);
    expect(headPositions(['heads', 'of', 'sales'], 'en')).toEqual([0]);
    expect(headPositions(['peluqueros', 'caninos', 'de', 'perros'], 'es')).toEqual([0, 1]);
  });
});

describe('titles', () => {
  it('capitalize every word but the small ones; words with capitals inside stay', () => {
    expect(titleCase('dog groomer')).toBe('Dog Groomer');
    expect(titleCase('cuidador de perros')).toBe('Cuidador de Perros');
    expect(titleCase('camarero/a')).toBe('Camarero/a');
    expect(titleCase('iOS developer')).toBe('iOS Developer');
    expect(titleCase('head of DevOps')).toBe('Head of DevOps');
    expect(titleCase('SOMMELIER')).toBe('Sommelier');
    expect(titleCase('UX writer')).toBe('UX Writer');
  });
});
