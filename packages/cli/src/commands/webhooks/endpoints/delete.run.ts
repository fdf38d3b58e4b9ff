import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const result = await client.webhooks.endpoints.delete(id);
  session.printer.result(result, () => `Deleted endpoint ${result.id}\n`);
}
