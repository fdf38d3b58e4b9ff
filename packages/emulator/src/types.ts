import type { LimitOverrides } from './engine/limits.ts';
import type { QuotaOverrides } from './engine/quotas.ts';

/** Options of `createEmulator()`. */
export interface EmulatorOptions {
  /**
   * Data to start with: `'demo'` (organizations, keys and realistic records; the keys are printed by
   * the standalone server) or `'empty'`.
   * @default 'empty'
   */
  seed?: 'demo' | 'empty';
  /**
   * Let webhook endpoints use `http:`, any port, and loopback or private addresses (local testing).
   * @default false
   */
  allowLocalWebhooks?: boolean;
  /**
   * Override any limit, e.g. `{ crm: { daily: 5000, burstPerMinute: Infinity } }`. Defaults are the
   * spec's.
   */
  quotas?: QuotaOverrides;
  /**
   * Override limits that are not quotas (`unlimited` leaves them on), e.g.
   * `{ crm: { maxCardsToReassign: 5 } }`. Defaults are documented in docs/emulator-behavior.md.
   */
  limits?: LimitOverrides;
  /**
   * Switch every quota and rate limit off (load tests); everything else unchanged.
   * @default false
   */
  unlimited?: boolean;
  /**
   * Where the virtual clock starts.
   * @default the real time
   */
  clockStart?: Date | string | number;
  /**
   * The origin the in-process `fetch` and the msw `handlers` answer for. `listen()` serves any origin.
   * @default 'http://platform-emulator.local'
   */
  baseUrl?: string;
  /**
   * Protects the control API (`/_emulator/...`): every control request must carry this value in the
   * `x-control-token` header (health and presigned files excepted).
   */
  controlToken?: string | undefined;
  /**
   * Requests the request log keeps (`GET /_emulator/requests`, the dashboard): the newest this many,
   * every door's; `0` keeps none.
   * @default 1000
   */
  requestLogSize?: number;
  /** A state file: loaded by `loadStateFile()`, written by `snapshot()` (Node.js). */
  stateFile?: string;
  /**
   * Resolves webhook host names before each delivery (every address is checked, and the connection
   * is pinned to them). Tests inject one to map names without DNS.
   * @default the system resolver (Node's `dns.lookup`)
   */
  webhookResolver?: ((hostname: string) => Promise<string[]>) | undefined;
  /**
   * Deliveries go through this fetch (no resolution, no connection of the emulator's own): a
   * receiver in the test's process. An msw `setupServer` works without it, whichever was imported
   * first, and so does a `globalThis.fetch` stubbed after the emulator was imported; a stub installed
   * before cannot be told from the runtime's own fetch: pass it here.
   */
  webhookFetch?: typeof fetch | undefined;
}

/** A fault to inject (`addFault`, `POST /_emulator/faults`): the next `times` requests matching `method` and a path starting with `path` answer `status` (and `errorCode`), after `delayMs`. */
export interface FaultInput {
  method?: string;
  path: string;
  status: number;
  errorCode?: string;
  times?: number;
  delayMs?: number;
}

/** Options of `emulator.listen()`: port, host, connection cap and timeouts. */
export interface ListenOptions {
  /** @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Sockets open at once; past it a new connection is closed at once. @default 1024 */
  maxConnections?: number;
  /**
   * How long a client may take: `headersMs` for the request line and headers (default 10 s),
   * `requestMs` for the whole request (default 30 s), `keepAliveMs` idle between requests (default
   * 5 s). Expired sockets are looked for every second (every `headersMs` when shorter): a slow one
   * gets `408 REQUEST_TIMEOUT` and is closed within about a second of its timeout.
   */
  timeouts?: { headersMs?: number; requestMs?: number; keepAliveMs?: number };
}

/** A standalone server started by `listen()`: its url, port and host, and `close()`. */
export interface RunningServer {
  url: string;
  port: number;
  host: string;
  close(): Promise<void>;
}
