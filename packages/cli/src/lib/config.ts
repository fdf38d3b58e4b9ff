import type { PlatformClient } from '@platform-api/sdk';
import type { CliContext, CliIo, GlobalOptions } from './context.ts';
import { CliError } from './errors.ts';
import { formatDuration, type Printer } from './output.ts';
import { type Profile, type ProfileField, readConfigFile, selectedProfileName } from './profiles.ts';

export const ENV_API_KEY = 'PLATFORM_API_KEY';
export const ENV_BASE_URL = 'PLATFORM_BASE_URL';
export const ENV_WORKSPACE_ID = 'PLATFORM_WORKSPACE_ID';
/** Fallback of `webhooks verify|sign --secret` (several secrets separated by spaces). */
export const ENV_WEBHOOK_SECRET = 'PLATFORM_WEBHOOK_SECRET';

/** Retry waits from this long on are announced even without `--verbose`. */
const LONG_WAIT_MS = 3_000;

/** Fallback of the emulator commands' `--control-token`. */
export const ENV_CONTROL_TOKEN = 'PLATFORM_CONTROL_TOKEN';

/** A setting of the connection: its flag, its variable and its field in a profile. */
const SETTINGS = {
  apiKey: { flag: '--api-key', env: ENV_API_KEY },
  baseUrl: { flag: '--base-url', env: ENV_BASE_URL },
  workspaceId: { flag: '--workspace-id', env: ENV_WORKSPACE_ID },
  controlToken: { flag: '--control-token', env: ENV_CONTROL_TOKEN },
} as const satisfies Record<ProfileField, { flag: string; env: string }>;

/** One setting's value and where it came from. */
export interface Setting {
  value: string | undefined;
  /** `flag`, `env`, `profile`, or `none` when nothing gave it. */
  from: 'flag' | 'env' | 'profile' | 'none';
  /**
   * How a message names it: `--base-url`, `--base-url (here from PLATFORM_BASE_URL)`, `--base-url
   * (here from profile "work")`.
   */
  label: string;
}

/**
 * Every setting of this invocation, each from its flag, else its environment variable, else the
 * selected profile of the config file (the precedence documented in docs/cli.md): nothing is
 * checked yet, so that commands needing only some settings (the emulator's control token, the base
 * URL) can read them.
 */
export interface Settings {
  apiKey: Setting;
  baseUrl: Setting;
  workspaceId: Setting;
  controlToken: Setting;
  /** The profile read, when the config file has it. */
  profile: string | undefined;
  /** The config file's path (for messages). */
  configPath: string;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text === '' ? undefined : text;
}

/** The setting `field` from the flag, the environment, then the profile. */
function settingOf(
  field: ProfileField,
  flags: Record<string, string | undefined>,
  env: CliIo['env'],
  profile: { name: string; values: Profile } | undefined,
): Setting {
  const { flag, env: variable } = SETTINGS[field];
  const fromFlag = trimmed(flags[field]);
  if (fromFlag !== undefined) return { value: fromFlag, from: 'flag', label: flag };
  const fromEnv = trimmed(env[variable]);
  if (fromEnv !== undefined) return { value: fromEnv, from: 'env', label: `${flag} (here from ${variable})` };
  const fromProfile = trimmed(profile?.values[field]);
  if (fromProfile !== undefined) {
    return { value: fromProfile, from: 'profile', label: `${flag} (here from profile "${profile!.name}")` };
  }
  return { value: undefined, from: 'none', label: flag };
}

/**
 * Reads the settings of this invocation (see {@link Settings}). A profile named with `--profile` or
 * `PLATFORM_PROFILE` must exist; the default one may be absent (then only flags and variables count).
 * @throws {CliError} for a named profile the config file does not have, or a config file that cannot be read.
 */
export async function resolveSettings(
  options: GlobalOptions & { controlToken?: string | undefined },
  io: Pick<CliIo, 'env' | 'stderr'>,
): Promise<Settings> {
  const { path, config, warning } = await readConfigFile(io.env);
  if (warning) io.stderr(`${warning}\n`);
  const selected = selectedProfileName(options.profile, io.env, config);
  const values = config.profiles[selected.name];
  if (values === undefined && selected.explicit) {
    const known = Object.keys(config.profiles);
    throw new CliError(
      `No profile "${selected.name}" in ${path}: create it with \`platform-api login --profile ${selected.name}\`` +
        (known.length > 0 ? ` (profiles: ${known.join(', ')})` : ''),
      { code: 'CONFIGURATION_ERROR' },
    );
  }
  const profile = values === undefined ? undefined : { name: selected.name, values };
  const flags = options as Record<string, string | undefined>;
  return {
    apiKey: settingOf('apiKey', flags, io.env, profile),
    baseUrl: settingOf('baseUrl', flags, io.env, profile),
    workspaceId: settingOf('workspaceId', flags, io.env, profile),
    controlToken: settingOf('controlToken', flags, io.env, profile),
    profile: profile?.name,
    configPath: path,
  };
}

/** Settings given outright (by `login`, which checks a key before saving it), each labelled as its flag. */
export function givenSettings(values: Partial<Record<ProfileField, string>>): Settings {
  const setting = (field: ProfileField): Setting => ({
    value: values[field],
    from: values[field] === undefined ? 'none' : 'flag',
    label: SETTINGS[field].flag,
  });
  return {
    apiKey: setting('apiKey'),
    baseUrl: setting('baseUrl'),
    workspaceId: setting('workspaceId'),
    controlToken: setting('controlToken'),
    profile: undefined,
    configPath: '',
  };
}

/** What `platform-api` suggests when the base URL is missing. */
export const MISSING_BASE_URL = `Missing base URL: pass --base-url <url>, set ${ENV_BASE_URL}, or save one in a profile (\`platform-api config set base-url <url>\`); a local emulator: http://127.0.0.1:4010`;

/** What `platform-api` suggests when the key is missing (a 401 says the same). */
export const HOW_TO_SET_THE_KEY = `pass --api-key <key>, set ${ENV_API_KEY}, or run \`platform-api login\``;

/** The base URL, required. @throws {CliError} when none is configured. */
export function requireBaseUrl(settings: Settings): string {
  if (settings.baseUrl.value === undefined)
    throw new CliError(MISSING_BASE_URL, { code: 'CONFIGURATION_ERROR' });
  return settings.baseUrl.value;
}

/** Where the CLI connects: the key and base URL, required, and the workspace, optional. */
export interface ConnectionConfig {
  apiKey: string;
  baseUrl: string;
  workspaceId: string | undefined;
  /** Where each setting came from, to name it in a message. */
  sources: { baseUrl: string; workspaceId: string };
}

/**
 * The connection of an API command.
 * @throws {CliError} when the key or the base URL is missing (the message never holds a key).
 */
export function connectionOf(settings: Settings): ConnectionConfig {
  if (settings.apiKey.value === undefined) {
    throw new CliError(`Missing API key: ${HOW_TO_SET_THE_KEY}`, { code: 'CONFIGURATION_ERROR' });
  }
  return {
    apiKey: settings.apiKey.value,
    baseUrl: requireBaseUrl(settings),
    workspaceId: settings.workspaceId.value,
    sources: { baseUrl: settings.baseUrl.label, workspaceId: settings.workspaceId.label },
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
  settings: Settings,
  printer: Printer,
): Promise<PlatformClient> {
  const config = connectionOf(settings);
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
