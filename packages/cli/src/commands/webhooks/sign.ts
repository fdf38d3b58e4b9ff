import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { collect } from '../../lib/input.ts';

export function registerWebhooksSign(webhooks: Command, ctx: CliContext): void {
  webhooks
    .command('sign')
    .summary('sign a test delivery and print its headers')
    .description(
      'Sign a body the way the platform signs deliveries (Standard Webhooks: v1 HMAC-SHA256) and print ' +
        'the three headers, to test a receiver. With several --secret, the signature header holds one ' +
        'signature per secret, as during a rotation.',
    )
    .option(
      '--secret <whsec>',
      'signing secret, whsec_... (default: $PLATFORM_WEBHOOK_SECRET); repeatable',
      collect,
    )
    .requiredOption('--body-file <file>', 'the body to sign, sent exactly as is; - reads stdin')
    .option('--id <id>', 'webhook-id (default: the body\'s "id", else a random msg_ id)')
    .option('--timestamp <time>', 'Unix seconds, or an ISO 8601 date-time with Z or an offset (default: now)')
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks sign --secret whsec_... --body-file event.json',
        'platform-api webhooks sign --secret whsec_... --body-file event.json --json',
        '# round trip: sign, then verify with the printed headers',
        'platform-api webhooks sign --secret whsec_... --body-file event.json > headers.txt',
        'platform-api webhooks verify --secret whsec_... --body-file event.json --headers-file headers.txt',
        '# send a signed test delivery to a local receiver (curl reads headers from a file with -H @FILE):',
        'curl http://localhost:3000/webhooks -H @headers.txt -H "content-type: application/json" --data-binary @event.json',
      ),
    )
    .action(lazyAction(ctx, () => import('./sign.run.ts')));
}
