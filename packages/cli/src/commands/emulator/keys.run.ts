import type { CreatedKey } from '@platform-api/emulator';
import type { Command } from 'commander';
import { requireBaseUrl } from '../../lib/config.ts';
import type { CliContext } from '../../lib/context.ts';
import { formatFields } from '../../lib/output.ts';
import { checkProfileName, maskSecret, readConfigFile, writeConfigFile } from '../../lib/profiles.ts';
import { Session } from '../../lib/session.ts';

interface CreateOptions {
  scope?: string[];
  workspace?: string[];
  user?: string;
  expiresAt?: string;
  saveProfile?: string;
}

export async function create(
  ctx: CliContext,
  orgId: string,
  options: CreateOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const profileName = options.saveProfile === undefined ? undefined : checkProfileName(options.saveProfile);
  const control = await session.control();
  const key = await control.call<CreatedKey>('POST', `/orgs/${orgId}/keys`, {
    ...(options.scope ? { scopes: options.scope } : {}),
    ...(options.workspace ? { workspaceIds: options.workspace } : {}),
    ...(options.user !== undefined ? { userId: options.user } : {}),
    ...(options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {}),
  });
  const facts = (shown: string) =>
    formatFields([
      ['key', shown],
      ['id', key.id],
      ['user', key.userId],
      ['scopes', key.scopes.join(', ')],
      ['workspaces', key.workspaceIds.join(', ')],
      ['expires', key.expiresAt ?? 'never'],
    ]);
  if (profileName === undefined) {
    // The plaintext is shown here only (as the control API answers it): this is where it is meant to be seen.
    session.printer.result(key, () => facts(key.key));
    return;
  }
  ctx.addSecret(key.key);
  const settings = await session.settings();
  const { config } = await readConfigFile(ctx.io.env);
  config.profiles[profileName] = {
    ...config.profiles[profileName],
    apiKey: key.key,
    baseUrl: requireBaseUrl(settings),
    ...(key.workspaceIds.length === 1 ? { workspaceId: key.workspaceIds[0] } : {}),
  };
  const path = await writeConfigFile(ctx.io.env, config);
  const { key: _plaintext, ...withoutKey } = key;
  session.printer.result(
    { ...withoutKey, key: maskSecret(key.key), profile: profileName, path },
    () =>
      `${facts(maskSecret(key.key))}\nSaved in profile "${profileName}" (${path}): platform-api --profile ${profileName} usage\n`,
  );
}

export async function revoke(
  ctx: CliContext,
  keyId: string,
  _options: unknown,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const control = await session.control();
  const answer = await control.call<{ id: string; revoked: true }>(
    'POST',
    `/keys/${encodeURIComponent(keyId)}/revoke`,
  );
  session.printer.result(answer, () => `Revoked key ${answer.id}\n`);
}
