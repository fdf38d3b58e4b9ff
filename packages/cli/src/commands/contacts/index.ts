import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerContactsCreate } from './create.ts';
import { registerContactsDelete } from './delete.ts';
import { registerContactsGet } from './get.ts';
import { registerContactsList } from './list.ts';
import { registerContactsUpdate } from './update.ts';

export function registerContactsCommand(program: Command, ctx: CliContext): void {
  const contacts = program
    .command('contacts')
    .summary('CRM contacts: list, search, read, create, update, archive')
    .description('CRM contacts: list, search, read, create, update and archive.')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts list --search rust',
        'platform-api contacts get 65f1c0de00000000000000f1',
        'platform-api contacts create --name "Ada Lovelace" --email ada@example.com',
      ),
    );
  registerContactsList(contacts, ctx);
  registerContactsGet(contacts, ctx);
  registerContactsCreate(contacts, ctx);
  registerContactsUpdate(contacts, ctx);
  registerContactsDelete(contacts, ctx);
}
