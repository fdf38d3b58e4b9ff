import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { Session } from '../../lib/session.ts';

export async function run(
  ctx: CliContext,
  options: { seed: 'empty' | 'demo' },
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const answer = await control.call<{ ok: true }>('POST', '/reset', { seed: options.seed });
  session.printer.result(answer, () => `Emulator reset (seed: ${options.seed})\n`);
}
