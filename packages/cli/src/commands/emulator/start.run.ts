import { runEmulatorCli } from '@platform-api/emulator/node';
import type { CliContext } from '../../lib/context.ts';
import { emulatorArgs, type StartOptions } from './start.ts';

export async function run(ctx: CliContext, options: StartOptions): Promise<void> {
  // The emulator's lines go out as they are: the demo keys it prints are meant to be seen.
  await runEmulatorCli(emulatorArgs(options), (line) => ctx.io.stdout(`${line}\n`));
}
