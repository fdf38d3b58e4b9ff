import type { PipelineSummary } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import type { PageOptions } from '../../lib/operations.ts';
import { printList } from '../../lib/pages.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, options: PageOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  await printList<PipelineSummary>(
    session,
    options,
    {
      operation: 'crm.lists.list',
      noun: 'pipelines',
      render: (items) =>
        items.length === 0
          ? 'No pipelines.\n'
          : session.printer.table(items, [
              { header: 'id', value: (p) => p.id },
              { header: 'name', value: (p) => p.name ?? '-', maxWidth: 40, shrink: true },
              { header: 'cards', value: (p) => String(p.itemCount), align: 'right' },
              {
                header: 'job',
                value: (p) => (p.associatedPosts.length > 0 ? p.associatedPosts.join(', ') : '-'),
              },
              { header: 'created', value: (p) => p.createdAt?.slice(0, 10) ?? '-' },
            ]),
    },
    (page) => client.crm.lists.list(page),
  );
}
