import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerStagesAdd } from './add.ts';
import { registerStagesDelete } from './delete.ts';
import { registerStagesReorder } from './reorder.ts';
import { registerStagesUpdate } from './update.ts';

export function registerStagesCommand(program: Command, ctx: CliContext): void {
  const stages = program
    .command('stages')
    .summary("a pipeline's stages: add, update, reorder, delete")
    .description("A pipeline's stages: add one at the end, rename or recolor, reorder the board, delete one.")
    .addHelpText(
      'after',
      examples(
        'platform-api stages add 6955b900e6e1a7000000005d --name "Reference check" --color teal',
        'platform-api stages reorder 6955b900e6e1a7000000005d <stage-id> <stage-id> ...',
        'platform-api stages delete 6955b900e6e1a7000000005d <stage-id> --move-to <stage-id>',
      ),
    );
  registerStagesAdd(stages, ctx);
  registerStagesUpdate(stages, ctx);
  registerStagesReorder(stages, ctx);
  registerStagesDelete(stages, ctx);
}
