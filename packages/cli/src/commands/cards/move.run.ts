import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderCard } from './shared.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  cardId: string,
  options: { stage: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const card = await client.crm.lists.items.move(pipelineId, cardId, { stageId: options.stage });
  session.printer.result(
    card,
    () => `Moved card ${card.id} to stage ${card.stageId ?? '-'}\n\n${renderCard(card)}`,
  );
}
