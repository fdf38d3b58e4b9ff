import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { addPageOptions, sendsOperations } from '../../lib/operations.ts';

export function registerInteractionsList(interactions: Command, ctx: CliContext): void {
  const list = sendsOperations(interactions.command('list'), 'crm.contacts.interactions.list')
    .summary("a contact's timeline, newest first")
    .description("A contact's timeline, newest first. Each page is one call of the daily CRM quota.")
    .argument('<contact-id>', 'contact id (24 hexadecimal characters)')
    .option('--type <name>', 'only entries of this type name');
  addPageOptions(list, 'crm.contacts.interactions.list', 'entries')
    .addHelpText(
      'after',
      examples(
        'platform-api interactions list 65f1c0de00000000000000f1',
        'platform-api interactions list 65f1c0de00000000000000f1 --type phonecall --all --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
