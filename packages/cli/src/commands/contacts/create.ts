import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { Printer } from '../../lib/output.ts';
import {
  addContactWriteOptions,
  type ContactWriteOptions,
  contactCreateBody,
  renderContact,
} from './shared.ts';

export function registerContactsCreate(contacts: Command, ctx: CliContext): void {
  const command = contacts
    .command('create')
    .summary('create a contact')
    .description(
      'Create a contact. When an email, phone or platform-user link matches an existing contact of the ' +
        'workspace, that contact is returned instead (marked deduplicated) with the new emails, phones and ' +
        'tags merged into it.',
    );
  addContactWriteOptions(command, 'create')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts create --name "Ada Lovelace" --email work:ada@example.com --tag python',
        'platform-api contacts create --name "Grace Hopper" --phone "mobile:+1 555 0100" --company Navy --title Admiral',
        'platform-api contacts create --data \'{"name":"Alan Turing","emails":[{"email":"alan@example.com"}]}\'',
        'platform-api contacts create --data @contact.json --json',
      ),
    )
    .action(async (options: ContactWriteOptions, cmd: Command) => {
      const globals = cmd.optsWithGlobals<GlobalOptions>();
      const printer = new Printer(ctx, globals);
      const body = await contactCreateBody(ctx, options);
      const client = await createClient(ctx, globals, printer);
      const contact = await client.crm.contacts.create(body);
      printer.result(contact, () => {
        const headline = contact.deduplicated
          ? `Matched existing contact ${contact.id} (deduplicated: new emails, phones and tags merged)`
          : `Created contact ${contact.id}`;
        return `${headline}\n\n${renderContact(contact)}`;
      });
    });
}
