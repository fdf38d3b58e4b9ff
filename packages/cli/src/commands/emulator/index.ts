import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { registerEmulatorStart } from './start.ts';

export function registerEmulatorCommand(program: Command, ctx: CliContext): void {
  const emulator = program
    .command('emulator')
    .description('The local API emulator (same as the `platform-emulator` binary).');
  registerEmulatorStart(emulator, ctx);
}
