import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderContact } from './shared.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { printer } = session;
  const client = await session.client();
  const contact = await client.crm.contacts.get(id);
  printer.result(contact, () => renderContact(contact));
}
