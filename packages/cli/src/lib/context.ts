import type { FetchFunction } from '@platform-api/sdk';

/**
 * Everything a command touches outside its arguments. `bin.ts` passes the process's streams and
 * environment; tests pass their own, so commands run in-process without spawning.
 */
export interface CliIo {
  /** Writes to standard output, as is. */
  stdout: (text: string) => void;
  /** Writes to standard error, as is. */
  stderr: (text: string) => void;
  /** The environment the config falls back to (`PLATFORM_API_KEY`, ...). */
  env: Readonly<Record<string, string | undefined>>;
  /** Reads all of standard input (for `-` as a file name). */
  readStdin: () => Promise<Uint8Array>;
  /** The `fetch` the SDK client uses; tests inject an emulator's in-process `fetch`. */
  fetch?: FetchFunction | undefined;
  /** The clock used for relative times ("in 5h 12m"). */
  now?: (() => Date) | undefined;
}

/** Options every command accepts (declared on the program). */
export interface GlobalOptions {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  workspaceId?: string | undefined;
  json?: boolean | undefined;
  verbose?: boolean | undefined;
}

/**
 * What commands get: the IO plus the set of secrets to keep out of everything printed. The API key
 * is registered as soon as it is known, and every write through {@link CliContext.out} and
 * {@link CliContext.err} replaces it with `[REDACTED]`: a last line of defence on top of the SDK's own
 * redaction.
 */
export class CliContext {
  readonly io: CliIo;
  readonly #secrets = new Set<string>();

  constructor(io: CliIo) {
    this.io = io;
  }

  /** Keeps `secret` out of all output from now on (values shorter than 6 characters are ignored). */
  addSecret(secret: string | undefined): void {
    const value = secret?.trim();
    if (value && value.length >= 6) this.#secrets.add(value);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.#secrets) result = result.split(secret).join('[REDACTED]');
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
    env: process.env,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
