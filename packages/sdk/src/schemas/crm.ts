import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../operations/limits.ts';
import type { Extended } from './common.ts';
import { crmPageQuerySchema, objectIdSchema, pageSchema } from './common.ts';
import { missingOr } from './field-messages.ts';

/** Types of a contact email. */
export const EMAIL_TYPES = ['work', 'personal', 'other'] as const;
/** Types of a contact phone. */
export const PHONE_TYPES = ['mobile', 'desk', 'home', 'other'] as const;

// ---------------------------------------------------------------------------------------------
// Contact as read back
// ---------------------------------------------------------------------------------------------

const contactEmailShape = {
  /** The email address. */
  email: z.string(),
  /** `work`, `personal` or `other` as written; null when no type was set. */
  type: z.nullable(z.string()),
};
/** An email of a contact, with its type; index 0 is the primary. */
export const contactEmailSchema: z.ZodMiniObject<typeof contactEmailShape, z.core.$strip> =
  z.object(contactEmailShape);
const contactPhoneShape = {
  /** The phone number, as written. */
  phone: z.string(),
  /** `mobile`, `desk`, `home` or `other` as written; null when no type was set. */
  type: z.nullable(z.string()),
};
/** A phone of a contact, with its type; index 0 is the primary. */
export const contactPhoneSchema: z.ZodMiniObject<typeof contactPhoneShape, z.core.$strip> =
  z.object(contactPhoneShape);
const tagShape = {
  /** The workspace tag's id. */
  id: z.string(),
  /** The tag's name; past 150 characters it reads truncated, ending `... [truncated]`. */
  name: z.string(),
};
/** A tag of a contact: `{ id, name }`. */
export const tagSchema: z.ZodMiniObject<typeof tagShape, z.core.$strip> = z.object(tagShape);

const contactShape = {
  /** The contact's id (24-character hex). */
  id: z.string(),
  /** Display name; null when it has none. Past 150 characters it reads truncated (`... [truncated]`). */
  name: z.nullable(z.string()),
  /** First name; null when unknown. Past 150 characters it reads truncated. */
  firstName: z.nullable(z.string()),
  /** Last name; null when unknown. Past 150 characters it reads truncated. */
  lastName: z.nullable(z.string()),
  /** All roles from the contact's resume (may hold several), each truncated past 150 characters; or empty. */
  jobTitle: z.array(z.string()),
  /** Company name; null when unknown. Past 150 characters it reads truncated. */
  companyName: z.nullable(z.string()),
  /** Id of the linked company; null when none is linked, and always null in the list projection. */
  companyId: z.nullable(z.string()),
  /**
   * Emails as `{ email, type }`, index 0 the primary. Always empty in the list projection; a linked
   * platform user's privacy settings can hide them on the single read too.
   */
  emails: z.array(contactEmailSchema),
  /**
   * Phones as `{ phone, type }`, index 0 the primary. Always empty in the list projection; a linked
   * platform user's privacy settings can hide them on the single read too.
   */
  phones: z.array(contactPhoneSchema),
  /** LinkedIn profile URL; null when unknown. Past 150 characters it reads truncated. */
  linkedinUrl: z.nullable(z.string()),
  /** Human-readable location, free text; null when unknown. Past 150 characters it reads truncated. */
  locationName: z.nullable(z.string()),
  /** GeoNames id of the location (a number); null when unknown, and always null in the list projection. */
  locationGeoNameId: z.nullable(z.number()),
  /** The workspace tags set on the contact, as `{ id, name }`; empty when none. */
  tags: z.array(tagSchema),
  /** `true` when at least one resume is attached. */
  hasResume: z.boolean(),
  /** Number of resumes attached (0 when none). */
  resumeCount: z.number(),
  /** Id of the linked platform user when the contact is a platform user; otherwise null. */
  platformUserId: z.nullable(z.string()),
  /** `true` when the contact is linked to a platform user account. */
  linkedPlatformUser: z.boolean(),
  /** When the contact was created (ISO 8601); null on legacy records that lack it. */
  createdAt: z.nullable(z.string()),
  /** When the contact last changed (ISO 8601); null when unknown, and always null in the list projection. */
  updatedAt: z.nullable(z.string()),
};
/** A contact as `GET /public/contacts/{id}` answers it: names, job titles, company, emails and phones (index 0 primary), LinkedIn, location, tags, resume count, timestamps. */
export const contactSchema: z.ZodMiniObject<typeof contactShape, z.core.$strip> = z.object(contactShape);
export type Contact = z.infer<typeof contactSchema>;
export type ContactEmail = z.infer<typeof contactEmailSchema>;
export type ContactPhone = z.infer<typeof contactPhoneSchema>;
export type Tag = z.infer<typeof tagSchema>;

const createdContactExtraShape = {
  /**
   * `true` when the create resolved to an existing contact (same platform user, email or phone) and
   * merged into it. Advisory: a creation-timestamp heuristic that can misreport.
   */
  deduplicated: z.boolean(),
};
/** The create answer: the contact plus `deduplicated` (advisory). */
export const createdContactSchema: Extended<typeof contactSchema, typeof createdContactExtraShape> = z.extend(
  contactSchema,
  createdContactExtraShape,
);
export type CreatedContact = z.infer<typeof createdContactSchema>;

const contactListItemExtraShape = {
  /** Hidden in lists: always empty (bulk-harvest protection); `contacts.get(id)` has them. */
  emails: z.tuple([]),
  /** Hidden in lists: always empty (bulk-harvest protection); `contacts.get(id)` has them. */
  phones: z.tuple([]),
  /** Hidden in lists: always null; `contacts.get(id)` has it. */
  companyId: z.null(),
  /** Hidden in lists: always null; `contacts.get(id)` has it. */
  locationGeoNameId: z.null(),
  /** Hidden in lists: always null; `contacts.get(id)` has it. */
  updatedAt: z.null(),
};
/**
 * A row of `GET /public/contacts`: the service hides emails, phones, companyId, locationGeoNameId
 * and updatedAt in lists (empty or null); `contacts.get(id)` has them.
 */
export const contactListItemSchema: Extended<typeof contactSchema, typeof contactListItemExtraShape> =
  z.extend(contactSchema, contactListItemExtraShape);
export type ContactListItem = z.infer<typeof contactListItemSchema>;

/** A page of contacts: `{ items, page, pageSize, hasMore }`, no total. */
export const contactPageSchema = pageSchema(contactListItemSchema);

// ---------------------------------------------------------------------------------------------
// Contact write bodies (the allowlist)
// ---------------------------------------------------------------------------------------------

const emailInputShape = {
  // An entry without `email` is told it needs one, not that its (absent) address is malformed.
  /** Required: a valid email address (a malformed one is a 400). */
  email: z.email(missingOr('a valid email address', 'must be a valid email address')),
  /** `work`, `personal` or `other`; optional. */
  type: z.optional(z.enum(EMAIL_TYPES, { message: `must be one of ${EMAIL_TYPES.join(', ')}` })),
};
const emailInput: z.ZodMiniObject<typeof emailInputShape, z.core.$strict> = z.strictObject(emailInputShape);
const phoneInputShape = {
  /** Required: the phone number, up to 64 characters with at least one digit. */
  phone: z.string().check(
    z.trim(),
    // An empty phone gets one message, not a second "must contain digits".
    z.minLength(1, { message: 'must not be empty', abort: true }),
    z.maxLength(64, { message: 'must be at most 64 characters' }),
    z.regex(/\d/, { message: 'must contain digits' }),
  ),
  /** `mobile`, `desk`, `home` or `other`; optional. */
  type: z.optional(z.enum(PHONE_TYPES, { message: `must be one of ${PHONE_TYPES.join(', ')}` })),
};
const phoneInput: z.ZodMiniObject<typeof phoneInputShape, z.core.$strict> = z.strictObject(phoneInputShape);
// No length limit: the spec sets none, and a long tag name reads truncated as every long string.
const tagName = z.string().check(z.trim(), z.minLength(1, { message: 'must not be empty' }));
const text = z.string();

function maxItems(n: number, what: string) {
  return { message: `at most ${n} ${what} allowed` };
}

const contactWriteFields = {
  // Shared by create (required: a missing name "is required") and update (optional): a name that
  // was sent empty "must not be empty" on both.
  /** Display name, required on create; not empty or blank. */
  name: z.string().check(z.trim(), z.minLength(1, { message: 'must not be empty' })),
  /** First name. */
  firstName: text,
  /** Last name. */
  lastName: text,
  /** Job titles, up to 10. */
  jobTitle: z.array(text).check(z.maxLength(10, maxItems(10, 'job titles'))),
  /** Company name. */
  companyName: text,
  /** LinkedIn profile URL. */
  linkedinUrl: text,
  /** Location, free text. */
  locationName: text,
  /** GeoNames id of the location (an integer). */
  locationGeoNameId: z.int(),
  /** Emails as `{ email, type? }`, up to 10. */
  emails: z.array(emailInput).check(z.maxLength(10, maxItems(10, 'emails'))),
  /** Phones as `{ phone, type? }`, up to 10. */
  phones: z.array(phoneInput).check(z.maxLength(10, maxItems(10, 'phones'))),
  /** Workspace tag names, up to 50 (none empty); an unknown name creates that tag. */
  tags: z.array(tagName).check(z.maxLength(50, maxItems(50, 'tags'))),
};

/** The profile fields that create and update both take as optional. */
const optionalProfileFields = {
  /** First name. */
  firstName: z.optional(text),
  /** Last name. */
  lastName: z.optional(text),
  /** Job titles, up to 10; a contact may hold several roles. */
  jobTitle: z.optional(contactWriteFields.jobTitle),
  /** Company name. */
  companyName: z.optional(text),
  /** LinkedIn profile URL. */
  linkedinUrl: z.optional(text),
  /** Location, free text. */
  locationName: z.optional(text),
  /** GeoNames id of the location (an integer). */
  locationGeoNameId: z.optional(contactWriteFields.locationGeoNameId),
};

const contactCreateShape = {
  ...contactWriteFields,
  ...optionalProfileFields,
  /**
   * Up to 10 `{ email, type? }` (type `work`, `personal` or `other`). Used to find an existing
   * contact of the workspace; new ones are merged into it.
   */
  emails: z.optional(contactWriteFields.emails),
  /**
   * Up to 10 `{ phone, type? }` (type `mobile`, `desk`, `home` or `other`). Used, after emails, to find
   * an existing contact of the workspace; new ones are merged into it.
   */
  phones: z.optional(contactWriteFields.phones),
  /** Up to 50 workspace tag names; an unknown name creates that tag. */
  tags: z.optional(contactWriteFields.tags),
};
/** `POST /public/contacts`: `name` required; a field outside this allowlist is a 400. */
export const contactCreateSchema: z.ZodMiniObject<typeof contactCreateShape, z.core.$strict> =
  z.strictObject(contactCreateShape);
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

const contactUpdateShape = {
  /** New display name; not empty or blank. */
  name: z.optional(contactWriteFields.name),
  ...optionalProfileFields,
  /** At most 1 `{ email, type? }`: it replaces the primary email (index 0). */
  emails: z.optional(
    z
      .array(emailInput)
      .check(z.maxLength(1, { message: 'at most 1 email on update; it replaces the primary' })),
  ),
  /** At most 1 `{ phone, type? }`: it replaces the primary phone (index 0). */
  phones: z.optional(
    z
      .array(phoneInput)
      .check(z.maxLength(1, { message: 'at most 1 phone on update; it replaces the primary' })),
  ),
  /**
   * Up to 50 workspace tag names; an unknown name creates that tag. (The emulator replaces the
   * contact's tags with these; the spec does not say.)
   */
  tags: z.optional(contactWriteFields.tags),
};
/** `PATCH /public/contacts/{id}`: partial; at most one email and one phone, replacing the primary. */
export const contactUpdateSchema: z.ZodMiniObject<typeof contactUpdateShape, z.core.$strict> =
  z.strictObject(contactUpdateShape);
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

const CONTACT_SEARCH_MAX = TEXT_LIMITS.contactSearch.max;

const contactListQueryExtraShape = {
  /**
   * Full-text search over name, company, job title, skills, industry, education, email and phone;
   * up to 200 characters. Omit to list newest first.
   */
  search: z.optional(
    z
      .string()
      .check(
        z.maxLength(CONTACT_SEARCH_MAX, { message: `must be at most ${CONTACT_SEARCH_MAX} characters` }),
      ),
  ),
};
/** `GET /public/contacts` query: `search` (every word must occur), `page` 1–10000, `pageSize` 1–50. */
export const contactListQuerySchema: Extended<typeof crmPageQuerySchema, typeof contactListQueryExtraShape> =
  z.extend(crmPageQuerySchema, contactListQueryExtraShape);
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

const contactDeleteResultShape = {
  /** The archived contact's id. */
  id: z.string(),
  /** Always `true`: the contact is archived (soft delete). */
  deleted: z.literal(true),
};
/** Contact delete answer (the spec does not show it; see docs/emulator-behavior.md). */
export const contactDeleteResultSchema: z.ZodMiniObject<typeof contactDeleteResultShape, z.core.$strip> =
  z.object(contactDeleteResultShape);
export type ContactDeleteResult = z.infer<typeof contactDeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Usage
// ---------------------------------------------------------------------------------------------

const crmUsageResumeUploadShape = {
  /** Resume uploads allowed per key per UTC day: 50. */
  dailyLimit: z.number(),
  /** Resume uploads made today (UTC) with this key. */
  used: z.number(),
  /** Resume uploads this key has left today. */
  remaining: z.number(),
};
const crmUsageResumeUploadObject: z.ZodMiniObject<typeof crmUsageResumeUploadShape, z.core.$strip> =
  z.object(crmUsageResumeUploadShape);
const crmUsageShape = {
  /** Successful CRM calls allowed per organization per UTC day: 500 by default. */
  dailyQuota: z.number(),
  /** Quota-consuming CRM calls made today (UTC) by this organization's keys. */
  used: z.number(),
  /** CRM calls left today, until `resetsAt`. */
  remaining: z.number(),
  /** When the quota resets: the next UTC midnight, ISO 8601. */
  resetsAt: z.string(),
  /** The quota window: always `utc_day` in v1. */
  period: z.literal('utc_day'),
  /** This key's resume-upload quota, on top of the daily calls: `{ dailyLimit: 50, used, remaining }`. */
  resumeUpload: crmUsageResumeUploadObject,
};
/** The CRM usage record: the organization's daily quota (500) plus this key's resume uploads (`resumeUpload`, 50 per day). */
export const crmUsageSchema: z.ZodMiniObject<typeof crmUsageShape, z.core.$strip> = z.object(crmUsageShape);
export type CrmUsage = z.infer<typeof crmUsageSchema>;

export { objectIdSchema };
