import type { EmulatorControl } from './emulator-control.ts';

/** An organization as the emulator's control API lists it (`GET /_emulator/orgs`), the fields read here. */
interface ControlOrg {
  id: string;
  name: string;
  workspaces: { id: string; name: string }[];
  keys: { id: string; prefix: string; workspaceIds: string[]; status: string }[];
}

/** What the emulator knows of a key: its organization and the workspaces it grants. */
export interface KeyInfo {
  orgId: string;
  orgName: string;
  workspaces: { id: string; name: string }[];
}

/**
 * The organization and workspaces of `apiKey`, asked of the emulator's control API: the service
 * tells a key's workspaces in its application only, the emulator lists its organizations with each
 * key's prefix (never the key). The key is the active key whose prefix it starts with; undefined when
 * the base URL is not an emulator, or when no key or keys of several organizations (or granting
 * different workspaces) match.
 */
export async function keyInfo(
  control: EmulatorControl,
  apiKey: string,
  options: { timeoutMs?: number; grants?: number | undefined } = {},
): Promise<KeyInfo | undefined> {
  const timeoutMs = options.timeoutMs ?? 3_000;
  let orgs: ControlOrg[];
  try {
    orgs = (await control.call<{ items: ControlOrg[] }>('GET', '/orgs', undefined, { timeoutMs })).items;
  } catch {
    return undefined;
  }
  const matches = orgs.flatMap((org) =>
    org.keys
      .filter(
        (key) =>
          key.status === 'active' &&
          key.prefix.length > 0 &&
          apiKey.startsWith(key.prefix) &&
          (options.grants === undefined || key.workspaceIds.length === options.grants),
      )
      .map((key) => ({ org, key })),
  );
  const first = matches[0];
  if (!first) return undefined;
  const sameGrant = (ids: readonly string[]) =>
    ids.length === first.key.workspaceIds.length && ids.every((id) => first.key.workspaceIds.includes(id));
  if (!matches.every(({ org, key }) => org.id === first.org.id && sameGrant(key.workspaceIds)))
    return undefined;
  return {
    orgId: first.org.id,
    orgName: first.org.name,
    workspaces: first.org.workspaces.filter((w) => first.key.workspaceIds.includes(w.id)),
  };
}
