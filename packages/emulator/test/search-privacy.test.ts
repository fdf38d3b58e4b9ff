import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../src/index.ts';
import { DEMO_KEYS } from '../src/seed/demo.ts';
import { loadDemoCandidatePool } from '../src/seed/pools/candidates.ts';
import { loadDemoJobPool } from '../src/seed/pools/public-jobs.ts';
import { prng } from '../src/shared/random.ts';
import { scrubContactData, scrubShort, scrubUrl } from '../src/shared/search/scrub.ts';
import { call, setup } from './helpers.ts';

const CS = '/api/v3.0/candidate-search/public';
const JS = '/api/v3.0/job-search/public';

/** Contact data as people write it, in many shapes: each must be gone from every result. */
function contactGenerators(rand: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const word = () => pick(['ana', 'jo', 'maria.lopez', 'dev_ops', 'k.smith', 'talent-team', 'rh2026', 'zoë']);
  const domain = () => pick(['example.com', 'mail.example.org', 'empresa.es', 'co.uk.example', 'startup.io']);
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  return [
    () => `${word()}@${domain()}`,
    () => `${word()}+jobs@${domain()}`,
    () => `${word()} (at) ${domain().replace('.', ' (dot) ')}`,
    () => `${word()} arroba ${domain().replace('.', ' punto ')}`,
    () => `+34 6${digits(2)} ${digits(3)} ${digits(3)}`,
    () => `+1 (${digits(3)}) ${digits(3)}-${digits(4)}`,
    () => `(0${digits(2)}) ${digits(4)} ${digits(4)}`,
    () => `00${digits(2)}${digits(9)}`,
    () => `${digits(3)}.${digits(3)}.${digits(4)}`,
    () => `+44 20 ${digits(4)} ${digits(4)}`,
    () => `https://www.linkedin.com/in/${word().replace(/\W/g, '')}-${digits(4)}`,
    () => `linkedin.com/in/${word().replace(/\W/g, '')}`,
    () => `es.linkedin.com/in/${word().replace(/\W/g, '')}/`,
    () => `https://lnkd.in/${digits(6)}`,
    () => `wa.me/34${digits(9)}`,
    () =>
      `${'0123456789abcdef'[Math.floor(rand() * 16)]}${Array.from({ length: 23 }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')}`,
  ];
}

/**
 * What of a planted contact may not come out: an address whole, a phone's digits (looked for in
 * the digits of the results). Links are caught by their hosts (linkedin, lnkd.in, wa.me) below.
 */
function fingerprint(planted: string): { digits: string } | { text: string } | null {
  if (/linkedin|lnkd|wa\.me/.test(planted)) return null;
  if (/@| \(at\) | arroba /.test(planted)) return { text: planted };
  if (/^[0-9a-f]{24}$/.test(planted)) return { text: planted };
  return { digits: planted.replace(/\D/g, '') };
}

describe('scrubbing: no contact data in any result, whatever the text holds (property test)', () => {
  it('candidates and jobs laced with e-mails, phones, LinkedIn URLs and raw ids in every text field', async () => {
    const f = await setup();
    const rand = prng(424242);
    const gens = contactGenerators(rand);
    const planted: string[] = [];
    const lace = (text: string) => {
      const contact = gens[Math.floor(rand() * gens.length)]!();
      planted.push(contact);
      return rand() < 0.5 ? `${text} ${contact}` : `${contact} — ${text}`;
    };
    const candidates = Array.from({ length: 150 }, (_, i) => ({
      displayName: lace(`Person ${i}`),
      headline: lace('Compliance auditor'),
      summary: `${lace('Auditor with ten years in banking.')} ${lace('Reach out any time.')}`,
      topSkills: [lace('Auditing'), 'Risk', lace('Excel')],
      locationName: lace('Valencia, ES'),
    }));
    const jobs = Array.from({ length: 150 }, (_, i) => ({
      title: lace(`Compliance auditor ${i}`),
      description: `<p>${lace('Join our audit team.')}</p><ul><li>${lace('Apply now')}</li></ul>`,
      companyName: lace('Audit Co'),
      authorName: lace('Maria'),
      locationName: lace('Valencia'),
      occupationTitles: [lace('Auditor')],
      occupationFamilies: [lace('Finance')],
    }));
    expect((await f.emu.addCandidates(candidates)).inserted).toBe(150);
    expect((await f.emu.addPublicJobs(jobs)).inserted).toBe(150);

    const results: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const c = await call(f.emu, 'POST', `${CS}/search`, {
        key: f.key,
        body: { query: 'compliance auditor', page, pageSize: 25 },
      });
      expect(c.status).toBe(200);
      results.push(JSON.stringify(c.body));
      const j = await call(f.emu, 'POST', `${JS}/search`, {
        key: f.key,
        body: { query: 'compliance auditor', page, pageSize: 25 },
      });
      expect(j.status).toBe(200);
      results.push(JSON.stringify(j.body));
    }
    const all = results.join('\n');
    // Every candidate and every job came out.
    expect(all.match(/"candidateId"/g)).toHaveLength(150);
    expect(all.match(/"applyUrl"/g)).toHaveLength(150);
    expect(all).not.toMatch(/@/);
    const leak = /linkedin|lnkd\.in|wa\.me/i.exec(all);
    expect(leak ? all.slice(leak.index - 80, leak.index + 40) : null).toBeNull();
    expect(all).not.toMatch(/\b[0-9a-f]{24}\b/);
    const text = all.replace(/"(?:createdAt|refreshedAt|updatedAt|candidateId|slug|applyUrl)":"[^"]*"/g, '');
    const digits = text.replace(/\D/g, '');
    for (const contact of planted) {
      const print = fingerprint(contact);
      if (print && 'text' in print) expect(text).not.toContain(print.text);
      if (print && 'digits' in print) expect(digits, contact).not.toContain(print.digits);
    }
  });

  it('the demo pools: no result of any page holds contact data', async () => {
    const emu = await createEmulator({ seed: 'demo', unlimited: true });
    let all = '';
    for (const query of ['engineer', 'nurse', 'sales', 'designer', 'contact']) {
      for (let page = 1; page <= 4; page++) {
        const c = await call(emu, 'POST', `${CS}/search`, {
          key: DEMO_KEYS.acmeAdmin,
          body: { query, page, pageSize: 25 },
        });
        const j = await call(emu, 'POST', `${JS}/search`, {
          key: DEMO_KEYS.acmeAdmin,
          body: { query, page, pageSize: 25 },
        });
        all += JSON.stringify(c.body) + JSON.stringify(j.body);
      }
    }
    expect(all).toContain('[contact hidden]');
    const leak = /@|linkedin|\(at\)| arroba /i.exec(all);
    expect(leak ? all.slice(leak.index - 120, leak.index + 60) : null).toBeNull();
    expect(all).not.toMatch(/\+\d{2} \d{3} \d{3} \d{3}/);
  });
});

/**
 * Contact data in disguise, each in a sentence: `[in, out]`, the text around it unchanged. Found in
 * a normalised view (NFKC, digits of any script, percent-escapes decoded), hidden in the original.
 */
const DISGUISED: readonly (readonly [string, string])[] = [
  ['Mail john＠gmail.com today.', 'Mail [contact hidden] today.'],
  ['Ｍａｉｌ ｊｏｈｎ＠ｇｍａｉｌ．ｃｏｍ today.', 'Ｍａｉｌ [contact hidden] today.'],
  ['Call ４１５５５５０１００ after six.', 'Call [contact hidden] after six.'],
  ['Call +٤١٥٥٥٥٠١٠٠ after six.', 'Call [contact hidden] after six.'],
  ['Call +۴۱۵ ۵۵۵ ۰۱۰۰ after six.', 'Call [contact hidden] after six.'],
  ['Write to john%40gmail.com please.', 'Write to [contact hidden] please.'],
  ['Write to john%2540gmail.com please.', 'Write to [contact hidden] please.'],
  ['Write to jo\u0301hn\u200b@gmail.com please.', 'Write to [contact hidden] please.'],
  ['See linkedin /in/jane-doe-1234 for more.', 'See linkedin [contact hidden] for more.'],
  ['LinkedIn: in/jdoe', 'LinkedIn: [contact hidden]'],
  ['See linkedin.com /in/jdoe for more.', 'See [contact hidden] for more.'],
  ['john [dot] doe [at] gmail [dot] com', '[contact hidden]'],
  ['Reach me at john [dot] doe [at] gmail [dot] com today.', 'Reach me at [contact hidden] today.'],
  ['Reach me at john dot doe at gmail dot com today.', 'Reach me at [contact hidden] today.'],
  ['Reach me at ana.silva820@mail.example.', 'Reach me at [contact hidden].'],
  ['Reach me at jan.de-boer@mail.example now.', 'Reach me at [contact hidden] now.'],
  // An address goes whole: its whole local part, its whole domain, nothing glued to it.
  [
    'Write to ana.maria.lopez.garcia.perez.ruiz.diaz.gomez.sanz.vidal.roca.xx@example.com now.',
    'Write to [contact hidden] now.',
  ],
  [
    "Write to o'brien.xx@example.com or ana!x.xx@example.com.",
    'Write to [contact hidden] or [contact hidden].',
  ],
  [
    'Write to ana@example.com.xx or .xx@example.com today.',
    'Write to [contact hidden] or [contact hidden] today.',
  ],
  ['Write to j&#111;hn&#64;example&#46;com today.', 'Write to [contact hidden] today.'],
  ['Email:ana@example.com, mailto:ana@example.com', 'Email:[contact hidden]'],
  ['juan punto perez arroba empresa punto es', '[contact hidden]'],
  ['jan apenstaartje bedrijf punt nl', '[contact hidden]'],
  // Handles and profile links written as text: the handle goes, the label stays.
  [
    'LinkedIn: ana-nurse, Skype: live:ana.silva, Telegram @ana_rn.',
    'LinkedIn: [contact hidden], Skype: [contact hidden], Telegram [contact hidden].',
  ],
  [
    'Find me on t.me/ana_rn or github.com/ana-dev today.',
    'Find me on [contact hidden] or [contact hidden] today.',
  ],
  ['WhatsApp +34 612 345 678 (mornings).', 'WhatsApp [contact hidden] (mornings).'],
  ['Call me (612 345 678) or +1 (415) 555-0100.', 'Call me [contact hidden] or [contact hidden].'],
  ['Mail ana@example.com / 612 345 678, thanks.', 'Mail [contact hidden], thanks.'],
];
/** Text that only looks like contact data: it stays as it is. */
const LOOKALIKES = [
  'Senior engineer at Acme. Led teams of 5 since ٢٠١٩.',
  'Ｗｅｂ developer; grew sales 40% in 2023; LinkedIn Recruiter and LinkedIn Learning.',
  'Budget ４５.０００ EUR, 2019-2024, in/out logistics.',
  'Senior engineer at Booking.com since 2019; C#, .NET, Node.js 20.11.1, Python 3.12, ASP.NET, C++.',
  'Salary 45.000-55.000 EUR (40000-60000 USD), 1.200.000 users, 98% uptime, 24/7, 08.00-17.00.',
  'From 12.05.2024 to 2024-12-31, v1.2.3 on 10.0.19041.1; GitHub Actions and Instagram marketing.',
  'Punto de venta en São Paulo; werkervaring in München; coração, naïve, Zoë.',
];

describe('scrubbing: contact data in disguise', () => {
  it('full-width and other-script characters, percent-escapes, LinkedIn handles, spelled-out addresses', async () => {
    const f = await setup({ unlimited: true });
    const texts = [...DISGUISED.map(([text]) => text), ...LOOKALIKES];
    const expected = [...DISGUISED.map(([, out]) => out), ...LOOKALIKES];
    const added = await call(f.emu, 'POST', '/_emulator/candidates', {
      body: texts.map((summary, i) => ({ displayName: `Quokka ${i}`, headline: 'Quokka keeper', summary })),
    });
    expect(added.status).toBe(201);
    const jobs = await call(f.emu, 'POST', '/_emulator/public-jobs', {
      body: texts.map((text, i) => ({ title: `Quokka keeper ${i}`, description: `<p>${text}</p>` })),
    });
    expect(jobs.status).toBe(201);
    const search = (path: string, page: number) =>
      call(f.emu, 'POST', path, { key: f.key, body: { query: 'quokka keeper', pageSize: 25, page } });
    const candidates = [
      ...(await search(`${CS}/search`, 1)).body.results,
      ...(await search(`${CS}/search`, 2)).body.results,
    ];
    const found = [
      ...(await search(`${JS}/search`, 1)).body.jobs,
      ...(await search(`${JS}/search`, 2)).body.jobs,
    ];
    expect(candidates).toHaveLength(texts.length);
    expect(found).toHaveLength(texts.length);
    for (const c of candidates) {
      const i = Number(c.displayName.split(' ')[1]);
      expect(c.summary, texts[i]).toBe(expected[i]);
    }
    for (const j of found) {
      const i = Number(j.title.split(' ')[2]);
      expect(j.description, texts[i]).toBe(expected[i]);
    }
  });
});

describe('scrubbing: every text field of a result, through the REST doors', () => {
  it('a candidate: an address goes whole from the name, headline, summary, skills and place; handles too', async () => {
    const f = await setup({ unlimited: true });
    await f.emu.addCandidates([
      {
        displayName: 'Ana López (ana.xx@example.com)',
        headline: 'ICU nurse — LinkedIn: ana-nurse',
        summary:
          'Write to ana.maria.xx@example.com or j&#111;hn&#64;example&#46;org. LinkedIn: ana-nurse, ' +
          'linkedin.com/in/ana-nurse; Skype: live:ana.silva; Telegram @ana_rn or t.me/ana_rn; ' +
          'WhatsApp +34 612 345 678; Twitter/X @ana_rn. 12 years in ICU (2013-2025), 45.000 € a year, ' +
          '98% satisfaction, C#, .NET and Node.js 20.11.1.',
        topSkills: ['Intensive care', 'Skype: live:ana', 'ana.xx@example.com', 'C#'],
        locationName: 'Madrid · tel. 612 345 678',
      },
    ]);
    const res = await call(f.emu, 'POST', `${CS}/search`, {
      key: f.key,
      body: { query: 'icu nurse intensive' },
    });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({
      displayName: 'Ana López',
      headline: 'ICU nurse',
      summary:
        'Write to [contact hidden] or [contact hidden]. LinkedIn: [contact hidden]; Skype: [contact hidden]; ' +
        'Telegram [contact hidden] or [contact hidden]; WhatsApp [contact hidden]; Twitter/X [contact hidden]. ' +
        '12 years in ICU (2013-2025), 45.000 € a year, 98% satisfaction, C#, .NET and Node.js 20.11.1.',
      topSkills: ['Intensive care', 'C#'],
      matchedSkills: ['Intensive care'],
      locationName: 'Madrid',
    });
    const body = JSON.stringify(res.body);
    expect(body).not.toMatch(
      /@|example\.(?:com|org)|\.xx|live:|ana[-_](?:nurse|rn)|612|\[contact hidden\]\[/,
    );
  });

  it('a job: an HTML description full of character references comes out as plain text, decoded, then scrubbed', async () => {
    const f = await setup({ unlimited: true });
    await f.emu.addPublicJobs([
      {
        title: 'Enfermera de UCI',
        companyName: 'Hospital Sur — rrhh@hospital.example',
        authorName: 'Marta Gil, tel. 612 345 678',
        locationName: 'Madrid, España',
        description:
          '<h2>Enfermera en Espa&ntilde;a</h2><p>Salario: 45.000&nbsp;&euro; &ndash; 55.000&nbsp;&euro; al a&ntilde;o &amp cena.</p>' +
          '<ul><li>Turno de noche</li><li>Escr&iacute;benos: j&#111;hn&#64;hospital&#46;example</li>' +
          '<li>Tel&eacute;fono: &#43;34&#32;612&#32;345&#32;678</li></ul>' +
          '<p>We&rsquo;re &ldquo;friendly&rdquo;&hellip; LinkedIn: <a href="https://linkedin.com/in/marta-gil">marta-gil</a></p>' +
          '<script>track("x@y.example")</script><!-- rrhh@hospital.example --><style>p{}</style>',
        language: 'es',
      },
    ]);
    const search = (query: string) => call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { query } });
    const res = await search('enfermera españa');
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(1);
    expect(res.body.jobs[0]).toMatchObject({
      title: 'Enfermera de UCI',
      companyName: 'Hospital Sur',
      authorName: 'Marta Gil',
      description:
        'Enfermera en España\n\nSalario: 45.000 € – 55.000 € al año & cena.\n\n• Turno de noche\n' +
        '• Escríbenos: [contact hidden]\n• Teléfono: [contact hidden]\n\nWe’re “friendly”… LinkedIn: [contact hidden]',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/@|&[a-z#0-9]+;|<\/?[a-z]|612|marta-gil|track/i);
    // The index reads the same text: decoded words find the job, markup and reference names do not.
    expect((await search('año')).body.jobs).toHaveLength(1);
    for (const word of ['ntilde', 'nbsp', 'li', 'h2', 'script', 'track', 'rrhh']) {
      expect((await search(word)).body.jobs, word).toEqual([]);
    }
  });

  it('a job-builder job, once published, shows its description as scrubbed text in job-search', async () => {
    const f = await setup({ unlimited: true });
    const created = await call(f.emu, 'POST', '/api/v3.0/job-builder/public/jobs', {
      key: f.key,
      body: {
        prompt:
          'Pastry chef & baker <b>in Lisbon</b>, write to chef.xx@bakery.example or call +351 912 345 678',
        language: 'en',
        publishMode: 'publish',
      },
    });
    expect(created.status).toBe(201);
    await f.emu.approveJob(created.body.postId);
    const res = await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { query: 'pastry chef' } });
    const [job] = res.body.jobs;
    // The prompt's `<b>` was escaped into the description (`&lt;b&gt;`): decoded it would read as
    // markup, so it is left out too.
    expect(job.description).toContain(
      'Pastry chef & baker in Lisbon, write to [contact hidden] or call [contact hidden]',
    );
    expect(job.description).not.toMatch(/&(?:amp|lt|gt);|<\/?(?:p|h3|ul|li)>|@|912/);
  });
});

describe('scrubbing: time grows with the text, never faster', () => {
  it('long runs of digits, dotted or spaced words, escapes, full-width digits: each 20,000 characters in well under a second', () => {
    const long = (unit: string) => unit.repeat(Math.ceil(20_000 / unit.length)).slice(0, 20_000);
    const texts = [
      '1 ',
      '1-2 ',
      'a.',
      'a . ',
      'a [dot] ',
      'a at b.c ',
      '4',
      '４',
      'abcdef0123',
      'e\u0301',
      '%E0%A4',
      'a at b dot c ',
      'a @ ',
      '@a ',
      'a dot ',
      '(1) ',
      '1 (',
      '12.05.2024 ',
      'LinkedIn: ',
      'linkedin.com/in/',
      '&#64;',
      'x.',
    ].map(long);
    const started = performance.now();
    for (const text of texts) {
      scrubContactData(text);
      scrubShort(text);
      scrubUrl(`https://cdn.platform.example/${text}`);
    }
    // Each takes a few milliseconds; quadratic matching would take seconds, cubic would not end.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

/** Phones as they sit in links: a parameter, a file name, percent-escaped, in the user name. */
const PHONE_URLS = [
  'https://cdn.platform.example/a.jpg?phone=0034612345678',
  'https://cdn.platform.example/t/+1-415-555-0100.jpg',
  'https://cdn.platform.example/v.mp4?wa=+34612345678',
  'https://www.platform.example/talent/emu-4?call=+34612345678',
  'https://cdn.platform.example/a.jpg?c=%2B34612345678',
  'https://cdn.platform.example/a.jpg?c=%252B34612345678',
  'https://cdn.platform.example/a.jpg?x=%E0%A4%A&c=%2B44%2020%207946%200958',
  'https://cdn.platform.example/415-555-0100.jpg',
  'https://cdn.platform.example/(415)5550100.jpg',
  'https://cdn.platform.example/p/612%2034%2056%2078.jpg',
  'https://cdn.platform.example/p/06-12-34-56-78.jpg',
  'https://cdn.platform.example/x?tel=612345678',
  'https://cdn.platform.example/x?mobile_phone=612345678',
  'https://cdn.platform.example/x#tel:+14155550100',
  'https://+34612345678@cdn.platform.example/a.jpg',
  'https://cdn.platform.example/c/+34612345678-1700000000.jpg',
  'https://cdn.platform.example/x?tel=６１２３４５６７８',
  'https://cdn.platform.example/a.jpg?c=%EF%BC%8B34612345678',
];
/** Digits in links that are no phones: ids, timestamps, dates, sizes, versions. */
const PLAIN_URLS = [
  'https://cdn.platform.example/videos/1700000000123.mp4',
  'https://cdn.platform.example/u/12345678/avatar_400x400.jpg',
  'https://cdn.platform.example/2024/05/12/1234567890.jpg',
  'https://cdn.platform.example/2024-05-12/a.jpg?v=1700000000&w=1920&h=1080',
  'https://cdn.platform.example/img/1920-1080/photo.jpg',
  'https://cdn.platform.example/img/800-600-75/x.jpg',
  'https://cdn.platform.example/a-1699999999-123.jpg?size=1024000',
  'https://cdn.platform.example/p/0000012345678.jpg',
  'https://cdn.platform.example/a.jpg?ts=2024-05-12T10:00:00+02:00',
  'https://cdn.platform.example/id/123e4567-e89b-12d3-a456-426614174000.jpg',
  'https://cdn.platform.example/f/Open+Sans+700.woff',
  'https://172.16.254.1/a.jpg',
  'https://www.platform.example/talent/ana-silva-123456',
];

describe('scrubbing: URL fields', () => {
  it('a phone in a URL field makes it null (no video then); digits that are no phone stay', async () => {
    const f = await setup({ unlimited: true });
    const fields = ['avatarUrl', 'thumbnailUrl', 'videoUrl', 'profileUrl'] as const;
    await f.emu.addCandidates([
      ...PHONE_URLS.map((url, i) => ({
        displayName: `Phone ${i}`,
        headline: 'Quokka wrangler',
        [fields[i % 4]!]: url,
        ...(i % 4 === 2 ? { hasVideo: true } : {}),
      })),
      ...PLAIN_URLS.map((url, i) => ({
        displayName: `Plain ${i}`,
        headline: 'Quokka wrangler',
        [fields[i % 4]!]: url,
      })),
    ]);
    await f.emu.addPublicJobs([
      ...PHONE_URLS.map((url, i) => ({
        title: `Quokka wrangler phone ${i}`,
        videoUrl: url,
        thumbnailUrl: url,
      })),
      ...PLAIN_URLS.map((url, i) => ({
        title: `Quokka wrangler plain ${i}`,
        videoUrl: url,
        thumbnailUrl: url,
      })),
    ]);
    const search = (path: string, body: Record<string, unknown>) =>
      call(f.emu, 'POST', path, { key: f.key, body: { query: 'quokka wrangler', pageSize: 25, ...body } });

    const candidates = [
      ...(await search(`${CS}/search`, {})).body.results,
      ...(await search(`${CS}/search`, { page: 2 })).body.results,
    ];
    expect(candidates).toHaveLength(PHONE_URLS.length + PLAIN_URLS.length);
    const urlOf = (c: Record<string, unknown>) =>
      c.avatarUrl ?? c.thumbnailUrl ?? c.videoUrl ?? c.cazumeUrl ?? null;
    for (const c of candidates) {
      const [kind, i] = c.displayName.split(' ');
      if (kind === 'Phone') expect(urlOf(c), PHONE_URLS[i]).toBeNull();
      else expect(urlOf(c)).toBe(PLAIN_URLS[i]);
      if (c.videoUrl === null) expect(c.hasVideo).toBe(false);
    }
    // requireVideo: only the candidates whose video link is clean.
    const video = (await search(`${CS}/search`, { requireVideo: true })).body.results;
    expect(video.map((c: { displayName: string }) => c.displayName).sort()).toEqual(
      PLAIN_URLS.flatMap((_, i) => (i % 4 === 2 ? [`Plain ${i}`] : [])).sort(),
    );

    const jobs = [
      ...(await search(`${JS}/search`, {})).body.jobs,
      ...(await search(`${JS}/search`, { page: 2 })).body.jobs,
    ];
    expect(jobs).toHaveLength(PHONE_URLS.length + PLAIN_URLS.length);
    for (const j of jobs) {
      const [, , kind, i] = j.title.split(' ');
      const expected = kind === 'phone' ? null : PLAIN_URLS[i];
      expect([j.videoUrl, j.thumbnailUrl], j.title).toEqual([expected, expected]);
    }
  });

  it('the demo pools: no media or profile URL is taken for contact data', async () => {
    const [candidates, jobs] = await Promise.all([loadDemoCandidatePool(), loadDemoJobPool()]);
    let urls = 0;
    const nulled: string[] = [];
    const check = (url: string | null) => {
      if (url === null) return;
      urls++;
      if (scrubUrl(url) !== url) nulled.push(url);
    };
    for (const c of candidates.records) {
      for (const url of [c.videoUrl, c.thumbnailUrl, c.avatarUrl, c.profileUrl]) check(url);
    }
    for (const j of jobs.records) for (const url of [j.videoUrl, j.thumbnailUrl]) check(url);
    expect(urls).toBeGreaterThan(4000);
    expect(nulled).toEqual([]);
  });
});

describe('determinism: the same seed and the same calls give byte-identical responses', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('over all three families, in two emulators, at the same times', async () => {
    // The virtual clock ticks with real time: hold the wall clock so both runs happen at the same instants.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T10:00:00Z'));
    const script = async () => {
      const emu = await createEmulator({ seed: 'demo' });
      const key = DEMO_KEYS.acmeAdmin;
      const ws = emu.demo!.ids.acmeDefaultWorkspace;
      const bodies: string[] = [];
      const send = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        const res = await emu.fetch(`${emu.baseUrl}/api/v3.0${path}`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        bodies.push(`${res.status} ${await res.text()}`);
      };
      await send('/job-builder/public/generate', {
        prompt: 'Senior nurse in Porto, night shifts',
        language: 'pt',
        includeDescription: true,
      });
      await send(
        '/job-builder/public/jobs',
        { prompt: 'Barista in Austin, part-time', language: 'en', workspaceId: ws, publishMode: 'publish' },
        { 'idempotency-key': 'k1' },
      );
      await emu.addCandidates([{ headline: 'Barista', topSkills: ['Latte art'] }]);
      await send('/candidate-search/public/search', { query: 'barista latte', workspaceId: ws });
      await send('/candidate-search/public/search', {
        query: 'python data',
        remote: true,
        page: 3,
        pageSize: 25,
        workspaceId: ws,
      });
      await send('/job-search/public/search', { query: 'enfermera', language: 'es', pageSize: 25 });
      await send('/job-search/public/search', { location: 'Mexico City', page: 2 });
      return bodies;
    };
    const [a, b] = [await script(), await script()];
    expect(b).toEqual(a);
    expect(a.every((line) => /^20[01] /.test(line))).toBe(true);
  });
});
