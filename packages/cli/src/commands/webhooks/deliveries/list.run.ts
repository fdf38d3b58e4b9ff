import type { WebhookDelivery, WebhookDeliveryListQuery } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import type { PageOptions } from '../../../lib/operations.ts';
import { printList } from '../../../lib/pages.ts';
import { Session } from '../../../lib/session.ts';
import { deliveryStyle } from './shared.ts';

interface ListOptions extends PageOptions {
  status?: string;
  eventType?: string;
}

export async function run(
  ctx: CliContext,
  endpointId: string,
  options: ListOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  await printList<WebhookDelivery>(
    session,
    options,
    {
      operation: 'webhooks.deliveries.list',
      noun: 'deliveries',
      render: (items) =>
        items.length === 0
          ? 'No deliveries.\n'
          : session.printer.table(items, [
              { header: 'id', value: (d) => d.id },
              { header: 'event', value: (d) => d.eventType },
              { header: 'status', value: (d) => d.status, style: (d) => deliveryStyle(d.status) },
              { header: 'attempts', value: (d) => String(d.attempts), align: 'right' },
              {
                header: 'last answer',
                value: (d) => (d.lastStatusCode !== null ? String(d.lastStatusCode) : (d.lastError ?? '-')),
                shrink: true,
              },
              {
                header: 'last attempt',
                value: (d) => d.lastAttemptAt?.slice(0, 19).replace('T', ' ') ?? '-',
              },
            ]),
    },
    (page) =>
      client.webhooks.deliveries.list(endpointId, {
        // Commander checked both against the table's choices.
        status: options.status as WebhookDeliveryListQuery['status'],
        eventType: options.eventType as WebhookDeliveryListQuery['eventType'],
        ...page,
      }),
  );
}
