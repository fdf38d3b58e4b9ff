import type { Command } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';
import { collect } from '../lib/input.ts';

export function registerApiCommand(program: Command, ctx: CliContext): void {
  program
    .command('api')
    .summary('call any endpoint with the configured key (as gh api)')
    .description(
      'Call any endpoint of the API with the configured key, through the SDK (auth, retries of safe calls, ' +
        'error typing): prints the JSON answer; on an error, prints the error envelope on stdout and a line on ' +
        'stderr, exit 1. PATH is <family>/<path> (crm/contacts), or the full /api/v3.0/<family>/public/... ' +
        'path; a query string in it is kept. -f and -F fields go to the query of a GET or DELETE and to a ' +
        'JSON body otherwise (or to the query when --input gives the body). The workspace (--workspace-id) ' +
        'goes where the operation reads it.',
    )
    .argument('<method>', 'GET, POST, PUT, PATCH or DELETE')
    .argument('<path>', 'crm/contacts, webhooks/webhook-endpoints/<id>, /api/v3.0/job-search/public/usage...')
    .option(
      '-f, --raw-field <key=value>',
      'a string field (repeatable); key[]=v appends to an array, a[b]=v nests',
      collect,
    )
    .option(
      '-F, --field <key=value>',
      'a typed field (repeatable): true, false, null and numbers are JSON; @FILE reads a file; - reads stdin',
      collect,
    )
    .option('--input <file>', 'the request body from a JSON file; - reads stdin')
    .option('-H, --header <name:value>', 'an extra request header (repeatable)', collect)
    .option('--paginate', 'follow hasMore through every page of a list and print the items of all pages')
    .option('-i, --include', 'print the status line and response headers before the body')
    .addHelpText(
      'after',
      examples(
        'platform-api api GET crm/usage',
        'platform-api api GET crm/contacts -f search=engineer -F pageSize=50 --paginate',
        'platform-api api POST crm/contacts -f name="Ada Lovelace" -f "emails[][email]=ada@example.com"',
        'platform-api api PATCH crm/lists/6955b900e6e1a7000000005d --input patch.json',
        'platform-api api POST job-search/search -f query=nurse -F remote=true',
      ),
    )
    .action(lazyAction(ctx, () => import('./api.run.ts')));
}
