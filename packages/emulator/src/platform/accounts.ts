import { KEY_LIMITS } from '@platform-api/sdk/operations';
import type { Plan, Scope } from '@platform-api/sdk/schemas';
import { SCOPES } from '@platform-api/sdk/schemas';
import { hashKey } from '../engine/auth.ts';
import type { EmulatorCore } from '../engine/core.ts';
import { HttpError, validationError } from '../engine/errors.ts';
import { randomToken } from '../engine/ids.ts';
import type { ApiKeyRecord } from '../store/schemas.ts';
import { readControlDate } from './control-dates.ts';

export const MAX_ACTIVE_KEYS_PER_ORG = KEY_LIMITS.activePerOrganization;

/** Scopes a plan allows: the free plan only gets job-search. */
export function scopesForPlan(plan: Plan): Scope[] {
  return plan === 'free' ? ['job-search:read'] : [...SCOPES];
}

/** An organization made by `createOrg` / `POST /_emulator/orgs`, with its workspaces. */
export interface CreatedOrg {
  id: string;
  name: string;
  plan: Plan;
  workspaces: { id: string; name: string }[];
}

export async function createOrg(
  core: EmulatorCore,
  input: { name?: string; plan: Plan; workspaces?: string[]; id?: string; workspaceIds?: string[] },
): Promise<CreatedOrg> {
  const now = core.clock.iso();
  const org = await core.tables.orgs.insert({
    id: input.id ?? core.newId(),
    name: input.name ?? 'Organization',
    plan: input.plan,
    createdAt: now,
  });
  const names = input.workspaces && input.workspaces.length > 0 ? input.workspaces : ['Default'];
  const workspaces: { id: string; name: string }[] = [];
  for (const [i, name] of names.entries()) {
    const ws = await core.tables.workspaces.insert({
      id: input.workspaceIds?.[i] ?? core.newId(),
      orgId: org.id,
      name,
      createdAt: now,
    });
    workspaces.push({ id: ws.id, name: ws.name });
  }
  return { id: org.id, name: org.name, plan: org.plan, workspaces };
}

/** A key made by `createKey` / `POST /_emulator/orgs/{orgId}/keys`: `key` is the plaintext, shown only here. */
export interface CreatedKey {
  id: string;
  key: string;
  userId: string;
  scopes: Scope[];
  workspaceIds: string[];
  expiresAt: string | null;
}

/** `POST /_emulator/orgs/{orgId}/keys` (the contract's body). */
export interface KeyInput {
  scopes?: Scope[] | undefined;
  workspaceIds?: string[] | undefined;
  userId?: string | undefined;
  expiresAt?: string | undefined;
}

/** Mints a key; the plaintext is returned here only and stored as a SHA-256 hash. */
export async function createKey(
  core: EmulatorCore,
  orgId: string,
  input: KeyInput & { plaintext?: string },
): Promise<CreatedKey> {
  const org = core.tables.orgs.get(orgId);
  if (!org)
    throw new HttpError('NOT_FOUND', 'No organization with this id.', {
      details: [{ field: 'orgId', message: 'not found' }],
    });
  // Checked before anything is stored (a member is made below).
  const expiresAt =
    input.expiresAt === undefined
      ? null
      : new Date(readControlDate(input.expiresAt, 'expiresAt')).toISOString();
  const allowed = scopesForPlan(org.plan);
  // A scope or a workspace named twice is kept once.
  const scopes = [...new Set(input.scopes ?? allowed)];
  for (const s of scopes) {
    if (!allowed.includes(s)) {
      throw validationError(`The ${org.plan} plan does not allow the scope "${s}".`, [
        { field: 'scopes', message: `"${s}" is not allowed on the ${org.plan} plan` },
      ]);
    }
  }
  const orgWorkspaces = core.tables.workspaces
    .all()
    .filter((w) => w.orgId === orgId)
    .map((w) => w.id);
  if (input.workspaceIds?.length === 0) {
    throw validationError('A key grants at least one workspace.', [
      {
        field: 'workspaceIds',
        message: "must name at least one workspace (leave it out for all of the organization's)",
      },
    ]);
  }
  const workspaceIds = input.workspaceIds
    ? [...new Set(input.workspaceIds.map((w) => w.toLowerCase()))]
    : orgWorkspaces;
  for (const w of workspaceIds) {
    if (!orgWorkspaces.includes(w)) {
      throw validationError(`Workspace ${w} is not one of the organization's.`, [
        { field: 'workspaceIds', message: `${w} is not a workspace of this organization` },
      ]);
    }
  }
  // An expired key can never authenticate again: like a revoked one, it no longer counts.
  const active = core.tables.apiKeys.all().filter((k) => k.orgId === orgId && core.auth.isActive(k));
  if (active.length >= MAX_ACTIVE_KEYS_PER_ORG) {
    throw new HttpError(
      'VALIDATION_ERROR',
      `An organization holds at most ${MAX_ACTIVE_KEYS_PER_ORG} active keys; revoke one first.`,
      { status: 409, details: [{ field: 'orgId', message: 'active key limit reached' }] },
    );
  }
  const now = core.clock.iso();
  let userId = input.userId;
  if (userId) {
    const member = core.tables.members.get(userId);
    if (!member || member.orgId !== orgId) {
      throw validationError('userId is not a member of this organization.', [
        { field: 'userId', message: 'not a member of this organization' },
      ]);
    }
  } else {
    const member = await core.tables.members.insert({
      id: core.newId(),
      orgId,
      name: `Member ${core.tables.members.size + 1}`,
      createdAt: now,
    });
    userId = member.id;
  }
  const plaintext = input.plaintext ?? `pk_emu_${randomToken(24)}`;
  const record: ApiKeyRecord = await core.tables.apiKeys.insert({
    id: core.newId(),
    orgId,
    userId,
    keyHash: hashKey(plaintext),
    keyPrefix: plaintext.slice(0, 10),
    scopes,
    workspaceIds,
    expiresAt,
    revokedAt: null,
    createdAt: now,
  });
  core.auth.index(record);
  return {
    id: record.id,
    key: plaintext,
    userId,
    scopes: record.scopes,
    workspaceIds: record.workspaceIds,
    expiresAt: record.expiresAt,
  };
}

export async function revokeKey(core: EmulatorCore, keyId: string): Promise<{ id: string; revoked: true }> {
  const key = core.tables.apiKeys.get(keyId.toLowerCase());
  if (!key)
    throw new HttpError('NOT_FOUND', 'No key with this id.', {
      details: [{ field: 'keyId', message: 'not found' }],
    });
  if (!key.revokedAt) {
    const now = core.clock.iso();
    await core.tables.apiKeys.update(key, (d) => {
      d.revokedAt = now;
    });
  }
  return { id: key.id, revoked: true };
}
