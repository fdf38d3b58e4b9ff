import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderStages } from './shared.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  options: { name: string; color?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const stages = await client.crm.lists.stages.add(pipelineId, { name: options.name, color: options.color });
  session.printer.result(
    stages,
    () => `Added stage "${options.name}"\n\n${renderStages(session.printer, stages)}`,
  );
}
