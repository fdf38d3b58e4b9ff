// The flags of the standalone server, declared once: `platform-emulator` parses them and renders its
// `--help` from this table, and `platform-api emulator start` declares its options from it. Nothing
// heavy is imported here: a bad flag, `--help` and `--version` are answered before the emulator loads.
import { parseArgs } from 'node:util';
import { controlTokenTextProblem } from '../control-token.ts';
import { VERSION } from '../version.ts';

/** One flag of `platform-emulator`. */
export interface EmulatorFlag {
  /** The long name, without the dashes (`port` for `--port`). */
  readonly name: string;
  /** The value's placeholder as `--help` shows it (`<n>`); absent for a switch. */
  readonly value?: string;
  /** The value used when the flag is not given, as typed on the command line. */
  readonly default?: string;
  /** The only values accepted, when they are a short list. */
  readonly choices?: readonly string[];
  /** What the flag does, for `--help`. */
  readonly description: string;
  /** The value's problem as a phrase that follows the flag's name (`must be ...`), or null. */
  readonly check?: (value: string) => string | null;
}

/** The largest `--autosave` delay: a timer's longest (about 24.8 days); beyond it timers fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

function integerIn(min: number, max: number, what: string): (value: string) => string | null {
  return (value) => {
    const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= max ? null : `must be ${what}, got "${value}"`;
  };
}

/** Every flag of the standalone server but `--help` and `--version`, in the order `--help` lists them. */
export const EMULATOR_FLAGS: readonly EmulatorFlag[] = [
  {
    name: 'port',
    value: '<n>',
    default: '4010',
    description: 'port to listen on; 0 picks a free one (the ready line has the real port)',
    check: integerIn(0, 65_535, 'a port number (0 to 65535)'),
  },
  { name: 'host', value: '<host>', default: '127.0.0.1', description: 'host to bind' },
  {
    name: 'seed',
    value: '<demo|empty>',
    default: 'demo',
    choices: ['demo', 'empty'],
    description: 'data to start with: demo organizations, keys and records, or nothing',
  },
  {
    name: 'allow-local-webhooks',
    description: 'webhook URLs may use http:, any port, loopback and private addresses',
  },
  {
    name: 'state',
    value: '<file>',
    description:
      'load state from FILE at start; write it back on shutdown, on POST /_emulator/snapshot and after ' +
      'changes (see --autosave); written atomically, mode 0600; its folder must exist and be writable, ' +
      'and a malformed FILE stops the start (exit 1)',
  },
  {
    name: 'autosave',
    value: '<ms>',
    default: '1000',
    description:
      'with --state: write the state at most this long after a change (0: only on shutdown and ' +
      'snapshot); a SIGKILL loses at most that long of changes',
    check: integerIn(0, MAX_TIMER_MS, 'a number of milliseconds (0 to switch it off)'),
  },
  {
    name: 'control-token',
    value: '<token>',
    description: 'the control API (/_emulator/...) needs this value in the x-control-token header',
    check: controlTokenTextProblem,
  },
  { name: 'unlimited', description: 'switch every quota and rate limit off (load tests)' },
];

/** The server's settings, from the flags. */
export interface EmulatorStartOptions {
  port: number;
  host: string;
  seed: 'demo' | 'empty';
  allowLocalWebhooks: boolean;
  state: string | undefined;
  /** 0: autosave off. */
  autosaveMs: number;
  controlToken: string | undefined;
  unlimited: boolean;
}

/** What the command line asks for. */
export type EmulatorCommand =
  | { action: 'help' }
  | { action: 'version' }
  | { action: 'start'; options: EmulatorStartOptions };

/** A command line the server does not accept: the message says what to change. Exit code 1. */
export class EmulatorUsageError extends Error {
  constructor(message: string) {
    super(`${message} (platform-emulator --help lists the flags)`);
    this.name = 'EmulatorUsageError';
  }
}

const META_FLAGS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/** `node:util` parseArgs' words, in ours. */
function usageError(error: unknown): EmulatorUsageError {
  const { code, message } = error as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(message ?? '')?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new EmulatorUsageError(`unknown flag ${quoted}`);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new EmulatorUsageError(`unexpected argument "${quoted}": every setting is a --flag`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      // "Option '--port <value>' argument missing" or "Option '--unlimited' does not take an argument"
      const flag = EMULATOR_FLAGS.find((each) => quoted.split(' ')[0] === `--${each.name}`);
      if (flag?.value) {
        // `--port -1`: parseArgs takes the "-1" for a flag of its own.
        const dash = message?.includes('ambiguous')
          ? ` (a value that starts with "-" is written --${flag.name}=VALUE)`
          : '';
        return new EmulatorUsageError(`--${flag.name} needs a value: ${flagSyntax(flag)}${dash}`);
      }
      if (flag) return new EmulatorUsageError(`--${flag.name} takes no value`);
      return new EmulatorUsageError(message ?? String(error));
    }
    default:
      return new EmulatorUsageError(message ?? String(error));
  }
}

/**
 * Reads `argv` (the arguments after the program's name) against {@link EMULATOR_FLAGS}.
 * @throws {EmulatorUsageError} for an unknown flag, a missing or bad value, or a stray argument.
 */
export function parseEmulatorArgs(argv: readonly string[]): EmulatorCommand {
  // `pnpm emulator -- --port 4107` passes the `--` on: a leading one only ends the runner's options.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { ...META_FLAGS };
  for (const flag of EMULATOR_FLAGS) options[flag.name] = { type: flag.value ? 'string' : 'boolean' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw usageError(error);
  }
  if (values.help) return { action: 'help' };
  if (values.version) return { action: 'version' };

  const text = (name: string): string | undefined => {
    const flag = EMULATOR_FLAGS.find((each) => each.name === name)!;
    const value = (values[name] as string | undefined) ?? flag.default;
    if (value === undefined) return undefined;
    if (flag.choices && !flag.choices.includes(value))
      throw new EmulatorUsageError(`--${name} must be ${flag.choices.join(' or ')}, got "${value}"`);
    const problem = flag.check?.(value);
    if (problem) throw new EmulatorUsageError(`--${name} ${problem}`);
    return value;
  };
  return {
    action: 'start',
    options: {
      port: Number(text('port')),
      host: text('host')!,
      seed: text('seed') as 'demo' | 'empty',
      allowLocalWebhooks: values['allow-local-webhooks'] === true,
      state: text('state'),
      autosaveMs: Number(text('autosave')),
      controlToken: text('control-token'),
      unlimited: values.unlimited === true,
    },
  };
}

/** `--port <n>`: a flag as `--help` shows it. */
export function flagSyntax(flag: EmulatorFlag): string {
  return flag.value ? `--${flag.name} ${flag.value}` : `--${flag.name}`;
}

const HELP_WIDTH = 100;

/** `text` cut at spaces into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The `--help` text, made from {@link EMULATOR_FLAGS}: every flag the parser accepts is listed. */
export function emulatorHelp(): string {
  const rows: [string, string][] = EMULATOR_FLAGS.map((flag) => [
    flagSyntax(flag),
    flag.default === undefined ? flag.description : `${flag.description} (default ${flag.default})`,
  ]);
  rows.push(['-h, --help', 'show this help'], ['-V, --version', 'print the version']);
  const column = Math.max(...rows.map(([syntax]) => syntax.length)) + 4;
  const lines = rows.flatMap(([syntax, description]) =>
    wrap(description, HELP_WIDTH - column).map(
      (part, i) => `${i === 0 ? `  ${syntax}`.padEnd(column + 2) : ' '.repeat(column + 2)}${part}`,
    ),
  );
  return `Usage: platform-emulator [options]

Starts the platform API emulator over HTTP (version ${VERSION}).

Options:
${lines.join('\n')}
`;
}
