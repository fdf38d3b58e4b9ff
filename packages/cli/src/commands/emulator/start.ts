import { type Command, Option } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { examples } from '../../lib/help.ts';

interface StartOptions {
  port?: string;
  host?: string;
  seed?: string;
  allowLocalWebhooks?: boolean;
  state?: string;
  unlimited?: boolean;
}

/**
 * The argv of `platform-emulator` for these options. Flags this CLI does not declare are passed on
 * as given, so a flag the emulator adds later works here at once (and an unknown one is reported by
 * the emulator itself).
 */
export function emulatorArgs(options: StartOptions, passThrough: readonly string[]): string[] {
  const args: string[] = [];
  if (options.port !== undefined) args.push('--port', options.port);
  if (options.host !== undefined) args.push('--host', options.host);
  if (options.seed !== undefined) args.push('--seed', options.seed);
  if (options.allowLocalWebhooks) args.push('--allow-local-webhooks');
  if (options.state !== undefined) args.push('--state', options.state);
  if (options.unlimited) args.push('--unlimited');
  return [...args, ...passThrough];
}

export function registerEmulatorStart(emulator: Command, ctx: CliContext): void {
  emulator
    .command('start')
    .summary('start the API emulator over HTTP')
    .description(
      'Start the API emulator over HTTP, exactly as `platform-emulator` does (same flags). It prints ' +
        '"listening on http://HOST:PORT", then with the demo seed the demo API keys; SIGINT/SIGTERM stop it.',
    )
    .option('--port <n>', 'port to listen on; 0 picks a free one (default: 4010)')
    .option('--host <host>', 'host to bind (default: 127.0.0.1)')
    .addOption(new Option('--seed <seed>', 'data to start with (default: demo)').choices(['demo', 'empty']))
    .option('--allow-local-webhooks', 'webhook URLs may use http:, any port, loopback and private addresses')
    .option(
      '--state <file>',
      'load state from FILE at start; write it back on shutdown and on POST /_emulator/snapshot',
    )
    .option('--unlimited', 'switch every quota and rate limit off (load tests)')
    .allowUnknownOption()
    .allowExcessArguments()
    .addHelpText(
      'after',
      examples(
        'platform-api emulator start',
        'platform-api emulator start --port 0 --seed empty',
        'platform-api emulator start --state .emulator-state.json --allow-local-webhooks',
        '# then, in another shell:',
        'PLATFORM_BASE_URL=http://127.0.0.1:4010 PLATFORM_API_KEY=<a demo key> platform-api usage',
      ),
    )
    .action(async (options: StartOptions, command: Command) => {
      // Loaded only here: the emulator (msw, its data layer) would slow every other command down.
      const { runEmulatorCli } = await import('@platform-api/emulator/node');
      // The emulator's lines go out as they are: the demo keys it prints are meant to be seen.
      await runEmulatorCli(emulatorArgs(options, command.args), (line) => ctx.io.stdout(`${line}\n`));
    });
}
