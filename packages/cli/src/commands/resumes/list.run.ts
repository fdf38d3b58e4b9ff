import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(
  ctx: CliContext,
  contactId: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const contact = await client.crm.contacts.get(contactId);
  const result = { contactId: contact.id, hasResume: contact.hasResume, resumeCount: contact.resumeCount };
  session.printer.result(
    result,
    () =>
      `${contact.name ?? contact.id}: ${contact.resumeCount} resume${contact.resumeCount === 1 ? '' : 's'}\n`,
  );
}
