import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';
import { addPromptOptions } from './prompt-options.ts';

export function registerJobsGenerate(jobs: Command, ctx: CliContext): void {
  const generate = sendsOperations(jobs.command('generate'), 'job-builder.generate')
    .summary('preview a job generated from a hiring request (saves nothing)')
    .description(
      'Generate a structured job from a hiring request, as a preview: title, work mode and place, salary, ' +
        'employment type, categories, skills. Nothing is saved; spends one job-builder call of the daily ' +
        'quota (Platinum plan or higher).',
    );
  addPromptOptions(generate, 'job-builder.generate')
    .option('--include-description', 'also generate the description (HTML)')
    .addHelpText(
      'after',
      examples(
        'platform-api jobs generate "Senior Rust engineer in Lisbon, hybrid, 70-90k EUR"',
        'platform-api jobs generate --prompt-file request.txt --language es --include-description --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./generate.run.ts')));
}
