import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformClient } from '@platform-api/sdk';
import type { SubscribableWebhookEventType, WebhookEndpoint } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { ControlError, type EmulatorControl } from '../../lib/emulator-control.ts';
import { CliError } from '../../lib/errors.ts';
import { formatClock } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';
import { subscribableEvents } from './endpoints/create.run.ts';

interface ListenOptions {
  forwardTo: string;
  events?: string[];
  port?: number;
}

/** The service's delivery time-out (spec 2, "Limits"): a forward waits no longer. */
const FORWARD_TIMEOUT_MS = 10_000;
/** Headers of the delivery that belong to its hop, not to the delivery: not forwarded. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'expect',
]);

/** One forwarded delivery, as printed. */
export interface ForwardedDelivery {
  at: string;
  type: string;
  eventId: string;
  /** The receiver's status, or null when it could not be reached. */
  status: number | null;
  error?: string;
  ms: number;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The event's type and id, read from a copy of the body (the bytes forwarded are the ones received). */
function eventOf(body: Buffer): { type: string; id: string; challenge?: string } {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as {
      type?: unknown;
      id?: unknown;
      data?: { challenge?: unknown };
    };
    return {
      type: typeof parsed.type === 'string' ? parsed.type : 'unknown',
      id: typeof parsed.id === 'string' ? parsed.id : '-',
      ...(typeof parsed.data?.challenge === 'string' ? { challenge: parsed.data.challenge } : {}),
    };
  } catch {
    return { type: 'unknown', id: '-' };
  }
}

/** The URL checked: an absolute http(s) URL. */
function forwardUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(
      `--forward-to must be an absolute URL such as http://localhost:3000/webhooks, got "${text}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError('--forward-to must be an http or https URL');
  return url;
}

/** Stops unless --base-url is an emulator: the service delivers to public HTTPS URLs only. */
async function requireEmulator(control: EmulatorControl): Promise<string> {
  try {
    const health = await control.call<{ version?: string }>('GET', '/health', undefined, {
      timeoutMs: 5_000,
    });
    return health?.version ?? '?';
  } catch (error) {
    if (error instanceof ControlError && error.errorCode !== 'CONNECTION_ERROR') {
      throw new CliError(
        `webhooks listen forwards an emulator's deliveries; ${control.baseUrl} is not an emulator. The service ` +
          'delivers only to public HTTPS URLs (port 443 or 8443): give your receiver a public URL (a tunnel) and ' +
          'register it with `platform-api webhooks endpoints create --url https://...`',
        { code: 'NOT_AN_EMULATOR' },
      );
    }
    throw error;
  }
}

/** The endpoint of `url` already registered, if any (all pages). */
async function endpointFor(client: PlatformClient, url: string): Promise<WebhookEndpoint | undefined> {
  for await (const endpoint of client.webhooks.endpoints.list({ pageSize: 50 })) {
    if (endpoint.url === url) return endpoint;
  }
  return undefined;
}

/** A refusal of the loopback URL, in plain words: the emulator's flag. */
function loopbackRefused(error: unknown, baseUrl: string): CliError | undefined {
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  if (statusCode !== 400 || typeof message !== 'string' || !message.includes('allow-local-webhooks'))
    return undefined;
  return new CliError(
    `The emulator at ${baseUrl} refuses loopback webhook URLs, so it cannot deliver to listen's receiver: ` +
      'restart it with --allow-local-webhooks (`platform-api emulator start --allow-local-webhooks`)',
    { code: 'LOCAL_WEBHOOKS_REFUSED' },
  );
}

export async function run(ctx: CliContext, options: ListenOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const { printer } = session;
  const target = forwardUrl(options.forwardTo);
  const control = await session.control();
  await requireEmulator(control);
  const client = await session.client();
  // Checked by the SDK against the event types it knows, before anything is sent.
  const events = options.events
    ?.flatMap((each) => each.split(','))
    .map((each) => each.trim())
    .filter(Boolean) as SubscribableWebhookEventType[] | undefined;

  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const event = eventOf(body);
    const started = performance.now();
    const at = ctx.now();
    if (event.type === 'webhook.verify' && event.challenge !== undefined) {
      // The endpoint is listen's: it answers the challenge itself, whatever the receiver does.
      response.writeHead(200, { 'content-type': 'text/plain' }).end(event.challenge);
      report(
        { at: at.toISOString(), type: event.type, eventId: event.id, status: 200, ms: 0 },
        'answered by listen',
      );
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (HOP_HEADERS.has(name) || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers,
        body: new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      await answer.arrayBuffer().catch(() => undefined);
      const ms = Math.round(performance.now() - started);
      response.writeHead(answer.status).end();
      report({ at: at.toISOString(), type: event.type, eventId: event.id, status: answer.status, ms });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      const ms = Math.round(performance.now() - started);
      // The receiver is down: the emulator sees a failed attempt and retries, as the service would.
      response.writeHead(502).end();
      report({ at: at.toISOString(), type: event.type, eventId: event.id, status: null, error: cause, ms });
    }
  };

  const report = (delivery: ForwardedDelivery, note?: string) => {
    if (printer.json) {
      ctx.out(`${JSON.stringify(delivery)}\n`);
      return;
    }
    const ok = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
    const status = delivery.status === null ? `no answer (${delivery.error})` : String(delivery.status);
    const painted = printer.out.paint(ok ? 'green' : 'red', status);
    const time = formatClock(new Date(delivery.at), ctx.io.env.TZ);
    ctx.out(
      `${time}  ${delivery.type.padEnd(20)}  ${delivery.eventId}  → ${painted}${note ? ` ${printer.out.paint('dim', `(${note})`)}` : ` ${printer.out.paint('dim', `${delivery.ms} ms`)}`}\n`,
    );
  };

  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    forward(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new CliError(`--port ${options.port}: the port is in use`) : error,
      ),
    );
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  let endpointId: string | undefined;
  let created = false;
  try {
    let secret: string;
    const existing = options.port !== undefined ? await endpointFor(client, url) : undefined;
    if (existing) {
      // Its secret was shown once, at its creation: a rotation shows a new one (the old one signs for 24 hours more).
      const rotated = await client.webhooks.endpoints.rotateSecret(existing.id);
      secret = rotated.secret;
      endpointId = existing.id;
      if (events) await client.webhooks.endpoints.update(existing.id, { events });
      if (existing.status !== 'active') await client.webhooks.endpoints.verify(existing.id);
    } else {
      const endpoint = await client.webhooks.endpoints
        .create({
          url,
          events: events ?? (await subscribableEvents(session)),
          workspaceIds: await session.workspaceIds(),
          description: `platform-api webhooks listen → ${target.href}`,
        })
        .catch((error: unknown) => {
          throw loopbackRefused(error, control.baseUrl) ?? error;
        });
      secret = endpoint.secret;
      endpointId = endpoint.id;
      created = true;
    }
    const ready = { ready: true, endpointId, secret, receiver: url, forwardTo: target.href };
    if (printer.json) ctx.out(`${JSON.stringify(ready)}\n`);
    else {
      ctx.err(
        `${printer.err.paint('bold', 'Ready!')} Forwarding deliveries of endpoint ${endpointId}${existing ? ' (reused)' : ''} to ${target.href}\n` +
          `Your webhook signing secret is ${printer.err.paint('bold', secret)} (Ctrl-C to stop)\n`,
      );
    }
    await session.untilInterrupted(
      (signal) =>
        new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
    );
  } finally {
    if (created && endpointId !== undefined) {
      await client.webhooks.endpoints.delete(endpointId, { maxRetries: 0 }).then(
        () => printer.note(`Deleted endpoint ${endpointId}`),
        (error: unknown) =>
          printer.warn(`could not delete endpoint ${endpointId}: ${(error as Error).message}`),
      );
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
