import { contactSchema, PLANS, SCOPES, tagSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema, recordDateSchema } from './dates.ts';

/**
 * Stored records. Public shapes come from the SDK's schemas and are extended with what the service
 * keeps but does not return (owning workspace, soft-delete marks, searchable resume content).
 * Every date-time of every table is `recordDateSchema` (./dates.ts), also where the SDK's public
 * shape reads it as a plain string: a state document is checked against these schemas on import.
 */
export const orgRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  createdAt: recordDateSchema,
});
export type OrgRecord = z.output<typeof orgRecordSchema>;

export const workspaceRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  createdAt: recordDateSchema,
});
export type WorkspaceRecord = z.output<typeof workspaceRecordSchema>;

/** A member of an organization (the owner of keys and of the pipelines they create). */
export const memberRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  createdAt: recordDateSchema,
});
export type MemberRecord = z.output<typeof memberRecordSchema>;

export const apiKeyRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  userId: z.string(),
  /** SHA-256 of the plaintext key, hex. The plaintext is never stored. */
  keyHash: z.string(),
  /** First characters of the key, to recognise it in listings. */
  keyPrefix: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  workspaceIds: z.array(z.string()),
  expiresAt: nullableRecordDateSchema,
  revokedAt: nullableRecordDateSchema,
  createdAt: recordDateSchema,
});
export type ApiKeyRecord = z.output<typeof apiKeyRecordSchema>;

/** A person with an account on the platform (a candidate), who may be linked to CRM contacts. */
export const platformUserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** The person's privacy settings block their contact fields on a linked contact's single read. */
  hidesContactFields: z.boolean(),
  createdAt: recordDateSchema,
});
export type PlatformUserRecord = z.output<typeof platformUserRecordSchema>;

export const tagRecordSchema = z.extend(tagSchema, {
  workspaceId: z.string(),
  createdAt: recordDateSchema,
});
export type TagRecord = z.output<typeof tagRecordSchema>;

export const contactRecordSchema = z.extend(contactSchema, {
  createdAt: nullableRecordDateSchema,
  updatedAt: nullableRecordDateSchema,
  orgId: z.string(),
  workspaceId: z.string(),
  ownerUserId: z.nullable(z.string()),
  archivedAt: nullableRecordDateSchema,
  /** Searchable content the public shape does not show (from resumes and imports). */
  skills: z.array(z.string()),
  industry: z.nullable(z.string()),
  education: z.array(z.string()),
});
export type ContactRecord = z.output<typeof contactRecordSchema>;
