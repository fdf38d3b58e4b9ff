import { Command, CommanderError, Option } from 'commander';
import { registerContactsCommand } from './commands/contacts/index.ts';
import { registerEmulatorCommand } from './commands/emulator/index.ts';
import { registerUsageCommand } from './commands/usage.ts';
import { registerWebhooksCommand } from './commands/webhooks/index.ts';
import { configuredBaseUrl, ENV_API_KEY, ENV_BASE_URL, ENV_WORKSPACE_ID } from './lib/config.ts';
import { CliContext, type CliIo, type GlobalOptions, processIo } from './lib/context.ts';
import { describeError } from './lib/errors.ts';
import { examples } from './lib/help.ts';
import { cliVersion } from './lib/version.ts';

export type { CliIo, GlobalOptions } from './lib/context.ts';
export { CliContext } from './lib/context.ts';

/**
 * The `platform-api` program. Commands read and write only through `ctx`, and the program never
 * exits the process: errors (usage errors included) are thrown, for {@link runCli} or a test.
 */
export function createProgram(ctx: CliContext): Command {
  const program = new Command('platform-api')
    .description(
      "Command-line tool for the recruiting platform's public API v3.0: usage, contacts, emulator, webhooks.",
    )
    .version(cliVersion(), '-V, --version', 'print the version')
    .addOption(new Option('--api-key <key>', `API key (default: $${ENV_API_KEY}); never printed`))
    .addOption(
      new Option(
        '--base-url <url>',
        `service origin, e.g. http://127.0.0.1:4010 (default: $${ENV_BASE_URL})`,
      ),
    )
    .addOption(
      new Option('--workspace-id <id>', `workspace to act in, 24 hex (default: $${ENV_WORKSPACE_ID})`),
    )
    .option('--json', 'print machine-readable JSON (errors as JSON on stderr)')
    .option('--verbose', 'trace each request on stderr (method, URL, status, time; never the key)')
    .helpCommand('help [command]', 'show help for a command')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({ writeOut: ctx.out, writeErr: ctx.err })
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .addHelpText(
      'after',
      examples(
        'export PLATFORM_BASE_URL=http://127.0.0.1:4010 PLATFORM_API_KEY=pk_...',
        'platform-api usage',
        'platform-api contacts list --search engineer',
        'platform-api contacts create --name "Ada Lovelace" --email ada@example.com --json',
        'platform-api emulator start --seed demo',
        'platform-api webhooks verify --secret whsec_... --body-file body.json --headers-file headers.txt',
      ),
    );
  // Subcommands created with `.command()` inherit the output, exit and help settings above.
  registerUsageCommand(program, ctx);
  registerContactsCommand(program, ctx);
  registerEmulatorCommand(program, ctx);
  registerWebhooksCommand(program, ctx);
  return program;
}

/** `--api-key VALUE` / `--api-key=VALUE` in raw argv, to redact it before commander has parsed anything. */
function apiKeyInArgv(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--api-key') return argv[i + 1];
    if (arg?.startsWith('--api-key=')) return arg.slice('--api-key='.length);
  }
  return undefined;
}

/**
 * Runs the CLI on `argv` (the user's arguments, without `node` and the script) and resolves with the
 * exit code: 0 on success, 1 on any error, reported as one line on stderr (a JSON object with
 * `--json`). The API key is redacted from everything written.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const ctx = new CliContext(io);
  ctx.addSecret(io.env[ENV_API_KEY]);
  ctx.addSecret(apiKeyInArgv(argv));
  const program = createProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has already printed its message (or the help / version it was asked for).
    if (error instanceof CommanderError) return error.exitCode;
    const options = program.opts<GlobalOptions>();
    const report = await describeError(error, ctx.now(), { baseUrl: configuredBaseUrl(options, io.env) });
    if (options.json) ctx.err(`${JSON.stringify({ error: report.json })}\n`);
    else ctx.err(`error: ${report.line}\n`);
    if (options.verbose && error instanceof Error && error.stack) ctx.err(`${error.stack}\n`);
    return report.exitCode;
  }
}
