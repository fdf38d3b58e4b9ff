import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { examples } from '../../../lib/help.ts';
import { registerDeliveriesList } from './list.ts';
import { registerDeliveriesRedeliver } from './redeliver.ts';

export function registerDeliveriesCommand(webhooks: Command, ctx: CliContext): void {
  const deliveries = webhooks
    .command('deliveries')
    .summary("an endpoint's delivery log; redeliver")
    .description("An endpoint's delivery log (metadata only, never payloads), and redelivery.")
    .addHelpText(
      'after',
      examples(
        'platform-api webhooks deliveries list <endpoint-id> --status failed',
        'platform-api webhooks deliveries redeliver <endpoint-id> <delivery-id>',
      ),
    );
  registerDeliveriesList(deliveries, ctx);
  registerDeliveriesRedeliver(deliveries, ctx);
}
