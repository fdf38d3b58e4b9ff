import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlToText, loadHtmlParser } from '../src/shared/search/html-text.ts';
import { holdsContactData, SCRUBBED, scrubContactData, scrubShort } from '../src/shared/search/scrub.ts';

// HTML is read with htmlparser2, loaded on first use.
beforeAll(() => loadHtmlParser());

/** The examples of docs/search.md ("What results never show"), checked against the scrubber: the page cannot drift. */
const page = readFileSync(new URL('../../../docs/search.md', import.meta.url), 'utf8');
const section = (from: string, to: string) =>
  page.slice(page.indexOf(from), page.indexOf(to, page.indexOf(from)));
/** The `code` spans of a text, white space inside them collapsed (a span may wrap a line). */
const spans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ' '));
const row = (kind: string) => page.split('\n').find((line) => line.startsWith(`| ${kind} |`))!;

describe('docs/search.md: what results never show', () => {
  it('every e-mail and phone example of the table becomes one marker; every handle example holds contact data', () => {
    for (const kind of ['E-mail addresses', 'Phone numbers']) {
      const examples = spans(row(kind)).filter((e) => !e.includes('…'));
      expect(examples.length).toBeGreaterThan(8);
      for (const example of examples) expect(scrubContactData(example), example).toBe(SCRUBBED);
    }
    const handles = spans(row('Handles')).filter((e) => !e.includes('…') && !e.endsWith(':'));
    expect(handles.length).toBeGreaterThan(5);
    for (const handle of handles) expect(holdsContactData(handle), handle).toBe(true);
    const sites = spans(row('Profile and messenger links')).filter((site) => /^[a-z.]+\.[a-z]+$/.test(site));
    expect(sites.length).toBeGreaterThan(20);
    for (const site of sites) {
      expect(scrubContactData(`see ${site}/ana-silva now`), site).toBe(`see ${SCRUBBED} now`);
      expect(scrubContactData(`see https://www.${site}/ana-silva now`), site).toBe(`see ${SCRUBBED} now`);
    }
  });

  it('every example of what stays comes out unchanged', () => {
    const kept = spans(section('What stays:', 'How it is written:')).filter((e) => !e.startsWith('at'));
    expect(kept.length).toBeGreaterThan(20);
    for (const text of kept) expect(scrubContactData(`Text ${text} here`), text).toBe(`Text ${text} here`);
    for (const text of spans(section('Code hosts count', 'What stays:')))
      expect(scrubContactData(text), text).toBe(text);
  });

  it('the examples of how it is written: running text marked, short fields cut', () => {
    const [running, short] = section('How it is written:', '### Job descriptions').split('\n- ').slice(1);
    const pairs = (text: string) =>
      [...text.matchAll(/`([^`]+)`\s*→\s*`([^`]+)`/g)].map((m) =>
        [m[1]!, m[2]!].map((s) => s.replace(/\s+/g, ' ')),
      );
    expect(pairs(running!)).toHaveLength(1);
    for (const [input, output] of pairs(running!)) expect(scrubContactData(input!)).toBe(output);
    expect(pairs(short!)).toHaveLength(3);
    for (const [input, output] of pairs(short!)) expect(scrubShort(input!)).toBe(output);
  });

  it('the HTML example reads as the text shown beside it', () => {
    const [html, text] = [
      ...section('### Job descriptions', '## Errors').matchAll(/```\n([\s\S]*?)\n```/g),
    ].map((m) => m[1]!);
    expect(scrubContactData(htmlToText(html!))).toBe(text);
  });
});
