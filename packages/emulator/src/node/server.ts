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

/** The node:http door: a thin adapter over the engine's `serve`. */
export async function startServer(core: EmulatorCore, options: ListenOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer(async (req, res) => {
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
  server.keepAliveTimeout = 5_000;

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
