import type { WebhookEndpoint } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../../lib/context.ts';
import type { PageOptions } from '../../../lib/operations.ts';
import { printList } from '../../../lib/pages.ts';
import { Session } from '../../../lib/session.ts';
import { statusStyle } from './shared.ts';

export async function run(ctx: CliContext, options: PageOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  await printList<WebhookEndpoint>(
    session,
    options,
    {
      operation: 'webhooks.endpoints.list',
      noun: 'endpoints',
      render: (items) =>
        items.length === 0
          ? 'No webhook endpoints.\n'
          : session.printer.table(items, [
              { header: 'id', value: (e) => e.id },
              { header: 'status', value: (e) => e.status, style: (e) => statusStyle(e.status) },
              { header: 'url', value: (e) => e.url, shrink: true },
              { header: 'events', value: (e) => e.events.join(', '), shrink: true },
              { header: 'created', value: (e) => e.createdAt.slice(0, 10) },
            ]),
    },
    (page) => client.webhooks.endpoints.list(page),
  );
}
