import type { Command } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';

export function registerUsageCommand(program: Command, ctx: CliContext): void {
  program
    .command('usage')
    .summary("today's quota use across the API families")
    .description(
      "Today's quota use across the API families at a glance: one row per family (used/dailyQuota, " +
        'remaining, reset time), plus the CRM resume-upload quota of this key. Spends no quota. ' +
        'A family the key may not use shows its error code (PLAN_REQUIRED, SCOPE_FORBIDDEN) and, ' +
        'under the table, why; so does a family whose read failed (a server error, no answer), and ' +
        'then the exit code is 1; a family the service does not offer usage for shows n/a.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api usage',
        'platform-api usage --json | jq \'.families[] | select(.status == "ok")\'',
      ),
    )
    .action(lazyAction(ctx, () => import('./usage.run.ts')));
}
