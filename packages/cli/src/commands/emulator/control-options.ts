import type { Command } from 'commander';
import { ENV_CONTROL_TOKEN } from '../../lib/config.ts';
import { examples } from '../../lib/help.ts';

/**
 * A command of the emulator's control API (`/_emulator/...` at --base-url): it takes the control
 * token an emulator started with `--control-token` asks for, and its examples.
 */
export function controlCommand(parent: Command, name: string, ...exampleLines: string[]): Command {
  return parent
    .command(name)
    .addHelpText('after', examples(...exampleLines))
    .option(
      '--control-token <token>',
      `the emulator's control token, when it was started with one (default: $${ENV_CONTROL_TOKEN}, else the profile's)`,
    );
}
