import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEMO_IDS, DEMO_KEYS } from '@platform-api/emulator';
import { verifySync } from '@platform-api/webhook-verifier';
import { describe, expect, it } from 'vitest';
import {
  CLI_BIN,
  cleanEnv,
  runCli as runBin,
  spawnTestTimeout,
  startEmulator,
  startProcess,
} from '../../../test/lib/processes.ts';
import { useStandaloneEmulator } from './lib/standalone.ts';

// `webhooks listen` and `webhooks trigger`, the built binary against the standalone emulator: a real
// signed delivery forwarded to a receiver in this test, which verifies it with the secret listen
// printed; Ctrl-C (SIGINT) removes the endpoint listen registered.

const setup = useStandaloneEmulator(['--allow-local-webhooks']);

/** Globex's key: one workspace, which the emulator tells listen (no --workspace-id needed). */
const env = () => ({ PLATFORM_BASE_URL: setup.emulator().url, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin });

interface Received {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/** A receiver on a free loopback port: it records each request and answers `status(request)`. */
async function startReceiver(status: (received: Received) => number): Promise<{
  url: string;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { body: Buffer.concat(chunks), headers: request.headers };
      received.push(entry);
      response.writeHead(status(entry)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function startListen(forwardTo: string, extra: string[] = [], environment = env()) {
  return startProcess(
    process.execPath,
    [CLI_BIN, 'webhooks', 'listen', '--forward-to', forwardTo, ...extra],
    {
      env: cleanEnv(environment),
    },
  );
}

describe('webhooks listen', { timeout: spawnTestTimeout(6) }, () => {
  it('forwards a real signed delivery that the receiver verifies with the printed secret, and cleans up on Ctrl-C', async () => {
    let secret = '';
    const verified: string[] = [];
    const receiver = await startReceiver(({ body, headers }) => {
      try {
        const event = verifySync(body, headers as Record<string, string>, { secret });
        verified.push(`${event.type} ${event.id}`);
        return 200;
      } catch {
        return 400;
      }
    });
    const listen = startListen(receiver.url);
    try {
      const [, printed] = await listen.waitFor(
        /Your webhook signing secret is (whsec_\S+) \(Ctrl-C to stop\)/,
      );
      secret = printed!;
      const [, endpointId] = await listen.waitFor(/Forwarding deliveries of endpoint ([0-9a-f]{24}) to /);
      // listen answers the verification challenge itself: the endpoint is active at once.
      await listen.waitFor(/webhook\.verify\s+evt_\S+\s+→ 200 \(answered by listen\)/);

      const trigger = await runBin(['webhooks', 'trigger', 'application.received', '--resume'], {
        env: env(),
      });
      expect(trigger.stderr).toMatch(/^Published job [0-9a-f]{24} /);
      expect(trigger.code).toBe(0);
      expect(trigger.stdout).toMatch(new RegExp(`^deliveries: +${endpointId} succeeded \\(200\\)$`, 'm'));
      const [, eventId] = /^event: +application\.received (evt_\S+)$/m.exec(trigger.stdout)!;

      const [line] = await listen.waitFor(
        /^\d\d:\d\d:\d\d {2}application\.received {2}evt_\S+ {2}→ 200 \d+ ms$/m,
      );
      expect(line).toContain(eventId);
      expect(verified).toEqual([`application.received ${eventId}`]);
      const delivery = receiver.received.at(-1)!;
      expect(delivery.headers['webhook-id']).toBe(eventId);
      expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);
      expect(delivery.headers['content-type']).toBe('application/json');
      const resumeUrl = JSON.parse(delivery.body.toString('utf8')).data.candidate.resumeUrl as string;
      expect(resumeUrl).toMatch(/\/assets\//);
      // The resume behind the link: redeemed with the key, downloaded without it.
      const file = join(setup.dir(), 'resume.pdf');
      const asset = await runBin(['webhooks', 'assets', 'get', resumeUrl, '-o', file], { env: env() });
      expect(asset.stdout).toMatch(/^Wrote .*resume\.pdf \(application\/pdf, \d+ bytes\)$/m);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

      const stopped = await listen.stop('SIGINT');
      expect(stopped.code).toBe(0);
      expect(stopped.stderr).toContain(`Deleted endpoint ${endpointId}`);
      const left = await runBin(['webhooks', 'endpoints', 'list', '--json'], { env: env() });
      expect(JSON.parse(left.stdout).items.map((e: { id: string }) => e.id)).not.toContain(endpointId);
    } finally {
      await listen.stop('SIGKILL');
      await receiver.close();
    }
  });

  it("passes the receiver's failure back, so the emulator retries it as the service would", async () => {
    const receiver = await startReceiver(() => 500);
    const listen = startListen(receiver.url, ['--events', 'application.received', '--json']);
    try {
      const [ready] = await listen.waitFor(/^\{"ready":true.*\}$/m);
      const { endpointId, secret } = JSON.parse(ready) as { endpointId: string; secret: string };
      expect(secret).toMatch(/^whsec_/);
      const trigger = await runBin(['webhooks', 'trigger', 'application.received', '--json'], { env: env() });
      const { eventId } = JSON.parse(trigger.stdout) as { eventId: string };
      const [line] = await listen.waitFor(new RegExp(`^\\{[^\\n]*"eventId":"${eventId}"[^\\n]*\\}$`, 'm'));
      expect(JSON.parse(line)).toMatchObject({ type: 'application.received', status: 500 });
      const log = await runBin(
        ['webhooks', 'deliveries', 'list', endpointId, '--event-type', 'application.received', '--json'],
        {
          env: env(),
        },
      );
      expect(JSON.parse(log.stdout).items[0]).toMatchObject({
        eventId,
        status: 'pending',
        lastStatusCode: 500,
      });
      expect((await listen.stop('SIGINT')).code).toBe(0);
    } finally {
      await listen.stop('SIGKILL');
      await receiver.close();
    }
  });

  it("triggers with Acme's admin key as docs/cli.md sets it up, though Acme's reader key lists with the same prefix", async () => {
    // Both Acme keys list as `pk_demo_ac` in the control API and grant different workspaces: the
    // organization is still known, and the job goes in the workspace the command is told to use.
    const acme = { PLATFORM_BASE_URL: setup.emulator().url, PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin };
    const trigger = await runBin(['webhooks', 'trigger', 'application.received', '--json'], {
      env: { ...acme, PLATFORM_WORKSPACE_ID: DEMO_IDS.acmeDefaultWorkspace },
    });
    expect(trigger.stderr).not.toMatch(/Which job/);
    expect(trigger.code).toBe(0);
    expect(JSON.parse(trigger.stdout)).toMatchObject({ eventId: expect.stringMatching(/^evt_/) });
    const apply = await runBin(['emulator', 'apply', '--json'], { env: acme });
    expect(apply.stderr).not.toMatch(/Which job/);
    expect(apply.code).toBe(0);
  });

  it('says plainly that a loopback receiver needs an emulator started with --allow-local-webhooks', async () => {
    const strict = await startEmulator(['--port', '0']);
    try {
      const result = await runBin(['webhooks', 'listen', '--forward-to', 'http://localhost:3000/hooks'], {
        env: { PLATFORM_BASE_URL: strict.url, PLATFORM_API_KEY: DEMO_KEYS.globexAdmin },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/refuses loopback webhook URLs.*restart it with --allow-local-webhooks/);
    } finally {
      await strict.stop();
    }
  });

  it('says a public URL is needed when the base URL is not an emulator', async () => {
    const service = await startReceiver(() => 404);
    try {
      const result = await runBin(['webhooks', 'listen', '--forward-to', 'http://localhost:3000/hooks'], {
        env: {
          PLATFORM_BASE_URL: service.url.replace('/webhooks', ''),
          PLATFORM_API_KEY: DEMO_KEYS.globexAdmin,
        },
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is not an emulator\. The service delivers only to public HTTPS URLs/);
      expect(result.stderr).toContain('webhooks endpoints create --url https://');
    } finally {
      await service.close();
    }
  });
});
