import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerContactsGet(contacts: Command, ctx: CliContext): void {
  sendsOperations(contacts.command('get'), 'crm.contacts.get')
    .description('Show one contact in full, emails and phones included.')
    .argument('<id>', 'contact id (24 hexadecimal characters)')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts get 65f1c0de00000000000000f1',
        'platform-api contacts get 65f1c0de00000000000000f1 --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./get.run.ts')));
}
