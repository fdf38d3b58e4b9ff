import * as z from 'zod/mini';
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

const contactEmailShape = { email: z.string(), type: z.nullable(z.string()) };
/** An email of a contact, with its type; index 0 is the primary. */
export const contactEmailSchema: z.ZodMiniObject<typeof contactEmailShape, z.core.$strip> =
  z.object(contactEmailShape);
const contactPhoneShape = { phone: z.string(), type: z.nullable(z.string()) };
/** A phone of a contact, with its type; index 0 is the primary. */
export const contactPhoneSchema: z.ZodMiniObject<typeof contactPhoneShape, z.core.$strip> =
  z.object(contactPhoneShape);
const tagShape = { id: z.string(), name: z.string() };
/** A tag of a contact: `{ id, name }`. */
export const tagSchema: z.ZodMiniObject<typeof tagShape, z.core.$strip> = z.object(tagShape);

const contactShape = {
  id: z.string(),
  name: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  jobTitle: z.array(z.string()),
  companyName: z.nullable(z.string()),
  companyId: z.nullable(z.string()),
  emails: z.array(contactEmailSchema),
  phones: z.array(contactPhoneSchema),
  linkedinUrl: z.nullable(z.string()),
  locationName: z.nullable(z.string()),
  locationGeoNameId: z.nullable(z.number()),
  tags: z.array(tagSchema),
  hasResume: z.boolean(),
  resumeCount: z.number(),
  platformUserId: z.nullable(z.string()),
  linkedPlatformUser: z.boolean(),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
};
/** A contact as `GET /public/contacts/{id}` answers it: names, job titles, company, emails and phones (index 0 primary), LinkedIn, location, tags, resume count, timestamps. */
export const contactSchema: z.ZodMiniObject<typeof contactShape, z.core.$strip> = z.object(contactShape);
export type Contact = z.infer<typeof contactSchema>;
export type ContactEmail = z.infer<typeof contactEmailSchema>;
export type ContactPhone = z.infer<typeof contactPhoneSchema>;
export type Tag = z.infer<typeof tagSchema>;

const createdContactExtraShape = { deduplicated: z.boolean() };
/** The create answer: the contact plus `deduplicated` (advisory). */
export const createdContactSchema: Extended<typeof contactSchema, typeof createdContactExtraShape> = z.extend(
  contactSchema,
  createdContactExtraShape,
);
export type CreatedContact = z.infer<typeof createdContactSchema>;

const contactListItemExtraShape = {
  /** Hidden in lists: always empty. */
  emails: z.tuple([]),
  /** Hidden in lists: always empty. */
  phones: z.tuple([]),
  /** Hidden in lists. */
  companyId: z.null(),
  /** Hidden in lists. */
  locationGeoNameId: z.null(),
  /** Hidden in lists. */
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
  email: z.email(missingOr('a valid email address', 'must be a valid email address')),
  type: z.optional(z.enum(EMAIL_TYPES, { message: `must be one of ${EMAIL_TYPES.join(', ')}` })),
};
const emailInput: z.ZodMiniObject<typeof emailInputShape, z.core.$strict> = z.strictObject(emailInputShape);
const phoneInputShape = {
  phone: z.string().check(
    z.trim(),
    // An empty phone gets one message, not a second "must contain digits".
    z.minLength(1, { message: 'must not be empty', abort: true }),
    z.maxLength(64, { message: 'must be at most 64 characters' }),
    z.regex(/\d/, { message: 'must contain digits' }),
  ),
  type: z.optional(z.enum(PHONE_TYPES, { message: `must be one of ${PHONE_TYPES.join(', ')}` })),
};
const phoneInput: z.ZodMiniObject<typeof phoneInputShape, z.core.$strict> = z.strictObject(phoneInputShape);
const tagName = z.string().check(
  z.trim(),
  z.minLength(1, { message: 'must not be empty' }),
  z.maxLength(100, {
    message: 'must be at most 100 characters',
  }),
);
const text = z.string();

function maxItems(n: number, what: string) {
  return { message: `at most ${n} ${what} allowed` };
}

const contactWriteFields = {
  // Shared by create (required: a missing name "is required") and update (optional): a name that
  // was sent empty "must not be empty" on both.
  name: z.string().check(z.trim(), z.minLength(1, { message: 'must not be empty' })),
  firstName: text,
  lastName: text,
  jobTitle: z.array(text).check(z.maxLength(10, maxItems(10, 'job titles'))),
  companyName: text,
  linkedinUrl: text,
  locationName: text,
  locationGeoNameId: z.int(),
  emails: z.array(emailInput).check(z.maxLength(10, maxItems(10, 'emails'))),
  phones: z.array(phoneInput).check(z.maxLength(10, maxItems(10, 'phones'))),
  tags: z.array(tagName).check(z.maxLength(50, maxItems(50, 'tags'))),
};

/** The profile fields that create and update both take as optional. */
const optionalProfileFields = {
  firstName: z.optional(text),
  lastName: z.optional(text),
  jobTitle: z.optional(contactWriteFields.jobTitle),
  companyName: z.optional(text),
  linkedinUrl: z.optional(text),
  locationName: z.optional(text),
  locationGeoNameId: z.optional(contactWriteFields.locationGeoNameId),
};

const contactCreateShape = {
  ...contactWriteFields,
  ...optionalProfileFields,
  emails: z.optional(contactWriteFields.emails),
  phones: z.optional(contactWriteFields.phones),
  tags: z.optional(contactWriteFields.tags),
};
/** `POST /public/contacts`: `name` required; a field outside this allowlist is a 400. */
export const contactCreateSchema: z.ZodMiniObject<typeof contactCreateShape, z.core.$strict> =
  z.strictObject(contactCreateShape);
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

const contactUpdateShape = {
  name: z.optional(contactWriteFields.name),
  ...optionalProfileFields,
  emails: z.optional(
    z
      .array(emailInput)
      .check(z.maxLength(1, { message: 'at most 1 email on update; it replaces the primary' })),
  ),
  phones: z.optional(
    z
      .array(phoneInput)
      .check(z.maxLength(1, { message: 'at most 1 phone on update; it replaces the primary' })),
  ),
  tags: z.optional(contactWriteFields.tags),
};
/** `PATCH /public/contacts/{id}`: partial; at most one email and one phone, replacing the primary. */
export const contactUpdateSchema: z.ZodMiniObject<typeof contactUpdateShape, z.core.$strict> =
  z.strictObject(contactUpdateShape);
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

const contactListQueryExtraShape = {
  search: z.optional(z.string().check(z.maxLength(200, { message: 'must be at most 200 characters' }))),
};
/** `GET /public/contacts` query: `search` (every word must occur), `page` 1–10000, `pageSize` 1–50. */
export const contactListQuerySchema: Extended<typeof crmPageQuerySchema, typeof contactListQueryExtraShape> =
  z.extend(crmPageQuerySchema, contactListQueryExtraShape);
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

const contactDeleteResultShape = { id: z.string(), deleted: z.literal(true) };
/** Contact delete answer (the spec does not show it; see docs/emulator-behavior.md). */
export const contactDeleteResultSchema: z.ZodMiniObject<typeof contactDeleteResultShape, z.core.$strip> =
  z.object(contactDeleteResultShape);
export type ContactDeleteResult = z.infer<typeof contactDeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Usage
// ---------------------------------------------------------------------------------------------

const crmUsageResumeUploadShape = { dailyLimit: z.number(), used: z.number(), remaining: z.number() };
const crmUsageResumeUploadObject: z.ZodMiniObject<typeof crmUsageResumeUploadShape, z.core.$strip> =
  z.object(crmUsageResumeUploadShape);
const crmUsageShape = {
  dailyQuota: z.number(),
  used: z.number(),
  remaining: z.number(),
  resetsAt: z.string(),
  period: z.literal('utc_day'),
  resumeUpload: crmUsageResumeUploadObject,
};
/** The CRM usage record: the organization's daily quota (500) plus this key's resume uploads (`resumeUpload`, 50 per day). */
export const crmUsageSchema: z.ZodMiniObject<typeof crmUsageShape, z.core.$strip> = z.object(crmUsageShape);
export type CrmUsage = z.infer<typeof crmUsageSchema>;

export { objectIdSchema };
