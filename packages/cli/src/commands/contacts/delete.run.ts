import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { Printer } from '../../lib/output.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const printer = new Printer(ctx, globals);
  const client = await createClient(ctx, globals, printer);
  const result = await client.crm.contacts.delete(id);
  printer.result(result, () => `Deleted contact ${result.id}\n`);
}
