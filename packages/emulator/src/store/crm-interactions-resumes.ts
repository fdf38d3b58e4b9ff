import { interactionSchema, resumeUploadResultSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema, recordDateSchema } from './dates.ts';

/** A stored timeline entry: the public shape plus owner and soft-delete mark. */
export const interactionRecordSchema = z.extend(interactionSchema, {
  date: recordDateSchema,
  createdAt: recordDateSchema,
  orgId: z.string(),
  workspaceId: z.string(),
  /** Set when the contact is archived (the entries follow it); archived entries are never read. */
  archivedAt: nullableRecordDateSchema,
});
export type InteractionRecord = z.output<typeof interactionRecordSchema>;

/** What parsing found in a resume's text (before the only-empty-fields rule decides what is written). */
export const resumeExtractSchema = z.object({
  name: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  locationName: z.nullable(z.string()),
  jobTitle: z.array(z.string()),
  skills: z.array(z.string()),
  linkedinUrl: z.nullable(z.string()),
});
export type ResumeExtract = z.output<typeof resumeExtractSchema>;

/**
 * A stored resume. The file's bytes are kept (as base64) only until parsing ends, so a state export
 * taken while a parse is pending can resume it after import; afterwards only the results remain.
 */
export const resumeRecordSchema = z.extend(z.omit(resumeUploadResultSchema, { resumeId: true }), {
  createdAt: recordDateSchema,
  id: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  /** The key that uploaded it (its per-key daily quota was spent) and its member. */
  keyId: z.string(),
  uploadedBy: z.nullable(z.string()),
  /** When parsing starts / started (virtual clock). */
  processingAt: recordDateSchema,
  /** When parsing ends / ended. */
  finishedAt: recordDateSchema,
  failureReason: z.nullable(z.string()),
  contentBase64: z.nullable(z.string()),
  extracted: z.nullable(resumeExtractSchema),
  /** Contact fields the parse wrote (only fields that were empty). */
  appliedFields: z.array(z.string()),
  /** Values found but not written, with why (e.g. an email that belongs to another contact). */
  skipped: z.array(z.object({ field: z.string(), reason: z.string() })),
});
export type ResumeRecord = z.output<typeof resumeRecordSchema>;
