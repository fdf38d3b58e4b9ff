import { type DeliveryNetwork, type Route, type RouteOptions, routeDelivery } from './network.ts';

/** What one HTTP attempt gave. */
export interface SendResult {
  /** HTTP status, or null when no answer came (time-out, network error). */
  statusCode: number | null;
  /** Why the attempt failed, or null when it got a 2xx. */
  error: string | null;
  /** The answer's body when `readBody` was asked for (the verify challenge echo), else null. */
  body: string | null;
  durationMs: number;
  /** The emulator is shutting down: the attempt is dropped, not recorded. */
  aborted: boolean;
}

/** Largest answer body read (only the verify echo is read at all): 64 KB, the rest is never read. */
const MAX_BODY_BYTES = 64 * 1024;

/** The statuses that redirect (a 304 or a 300 without `Location` is a plain failed attempt). */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The first {@link MAX_BODY_BYTES} of an answer, as text; the rest is cancelled unread, so a
 * receiver that answers a huge body costs the emulator no more than that.
 */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  // A byte order mark stays in the text: the echo must be the challenge exactly, nothing before it.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  let read = 0;
  try {
    while (read < MAX_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      const part = value.subarray(0, MAX_BODY_BYTES - read);
      read += part.byteLength;
      text += decoder.decode(part, { stream: true });
    }
    return text + decoder.decode();
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * POSTs one delivery. `globalThis.fetch` is looked up at call time, so an msw `setupServer` started
 * after the emulator still receives in-process deliveries; over the network the target is resolved,
 * checked and pinned first (`routeDelivery`). Redirects are not followed: a 3xx is a failed attempt,
 * as the spec says.
 */
export async function sendDelivery(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  shutdown: AbortSignal;
  readBody: boolean;
  network: DeliveryNetwork;
  route: RouteOptions;
}): Promise<SendResult> {
  const started = performance.now();
  const done = (partial: Omit<SendResult, 'durationMs' | 'aborted'>): SendResult => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
    aborted: input.shutdown.aborted,
  });
  // `createEmulator` checks `deliveryTimeoutMs`; should a bad one still come here, the attempt is
  // recorded as failed, saying why, rather than thrown where nobody would see it.
  let timeout: AbortSignal;
  try {
    timeout = AbortSignal.timeout(input.timeoutMs);
  } catch (err) {
    return done({
      statusCode: null,
      error: `not sent: the delivery timeout ${String(input.timeoutMs)} ms is not usable (${describe(err)})`,
      body: null,
    });
  }
  const signal = AbortSignal.any([timeout, input.shutdown]);
  let route: Route | undefined;
  try {
    route = await routeDelivery(new URL(input.url), input.network, input.route);
    if (route.kind === 'refused') return done({ statusCode: null, error: route.error, body: null });
    const response = await route.fetch(input.url, {
      method: 'POST',
      headers: input.headers,
      body: input.body,
      redirect: 'manual',
      signal,
      ...(route.kind === 'direct' && route.dispatcher ? { dispatcher: route.dispatcher } : {}),
    } as RequestInit);
    const status = response.status;
    const ok = status >= 200 && status < 300;
    let body: string | null = null;
    if (input.readBody && ok) body = await readCapped(response);
    else await response.body?.cancel().catch(() => {});
    if (ok) return done({ statusCode: status, error: null, body });
    if (REDIRECTS.has(status) || (status >= 300 && status < 400 && response.headers.has('location'))) {
      return done({ statusCode: status, error: `HTTP ${status}: redirects are not followed`, body });
    }
    // A status of 0 is an opaque redirect (browser-like fetch implementations).
    if (status === 0) return done({ statusCode: null, error: 'redirects are not followed', body });
    return done({ statusCode: status, error: `HTTP ${status}`, body });
  } catch (err) {
    if (timeout.aborted) {
      return done({ statusCode: null, error: `timed out after ${input.timeoutMs / 1000} s`, body: null });
    }
    return done({ statusCode: null, error: `network error: ${describe(err)}`, body: null });
  } finally {
    if (route?.kind === 'direct') await route.close().catch(() => {});
  }
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return err instanceof Error ? err.message : String(err);
}
