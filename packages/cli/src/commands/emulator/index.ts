import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { registerEmulatorApply } from './apply.ts';
import { registerEmulatorClock } from './clock.ts';
import { registerEmulatorFaults } from './faults.ts';
import { registerEmulatorJobs } from './jobs.ts';
import { registerEmulatorKeys } from './keys.ts';
import { registerEmulatorOrgs } from './orgs.ts';
import { registerEmulatorReset } from './reset.ts';
import { registerEmulatorStart } from './start.ts';
import { registerEmulatorState } from './state.ts';

export function registerEmulatorCommand(program: Command, ctx: CliContext): void {
  const emulator = program
    .command('emulator')
    .summary('start the emulator; drive its clock, faults, orgs, keys, jobs, state')
    .description(
      'The local API emulator: start it (as the `platform-emulator` binary), and drive the one at --base-url ' +
        'through its control API: clock, reset, faults, organizations, keys, jobs, applications, state.',
    )
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
  registerEmulatorClock(emulator, ctx);
  registerEmulatorReset(emulator, ctx);
  registerEmulatorFaults(emulator, ctx);
  registerEmulatorOrgs(emulator, ctx);
  registerEmulatorKeys(emulator, ctx);
  registerEmulatorJobs(emulator, ctx);
  registerEmulatorApply(emulator, ctx);
  registerEmulatorState(emulator, ctx);
}
