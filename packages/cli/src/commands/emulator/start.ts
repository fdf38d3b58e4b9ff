import { EMULATOR_FLAGS, type EmulatorFlag } from '@platform-api/emulator/node';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { lazyAction } from '../../lib/command.ts';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';

/** The options of `emulator start` as commander parses them: one per flag of `platform-emulator`. */
export type StartOptions = Record<string, string | boolean | undefined>;

/** The commander option of one `platform-emulator` flag: same syntax, same checks, same words. */
function optionOf(flag: EmulatorFlag): Option {
  const syntax = flag.value ? `--${flag.name} ${flag.value}` : `--${flag.name}`;
  // No commander default: a flag not given is not passed on, and the emulator applies its own.
  const option = new Option(
    syntax,
    flag.default === undefined ? flag.description : `${flag.description} (default: ${flag.default})`,
  );
  if (flag.choices) option.choices(flag.choices);
  const check = flag.check;
  if (check) {
    option.argParser((value: string) => {
      const problem = check(value);
      if (problem) throw new InvalidArgumentError(problem);
      return value;
    });
  }
  return option;
}

/** The argv of `platform-emulator` for the options given (in the order of its flag table). */
export function emulatorArgs(options: StartOptions): string[] {
  const args: string[] = [];
  for (const flag of EMULATOR_FLAGS) {
    const value = options[optionOf(flag).attributeName()];
    if (value === true) args.push(`--${flag.name}`);
    else if (typeof value === 'string') args.push(`--${flag.name}`, value);
  }
  return args;
}

export function registerEmulatorStart(emulator: Command, ctx: CliContext): void {
  const start = emulator
    .command('start')
    .summary('start the API emulator over HTTP')
    .description(
      'Start the API emulator over HTTP, exactly as `platform-emulator` does (same flags). It prints ' +
        '"listening on http://HOST:PORT", then with the demo seed the demo API keys; SIGINT/SIGTERM stop it.',
    );
  // The flags are platform-emulator's own table: a flag the emulator adds is listed and taken here.
  for (const flag of EMULATOR_FLAGS) start.addOption(optionOf(flag));
  start
    .addHelpText(
      'after',
      examples(
        'platform-api emulator start',
        'platform-api emulator start --port 0 --seed empty',
        'platform-api emulator start --state .emulator-state.json --allow-local-webhooks',
        '# then, in another shell, with the first demo key it printed:',
        'PLATFORM_BASE_URL=http://127.0.0.1:4010 PLATFORM_API_KEY=<a demo key> platform-api usage',
      ),
    )
    .action(lazyAction(ctx, () => import('./start.run.ts')));
}
