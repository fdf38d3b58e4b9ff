import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CliIo } from './context.ts';
import { CliError } from './errors.ts';

/** Selects the profile when `--profile` is not given. */
export const ENV_PROFILE = 'PLATFORM_PROFILE';
/** The profile used when none is selected and none was made current. */
export const DEFAULT_PROFILE = 'default';

/** The settings a profile holds, by their names on the command line (`config set base-url ...`). */
export const PROFILE_SETTINGS = {
  'api-key': { field: 'apiKey', description: 'the API key (stored, never printed whole)', secret: true },
  'base-url': {
    field: 'baseUrl',
    description: 'the service origin, e.g. http://127.0.0.1:4010',
    secret: false,
  },
  'workspace-id': { field: 'workspaceId', description: 'the workspace to act in (24 hex)', secret: false },
  'control-token': {
    field: 'controlToken',
    description: "the emulator's control token (emulator commands)",
    secret: true,
  },
} as const;
export type ProfileSettingName = keyof typeof PROFILE_SETTINGS;
export type ProfileField = (typeof PROFILE_SETTINGS)[ProfileSettingName]['field'];

/** One profile of the config file. */
export type Profile = { [F in ProfileField]?: string };

/** The config file: profiles by name, and the one `config use` made current. */
export interface ConfigFile {
  currentProfile?: string;
  profiles: Record<string, Profile>;
}

/** Profile names: what a shell completes and a file name could hold. */
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) {
    throw new CliError(
      `Profile name "${name}" must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
    );
  }
  return name;
}

/**
 * The folder of the config file: `$XDG_CONFIG_HOME/platform-api`, else `~/.config/platform-api`
 * (the XDG base directory rule, which gh and most CLIs follow on Linux and macOS), and on Windows
 * `%APPDATA%\platform-api`.
 */
export function configDir(env: CliIo['env']): string {
  const xdg = env.XDG_CONFIG_HOME?.trim();
  if (xdg) return join(xdg, 'platform-api');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'platform-api');
  return join(env.HOME?.trim() || homedir(), '.config', 'platform-api');
}

export function configPath(env: CliIo['env']): string {
  return join(configDir(env), 'config.json');
}

/**
 * Masks a secret for display: its first few characters, `…`, its last 4 (`pk_demo_…6xa`): enough to
 * tell keys apart, never enough to use one. Short secrets show less (at most a quarter of them).
 */
export function maskSecret(secret: string): string {
  const head = Math.min(8, Math.floor(secret.length / 4));
  const tail = secret.length >= 24 ? 4 : secret.length >= 12 ? 2 : 0;
  return `${secret.slice(0, head)}…${tail > 0 ? secret.slice(-tail) : ''}`;
}

function parseConfig(text: string, path: string): ConfigFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`The config file ${path} is not valid JSON: ${(error as Error).message}`, {
      code: 'CONFIGURATION_ERROR',
    });
  }
  const file = parsed as Partial<ConfigFile> | null;
  if (file === null || typeof file !== 'object' || Array.isArray(file)) {
    throw new CliError(`The config file ${path} must hold a JSON object`, { code: 'CONFIGURATION_ERROR' });
  }
  const profiles: Record<string, Profile> = {};
  for (const [name, value] of Object.entries(file.profiles ?? {})) {
    if (value === null || typeof value !== 'object') continue;
    const profile: Profile = {};
    for (const { field } of Object.values(PROFILE_SETTINGS)) {
      const setting = (value as Record<string, unknown>)[field];
      if (typeof setting === 'string') profile[field] = setting;
    }
    profiles[name] = profile;
  }
  return {
    ...(typeof file.currentProfile === 'string' ? { currentProfile: file.currentProfile } : {}),
    profiles,
  };
}

/** What {@link readConfigFile} found: the file's content, and a warning when others may read it. */
export interface ReadConfig {
  path: string;
  config: ConfigFile;
  /** Set when the file exists with permissions wider than owner-only. */
  warning?: string;
}

/** Reads the config file; an absent file is an empty config. */
export async function readConfigFile(env: CliIo['env']): Promise<ReadConfig> {
  const path = configPath(env);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { path, config: { profiles: {} } };
    throw new CliError(`Cannot read the config file ${path}: ${(error as Error).message}`, {
      code: 'CONFIGURATION_ERROR',
    });
  }
  const config = parseConfig(text, path);
  if (process.platform !== 'win32') {
    const mode = (await stat(path)).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      return {
        path,
        config,
        warning: `warning: ${path} can be read by other users (mode ${mode.toString(8)}); it holds API keys: chmod 600 ${path}`,
      };
    }
  }
  return { path, config };
}

/**
 * Writes the config file owner-only: the folder is made with mode 0700, the file written to a
 * temporary file of mode 0600 beside it and renamed over the old one (atomic: a crash leaves the old
 * file or the new one, never half of one), then set to 0600 in case it existed with another mode.
 */
export async function writeConfigFile(env: CliIo['env'], config: ConfigFile): Promise<string> {
  const path = configPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path);
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return path;
}

/** Which profile this invocation reads: `--profile`, else `PLATFORM_PROFILE`, else the current one, else `default`. */
export function selectedProfileName(
  flag: string | undefined,
  env: CliIo['env'],
  config: ConfigFile,
): { name: string; explicit: boolean } {
  const named = flag?.trim() || env[ENV_PROFILE]?.trim();
  if (named) return { name: named, explicit: true };
  return { name: config.currentProfile ?? DEFAULT_PROFILE, explicit: false };
}
