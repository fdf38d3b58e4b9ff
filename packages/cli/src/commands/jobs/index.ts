import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerJobsCreate } from './create.ts';
import { registerJobsGenerate } from './generate.ts';
import { registerJobsSearch } from './search.ts';

export function registerJobsCommand(program: Command, ctx: CliContext): void {
  const jobs = program
    .command('jobs')
    .summary('generate or create a job from a hiring request; search public jobs')
    .description(
      'Jobs: generate one from a hiring request (job-builder: a preview, or a real draft or published job), ' +
        'and search public jobs (job-search).',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api jobs generate "Senior Rust engineer in Lisbon, hybrid, 70-90k EUR"',
        'platform-api jobs create "Night nurse in Madrid, full time" --language es --publish',
        'platform-api jobs search "customer success" --remote --country-code PT',
      ),
    );
  registerJobsGenerate(jobs, ctx);
  registerJobsCreate(jobs, ctx);
  registerJobsSearch(jobs, ctx);
}
