import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const result = await client.crm.lists.delete(id);
  const { stagesDeleted, itemsDeleted } = result.effects;
  session.printer.result(
    result,
    () =>
      `Deleted pipeline ${result.id} with ${stagesDeleted} stage${stagesDeleted === 1 ? '' : 's'} and ${itemsDeleted} card${itemsDeleted === 1 ? '' : 's'}\n`,
  );
}
