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

/** How {@link createProgram} reports. */
export interface ProgramOptions {
  /**
   * The parser writes none of its errors (nor the help it shows for a missing command): with
   * `--json`, {@link runCli} reports them as one JSON line instead.
   * @default false
   */
  quietParserErrors?: boolean;
}

/**
 * The `platform-api` program. Commands read and write only through `ctx`, and the program never
 * exits the process: errors (usage errors included) are thrown, for {@link runCli} or a test.
 */
export function createProgram(ctx: CliContext, options: ProgramOptions = {}): Command {
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
    // Commander writes to stderr only to report a parser error (its message, the hint below, or the
    // help of a command given without its subcommand).
    .configureOutput({ writeOut: ctx.out, writeErr: options.quietParserErrors ? () => {} : ctx.err })
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
  // Each registers its flags and help only; what a command does is loaded when it runs
  // (`lazyAction`, lib/command.ts): --help, --version and usage errors load neither the SDK nor
  // the emulator.
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
 * `--json` in raw argv (before a `--`): a parser error comes before commander has read the flag,
 * or without it ever being read (`contacts list --page 0 --json`).
 */
function jsonInArgv(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === '--') return false;
    if (arg === '--json') return true;
  }
  return false;
}

/** The deepest command named in `argv` (`platform-api contacts`), for a report on it. */
function commandIn(program: Command, argv: readonly string[]): Command {
  let command = program;
  for (const arg of argv) {
    if (arg === '--') break;
    const sub = command.commands.find((each) => each.name() === arg || each.aliases().includes(arg));
    if (sub) command = sub;
  }
  return command;
}

/** A parser error in one line: commander's message, or for a command given without its subcommand, which ones it has. */
function parserErrorMessage(error: CommanderError, program: Command, argv: readonly string[]): string {
  if (error.code !== 'commander.help') {
    return error.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
  }
  const command = commandIn(program, argv);
  const path = [];
  for (let each: Command | null = command; each; each = each.parent) path.unshift(each.name());
  const names = command.commands.map((each) => each.name());
  return `missing command: ${path.join(' ')} needs one of ${names.join(', ')} (add --help for usage)`;
}

/**
 * Runs the CLI on `argv` (the user's arguments, without `node` and the script) and resolves with the
 * exit code: 0 on success, 1 on any error, reported as one line on stderr (a JSON object with
 * `--json`, parser errors included). The API key is redacted from everything written.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const ctx = new CliContext(io);
  ctx.addSecret(io.env[ENV_API_KEY]);
  ctx.addSecret(apiKeyInArgv(argv));
  const json = jsonInArgv(argv);
  const program = createProgram(ctx, { quietParserErrors: json });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Without --json, commander has already printed its message (or the help / version asked for).
      if (json && error.exitCode !== 0) {
        const message = parserErrorMessage(error, program, argv);
        ctx.err(`${JSON.stringify({ error: { errorCode: 'USAGE_ERROR', message } })}\n`);
      }
      return error.exitCode;
    }
    const options = program.opts<GlobalOptions>();
    const report = await describeError(error, ctx.now(), { baseUrl: configuredBaseUrl(options, io.env) });
    if (options.json) ctx.err(`${JSON.stringify({ error: report.json })}\n`);
    else ctx.err(`error: ${report.line}\n`);
    if (options.verbose && error instanceof Error && error.stack) ctx.err(`${error.stack}\n`);
    return report.exitCode;
  }
}
