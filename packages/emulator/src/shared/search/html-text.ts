import { decodeHTML } from 'entities/decode';
import type { Parser as HtmlParser } from 'htmlparser2';

let Parser: typeof HtmlParser | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the HTML parser (htmlparser2 and the DOM helpers it brings, about 190 kB) once per process:
 * only job-search reads HTML (its descriptions), so importing or creating an emulator never pays for
 * it. `htmlToText` runs after it.
 */
export function loadHtmlParser(): Promise<void> {
  loading ??= import('htmlparser2').then((m) => {
    Parser = m.Parser;
  });
  return loading;
}

/**
 * HTML as the plain text a reader of the page sees: what job-search answers as a description and
 * what its index reads.
 *
 * Parsing is htmlparser2's (the parser under cheerio and html-to-text): it tokenises as browsers do
 * (comments, CDATA, `<script>`/`<style>`/`<textarea>` bodies, implied end tags such as `<li>` or
 * `<p>` left open) and decodes every character reference the way the HTML standard does, through
 * the `entities` package: all named references (`&ntilde;`, `&euro;`, `&rsquo;`), numeric ones
 * (`&#241;`, `&#xF1;`, with the standard's replacements: `&#128;` is `€`, `&#0;` is U+FFFD) and the
 * legacy ones written without `;` (`&amp`, `&copy 2026`, `&notit;` is `¬it;`). The layout rules
 * below are ours: html-to-text does the same on top of htmlparser2 with 14 packages, wraps lines,
 * upper-cases headings and glues table cells unless told otherwise, and is 2 to 3 times slower.
 *
 * Layout: paragraphs, headings, lists, tables, quotes and other sections stand apart by a blank
 * line; `<br>`, `<div>`, list items and table rows start a line; list items read `• item` (`1.
 * item` in an ordered list, indented two spaces per nested level); table cells of a row are joined
 * by ` | `. White space collapses to one space (a no-break space too) except in `<pre>`; lines carry
 * no trailing spaces, at most one blank line separates blocks. Scripts, styles, templates, embedded
 * objects, media, forms' option lists, images and comments are dropped; links keep their text only.
 *
 * A text without any tag is plain text: its character references are decoded and its own line
 * breaks kept. A text with tags needs the parser: `await loadHtmlParser()` first.
 */
export function htmlToText(source: string): string {
  if (!TAG.test(source)) {
    return tidy(
      decodeHTML(source)
        .split(/\r\n?|\n/)
        .map((line) => line.replace(HTML_SPACE, ' ').trim())
        .join('\n'),
    );
  }
  if (!Parser)
    throw new Error('The HTML parser is not loaded yet: await loadHtmlParser() before htmlToText().');
  const out = new TextOut();
  new Parser(out, { decodeEntities: true }).end(source);
  // Only a <pre> leaves spaces at the end of a line.
  return tidy(out.preformatted ? out.text.replace(/[^\S\n]+$/gm, '') : out.text);
}

/** Something that opens a tag, a comment, a doctype or a processing instruction. */
const TAG = /<[A-Za-z!/?]/;
/** HTML's white space, and the no-break space that reads as one. */
const HTML_SPACE = /[\t\n\f\r \u00a0]+/g;
const SPACE_TO_COLLAPSE = /[\t\n\f\r\u00a0]| {2}/;

/** Elements whose content is no text of the page. */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'select',
  'datalist',
  'textarea',
]);
/** Blocks that stand apart by a blank line. */
const PARAGRAPHS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'pre',
  'figure',
  'hr',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'address',
  'details',
  'fieldset',
  'form',
  'menu',
]);
/** Blocks that start a line. */
const LINES = new Set([
  'div',
  'li',
  'tr',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'summary',
  'legend',
  'option',
]);

interface List {
  ordered: boolean;
  next: number;
  /** Its start tag is being read (its attributes come next). */
  opening?: boolean;
}

/** Collects the text of a document as htmlparser2 reports it, element by element. */
class TextOut {
  text = '';
  /** Whether a <pre> was read (its lines keep their spaces). */
  preformatted = false;
  /** Line breaks owed before the next text: 1 for a new line, 2 for a blank line. */
  #breaks = 0;
  #space = false;
  /** What the next text of a list item or a table cell starts with. */
  #lead = '';
  #hidden = 0;
  #pre = 0;
  readonly #lists: List[] = [];
  #cells = 0;

  onopentagname(name: string): void {
    if (HIDDEN.has(name)) {
      this.#hidden++;
      return;
    }
    if (name === 'br') {
      this.#newline();
      return;
    }
    if (name === 'pre') {
      this.#pre++;
      this.preformatted = true;
    }
    if ((name === 'ul' || name === 'ol' || name === 'menu') && this.#lists.length > 0) this.#block(1);
    else if (PARAGRAPHS.has(name)) this.#block(2);
    else if (LINES.has(name)) this.#block(1);
    if (name === 'ul' || name === 'menu') this.#lists.push({ ordered: false, next: 1 });
    else if (name === 'ol') this.#lists.push({ ordered: true, next: 1, opening: true });
    else if (name === 'li') {
      const list = this.#lists.at(-1);
      const indent = '  '.repeat(Math.max(0, this.#lists.length - 1));
      this.#lead = `${indent}${list?.ordered ? `${list.next++}.` : '•'} `;
    } else if (name === 'tr') this.#cells = 0;
    else if (name === 'td' || name === 'th') {
      if (this.#cells++ > 0 && this.#breaks === 0) this.#lead = ' | ';
    }
  }

  /** Only `<ol start>` matters: attributes are not collected otherwise. */
  onattribute(name: string, value: string): void {
    const list = this.#lists.at(-1);
    if (name !== 'start' || !list?.opening) return;
    const start = Number.parseInt(value, 10);
    if (Number.isFinite(start)) list.next = start;
  }

  onopentagend(): void {
    const list = this.#lists.at(-1);
    if (list) list.opening = false;
  }

  onclosetag(name: string): void {
    if (HIDDEN.has(name)) {
      this.#hidden = Math.max(0, this.#hidden - 1);
      return;
    }
    if (name === 'pre') this.#pre = Math.max(0, this.#pre - 1);
    if (name === 'ul' || name === 'ol' || name === 'menu') this.#lists.pop();
    if (name === 'li') this.#lead = '';
    if (PARAGRAPHS.has(name)) this.#block(this.#lists.length > 0 && name !== 'p' ? 1 : 2);
    else if (LINES.has(name)) this.#block(1);
  }

  ontext(data: string): void {
    if (this.#hidden > 0) return;
    if (this.#pre > 0) {
      this.#write(data);
      return;
    }
    const words = SPACE_TO_COLLAPSE.test(data) ? data.replace(HTML_SPACE, ' ') : data;
    if (words === ' ') {
      this.#space = true;
      return;
    }
    if (words.startsWith(' ')) this.#space = true;
    this.#write(words.trim());
    this.#space = words.endsWith(' ');
  }

  #block(breaks: number): void {
    if (this.text !== '') this.#breaks = Math.max(this.#breaks, breaks);
    this.#space = false;
  }

  #newline(): void {
    this.text += '\n'.repeat(this.#breaks || 1);
    this.#breaks = 0;
    this.#space = false;
  }

  #write(text: string): void {
    if (text === '') return;
    if (this.#breaks > 0) {
      this.text += '\n'.repeat(this.#breaks);
      this.#breaks = 0;
    } else if (this.#space && this.#lead === '' && this.text !== '' && !this.text.endsWith('\n'))
      this.text += ' ';
    this.text += this.#lead + text;
    this.#lead = '';
    this.#space = false;
  }
}

/** At most one blank line in a row, none at either end. */
function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').replace(/^\n+|\n+$/g, '');
}
