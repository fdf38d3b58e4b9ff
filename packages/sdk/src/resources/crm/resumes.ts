import { isPlatformError, PayloadTooLargeError, ValidationError } from '../../core/errors.ts';
import { crm } from '../../operations/crm.ts';
import { fullPath } from '../../operations/operation.ts';
import type { ResumeUploadInput } from '../../schemas/crm-resumes.ts';
import {
  detectFileType,
  encodeBase64,
  FILE_TYPE_NAMES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  type ResumeMimeType,
} from '../../schemas/resume-files.ts';

/**
 * A resume to upload: bytes (`Uint8Array`, Node `Buffer`, `ArrayBuffer`), a `Blob`/`File`, or, in
 * Node.js, a file path.
 */
export type ResumeFile = Uint8Array | ArrayBuffer | Blob | string;

/** Options of `client.crm.contacts.uploadResume`. */
export interface UploadResumeParams {
  /**
   * The file name the service stores.
   * @default the `File`'s or the path's name, else `resume.<pdf|doc|docx>`
   */
  fileName?: string | undefined;
  /**
   * The type you expect. Detected from the file's magic bytes either way; when given and different,
   * the call fails locally with `MIME_MISMATCH`.
   * @default the detected type
   */
  mimeType?: ResumeMimeType | undefined;
}

/** The path the errors of a refused file name: the upload's, as the service would. */
const PATH = fullPath(crm.contacts.resume);

function localError(
  errorCode: 'EMPTY_FILE' | 'MIME_MISMATCH' | 'VALIDATION_ERROR',
  field: string,
  message: string,
) {
  return new ValidationError(
    {
      statusCode: 400,
      errorCode,
      message: `${message} (not sent)`,
      path: PATH,
      details: [{ field, message }],
    },
    true,
  );
}

function tooLarge(size: number): PayloadTooLargeError {
  const message = `The resume is ${size} bytes; the limit is 10 MB (${RESUME_MAX_BYTES} bytes)`;
  return new PayloadTooLargeError({
    statusCode: 413,
    errorCode: 'PAYLOAD_TOO_LARGE',
    message: `${message} (not sent)`,
    path: PATH,
    details: [{ field: 'file', message }],
  });
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}

/** Reads the file into bytes, checking the size before reading whatever can be sized first. */
async function readResumeFile(file: ResumeFile): Promise<{ bytes: Uint8Array; name: string | undefined }> {
  if (typeof file === 'string') {
    // Loaded only when a path is given, so browser bundles never need node:fs.
    const specifier = 'node:fs/promises';
    let fs: typeof import('node:fs/promises');
    try {
      fs = (await import(/* @vite-ignore */ specifier)) as typeof import('node:fs/promises');
    } catch {
      throw localError(
        'VALIDATION_ERROR',
        'file',
        'A file path can only be read in Node.js; pass the bytes or a Blob',
      );
    }
    let bytes: Uint8Array;
    try {
      const { size } = await fs.stat(file);
      if (size > RESUME_MAX_BYTES) throw tooLarge(size);
      bytes = new Uint8Array(await fs.readFile(file));
    } catch (error) {
      if (isPlatformError(error)) throw error;
      // ENOENT, EACCES, EISDIR...: said as a local error of the `file` argument, not a raw fs error.
      const code = (error as { code?: unknown }).code;
      throw localError(
        'VALIDATION_ERROR',
        'file',
        `cannot read the file ${file}${typeof code === 'string' ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return { bytes, name: baseName(file) };
  }
  if (typeof Blob !== 'undefined' && file instanceof Blob) {
    if (file.size > RESUME_MAX_BYTES) throw tooLarge(file.size);
    const name = (file as { name?: unknown }).name;
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      name: typeof name === 'string' && name ? name : undefined,
    };
  }
  if (file instanceof Uint8Array) return { bytes: file, name: undefined };
  if (file instanceof ArrayBuffer) return { bytes: new Uint8Array(file), name: undefined };
  throw localError(
    'VALIDATION_ERROR',
    'file',
    'file must be a Uint8Array, an ArrayBuffer, a Blob or a file path',
  );
}

/**
 * Builds the body of `POST /public/contacts/{id}/resume` from a file, with the checks the service
 * makes (size, emptiness, real type from the magic bytes) done first, so a bad file is never sent.
 */
export async function prepareResumeUpload(
  file: ResumeFile,
  params: UploadResumeParams = {},
): Promise<ResumeUploadInput> {
  const { bytes, name } = await readResumeFile(file);
  if (bytes.byteLength > RESUME_MAX_BYTES) throw tooLarge(bytes.byteLength);
  if (bytes.byteLength === 0) throw localError('EMPTY_FILE', 'file', 'The resume is empty');
  const detected = detectFileType(bytes);
  if (!(RESUME_MIME_TYPES as readonly string[]).includes(detected)) {
    throw localError(
      'MIME_MISMATCH',
      'file',
      `The file is ${FILE_TYPE_NAMES[detected]}; resumes must be PDF, DOC or DOCX`,
    );
  }
  const mimeType = detected as ResumeMimeType;
  if (params.mimeType !== undefined && params.mimeType !== mimeType) {
    throw localError(
      'MIME_MISMATCH',
      'mimeType',
      `mimeType is ${params.mimeType} but the file is ${FILE_TYPE_NAMES[mimeType]} (${mimeType})`,
    );
  }
  return {
    fileName: params.fileName?.trim() || name || `resume.${RESUME_EXTENSIONS[mimeType]}`,
    mimeType,
    contentBase64: encodeBase64(bytes),
  };
}
