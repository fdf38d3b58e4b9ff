// File rules of resume uploads, shared by the SDK (checks before sending) and the emulator (checks
// on arrival): one implementation of base64, magic bytes and the zip directory. Platform-neutral:
// no node: imports, so browser bundles can use it.

import { RESUME_LIMITS } from '../operations/limits.ts';

/** The three MIME types a resume may have. */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[number];

/** Largest decoded resume: 10 MB, counted as 10 × 1024 × 1024 bytes (the limits table's figure). */
export const RESUME_MAX_BYTES: number = RESUME_LIMITS.maxBytes;

/** File extension of each type, for default file names. */
export const RESUME_EXTENSIONS: Record<ResumeMimeType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** What the bytes of a file are, by their magic numbers. */
export type DetectedFileType = ResumeMimeType | 'application/zip' | 'unknown';

/** Human names, for error messages. */
export const FILE_TYPE_NAMES: Record<DetectedFileType, string> = {
  'application/pdf': 'a PDF',
  'application/msword': 'a legacy Word document (DOC)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document (DOCX)',
  'application/zip': 'a zip archive without word/document.xml (not a DOCX)',
  unknown: 'not a PDF, DOC or DOCX',
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) return false;
  return true;
}

/**
 * The real type of a file from its first bytes: PDF (`%PDF-`), legacy Word (OLE2 compound file),
 * DOCX (a zip holding `word/document.xml`), another zip, or unknown.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (startsWith(bytes, PDF_MAGIC)) return 'application/pdf';
  if (startsWith(bytes, OLE2_MAGIC)) return 'application/msword';
  if (startsWith(bytes, ZIP_MAGIC)) {
    return listZipEntries(bytes).some((e) => e.name === 'word/document.xml')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/zip';
  }
  return 'unknown';
}

// ---------------------------------------------------------------------------------------------
// Zip directory
// ---------------------------------------------------------------------------------------------

/** One member of a zip archive. `method` 0 is stored, 8 is deflate (raw). */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the member's data (after its local header). */
  dataOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function u32(b: Uint8Array, at: number): number {
  return (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
}

function latin1(b: Uint8Array, start: number, length: number): string {
  let s = '';
  const end = Math.min(b.length, start + length);
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}

/** Where a member's data starts, read from its local header (its name/extra lengths may differ). */
function dataOffsetAt(b: Uint8Array, localHeader: number): number | undefined {
  if (localHeader + 30 > b.length || u32(b, localHeader) !== LOCAL_SIG) return undefined;
  return localHeader + 30 + u16(b, localHeader + 26) + u16(b, localHeader + 28);
}

/**
 * The members of a zip archive, read from its central directory (the authoritative list), or, when
 * the archive has none (truncated), by walking the local headers from the start. Malformed parts are
 * skipped, never thrown on. Zip64 archives are not read (a resume never needs them).
 */
export function listZipEntries(b: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (u32(b, i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd >= 0) {
    const count = u16(b, eocd + 10);
    let at = u32(b, eocd + 16);
    for (let n = 0; n < count && at + 46 <= b.length && u32(b, at) === CDIR_SIG; n++) {
      const nameLength = u16(b, at + 28);
      const dataOffset = dataOffsetAt(b, u32(b, at + 42));
      if (dataOffset !== undefined) {
        entries.push({
          name: latin1(b, at + 46, nameLength),
          method: u16(b, at + 10),
          compressedSize: u32(b, at + 20),
          uncompressedSize: u32(b, at + 24),
          dataOffset,
        });
      }
      at += 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
    }
    if (entries.length > 0) return entries;
  }
  // No usable central directory: walk the local headers (sizes must be in them: no data descriptor).
  let at = 0;
  while (at + 30 <= b.length && u32(b, at) === LOCAL_SIG) {
    const nameLength = u16(b, at + 26);
    const dataOffset = at + 30 + nameLength + u16(b, at + 28);
    const compressedSize = u32(b, at + 18);
    entries.push({
      name: latin1(b, at + 30, nameLength),
      method: u16(b, at + 8),
      compressedSize,
      uncompressedSize: u32(b, at + 22),
      dataOffset,
    });
    if (compressedSize === 0 && (u16(b, at + 6) & 0x08) !== 0) break; // sizes in a data descriptor
    at = dataOffset + compressedSize;
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Base64
// ---------------------------------------------------------------------------------------------

type BufferLike = {
  from(
    data: string | Uint8Array | ArrayBuffer,
    encoding?: string,
  ): Uint8Array & { toString(e: string): string };
};

function nodeBuffer(): BufferLike | undefined {
  const b = (globalThis as { Buffer?: BufferLike }).Buffer;
  return typeof b?.from === 'function' ? b : undefined;
}

/** Decodes base64 that {@link checkBase64} accepted (its `normalized` text). */
export function decodeBase64(normalized: string): Uint8Array {
  const buffer = nodeBuffer();
  if (buffer) {
    const out = buffer.from(normalized, 'base64');
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }
  const binary = atob(normalized);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Standard base64 with padding, no line breaks. */
export function encodeBase64(bytes: Uint8Array): string {
  const buffer = nodeBuffer();
  if (buffer) return buffer.from(bytes).toString('base64');
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
