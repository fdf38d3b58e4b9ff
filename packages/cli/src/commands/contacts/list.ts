import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { addPageOptions, boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerContactsList(contacts: Command, ctx: CliContext): void {
  const list = contacts
    .command('list')
    .summary('list or search contacts')
    .description(
      'List contacts, newest first, or search them (name, company, job title, skills, email, phone...). ' +
        'The list hides emails and phones by design: use `contacts get <id>` for them. ' +
        'Each page is one call of the daily CRM quota.',
    )
    .option(
      '--search <text>',
      `full-text search (${boundsText(fieldOf('crm.contacts.list', 'query', 'search'))})`,
    );
  addPageOptions(sendsOperations(list, 'crm.contacts.list'), 'crm.contacts.list', 'contacts')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts list',
        'platform-api contacts list --search "backend engineer" --page-size 50',
        'platform-api contacts list --all --json | jq -r ".items[].id"',
      ),
    )
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
