import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';
import { addContactWriteOptions } from './write-options.ts';

export function registerContactsCreate(contacts: Command, ctx: CliContext): void {
  const command = sendsOperations(contacts.command('create'), 'crm.contacts.create')
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
    .action(lazyAction(ctx, () => import('./create.run.ts')));
}
