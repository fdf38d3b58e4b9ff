import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';
import { renderDelivery } from './shared.ts';

export async function run(
  ctx: CliContext,
  endpointId: string,
  deliveryId: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const delivery = await client.webhooks.deliveries.redeliver(endpointId, deliveryId);
  session.printer.result(
    delivery,
    () => `Queued delivery ${deliveryId} again\n\n${renderDelivery(delivery)}`,
  );
}
