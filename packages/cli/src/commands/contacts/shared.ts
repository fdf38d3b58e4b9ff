import type { Contact, ContactCreateParams, CreatedContact } from '@platform-api/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { collect, readJsonObject } from '../../lib/input.ts';
import { formatFields } from '../../lib/output.ts';

const EMAIL_TYPES = ['work', 'personal', 'other'];
const PHONE_TYPES = ['mobile', 'desk', 'home', 'other'];

/** Flags of `contacts create` and `contacts update`, as commander parses them. */
export interface ContactWriteOptions {
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string[];
  phone?: string[];
  tag?: string[];
  company?: string;
  title?: string[];
  linkedin?: string;
  location?: string;
  data?: string;
}

/** Adds the contact field flags shared by create and update. */
export function addContactWriteOptions(command: Command, mode: 'create' | 'update'): Command {
  const each = mode === 'create' ? 'repeatable, up to 10' : 'at most one: replaces the primary';
  return command
    .option('--name <name>', mode === 'create' ? 'display name (required)' : 'display name')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--email <[type:]address>', `email, optionally typed work|personal|other (${each})`, collect)
    .option('--phone <[type:]number>', `phone, optionally typed mobile|desk|home|other (${each})`, collect)
    .option(
      '--tag <name>',
      mode === 'create' ? 'workspace tag, created if unknown (repeatable)' : 'workspace tag (repeatable)',
      collect,
    )
    .option('--company <name>', 'company name')
    .option('--title <title>', 'job title (repeatable, up to 10)', collect)
    .option('--linkedin <url>', 'LinkedIn profile URL')
    .option('--location <text>', 'location, free text')
    .option(
      '--data <json>',
      'the request body as JSON, @FILE or - (stdin); the flags above are applied on top of it',
    );
}

/**
 * `work:ada@example.com` → `{ email, type }`. A prefix of letters before a colon is a type: one that
 * is not known is refused (`fax:+1 555 0100` would otherwise be stored as the number itself).
 * @throws {CliError} for an unknown type.
 */
function typed<K extends 'email' | 'phone'>(
  key: K,
  raw: string,
  types: readonly string[],
): { [P in K]: string } & { type?: string } {
  const colon = raw.indexOf(':');
  const prefix = colon > 0 ? raw.slice(0, colon).trim().toLowerCase() : '';
  if (types.includes(prefix)) {
    return { [key]: raw.slice(colon + 1).trim(), type: prefix } as { [P in K]: string } & { type?: string };
  }
  if (/^[a-z]+$/.test(prefix)) {
    throw new CliError(
      `--${key} "${raw}": unknown type "${prefix}"; the types are ${types.join(', ')} ` +
        `(e.g. --${key} ${types[0]}:${key === 'email' ? 'ada@example.com' : '+15550100'}), or give the ${key === 'email' ? 'address' : 'number'} alone`,
    );
  }
  return { [key]: raw.trim() } as { [P in K]: string } & { type?: string };
}

/**
 * The write body: `--data` first, then each flag given (lists given by flags replace those of
 * `--data`). The SDK validates it locally before anything is sent.
 */
export async function contactBody(
  ctx: CliContext,
  options: ContactWriteOptions,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = options.data ? await readJsonObject(ctx, options.data, '--data') : {};
  const set = (field: string, value: unknown) => {
    if (value !== undefined) body[field] = value;
  };
  set('name', options.name);
  set('firstName', options.firstName);
  set('lastName', options.lastName);
  set('companyName', options.company);
  set('linkedinUrl', options.linkedin);
  set('locationName', options.location);
  set('jobTitle', options.title);
  set('tags', options.tag);
  set(
    'emails',
    options.email?.map((value) => typed('email', value, EMAIL_TYPES)),
  );
  set(
    'phones',
    options.phone?.map((value) => typed('phone', value, PHONE_TYPES)),
  );
  return body;
}

/** The create body; `name` is the one required field. */
export async function contactCreateBody(
  ctx: CliContext,
  options: ContactWriteOptions,
): Promise<ContactCreateParams> {
  const body = await contactBody(ctx, options);
  if (typeof body.name !== 'string' || body.name.trim() === '') {
    throw new CliError('contacts create needs --name <name> (or a "name" in --data)');
  }
  return body as ContactCreateParams;
}

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

/** Full view of one contact: `label: value` lines. */
export function renderContact(contact: Contact | CreatedContact): string {
  const typedList = <T extends { type: string | null }>(items: readonly T[], value: (item: T) => string) =>
    items.length === 0
      ? '-'
      : items.map((item) => (item.type ? `${value(item)} (${item.type})` : value(item))).join(', ');
  return formatFields([
    ['id', contact.id],
    ['name', dash(contact.name)],
    ['first name', contact.firstName ?? undefined],
    ['last name', contact.lastName ?? undefined],
    ['job title', contact.jobTitle.length > 0 ? contact.jobTitle.join(', ') : '-'],
    ['company', dash(contact.companyName)],
    ['emails', typedList(contact.emails, (item) => item.email)],
    ['phones', typedList(contact.phones, (item) => item.phone)],
    ['linkedin', contact.linkedinUrl ?? undefined],
    ['location', contact.locationName ?? undefined],
    ['tags', contact.tags.length > 0 ? contact.tags.map((tag) => tag.name).join(', ') : '-'],
    ['resumes', String(contact.resumeCount)],
    ['platform user', contact.linkedPlatformUser ? dash(contact.platformUserId) : undefined],
    ['created', dash(contact.createdAt)],
    ['updated', dash(contact.updatedAt)],
  ]);
}
