import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerEndpointsTest(endpoints: Command, ctx: CliContext): void {
  sendsOperations(endpoints.command('test'), 'webhooks.endpoints.test')
    .summary('send a webhook.ping delivery')
    .description(
      'Send a webhook.ping delivery (data.test is true) to the endpoint; pings count toward the daily ' +
        'delivery cap and a per-endpoint daily limit, and never affect suspension. Prints the delivery.',
    )
    .argument('<endpoint-id>', 'endpoint id')
    .addHelpText('after', examples('platform-api webhooks endpoints test <endpoint-id>'))
    .action(lazyAction(ctx, () => import('./test.run.ts')));
}
