import { useEffect, useState } from 'preact/hooks';
import type { RequestLogView } from '../../engine/request-log.ts';
import { ApiError, control, controlHeaders } from './api.ts';
import { setState } from './store.ts';

/** A request log entry as `GET /_emulator/requests` shows it. */
export type LogEntry = RequestLogView;

/** How the feed follows the log: a server-sent event stream, polling (when the stream fails), or not. */
export type FeedMode = 'connecting' | 'live' | 'polling' | 'paused';

/** Entries the page keeps (the emulator's default ring holds as many). */
const KEPT = 1000;
const POLL_MS = 2000;
/** While polling, the stream is tried again this often. */
const RETRY_STREAM_MS = 15_000;

/**
 * The request log, followed live while a panel shows it and the page is visible: an event stream
 * (`GET /_emulator/requests/stream`, read with fetch so the control token goes in its header, never
 * in the URL), falling back to polling `GET /_emulator/requests?since=` when the stream fails.
 * Everything stops when the page is hidden or no panel uses it.
 */
class RequestFeed {
  entries: LogEntry[] = [];
  mode: FeedMode = 'paused';
  paused = false;
  #lastSeq = 0;
  #users = 0;
  #listeners = new Set<() => void>();
  #abort: AbortController | null = null;
  #timers: ReturnType<typeof setInterval>[] = [];

  constructor() {
    document.addEventListener('visibilitychange', () => this.#sync());
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    this.#users++;
    this.#sync();
    return () => {
      this.#listeners.delete(listener);
      this.#users--;
      this.#sync();
    };
  }

  /** The user pauses (or resumes) the live updates. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    this.#sync();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  #setMode(mode: FeedMode): void {
    if (this.mode === mode) return;
    this.mode = mode;
    this.#notify();
  }

  /** Runs when someone listens, the page is visible and the user has not paused; stops otherwise. */
  #sync(): void {
    const wanted = this.#users > 0 && !this.paused && document.visibilityState === 'visible';
    if (wanted && this.mode === 'paused') void this.#start();
    if (!wanted && this.mode !== 'paused') this.#stop();
  }

  #stop(): void {
    this.#abort?.abort();
    this.#abort = null;
    for (const t of this.#timers) clearInterval(t);
    this.#timers = [];
    this.#setMode('paused');
  }

  #add(items: LogEntry[]): void {
    const fresh = items.filter((e) => e.seq > this.#lastSeq);
    if (fresh.length === 0) return;
    this.#lastSeq = fresh[fresh.length - 1]!.seq;
    this.entries = [...this.entries, ...fresh].slice(-KEPT);
    this.#notify();
  }

  async #start(): Promise<void> {
    this.#setMode('connecting');
    const abort = new AbortController();
    this.#abort = abort;
    try {
      // What happened before the page looked (or while it was hidden).
      const backlog = await control<{ items: LogEntry[] }>(
        'GET',
        `/_emulator/requests?since=${this.#lastSeq}&limit=${KEPT}`,
        undefined,
        abort.signal,
      );
      this.#add(backlog.items);
      await this.#stream(abort);
    } catch {
      // Aborted: the feed stopped. Anything else: poll instead.
    }
    if (!abort.signal.aborted) this.#poll(abort);
  }

  /** Reads the event stream until it ends or fails. */
  async #stream(abort: AbortController): Promise<void> {
    const res = await fetch(`/_emulator/requests/stream?since=${this.#lastSeq}`, {
      headers: { accept: 'text/event-stream', ...controlHeaders() },
      signal: abort.signal,
    });
    if (!res.ok || !res.body) {
      const body = await res.json().catch(() => null);
      const err = new ApiError(res.status, body);
      if (err.errorCode === 'CONTROL_TOKEN_MISSING' || err.errorCode === 'CONTROL_TOKEN_INVALID') {
        setState({ tokenProblem: err.errorCode });
      }
      throw err;
    }
    this.#setMode('live');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data && /^event: request$/m.test(event)) this.#add([JSON.parse(data) as LogEntry]);
      }
    }
  }

  #poll(abort: AbortController): void {
    this.#setMode('polling');
    const poll = async () => {
      try {
        const { items } = await control<{ items: LogEntry[] }>(
          'GET',
          `/_emulator/requests?since=${this.#lastSeq}&limit=${KEPT}`,
          undefined,
          abort.signal,
        );
        this.#add(items);
      } catch {}
    };
    this.#timers.push(setInterval(() => void poll(), POLL_MS));
    // The stream may work again (the emulator restarted, a proxy let go): try it now and then.
    this.#timers.push(
      setInterval(() => {
        if (abort.signal.aborted) return;
        this.#stop();
        this.#sync();
      }, RETRY_STREAM_MS),
    );
  }
}

let feed: RequestFeed | undefined;

/** The request log entries (oldest first), the feed's mode, and its pause switch. */
export function useRequestFeed() {
  feed ??= new RequestFeed();
  const current = feed;
  const [, setTick] = useState(0);
  useEffect(() => current.subscribe(() => setTick((n) => n + 1)), [current]);
  return {
    entries: current.entries,
    mode: current.mode,
    paused: current.paused,
    setPaused: (paused: boolean) => {
      current.setPaused(paused);
      setTick((n) => n + 1);
    },
  };
}
