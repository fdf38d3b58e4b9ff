import * as z from 'zod/mini';
import { crmPageQuerySchema, objectIdSchema, pageSchema } from './common.ts';

/** Types of a contact email. */
export const EMAIL_TYPES = ['work', 'personal', 'other'] as const;
/** Types of a contact phone. */
export const PHONE_TYPES = ['mobile', 'desk', 'home', 'other'] as const;

// ---------------------------------------------------------------------------------------------
// Contact as read back
// ---------------------------------------------------------------------------------------------

/** An email of a contact, with its type; index 0 is the primary. */
export const contactEmailSchema = z.object({ email: z.string(), type: z.nullable(z.string()) });
/** A phone of a contact, with its type; index 0 is the primary. */
export const contactPhoneSchema = z.object({ phone: z.string(), type: z.nullable(z.string()) });
/** A tag of a contact: `{ id, name }`. */
export const tagSchema = z.object({ id: z.string(), name: z.string() });

/** A contact as `GET /public/contacts/{id}` answers it: names, job titles, company, emails and phones (index 0 primary), LinkedIn, location, tags, resume count, timestamps. */
export const contactSchema = z.object({
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
});
export type Contact = z.infer<typeof contactSchema>;
export type ContactEmail = z.infer<typeof contactEmailSchema>;
export type ContactPhone = z.infer<typeof contactPhoneSchema>;
export type Tag = z.infer<typeof tagSchema>;

/** The create answer: the contact plus `deduplicated` (advisory). */
export const createdContactSchema = z.extend(contactSchema, { deduplicated: z.boolean() });
export type CreatedContact = z.infer<typeof createdContactSchema>;

/**
 * A row of `GET /public/contacts`: the service hides emails, phones, companyId, locationGeoNameId
 * and updatedAt in lists (empty or null); `contacts.get(id)` has them.
 */
export const contactListItemSchema = z.extend(contactSchema, {
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
  type: z.optional(z.enum(EMAIL_TYPES, { message: `must be one of ${EMAIL_TYPES.join(', ')}` })),
});
const phoneInput = z.strictObject({
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'must not be empty' }),
      z.maxLength(64, { message: 'must be at most 64 characters' }),
      z.regex(/\d/, { message: 'must contain digits' }),
    ),
  type: z.optional(z.enum(PHONE_TYPES, { message: `must be one of ${PHONE_TYPES.join(', ')}` })),
});
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
  name: z.string().check(z.trim(), z.minLength(1, { message: 'is required and must not be empty' })),
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

/** `POST /public/contacts`: `name` required; a field outside this allowlist is a 400. */
export const contactCreateSchema = z.strictObject({
  ...contactWriteFields,
  ...optionalProfileFields,
  emails: z.optional(contactWriteFields.emails),
  phones: z.optional(contactWriteFields.phones),
  tags: z.optional(contactWriteFields.tags),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

/** `PATCH /public/contacts/{id}`: partial; at most one email and one phone, replacing the primary. */
export const contactUpdateSchema = z.strictObject({
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
});
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

/** `GET /public/contacts` query: `search` (every word must occur), `page` 1–10000, `pageSize` 1–50. */
export const contactListQuerySchema = z.extend(crmPageQuerySchema, {
  search: z.optional(z.string().check(z.maxLength(200, { message: 'must be at most 200 characters' }))),
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
