import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { addDataOption, collect, hexId } from '../../lib/input.ts';
import { boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerPipelinesCreate(pipelines: Command, ctx: CliContext): void {
  const id = 'crm.lists.create';
  const command = sendsOperations(pipelines.command('create'), id)
    .summary('create a pipeline: own stages, a copy, or the default board')
    .description(
      'Create a pipeline. Its name is alphanumeric words separated by single spaces (no accents, hyphens, ' +
        'apostrophes, ampersands or periods). With --stage the board has those stages in that order; with ' +
        '--copy-from it copies one of your pipelines; with neither, the default candidate board. ' +
        'Idempotent: the same --idempotency-key and body within 24 hours answers the pipeline already made.',
    )
    .option(
      '--name <name>',
      `pipeline name (${boundsText(fieldOf(id, 'body', 'name'))}; required, unless in --data)`,
    )
    .option('--color <color>', 'a hex code (#1a73e8) or a color word (blue)')
    .option(
      '--stage <name[:color]>',
      `a stage, in board order (repeatable, ${boundsText(fieldOf(id, 'body', 'stages'))}); without a color the CLI picks one`,
      collect,
    )
    .option('--copy-from <pipeline-id>', 'copy the stages of one of your pipelines', hexId)
    .option(
      '--idempotency-key <key>',
      'replays the first result for 24 hours (default: a random key per call)',
    );
  addDataOption(command)
    .addHelpText(
      'after',
      examples(
        'platform-api pipelines create --name "Backend Engineers 2026"',
        'platform-api pipelines create --name "Nurses Madrid" --stage Solicitud:#3b82f6 --stage "Entrevista/Visita:orange"',
        'platform-api pipelines create --name "Sales Team" --copy-from 6955b900e6e1a7000000005d --idempotency-key sales-2026',
      ),
    )
    .action(lazyAction(ctx, () => import('./create.run.ts')));
}
