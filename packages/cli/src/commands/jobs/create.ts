import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';
import { addPromptOptions } from './prompt-options.ts';

export function registerJobsCreate(jobs: Command, ctx: CliContext): void {
  const create = sendsOperations(jobs.command('create'), 'job-builder.jobs.create')
    .summary('create a real job from a hiring request (a draft, or sent to approval)')
    .description(
      'Create a real job from a hiring request: an editable draft by default, or with --publish a standard ' +
        'job sent to approval (its pipeline id printed when made). Spends one job-builder call of the daily ' +
        'quota. Idempotent: the same --idempotency-key and body within 24 hours answers the job already made.',
    );
  addPromptOptions(create, 'job-builder.jobs.create')
    .option('--publish', 'send the job to approval instead of saving a draft')
    .option('--idempotency-key <key>', '1 to 255 visible ASCII characters (default: a random key per call)')
    .addHelpText(
      'after',
      examples(
        'platform-api jobs create "Night nurse in Madrid, full time" --language es',
        'platform-api jobs create --prompt-file request.txt --publish --idempotency-key req-2026-041',
      ),
    )
    .action(lazyAction(ctx, () => import('./create.run.ts')));
}
