import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index.ts';
import { htmlToText, loadHtmlParser } from '../src/shared/search/html-text.ts';
import { SCRUBBED, scrubContactData, scrubDescription, scrubShort } from '../src/shared/search/scrub.ts';
import { call, setup } from './helpers.ts';

/**
 * The disguises the privacy audit (scripts/audit-search-privacy.ts) found leaking, and the ordinary
 * text beside them that must survive: one scrubber for every door (REST and the agent tools).
 */

const CS = '/api/v3.0/candidate-search/public';
const JS = '/api/v3.0/job-search/public';

// HTML is read with htmlparser2, loaded on first use (job-search loads it before its first answer).
beforeAll(() => loadHtmlParser());

describe('scrubbing: disguised contact data goes, in running text and in short fields', () => {
  it.each([
    // A three-letter word after a phone is no currency (`now`, `ceo`, `you`, `all`).
    ['call 612 345 678 now', 'call [contact hidden] now'],
    ['Tel 612 345 678 you', 'Tel [contact hidden] you'],
    ['612 345 678 all day', '[contact hidden] all day'],
    ['call 612 345 000 now', 'call [contact hidden] now'],
    // French numbers written with dots.
    ['Appelez le 06.12.34.56.78', 'Appelez le [contact hidden]'],
    // Addresses written in words, in several languages and with separators.
    ['write ana dot silva at gmail', 'write [contact hidden]'],
    ['ana arobase exemple point fr', '[contact hidden]'],
    ['ana dot silva arroba gmail punto com', '[contact hidden]'],
    ['nurse-ana-at-gmail-com', '[contact hidden]'],
    // A handle after a network's label and a colon, whatever follows it.
    ['LinkedIn: zqana engineer', 'LinkedIn: [contact hidden] engineer'],
    ['LinkedIn: zqana years of experience', 'LinkedIn: [contact hidden] years of experience'],
    ['find me on LinkedIn as zqana 10 years', 'find me on LinkedIn as [contact hidden] 10 years'],
    // Digits spelled out, after figures that make the run too long for one phone.
    ['Hours 9.00-13.00. six one two three four five six seven eight', 'Hours 9.00-13.00. [contact hidden]'],
    // A number on the line before a phone is not taken with it.
    ['ISO 27001\n600 000 000, engineer', 'ISO 27001\n[contact hidden], engineer'],
    ['9:00\n612 345 678', '9:00\n[contact hidden]'],
    ['tel:+34612345678. 2019-2024', '[contact hidden]. 2019-2024'],
    // A handle in brackets goes with them.
    ['LinkedIn (zqana): engineer', 'LinkedIn [contact hidden]: engineer'],
  ])('%j → %j', (text, expected) => {
    expect(scrubContactData(text)).toBe(expected);
    expect(scrubShort(text) ?? '').not.toContain(SCRUBBED);
    expect(scrubShort(text) ?? '').not.toMatch(/612|06\.12|silva|zqana|gmail|600 000/);
  });

  it.each([
    '@Autowired private Repo repo; @Override',
    '€1,320 – €1,680 per month',
    '39.500 MXN, 1.234.567 COP',
    'a budget of 612 345 000 EUR in total',
    'released 2024-05-01 as v1.2.3 (Node 20.11.1)',
    'GitHub: we use it daily for code review.',
    'Signal: strong DSP background. Twitter/X: social media manager for 4 brands.',
    'We use LinkedIn as a sourcing tool, and on LinkedIn as well.',
    'ISO 27001 and 24/7 support from 08.00-17.00',
  ])('ordinary text stays: %j', (text) => {
    expect(scrubContactData(text)).toBe(text);
    expect(scrubShort(text)).toBe(text);
  });
});

describe('scrubbing: job descriptions as text, contact data split over blocks found whole', () => {
  it('an address or a phone split over blocks, cells or a <br> goes whole', () => {
    expect(scrubDescription('<p>Write to ana@<br>exemple.com</p>')).toBe(`Write to ${SCRUBBED}`);
    expect(scrubDescription('<table><tr><td>612</td><td>345 678</td></tr></table>')).toBe(SCRUBBED);
    expect(scrubDescription('<p>write to ana.silva</p><p>@gmail.com</p>')).toBe(`write to ${SCRUBBED}`);
  });

  it('found in the words joined across blocks, hidden in the text as tidied (line breaks dropped before and between)', () => {
    expect(scrubDescription('<br><br><br><br><p>Write to zqana@</p><p>exemple.com today</p>')).toBe(
      `Write to ${SCRUBBED} today`,
    );
    expect(
      scrubDescription(
        '<p>Shifts</p><br><br><br><br><ul><li>call 612</li><li>345 678 or</li></ul><pre>  x  </pre>',
      ),
    ).toBe(`Shifts\n\n• call ${SCRUBBED} or\n\n  x`);
  });

  it('a link to a person written with case-folded letters goes as the plain one (the Kelvin sign, a long s)', () => {
    expect(scrubContactData('see lin\u212Aedin.com/in/zqana now')).toBe(`see ${SCRUBBED} now`);
    expect(scrubContactData('see ſtackoverflow.com/users/12 now')).toBe(`see ${SCRUBBED} now`);
    expect(scrubContactData('We care about. t.me/zqana')).toBe(`We care about. ${SCRUBBED}`);
  });

  it('escaped markup, once decoded, is left out: the answer holds no tag', () => {
    const out = scrubDescription(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; Chef &lt;b&gt;wanted&lt;/b&gt;</p>',
    );
    expect(out).toBe('alert(1) Chef wanted');
    expect(scrubDescription('Chef &lt;img src=x onerror=alert(1)&gt; wanted')).not.toMatch(/</);
    // Markup left out joins what it parted: the text is looked at again, its markers kept as they are.
    expect(scrubDescription('<p>Mail &lt;zqana@&lt;br&gt;exemple.com&gt;</p>')).toBe(`Mail <${SCRUBBED}>`);
    expect(scrubDescription('<p>LinkedIn: zqana</p><p>&lt;b&gt;zqana@exemple.com&lt;/b&gt;</p>')).toBe(
      `LinkedIn: ${SCRUBBED}\n\n<${SCRUBBED}>`,
    );
  });

  it('a name in angle brackets that is no element stays text: `<at>` is what the author wrote', () => {
    expect(htmlToText('ana <at> x.com and <b>bold</b>')).toBe('ana <at> x.com and bold');
  });

  it('nested lists: the text grows in proportion to the source (indentation stops at four levels)', () => {
    const depth = 3000;
    const source = `${'<ul><li>x'.repeat(depth)}${'</li></ul>'.repeat(depth)}`;
    const text = htmlToText(source);
    expect(text.length).toBeLessThan(source.length);
    expect(text.split('\n').at(-1)).toBe('        • x');
  });
});

/** A tool of the agent tool server, through `/mcp`. */
async function tool(emu: Emulator, key: string, name: string, args: Record<string, unknown>) {
  const res = await call(emu, 'POST', '/mcp', {
    key,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  expect(res.status).toBe(200);
  return JSON.stringify(res.body.result);
}

/** What none of the answers below may hold. */
const LEAK = /612|06\.12|zqana|zqsilva|gmail|exemple/i;

describe('scrubbing: the disguises, through every door', () => {
  const summary =
    'Nurse. Call 612 345 678 now, or 06.12.34.56.78; write zqana dot zqsilva at gmail; LinkedIn: zqana engineer.';
  const description =
    '<p>Nurse wanted. Call 612 345 678 now &lt;b&gt;today&lt;/b&gt;</p><p>or write zqana@<br>exemple.com</p>';

  it('candidate-search REST and search_candidates: the summary scrubbed; the location bias reads no hidden data', async () => {
    const f = await setup({ unlimited: true });
    await f.emu.addCandidates([
      { headline: 'Wombat nurse', summary, locationName: 'Madrid, call 612 345 678', countryCode: 'ES' },
      { headline: 'Wombat nurse', summary: 'Nurse.', locationName: 'Lisboa', countryCode: 'PT' },
    ]);
    const res = await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'wombat nurse' } });
    expect(res.status).toBe(200);
    const [leaky] = res.body.results.filter((r: { summary: string }) => r.summary !== 'Nurse.');
    expect(leaky.summary).toBe(
      'Nurse. Call [contact hidden] now, or [contact hidden]; write [contact hidden]; LinkedIn: [contact hidden] engineer.',
    );
    expect(leaky.locationName).toBe('Madrid');
    expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    expect(await tool(f.emu, f.key, 'search_candidates', { query: 'wombat nurse' })).not.toMatch(LEAK);
    // Searching for the phone hidden in the location ranks both alike: it is no place of either.
    const biased = await call(f.emu, 'POST', `${CS}/search`, {
      key: f.key,
      body: { query: 'wombat nurse', location: '612 345 678' },
    });
    const scores = biased.body.results.map((r: { matchTier: unknown }) => r.matchTier);
    expect(new Set(scores).size).toBe(1);
  });

  it('job-search REST and search_jobs: the description scrubbed as text; the `location` filter finds no hidden data', async () => {
    const f = await setup({ unlimited: true });
    await f.emu.addPublicJobs([
      { title: 'Wombat nurse', description, locationName: 'Madrid, call 612 345 678', language: 'en' },
    ]);
    const res = await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { query: 'wombat nurse' } });
    expect(res.status).toBe(200);
    expect(res.body.jobs[0].description).toBe(
      'Nurse wanted. Call [contact hidden] now today\n\nor write [contact hidden]',
    );
    expect(res.body.jobs[0].locationName).toBe('Madrid');
    expect(JSON.stringify(res.body)).not.toMatch(LEAK);
    expect(await tool(f.emu, f.key, 'search_jobs', { query: 'wombat nurse' })).not.toMatch(LEAK);
    for (const location of ['612 345 678', 'call 612345678']) {
      const found = await call(f.emu, 'POST', `${JS}/search`, {
        key: f.key,
        body: { query: 'wombat', location },
      });
      expect(found.status, location).toBe(200);
      expect(found.body.jobs, location).toEqual([]);
    }
    const byPlace = await call(f.emu, 'POST', `${JS}/search`, {
      key: f.key,
      body: { query: 'wombat', location: 'Madrid' },
    });
    expect(byPlace.body.jobs).toHaveLength(1);
  });
});
