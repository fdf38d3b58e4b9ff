import * as z from 'zod';
import { crmPageQuerySchema, objectIdSchema, pageSchema } from './common.ts';

/** Types of a contact email. */
export const EMAIL_TYPES = ['work', 'personal', 'other'] as const;
/** Types of a contact phone. */
export const PHONE_TYPES = ['mobile', 'desk', 'home', 'other'] as const;

// ---------------------------------------------------------------------------------------------
// Contact as read back
// ---------------------------------------------------------------------------------------------

/** An email of a contact, with its type; index 0 is the primary. */
export const contactEmailSchema = z.object({ email: z.string(), type: z.string().nullable() });
/** A phone of a contact, with its type; index 0 is the primary. */
export const contactPhoneSchema = z.object({ phone: z.string(), type: z.string().nullable() });
/** A tag of a contact: `{ id, name }`. */
export const tagSchema = z.object({ id: z.string(), name: z.string() });

/** A contact as `GET /public/contacts/{id}` answers it: names, job titles, company, emails and phones (index 0 primary), LinkedIn, location, tags, resume count, timestamps. */
export const contactSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.array(z.string()),
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  emails: z.array(contactEmailSchema),
  phones: z.array(contactPhoneSchema),
  linkedinUrl: z.string().nullable(),
  locationName: z.string().nullable(),
  locationGeoNameId: z.number().nullable(),
  tags: z.array(tagSchema),
  hasResume: z.boolean(),
  resumeCount: z.number(),
  platformUserId: z.string().nullable(),
  linkedPlatformUser: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export type ContactEmail = z.infer<typeof contactEmailSchema>;
export type ContactPhone = z.infer<typeof contactPhoneSchema>;
export type Tag = z.infer<typeof tagSchema>;

/** The create answer: the contact plus `deduplicated` (advisory). */
export const createdContactSchema = contactSchema.extend({ deduplicated: z.boolean() });
export type CreatedContact = z.infer<typeof createdContactSchema>;

/**
 * A row of `GET /public/contacts`: the service hides emails, phones, companyId, locationGeoNameId
 * and updatedAt in lists (empty or null); `contacts.get(id)` has them.
 */
export const contactListItemSchema = contactSchema.extend({
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
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

/** A page of contacts: `{ items, page, pageSize, hasMore }`, no total. */
export const contactPageSchema = pageSchema(contactListItemSchema);

// ---------------------------------------------------------------------------------------------
// Contact write bodies (the allowlist)
// ---------------------------------------------------------------------------------------------

const emailInput = z.strictObject({
  email: z.email({ message: 'must be a valid email address' }),
  type: z.enum(EMAIL_TYPES, { message: `must be one of ${EMAIL_TYPES.join(', ')}` }).optional(),
});
const phoneInput = z.strictObject({
  phone: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(64, { message: 'must be at most 64 characters' })
    .regex(/\d/, { message: 'must contain digits' }),
  type: z.enum(PHONE_TYPES, { message: `must be one of ${PHONE_TYPES.join(', ')}` }).optional(),
});
const tagName = z.string().trim().min(1, { message: 'must not be empty' }).max(100, {
  message: 'must be at most 100 characters',
});
const text = z.string();

function maxItems(n: number, what: string) {
  return { message: `at most ${n} ${what} allowed` };
}

const contactWriteFields = {
  name: z.string().trim().min(1, { message: 'is required and must not be empty' }),
  firstName: text,
  lastName: text,
  jobTitle: z.array(text).max(10, maxItems(10, 'job titles')),
  companyName: text,
  linkedinUrl: text,
  locationName: text,
  locationGeoNameId: z.number().int({ message: 'must be an integer' }),
  emails: z.array(emailInput).max(10, maxItems(10, 'emails')),
  phones: z.array(phoneInput).max(10, maxItems(10, 'phones')),
  tags: z.array(tagName).max(50, maxItems(50, 'tags')),
};

/** `POST /public/contacts`: `name` required; a field outside this allowlist is a 400. */
export const contactCreateSchema = z.strictObject({
  ...contactWriteFields,
  firstName: text.optional(),
  lastName: text.optional(),
  jobTitle: contactWriteFields.jobTitle.optional(),
  companyName: text.optional(),
  linkedinUrl: text.optional(),
  locationName: text.optional(),
  locationGeoNameId: contactWriteFields.locationGeoNameId.optional(),
  emails: contactWriteFields.emails.optional(),
  phones: contactWriteFields.phones.optional(),
  tags: contactWriteFields.tags.optional(),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

/** `PATCH /public/contacts/{id}`: partial; at most one email and one phone, replacing the primary. */
export const contactUpdateSchema = z.strictObject({
  name: contactWriteFields.name.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  jobTitle: contactWriteFields.jobTitle.optional(),
  companyName: text.optional(),
  linkedinUrl: text.optional(),
  locationName: text.optional(),
  locationGeoNameId: contactWriteFields.locationGeoNameId.optional(),
  emails: z
    .array(emailInput)
    .max(1, { message: 'at most 1 email on update; it replaces the primary' })
    .optional(),
  phones: z
    .array(phoneInput)
    .max(1, { message: 'at most 1 phone on update; it replaces the primary' })
    .optional(),
  tags: contactWriteFields.tags.optional(),
});
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

/** `GET /public/contacts` query: `search` (every word must occur), `page` 1–10000, `pageSize` 1–50. */
export const contactListQuerySchema = crmPageQuerySchema.extend({
  search: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** Contact delete answer (the spec does not show it; see docs/emulator-behavior.md). */
export const contactDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type ContactDeleteResult = z.infer<typeof contactDeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Usage
// ---------------------------------------------------------------------------------------------

/** The CRM usage record: the organization's daily quota (500) plus this key's resume uploads (`resumeUpload`, 50 per day). */
export const crmUsageSchema = z.object({
  dailyQuota: z.number(),
  used: z.number(),
  remaining: z.number(),
  resetsAt: z.string(),
  period: z.literal('utc_day'),
  resumeUpload: z.object({ dailyLimit: z.number(), used: z.number(), remaining: z.number() }),
});
export type CrmUsage = z.infer<typeof crmUsageSchema>;

export { objectIdSchema };
