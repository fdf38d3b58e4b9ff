import { Command, CommanderError, Option } from 'commander';
import { registerApiCommand } from './commands/api.ts';
import { registerCandidatesCommand } from './commands/candidates/index.ts';
import { registerCardsCommand } from './commands/cards/index.ts';
import { registerCompletionCommand } from './commands/completion.ts';
import { registerConfigCommand } from './commands/config/index.ts';
import { registerContactsCommand } from './commands/contacts/index.ts';
import { registerEmulatorCommand } from './commands/emulator/index.ts';
import { registerInteractionsCommand } from './commands/interactions/index.ts';
import { registerJobsCommand } from './commands/jobs/index.ts';
import { registerLoginCommand } from './commands/login.ts';
import { registerMcpCommand } from './commands/mcp/config.ts';
import { registerOpenapiCommand } from './commands/openapi.ts';
import { registerPipelinesCommand } from './commands/pipelines/index.ts';
import { registerResumesCommand } from './commands/resumes/index.ts';
import { registerStagesCommand } from './commands/stages/index.ts';
import { registerUsageCommand } from './commands/usage.ts';
import { registerWebhooksCommand } from './commands/webhooks/index.ts';
import { ENV_API_KEY, ENV_BASE_URL, ENV_CONTROL_TOKEN, ENV_WORKSPACE_ID } from './lib/config.ts';
import { CliContext, type CliIo, type GlobalOptions, processIo } from './lib/context.ts';
import { describeError, isWorkspaceChoiceError } from './lib/errors.ts';
import { examples } from './lib/help.ts';
import { ENV_PROFILE } from './lib/profiles.ts';
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
      "Command-line tool for the recruiting platform's public API v3.0 and its emulator: every operation of " +
        'the five API families, raw calls (api), webhook forwarding (webhooks listen), profiles, and the ' +
        'emulator from the terminal. Settings come from a flag, else its environment variable, else the ' +
        'profile (`platform-api config list`).',
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
    .addOption(
      new Option(
        '--profile <name>',
        `profile of the config file to read (default: $${ENV_PROFILE}, else the current one)`,
      ),
    )
    .option('--json', 'print machine-readable JSON (errors as JSON on stderr)')
    .option('--verbose', 'trace each request on stderr (method, URL, status, time; never the key)')
    .option('--no-color', 'no colour (also: NO_COLOR=1); colour is on only on a terminal')
    .helpCommand('help [command]', 'show help for a command')
    .configureHelp({ showGlobalOptions: true })
    // Commander writes to stderr only to report a parser error (its message, the hint below, or the
    // help of a command given without its subcommand).
    .configureOutput({ writeOut: ctx.out, writeErr: options.quietParserErrors ? () => {} : ctx.err })
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .addHelpText(
      'after',
      `\nEnvironment: ${ENV_API_KEY}, ${ENV_BASE_URL}, ${ENV_WORKSPACE_ID}, ${ENV_PROFILE}, ${ENV_CONTROL_TOKEN}, NO_COLOR, FORCE_COLOR.\n` +
        'Exit codes: 0 success; 1 error (the API, the input, the configuration); 130 interrupted (Ctrl-C).\n' +
        'Docs: https://github.com/platform-api/platform-api/blob/main/docs/cli.md\n' +
        examples(
          'platform-api login --base-url http://127.0.0.1:4010',
          'platform-api usage',
          'platform-api contacts list --search engineer',
          'platform-api pipelines show 6955b900e6e1a7000000005d',
          'platform-api api GET crm/contacts -F pageSize=50 --paginate',
          'platform-api webhooks listen --forward-to http://localhost:3000/webhooks',
          'platform-api emulator start --allow-local-webhooks',
        ),
    );
  // Subcommands created with `.command()` inherit the output, exit and help settings above.
  // Each registers its flags and help only; what a command does is loaded when it runs
  // (`lazyAction`, lib/command.ts): --help, --version and usage errors load neither the SDK nor
  // the emulator.
  registerUsageCommand(program, ctx);
  registerContactsCommand(program, ctx);
  registerInteractionsCommand(program, ctx);
  registerResumesCommand(program, ctx);
  registerPipelinesCommand(program, ctx);
  registerStagesCommand(program, ctx);
  registerCardsCommand(program, ctx);
  registerWebhooksCommand(program, ctx);
  registerJobsCommand(program, ctx);
  registerCandidatesCommand(program, ctx);
  registerOpenapiCommand(program, ctx);
  registerApiCommand(program, ctx);
  registerLoginCommand(program, ctx);
  registerConfigCommand(program, ctx);
  registerMcpCommand(program, ctx);
  registerCompletionCommand(program, ctx);
  registerEmulatorCommand(program, ctx);
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
  if (argv[0] === '__complete') {
    // The shell scripts of `platform-api completion` ask here at each Tab: answered from the command
    // tree, without parsing (the words are partial: flags without their values, a half-typed command).
    const { complete, formatCandidates } = await import('./lib/complete.ts');
    ctx.out(formatCandidates(await complete(program, argv.slice(1), io)));
    return 0;
  }
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
    const settings = ctx.settings;
    // The service names a key's workspaces in its application only; an emulator tells them.
    const keyWorkspaces =
      isWorkspaceChoiceError(error) && settings?.apiKey.value && settings.baseUrl.value
        ? await (await import('./lib/key-info.ts')).workspacesOfKey(ctx, settings, (error as Error).message)
        : undefined;
    const report = await describeError(error, ctx.now(), {
      baseUrl: settings?.baseUrl.value,
      settings,
      keyWorkspaces,
    });
    if (options.json) ctx.err(`${JSON.stringify({ error: report.json })}\n`);
    else ctx.err(`error: ${report.line}\n`);
    if (options.verbose && error instanceof Error && error.stack) ctx.err(`${error.stack}\n`);
    return report.exitCode;
  }
}
