import type { PlatformClient } from '@platform-api/sdk';
import type { CliContext, GlobalOptions } from './context.ts';
import { CliError } from './errors.ts';
import { formatDuration, type Printer } from './output.ts';

export const ENV_API_KEY = 'PLATFORM_API_KEY';
export const ENV_BASE_URL = 'PLATFORM_BASE_URL';
export const ENV_WORKSPACE_ID = 'PLATFORM_WORKSPACE_ID';
/** Fallback of `webhooks verify|sign --secret` (several secrets separated by spaces). */
export const ENV_WEBHOOK_SECRET = 'PLATFORM_WEBHOOK_SECRET';

/** Retry waits from this long on are announced even without `--verbose`. */
const LONG_WAIT_MS = 3_000;

/** Where the CLI connects, from the flags, else the environment. */
export interface ConnectionConfig {
  apiKey: string;
  baseUrl: string;
  workspaceId: string | undefined;
  /** Where each setting came from, to name it in a message: the flag, or its variable. */
  sources: { baseUrl: string; workspaceId: string };
}

function pick(flag: string | undefined, env: string | undefined): string | undefined {
  const value = flag?.trim() || env?.trim();
  return value === '' ? undefined : value;
}

/** `--flag`, or `--flag (here from VARIABLE)` when the flag was not given and the variable was used. */
function sourceOf(flagName: string, flag: string | undefined, envName: string): string {
  return flag?.trim() ? flagName : `${flagName} (here from ${envName})`;
}

/** The base URL this invocation uses (`--base-url`, else `PLATFORM_BASE_URL`), if any: for error hints. */
export function configuredBaseUrl(options: GlobalOptions, env: CliContext['io']['env']): string | undefined {
  return pick(options.baseUrl, env[ENV_BASE_URL]);
}

/**
 * `--api-key`, `--base-url`, `--workspace-id`, each falling back to its environment variable.
 * @throws {CliError} when the key or the base URL is missing (the message never holds a key).
 */
export function resolveConfig(options: GlobalOptions, env: CliContext['io']['env']): ConnectionConfig {
  const apiKey = pick(options.apiKey, env[ENV_API_KEY]);
  const baseUrl = pick(options.baseUrl, env[ENV_BASE_URL]);
  const workspaceId = pick(options.workspaceId, env[ENV_WORKSPACE_ID]);
  if (apiKey === undefined) {
    throw new CliError(`Missing API key: pass --api-key <key> or set ${ENV_API_KEY}`, {
      code: 'CONFIGURATION_ERROR',
    });
  }
  if (baseUrl === undefined) {
    throw new CliError(
      `Missing base URL: pass --base-url <url> or set ${ENV_BASE_URL} (a local emulator: http://127.0.0.1:4010)`,
      { code: 'CONFIGURATION_ERROR' },
    );
  }
  return {
    apiKey,
    baseUrl,
    workspaceId,
    sources: {
      baseUrl: sourceOf('--base-url', options.baseUrl, ENV_BASE_URL),
      workspaceId: sourceOf('--workspace-id', options.workspaceId, ENV_WORKSPACE_ID),
    },
  };
}

/**
 * A configuration error of the SDK in the CLI's words: it names the option (`baseUrl must be ...`),
 * the user typed the flag or set the variable (`--base-url must be ...`).
 */
function inFlagTerms(error: unknown, config: ConnectionConfig): unknown {
  const { errorCode, message } = (error ?? {}) as { errorCode?: unknown; message?: unknown };
  if (errorCode !== 'CONFIGURATION_ERROR' || typeof message !== 'string') return error;
  const renamed = message
    .replace(/^baseUrl\b/, config.sources.baseUrl)
    .replace(/^workspaceId\b/, config.sources.workspaceId);
  return renamed === message ? error : new CliError(renamed, { code: 'CONFIGURATION_ERROR' });
}

/**
 * The SDK client for this invocation. The key is registered as a secret first, so nothing printed
 * afterwards can show it; `--verbose` traces requests (method, URL, status, time: never headers).
 * The SDK is loaded here, not at startup: commands that make no API call (help, webhooks, emulator)
 * skip the cost of its schemas.
 */
export async function createClient(
  ctx: CliContext,
  options: GlobalOptions,
  printer: Printer,
): Promise<PlatformClient> {
  const config = resolveConfig(options, ctx.io.env);
  ctx.addSecret(config.apiKey);
  const { PlatformClient } = await import('@platform-api/sdk');
  try {
    return newClient(PlatformClient, ctx, config, printer);
  } catch (error) {
    throw inFlagTerms(error, config);
  }
}

function newClient(
  Client: typeof PlatformClient,
  ctx: CliContext,
  config: ConnectionConfig,
  printer: Printer,
): PlatformClient {
  return new Client({
    apiKey: config.apiKey,
    baseUrl: config.baseUrl,
    workspaceId: config.workspaceId,
    fetch: ctx.io.fetch,
    defaultHeaders: { 'user-agent': 'platform-api-cli' },
    hooks: {
      beforeRequest: [
        ({ request, attempt }) =>
          printer.trace(`> ${request.method} ${request.url}${attempt > 1 ? ` (attempt ${attempt})` : ''}`),
      ],
      afterResponse: [
        ({ response, durationMs }) => printer.trace(`< ${response.status} (${Math.round(durationMs)} ms)`),
      ],
      beforeRetry: [
        ({ error, delayMs }) => {
          const text = `${error.errorCode}: retrying in ${formatDuration(Math.ceil(delayMs / 1000))}`;
          // Short backoffs only with --verbose; a long wait (a per-minute 429) is worth a note.
          if (delayMs >= LONG_WAIT_MS) printer.note(text);
          else printer.trace(text);
        },
      ],
    },
  });
}
