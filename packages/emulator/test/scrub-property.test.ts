import { decodeHTML } from 'entities';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlParser } from '../src/shared/search/html-text.ts';
import { SCRUBBED, scrubContactData, scrubDescription, scrubShort } from '../src/shared/search/scrub.ts';

// HTML is read with htmlparser2, loaded on first use.
beforeAll(() => loadHtmlParser());

/**
 * Property tests of the scrubber: thousands of texts mixing addresses, phones, handles and profile
 * links in many spellings into ordinary sentences (en, es, nl, pt words, punctuation, other
 * scripts), as running text, as HTML (through htmlToText, with character references) and as short
 * fields. Whatever the mix, nothing an address, phone, profile-link or handle pattern matches comes
 * out, nothing of a planted contact survives, and every ordinary word does.
 *
 * The seed is fixed (CI is deterministic); `FC_SEED=<n>` tries another. A failure prints the seed
 * and the shrunk counterexample (fast-check's report).
 */
const SEED = Number(process.env.FC_SEED ?? 20_261_128);

/** A piece of text and what of it may not come out (lower case), or a word that must. */
interface Piece {
  text: string;
  /** Names planted in the contact: none may be found in the answer. */
  secrets: string[];
  /** The digits of a planted phone: no run of digits in the answer may hold them. */
  digits?: string;
  /** An ordinary token: it must come out as it is. */
  ordinary?: true;
}

// ---- contact data ------------------------------------------------------------------------------

/** A name no ordinary word contains (`zq…`), so finding it in an answer means a leak. */
const name = fc.stringMatching(/^[a-z]{3,7}$/).map((s) => `zq${s}`);
const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

/** Digits of another script: Arabic-Indic, Extended Arabic-Indic, Devanagari, full-width. */
const SCRIPT_ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];
const inScript = (text: string, zero: number) =>
  text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x21 + 0xff01));

const TLDS = ['com', 'es', 'nl', 'pt', 'io', 'co.uk', 'com.br', 'org'];

const address: fc.Arbitrary<Piece> = fc
  .record({
    first: name,
    last: name,
    host: name,
    tld: fc.constantFrom(...TLDS),
    localShape: fc.constantFrom(
      'plain',
      'dotted',
      'underscore',
      'plus',
      'digits',
      'quote',
      'hyphen',
      'accent',
    ),
    spelling: fc.integer({ min: 0, max: 27 }),
    provider: fc.constantFrom('gmail', 'hotmail', 'outlook', 'yahoo'),
  })
  .map(({ first, last, host, tld, localShape, spelling, provider }) => {
    const local = {
      plain: first,
      dotted: `${first}.${last}`,
      underscore: `${first}_${last}`,
      plus: `${first}+jobs`,
      digits: `${first}82`,
      quote: `o'${first}`,
      hyphen: `${first}-${last}`,
      accent: `${first}é.${last}`,
    }[localShape];
    const domain = `${host}.${tld}`;
    const spelled = (at: string, dot: string) => `${local}${at}${host}${dot}${tld.replaceAll('.', dot)}`;
    const texts = [
      `${local}@${domain}`,
      spelled(' (at) ', ' (dot) '),
      spelled('[at]', '[dot]'),
      spelled(' [ at ] ', ' [ dot ] '),
      spelled('{at}', '{dot}'),
      spelled(' AT ', ' DOT '),
      spelled(' arroba ', ' punto '),
      spelled(' apenstaartje ', ' punt '),
      spelled(' @ ', ' . '),
      `${local}＠${domain}`,
      fullWidth(`${local}@${domain}`),
      `${local}%40${domain}`,
      `${local}%2540${domain}`,
      `${local}&#64;${domain}`,
      `${local}&commat;${domain}`,
      `${local.replace(/^(..)/, '$1\u200b')}@${domain}`,
      `mailto:${local}@${domain}`,
      `<${local}@${domain}>`,
      `"${local}@${domain}"`,
      `${local}@${domain}.`,
      `${local.replace('o', '&#111;')}&#64;${domain}`,
      `${local}(at)${host}(dot)${tld.replaceAll('.', '(dot)')}`,
      `${local} @${host} (dot) ${tld.replaceAll('.', ' (dot) ')}`,
      spelled(' arobase ', ' point '),
      `${local.replaceAll('.', '-')}-at-${host}-dot-${tld.replaceAll('.', '-dot-')}`,
      `${local.replaceAll('.', '_')}_at_${host}_dot_${tld.replaceAll('.', '_dot_')}`,
      `${local.replaceAll('.', ' dot ')} at ${provider}`,
      `my ${provider} is ${local}`,
    ];
    const secrets = [first, host];
    if (['dotted', 'underscore', 'hyphen', 'accent'].includes(localShape)) secrets.push(last);
    return { text: texts[spelling % texts.length]!, secrets };
  });

const phone: fc.Arbitrary<Piece> = fc
  .record({
    a: digitString(8),
    b: digitString(8),
    spelling: fc.integer({ min: 0, max: 33 }),
    script: fc.constantFrom(...SCRIPT_ZEROS),
    word: fc.constantFrom('now', 'ceo', 'you', 'all', 'asap', 'top'),
  })
  .map(({ a, b, spelling, script, word }) => {
    const es = `6${a}`; // a Spanish mobile: 9 digits
    const us = `4${b.slice(0, 2)}5${b.slice(2)}`; // 415 5550100-like: 10 digits
    const [e1, e2, e3] = [es.slice(0, 3), es.slice(3, 6), es.slice(6)];
    const [u1, u2, u3] = [us.slice(0, 3), us.slice(3, 6), us.slice(6)];
    const uk = `20${a}`; // +44 20 xxxx xxxx
    const nl = `6${a}`; // 06 xxxx xxxx
    const br = `119${a}`; // +55 11 9xxxx-xxxx
    const spellings: [string, string][] = [
      [`${e1} ${e2} ${e3}`, es],
      [es, es],
      [`${e1}-${e2}-${e3}`, es],
      [`${e1}.${e2}.${e3}`, es],
      [`+34 ${e1} ${e2} ${e3}`, es],
      [`+34${es}`, es],
      [`0034 ${e1} ${es.slice(3, 5)} ${es.slice(5, 7)} ${es.slice(7)}`, es],
      [`(+34) ${e1} ${e2} ${e3}`, es],
      [`+34-${e1}-${e2}-${e3}`, es],
      [`+1 (${u1}) ${u2}-${u3}`, us],
      [`(${u1}) ${u2}-${u3}`, us],
      [`${u1}-${u2}-${u3}`, us],
      [`${u1}.${u2}.${u3}`, us],
      [`1-${u1}-${u2}-${u3}`, us],
      [`+44 ${uk.slice(0, 2)} ${uk.slice(2, 6)} ${uk.slice(6)}`, uk],
      [`+44 (0)${uk.slice(0, 2)} ${uk.slice(2, 6)} ${uk.slice(6)}`, uk],
      [`0${uk.slice(0, 2)} ${uk.slice(2, 6)} ${uk.slice(6)}`, uk],
      [`0${nl.slice(0, 1)} ${nl.slice(1, 3)} ${nl.slice(3, 5)} ${nl.slice(5, 7)} ${nl.slice(7)}`, nl],
      [`0${nl.slice(0, 1)}-${nl.slice(1)}`, nl],
      [`+31 ${nl.slice(0, 1)} ${nl.slice(1, 5)} ${nl.slice(5)}`, nl],
      [`+33 ${nl.slice(0, 1)} ${nl.slice(1, 3)} ${nl.slice(3, 5)} ${nl.slice(5, 7)} ${nl.slice(7)}`, nl],
      [`+55 ${br.slice(0, 2)} ${br.slice(2, 7)}-${br.slice(7)}`, br],
      [`+351 ${e1} ${e2} ${e3}`, es],
      [`tel:+34${es}`, es],
      [`WhatsApp +34 ${e1} ${e2} ${e3}`, es],
      [inScript(`+34 ${e1} ${e2} ${e3}`, script), es],
      [inScript(es, script), es],
      [`${e1} ${es.slice(3, 5)} ${es.slice(5, 7)} ${es.slice(7)}`, es],
      [`${e1}%20${e2}%20${e3}`, es],
      [`+34&nbsp;${e1}&#32;${e2} ${e3}`, es],
      // French numbers with dots; a phone before a word of three letters (no currency).
      [`0${nl.slice(0, 1)}.${nl.slice(1, 3)}.${nl.slice(3, 5)}.${nl.slice(5, 7)}.${nl.slice(7)}`, nl],
      [`${e1} ${e2} ${e3} ${word}`, es],
      [`call ${e1}-${e2}-${e3} ${word.toUpperCase()}`, es],
      [`+33 ${nl.slice(0, 1)}.${nl.slice(1, 3)}.${nl.slice(3, 5)}.${nl.slice(5, 7)}.${nl.slice(7)}`, nl],
    ];
    const [text, digits] = spellings[spelling % spellings.length]!;
    return { text, secrets: [], digits };
  });

const link: fc.Arbitrary<Piece> = fc
  .record({ who: name, n: digitString(4), spelling: fc.integer({ min: 0, max: 15 }) })
  .map(({ who, n, spelling }) => {
    const texts = [
      `https://www.linkedin.com/in/${who}-${n}`,
      `linkedin.com/in/${who}`,
      `es.linkedin.com/in/${who}/`,
      `https://lnkd.in/${who}`,
      `wa.me/34${n}${who.length}1234`,
      `https://api.whatsapp.com/send?phone=34${n}${who}`,
      `t.me/${who}`,
      `https://instagram.com/${who}`,
      `x.com/${who}`,
      `https://twitter.com/${who}?lang=es`,
      `github.com/${who}`,
      `calendly.com/${who}/30min`,
      `facebook.com/${who}.${n}`,
      `tiktok.com/@${who}`,
      `linkedin.com /in/${who}`,
      `https://www.xing.com/profile/${who}`,
    ];
    return { text: texts[spelling % texts.length]!, secrets: [who] };
  });

const handle: fc.Arbitrary<Piece> = fc
  .record({ who: name, other: name, spelling: fc.integer({ min: 0, max: 17 }) })
  .map(({ who, other, spelling }) => {
    const texts = [
      `LinkedIn: ${who}`,
      `LinkedIn profile: ${who}-${other}`,
      `Skype: live:${who}`,
      `Skype ID: ${who}.${other}`,
      `Telegram @${who}`,
      `IG @${who}.${other}`,
      `Twitter/X @${who}`,
      `@${who}_${other}`,
      `Instagram: @${who}`,
      `GitHub: ${who}`,
      `linkedin /in/${who}`,
      `LinkedIn in/${who}`,
      `Telegram: ${who}`,
      `WhatsApp: @${who}`,
      `LinkedIn (${who})`,
      `Skype ID ${who}.${other}`,
      `LinkedIn - ${who}-${other}`,
      `${who}#4821`,
    ];
    return { text: texts[spelling % texts.length]!, secrets: [who, other] };
  });

const contact = fc.oneof(address, phone, link, handle);

// ---- ordinary text -----------------------------------------------------------------------------

/** Words, skills and numbers of job ads and profiles: each must come out unchanged. */
const ORDINARY = [
  // en, es, nl, pt; accents and other scripts
  'engineer',
  'team',
  'years of experience',
  'nurse',
  'enfermera',
  'años',
  'ingeniería',
  'señor',
  'ontwikkelaar',
  'werkervaring',
  'experiência',
  'coração',
  'São Paulo',
  'München',
  'naïve',
  'café',
  'Zoë',
  'Ålesund',
  'Ελλάδα',
  '東京',
  '🙂',
  'punto de venta',
  'Senior engineer at Booking.com',
  'worked at Acme',
  'LinkedIn Learning',
  'GitHub Actions',
  'Instagram marketing',
  // skills
  'C#',
  '.NET',
  'Node.js',
  'C++',
  'ASP.NET',
  'Vue.js',
  'CI/CD',
  'R&D',
  'UX/UI',
  // numbers that are no phones
  '2019',
  '2019-2024',
  '2019 – 2024',
  '12.05.2024',
  '2024-05-12',
  '12/05/2024',
  '45.000 €',
  '€45,000',
  '$120,000',
  '45.000-55.000 EUR',
  '40000-60000',
  '12 500 000 COP',
  '1.200.000',
  '45%',
  '100 %',
  'v1.2.3',
  '10.0.19041.1',
  'Python 3.12',
  'Node 20.11.1',
  '9:00',
  '08.00-17.00',
  '24/7',
  'ISO 27001',
  '3.5',
  'R$5,050',
  '39.500 MXN',
];
const ordinary: fc.Arbitrary<Piece> = fc
  .constantFrom(...ORDINARY)
  .map((text) => ({ text, secrets: [], ordinary: true }));

/** Between pieces: punctuation always beside a number, so two numbers never read as one. */
const SEPARATORS = [', ', '; ', ' — ', '. ', ': ', '! ', '\n', ' (', ') ', ' · '];
const text = fc
  .tuple(
    fc.array(fc.oneof({ weight: 3, arbitrary: ordinary }, { weight: 2, arbitrary: contact }), {
      minLength: 1,
      maxLength: 9,
    }),
    fc.array(fc.integer({ min: 0, max: SEPARATORS.length }), { minLength: 9, maxLength: 9 }),
  )
  .map(([pieces, seps]) => {
    let out = '';
    pieces.forEach((piece, i) => {
      if (i > 0) {
        const prev = pieces[i - 1]!;
        const numeric = /\d/.test(prev.text) || /\d/.test(piece.text);
        const k = seps[i - 1]!;
        out += k === SEPARATORS.length && !numeric ? ' ' : SEPARATORS[k % SEPARATORS.length]!;
      }
      out += piece.text;
    });
    return { text: out, pieces };
  });

// ---- the oracle: independent of the scrubber's own view -----------------------------------------

/** The answer as a reader decodes it: escapes, references, NFKC, other scripts' digits. */
function reveal(answer: string): string {
  let out = answer;
  for (let i = 0; i < 3; i++) {
    out = decodeHTML(
      out.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      }),
    );
  }
  out = out.normalize('NFKC').replace(/[\p{M}\p{Cf}]/gu, '');
  for (const zero of SCRIPT_ZEROS)
    out = out.replace(/\p{Nd}/gu, (d) => {
      const v = d.codePointAt(0)! - zero;
      return v >= 0 && v <= 9 ? String(v) : d;
    });
  return out;
}

const LEAKS: [string, RegExp][] = [
  ['an at sign', /@/],
  ['a spelled at sign', /[([{<]\s*at\s*[)\]}>]|\b(?:arroba|apenstaartje)\b/i],
  [
    'a profile link',
    /(?:linkedin\.com|lnkd\.in|xing\.com|wa\.me|whatsapp\.com|t\.me|instagram\.com|x\.com|twitter\.com|github\.com|calendly\.com|facebook\.com|tiktok\.com)\s?\//i,
  ],
  ['a Skype id', /live:/],
  ['a LinkedIn path', /linked-?in\s*[:=]?\s*\/?in\//i],
  [
    'a labelled handle',
    /\b(?:linkedin|skype|telegram|instagram|github|whatsapp)(?:\s+(?:profile|id))?\s*:\s*(?!\[contact hidden\])\S/i,
  ],
  ['a phone sign', /(?<![\w+])\+\s?\(?\d|\btel:/i],
];

/** Whether `word` is in `answer` as a word of its own: after the start, a space or a bracket. */
function standsAlone(answer: string, word: string): boolean {
  for (let at = answer.indexOf(word); at >= 0; at = answer.indexOf(word, at + 1)) {
    if (at === 0 || /[\s(]/.test(answer[at - 1]!)) return true;
  }
  return false;
}

/** What of `pieces` may not, or must, come out of `answer`; null when all is well. */
function verdict(answer: string, pieces: readonly Piece[], mode: 'text' | 'short'): string | null {
  const seen = reveal(answer);
  const lower = seen.toLowerCase();
  for (const [what, pattern] of LEAKS) if (pattern.test(seen)) return `${what}: ${pattern.exec(seen)![0]}`;
  const runs = (seen.match(/\d[\d ./()-]*\d/g) ?? []).map((run) => run.replace(/\D/g, ''));
  for (const piece of pieces) {
    for (const secret of piece.secrets) if (lower.includes(secret)) return `kept ${secret} of ${piece.text}`;
    if (piece.digits && runs.some((run) => run.includes(piece.digits!.slice(-7))))
      return `kept the digits of ${piece.text}`;
    if (piece.ordinary && !standsAlone(answer, piece.text)) return `lost ${piece.text}`;
  }
  if (mode === 'short') return answer.includes(SCRUBBED) ? 'a marker in a short field' : null;
  // The marker stands alone: nothing glued to it, never two in a row.
  for (const m of answer.matchAll(/\[contact hidden\]/g)) {
    const before = answer[m.index - 1];
    const after = answer[m.index + m[0].length];
    if (before !== undefined && !/[\s([{<"'“‘«¿¡,;:]/.test(before))
      return `glued before the marker: ${before}`;
    if (after !== undefined && !/[\s)\]}>"'”’»,;:.!?]/.test(after)) return `glued after the marker: ${after}`;
  }
  if (/\[contact hidden\][^\S\n]*(?:[,;/|·•&+\-–—][^\S\n]*)*\[contact hidden\]/.test(answer))
    return 'two markers in a row';
  return null;
}

/** As HTML: text escaped, some letters as character references, the pieces in paragraphs and list items. */
function asHtml(plain: string, encodeEvery: number): string {
  const NAMED: Record<string, string> = {
    é: '&eacute;',
    ñ: '&ntilde;',
    ã: '&atilde;',
    '€': '&euro;',
    ë: '&euml;',
  };
  let i = 0;
  const escaped = [...plain]
    .map((c) => {
      if (c === '&') return '&amp;';
      if (c === '<') return '&lt;';
      if (c === '>') return '&gt;';
      if (c === '\n') return '</p><ul><li>';
      if (NAMED[c]) return NAMED[c];
      // Percent-escapes and references stay as written: they are part of the disguise.
      if (++i % encodeEvery === 0 && /[a-z0-9]/i.test(c)) return `&#${c.codePointAt(0)};`;
      return c;
    })
    .join('');
  return `<div><p>${escaped}</p></div><script>var x = "zqscript@evil.com";</script>`;
}

const RUNS = { text: 4000, html: 1500, short: 1500 };

describe('scrubbing: a property over thousands of texts', () => {
  it(`running text (${RUNS.text} texts): no address, phone, profile link or handle comes out; every ordinary word does`, () => {
    fc.assert(
      fc.property(text, ({ text: t, pieces }) => {
        const answer = scrubContactData(t);
        expect(verdict(answer, pieces, 'text'), `${t}\n→ ${answer}`).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS.text },
    );
  });

  it(`HTML descriptions (${RUNS.html}): decoded first, then scrubbed, so references hide nothing`, () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 9 }), ({ text: t, pieces }, every) => {
        const html = asHtml(t, every);
        const answer = scrubDescription(html);
        expect(answer).not.toMatch(/&(?:#\d+|[a-z]+);|<\/?[a-z]+>|zqscript/);
        expect(verdict(answer, pieces, 'text'), `${html}\n→ ${answer}`).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS.html },
    );
  });

  it(`HTML split over blocks (${RUNS.html}): contact data cut by a <br>, a paragraph, a cell or a list item goes whole`, () => {
    const split = fc.record({
      piece: fc.oneof(address, phone),
      tag: fc.constantFrom('<br>', '</p><p>', '</div><div>', '</li><li>', '</td><td>'),
      around: fc.array(ordinary, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(split, ({ piece, tag, around }) => {
        // An address in angle brackets cut by a tag is a tag of its own to a parser (`<ana@<br>`).
        fc.pre(!piece.text.includes('<'));
        // Cut where a line breaks: after the at sign, or at a space between a phone's groups.
        const cut = piece.text.replace(/@|(?<=\d) (?=\d)/, (m) => (m === '@' ? `@${tag}` : tag));
        const body = `${around.map((p) => p.text).join(', ')}: ${cut}`;
        const html =
          tag === '</td><td>'
            ? `<table><tr><td>${body}</td></tr></table>`
            : `<div><p><ul><li>${body}</li></ul></p></div>`;
        const answer = scrubDescription(html);
        expect(
          verdict(answer, [...around, { ...piece, text: piece.text }], 'text'),
          `${html}\n→ ${answer}`,
        ).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS.html },
    );
  });

  it(`short fields (${RUNS.short}): contact data cut out, no marker, the other words kept`, () => {
    fc.assert(
      fc.property(text, ({ text: t, pieces }) => {
        const answer = scrubShort(t) ?? '';
        expect(verdict(answer, pieces, 'short'), `${t}\n→ ${answer}`).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS.short },
    );
  });
});
