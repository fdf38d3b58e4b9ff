import type { FetchFunction } from '@platform-api/sdk';
import type { Settings } from './config.ts';

/**
 * The SDK's redaction marker and shortest redacted value (`REDACTED` and `MIN_REDACTED_LENGTH` of
 * `@platform-api/sdk/operations`), restated: every run of the CLI redacts, and importing them would
 * load the SDK's operation table and schemas before `--help` could answer. A test keeps them equal.
 */
export const REDACTED = '[REDACTED]';
export const MIN_REDACTED_LENGTH = 6;

/**
 * Everything a command touches outside its arguments (gh's IOStreams and factory in one): `bin.ts`
 * passes the process's streams, terminal facts, environment and signals; tests pass their own, so
 * commands run in-process without a terminal, and a test can say "stdout is a TTY of 80 columns".
 */
export interface CliIo {
  /** Writes to standard output, as is. */
  stdout: (text: string) => void;
  /** Writes to standard error, as is. */
  stderr: (text: string) => void;
  /** Writes bytes to standard output (a downloaded file); defaults to `stdout` with UTF-8 text. */
  stdoutBytes?: ((data: Uint8Array) => void) | undefined;
  /** The environment the config falls back to (`PLATFORM_API_KEY`, ...). */
  env: Readonly<Record<string, string | undefined>>;
  /** Reads all of standard input (for `-` as a file name). */
  readStdin: () => Promise<Uint8Array>;
  /** The `fetch` the SDK client uses; tests inject an emulator's in-process `fetch`. */
  fetch?: FetchFunction | undefined;
  /** The clock used for relative times ("in 5h 12m"). */
  now?: (() => Date) | undefined;
  /** Whether standard output is a terminal (colour, tables fitted to its width, in-place refresh). @default false */
  stdoutIsTTY?: boolean | undefined;
  /** Whether standard error is a terminal (colour and in-place progress there). @default false */
  stderrIsTTY?: boolean | undefined;
  /** Whether standard input is a terminal (`login` then asks for the key without echo). @default false */
  stdinIsTTY?: boolean | undefined;
  /** The terminal's width in columns, when standard output is one. */
  columns?: (() => number | undefined) | undefined;
  /**
   * Asks on the terminal for a secret without echoing it (`login`), answering what was typed; only
   * called when `stdinIsTTY`.
   */
  readSecret?: ((prompt: string) => Promise<string>) | undefined;
  /**
   * Subscribes to Ctrl-C (SIGINT) and SIGTERM: `handler` runs instead of the default exit, until
   * the returned function unsubscribes. Long-running commands (`usage --watch`, `webhooks listen`)
   * stop cleanly with it.
   */
  onInterrupt?: ((handler: () => void) => () => void) | undefined;
}

/** Options every command accepts (declared on the program). */
export interface GlobalOptions {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  workspaceId?: string | undefined;
  /** Profile of the config file to read (`--profile`). */
  profile?: string | undefined;
  json?: boolean | undefined;
  verbose?: boolean | undefined;
  /** `false` with `--no-color`. */
  color?: boolean | undefined;
}

/**
 * A copy of a secret cut short, as a table cell ending in `…` shows it, is redacted from this many
 * leading characters on. Fewer leading characters of a key are its readable label (`pk_live_`,
 * `pk_demo_acme_admin_`), not the part that makes it secret.
 */
const MIN_PREFIX_LENGTH = 16;

/** `text` with `secret`, and every run of at least its first {@link MIN_PREFIX_LENGTH} characters, redacted. */
function redactSecret(text: string, secret: string): string {
  if (secret.length <= MIN_PREFIX_LENGTH) return text.split(secret).join(REDACTED);
  const head = secret.slice(0, MIN_PREFIX_LENGTH);
  let result = '';
  let from = 0;
  for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, from)) {
    let end = at + head.length;
    while (end - at < secret.length && text[end] === secret[end - at]) end++;
    result += text.slice(from, at) + REDACTED;
    from = end;
  }
  return result + text.slice(from);
}

/**
 * What commands get: the IO plus the set of secrets to keep out of everything printed. The API key
 * is registered as soon as it is known, and every write through {@link CliContext.out} and
 * {@link CliContext.err} replaces it with `[REDACTED]`: a last line of defence on top of the SDK's own
 * redaction. It applies to the text written, never to data before it is parsed.
 */
export class CliContext {
  readonly io: CliIo;
  /** The settings a command resolved (flag > environment > profile), for the error report. */
  settings: Settings | undefined;
  readonly #secrets = new Set<string>();

  constructor(io: CliIo) {
    this.io = io;
  }

  /**
   * Keeps `secret` out of all output from now on, and a copy of it cut short to 16 characters or
   * more (values shorter than 6 characters are ignored).
   */
  addSecret(secret: string | undefined): void {
    const value = secret?.trim();
    if (value && value.length >= MIN_REDACTED_LENGTH) this.#secrets.add(value);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.#secrets) result = redactSecret(result, secret);
    return result;
  }

  /** Writes `text` to stdout, secrets redacted. */
  out = (text: string): void => {
    this.io.stdout(this.redact(text));
  };

  /** Writes `text` to stderr, secrets redacted. */
  err = (text: string): void => {
    this.io.stderr(this.redact(text));
  };

  now(): Date {
    return this.io.now?.() ?? new Date();
  }
}

/** The IO of the running process. */
export function processIo(): CliIo {
  // `platform-api ... | head` closes the pipe early: stop quietly instead of crashing on EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdoutBytes: (data) => process.stdout.write(data),
    env: process.env,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
    columns: () => (process.stdout.isTTY ? process.stdout.columns : undefined),
    readSecret: readSecretFromTerminal,
    onInterrupt: (handler) => {
      const signals = ['SIGINT', 'SIGTERM'] as const;
      let interrupts = 0;
      const listener = () => {
        // A second Ctrl-C while the first one's clean-up runs: the user means it.
        if (++interrupts > 1) process.exit(130);
        handler();
      };
      for (const signal of signals) process.on(signal, listener);
      return () => {
        for (const signal of signals) process.off(signal, listener);
      };
    },
  };
}

/**
 * Reads one line from the terminal with echo off (raw mode): what `login` uses for the key, as `gh
 * auth login --with-token` and `ssh` do. Ctrl-C aborts; backspace works.
 */
function readSecretFromTerminal(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new InterruptedError());
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Ctrl-C while a command waited for the user: the command stops, exit code 130. */
export class InterruptedError extends Error {
  constructor() {
    super('Interrupted');
    this.name = 'InterruptedError';
  }
}
