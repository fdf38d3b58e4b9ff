import type { JobLanguage } from '@platform-api/sdk/schemas';
import { expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

it('tells the language of a request from words only one of the four languages uses', () => {
  const cases: [string, JobLanguage | null][] = [
    ['We need a barista for our café in Lisbon', 'en'],
    ['Looking for a sommelier with experience', 'en'],
    ['Buscamos un camarero con experiencia para nuestro restaurante', 'es'],
    ['Se busca cuidador de perros, media jornada, 5 años de experiencia', 'es'],
    ['Procuramos uma cozinheira com experiência para o nosso restaurante', 'pt'],
    ['Vaga para repositor em loja do centro, 2 anos de experiência', 'pt'],
    ['Wij zoeken een kapper voor onze salon in Utrecht', 'nl'],
    ['Vacature: magazijnmedewerker met ervaring, 32 uur per week', 'nl'],
    // English words in a Spanish sentence: Spanish still wins by far.
    ['Buscamos un backend developer con experiencia en la nube y el equipo', 'es'],
    // Nothing that belongs to one language only: not told.
    ['Barista in Lisbon', null],
    ['Enfermera en Sevilla', null],
    ['Dog groomer, Austin', null],
    ['', null],
  ];
  for (const [text, language] of cases)
    expect({ text, language: requestLanguage(text) }).toEqual({ text, language });
});

it('reads "años" as Spanish and "anos" as Portuguese: accents are kept', () => {
  expect(requestLanguage('5 años')).toBe('es');
  expect(requestLanguage('5 anos')).toBe('pt');
});

it('a mixed request of two languages in equal parts is not told', () => {
  expect(requestLanguage('the camarero con the cocinero con')).toBeNull();
});
