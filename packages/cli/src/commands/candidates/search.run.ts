import type { Candidate, CandidateSearchInput } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { fieldValues } from '../../lib/field-options.ts';
import type { PageOptions } from '../../lib/operations.ts';
import { printList } from '../../lib/pages.ts';
import { Session } from '../../lib/session.ts';
import { CANDIDATE_SEARCH_FILTERS } from './search.ts';

export async function run(
  ctx: CliContext,
  words: string[],
  options: PageOptions & Record<string, unknown>,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const body = {
    query: words.join(' '),
    ...fieldValues(options, CANDIDATE_SEARCH_FILTERS),
  } as CandidateSearchInput;
  await printList<Candidate>(
    session,
    options,
    {
      operation: 'candidate-search.search',
      noun: 'candidates',
      render: (items) =>
        items.length === 0
          ? 'No candidates found.\n'
          : session.printer.table(items, [
              { header: 'name', value: (c) => c.displayName ?? '-', maxWidth: 28, shrink: true },
              { header: 'headline', value: (c) => c.headline ?? '-', maxWidth: 36, shrink: true },
              {
                header: 'where',
                value: (c) => `${c.locationName ?? '-'}${c.isRemote ? ' (remote)' : ''}`,
                maxWidth: 28,
                shrink: true,
              },
              { header: 'match', value: (c) => c.matchTier ?? '-' },
              { header: 'matched skills', value: (c) => c.matchedSkills.join(', ') || '-', shrink: true },
            ]),
    },
    (page) => client.candidateSearch.search({ ...body, ...page }),
  );
}
