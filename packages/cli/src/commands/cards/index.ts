import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerCardsAdd } from './add.ts';
import { registerCardsMove } from './move.ts';
import { registerCardsRemove } from './remove.ts';

export function registerCardsCommand(program: Command, ctx: CliContext): void {
  const cards = program
    .command('cards')
    .summary("a pipeline's cards: add, move, remove")
    .description("A pipeline's cards: add a contact to a pipeline, move a card to another stage, remove it.")
    .addHelpText(
      'after',
      examples(
        'platform-api cards add 6955b900e6e1a7000000005d 65f1c0de00000000000000f1',
        'platform-api cards move 6955b900e6e1a7000000005d <card-id> --stage <stage-id>',
        'platform-api cards remove 6955b900e6e1a7000000005d <card-id>',
      ),
    );
  registerCardsAdd(cards, ctx);
  registerCardsMove(cards, ctx);
  registerCardsRemove(cards, ctx);
}
