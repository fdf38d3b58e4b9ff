import type { ContactUpdateInput as ContactUpdateParams } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { Session } from '../../lib/session.ts';
import { contactBody, renderContact } from './shared.ts';
import type { ContactWriteOptions } from './write-options.ts';

export async function run(
  ctx: CliContext,
  id: string,
  options: ContactWriteOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const { printer } = session;
  const body = await contactBody(ctx, options);
  if (Object.keys(body).length === 0) {
    throw new CliError('Nothing to update: give at least one field flag (see --help) or --data');
  }
  const client = await session.client();
  const contact = await client.crm.contacts.update(id, body as ContactUpdateParams);
  printer.result(contact, () => `Updated contact ${contact.id}\n\n${renderContact(contact)}`);
}
