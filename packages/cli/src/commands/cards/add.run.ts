import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';
import { renderCard } from './shared.ts';

export async function run(
  ctx: CliContext,
  pipelineId: string,
  contactId: string,
  options: { stage?: string },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const card = await client.crm.lists.items.add(pipelineId, { contactId, stageId: options.stage });
  session.printer.result(
    card,
    () => `Card ${card.id} is in stage ${card.stageId ?? '-'}\n\n${renderCard(card)}`,
  );
}
