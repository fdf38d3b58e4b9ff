import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorState(emulator: Command, ctx: CliContext): void {
  const state = emulator
    .command('state')
    .summary('the whole state as JSON: export, import')
    .description(
      "The emulator's whole state as JSON: save it to a file, load it back (replacing what is there).",
    )
    .addHelpText(
      'after',
      examples(
        'platform-api emulator state export fixture.json',
        'platform-api emulator state import fixture.json',
      ),
    );
  controlCommand(
    state,
    'export',
    'platform-api emulator state export fixture.json',
    "platform-api emulator state export | jq '.tables | keys'",
  )
    .summary('write the whole state as JSON')
    .argument('[file]', 'where to write it (default: stdout)')
    .action(lazyAction(ctx, () => import('./state.run.ts'), 'exportState'));
  controlCommand(state, 'import', 'platform-api emulator state import fixture.json')
    .summary('replace the whole state with a JSON file')
    .argument('<file>', 'a file written by `state export`; - reads stdin')
    .action(lazyAction(ctx, () => import('./state.run.ts'), 'importState'));
}
