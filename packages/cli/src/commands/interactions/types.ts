import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerInteractionsTypes(interactions: Command, ctx: CliContext): void {
  sendsOperations(interactions.command('types'), 'crm.interactionTypes')
    .summary('the interaction type names, by category')
    .description(
      'The interaction type names `interactions log --type` takes, grouped by their seven categories.',
    )
    .addHelpText(
      'after',
      examples('platform-api interactions types', 'platform-api interactions types --json'),
    )
    .action(lazyAction(ctx, () => import('./types.run.ts')));
}
