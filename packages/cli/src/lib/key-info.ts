import type { Settings } from './config.ts';
import type { CliContext } from './context.ts';
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
  /**
   * The workspaces the key grants; undefined when keys of its organization that grant different
   * workspaces share its prefix (the emulator's demo keys `pk_demo_acme_admin_…` and
   * `pk_demo_acme_reader_…` both list as `pk_demo_ac`): the organization is still known.
   */
  workspaces: { id: string; name: string }[] | undefined;
}

/**
 * The organization and workspaces of `apiKey`, asked of the emulator's control API: the service
 * tells a key's workspaces in its application only, the emulator lists its organizations with each
 * key's prefix (never the key). The key is the active key whose prefix it starts with; undefined when
 * the base URL is not an emulator, or when no key or keys of several organizations match (keys of one
 * organization granting different workspaces leave `workspaces` undefined).
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
  if (!matches.every(({ org }) => org.id === first.org.id)) return undefined;
  return {
    orgId: first.org.id,
    orgName: first.org.name,
    workspaces: matches.every(({ key }) => sameGrant(key.workspaceIds))
      ? first.org.workspaces.filter((w) => first.key.workspaceIds.includes(w.id))
      : undefined,
  };
}

/**
 * `id (name)` of each workspace of the configured key, when the base URL is an emulator that knows
 * it: for the hint of the service's "this key grants N workspaces" 400, whose `message` says how many
 * (that tells apart keys listed with the same prefix).
 */
export async function workspacesOfKey(
  ctx: CliContext,
  settings: Settings,
  message: string,
): Promise<string[] | undefined> {
  if (settings.apiKey.value === undefined || settings.baseUrl.value === undefined) return undefined;
  const { EmulatorControl } = await import('./emulator-control.ts');
  const control = new EmulatorControl({
    baseUrl: settings.baseUrl.value,
    token: settings.controlToken.value,
    fetch: ctx.io.fetch,
  });
  const grants = Number(/grants (\d+) workspaces/.exec(message)?.[1]) || undefined;
  const info = await keyInfo(control, settings.apiKey.value, { grants });
  return info?.workspaces?.map((w) => `${w.id} (${w.name})`);
}
