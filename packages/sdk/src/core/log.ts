/** Levels of the SDK's own log lines, quietest first. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** Where log lines go: `console` works, as does any logger with these four methods (pino, winston). */
export interface Logger {
  error(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  debug(message: string, data?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in RANK;
}

/**
 * A logger bound to a level. Lines carry the method, the path (never the query string, which may
 * hold ids a user prefers not to log), statuses, attempt numbers and timings: never a header, a
 * body or the API key.
 */
export class Log {
  readonly #logger: Logger;
  readonly #rank: number;

  constructor(logger: Logger, level: LogLevel) {
    this.#logger = logger;
    this.#rank = RANK[level];
  }

  enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return this.#rank >= RANK[level];
  }

  write(level: Exclude<LogLevel, 'off'>, message: string, data?: Record<string, unknown>): void {
    if (this.#rank < RANK[level]) return;
    // Without data, one argument: `console.info(line, undefined)` would print a literal "undefined".
    if (data) this.#logger[level](`[platform-api] ${message}`, data);
    else this.#logger[level](`[platform-api] ${message}`);
  }
}
