import type { Command } from 'commander';
import type { CliContext, GlobalOptions } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { maskSecret, PROFILE_SETTINGS } from '../../lib/profiles.ts';
import { settingName, targetProfile } from './shared.ts';

export async function run(
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
  const { field, secret } = PROFILE_SETTINGS[name];
  const value = config.profiles[profile]?.[field];
  if (value === undefined) throw new CliError(`Profile "${profile}" has no ${name}`);
  // A key is never printed whole: what `config get` shows is enough to tell keys apart.
  ctx.out(`${secret ? maskSecret(value) : value}\n`);
}
