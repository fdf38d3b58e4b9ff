import type { ContactListItem } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import type { PageOptions } from '../../lib/operations.ts';
import type { Printer } from '../../lib/output.ts';
import { printList } from '../../lib/pages.ts';
import { Session } from '../../lib/session.ts';

/** Flags of `contacts list`, as commander parses them. */
export interface ListOptions extends PageOptions {
  search?: string;
}

function renderList(printer: Printer, items: readonly ContactListItem[]): string {
  if (items.length === 0) return 'No contacts.\n';
  return printer.table(items, [
    { header: 'id', value: (c) => c.id },
    { header: 'name', value: (c) => c.name ?? '-', maxWidth: 32, shrink: true },
    { header: 'company', value: (c) => c.companyName ?? '-', maxWidth: 24, shrink: true },
    { header: 'job title', value: (c) => c.jobTitle[0] ?? '-', maxWidth: 32, shrink: true },
    {
      header: 'tags',
      value: (c) => c.tags.map((tag) => tag.name).join(', ') || '-',
      maxWidth: 24,
      shrink: true,
    },
    { header: 'created', value: (c) => c.createdAt?.slice(0, 10) ?? '-' },
  ]);
}

export async function run(ctx: CliContext, options: ListOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  await printList<ContactListItem>(
    session,
    options,
    {
      operation: 'crm.contacts.list',
      noun: 'contacts',
      render: (items) => renderList(session.printer, items),
    },
    (page) => client.crm.contacts.list({ search: options.search, ...page }),
  );
}
