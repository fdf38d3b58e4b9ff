import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { hexId } from '../../lib/input.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerCardsMove(cards: Command, ctx: CliContext): void {
  sendsOperations(cards.command('move'), 'crm.lists.items.move')
    .summary('move a card to another stage')
    .description(
      'Move a card to another stage of the same pipeline (`pipelines show` lists card and stage ids).',
    )
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<card-id>', 'the card to move')
    .requiredOption('--stage <stage-id>', 'the target stage', hexId)
    .addHelpText(
      'after',
      examples('platform-api cards move 6955b900e6e1a7000000005d <card-id> --stage <stage-id>'),
    )
    .action(lazyAction(ctx, () => import('./move.run.ts')));
}
