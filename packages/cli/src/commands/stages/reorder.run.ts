import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderStages } from './shared.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  stageIds: string[],
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const pipeline = await client.crm.lists.stages.reorder(pipelineId, { stageIds });
  session.printer.result(
    pipeline,
    () => `Reordered the stages of ${pipeline.id}\n\n${renderStages(session.printer, pipeline.stages)}`,
  );
}
