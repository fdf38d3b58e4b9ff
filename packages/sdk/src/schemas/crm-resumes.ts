import * as z from 'zod/mini';
import { openEnum } from './common.ts';
import { missingOr } from './field-messages.ts';
import { RESUME_MIME_TYPES } from './resume-files.ts';

/** The parse states of a resume: `queued` (the upload answer), then `processing`, then `parsed` or `failed`. */
export const RESUME_PARSE_STATUSES = ['queued', 'processing', 'parsed', 'failed'] as const;
export type ResumeParseStatus = (typeof RESUME_PARSE_STATUSES)[number];

const FILE_NAME_RULE = 'the original file name, e.g. cv.pdf';
const MIME_TYPE_RULE = `one of ${RESUME_MIME_TYPES.join(', ')}`;
const CONTENT_RULE = 'the file content in standard base64';

const resumeUploadShape = {
  // Missing: "is required: <what>"; sent with another type (a number, null): what it must be; a
  // fileName sent empty: "must not be empty". Never "is required" for a value that was sent.
  /** Required: the original file name, e.g. `cv.pdf`; 1 to 255 characters. */
  fileName: z
    .string(missingOr(FILE_NAME_RULE, `must be a string: ${FILE_NAME_RULE}`))
    .check(
      z.trim(),
      z.minLength(1, { message: `must not be empty: ${FILE_NAME_RULE}` }),
      z.maxLength(255, { message: 'must be at most 255 characters' }),
    ),
  /**
   * Required: `application/pdf`, `application/msword` or, for DOCX,
   * `application/vnd.openxmlformats-officedocument.wordprocessingml.document`; must match the real type.
   */
  mimeType: z.enum(RESUME_MIME_TYPES, missingOr(MIME_TYPE_RULE, `must be ${MIME_TYPE_RULE}`)),
  /** Required: the file content in standard base64; not empty, at most 10 MB decoded. */
  contentBase64: z.string(missingOr(CONTENT_RULE, `must be a string: ${CONTENT_RULE}`)),
};
/**
 * `POST /public/contacts/{id}/resume`: `{ fileName, mimeType, contentBase64 }`, nothing else.
 * `contentBase64` is checked by the service (base64, size, magic bytes): its errors have their own
 * codes (`INVALID_BASE64`, `PAYLOAD_TOO_LARGE`, `EMPTY_FILE`, `MIME_MISMATCH`).
 */
export const resumeUploadSchema: z.ZodMiniObject<typeof resumeUploadShape, z.core.$strict> =
  z.strictObject(resumeUploadShape);
export type ResumeUploadInput = z.input<typeof resumeUploadSchema>;

const resumeUploadResultShape = {
  /** The stored resume's id. */
  resumeId: z.string(),
  /** The contact the resume is attached to. */
  contactId: z.string(),
  /** The file name, as sent. */
  fileName: z.string(),
  /** The MIME type, as sent (verified against the file's content). */
  mimeType: z.enum(RESUME_MIME_TYPES),
  /** Decoded size in bytes. */
  sizeBytes: z.number(),
  /**
   * `queued` in the upload answer (the only value the spec shows; parsing runs later): typed
   * `ResumeParseStatus | (string & {})`.
   */
  parseStatus: openEnum(RESUME_PARSE_STATUSES),
  /** When the upload was stored (ISO 8601). */
  createdAt: z.string(),
};
/**
 * The 202 answer of a resume upload. The spec shows only `parseStatus: 'queued'`; the other fields
 * are the emulator's (docs/emulator-behavior.md).
 */
export const resumeUploadResultSchema: z.ZodMiniObject<typeof resumeUploadResultShape, z.core.$strip> =
  z.object(resumeUploadResultShape);
export type ResumeUploadResult = z.infer<typeof resumeUploadResultSchema>;
