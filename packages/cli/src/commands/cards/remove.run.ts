import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  cardId: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const result = await client.crm.lists.items.remove(pipelineId, cardId);
  session.printer.result(result, () => `Removed card ${result.id} (the contact is kept)\n`);
}
