import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { hexId } from '../../lib/input.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerStagesDelete(stages: Command, ctx: CliContext): void {
  sendsOperations(stages.command('delete'), 'crm.lists.stages.delete')
    .summary('delete a stage, moving its cards')
    .description(
      'Delete a stage. A stage holding cards needs --move-to naming another stage of the same pipeline; the ' +
        'last stage of a pipeline cannot be deleted. Prints the remaining stages.',
    )
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<stage-id>', 'the stage to delete')
    .option('--move-to <stage-id>', "where the stage's cards go", hexId)
    .addHelpText(
      'after',
      examples('platform-api stages delete 6955b900e6e1a7000000005d <stage-id> --move-to <stage-id>'),
    )
    .action(lazyAction(ctx, () => import('./delete.run.ts')));
}
