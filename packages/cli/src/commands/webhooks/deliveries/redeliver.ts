import type { Command } from 'commander';
import { lazyAction } from '../../../lib/command.ts';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { sendsOperations } from '../../../lib/operations.ts';

export function registerDeliveriesRedeliver(deliveries: Command, ctx: CliContext): void {
  sendsOperations(deliveries.command('redeliver'), 'webhooks.deliveries.redeliver')
    .summary('send a past delivery again (same event id)')
    .description(
      'Queue a past delivery again, within its 30-day window: the original payload with the same event id ' +
        '(receivers de-duplicate on it). Prints the new delivery.',
    )
    .argument('<endpoint-id>', 'endpoint id')
    .argument('<delivery-id>', 'the delivery to send again')
    .addHelpText('after', examples('platform-api webhooks deliveries redeliver <endpoint-id> <delivery-id>'))
    .action(lazyAction(ctx, () => import('./redeliver.run.ts')));
}
