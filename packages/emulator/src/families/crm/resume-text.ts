import { listZipEntries } from '@platform-api/sdk/operations';
import type { ResumeMimeType } from '@platform-api/sdk/schemas';
import { toLatin1 } from '../../engine/crypto.ts';

// Text extraction is deliberately small: enough to read the resumes people write with common tools
// (text PDFs, DOCX, Word 97 files), not a document renderer. Nothing here throws on bad input: a part
// that cannot be read is skipped, and a file with no text at all fails its parse.

/** Inflated streams and zip members larger than this are skipped (a resume's text is far smaller). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** The text of a resume, lines separated by `\n`; '' when nothing readable was found. */
export async function extractText(bytes: Uint8Array, mimeType: ResumeMimeType): Promise<string> {
  try {
    switch (mimeType) {
      case 'application/pdf':
        return await pdfText(bytes);
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return await docxText(bytes);
      case 'application/msword':
        return docText(bytes);
    }
  } catch {
    return '';
  }
}

const latin1 = toLatin1;

/**
 * Inflates a zlib (`deflate`) or raw deflate stream with the platform's DecompressionStream. A
 * truncated or damaged stream gives what could be read before the damage (resumes cut short still
 * show their first pages); nothing readable, or more than the size bound, gives `undefined`.
 */
async function inflate(data: Uint8Array, raw: boolean): Promise<Uint8Array | undefined> {
  const stream = new DecompressionStream(raw ? 'deflate-raw' : 'deflate');
  const writer = stream.writable.getWriter();
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_INFLATED_BYTES) {
        await reader.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    // Damaged or cut short: keep what came out before.
  }
  if (size === 0) return undefined;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// PDF: the strings shown by Tj / TJ / ' / " in content streams, plain or FlateDecode
// ---------------------------------------------------------------------------------------------

async function pdfText(bytes: Uint8Array): Promise<string> {
  const file = latin1(bytes);
  const out: string[] = [];
  let from = 0;
  for (;;) {
    const at = file.indexOf('stream', from);
    if (at < 0) break;
    from = at + 6;
    if (file.startsWith('end', at - 3)) continue; // `endstream`
    let start = at + 6;
    if (file[start] === '\r') start++;
    if (file[start] === '\n') start++;
    const end = file.indexOf('endstream', start);
    if (end < 0) break;
    from = end + 9;
    const dictStart = file.lastIndexOf('obj', at);
    const dict = dictStart >= 0 && at - dictStart < 4096 ? file.slice(dictStart, at) : '';
    const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict)?.[1] ?? '';
    const names = filters.match(/\/\w+/g) ?? [];
    let content: string;
    if (names.length === 0) {
      content = file.slice(start, end);
    } else if (names.length === 1 && (names[0] === '/FlateDecode' || names[0] === '/Fl')) {
      const inflated = await inflate(bytes.subarray(start, end), false);
      if (!inflated) continue;
      content = latin1(inflated);
    } else {
      continue; // images (DCT, JPX), ASCII85, LZW: not text we read
    }
    if (!/\bBT\b/.test(content)) continue;
    const text = contentStreamText(content);
    if (text.trim()) out.push(text);
  }
  return out.join('\n');
}

const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
}

type Operand = string | number | Operand[] | { str: string };

/** Walks a content stream's operators and writes the text they show, a line per text line. */
export function contentStreamText(s: string): string {
  let out = '';
  let stack: Operand[] = [];
  const arrays: Operand[][] = [];
  let lastY: number | undefined;
  const push = (v: Operand) => {
    const top = arrays[arrays.length - 1];
    if (top) top.push(v);
    else stack.push(v);
  };
  const newline = () => {
    if (out && !out.endsWith('\n')) out += '\n';
  };
  const show = (v: Operand | undefined) => {
    if (v && typeof v === 'object' && 'str' in v) out += v.str;
    else if (Array.isArray(v)) {
      for (const part of v) {
        if (typeof part === 'number') {
          if (part < -200 && !out.endsWith(' ')) out += ' '; // a wide kerning gap is a space
        } else show(part);
      }
    }
  };
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === '%') {
      while (i < n && s[i] !== '\n' && s[i] !== '\r') i++;
    } else if (c === '(') {
      const [str, next] = literalString(s, i + 1);
      push({ str: decodePdfString(str) });
      i = next;
    } else if (c === '<' && s[i + 1] === '<') {
      i += 2; // dictionaries (inline images, marked content): their keys are names, skipped below
    } else if (c === '>' && s[i + 1] === '>') {
      i += 2;
    } else if (c === '<') {
      const close = s.indexOf('>', i);
      const hex = s.slice(i + 1, close < 0 ? n : close).replace(/[^0-9a-fA-F]/g, '');
      let bytes = '';
      for (let k = 0; k < hex.length; k += 2)
        bytes += String.fromCharCode(Number.parseInt(hex.slice(k, k + 2).padEnd(2, '0'), 16));
      push({ str: decodePdfString(bytes) });
      i = close < 0 ? n : close + 1;
    } else if (c === '[') {
      arrays.push([]);
      i++;
    } else if (c === ']') {
      const arr = arrays.pop();
      if (arr) push(arr);
      i++;
    } else if (c === '/') {
      i++;
      while (i < n && !isSpace(s[i]!) && !DELIMITERS.has(s[i]!)) i++;
      push('/');
    } else {
      let j = i;
      while (j < n && !isSpace(s[j]!) && !DELIMITERS.has(s[j]!)) j++;
      if (j === i) j++;
      const token = s.slice(i, j);
      i = j;
      const num = Number(token);
      if (token !== '' && !Number.isNaN(num)) {
        push(num);
        continue;
      }
      if (arrays.length > 0) continue;
      switch (token) {
        case 'Tj':
          show(stack[stack.length - 1]);
          break;
        case 'TJ':
          show(stack[stack.length - 1]);
          break;
        case "'":
        case '"':
          newline();
          show(stack[stack.length - 1]);
          break;
        case 'T*':
        case 'ET':
          newline();
          break;
        case 'Td':
        case 'TD': {
          const ty = stack[stack.length - 1];
          if (typeof ty === 'number' && ty !== 0) newline();
          else if (out && !out.endsWith(' ') && !out.endsWith('\n')) out += ' ';
          break;
        }
        case 'Tm': {
          const y = stack[stack.length - 1];
          if (typeof y === 'number') {
            if (lastY !== undefined && y !== lastY) newline();
            lastY = y;
          }
          break;
        }
        case 'BI': {
          // An inline image: skip its data up to EI.
          const ei = s.indexOf('EI', i);
          i = ei < 0 ? n : ei + 2;
          break;
        }
      }
      stack = [];
    }
  }
  return out;
}

/** A `(...)` literal from after its `(`: balanced parentheses and escapes. Answers [raw, next index]. */
function literalString(s: string, from: number): [string, number] {
  let depth = 1;
  let out = '';
  let i = from;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') {
      const e = s[i + 1];
      i += 2;
      if (e === undefined) break;
      if (e >= '0' && e <= '7') {
        let oct = e;
        while (oct.length < 3 && s[i]! >= '0' && s[i]! <= '7') oct += s[i++];
        out += String.fromCharCode(Number.parseInt(oct, 8) & 0xff);
      } else if (e === 'n') out += '\n';
      else if (e === 'r') out += '\r';
      else if (e === 't') out += '\t';
      else if (e === 'b') out += '\b';
      else if (e === 'f') out += '\f';
      else if (e === '\r') {
        if (s[i] === '\n') i++; // a line continuation
      } else if (e === '\n') {
        // a line continuation
      } else out += e;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return [out, i + 1];
    out += c;
    i++;
  }
  return [out, i];
}

/** PDF text strings: UTF-16BE with a BOM, else PDFDocEncoding (read as Latin-1). */
function decodePdfString(raw: string): string {
  if (raw.charCodeAt(0) === 0xfe && raw.charCodeAt(1) === 0xff) {
    let out = '';
    for (let i = 2; i + 1 < raw.length; i += 2)
      out += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
    return out;
  }
  return raw;
}

// ---------------------------------------------------------------------------------------------
// DOCX: word/document.xml from the zip, tags stripped, paragraphs as lines
// ---------------------------------------------------------------------------------------------

async function docxText(bytes: Uint8Array): Promise<string> {
  const entry = listZipEntries(bytes).find((e) => e.name === 'word/document.xml');
  if (!entry) return '';
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const xml = entry.method === 0 ? data : entry.method === 8 ? await inflate(data, true) : undefined;
  if (!xml) return '';
  return xmlText(new TextDecoder().decode(xml));
}

export function xmlText(xml: string): string {
  return decodeEntities(
    xml
      .replace(/<w:(?:br|cr)\b[^>]*\/?>/g, '\n')
      .replace(/<w:tab\b[^>]*\/>/g, '\t')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) => {
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    const code = e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

// ---------------------------------------------------------------------------------------------
// DOC (Word 97-2003): runs of printable text, 8-bit or UTF-16LE, out of the compound file
// ---------------------------------------------------------------------------------------------

/** Shortest run kept: shorter runs are mostly binary noise. */
const MIN_RUN = 4;

/** Names of compound-file streams, fonts and styles that appear as text in every Word file. */
const DOC_NOISE =
  /^(?:root entry|worddocument|[01]table|data|compobj|objectpool|(?:document)?summaryinformation|msworddoc|word\.document\.\d+|microsoft (?:office )?word.*|normal(?:\.dotm?)?|default paragraph font|table normal|no list|times new roman|calibri|arial|cambria|symbol|courier new|title|heading \d)$/i;

function printable(b: number): boolean {
  return (b >= 0x20 && b <= 0x7e) || b >= 0xa0 || b === 0x09;
}

function docText(bytes: Uint8Array): string {
  const runs: string[] = [];
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    // UTF-16LE run: printable low byte, zero high byte.
    let j = i;
    let s = '';
    while (
      j + 1 < n &&
      bytes[j + 1] === 0 &&
      (printable(bytes[j]!) || bytes[j] === 0x0d || bytes[j] === 0x0b)
    ) {
      s += bytes[j] === 0x0d || bytes[j] === 0x0b ? '\n' : String.fromCharCode(bytes[j]!);
      j += 2;
    }
    if (s.replace(/\s/g, '').length >= MIN_RUN) {
      runs.push(s);
      i = j;
      continue;
    }
    // 8-bit run (Windows-1252 text is stored this way when it fits).
    j = i;
    s = '';
    while (j < n && (printable(bytes[j]!) || bytes[j] === 0x0d || bytes[j] === 0x0b)) {
      s += bytes[j] === 0x0d || bytes[j] === 0x0b ? '\n' : String.fromCharCode(bytes[j]!);
      j++;
    }
    if (s.replace(/\s/g, '').length >= MIN_RUN && /[A-Za-z]/.test(s)) {
      runs.push(s);
      i = j;
      continue;
    }
    i = j > i ? j : i + 1;
  }
  return runs
    .join('\n')
    .split('\n')
    .filter((line) => !DOC_NOISE.test(line.trim()))
    .join('\n');
}
