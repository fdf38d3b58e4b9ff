import type { Command } from 'commander';
import { collect } from '../../lib/input.ts';

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
