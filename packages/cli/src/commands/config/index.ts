import type { Command } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';
import { PROFILE_SETTINGS } from '../../lib/profiles.ts';

const NAMES = Object.keys(PROFILE_SETTINGS).join(', ');
const SETTING_HELP = Object.entries(PROFILE_SETTINGS)
  .map(([name, { description }]) => `  ${name.padEnd(14)}${description}`)
  .join('\n');

export function registerConfigCommand(program: Command, ctx: CliContext): void {
  const config = program
    .command('config')
    .summary('profiles: set, unset, get, list, use')
    .description(
      'Profiles of the config file: settings saved by name (the key, the base URL, the workspace, the ' +
        "emulator's control token). A setting comes from its flag, else its environment variable, else the " +
        'profile: --profile NAME, else $PLATFORM_PROFILE, else the current one (`config use`), else "default".',
    )
    .addHelpText(
      'after',
      `\nSettings:\n${SETTING_HELP}\n${examples(
        'platform-api config set base-url http://127.0.0.1:4010',
        'platform-api --profile acme config set workspace-id 65f1c0de00000000000000a1',
        'platform-api config list',
        'platform-api config use acme',
      )}`,
    );
  config
    .command('set')
    .summary('save a setting in the profile')
    .description(`Save a setting (${NAMES}) in the profile; a value of - is read from stdin (for the key).`)
    .argument('<setting>', NAMES)
    .argument('<value>', 'the value; - reads stdin')
    .addHelpText(
      'after',
      examples(
        'platform-api config set base-url http://127.0.0.1:4010',
        'pass show platform | platform-api config set api-key -',
      ),
    )
    .action(lazyAction(ctx, () => import('./set.run.ts')));
  config
    .command('unset')
    .summary('remove a setting from the profile')
    .argument('<setting>', NAMES)
    .addHelpText('after', examples('platform-api config unset workspace-id'))
    .action(lazyAction(ctx, () => import('./set.run.ts'), 'unset'));
  config
    .command('get')
    .summary('print a setting of the profile (keys masked)')
    .argument('<setting>', NAMES)
    .addHelpText(
      'after',
      examples('platform-api config get base-url', 'platform-api --profile acme config get api-key'),
    )
    .action(lazyAction(ctx, () => import('./get.run.ts')));
  config
    .command('list')
    .summary('the profiles and their settings (keys masked)')
    .option('--names', 'only the profile names, one a line (for shell completion)')
    .addHelpText('after', examples('platform-api config list', 'platform-api config list --json'))
    .action(lazyAction(ctx, () => import('./list.run.ts')));
  config
    .command('use')
    .summary('make a profile the current one')
    .argument('<profile>', 'profile name')
    .addHelpText('after', examples('platform-api config use acme'))
    .action(lazyAction(ctx, () => import('./use.run.ts')));
}
