import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Emulator, ListenOptions, RunningServer } from '../emulator.ts';
import { MAX_BODY_BYTES } from '../engine/core.ts';
import { errorResponse, HttpError } from '../engine/errors.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';

function send(res: ServerResponse, out: EngineResponse): void {
  res.writeHead(out.status, out.headers);
  res.end(out.body ?? undefined);
}

function readBody(req: IncomingMessage): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is above ${MAX_BODY_BYTES} bytes.`));
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

/** The node:http door: builds the engine's light request directly, without Fetch objects. */
export async function startServer(emu: Emulator, options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(async (req, res) => {
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    try {
      const headers = new Map<string, string>();
      const raw = req.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) headers.set(raw[i]!.toLowerCase(), raw[i + 1]!);
      const method = (req.method ?? 'GET').toUpperCase();
      const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
      const engineReq: EngineRequest = {
        method,
        path,
        query: new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1)),
        headers,
        body,
        ip: headers.get('x-emulator-client-ip') ?? req.socket.remoteAddress ?? '127.0.0.1',
      };
      send(res, await emu.core.dispatch(engineReq));
    } catch (err) {
      const e = err instanceof HttpError ? err : new HttpError(500, 'CRM_API_ERROR', 'Unexpected failure.');
      send(res, errorResponse(e, path));
    }
  });
  server.keepAliveTimeout = 5_000;
  // Work scheduled on the virtual clock (resume parsing, webhook retries) also runs while idle.
  const ticker = setInterval(() => {
    if (emu.core.clock.hasDue()) void emu.core.clock.runDue();
  }, 250);
  ticker.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
