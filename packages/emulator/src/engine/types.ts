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
  /**
   * Aborts when the client gives up: an injected fault's delay ends then. The signal itself (the
   * in-process doors), or what makes it on first use (node:http: few requests ever wait on it, and
   * making one per request is measurable work). Read it with `requestSignal`.
   */
  signal?: AbortSignal | (() => AbortSignal) | undefined;
  /** The door it came through, for the request log. @default 'fetch' */
  door?: RequestDoor;
  /** The id of the key it authenticated with (set by the chain), for the request log. */
  keyId?: string | null;
  /** The agent tool it belongs to (`/mcp` tools/call, and the API calls the tool makes), for the request log. */
  tool?: string | null;
}

/** Where a request came in: the in-process fetch, msw's handlers, node:http, or an agent tool's API call. */
export type RequestDoor = 'fetch' | 'msw' | 'node' | 'mcp';

export interface EngineResponse {
  status: number;
  headers: Record<string, string>;
  /** Text (JSON) or bytes (a file). */
  body: string | Uint8Array | null;
  /** An answer that streams (the request log's event stream): sent instead of `body`. */
  stream?: ReadableStream<Uint8Array>;
  /**
   * `false` when a successful answer must not count against the daily quota (an idempotent replay);
   * the daily limit was still checked before the handler ran.
   */
  spendsQuota?: boolean;
}

export type { ApiFamily };
