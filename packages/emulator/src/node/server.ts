import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmulatorCore } from '../engine/core.ts';
import { bodyTooLarge, MAX_BODY_BYTES, pathOf, toEngineRequest } from '../engine/request.ts';
import type { EngineResponse } from '../engine/types.ts';
import type { ListenOptions, RunningServer } from '../types.ts';

function send(res: ServerResponse, out: EngineResponse): void {
  res.writeHead(out.status, out.headers);
  res.end(out.body ?? undefined);
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

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

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

/** The node:http door: a thin adapter over the engine's `serve`. */
export async function startServer(core: EmulatorCore, options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const checkEvery = Math.min(1_000, options.timeouts?.headersMs ?? 1_000);
  const server = createServer({ connectionsCheckingInterval: checkEvery }, async (req, res) => {
    const target = req.url ?? '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const parts = { method, target, headers: req.rawHeaders, ip: req.socket.remoteAddress ?? '127.0.0.1' };
    send(
      res,
      await core.serve(
        pathOf(target),
        method === 'GET' || method === 'HEAD'
          ? () => toEngineRequest({ ...parts, body: null })
          : async () => toEngineRequest({ ...parts, body: await readBody(req) }),
      ),
    );
  });
  // Slow or idle clients do not hold sockets: headers within 10 s, a whole request within 30 s, an
  // idle keep-alive connection 5 s; checked every second. At most `maxConnections` sockets at once.
  server.headersTimeout = options.timeouts?.headersMs ?? 10_000;
  server.requestTimeout = options.timeouts?.requestMs ?? 30_000;
  server.keepAliveTimeout = options.timeouts?.keepAliveMs ?? 5_000;
  server.maxConnections = options.maxConnections ?? 1024;
  // What Node's HTTP parser refuses before a request exists (oversized headers, a malformed request
  // line, an unknown method, a timed-out request) is answered in the envelope too.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, errorCode, message] = clientErrorAnswer(err.code);
    const body = JSON.stringify({ statusCode: status, errorCode, message, path: '/' });
    // No route is known yet (the key may sit in a `/mcp/<API_KEY>` path): the answer carries the
    // tool server's headers whatever the path was.
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nreferrer-policy: no-referrer\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
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
