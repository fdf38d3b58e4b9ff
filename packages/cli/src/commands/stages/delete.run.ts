import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderStages } from './shared.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  stageId: string,
  options: { moveTo?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const result = await client.crm.lists.stages.delete(pipelineId, stageId, { moveToStageId: options.moveTo });
  session.printer.result(
    result,
    () => `Deleted stage ${stageId}\n\n${renderStages(session.printer, result.stagesRemaining)}`,
  );
}
