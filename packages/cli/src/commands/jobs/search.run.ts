import type { JobSearchInput, PublicJobResult } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { fieldValues } from '../../lib/field-options.ts';
import type { PageOptions } from '../../lib/operations.ts';
import { printList } from '../../lib/pages.ts';
import { Session } from '../../lib/session.ts';
import { JOB_SEARCH_FILTERS } from './search.ts';

export async function run(
  ctx: CliContext,
  words: string[],
  options: PageOptions & Record<string, unknown>,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const body = {
    ...(words.length > 0 ? { query: words.join(' ') } : {}),
    ...fieldValues(options, JOB_SEARCH_FILTERS),
  } as JobSearchInput;
  await printList<PublicJobResult>(
    session,
    options,
    {
      operation: 'job-search.search',
      noun: 'jobs',
      render: (items) =>
        items.length === 0
          ? 'No jobs found.\n'
          : session.printer.table(items, [
              { header: 'title', value: (j) => j.title ?? '-', maxWidth: 40, shrink: true },
              { header: 'company', value: (j) => j.companyName ?? '-', maxWidth: 24, shrink: true },
              {
                header: 'where',
                value: (j) => `${j.locationName ?? '-'}${j.isRemote ? ' (remote)' : ''}`,
                maxWidth: 30,
                shrink: true,
              },
              { header: 'type', value: (j) => j.jobType ?? '-' },
              { header: 'apply', value: (j) => j.applyUrl ?? '-', shrink: true },
            ]),
    },
    (page) => client.jobSearch.search({ ...body, ...page }),
  );
}
