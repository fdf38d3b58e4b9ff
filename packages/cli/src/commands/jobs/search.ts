import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { addFieldOptions, type FieldOption } from '../../lib/field-options.ts';
import { examples } from '../../lib/help.ts';
import { addPageOptions, boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

/** The filters of a job search: flags made from the body fields of the table. */
export const JOB_SEARCH_FILTERS: readonly FieldOption[] = [
  { field: 'location', value: '<text>' },
  { field: 'countryCode', value: '<code>' },
  { field: 'remote' },
  { field: 'jobType', value: '<type>' },
  { field: 'minPay', value: '<amount>' },
  { field: 'payCurrency', value: '<code>' },
  { field: 'payType', value: '<period>' },
  { field: 'language', value: '<code>' },
  { field: 'createdAfter', value: '<iso>' },
];

export function registerJobsSearch(jobs: Command, ctx: CliContext): void {
  const id = 'job-search.search';
  const search = sendsOperations(jobs.command('search'), id)
    .summary('search public jobs (each with its apply link)')
    .description(
      'Search public jobs in natural language with filters; each result carries its apply link and never ' +
        'recruiter contact data. Without a query, the newest jobs. Each page spends one job-search call.',
    )
    .argument('[query...]', `what you look for (${boundsText(fieldOf(id, 'body', 'query'))})`);
  addFieldOptions(search, id, 'body', JOB_SEARCH_FILTERS);
  addPageOptions(search, id, 'jobs')
    .addHelpText(
      'after',
      examples(
        'platform-api jobs search "customer success" --remote --country-code PT',
        'platform-api jobs search nurse --location Madrid --job-type fullTime --json | jq -r ".items[].applyUrl"',
      ),
    )
    .action(lazyAction(ctx, () => import('./search.run.ts')));
}
