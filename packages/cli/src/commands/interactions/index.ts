import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerInteractionsList } from './list.ts';
import { registerInteractionsLog } from './log.ts';
import { registerInteractionsTypes } from './types.ts';

export function registerInteractionsCommand(program: Command, ctx: CliContext): void {
  const interactions = program
    .command('interactions')
    .summary("a contact's timeline: log, list, the type names")
    .description("A contact's timeline: log an entry, read the timeline, list the type names.")
    .addHelpText(
      'after',
      examples(
        'platform-api interactions types',
        'platform-api interactions log 65f1c0de00000000000000f1 --type phonecall --notes "Intro call"',
        'platform-api interactions list 65f1c0de00000000000000f1',
      ),
    );
  registerInteractionsLog(interactions, ctx);
  registerInteractionsList(interactions, ctx);
  registerInteractionsTypes(interactions, ctx);
}
