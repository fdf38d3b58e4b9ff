import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { addFieldOptions, type FieldOption } from '../../lib/field-options.ts';
import { examples } from '../../lib/help.ts';
import { addPageOptions, boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

/** The filters of a candidate search: flags made from the body fields of the table. */
export const CANDIDATE_SEARCH_FILTERS: readonly FieldOption[] = [
  { field: 'location', value: '<text>', help: 'free text; biases the ranking' },
  { field: 'remote', help: 'bias toward remote-capable candidates' },
  { field: 'requireVideo', help: 'only candidates with a playable video profile' },
  { field: 'language', value: '<code>', help: 'ISO 639-1 language; a bias, not a filter' },
  {
    field: 'createdAfter',
    value: '<iso>',
    help: 'only candidates whose profile changed after this ISO 8601 instant',
  },
];

export function registerCandidatesSearch(candidates: Command, ctx: CliContext): void {
  const id = 'candidate-search.search';
  const search = sendsOperations(candidates.command('search'), id)
    .summary('search the candidate pool in natural language')
    .description(
      'Search the candidate pool in natural language: scrubbed public profiles (headline, skills, place), ' +
        'never email, phone or LinkedIn. Platinum plan or higher and the candidate-search:read scope; each ' +
        'page spends one candidate-search call.',
    )
    .argument('<query...>', `what you look for (${boundsText(fieldOf(id, 'body', 'query'))})`);
  addFieldOptions(search, id, 'body', CANDIDATE_SEARCH_FILTERS);
  addPageOptions(search, id, 'candidates')
    .addHelpText(
      'after',
      examples(
        'platform-api candidates search "react native developer" --remote',
        'platform-api candidates search nurse --location Madrid --require-video --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./search.run.ts')));
}
