import type { Command } from 'commander';
import { addDataOption, collect } from '../../lib/input.ts';
import { fieldOf, type OperationId } from '../../lib/operations.ts';

/** `at most N` from the table's `maxItems` of a body field. */
function most(id: OperationId, field: string): number | undefined {
  return fieldOf(id, 'body', field).maxItems;
}

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
  const id: OperationId = mode === 'create' ? 'crm.contacts.create' : 'crm.contacts.update';
  const each = (field: string) =>
    mode === 'create'
      ? `repeatable, up to ${most(id, field)}`
      : `at most ${most(id, field) === 1 ? 'one' : most(id, field)}: replaces the primary`;
  command
    .option('--name <name>', mode === 'create' ? 'display name (required)' : 'display name')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option(
      '--email <[type:]address>',
      `email, optionally typed work|personal|other (${each('emails')})`,
      collect,
    )
    .option(
      '--phone <[type:]number>',
      `phone, optionally typed mobile|desk|home|other (${each('phones')})`,
      collect,
    )
    .option(
      '--tag <name>',
      `workspace tag${mode === 'create' ? ', created if unknown' : ''} (repeatable, up to ${most(id, 'tags')})`,
      collect,
    )
    .option('--company <name>', 'company name')
    .option('--title <title>', `job title (repeatable, up to ${most(id, 'jobTitle')})`, collect)
    .option('--linkedin <url>', 'LinkedIn profile URL')
    .option('--location <text>', 'location, free text');
  return addDataOption(command);
}
