import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerEmulatorStart } from './start.ts';

export function registerEmulatorCommand(program: Command, ctx: CliContext): void {
  const emulator = program
    .command('emulator')
    .description('The local API emulator (same as the `platform-emulator` binary).')
    .addHelpText(
      'after',
      examples(
        'platform-api emulator start',
        'platform-api emulator start --port 0 --seed empty',
        '# then, in another shell, with a demo key it printed:',
        'PLATFORM_BASE_URL=http://127.0.0.1:4010 PLATFORM_API_KEY=<a demo key> platform-api usage',
      ),
    );
  registerEmulatorStart(emulator, ctx);
}
