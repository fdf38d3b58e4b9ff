import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { addDataOption } from '../../lib/input.ts';
import { boundsText, fieldOf, sendsOperations } from '../../lib/operations.ts';

export function registerInteractionsLog(interactions: Command, ctx: CliContext): void {
  const command = sendsOperations(interactions.command('log'), 'crm.contacts.interactions.log')
    .summary("add an entry to a contact's timeline")
    .description(
      "Add an entry to a contact's timeline. Never de-duplicated: each call adds one. The type is a name " +
        'from `platform-api interactions types`; an unknown one is refused with every valid name. A date in ' +
        'the future records a scheduled follow-up.',
    )
    .argument('<contact-id>', 'contact id (24 hexadecimal characters)')
    .option('--type <name>', 'interaction type name, e.g. phonecall (required, unless in --data)')
    .option(
      '--notes <text>',
      `free-text notes (${boundsText(fieldOf('crm.contacts.interactions.log', 'body', 'notes'))}); - reads stdin`,
    )
    .option('--date <iso>', 'when it happened, ISO 8601 with a zone (default: now)');
  addDataOption(command)
    .addHelpText(
      'after',
      examples(
        'platform-api interactions log 65f1c0de00000000000000f1 --type phonecall --notes "Intro call"',
        'platform-api interactions log 65f1c0de00000000000000f1 --type interview --date 2026-03-01T09:30:00Z',
        'git log -1 --format=%B | platform-api interactions log 65f1c0de00000000000000f1 --type note --notes -',
      ),
    )
    .action(lazyAction(ctx, () => import('./log.run.ts')));
}
