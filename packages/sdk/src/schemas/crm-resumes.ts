import * as z from 'zod/mini';
import { RESUME_MIME_TYPES } from './resume-files.ts';

/** The parse states of a resume: `queued` (the upload answer), then `processing`, then `parsed` or `failed`. */
export const RESUME_PARSE_STATUSES = ['queued', 'processing', 'parsed', 'failed'] as const;
export type ResumeParseStatus = (typeof RESUME_PARSE_STATUSES)[number];

/**
 * `POST /public/contacts/{id}/resume`: `{ fileName, mimeType, contentBase64 }`, nothing else.
 * `contentBase64` is checked by the service (base64, size, magic bytes): its errors have their own
 * codes (`INVALID_BASE64`, `PAYLOAD_TOO_LARGE`, `EMPTY_FILE`, `MIME_MISMATCH`).
 */
export const resumeUploadSchema = z.strictObject({
  fileName: z
    .string({ message: 'is required: the original file name, e.g. cv.pdf' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required: the original file name, e.g. cv.pdf' }),
      z.maxLength(255, { message: 'must be at most 255 characters' }),
    ),
  mimeType: z.enum(RESUME_MIME_TYPES, { message: `must be one of ${RESUME_MIME_TYPES.join(', ')}` }),
  contentBase64: z.string({ message: 'is required: the file content in standard base64' }),
});
export type ResumeUploadInput = z.input<typeof resumeUploadSchema>;

/** The 202 answer of a resume upload. */
export const resumeUploadResultSchema = z.object({
  resumeId: z.string(),
  contactId: z.string(),
  fileName: z.string(),
  mimeType: z.enum(RESUME_MIME_TYPES),
  /** Decoded size in bytes. */
  sizeBytes: z.number(),
  /** Always `queued` in the upload answer; parsing runs later. */
  parseStatus: z.enum(RESUME_PARSE_STATUSES),
  createdAt: z.string(),
});
export type ResumeUploadResult = z.infer<typeof resumeUploadResultSchema>;
