import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { Session } from '../../lib/session.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  stageId: string,
  options: { name?: string; color?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  if (options.name === undefined && options.color === undefined) {
    throw new CliError('Nothing to update: give --name, --color, or both');
  }
  const client = await session.client();
  const stage = await client.crm.lists.stages.update(pipelineId, stageId, {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.color !== undefined ? { color: options.color } : {}),
  });
  session.printer.result(
    stage,
    () => `Updated stage ${stage.id}: ${stage.name} (${stage.color}), position ${stage.zorder}\n`,
  );
}
