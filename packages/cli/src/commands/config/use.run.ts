import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { CliError } from '../../lib/errors.ts';
import { readConfigFile, writeConfigFile } from '../../lib/profiles.ts';

export async function run(
  ctx: CliContext,
  name: string,
  _options: unknown,
  _command: Command,
): Promise<void> {
  const { config, path } = await readConfigFile(ctx.io.env);
  if (!config.profiles[name]) {
    const known = Object.keys(config.profiles);
    throw new CliError(
      `No profile "${name}" in ${path}` +
        (known.length > 0
          ? ` (profiles: ${known.join(', ')})`
          : ': `platform-api login --profile NAME` makes one'),
    );
  }
  config.currentProfile = name;
  await writeConfigFile(ctx.io.env, config);
  ctx.err(`Profile "${name}" is now the current one\n`);
}
