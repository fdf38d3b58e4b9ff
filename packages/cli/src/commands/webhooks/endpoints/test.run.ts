import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import { Session } from '../../../lib/session.ts';
import { renderDelivery } from '../deliveries/shared.ts';

export async function run(ctx: CliContext, id: string, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const delivery = await client.webhooks.endpoints.test(id);
  session.printer.result(delivery, () => `Sent webhook.ping to ${id}\n\n${renderDelivery(delivery)}`);
}
