import type { EmulatorCore } from '../engine/core.ts';
import { HttpError } from '../engine/errors.ts';
import { type CreatedKey, createKey, MAX_ACTIVE_KEYS_PER_ORG, revokeKey } from '../platform/accounts.ts';

/** The member that owns the dashboard's keys: the key list names it, so the key is recognisable. */
export const DASHBOARD_MEMBER_NAME = 'Emulator dashboard';

/**
 * `POST /_emulator/orgs/{orgId}/dashboard-key`: a key for the dashboard's public-API actions (move a
 * card, generate a job, search, call a tool), owned by the member "Emulator dashboard" with every
 * scope the plan allows. The dashboard keeps its plaintext in memory only, so each page session asks
 * for a new one: the member's earlier keys are revoked first, and the organization's 10 active keys
 * are never filled by dashboard visits. Refused (409) when the organization's other keys already fill
 * its 10 slots; nothing is revoked then.
 */
export async function createDashboardKey(
  core: EmulatorCore,
  orgId: string,
): Promise<CreatedKey & { revokedKeyIds: string[] }> {
  const org = core.tables.orgs.get(orgId.toLowerCase());
  if (!org) {
    throw new HttpError('NOT_FOUND', 'No organization with this id.', {
      details: [{ field: 'orgId', message: 'not found' }],
    });
  }
  const { members, apiKeys } = core.tables;
  const member = members.all().find((m) => m.orgId === org.id && m.name === DASHBOARD_MEMBER_NAME);
  const active = apiKeys.all().filter((k) => k.orgId === org.id && core.auth.isActive(k));
  const earlier = member ? active.filter((k) => k.userId === member.id) : [];
  if (active.length - earlier.length >= MAX_ACTIVE_KEYS_PER_ORG) {
    throw new HttpError(
      'VALIDATION_ERROR',
      `${org.name} holds ${MAX_ACTIVE_KEYS_PER_ORG} active keys already (the limit): revoke one, or use one of them in the dashboard by pasting it.`,
      { status: 409, details: [{ field: 'orgId', message: 'active key limit reached' }] },
    );
  }
  const owner =
    member ??
    (await members.insert({
      id: core.newId(),
      orgId: org.id,
      name: DASHBOARD_MEMBER_NAME,
      createdAt: core.clock.iso(),
    }));
  for (const key of earlier) await revokeKey(core, key.id);
  const created = await createKey(core, org.id, { userId: owner.id });
  return { ...created, revokedKeyIds: earlier.map((k) => k.id) };
}
