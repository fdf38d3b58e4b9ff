import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { contactCreateBody, renderContact } from './shared.ts';
import type { ContactWriteOptions } from './write-options.ts';

export async function run(ctx: CliContext, options: ContactWriteOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { printer } = session;
  const body = await contactCreateBody(ctx, options);
  const client = await session.client();
  const contact = await client.crm.contacts.create(body);
  printer.result(contact, () => {
    const headline = contact.deduplicated
      ? `Matched existing contact ${contact.id} (deduplicated: new emails, phones and tags merged)`
      : `Created contact ${contact.id}`;
    return `${headline}\n\n${renderContact(contact)}`;
  });
}
