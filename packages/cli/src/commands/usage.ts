import { type Command, Option } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';
import { integerIn } from '../lib/input.ts';
import { sendsOperations, USAGE_READS_PER_MINUTE } from '../lib/operations.ts';

/**
 * The shortest `--interval` of `usage --watch`, in seconds. Each refresh reads the usage of the five
 * families once, and usage reads are limited per key per minute (the SDK's limits table): the watch
 * uses at most half of that limit, leaving the other half to the key's other clients.
 */
export const MIN_WATCH_INTERVAL_SECONDS = Math.ceil(60 / (USAGE_READS_PER_MINUTE / 2));
export const DEFAULT_WATCH_INTERVAL_SECONDS = 5;

export function registerUsageCommand(program: Command, ctx: CliContext): void {
  const usage = program
    .command('usage')
    .summary("today's quota use of the five API families")
    .description(
      "Today's quota use of the five API families in one table: used, remaining, the daily quota, a bar, " +
        'and when it resets (your local time, and a countdown). Under it: the CRM resume-upload quota of ' +
        'this key, the webhook delivery cap and endpoint count. Reading usage spends no quota. A family the ' +
        'key may not use shows its error code (PLAN_REQUIRED, SCOPE_FORBIDDEN) and, under the table, why; ' +
        'so does a family whose read failed (a server error, no answer), and then the exit code is 1; a ' +
        'family the service offers no usage for shows n/a. With --watch the table refreshes in place until ' +
        'Ctrl-C (exit 0).',
    );
  sendsOperations(
    usage,
    'crm.usage',
    'webhooks.usage',
    'job-builder.usage',
    'candidate-search.usage',
    'job-search.usage',
  )
    .option('--watch', 'refresh the table in place until Ctrl-C (with --json: one JSON line per refresh)')
    .addOption(
      new Option(
        '--interval <seconds>',
        `seconds between refreshes with --watch, at least ${MIN_WATCH_INTERVAL_SECONDS} (usage reads are ` +
          `limited per key per minute) (default: ${DEFAULT_WATCH_INTERVAL_SECONDS})`,
      ).argParser(integerIn(MIN_WATCH_INTERVAL_SECONDS, 3_600)),
    )
    .addHelpText(
      'after',
      examples(
        'platform-api usage',
        'platform-api usage --watch --interval 10',
        'platform-api usage --json | jq \'.families[] | select(.status == "ok")\'',
      ),
    )
    .action(lazyAction(ctx, () => import('./usage.run.ts')));
}
