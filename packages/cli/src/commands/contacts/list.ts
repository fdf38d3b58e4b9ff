import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { integerIn } from '../../lib/input.ts';

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
    .action(lazyAction(ctx, () => import('./list.run.ts')));
}
