import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { addPageOptions, sendsOperations } from '../../lib/operations.ts';

export function registerPipelinesList(pipelines: Command, ctx: CliContext): void {
  const list = sendsOperations(pipelines.command('list'), 'crm.lists.list')
    .summary('pipelines of the workspace, newest first')
    .description(
      'Pipelines of the workspace, newest first, each with its card count. Each page is one CRM call.',
    );
  addPageOptions(list, 'crm.lists.list', 'pipelines')
    .addHelpText('after', examples('platform-api pipelines list', 'platform-api pipelines list --all --json'))
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
