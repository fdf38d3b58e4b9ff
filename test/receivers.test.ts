import { createServer } from 'node:net';
import { createEmulator, type Emulator } from '@platform-api/emulator';
import { describe, expect, it } from 'vitest';
import { useBuiltPackages } from './lib/build.ts';
import { spawnTestTimeout, startProcess } from './lib/processes.ts';

// The receivers run as written, against the built packages (as installed from npm).
useBuiltPackages();

const WH = '/api/v3.0/webhooks/public';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** An emulator whose organization has an endpoint at `url`; returns the secret and a way to apply. */
async function emulatorFor(url: string, fetchImpl?: typeof fetch) {
  const emu: Emulator = await createEmulator({
    allowLocalWebhooks: true,
    ...(fetchImpl ? { webhookFetch: fetchImpl } : {}),
  });
  const org = await emu.createOrg({ plan: 'platinum' });
  const key = (await emu.createKey(org.id)).key;
  const res = await emu.fetch(`${emu.baseUrl}${WH}/webhook-endpoints`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events: ['application.received'], workspaceIds: [org.workspaces[0]!.id] }),
  });
  const endpoint = (await res.json()) as { id: string; secret: string };
  const job = await emu.createJob({ orgId: org.id, title: 'Receiver test' });
  return {
    emu,
    endpoint,
    key,
    /**
     * Once the receiver runs: the verification challenge again (the first went out before it
     * existed), then one application; both delivered. Returns the application.
     */
    verifyThenApply: async () => {
      await emu.fetch(`${emu.baseUrl}${WH}/webhook-endpoints/${endpoint.id}/verify`, {
        method: 'POST',
        headers: { 'x-api-key': key },
      });
      await emu.flushWebhooks();
      const application = await emu.createApplication({
        postId: job.postId,
        candidate: { name: 'Ada', email: 'ada@example.com' },
      });
      await emu.flushWebhooks();
      return application;
    },
  };
}

describe('the webhook receivers of docs/webhooks.md, run as written', {
  timeout: spawnTestTimeout(1),
}, () => {
  for (const framework of ['express', 'fastify', 'hono']) {
    it(`${framework}: verified, challenged, then an application.received event`, async () => {
      const port = await freePort();
      // The secret is only known once the endpoint exists: register first, start the receiver, verify.
      const world = await emulatorFor(`http://127.0.0.1:${port}/webhooks`);
      const receiver = startProcess(
        process.execPath,
        ['--experimental-strip-types', '--no-warnings', `examples/receivers/${framework}.ts`],
        { env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: world.endpoint.secret } },
      );
      try {
        await receiver.waitFor(/^ready$/m);
        const application = await world.verifyThenApply();
        // The receiver logs each event as it handles it; its output may come after the answer.
        await receiver.waitFor(new RegExp(`"id":"${application.eventId}"`));
        const events = receiver
          .stdout()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { type: string; id: string });
        expect(events).toContainEqual({ type: 'application.received', id: application.eventId });
        const read = await world.emu.fetch(
          `${world.emu.baseUrl}${WH}/webhook-endpoints/${world.endpoint.id}`,
          {
            headers: { 'x-api-key': world.key },
          },
        );
        expect(((await read.json()) as { status: string }).status).toBe('active');
      } finally {
        await receiver.stop();
        await world.emu.close();
      }
    });
  }

  it('next.js route handler: the exported POST answers as Next.js calls it', async () => {
    let POST: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
    const world = await emulatorFor('https://app.example.com/api/webhooks', ((
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => POST(new Request(input, init))) as typeof fetch);
    process.env.WEBHOOK_SECRET = world.endpoint.secret;
    const route = await import('../examples/receivers/next-route.ts');
    POST = route.POST;
    // The route exists now: send the verification challenge again.
    const application = await world.verifyThenApply();
    expect(route.received).toContainEqual({ type: 'application.received', id: application.eventId });
    await world.emu.close();
  });
});
