import type { Interaction } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import type { PageOptions } from '../../lib/operations.ts';
import { printList } from '../../lib/pages.ts';
import { Session } from '../../lib/session.ts';

interface ListOptions extends PageOptions {
  type?: string;
}

export async function run(
  ctx: CliContext,
  contactId: string,
  options: ListOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  await printList<Interaction>(
    session,
    options,
    {
      operation: 'crm.contacts.interactions.list',
      noun: 'entries',
      render: (items) =>
        items.length === 0
          ? 'No entries.\n'
          : session.printer.table(items, [
              { header: 'date', value: (e) => e.date.slice(0, 16).replace('T', ' ') },
              { header: 'type', value: (e) => e.type },
              { header: 'category', value: (e) => e.category },
              { header: 'notes', value: (e) => e.notes ?? '-', maxWidth: 60, shrink: true },
              { header: 'id', value: (e) => e.id },
            ]),
    },
    (page) => client.crm.contacts.interactions.list(contactId, { type: options.type, ...page }),
  );
}
