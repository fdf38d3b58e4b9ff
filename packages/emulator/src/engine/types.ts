import type { ApiFamily } from '@platform-api/sdk/schemas';

/**
 * The engine's own request: a light shape every door (Fetch, msw, node:http) can build cheaply.
 * `handle(Request)` converts a Fetch Request into this; the node adapter builds it directly.
 */
export interface EngineRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Map<string, string>;
  /** Raw body bytes, or null when there is none. */
  body: Uint8Array | null;
  /** Client address, for the per-IP limits. */
  ip: string;
  /** Aborts when the client gives up (in-process doors): an injected fault's delay ends then. */
  signal?: AbortSignal | undefined;
}

export interface EngineResponse {
  status: number;
  headers: Record<string, string>;
  /** Text (JSON) or bytes (a file). */
  body: string | Uint8Array | null;
  /**
   * `false` when a successful answer must not count against the daily quota (an idempotent replay);
   * the daily limit was still checked before the handler ran.
   */
  spendsQuota?: boolean;
}

export type { ApiFamily };
