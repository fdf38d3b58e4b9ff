import { idParam, operations, QUOTAS, RESUME_LIMITS, TEXT_LIMITS } from '@platform-api/sdk/operations';
import {
  type Contact,
  type ContactListItem,
  contactCreateSchema,
  contactDeleteResultSchema,
  contactSchema,
  contactUpdateSchema,
  createdContactSchema,
  type Interaction,
  interactionLogSchema,
  interactionSchema,
  interactionTypeCatalogSchema,
  resumeUploadResultSchema,
  resumeUploadSchema,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { moreLine, pageArguments, pagingOf, tool, workspaceId } from '../tool-row.ts';

const { crm } = operations;

/** The contact tools send their `contactId` argument as the REST path's `{id}`. */
const CONTACT_PATH = { id: 'contactId' } as const;
const contactId = idParam.check(
  z.describe('The contact id (24-character hex), e.g. from crm_search_contacts.'),
);
// The figures of the descriptions come from the SDK's limits table, as the engine's do.
const CRM_COST = `Costs 1 CRM call of the organization's ${QUOTAS.crm.daily} per UTC day (burst ${QUOTAS.crm.burstPerMinute} per minute); a failed call costs nothing.`;
/** A contact as a search row: enough to pick one; crm_get_contact has the rest. */
const contactRowSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  jobTitle: z.array(z.string()),
  companyName: z.nullable(z.string()),
  locationName: z.nullable(z.string()),
  tags: z.array(z.string()).check(z.describe('Tag names')),
  hasResume: z.boolean(),
  createdAt: z.nullable(z.string()),
});

function contactRow(c: ContactListItem): z.input<typeof contactRowSchema> {
  return {
    id: c.id,
    name: c.name,
    jobTitle: c.jobTitle,
    companyName: c.companyName,
    locationName: c.locationName,
    tags: c.tags.map((t) => t.name),
    hasResume: c.hasResume,
    createdAt: c.createdAt,
  };
}

/** A contact in a few lines (the structured result has every field). */
function contactText(c: Contact): string {
  const lines = [`${c.id}  ${c.name ?? '(no name)'}`];
  const role = [c.jobTitle[0], c.companyName].filter(Boolean).join(' at ');
  if (role) lines.push(role);
  if (c.emails.length > 0) lines.push(`emails: ${c.emails.map((e) => e.email).join(', ')}`);
  if (c.phones.length > 0) lines.push(`phones: ${c.phones.map((p) => p.phone).join(', ')}`);
  if (c.locationName) lines.push(`location: ${c.locationName}`);
  if (c.tags.length > 0) lines.push(`tags: ${c.tags.map((t) => t.name).join(', ')}`);
  lines.push(`resumes: ${c.resumeCount}; updated ${c.updatedAt ?? c.createdAt ?? 'unknown'}`);
  return lines.join('\n');
}

const interactionRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string(),
  date: z.string(),
  note: z.nullable(z.string()),
  scheduled: z.boolean(),
  tags: z.array(z.string()),
});

function interactionRow(i: Interaction): z.input<typeof interactionRowSchema> {
  return {
    id: i.id,
    type: i.type,
    category: i.category,
    date: i.date,
    note: i.notes,
    scheduled: i.scheduled,
    tags: i.tags.map((t) => t.name),
  };
}

/** A timeline row in one line: id, date, type (category), tags, note. */
function interactionLine(i: z.output<typeof interactionRowSchema>): string {
  const tags = i.tags.length > 0 ? ` [${i.tags.join(', ')}]` : '';
  return `${i.id}  ${i.date} ${i.type} (${i.category}${i.scheduled ? ', scheduled' : ''})${tags}${i.note ? `: ${i.note}` : ''}`;
}

export const crmSearchContacts = tool({
  name: 'crm_search_contacts',
  title: 'Search CRM contacts',
  description: `List the CRM contacts of a workspace newest first, or search them: with \`search\` every word must occur in the name, company, job title, skills, industry, education, email or phone (case- and accent-insensitive). Returns compact rows (no emails or phones: use crm_get_contact for one contact in full) and \`hasMore\`; page with \`page\`/\`pageSize\`. ${CRM_COST} Needs crm:read.`,
  ops: [crm.contacts.list],
  input: z.object({
    search: z
      .optional(z.string().check(z.maxLength(TEXT_LIMITS.contactSearch.max)))
      .check(
        z.describe(
          `Words to find (at most ${TEXT_LIMITS.contactSearch.max} characters); omit to list newest first.`,
        ),
      ),
    ...pageArguments(crm.contacts.list),
    workspaceId,
  }),
  output: z.object({
    contacts: z.array(contactRowSchema),
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run({ workspaceId, ...query }, { call }) {
    const res = await call(crm.contacts.list, { query, workspaceId });
    return {
      contacts: res.items.map(contactRow),
      page: res.page,
      pageSize: res.pageSize,
      hasMore: res.hasMore,
    };
  },
  text: (r) =>
    [
      ...r.contacts.map(
        (c) =>
          `${c.id}  ${c.name ?? '(no name)'}${c.jobTitle[0] ? `, ${c.jobTitle[0]}` : ''}${c.companyName ? ` at ${c.companyName}` : ''}`,
      ),
      moreLine(r, 'contacts', pagingOf(crm.contacts.list).page.max),
    ].join('\n'),
});

export const crmGetContact = tool({
  name: 'crm_get_contact',
  title: 'Get a CRM contact',
  description: `One contact in full: names, job titles, company, emails and phones (index 0 is the primary), LinkedIn, location, tags, resume count, timestamps. A contact of another workspace, or archived, is not found. ${CRM_COST} Needs crm:read.`,
  ops: [crm.contacts.get],
  input: z.object({ contactId, workspaceId }),
  output: contactSchema,
  annotations: { readOnlyHint: true, idempotentHint: true },
  run: async ({ contactId, workspaceId }, { call }) =>
    await call(crm.contacts.get, { params: { id: contactId }, workspaceId }),
  text: (c) => contactText(c),
  pathArguments: CONTACT_PATH,
});

export const crmUpsertContact = tool({
  name: 'crm_upsert_contact',
  title: 'Create or match a CRM contact',
  description: `Creates a contact, or resolves to the existing one when an email or phone (or the person's platform account) matches: then the new emails, phones and tags are merged and \`deduplicated\` is true. \`name\` is required; at most 10 emails, 10 phones, 10 job titles, 50 tags (an unknown tag name creates the tag). An email or phone matching several contacts fails with CONTACT_CONFLICT. ${CRM_COST} Needs crm:write.`,
  ops: [crm.contacts.create],
  input: z.extend(contactCreateSchema, { workspaceId }),
  output: createdContactSchema,
  annotations: { readOnlyHint: false, idempotentHint: false },
  run: async ({ workspaceId, ...body }, { call }) => await call(crm.contacts.create, { body, workspaceId }),
  text: (c) =>
    `${c.deduplicated ? 'Matched an existing contact (deduplicated: new emails, phones and tags merged)' : 'Created'}:\n${contactText(c)}`,
});

export const crmUpdateContact = tool({
  name: 'crm_update_contact',
  title: 'Update a CRM contact',
  description: `Partial update: only the fields sent change. At most one email and one phone, each replacing the primary one; \`tags\` replaces the contact's tags. ${CRM_COST} Needs crm:write.`,
  ops: [crm.contacts.update],
  input: z.extend(contactUpdateSchema, { contactId, workspaceId }),
  output: contactSchema,
  annotations: { readOnlyHint: false, idempotentHint: true },
  run: async ({ contactId, workspaceId, ...body }, { call }) =>
    await call(crm.contacts.update, { params: { id: contactId }, body, workspaceId }),
  text: (c) => `Updated:\n${contactText(c)}`,
  pathArguments: CONTACT_PATH,
});

export const crmDeleteContact = tool({
  name: 'crm_delete_contact',
  title: 'Archive a CRM contact',
  description: `Soft delete: archives the contact with its interactions and pipeline cards (kept, never shown again). ${CRM_COST} Needs crm:write.`,
  ops: [crm.contacts.delete],
  input: z.object({ contactId, workspaceId }),
  output: contactDeleteResultSchema,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  run: async ({ contactId, workspaceId }, { call }) =>
    await call(crm.contacts.delete, { params: { id: contactId }, workspaceId }),
  text: (r) => `${r.id}  archived, with its interactions and pipeline cards`,
  pathArguments: CONTACT_PATH,
});

export const crmLogInteraction = tool({
  name: 'crm_log_interaction',
  title: 'Log a CRM interaction',
  description: `Adds an entry to a contact's timeline; never de-duplicated (each call adds one). \`type\` is a name from crm_list_interaction_types (e.g. phonecall); a future \`date\` records a scheduled follow-up. An unknown type fails with UNKNOWN_INTERACTION_TYPE listing the valid names. ${CRM_COST} Needs crm:write.`,
  ops: [crm.contacts.interactions.log],
  input: z.extend(interactionLogSchema, { contactId, workspaceId }),
  output: interactionSchema,
  annotations: { readOnlyHint: false, idempotentHint: false },
  run: async ({ contactId, workspaceId, ...body }, { call }) =>
    await call(crm.contacts.interactions.log, { params: { id: contactId }, body, workspaceId }),
  text: (i) => `Logged:\n${interactionLine(interactionRow(i))}`,
  pathArguments: CONTACT_PATH,
});

export const crmListInteractions = tool({
  name: 'crm_list_interactions',
  title: "A contact's timeline",
  description: `A contact's interactions newest first (scheduled follow-ups on top) with type, date, note and tags, and \`hasMore\`. Optionally one \`type\` only. ${CRM_COST} Needs crm:read.`,
  ops: [crm.contacts.interactions.list],
  input: z.object({
    contactId,
    type: z.optional(z.string()).check(z.describe('Only entries of this type name.')),
    ...pageArguments(crm.contacts.interactions.list),
    workspaceId,
  }),
  output: z.object({
    interactions: z.array(interactionRowSchema),
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run({ contactId, workspaceId, ...query }, { call }) {
    const res = await call(crm.contacts.interactions.list, {
      params: { id: contactId },
      query,
      workspaceId,
    });
    return {
      interactions: res.items.map(interactionRow),
      page: res.page,
      pageSize: res.pageSize,
      hasMore: res.hasMore,
    };
  },
  text: (r) =>
    [
      ...r.interactions.map(interactionLine),
      moreLine(r, 'interactions', pagingOf(crm.contacts.interactions.list).page.max),
    ].join('\n'),
  pathArguments: CONTACT_PATH,
});

export const crmListInteractionTypes = tool({
  name: 'crm_list_interaction_types',
  title: 'Interaction types',
  description: `The valid interaction type names, grouped by the seven categories (communication, assessment, interviews, offer, nextsteps, other, rejected): use one as \`type\` of crm_log_interaction. ${CRM_COST} Needs crm:read.`,
  ops: [crm.interactionTypes],
  input: z.object({ workspaceId }),
  output: interactionTypeCatalogSchema,
  annotations: { readOnlyHint: true, idempotentHint: true },
  run: async ({ workspaceId }, { call }) => await call(crm.interactionTypes, { workspaceId }),
  text: ({ categories }) =>
    categories.map((c) => `${c.category}: ${c.types.map((t) => t.name).join(', ')}`).join('\n'),
});

export const crmUploadResume = tool({
  name: 'crm_upload_resume',
  title: 'Upload a resume',
  description: `Attaches a resume to a contact: a PDF, DOC or DOCX file as standard base64 (\`contentBase64\`), at most ${RESUME_LIMITS.maxBytes / (1024 * 1024)} MB decoded; \`mimeType\` must match the file's real type. Parsing runs asynchronously (\`parseStatus: queued\`) and fills only the contact's empty fields. Costs 1 CRM call of the organization's ${QUOTAS.crm.daily} per UTC day plus 1 of the key's ${RESUME_LIMITS.uploadsPerKeyPerDay} resume uploads per UTC day. Needs crm:write.`,
  ops: [crm.contacts.resume],
  input: z.extend(resumeUploadSchema, { contactId, workspaceId }),
  output: resumeUploadResultSchema,
  annotations: { readOnlyHint: false, idempotentHint: false },
  run: async ({ contactId, workspaceId, ...body }, { call }) =>
    await call(crm.contacts.resume, { params: { id: contactId }, body, workspaceId }),
  text: (r) =>
    `${r.resumeId}  ${r.fileName} (${r.mimeType}, ${r.sizeBytes} bytes) for contact ${r.contactId}: parse ${r.parseStatus}`,
  pathArguments: CONTACT_PATH,
});
