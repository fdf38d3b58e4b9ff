import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { boundsText, fieldOf, integerField, sendsOperations } from '../../lib/operations.ts';

export function registerPipelinesShow(pipelines: Command, ctx: CliContext): void {
  const id = 'crm.lists.get';
  sendsOperations(pipelines.command('show'), id)
    .alias('get')
    .summary('draw a pipeline as a board: stages as columns of cards')
    .description(
      'Draw a pipeline as a board: one column per stage, in board order, with its cards. Cards carry no ' +
        'personal data by design: a card shows its contact id, its id (for `cards move`) and its rating ' +
        "and status; --names reads each card's contact for its name (one CRM call per contact). " +
        '--page and --page-size apply to every stage.',
    )
    .argument('<pipeline-id>', 'pipeline id (24 hexadecimal characters)')
    .option(
      '--page <n>',
      `page of cards of each stage, ${boundsText(fieldOf(id, 'query', 'page'))}`,
      integerField(id, 'query', 'page'),
    )
    .option(
      '--page-size <n>',
      `cards per stage, ${boundsText(fieldOf(id, 'query', 'pageSize'))} (default: the service's)`,
      integerField(id, 'query', 'pageSize'),
    )
    .option('--names', "show each card's contact name (one CRM call per contact)")
    .addHelpText(
      'after',
      examples(
        'platform-api pipelines show 6955b900e6e1a7000000005d',
        'platform-api pipelines show 6955b900e6e1a7000000005d --names --page-size 50',
        'platform-api pipelines show 6955b900e6e1a7000000005d --json | jq ".stages[] | {name, itemCount}"',
      ),
    )
    .action(lazyAction(ctx, () => import('./show.run.ts')));
}
