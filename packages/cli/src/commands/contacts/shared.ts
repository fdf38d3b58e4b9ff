import {
  type Contact,
  type ContactCreateInput as ContactCreateParams,
  type CreatedContact,
  EMAIL_TYPES,
  PHONE_TYPES,
} from '@platform-api/sdk/schemas';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { readJsonObject } from '../../lib/input.ts';
import { formatFields } from '../../lib/output.ts';
import type { ContactWriteOptions } from './write-options.ts';

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
