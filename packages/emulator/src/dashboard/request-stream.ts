import type { EmulatorCore } from '../engine/core.ts';
import { validationError } from '../engine/errors.ts';
import { type RequestLogEntry, requestLogView } from '../engine/request-log.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';

/** Entries a slow reader may leave unread before its stream is ended (it reconnects from its last id). */
const MAX_UNREAD = 2_000;
/** A comment line this often keeps proxies and idle timers from closing the stream. */
const KEEP_ALIVE_MS = 15_000;

const encoder = new TextEncoder();

/** `since` (query) or `Last-Event-ID` (header, what a reconnecting EventSource sends): the last entry seen. */
function sinceOf(req: EngineRequest): number | null {
  const raw = req.headers.get('last-event-id') ?? req.query.get('since');
  if (raw === undefined || raw === null || raw === '') return null;
  if (!/^\d{1,15}$/.test(raw.trim())) {
    throw validationError(
      'since (or Last-Event-ID) must be the seq of a request log entry: a whole number.',
      [{ field: 'since', message: 'must be a whole number of at least 0' }],
    );
  }
  return Number(raw);
}

/**
 * `GET /_emulator/requests/stream`: the request log as server-sent events. Each logged request is
 * one `request` event whose `id` is its `seq` and whose data is the entry as `GET /_emulator/requests`
 * shows it; with `since` (or `Last-Event-ID`) the kept entries after it come first. The stream ends
 * when the client leaves, when the emulator closes, or when the client falls 2,000 entries behind.
 */
export function requestLogStream(core: EmulatorCore, req: EngineRequest): EngineResponse {
  const log = core.requestLog;
  const since = sinceOf(req);
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        stop();
        try {
          controller.close();
        } catch {}
      };
      const send = (entry: RequestLogEntry) => {
        if (ended) return;
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD) {
          end();
          return;
        }
        const data = JSON.stringify(requestLogView(entry));
        controller.enqueue(encoder.encode(`id: ${entry.seq}\nevent: request\ndata: ${data}\n\n`));
      };
      controller.enqueue(encoder.encode(`retry: 2000\n: request log, newest ${log.capacity} kept\n\n`));
      if (since !== null) for (const entry of log.since(since, log.capacity).items) send(entry);
      if (ended) return;
      const unsubscribe = log.subscribe(send, end);
      const keepAlive = setInterval(() => {
        if (!ended) controller.enqueue(encoder.encode(': keep-alive\n\n'));
      }, KEEP_ALIVE_MS);
      (keepAlive as { unref?: () => void }).unref?.();
      stop = () => {
        unsubscribe();
        clearInterval(keepAlive);
      };
    },
    cancel() {
      stop();
    },
  });
  return {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
    body: null,
    stream,
  };
}
