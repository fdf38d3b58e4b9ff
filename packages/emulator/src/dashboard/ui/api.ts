import { getState, type OrgView, setState } from './store.ts';

/** An answer of 400 or more, with the error envelope (`statusCode`, `errorCode`, `message`, `details`). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | null;
  readonly details: { field: string; message: string }[];

  constructor(status: number, body: unknown) {
    const envelope = (body ?? {}) as { errorCode?: unknown; message?: unknown; details?: unknown };
    super(typeof envelope.message === 'string' ? envelope.message : `HTTP ${status}`);
    this.status = status;
    this.errorCode = typeof envelope.errorCode === 'string' ? envelope.errorCode : null;
    this.details = Array.isArray(envelope.details) ? envelope.details : [];
  }
}

/** A public-API action needs a key of the organization and the page holds none yet. */
export class NeedsKeyError extends Error {
  readonly orgId: string;

  constructor(orgId: string) {
    super('This action goes through the public API: choose a key of the organization first.');
    this.orgId = orgId;
  }
}

/** One line a person can act on: status, code, message and the fields named. */
export function describeError(err: unknown): string {
  if (err instanceof ApiError) {
    const fields = err.details.map((d) => `${d.field}: ${d.message}`).join('; ');
    return `${err.status}${err.errorCode ? ` ${err.errorCode}` : ''}: ${err.message}${fields ? ` (${fields})` : ''}`;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const init: RequestInit = { method, headers: { accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  if (signal) init.signal = signal;
  const res = await fetch(path, init);
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

/** The header the control API reads when it is protected (`--control-token`). */
export function controlHeaders(): Record<string, string> {
  const { token } = getState();
  return token ? { 'x-control-token': token } : {};
}

/**
 * A call of the control API (`/_emulator/...`). A refused token (missing or wrong) opens the token
 * prompt and rejects.
 */
export async function control<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return (await send(method, path, controlHeaders(), body, signal)) as T;
  } catch (err) {
    if (
      err instanceof ApiError &&
      (err.errorCode === 'CONTROL_TOKEN_MISSING' || err.errorCode === 'CONTROL_TOKEN_INVALID')
    ) {
      setState({ tokenProblem: err.errorCode });
    }
    throw err;
  }
}

/** The key the page uses for an organization's public-API actions, or a {@link NeedsKeyError}. */
export function keyOf(orgId: string): string {
  const entry = getState().keys[orgId];
  if (!entry) throw new NeedsKeyError(orgId);
  return entry.key;
}

/** A call of the public API (`/api/v3.0/...`) with the organization's key. */
export async function publicApi<T>(
  orgId: string,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<T> {
  const key = keyOf(orgId);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) if (value) query.set(name, value);
  const target = query.size > 0 ? `${path}?${query}` : path;
  return (await send(method, target, { 'x-api-key': key }, options.body)) as T;
}

let rpcId = 0;

/**
 * A JSON-RPC message to the agent tool server (`POST /mcp`), stateless, protocol 2025-11-25; `key`
 * for tool calls. Answers the result, or throws the protocol error.
 */
export async function mcp<T>(method: string, params: unknown, key: string | null): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2025-11-25',
  };
  if (key) headers['x-api-key'] = key;
  const answer = (await send('POST', '/mcp', headers, {
    jsonrpc: '2.0',
    id: ++rpcId,
    method,
    params,
  })) as { result?: T; error?: { code: number; message: string } };
  if (answer.error) throw new Error(`${answer.error.message} (JSON-RPC ${answer.error.code})`);
  return answer.result as T;
}

/** Reads the organizations again (after a change, or on a panel's refresh). */
export async function refreshOrgs(): Promise<OrgView[]> {
  const { items } = await control<{ items: OrgView[] }>('GET', '/_emulator/orgs');
  const { orgId } = getState();
  setState({ orgs: items, orgId: items.some((o) => o.id === orgId) ? orgId : (items[0]?.id ?? null) });
  return items;
}

/**
 * A dashboard key for the organization (`POST /_emulator/orgs/{orgId}/dashboard-key`): the member
 * "Emulator dashboard" gets a new key, its earlier ones are revoked; the plaintext stays in memory.
 */
export async function createDashboardKey(orgId: string): Promise<void> {
  const created = await control<{ id: string; key: string }>(
    'POST',
    `/_emulator/orgs/${orgId}/dashboard-key`,
  );
  setState({
    keys: { ...getState().keys, [orgId]: { id: created.id, key: created.key, source: 'dashboard' } },
  });
  await refreshOrgs();
}

/** Uses a key the user pasted (or just created) for the organization's public-API actions. */
export function rememberKey(
  orgId: string,
  key: string,
  source: 'pasted' | 'created',
  id: string | null,
): void {
  setState({ keys: { ...getState().keys, [orgId]: { id, key, source } } });
}

export function forgetKey(orgId: string): void {
  const { [orgId]: _, ...rest } = getState().keys;
  setState({ keys: rest });
}
