import type { Command } from 'commander';
import { createClient, givenSettings, MISSING_BASE_URL } from '../lib/config.ts';
import type { CliContext } from '../lib/context.ts';
import { CliError } from '../lib/errors.ts';
import {
  checkProfileName,
  DEFAULT_PROFILE,
  ENV_PROFILE,
  maskSecret,
  type Profile,
  readConfigFile,
  writeConfigFile,
} from '../lib/profiles.ts';
import { Session } from '../lib/session.ts';
import { readUsage } from './usage.run.ts';

/** The key: `--api-key`, else asked on the terminal without echo, else read from stdin (a pipe). */
async function readKey(ctx: CliContext, flag: string | undefined): Promise<string> {
  if (flag?.trim()) return flag.trim();
  if (ctx.io.stdinIsTTY && ctx.io.readSecret)
    return (await ctx.io.readSecret('API key (input hidden): ')).trim();
  return new TextDecoder().decode(await ctx.io.readStdin()).trim();
}

export async function run(ctx: CliContext, _options: unknown, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { globals, printer } = session;
  const name = checkProfileName(
    globals.profile?.trim() || ctx.io.env[ENV_PROFILE]?.trim() || DEFAULT_PROFILE,
  );
  const { config } = await readConfigFile(ctx.io.env);
  const stored: Profile = config.profiles[name] ?? {};
  // The base URL and workspace: the flags, else what the profile already holds (not the environment:
  // a variable set for one shell should not end up saved).
  const baseUrl = globals.baseUrl?.trim() || stored.baseUrl;
  if (!baseUrl) throw new CliError(MISSING_BASE_URL, { code: 'CONFIGURATION_ERROR' });
  const workspaceId = globals.workspaceId?.trim() || stored.workspaceId;
  const apiKey = await readKey(ctx, globals.apiKey);
  if (apiKey === '')
    throw new CliError('No key given: type it at the prompt, or pipe it in', { code: 'CONFIGURATION_ERROR' });
  ctx.addSecret(apiKey);

  const settings = givenSettings({ apiKey, baseUrl, ...(workspaceId ? { workspaceId } : {}) });
  ctx.settings = settings;
  const client = await createClient(ctx, settings, printer);
  // A usage read checks the key (a bad key is a 401 and stops here) and spends no quota.
  const report = await readUsage(client, { ctx });

  const profile: Profile = { ...stored, apiKey, baseUrl, ...(workspaceId ? { workspaceId } : {}) };
  config.profiles[name] = profile;
  config.currentProfile = name;
  const path = await writeConfigFile(ctx.io.env, config);
  const usable = report.families.filter((row) => row.status === 'ok').map((row) => row.family);
  // A family the key has but cannot read as set up (a key of several workspaces without one): said,
  // not left out silently.
  const failed = report.families.flatMap((row) =>
    row.status === 'error' ? [{ family: row.family, errorCode: row.errorCode, message: row.message }] : [],
  );
  printer.result(
    {
      profile: name,
      path,
      baseUrl,
      apiKey: maskSecret(apiKey),
      workspaceId: workspaceId ?? null,
      families: usable,
      failed,
    },
    () =>
      [
        `Key ${maskSecret(apiKey)} works at ${baseUrl}: ${usable.length > 0 ? usable.join(', ') : 'no family (see `platform-api usage`)'}`,
        ...failed.map((row) => `  not ${row.family}: ${row.message}`),
        `Saved profile "${name}" (now the current one) in ${path}`,
        '',
      ].join('\n'),
  );
}
