import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { Printer } from '../../lib/output.ts';
import { renderContact } from './shared.ts';

export function registerContactsGet(contacts: Command, ctx: CliContext): void {
  contacts
    .command('get')
    .description('Show one contact in full, emails and phones included.')
    .argument('<id>', 'contact id (24 hexadecimal characters)')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts get 65f1c0de00000000000000f1',
        'platform-api contacts get 65f1c0de00000000000000f1 --json',
      ),
    )
    .action(async (id: string, _options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const printer = new Printer(ctx, globals);
      const client = await createClient(ctx, globals, printer);
      const contact = await client.crm.contacts.get(id);
      printer.result(contact, () => renderContact(contact));
    });
}
