import type { Command } from 'commander';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { PROFILE_SETTINGS, writeConfigFile } from '../../lib/profiles.ts';
import { settingName, targetProfile } from './shared.ts';

/** A value the setting cannot take, said before it is saved. */
function problemWith(setting: string, value: string): string | undefined {
  if (value === '') return 'must not be empty (`config unset` removes a setting)';
  if (setting === 'base-url' && !/^https?:\/\/[^/?#\s]+/i.test(value)) {
    return 'must be an http(s) origin such as http://127.0.0.1:4010';
  }
  if (setting === 'workspace-id' && !/^[0-9a-fA-F]{24}$/.test(value)) return 'must be a 24-character hex id';
  return undefined;
}

export async function run(
  ctx: CliContext,
  setting: string,
  rawValue: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const name = settingName(setting);
  const value = (rawValue === '-' ? new TextDecoder().decode(await ctx.io.readStdin()) : rawValue).trim();
  const problem = problemWith(name, value);
  if (problem) throw new CliError(`${name} ${problem}`);
  const { field, secret } = PROFILE_SETTINGS[name];
  if (secret) ctx.addSecret(value);
  const { config, name: profile } = await targetProfile(
    ctx,
    command.optsWithGlobals<GlobalOptions>().profile,
  );
  config.profiles[profile] = { ...config.profiles[profile], [field]: value };
  config.currentProfile ??= profile;
  const path = await writeConfigFile(ctx.io.env, config);
  ctx.err(`Saved ${name} in profile "${profile}" (${path})\n`);
}

export async function unset(
  ctx: CliContext,
  setting: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const name = settingName(setting);
  const { config, name: profile } = await targetProfile(
    ctx,
    command.optsWithGlobals<GlobalOptions>().profile,
  );
  const stored = config.profiles[profile];
  if (!stored || stored[PROFILE_SETTINGS[name].field] === undefined) {
    throw new CliError(`Profile "${profile}" has no ${name}`);
  }
  delete stored[PROFILE_SETTINGS[name].field];
  const path = await writeConfigFile(ctx.io.env, config);
  ctx.err(`Removed ${name} from profile "${profile}" (${path})\n`);
}
