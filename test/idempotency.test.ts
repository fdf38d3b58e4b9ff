// A lost answer (the service processed the write, the connection dropped before its answer) must
// never make the SDK write twice: a write the service does not make idempotent is sent once and
// takes no key; an idempotent one is retried with the same key and answered from the stored result.
// The answer is lost two ways: a fetch wrapper around emulator.fetch, and a loopback proxy in front
// of the standalone server that drops the connection once the server has answered.
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import {
  createEmulator,
  DEMO_IDS,
  DEMO_KEYS,
  type Emulator,
  type RunningServer,
} from '@platform-api/emulator';
import {
  APIConnectionError,
  ConfigurationError,
  type IdempotentRequestOptions,
  PlatformClient,
  type RequestOptions,
} from '@platform-api/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { rejection } from './lib/doors.ts';

/** Retries without their backoff: the test is about how many times a write is sent, not when. */
const noWait = async () => {};

interface LossyDoor {
  name: string;
  /** A client whose next `drops` answers are lost after the server processed the request. */
  client(emu: Emulator): PlatformClient;
  drops: number;
  /** Requests that reached the server. */
  sent: number;
}

/** Answers lost after the emulator processed the request, through the in-process door. */
function wrapperDoor(): LossyDoor {
  const door: LossyDoor = {
    name: 'fetch wrapper around emulator.fetch',
    drops: 0,
    sent: 0,
    client(emu) {
      const lossy = async (request: Request): Promise<Response> => {
        door.sent++;
        const response = await emu.fetch(request);
        if (door.drops > 0) {
          door.drops--;
          await response.body?.cancel();
          throw new TypeError('fetch failed', {
            cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
          });
        }
        return response;
      };
      return new PlatformClient({
        apiKey: DEMO_KEYS.acmeAdmin,
        baseUrl: emu.baseUrl,
        fetch: lossy,
        workspaceId: DEMO_IDS.acmeDefaultWorkspace,
        sleep: noWait,
      });
    },
  };
  return door;
}

/**
 * A loopback proxy in front of the standalone server: each connection is forwarded; while `drops`
 * is above zero, the first bytes of an answer close the client's connection instead (the server
 * has processed the request by then).
 */
function proxyDoor(getProxy: () => Server): LossyDoor {
  const door: LossyDoor = {
    name: 'loopback proxy that drops the connection before the answer',
    drops: 0,
    sent: 0,
    client() {
      const { port } = getProxy().address() as { port: number };
      return new PlatformClient({
        apiKey: DEMO_KEYS.acmeAdmin,
        baseUrl: `http://127.0.0.1:${port}`,
        workspaceId: DEMO_IDS.acmeDefaultWorkspace,
        sleep: noWait,
      });
    },
  };
  return door;
}

function startProxy(upstreamPort: number, door: LossyDoor): Promise<Server> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = tcpConnect(upstreamPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    client.on('error', () => {});
    upstream.on('error', () => {});
    client.on('data', (chunk: Buffer) => {
      // One request per chunk is enough here: each count is of request heads sent.
      if (/^(GET|POST|PUT|PATCH|DELETE) /.test(chunk.toString('latin1'))) door.sent++;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (door.drops > 0) {
        door.drops--;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.on('close', () => {
    for (const socket of sockets) socket.destroy();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let emu: Emulator;
let upstream: RunningServer;
let proxy: Server;
const viaProxy = proxyDoor(() => proxy);
const doors = [wrapperDoor(), viaProxy];

beforeAll(async () => {
  emu = await createEmulator({ seed: 'demo' });
  upstream = await emu.listen({ port: 0 });
  proxy = await startProxy(upstream.port, viaProxy);
});
afterAll(async () => {
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await emu.close();
});

async function contactsNamed(client: PlatformClient, name: string): Promise<number> {
  const page = await client.crm.contacts.list({ search: name, pageSize: 50 });
  return page.items.filter((c) => c.name === name).length;
}

describe.each(doors)('a lost answer never writes twice ($name)', (door) => {
  let client: PlatformClient;
  beforeEach(() => {
    client = door.client(emu);
    door.drops = 0;
    door.sent = 0;
  });

  it('contacts.create without a key: sent once, APIConnectionError, one contact', async () => {
    const name = `Lost Answer ${door.name.length} A`;
    door.drops = 1;
    const error = await rejection(client.crm.contacts.create({ name }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(door.sent).toBe(1);
    expect(await contactsNamed(client, name)).toBe(1);
  });

  it('contacts.create with a key: a ConfigurationError naming the operation, nothing sent, no contact', async () => {
    const name = `Lost Answer ${door.name.length} B`;
    door.drops = 1;
    const options = { idempotencyKey: 'contact-1' } as unknown as RequestOptions;
    const error = await rejection(client.crm.contacts.create({ name }, options));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/\(crm\.contacts\.create\) does not take the idempotencyKey option/);
    expect(door.sent).toBe(0);
    door.drops = 0;
    expect(await contactsNamed(client, name)).toBe(0);
  });

  it('the generic call to the contact create, even marked idempotent: sent once, one contact', async () => {
    const name = `Lost Answer ${door.name.length} C`;
    door.drops = 1;
    const error = await rejection(
      client.request({ method: 'POST', family: 'crm', path: '/contacts', body: { name }, idempotent: true }),
    );
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(door.sent).toBe(1);
    expect(await contactsNamed(client, name)).toBe(1);
  });

  it('lists.create (idempotent) with a generated or an own key: retried, replayed, one pipeline', async () => {
    for (const [suffix, options] of [
      ['Generated', {}],
      ['Own', { idempotencyKey: `own-${door.sent}-${door.name.length}` }],
    ] as [string, IdempotentRequestOptions][]) {
      const name = `Lost Answer ${door.name.length} ${suffix}`;
      door.drops = 1;
      door.sent = 0;
      const { data, replayed } = await client.crm.lists.create({ name }, options).withResponse();
      expect(door.sent).toBe(2);
      expect(replayed).toBe(true);
      const all = [];
      for await (const pipeline of client.crm.lists.list({ pageSize: 50 })) all.push(pipeline);
      expect(all.filter((p) => p.name === name).map((p) => p.id)).toEqual([data.id]);
    }
  });
});

describe('idempotencyKey exists only on the methods of idempotent operations (types)', () => {
  it('is a string option of lists.create and createJob, and not an option elsewhere', () => {
    type CreateContactOptions = NonNullable<Parameters<PlatformClient['crm']['contacts']['create']>[1]>;
    type CreateListOptions = NonNullable<Parameters<PlatformClient['crm']['lists']['create']>[1]>;
    type CreateJobOptions = NonNullable<Parameters<PlatformClient['jobBuilder']['createJob']>[1]>;
    expectTypeOf<CreateContactOptions['idempotencyKey']>().toEqualTypeOf<undefined>();
    expectTypeOf<CreateListOptions['idempotencyKey']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CreateJobOptions['idempotencyKey']>().toEqualTypeOf<string | undefined>();
    const client = new PlatformClient({ apiKey: 'pk_types_only', baseUrl: 'http://127.0.0.1:9' });
    const noCall = () => {
      // @ts-expect-error contacts.create is not idempotent at the service
      void client.crm.contacts.create({ name: 'Ada' }, { idempotencyKey: 'k' });
      // @ts-expect-error contacts.update neither
      void client.crm.contacts.update('65f1c0de0000000000000001', { name: 'Ada' }, { idempotencyKey: 'k' });
      const id = '65f1c0de0000000000000001';
      // @ts-expect-error interactions are never de-duplicated
      void client.crm.contacts.interactions.log(id, { type: 'note' }, { idempotencyKey: 'k' });
      void client.crm.lists.create({ name: 'Sales' }, { idempotencyKey: 'k' });
      void client.jobBuilder.createJob({ prompt: 'Barista', language: 'en' }, { idempotencyKey: 'k' });
    };
    expect(typeof noCall).toBe('function');
  });
});
