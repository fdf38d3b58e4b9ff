import type { VirtualClock } from './clock.ts';
import type { EngineRequest, EngineResponse, RequestDoor } from './types.ts';

/** One request as the log keeps it: never the key (only its id), never a query or a body. */
export interface RequestLogEntry {
  /** 1, 2, 3, …: increases by one per logged request; `since` reads from it. */
  seq: number;
  /** Virtual-clock time the answer was ready (epoch ms). */
  atMs: number;
  door: RequestDoor;
  method: string;
  /** The path without its query; under a shield (`/mcp/<API_KEY>`) only the shield's path. */
  path: string;
  status: number;
  /** The error envelope's `errorCode`, or null. */
  errorCode: string | null;
  /** The authenticated key's id (never the key), or null. */
  keyId: string | null;
  /** The agent tool whose call this is (`/mcp` tools/call and the API calls the tool made), or null. */
  tool: string | null;
  /** Wall-clock time from the door handing the request to the engine to the answer, in ms. */
  durationMs: number;
}

/** How an entry reads on the wire (`GET /_emulator/requests`, the stream). */
export interface RequestLogView extends Omit<RequestLogEntry, 'atMs'> {
  at: string;
}

/** Entries kept by default: the newest 1,000 requests. */
export const DEFAULT_REQUEST_LOG_SIZE = 1000;

const ERROR_CODE = /"errorCode":"([^"\\]{1,100})"/;

/**
 * The request log: every request of every door (the in-process fetch, msw, node:http, and the API
 * calls the agent tools make), newest `capacity` kept in a ring. Recording costs one small record: the
 * ring grows to its capacity once, then overwrites its oldest slot. The control API's reads (`GET
 * /_emulator/...`: the dashboard polls them) are not logged, so they never push API traffic out.
 */
export class RequestLog {
  readonly capacity: number;
  readonly #clock: Pick<VirtualClock, 'nowMs'>;
  #ring: RequestLogEntry[] = [];
  #seq = 0;
  #listeners: Map<(entry: RequestLogEntry) => void, () => void> | null = null;
  /** Paths whose rest is a credential (a signed link, an asset token): logged up to the prefix. */
  #hidden: string[] = [];

  constructor(capacity: number, clock: Pick<VirtualClock, 'nowMs'>) {
    this.capacity = capacity;
    this.#clock = clock;
  }

  /** Sequence number of the newest entry (0: none yet). */
  get lastSeq(): number {
    return this.#seq;
  }

  /** The rest of a path after `prefix` holds a credential: the log shows `prefix…` instead. */
  hidePathAfter(prefix: string): void {
    this.#hidden.push(prefix);
  }

  /** Logs one answered request; `path` is the path the answer may show (see `EmulatorCore.serve`). */
  record(req: EngineRequest, res: EngineResponse, path: string, startedMs: number): void {
    if (this.capacity === 0) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && isControlPath(path)) return;
    for (const prefix of this.#hidden) {
      if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}…`;
    }
    const entry: RequestLogEntry = {
      seq: ++this.#seq,
      atMs: this.#clock.nowMs(),
      door: req.door ?? 'fetch',
      method: req.method,
      path,
      status: res.status,
      errorCode: res.status >= 400 ? errorCodeOf(res.body) : null,
      keyId: req.keyId ?? null,
      tool: req.tool ?? null,
      durationMs: performance.now() - startedMs,
    };
    if (this.#ring.length < this.capacity) this.#ring.push(entry);
    else this.#ring[(entry.seq - 1) % this.capacity] = entry;
    if (this.#listeners) for (const listener of this.#listeners.keys()) listener(entry);
  }

  /**
   * Entries after `since` (a `seq`), oldest first: the newest `limit` of them. `truncated` says
   * that older ones after `since` were left out (by `limit`, or already overwritten in the ring).
   */
  since(since: number, limit: number): { items: RequestLogEntry[]; truncated: boolean } {
    const oldest = this.#seq - this.#ring.length + 1;
    const from = Math.max(since + 1, oldest, this.#seq - limit + 1);
    const items: RequestLogEntry[] = [];
    for (let seq = from; seq <= this.#seq; seq++) items.push(this.#ring[(seq - 1) % this.capacity]!);
    return { items, truncated: from > since + 1 && since < this.#seq };
  }

  /**
   * Calls `listener` with every entry logged from now on, until the returned function is called;
   * `onClose` runs (and the listener is dropped) when the emulator closes.
   */
  subscribe(listener: (entry: RequestLogEntry) => void, onClose: () => void = () => {}): () => void {
    this.#listeners ??= new Map();
    this.#listeners.set(listener, onClose);
    return () => {
      this.#listeners?.delete(listener);
      if (this.#listeners?.size === 0) this.#listeners = null;
    };
  }

  /** Ends every subscription (the emulator closes): streams end, nothing keeps a timer. */
  close(): void {
    const listeners = this.#listeners;
    this.#listeners = null;
    for (const onClose of listeners?.values() ?? []) onClose();
  }
}

/** An entry as the control API shows it. */
export function requestLogView(entry: RequestLogEntry): RequestLogView {
  const { atMs, ...rest } = entry;
  return { ...rest, at: new Date(atMs).toISOString(), durationMs: Math.round(entry.durationMs * 100) / 100 };
}

function isControlPath(path: string): boolean {
  return path === '/_emulator' || path.startsWith('/_emulator/');
}

/** The `errorCode` of an error answer's envelope (a small JSON text), or null. */
function errorCodeOf(body: EngineResponse['body']): string | null {
  if (typeof body !== 'string') return null;
  return ERROR_CODE.exec(body)?.[1] ?? null;
}
