import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerContactsDelete(contacts: Command, ctx: CliContext): void {
  sendsOperations(contacts.command('delete'), 'crm.contacts.delete')
    .summary('archive a contact')
    .description(
      'Archive a contact (soft delete): its interactions and pipeline cards go with it, and it no longer ' +
        'appears in lists, searches or reads.',
    )
    .argument('<id>', 'contact id (24 hexadecimal characters)')
    .addHelpText('after', examples('platform-api contacts delete 65f1c0de00000000000000f1'))
    .action(lazyAction(ctx, () => import('./delete.run.ts')));
}
