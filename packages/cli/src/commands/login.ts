import type { Command } from 'commander';
import { lazyAction } from '../lib/command.ts';
import type { CliContext } from '../lib/context.ts';
import { examples } from '../lib/help.ts';

export function registerLoginCommand(program: Command, ctx: CliContext): void {
  program
    .command('login')
    .summary('save an API key (checked first) in a profile')
    .description(
      'Save an API key and base URL in a profile of the config file, after checking the key with a usage ' +
        'read (which spends no quota). On a terminal the key is asked for without echo; piped, it is read ' +
        'from stdin (for scripts). The profile is --profile (default: "default") and becomes the current ' +
        'one. The config file is owner-only (0600, its folder 0700): $XDG_CONFIG_HOME/platform-api/config.json, ' +
        'else ~/.config/platform-api/config.json.',
    )
    .addHelpText(
      'after',
      examples(
        'platform-api login --base-url http://127.0.0.1:4010',
        'platform-api login --profile work --base-url https://api.example.com --workspace-id 65f1c0de00000000000000a1',
        'printf %s "$KEY" | platform-api login --profile ci --base-url https://api.example.com',
      ),
    )
    .action(lazyAction(ctx, () => import('./login.run.ts')));
}
