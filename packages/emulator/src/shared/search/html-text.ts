import { decodeHTML } from 'entities/decode';
import htmlTags from 'html-tags';
import type { Parser as HtmlParser } from 'htmlparser2';
import { flatMap, keptText, keptUnits, tidy } from './html-tidy.ts';

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
 *
 * A tag whose name is no HTML element (`<at>`, `<ana@x.com>`) stays as text: it is what the author
 * wrote, not markup a browser would act on. What would read as a tag in the answer (that one, or
 * escaped markup decoded: `&lt;b&gt;`) is left out after scrubbing (see scrubDescription). Nested lists indent four levels at most, so the text
 * is never longer than a few times the source.
 */
export function htmlToText(source: string): string {
  return htmlToPlain(source).text;
}

/** A description as text, and its words as contact data is looked for in them. */
export interface PlainText {
  /** What a reader sees (see htmlToText). */
  readonly text: string;
  /**
   * The same words without the layout (no bullets, indentation or cell bars), a line break between
   * blocks: contact data split over blocks or cells (`ana@<br>x.com`) reads whole in it.
   */
  readonly flat: string;
  /**
   * The unit of `text` that unit `i` of `flat` stands for. The map is made on the first call: most
   * descriptions hold no contact data and never need it.
   */
  textIndex(i: number): number;
}

const sameIndex = (i: number) => i;

export function htmlToPlain(source: string): PlainText {
  if (!isHtml(source)) {
    const text = tidy(
      decodeHTML(source)
        .split(/\r\n?|\n/)
        .map((line) => line.replace(HTML_SPACE, ' ').trim())
        .join('\n'),
    );
    return { text, flat: text, textIndex: sameIndex };
  }
  if (!Parser)
    throw new Error('The HTML parser is not loaded yet: await loadHtmlParser() before htmlToText().');
  const out = new TextOut(source, Parser);
  out.parser.end(source);
  // Only a <pre> leaves spaces at the end of a line (tidied in place: the map of `flat` stays right).
  return out.result();
}

/** Something that opens a tag, a comment, a doctype or a processing instruction. */
const TAG = /<(?:\/?([A-Za-z][A-Za-z0-9-]*)|[!?])/g;

/** Whether `source` is HTML: it holds an HTML element's tag, a comment or a declaration (`<at>` alone is text). */
function isHtml(source: string): boolean {
  if (!source.includes('<')) return false;
  for (const m of source.matchAll(TAG))
    if (m[1] === undefined || ELEMENTS.has(m[1].toLowerCase())) return true;
  return false;
}
/** HTML's white space, and the no-break space that reads as one. */
const HTML_SPACE = /[\t\n\f\r \u00a0]+/g;
const SPACE_TO_COLLAPSE = /[\t\n\f\r\u00a0]| {2}/;
/**
 * The elements of HTML (the `html-tags` package) and the obsolete ones browsers still render (the
 * standard's "obsolete features"): another name in angle brackets is text.
 */
const ELEMENTS = new Set<string>([
  ...htmlTags,
  ...'acronym applet basefont big blink center dir font frame frameset isindex listing marquee multicol nextid nobr noembed noframes param plaintext rb rtc spacer strike tt xmp'.split(
    ' ',
  ),
]);
/** Nested lists deeper than this indent no further. */
const MAX_INDENT = 4;
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
  readonly parser: HtmlParser;
  readonly #source: string;
  text = '';
  #flat = '';
  /**
   * Where each piece written to `flat` stands in `text`: pairs of the piece's start in `flat` and its
   * start in `text` (a piece maps unit for unit), one pair per piece rather than one entry per unit.
   */
  readonly #pieces: number[] = [];
  /** A block started since the last text: `flat` gets a line break before the next. */
  #flatBreak = false;
  /** Text read since the last tag (see ontext). */
  #pending = '';
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

  constructor(source: string, parser: typeof HtmlParser) {
    this.#source = source;
    this.parser = new parser(this, { decodeEntities: true });
  }

  result(): PlainText {
    const written = this.text;
    const flat = this.#flat;
    const pieces = this.#pieces;
    const preformatted = this.preformatted;
    // Without a <pre> tidying only drops line breaks: `tidy` does it at once, and the map of `flat`
    // (see flatMap in html-tidy.ts) waits for its first use.
    const kept = preformatted ? keptUnits(written, true) : undefined;
    const text = kept ? keptText(written, kept) : tidy(written);
    let map: Int32Array | undefined;
    return {
      text,
      flat,
      textIndex: (i) => {
        map ??= flatMap(written, flat.length, pieces, kept ?? keptUnits(written, false));
        return map[i]!;
      },
    };
  }

  /** A tag that is no HTML element (`<at>`, `<ana@x.com>`): the author's text, written as it stands. */
  #unknownTag(name: string): boolean {
    if (ELEMENTS.has(name) || this.#hidden > 0) return false;
    this.#write(this.#source.slice(this.parser.startIndex, this.parser.endIndex + 1));
    return true;
  }

  onopentag(name: string, _attributes: unknown, implied: boolean): void {
    if (!implied) this.#unknownTag(name);
  }

  onopentagname(name: string): void {
    this.#flush();
    if (!ELEMENTS.has(name)) return;
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
      const indent = '  '.repeat(Math.min(MAX_INDENT, Math.max(0, this.#lists.length - 1)));
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

  onclosetag(name: string, implied: boolean): void {
    this.#flush();
    if (!ELEMENTS.has(name)) {
      if (!implied) this.#unknownTag(name);
      return;
    }
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

  /**
   * htmlparser2 reports a text in pieces (one per character reference): they are read as one when
   * the next tag, comment or the end comes, so white space between them collapses as one.
   */
  ontext(data: string): void {
    if (this.#hidden === 0) this.#pending += data;
  }

  oncomment(): void {
    this.#flush();
  }

  onprocessinginstruction(): void {
    this.#flush();
  }

  onend(): void {
    this.#flush();
  }

  #flush(): void {
    if (this.#pending === '') return;
    const data = this.#pending;
    this.#pending = '';
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
    this.#flatBreak = true;
  }

  #newline(): void {
    this.text += '\n'.repeat(this.#breaks || 1);
    this.#breaks = 0;
    this.#space = false;
    this.#flatBreak = true;
  }

  /** `text` written at the end, and into `flat` (after a line break when a block started). */
  #write(text: string): void {
    if (text === '') return;
    if (this.#breaks > 0) {
      this.text += '\n'.repeat(this.#breaks);
      this.#breaks = 0;
    } else if (this.#space && this.#lead === '' && this.text !== '' && !this.text.endsWith('\n')) {
      this.text += ' ';
      this.#toFlat(' ', this.text.length - 1);
    }
    if (this.#lead.includes('|')) this.#flatBreak = true;
    this.text += this.#lead;
    this.#lead = '';
    if (this.#flatBreak && this.#flat !== '') this.#toFlat('\n', this.text.length - 1);
    this.#flatBreak = false;
    this.#toFlat(text, this.text.length);
    this.text += text;
    this.#space = false;
  }

  #toFlat(text: string, at: number): void {
    this.#pieces.push(this.#flat.length, at);
    this.#flat += text;
  }
}
