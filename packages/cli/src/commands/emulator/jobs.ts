import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { hexId } from '../../lib/input.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorJobs(emulator: Command, ctx: CliContext): void {
  const jobs = emulator
    .command('jobs')
    .summary('publish a job with its pipeline')
    .description(
      "Published jobs of the emulator's organizations, as if made and approved in the application.",
    )
    .addHelpText(
      'after',
      examples('platform-api emulator jobs create --org-id 65f1c0de0000000000000001 --title "Night nurse"'),
    );
  controlCommand(
    jobs,
    'create',
    'platform-api emulator jobs create --org-id 65f1c0de0000000000000001 --title "Night nurse" --location Madrid --country ES',
  )
    .summary('publish a job with its own pipeline (spends no quota)')
    .requiredOption('--org-id <id>', 'the organization', hexId)
    .requiredOption('--title <title>', "the job's title")
    .option('--workspace <id>', "the workspace (default: the organization's first)", hexId)
    .option('--location <text>', "the job's location")
    .option('--country <code>', 'ISO 3166-1 alpha-2')
    .option('--remote', 'a remote job')
    .option('--language <code>', 'ISO 639-1 (default: en)')
    .action(lazyAction(ctx, () => import('./jobs.run.ts'), 'create'));
  controlCommand(emulator, 'flush', 'platform-api emulator flush')
    .summary('attempt every webhook delivery due now')
    .description('Attempt every webhook delivery that is due now, and answer when they are done.')
    .action(lazyAction(ctx, () => import('./jobs.run.ts'), 'flush'));
}
