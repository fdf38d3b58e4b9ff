import type { ContactUpdateParams } from '@platform-api/sdk';
import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { examples } from '../../lib/help.ts';
import { Printer } from '../../lib/output.ts';
import { addContactWriteOptions, type ContactWriteOptions, contactBody, renderContact } from './shared.ts';

export function registerContactsUpdate(contacts: Command, ctx: CliContext): void {
  const command = contacts
    .command('update')
    .summary('update fields of a contact')
    .description(
      'Update a contact: only the fields given change. One --email or --phone at most; it replaces the primary one.',
    )
    .argument('<id>', 'contact id (24 hexadecimal characters)');
  addContactWriteOptions(command, 'update')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts update 65f1c0de00000000000000f1 --title "Staff Engineer" --company Initech',
        'platform-api contacts update 65f1c0de00000000000000f1 --email personal:ada@home.example',
        'platform-api contacts update 65f1c0de00000000000000f1 --data \'{"locationName":"Lisbon"}\'',
      ),
    )
    .action(async (id: string, options: ContactWriteOptions, cmd: Command) => {
      const globals = cmd.optsWithGlobals<GlobalOptions>();
      const printer = new Printer(ctx, globals);
      const body = await contactBody(ctx, options);
      if (Object.keys(body).length === 0) {
        throw new CliError('Nothing to update: give at least one field flag (see --help) or --data');
      }
      const client = await createClient(ctx, globals, printer);
      const contact = await client.crm.contacts.update(id, body as ContactUpdateParams);
      printer.result(contact, () => `Updated contact ${contact.id}\n\n${renderContact(contact)}`);
    });
}
