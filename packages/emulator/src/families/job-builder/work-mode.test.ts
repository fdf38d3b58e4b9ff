import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadPlaces } from '../../shared/places/index.ts';
import { prepare } from '../../shared/text/phrases.ts';
import { WORK_MODE_WORDS } from './data/work-mode-words.ts';
import { statedType } from './placement.ts';
import { readWorkMode } from './work-mode.ts';

let g: Gazetteer;
beforeAll(async () => {
  g = await loadPlaces();
});

const type = (text: string) => statedType(readWorkMode(prepare(text), g));
const modes = (text: string) => readWorkMode(prepare(text), g).modes;

describe('work-mode words: negation (NegEx), table-driven per language', () => {
  it.each([
    // en
    ['This role cannot be done remotely, Madrid', 'onsite'],
    ['Remote work is not possible here, Madrid', 'onsite'],
    ['It is not possible to work remotely, Madrid', 'onsite'],
    ["We don't offer remote work. Madrid.", 'onsite'],
    ['Madrid, on site only', 'onsite'],
    ['Madrid, without remote option', 'onsite'],
    ['Neither remote nor hybrid: Madrid', 'onsite'],
    // es
    ['Madrid, no se admite teletrabajo', 'onsite'],
    ['Madrid, sin teletrabajo', 'onsite'],
    ['Madrid, teletrabajo no disponible', 'onsite'],
    ['Madrid, ni remoto ni híbrido', 'onsite'],
    // nl
    ['Madrid, geen thuiswerk', 'onsite'],
    ['Madrid, thuiswerken is niet mogelijk', 'onsite'],
    ['Madrid, niet op afstand', 'onsite'],
    // pt
    ['Madrid, sem teletrabalho', 'onsite'],
    ['Madrid, não é possível trabalhar remotamente', 'onsite'],
    ['Madrid, a vaga não é remota', 'onsite'],
  ])('%s → %s', (text, want) => {
    expect(type(text)).toBe(want);
  });

  it('a negation reaches to the end of its clause, a terminator, or six words', () => {
    // The comma ends "not": the remote after it stands.
    expect(modes('not on-site, remote').remote).toEqual({ affirmed: true, negated: false });
    expect(modes('no relocation; remote').remote).toEqual({ affirmed: true, negated: false });
    // "but", "pero", "maar", "mas" end it inside a clause.
    expect(modes('not on site but remote').remote.negated).toBe(false);
    expect(modes('no presencial pero remoto').remote.negated).toBe(false);
    expect(modes('niet op kantoor maar op afstand').remote.negated).toBe(false);
    expect(modes('não presencial mas remoto').remote.negated).toBe(false);
    // Beyond six words, nothing.
    expect(modes('no travel is expected from you in this role remote').remote.negated).toBe(false);
  });

  it('pseudo-negations negate nothing', () => {
    for (const text of [
      'not only remote',
      'no solo remoto',
      'niet alleen op afstand',
      'não só remoto',
      'remote is no problem',
    ]) {
      expect(modes(text).remote, text).toMatchObject({ affirmed: true, negated: false });
    }
  });

  it('Portuguese "no"/"na" before a place or an office is "in the", not "no"', () => {
    expect(type('Enfermeira presencial no escritório')).toBe('onsite');
    expect(type('Enfermeira remota no Brasil')).toBe('remote');
  });

  it('a skill named like a negation ("SEM") still negates', () => {
    expect(type('Vendedor em Lisboa, sem teletrabalho')).toBe('onsite');
  });
});

describe('hybrid arrangements in words', () => {
  it.each([
    ['three days a week in the office, the rest from home', 'hybrid'],
    ['2 days working from home', 'hybrid'],
    ['Fridays from home', 'hybrid'],
    ['a few days on site', 'hybrid'],
    ['five days a week in the office', 'onsite'],
    ['5 days from home', 'remote'],
    ['tres días en la oficina y dos desde casa', 'hybrid'],
    ['dos días de teletrabajo', 'hybrid'],
    ['drie dagen op kantoor', 'hybrid'],
    ['twee thuiswerkdagen', 'hybrid'],
    ['dois dias por semana em home office', 'hybrid'],
    ['três dias no escritório', 'hybrid'],
    // Days that are not days in a place: a shift length, a notice.
    ['12-hour day shifts, 3 days notice', 'remote'],
  ])('%s → %s', (text, want) => {
    expect(type(text)).toBe(want);
  });
});

describe('conflicting signals', () => {
  it('remote and on-site words together are hybrid, unless remote is "fully remote"', () => {
    expect(type('remote with regular in-person meetings in Madrid')).toBe('hybrid');
    expect(type('fully remote; in person onboarding week in Madrid')).toBe('remote');
  });
  it('"not fully remote" is hybrid; a negated on-site alone is remote', () => {
    expect(type('not fully remote, Madrid')).toBe('hybrid');
    expect(type('not office-based, Madrid')).toBe('remote');
    expect(type('no presencial, Madrid')).toBe('remote');
  });
  it('a stated negation wins over the same word stated plainly elsewhere', () => {
    expect(type('We are a remote-first company, but this role is not remote. Madrid.')).toBe('onsite');
  });
});

describe('headquarters', () => {
  it('a place after headquarters, sede, hoofdkantoor or before HQ is the company’s', () => {
    for (const text of [
      'Our headquarters are in Berlin',
      'Nuestra sede está en Berlín',
      'Ons hoofdkantoor is in Berlijn',
      'Nossa sede fica em Berlim',
      'our Berlin HQ',
    ]) {
      expect(readWorkMode(prepare(text), g).places, text).toMatchObject([{ headquarters: true }]);
    }
    expect(readWorkMode(prepare('Nurse in Berlin'), g).places).toMatchObject([{ headquarters: false }]);
  });
});

describe('the tables', () => {
  it('every language has every kind of cue', () => {
    for (const [language, words] of Object.entries(WORK_MODE_WORDS)) {
      for (const kind of [
        'remote',
        'fullRemote',
        'hybrid',
        'onsite',
        'worldwide',
        'negation',
        'twoWayNegation',
        'pseudoNegation',
        'terminator',
        'headquarters',
      ] as const) {
        expect(words[kind].length, `${language} ${kind}`).toBeGreaterThan(0);
      }
    }
  });
});
