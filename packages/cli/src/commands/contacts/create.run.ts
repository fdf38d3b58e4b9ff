import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { Printer } from '../../lib/output.ts';
import { contactCreateBody, renderContact } from './shared.ts';
import type { ContactWriteOptions } from './write-options.ts';

export async function run(ctx: CliContext, options: ContactWriteOptions, command: Command): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const printer = new Printer(ctx, globals);
  const body = await contactCreateBody(ctx, options);
  const client = await createClient(ctx, globals, printer);
  const contact = await client.crm.contacts.create(body);
  printer.result(contact, () => {
    const headline = contact.deduplicated
      ? `Matched existing contact ${contact.id} (deduplicated: new emails, phones and tags merged)`
      : `Created contact ${contact.id}`;
    return `${headline}\n\n${renderContact(contact)}`;
  });
}
