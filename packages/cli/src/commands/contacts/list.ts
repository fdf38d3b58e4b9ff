import type { ContactListItem } from '@platform-api/sdk';
import type { Command } from 'commander';
import { createClient } from '../../lib/config.ts';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { integerIn } from '../../lib/input.ts';
import { formatTable, Printer } from '../../lib/output.ts';

interface ListOptions {
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

export function registerContactsList(contacts: Command, ctx: CliContext): void {
  contacts
    .command('list')
    .summary('list or search contacts')
    .description(
      'List contacts, newest first, or search them (name, company, job title, skills, email, phone...). ' +
        'The list hides emails and phones by design: use `contacts get <id>` for them. ' +
        'Each page is one call of the daily CRM quota.',
    )
    .option('--search <text>', 'full-text search (up to 200 characters)')
    .option('--page <n>', 'page to read, 1-10000 (default: 1)', integerIn(1, 10_000))
    .option('--page-size <n>', 'contacts per page, 1-50 (default: 10; 50 with --all)', integerIn(1, 50))
    .option('--all', 'read every page from --page on')
    .addHelpText(
      'after',
      examples(
        'platform-api contacts list',
        'platform-api contacts list --search "backend engineer" --page-size 50',
        'platform-api contacts list --all --json | jq -r ".items[].id"',
      ),
    )
    .action(async (options: ListOptions, command: Command) => {
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
      printer.result(
        { items: page.items, page: page.page, pageSize: page.pageSize, hasMore: page.hasMore },
        () => renderList(page.items),
      );
      if (page.hasNextPage())
        printer.note(`More contacts: --page ${page.page + 1}, or --all for every page.`);
    });
}
