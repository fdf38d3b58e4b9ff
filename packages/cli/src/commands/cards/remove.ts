import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerCardsRemove(cards: Command, ctx: CliContext): void {
  sendsOperations(cards.command('remove'), 'crm.lists.items.remove')
    .summary('remove a card from its pipeline')
    .description('Remove a card from its pipeline; the contact is kept.')
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<card-id>', 'the card to remove')
    .addHelpText('after', examples('platform-api cards remove 6955b900e6e1a7000000005d <card-id>'))
    .action(lazyAction(ctx, () => import('./remove.run.ts')));
}
