import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerPipelinesUpdate(pipelines: Command, ctx: CliContext): void {
  sendsOperations(pipelines.command('update'), 'crm.lists.update')
    .summary('rename or recolor a pipeline')
    .description('Rename or recolor a pipeline (the name rule of `pipelines create` applies).')
    .argument('<pipeline-id>', 'pipeline id (24 hexadecimal characters)')
    .option('--name <name>', 'new name')
    .option('--color <color>', 'new color: a hex code or a color word; "none" clears it')
    .addHelpText(
      'after',
      examples(
        'platform-api pipelines update 6955b900e6e1a7000000005d --name "Backend Engineers 2027"',
        'platform-api pipelines update 6955b900e6e1a7000000005d --color none',
      ),
    )
    .action(lazyAction(ctx, () => import('./update.run.ts')));
}
