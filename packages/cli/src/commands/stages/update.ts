import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerStagesUpdate(stages: Command, ctx: CliContext): void {
  sendsOperations(stages.command('update'), 'crm.lists.stages.update')
    .summary('rename or recolor a stage')
    .description('Rename or recolor one stage; the board order is untouched.')
    .argument('<pipeline-id>', 'pipeline id')
    .argument('<stage-id>', 'stage id')
    .option('--name <name>', 'new name')
    .option('--color <color>', 'new color: a hex code or a color word')
    .addHelpText(
      'after',
      examples('platform-api stages update 6955b900e6e1a7000000005d <stage-id> --name Screening'),
    )
    .action(lazyAction(ctx, () => import('./update.run.ts')));
}
