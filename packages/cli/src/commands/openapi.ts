import type { Command } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';
import { sendsOperations } from '../lib/operations.ts';

export function registerOpenapiCommand(program: Command, ctx: CliContext): void {
  sendsOperations(program.command('openapi'), 'job-search.openapi')
    .summary("the job-search API's OpenAPI document")
    .description(
      "Print the job-search API's machine-readable contract (OpenAPI 3.1, served by the service), or write it " +
        'to a file. It spends no quota.',
    )
    .option('-o, --output <file>', 'write the document to this file instead of stdout')
    .addHelpText(
      'after',
      examples(
        'platform-api openapi > job-search.openapi.json',
        'platform-api openapi -o job-search.openapi.json',
      ),
    )
    .action(lazyAction(ctx, () => import('./openapi.run.ts')));
}
