import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerCandidatesSearch } from './search.ts';

export function registerCandidatesCommand(program: Command, ctx: CliContext): void {
  const candidates = program
    .command('candidates')
    .summary('search the candidate pool')
    .description('The candidate pool (candidate-search): scrubbed public profiles, never contact details.')
    .addHelpText('after', examples('platform-api candidates search "react native developer" --remote'));
  registerCandidatesSearch(candidates, ctx);
}
