import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { printer } = session;
  const client = await session.client();
  const result = await client.crm.contacts.delete(id);
  printer.result(result, () => `Deleted contact ${result.id}\n`);
}
