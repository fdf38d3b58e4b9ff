import { DEFAULT_TOLERANCE_SECONDS } from '@platform-api/webhook-verifier';
import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { collect, integerIn } from '../../lib/input.ts';

export function registerWebhooksVerify(webhooks: Command, ctx: CliContext): void {
  webhooks
    .command('verify')
    .summary('verify a delivery: signature and timestamp')
    .description(
      'Check a delivery the way a receiver must: the Standard Webhooks signature over the exact body, ' +
        "and the timestamp within the tolerance. Prints the event type and id, or the verifier's error " +
        'code (missing_header, invalid_timestamp, timestamp_too_old, timestamp_too_new, ' +
        'no_matching_signature, invalid_secret, invalid_payload) and exits 1.',
    )
    .option(
      '--secret <whsec>',
      'signing secret; repeat during a rotation (default: $PLATFORM_WEBHOOK_SECRET)',
      collect,
    )
    .requiredOption('--body-file <file>', 'the raw body exactly as received; - reads stdin')
    .option(
      '--headers-file <file>',
      'headers as JSON or HTTP-style "name: value" lines (e.g. from `webhooks sign`)',
    )
    .option('--id <id>', 'webhook-id header (overrides --headers-file)')
    .option('--timestamp <seconds>', 'webhook-timestamp header, Unix seconds (overrides --headers-file)')
    .option('--signature <sig>', 'webhook-signature header, "v1,<base64>" (overrides --headers-file)')
    .option(
      '--tolerance <seconds>',
      `accepted clock distance of the timestamp (default: ${DEFAULT_TOLERANCE_SECONDS})`,
      integerIn(0, 315_360_000),
    )
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks verify --secret whsec_... --body-file body.json --id msg_1 --timestamp 1767225600 --signature "v1,K5o..."',
        'platform-api webhooks verify --secret whsec_... --body-file body.json --headers-file headers.txt',
        'cat body.json | platform-api webhooks verify --body-file - --headers-file headers.json --json',
      ),
    )
    .action(lazyAction(ctx, () => import('./verify.run.ts')));
}
