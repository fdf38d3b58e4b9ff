import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { sendsOperations } from '../../lib/operations.ts';

export function registerWebhooksEvents(webhooks: Command, ctx: CliContext): void {
  sendsOperations(webhooks.command('events'), 'webhooks.events')
    .summary('the event-type catalog')
    .description(
      'The event types of the webhooks, whether an endpoint subscribes to each, and when each is sent.',
    )
    .addHelpText('after', examples('platform-api webhooks events', 'platform-api webhooks events --json'))
    .action(lazyAction(ctx, () => import('./events.run.ts')));
}
