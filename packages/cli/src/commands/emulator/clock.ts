import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { controlCommand } from './control-options.ts';

export function registerEmulatorClock(emulator: Command, ctx: CliContext): void {
  const clock = emulator
    .command('clock')
    .summary('read, advance or set the virtual clock')
    .description(
      "The emulator's virtual clock: read it, move it forward (or back), or set it. Everything due by the " +
        'new time (webhook retries, resume parsing, quota resets, expiries) has run when the command answers.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api emulator clock show',
        'platform-api emulator clock advance 1h30m',
        'platform-api emulator clock set 2026-03-01T00:00:00Z',
      ),
    );
  controlCommand(clock, 'show', 'platform-api emulator clock show', 'platform-api emulator clock show --json')
    .summary('the virtual time')
    .action(lazyAction(ctx, () => import('./clock.run.ts'), 'show'));
  controlCommand(
    clock,
    'advance',
    'platform-api emulator clock advance 1h30m',
    'platform-api emulator clock advance 86400',
    'platform-api emulator clock advance -- -1h',
  )
    .summary('move the clock by a duration')
    .argument(
      '<duration>',
      'seconds, or a duration such as 90s, 15m, 2h, 1d, 1h30m; negative moves it back (--: -- -1h)',
    )
    .action(lazyAction(ctx, () => import('./clock.run.ts'), 'advance'));
  controlCommand(clock, 'set', 'platform-api emulator clock set 2026-03-01T00:00:00Z')
    .summary('set the clock to an instant')
    .argument('<instant>', 'an ISO 8601 date-time, e.g. 2026-03-01T00:00:00Z')
    .action(lazyAction(ctx, () => import('./clock.run.ts'), 'set'));
}
