import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { Printer } from '../../lib/output.ts';
import { renderContact } from './shared.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const printer = new Printer(ctx, globals);
  const client = await createClient(ctx, globals, printer);
  const contact = await client.crm.contacts.get(id);
  printer.result(contact, () => renderContact(contact));
}
