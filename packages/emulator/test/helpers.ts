import type { Scope } from '@platform-api/sdk/schemas';
import { expect } from 'vitest';
import { createEmulator, type Emulator, type EmulatorOptions } from '../src/index.ts';

export const CRM = '/api/v3.0/crm/public';

export interface Fixture {
  emu: Emulator;
  orgId: string;
  workspaceId: string;
  key: string;
  keyId: string;
  userId: string;
  /** A second organization, to prove isolation. */
  other: { orgId: string; workspaceId: string; key: string };
}

export async function setup(options: EmulatorOptions = {}, scopes?: Scope[]): Promise<Fixture> {
  const emu = await createEmulator(options);
  const org = await emu.createOrg({ name: 'Test Org', plan: 'platinum' });
  const key = await emu.createKey(org.id, scopes ? { scopes } : {});
  const otherOrg = await emu.createOrg({ name: 'Other Org', plan: 'diamond' });
  const otherKey = await emu.createKey(otherOrg.id);
  return {
    emu,
    orgId: org.id,
    workspaceId: org.workspaces[0]!.id,
    key: key.key,
    keyId: key.id,
    userId: key.userId,
    other: { orgId: otherOrg.id, workspaceId: otherOrg.workspaces[0]!.id, key: otherKey.key },
  };
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A raw HTTP call through the emulator's in-process fetch (or any base URL with `fetchImpl`). */
export async function call<T = any>(
  emu: Emulator | { fetch: typeof fetch; baseUrl: string },
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(emu.baseUrl + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.ip) headers['x-emulator-client-ip'] = opts.ip;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await emu.fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Expects the spec's error envelope. */
export function expectError(
  res: CallResult,
  status: number,
  errorCode: string,
): { message: string; details?: any; retryAfter?: number } {
  if (res.status !== status || res.body?.errorCode !== errorCode) {
    throw new Error(`expected ${status} ${errorCode}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  if (
    res.body.statusCode !== status ||
    typeof res.body.message !== 'string' ||
    typeof res.body.path !== 'string'
  ) {
    throw new Error(`not the spec's envelope: ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/**
 * Concurrent creates with one `Idempotency-Key`: exactly one original answer (201, not replayed);
 * every other is 409 IDEMPOTENCY_IN_PROGRESS (it arrived while the first ran) or a replay of the same
 * record (it arrived after). Returns the original.
 */
export function expectOneOriginal(results: CallResult[], idOf: (body: any) => unknown): CallResult {
  const original = results.filter((r) => r.status === 201 && r.headers.get('idempotency-replayed') === null);
  expect(original).toHaveLength(1);
  for (const r of results) {
    if (r === original[0]) continue;
    if (r.status === 409) expectError(r, 409, 'IDEMPOTENCY_IN_PROGRESS');
    else
      expect([r.status, r.headers.get('idempotency-replayed'), idOf(r.body)]).toEqual([
        201,
        'true',
        idOf(original[0]!.body),
      ]);
  }
  return original[0]!;
}

/** The doors the rules are checked through: the in-process fetch, and raw HTTP against the standalone server. */
export const DOORS = ['in-process fetch', 'standalone HTTP server'] as const;

/**
 * A `call` bound to a door of `emu`: in-process, or over loopback HTTP through a server started
 * here (closed by the returned `close`).
 */
export async function doorOf(emu: Emulator, door: (typeof DOORS)[number]) {
  if (door === 'in-process fetch') {
    return {
      send: (method: string, path: string, opts?: CallOptions) => call(emu, method, path, opts),
      close: async () => {},
    };
  }
  const server = await emu.listen({ port: 0, host: '127.0.0.1' });
  const target = { fetch: globalThis.fetch, baseUrl: server.url };
  return {
    send: (method: string, path: string, opts?: CallOptions) => call(target, method, path, opts),
    close: server.close,
  };
}
