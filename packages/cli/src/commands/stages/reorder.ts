import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerStagesReorder(stages: Command, ctx: CliContext): void {
  sendsOperations(stages.command('reorder'), 'crm.lists.stages.reorder')
    .summary('put the stages in a new order')
    .description(
      "Put a pipeline's stages in a new order: every active stage id exactly once, in the new order " +
        `(${boundsText(fieldOf('crm.lists.stages.reorder', 'body', 'stageIds'))}). Prints the board.`,
    )
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<stage-ids...>', 'every stage id of the pipeline, in the new order')
    .addHelpText(
      'after',
      examples(
        'platform-api stages reorder 6955b900e6e1a7000000005d <stage-3> <stage-1> <stage-2>',
        'platform-api stages reorder 6955b900e6e1a7000000005d $(platform-api pipelines show 6955b900e6e1a7000000005d --json | jq -r ".stages | reverse | .[].id")',
      ),
    )
    .action(lazyAction(ctx, () => import('./reorder.run.ts')));
}
