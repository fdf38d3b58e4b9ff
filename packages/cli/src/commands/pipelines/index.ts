import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerPipelinesCreate } from './create.ts';
import { registerPipelinesDelete } from './delete.ts';
import { registerPipelinesList } from './list.ts';
import { registerPipelinesShow } from './show.ts';
import { registerPipelinesUpdate } from './update.ts';

export function registerPipelinesCommand(program: Command, ctx: CliContext): void {
  const pipelines = program
    .command('pipelines')
    .summary('hiring pipelines: list, show as a board, create, update, delete')
    .description(
      'Hiring pipelines (lists): list them, draw one as a board, create, rename, delete. Their stages: ' +
        '`platform-api stages`; their cards: `platform-api cards`.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api pipelines list',
        'platform-api pipelines show 6955b900e6e1a7000000005d',
        'platform-api pipelines create --name "Backend Engineers 2026" --stage Applied:blue --stage Interview:orange',
      ),
    );
  registerPipelinesList(pipelines, ctx);
  registerPipelinesShow(pipelines, ctx);
  registerPipelinesCreate(pipelines, ctx);
  registerPipelinesUpdate(pipelines, ctx);
  registerPipelinesDelete(pipelines, ctx);
}
