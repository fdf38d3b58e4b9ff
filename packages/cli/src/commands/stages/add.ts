import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerStagesAdd(stages: Command, ctx: CliContext): void {
  sendsOperations(stages.command('add'), 'crm.lists.stages.add')
    .summary('add a stage at the end of the board')
    .description("Add a stage at the end of a pipeline's board; prints every stage in board order.")
    .argument('<pipeline-id>', 'pipeline id (24 hexadecimal characters)')
    .requiredOption(
      '--name <name>',
      `stage name (${boundsText(fieldOf('crm.lists.stages.add', 'body', 'name'))}; any characters)`,
    )
    .option('--color <color>', "a hex code or a color word (default: the service's)")
    .addHelpText(
      'after',
      examples('platform-api stages add 6955b900e6e1a7000000005d --name "Reference check" --color teal'),
    )
    .action(lazyAction(ctx, () => import('./add.run.ts')));
}
