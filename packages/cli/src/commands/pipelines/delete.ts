import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerPipelinesDelete(pipelines: Command, ctx: CliContext): void {
  sendsOperations(pipelines.command('delete'), 'crm.lists.delete')
    .summary('delete a pipeline with its stages and cards')
    .description('Delete a pipeline with its stages and cards (soft delete). Contacts are kept.')
    .argument('<pipeline-id>', 'pipeline id (24 hexadecimal characters)')
    .addHelpText('after', examples('platform-api pipelines delete 6955b900e6e1a7000000005d'))
    .action(lazyAction(ctx, () => import('./delete.run.ts')));
}
