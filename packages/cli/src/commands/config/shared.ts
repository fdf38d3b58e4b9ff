import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import {
  type ConfigFile,
  checkProfileName,
  DEFAULT_PROFILE,
  ENV_PROFILE,
  PROFILE_SETTINGS,
  type ProfileSettingName,
  readConfigFile,
} from '../../lib/profiles.ts';

/** A setting's name as typed, checked. */
export function settingName(name: string): ProfileSettingName {
  if (!(name in PROFILE_SETTINGS)) {
    throw new CliError(
      `Unknown setting "${name}": the settings are ${Object.keys(PROFILE_SETTINGS).join(', ')}`,
    );
  }
  return name as ProfileSettingName;
}

/** The config file and the profile a `config` command acts on: `--profile`, else `PLATFORM_PROFILE`, else the current one. */
export async function targetProfile(
  ctx: CliContext,
  flag: string | undefined,
): Promise<{ config: ConfigFile; name: string; path: string }> {
  const read = await readConfigFile(ctx.io.env);
  if (read.warning) ctx.err(`${read.warning}\n`);
  const name = checkProfileName(
    flag?.trim() || ctx.io.env[ENV_PROFILE]?.trim() || read.config.currentProfile || DEFAULT_PROFILE,
  );
  return { config: read.config, name, path: read.path };
}
