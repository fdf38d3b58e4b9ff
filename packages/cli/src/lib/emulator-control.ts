import type { FetchFunction } from '@platform-api/sdk';
import { ENV_CONTROL_TOKEN } from './config.ts';
import { CliError } from './errors.ts';
import type { Printer } from './output.ts';

/** The control API's answer to a failed call: the spec's error envelope. */
interface Envelope {
  statusCode?: number;
  errorCode?: string;
  message?: string;
  details?: { field: string; message: string }[];
}

/** A failed call of the control API, in one line (exit code 1). */
export class ControlError extends CliError {
  readonly statusCode: number | null;
  readonly errorCode: string;

  constructor(message: string, statusCode: number | null, errorCode: string) {
    super(message, { code: errorCode });
    this.statusCode = statusCode;
    this.errorCode = errorCode;
  }
}

/** Whether `baseUrl` is a loopback address (where a local emulator would run). */
export function isLoopback(baseUrl: string): boolean {
  try {
    const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** What to say when nothing answers at `baseUrl`. */
export function nothingAnswers(baseUrl: string, reason: string): string {
  return isLoopback(baseUrl)
    ? `Nothing answers at ${baseUrl} (${reason}): the emulator is not running there. Start it with \`platform-api emulator start\` (it prints its address), or fix --base-url`
    : `Nothing answers at ${baseUrl} (${reason}): check --base-url`;
}

/**
 * A client of the emulator's control API (`/_emulator/...`: no API key, JSON in and out, the
 * control token in `x-control-token` when the emulator was started with one). The SDK covers the
 * public API only: the control API is the emulator's own door, so it has its own small client here.
 */
export class EmulatorControl {
  readonly baseUrl: string;
  readonly #token: string | undefined;
  readonly #fetch: FetchFunction;
  readonly #printer: Printer | undefined;

  constructor(options: {
    baseUrl: string;
    token?: string | undefined;
    fetch?: FetchFunction | undefined;
    printer?: Printer | undefined;
  }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#token = options.token;
    this.#fetch = options.fetch ?? ((request) => globalThis.fetch(request));
    this.#printer = options.printer;
  }

  /**
   * Calls `path` (under `/_emulator`) and answers its JSON.
   * @throws {ControlError} with the emulator's code and message, or saying that nothing (or no
   * emulator) answers at the base URL.
   */
  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options: { signal?: AbortSignal | undefined; timeoutMs?: number } = {},
  ): Promise<T> {
    const url = `${this.baseUrl}/_emulator${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.#token) headers['x-control-token'] = this.#token;
    const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
    const signal = AbortSignal.any(signals.filter((each): each is AbortSignal => each !== undefined));
    this.#printer?.trace(`> ${method} ${url}`);
    const started = performance.now();
    let response: Response;
    try {
      response = await this.#fetch(
        new Request(url, {
          method,
          headers,
          signal,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      );
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const cause = (error as { cause?: { code?: string } }).cause;
      const reason = cause?.code ?? (error as Error).name ?? 'no answer';
      throw new ControlError(nothingAnswers(this.baseUrl, reason), null, 'CONNECTION_ERROR');
    }
    this.#printer?.trace(`< ${response.status} (${Math.round(performance.now() - started)} ms)`);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.ok && (parsed !== undefined || text === '')) return parsed as T;
    const envelope = (parsed ?? {}) as Envelope;
    if (typeof envelope.errorCode !== 'string') {
      throw new ControlError(
        `The server at ${this.baseUrl} answered ${response.status} without the emulator's JSON: it is not the emulator (the control API, /_emulator/..., is the emulator's only; the service has none)`,
        response.status,
        'NOT_AN_EMULATOR',
      );
    }
    let message = `${response.status} ${envelope.errorCode}: ${envelope.message ?? ''}`;
    const fresh = (envelope.details ?? []).filter((d) => !message.includes(`${d.field}: ${d.message}`));
    if (fresh.length > 0) message += ` (${fresh.map((d) => `${d.field}: ${d.message}`).join('; ')})`;
    if (envelope.errorCode.startsWith('CONTROL_TOKEN_')) {
      message += ` — pass --control-token <token>, set ${ENV_CONTROL_TOKEN}, or save it in a profile (\`platform-api config set control-token <token>\`)`;
    }
    throw new ControlError(message, response.status, envelope.errorCode);
  }

  /** The emulator's health (`{ ok, version }`), or undefined when the base URL is not an emulator (or nothing answers). */
  async health(timeoutMs = 3_000): Promise<{ ok: boolean; version: string } | undefined> {
    try {
      const answer = await this.call<{ ok?: unknown; version?: unknown }>('GET', '/health', undefined, {
        timeoutMs,
      });
      return answer?.ok === true && typeof answer.version === 'string'
        ? { ok: true, version: answer.version }
        : undefined;
    } catch {
      return undefined;
    }
  }
}
