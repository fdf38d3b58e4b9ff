import { type Command, Option } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorReset(emulator: Command, ctx: CliContext): void {
  controlCommand(emulator, 'reset', 'platform-api emulator reset', 'platform-api emulator reset --seed demo')
    .summary('forget all state (optionally reseed the demo data)')
    .description(
      "Forget all of the emulator's state: organizations, keys, records, deliveries, faults; the clock goes " +
        'back to real time. With --seed demo the demo data comes back (its keys too).',
    )
    .addOption(
      new Option('--seed <seed>', 'what to start again with').choices(['empty', 'demo']).default('empty'),
    )
    .action(lazyAction(ctx, () => import('./reset.run.ts')));
}
