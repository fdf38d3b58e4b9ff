import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { hexId } from '../../lib/input.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerCardsAdd(cards: Command, ctx: CliContext): void {
  sendsOperations(cards.command('add'), 'crm.lists.items.add')
    .summary("add a contact's card to a pipeline")
    .description(
      "Add a contact's card to a pipeline, in --stage or the first stage. A contact already on the pipeline " +
        'is moved to that stage instead (no second card).',
    )
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<contact-id>', 'the contact to add')
    .option('--stage <stage-id>', 'stage to put the card in (default: the first stage)', hexId)
    .addHelpText(
      'after',
      examples('platform-api cards add 6955b900e6e1a7000000005d 65f1c0de00000000000000f1 --stage <stage-id>'),
    )
    .action(lazyAction(ctx, () => import('./add.run.ts')));
}
