// Tiny but real resume files built in code: a PDF with text objects (plain or FlateDecode), a DOCX
// (a hand-built zip, deflated with node:zlib), a Word 97 compound file, and a plain zip.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const enc = new TextEncoder();

function pdfString(s: string): string {
  return `(${s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

/** A one-page PDF showing `lines`; `compress` puts the content stream through FlateDecode. */
export function pdf(lines: string[], options: { compress?: boolean; useTJ?: boolean } = {}): Uint8Array {
  const ops = ['BT', '/F1 11 Tf', '72 760 Td'];
  lines.forEach((line, i) => {
    if (i > 0) ops.push('0 -14 Td');
    if (options.useTJ) {
      // Split the line into kerned pieces, as layout programs write them.
      const words = line.split(' ');
      ops.push(
        `[${words.map((w, k) => `${pdfString(w)}${k < words.length - 1 ? ' -300 ' : ''}`).join('')}] TJ`,
      );
    } else {
      ops.push(`${pdfString(line)} Tj`);
    }
  });
  ops.push('ET');
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const data = options.compress ? deflateSync(content) : content;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const add = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body === null) {
      const filter = options.compress ? ' /Filter /FlateDecode' : '';
      add(Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'));
      add(data);
      add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    }
  });
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

/** A zip archive of `files`, members deflated (method 8) unless `store`. */
export function zip(
  files: Record<string, string | Uint8Array>,
  options: { store?: boolean } = {},
): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = typeof content === 'string' ? Buffer.from(enc.encode(content)) : Buffer.from(content);
    const data = options.store ? raw : deflateRawSync(raw);
    const method = options.store ? 0 : 8;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(raw.length, 24);
    dir.writeUInt16LE(nameBytes.length, 28);
    dir.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, data);
    central.push(dir, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, ...central, end]));
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A DOCX whose body holds one paragraph per line (each split into two runs, as Word does). */
export function docx(lines: string[], options: { store?: boolean } = {}): Uint8Array {
  const paragraphs = lines
    .map((line) => {
      const cut = Math.floor(line.length / 2);
      return `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line.slice(0, cut))}</w:t></w:r><w:r><w:t xml:space="preserve">${xmlEscape(line.slice(cut))}</w:t></w:r></w:p>`;
    })
    .join('');
  return zip(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    },
    options,
  );
}

function utf16le(s: string): Buffer {
  return Buffer.from(s, 'utf16le');
}

/**
 * A Word 97-2003 compound file: the OLE2 header, the text (8-bit, or UTF-16LE with `unicode`) with
 * Word's paragraph marks (\r), and a directory sector naming the usual streams.
 */
export function doc(lines: string[], options: { unicode?: boolean } = {}): Uint8Array {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const fib = Buffer.alloc(512);
  fib.writeUInt16LE(0xa5ec, 0); // the Word FIB magic
  const text = lines.join('\r') + '\r';
  const body = options.unicode ? utf16le(text) : Buffer.from(text, 'latin1');
  const textSector = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  body.copy(textSector);
  const directory = Buffer.alloc(512);
  ['Root Entry', 'WordDocument', '1Table', '\u0005SummaryInformation'].forEach((name, i) => {
    utf16le(name).copy(directory, i * 128);
  });
  const trailer = Buffer.from('\0\0Times New Roman\0\0Normal.dotm\0\0Microsoft Office Word\0\0', 'latin1');
  return new Uint8Array(Buffer.concat([header, fib, textSector, directory, trailer]));
}

export function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

export const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The text of a complete resume, as the parse tests expect it to be read. */
export const RESUME_LINES = [
  'Jane Q. Doe',
  'Senior Data Engineer',
  'Email: jane.doe@example.com',
  'Phone: +1 (415) 555-0134',
  'Location: San Francisco, CA',
  'Title: Senior Data Engineer; Tech Lead',
  'LinkedIn: https://www.linkedin.com/in/jane-doe-42',
  'Skills: Python, Apache Spark, SQL, Kubernetes',
  'Experience 2019 - 2024 at Example Corp',
];
