import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A webhook receiver on loopback: answers the verify challenge and `respond`'s status otherwise;
 * records what it got. Only for emulators started with `allowLocalWebhooks` (or a resolver that maps
 * a name here).
 */
export async function loopbackReceiver(respond: (r: Received) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      const r = { path: req.url ?? '/', headers: req.headers, body };
      received.push(r);
      let event: { type?: string; data?: { challenge?: string } } = {};
      try {
        event = JSON.parse(body);
      } catch {}
      if (event.type === 'webhook.verify') {
        res.end(event.data?.challenge ?? '');
        return;
      }
      res.statusCode = respond(r);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
