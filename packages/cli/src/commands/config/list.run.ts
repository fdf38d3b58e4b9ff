import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { maskSecret, readConfigFile } from '../../lib/profiles.ts';
import { Session } from '../../lib/session.ts';

export async function run(ctx: CliContext, options: { names?: boolean }, command: Command): Promise<void> {
  const { config, path, warning } = await readConfigFile(ctx.io.env);
  if (options.names) {
    // For shell completion: nothing else on stdout, nothing on stderr.
    for (const name of Object.keys(config.profiles)) ctx.out(`${name}\n`);
    return;
  }
  const session = new Session(ctx, command);
  if (warning) session.printer.warn(warning.replace(/^warning: /, ''));
  const rows = Object.entries(config.profiles).map(([name, profile]) => ({
    name,
    current: name === config.currentProfile,
    baseUrl: profile.baseUrl ?? null,
    workspaceId: profile.workspaceId ?? null,
    apiKey: profile.apiKey ? maskSecret(profile.apiKey) : null,
    controlToken: profile.controlToken ? maskSecret(profile.controlToken) : null,
  }));
  session.printer.result({ path, currentProfile: config.currentProfile ?? null, profiles: rows }, () => {
    if (rows.length === 0) return `No profiles yet in ${path}: \`platform-api login\` makes one.\n`;
    const table = session.printer.table(rows, [
      { header: '', value: (r) => (r.current ? '*' : ' ') },
      { header: 'profile', value: (r) => r.name, style: (r) => (r.current ? 'bold' : undefined) },
      { header: 'base url', value: (r) => r.baseUrl ?? '-', shrink: true },
      { header: 'workspace', value: (r) => r.workspaceId ?? '-' },
      { header: 'api key', value: (r) => r.apiKey ?? '-' },
      { header: 'control token', value: (r) => r.controlToken ?? '-' },
    ]);
    return `${table}\n${path}\n`;
  });
}
