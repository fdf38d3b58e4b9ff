import type { Command } from 'commander';
import { ENV_CONTROL_TOKEN } from '../../lib/config.ts';

/**
 * A command of the emulator's control API (`/_emulator/...` at --base-url): it takes the control
 * token an emulator started with `--control-token` asks for.
 */
export function controlCommand(parent: Command, name: string): Command {
  return parent
    .command(name)
    .option(
      '--control-token <token>',
      `the emulator's control token, when it was started with one (default: $${ENV_CONTROL_TOKEN}, else the profile's)`,
    );
}
