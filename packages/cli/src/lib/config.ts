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
}

function pick(flag: string | undefined, env: string | undefined): string | undefined {
  const value = flag?.trim() || env?.trim();
  return value === '' ? undefined : value;
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
  return { apiKey, baseUrl, workspaceId };
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
  return new PlatformClient({
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
