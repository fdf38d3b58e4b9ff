import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { Printer } from '../../lib/output.ts';

export function registerContactsDelete(contacts: Command, ctx: CliContext): void {
  contacts
    .command('delete')
    .summary('archive a contact')
    .description(
      'Archive a contact (soft delete): its interactions and pipeline cards go with it, and it no longer ' +
        'appears in lists, searches or reads.',
    )
    .argument('<id>', 'contact id (24 hexadecimal characters)')
    .addHelpText('after', examples('platform-api contacts delete 65f1c0de00000000000000f1'))
    .action(async (id: string, _options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const printer = new Printer(ctx, globals);
      const client = await createClient(ctx, globals, printer);
      const result = await client.crm.contacts.delete(id);
      printer.result(result, () => `Deleted contact ${result.id}\n`);
    });
}
