import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';
import { addContactWriteOptions } from './write-options.ts';

export function registerContactsUpdate(contacts: Command, ctx: CliContext): void {
  const command = sendsOperations(contacts.command('update'), 'crm.contacts.update')
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
    .action(lazyAction(ctx, () => import('./update.run.ts')));
}
