import type { Plan } from '@platform-api/sdk/schemas';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * The page's shared state: the control token, the organizations, the one selected, and the keys the
 * page may use for public-API actions. Keys live in this object only (memory): a reload forgets them.
 */
export interface DashboardState {
  /** The control token; kept in sessionStorage (this tab's session) at most. */
  token: string | null;
  /** Why the control API refused the last call: the token prompt shows it. */
  tokenProblem: 'CONTROL_TOKEN_MISSING' | 'CONTROL_TOKEN_INVALID' | null;
  orgs: OrgView[];
  orgId: string | null;
  /** A key per organization for the public API: the plaintext, in memory only. */
  keys: Record<string, { id: string | null; key: string; source: 'dashboard' | 'pasted' | 'created' }>;
}

export interface KeyView {
  id: string;
  prefix: string;
  userId: string;
  userName: string | null;
  scopes: string[];
  workspaceIds: string[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  status: 'active' | 'expired' | 'revoked';
}

export interface OrgView {
  id: string;
  name: string;
  plan: Plan;
  allowedScopes: string[];
  createdAt: string;
  workspaces: { id: string; name: string }[];
  keys: KeyView[];
  activeKeys: number;
  maxActiveKeys: number;
}

const TOKEN_KEY = 'platform-emulator-control-token';

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: DashboardState = {
  token: storedToken(),
  tokenProblem: null,
  orgs: [],
  orgId: null,
  keys: {},
};
const listeners = new Set<() => void>();

export function getState(): DashboardState {
  return state;
}

export function setState(patch: Partial<DashboardState>): void {
  state = { ...state, ...patch };
  if (patch.token !== undefined) {
    try {
      if (patch.token === null) sessionStorage.removeItem(TOKEN_KEY);
      else sessionStorage.setItem(TOKEN_KEY, patch.token);
    } catch {}
  }
  for (const listener of listeners) listener();
}

/** Re-renders the component when the selected part of the state changes. */
export function useStore<T>(select: (s: DashboardState) => T): T {
  const [value, setValue] = useState(() => select(state));
  // The latest selector (components pass an inline function).
  const selector = useRef(select);
  selector.current = select;
  useEffect(() => {
    const update = () => setValue(() => selector.current(state));
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return value;
}

/** The selected organization (the first one until the user picks another). */
export function useSelectedOrg(): OrgView | null {
  const orgs = useStore((s) => s.orgs);
  const orgId = useStore((s) => s.orgId);
  return orgs.find((o) => o.id === orgId) ?? orgs[0] ?? null;
}

/** The organization owning a workspace, and the workspace. */
export function workspaceOwner(orgs: OrgView[], workspaceId: string) {
  for (const org of orgs) {
    const workspace = org.workspaces.find((w) => w.id === workspaceId);
    if (workspace) return { org, workspace };
  }
  return null;
}
