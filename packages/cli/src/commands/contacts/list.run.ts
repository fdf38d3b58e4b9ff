import type { ContactListItem } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { formatTable, Printer } from '../../lib/output.ts';

/** Flags of `contacts list`, as commander parses them. */
export interface ListOptions {
  search?: string;
  page?: number;
  pageSize?: number;
  all?: boolean;
}

function renderList(items: readonly ContactListItem[]): string {
  if (items.length === 0) return 'No contacts.\n';
  return formatTable(items, [
    { header: 'id', value: (c) => c.id },
    { header: 'name', value: (c) => c.name ?? '-', maxWidth: 32 },
    { header: 'company', value: (c) => c.companyName ?? '-', maxWidth: 24 },
    { header: 'job title', value: (c) => c.jobTitle[0] ?? '-', maxWidth: 32 },
    { header: 'tags', value: (c) => c.tags.map((tag) => tag.name).join(', ') || '-', maxWidth: 24 },
    { header: 'created', value: (c) => c.createdAt?.slice(0, 10) ?? '-' },
  ]);
}

export async function run(ctx: CliContext, options: ListOptions, command: Command): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const printer = new Printer(ctx, globals);
  const client = await createClient(ctx, globals, printer);
  const params = {
    search: options.search,
    page: options.page,
    pageSize: options.pageSize ?? (options.all ? 50 : undefined),
  };
  if (options.all) {
    const items: ContactListItem[] = [];
    for await (const contact of client.crm.contacts.list(params)) items.push(contact);
    printer.result({ items, count: items.length }, () => renderList(items));
    return;
  }
  const page = await client.crm.contacts.list(params);
  printer.result({ items: page.items, page: page.page, pageSize: page.pageSize, hasMore: page.hasMore }, () =>
    renderList(page.items),
  );
  if (page.hasNextPage()) printer.note(`More contacts: --page ${page.page + 1}, or --all for every page.`);
}
