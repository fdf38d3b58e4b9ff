import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Duplex, Readable } from 'node:stream';
import type { EmulatorCore } from '../engine/core.ts';
import { HttpError } from '../engine/errors.ts';
import { bodyTooLarge, MAX_BODY_BYTES, toEngineRequest } from '../engine/request.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';
import type { ListenOptions, RunningServer } from '../types.ts';

function send(res: ServerResponse, out: EngineResponse): void {
  if (out.stream) {
    res.writeHead(out.status, out.headers);
    // A stream ends with the connection (the client left, or the server closes).
    const body = Readable.fromWeb(out.stream as Parameters<typeof Readable.fromWeb>[0]);
    body.on('error', () => res.destroy());
    res.once('close', () => body.destroy());
    body.pipe(res);
    return;
  }
  if (out.body === null) {
    res.writeHead(out.status, out.headers);
    res.end();
    return;
  }
  // A whole body goes out with its length: head and body leave in one write, not as chunks. The
  // headers are the answer's own copy (see `EmulatorCore#finish`: nothing else holds it), so the
  // length is added to it rather than to a fourth copy.
  out.headers['content-length'] = String(Buffer.byteLength(out.body));
  res.writeHead(out.status, out.headers);
  res.end(out.body);
}

/**
 * The signal that aborts when the client goes away before its answer is sent (`res` closes
 * unfinished), made when the engine first asks for it (only an injected fault's delay waits on it):
 * most requests never do, and an `AbortController` with a `close` listener on every response is
 * measurable work per request. A client already gone when it is asked for gets an aborted signal.
 */
export function abortSignalOf(res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  const abort = () => gone.abort(new Error('the client closed the connection'));
  if (res.destroyed && !res.writableFinished) abort();
  else {
    res.once('close', () => {
      if (!res.writableFinished) abort();
    });
  }
  return gone.signal;
}

/** An answer after which the connection closes (what follows on it cannot be read as a request). */
function sendAndClose(res: ServerResponse, out: EngineResponse): void {
  send(res, { ...out, headers: { ...out.headers, connection: 'close' } });
}

/**
 * How long a refused connection may linger after its answer is sent: enough for a client that reads
 * to take the answer and close its side, short enough that a client which never does (a slow-header
 * attack keeps sending and ignores the server's FIN) does not hold the socket.
 */
const LINGER_AFTER_REFUSAL_MS = 250;

/**
 * An answer written straight on a socket that has no response object (a refused parse, a timed-out
 * request, CONNECT), then closed: half-closed at once, destroyed shortly after. Node's own answer
 * to a timed-out request destroys the socket; `end()` alone would leave it open for as long as the
 * client keeps writing (an HTTP server allows half-open sockets, and raw clients in most languages
 * do not close their side on a FIN).
 */
function writeRaw(socket: Duplex, out: EngineResponse): void {
  const body = out.body === null ? Buffer.alloc(0) : Buffer.from(out.body);
  let head = `HTTP/1.1 ${out.status} ${STATUS_CODES[out.status] ?? ''}\r\n`;
  for (const [name, value] of Object.entries(out.headers)) head += `${name}: ${value}\r\n`;
  head += `content-length: ${body.length}\r\nconnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  const linger = setTimeout(() => socket.destroy(), LINGER_AFTER_REFUSAL_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}

/** The body, refused as soon as it grows past the limit (the rest is drained, not kept). */
function readBody(req: IncomingMessage): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(bodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(chunks.length === 0 ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, 'HEADERS_TOO_LARGE', 'The request line or headers are too large (16 KiB at most).'];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      408,
      'REQUEST_TIMEOUT',
      'The request did not arrive in time (headers within 10 s, the whole request within 30 s).',
    ];
  }
  return [400, 'VALIDATION_ERROR', 'The request is not valid HTTP/1.1 (request line, method or headers).'];
}

/**
 * Runs `answer` once the requests read before the bytes the parser refused are answered (a valid
 * request followed by a malformed one on the same socket, or a body longer than its Content-Length):
 * their answers go out first, in order, so a client never reads the refusal as their answer. A
 * request still arriving when its bytes turned bad (a broken chunk, a timeout) gets the refusal as its
 * own answer, at once.
 */
function afterInFlight(socket: Duplex, answer: () => void): void {
  const res = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!res || !socket.writable || (!res.req.complete && !res.headersSent)) {
    answer();
    return;
  }
  // Node attaches the next pipelined answer to the socket when this one finishes: look again then.
  res.once('close', () => afterInFlight(socket, answer));
}

/** The 417 of an `Expect` other than `100-continue` (the one expectation RFC 9110 §10.1.1 defines). */
function expectationFailed(): HttpError {
  return new HttpError(
    'VALIDATION_ERROR',
    'The Expect header asks for something this server cannot meet: send Expect: 100-continue, or no Expect header.',
    { status: 417, details: [{ field: 'expect', message: 'must be 100-continue' }] },
  );
}

/** The node:http door: a thin adapter over the engine's `serve`. */
export async function startServer(core: EmulatorCore, options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const checkEvery = Math.min(1_000, options.timeouts?.headersMs ?? 1_000);
  const headOf = (req: IncomingMessage): EngineRequest =>
    toEngineRequest({
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      headers: req.rawHeaders,
      ip: req.socket.remoteAddress ?? '127.0.0.1',
      door: 'node',
    });
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const head = headOf(req);
    // Read from the head already made (`req.headers` would build a second copy of every header).
    if (req.httpVersion === '1.1' && !head.headers.has('host')) {
      // Node's own refusal (`requireHostHeader`) is a bare 400: this one is the envelope.
      sendAndClose(
        res,
        core.refuse(
          new HttpError(
            'VALIDATION_ERROR',
            'An HTTP/1.1 request needs a Host header (RFC 9112 §3.2): send Host: <host>:<port>.',
            { details: [{ field: 'host', message: 'is required' }] },
          ),
          head,
        ),
      );
      return;
    }
    // A client that goes away before its answer ends what waits on its behalf (a fault's delay),
    // as an aborted in-process call does: it must not hold a daily slot for others meanwhile.
    head.signal = () => abortSignalOf(res);
    void core.serve(head, () => readBody(req)).then((out) => send(res, out));
  };
  const server = createServer(
    { connectionsCheckingInterval: checkEvery, requireHostHeader: false },
    onRequest,
  );
  // `Expect: 100-continue` with a declared body above the limit is refused before the client uploads it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      sendAndClose(res, core.refuse(bodyTooLarge(), headOf(req)));
      return;
    }
    res.writeContinue();
    onRequest(req, res);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendAndClose(res, core.refuse(expectationFailed(), headOf(req)));
  });
  // Not a proxy: CONNECT gets the envelope rather than a closed socket.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    writeRaw(
      socket,
      core.refuse(
        new HttpError(
          'VALIDATION_ERROR',
          'CONNECT is not supported: the emulator is not a proxy; send requests to it directly (GET /api/v3.0/..., POST /mcp, ...).',
          { details: [{ field: 'method', message: 'CONNECT is not supported' }] },
        ),
        null,
      ),
    );
  });
  // Slow or idle clients do not hold sockets: headers within 10 s, a whole request within 30 s, an
  // idle keep-alive connection 5 s. Node looks for expired headers and requests only every
  // `connectionsCheckingInterval` (30 s by default): every second here (more often for a shorter
  // headers timeout), so a slow socket closes within about a second of its timeout. A refused
  // socket is destroyed (`writeRaw`), not left half-open. Past `maxConnections` sockets at once,
  // Node closes new connections at once.
  server.headersTimeout = options.timeouts?.headersMs ?? 10_000;
  server.requestTimeout = options.timeouts?.requestMs ?? 30_000;
  server.keepAliveTimeout = options.timeouts?.keepAliveMs ?? 5_000;
  server.maxConnections = options.maxConnections ?? 1024;
  // What Node's HTTP parser refuses before a request exists (oversized headers, a malformed request
  // line, an unknown method, a timed-out request) is answered in the envelope too, after the answers
  // of the requests read before it. No route is known (the key may sit in a `/mcp/<API_KEY>` path):
  // the answer names `/` and carries the tool server's headers whatever the path was.
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (refused.has(socket)) return;
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    refused.add(socket);
    const [status, errorCode, message] = clientErrorAnswer(err.code);
    afterInFlight(socket, () => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      writeRaw(socket, core.refuse(new HttpError(errorCode, message, { status }), null));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Work scheduled on the virtual clock (resume parsing, webhook retries) also runs while idle.
  const releaseClock = core.keepTime();
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        releaseClock();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
