import * as z from 'zod/mini';
import { isString, missingOr, onlyOn } from './field-messages.ts';
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
  fileName: z
    .string(missingOr(FILE_NAME_RULE, `must be a string: ${FILE_NAME_RULE}`))
    .check(
      z.trim(),
      onlyOn(isString, z.minLength(1, { message: `must not be empty: ${FILE_NAME_RULE}` })),
      onlyOn(isString, z.maxLength(255, { message: 'must be at most 255 characters' })),
    ),
  mimeType: z.enum(RESUME_MIME_TYPES, missingOr(MIME_TYPE_RULE, `must be ${MIME_TYPE_RULE}`)),
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
  resumeId: z.string(),
  contactId: z.string(),
  fileName: z.string(),
  mimeType: z.enum(RESUME_MIME_TYPES),
  /** Decoded size in bytes. */
  sizeBytes: z.number(),
  /** Always `queued` in the upload answer; parsing runs later. */
  parseStatus: z.enum(RESUME_PARSE_STATUSES),
  createdAt: z.string(),
};
/** The 202 answer of a resume upload. */
export const resumeUploadResultSchema: z.ZodMiniObject<typeof resumeUploadResultShape, z.core.$strip> =
  z.object(resumeUploadResultShape);
export type ResumeUploadResult = z.infer<typeof resumeUploadResultSchema>;
