import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, DEMO_KEYS, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../../../test/lib/build.ts';
import {
  CLI_BIN,
  cleanEnv,
  runCli as runBin,
  spawnTestTimeout,
  startProcess,
} from '../../../test/lib/processes.ts';

// The built binary, spawned as users run it, against an emulator served over HTTP by this test.
let emulator: Emulator;
let server: RunningServer;
let workDir: string;

/** Flags for a key with every scope and exactly one workspace. */
const admin = () => ['--base-url', server.url, '--api-key', DEMO_KEYS.globexAdmin];

useBuiltPackages();

beforeAll(async () => {
  emulator = await createEmulator({ seed: 'demo' });
  server = await emulator.listen({ port: 0 });
  workDir = mkdtempSync(join(tmpdir(), 'platform-api-cli-'));
});

afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// Each group's timeout: the most runs of the binary one of its tests makes, one after another.
describe('platform-api usage', { timeout: spawnTestTimeout(1) }, () => {
  it('prints one row per family, the CRM usage and the resume upload quota', async () => {
    const result = await runBin(['usage', ...admin()]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^FAMILY\s+USED\s+REMAINING\s+DAILY QUOTA\s+USE\s+RESETS$/);
    expect(result.stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s+[█░]{12}\s+\d+%\s+(\w{3} )?\d\d:00 \S+ \(in /m);
    // Every family has its row: its usage, n/a where the service has no usage endpoint, or an error code.
    for (const family of ['webhooks \\(deliveries\\)', 'job-builder', 'candidate-search', 'job-search']) {
      expect(result.stdout).toMatch(
        new RegExp(`^${family}\\s+(n/a|[A-Z_]+|\\d+\\s+\\d+\\s+\\d+\\s+.+ \\(in .+\\))$`, 'm'),
      );
    }
    expect(result.stdout).toMatch(/^Resume uploads \(this key\): \d+ of 50 used today, \d+ remaining$/m);
  });

  it('prints JSON with --json', async () => {
    const result = await runBin(['usage', '--json', ...admin()]);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.families.map((row: { family: string }) => row.family)).toEqual([
      'crm',
      'webhooks',
      'job-builder',
      'candidate-search',
      'job-search',
    ]);
    expect(report.families[0]).toMatchObject({
      family: 'crm',
      status: 'ok',
      dailyQuota: 500,
      period: 'utc_day',
    });
    for (const row of report.families) expect(['ok', 'unavailable', 'error']).toContain(row.status);
    expect(report.resumeUpload).toMatchObject({ dailyLimit: 50 });
  });

  it('shows PLAN_REQUIRED in the row of a family the plan does not include, without failing', async () => {
    const result = await runBin(['usage', '--base-url', server.url, '--api-key', DEMO_KEYS.initechFree]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^crm\s+PLAN_REQUIRED$/m);
    expect(result.stdout).not.toContain('resume uploads');
  });
});

describe('platform-api contacts', { timeout: spawnTestTimeout(5) }, () => {
  it('lists a page, with a hint about the next one', async () => {
    const result = await runBin(['contacts', 'list', '--page-size', '3', ...admin()]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+COMPANY\s+JOB TITLE\s+TAGS\s+CREATED$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^[0-9a-f]{24}\s/);
    expect(result.stderr).toContain('More contacts: --page 2');
  });

  it('creates, reads, finds and deletes a contact', async () => {
    const created = await runBin([
      'contacts',
      'create',
      '--name',
      'Ada Lovelace',
      '--email',
      'work:ada.cli@example.com',
      '--phone',
      '+1 555 0100',
      '--tag',
      'cli-test',
      '--title',
      'Mathematician',
      '--company',
      'Analytical Engines',
      '--json',
      ...admin(),
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const contact = JSON.parse(created.stdout);
    expect(contact).toMatchObject({
      name: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      jobTitle: ['Mathematician'],
      emails: [{ email: 'ada.cli@example.com', type: 'work' }],
      phones: [{ phone: '+1 555 0100' }],
      deduplicated: false,
    });
    expect(contact.tags.map((tag: { name: string }) => tag.name)).toEqual(['cli-test']);

    const shown = await runBin(['contacts', 'get', contact.id, ...admin()]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^id:\\s+${contact.id}$`, 'm'));
    expect(shown.stdout).toMatch(/^name:\s+Ada Lovelace$/m);
    expect(shown.stdout).toMatch(/^emails:\s+ada\.cli@example\.com \(work\)$/m);

    const found = await runBin(['contacts', 'list', '--search', 'Lovelace', '--json', ...admin()]);
    expect(found.code).toBe(0);
    expect(JSON.parse(found.stdout).items.map((item: { id: string }) => item.id)).toContain(contact.id);

    const deleted = await runBin(['contacts', 'delete', contact.id, ...admin()]);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`Deleted contact ${contact.id}\n`);

    const gone = await runBin(['contacts', 'get', contact.id, ...admin()]);
    expect(gone.code).toBe(1);
    expect(gone.stdout).toBe('');
    expect(gone.stderr).toMatch(/^error: 404 NOT_FOUND: .+\n$/);
  });

  it('takes the body from --data, flags on top', async () => {
    const result = await runBin([
      'contacts',
      'create',
      '--data',
      JSON.stringify({ name: 'From Data', locationName: 'Lisbon' }),
      '--name',
      'Flag Wins',
      ...admin(),
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created contact [0-9a-f]{24}$/m);
    expect(result.stdout).toMatch(/^name:\s+Flag Wins$/m);
    expect(result.stdout).toMatch(/^location:\s+Lisbon$/m);
  });
});

describe('errors and configuration', { timeout: spawnTestTimeout(3) }, () => {
  const badKey = 'pk_live_this_key_is_wrong_4f9d2c7a1b';

  it('reports a bad key as one readable 401 line, exits 1 and never prints the key', async () => {
    for (const args of [
      ['contacts', 'list', '--base-url', server.url, '--api-key', badKey],
      ['usage', '--verbose', '--base-url', server.url, `--api-key=${badKey}`],
      ['contacts', 'list', '--json', '--base-url', server.url, '--api-key', badKey],
    ]) {
      const result = await runBin(args);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stdout + result.stderr).not.toContain(badKey);
      if (args.includes('--json')) {
        expect(JSON.parse(result.stderr)).toMatchObject({
          error: { statusCode: 401, errorCode: 'API_KEY_INVALID' },
        });
      } else {
        expect(result.stderr).toMatch(/^error: 401 API_KEY_INVALID: .+$/m);
      }
    }
  });

  it('never prints a key that came from the environment, even with --verbose', async () => {
    const result = await runBin(['contacts', 'list', '--verbose'], {
      env: { PLATFORM_BASE_URL: server.url, PLATFORM_API_KEY: badKey },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('> GET ');
    expect(result.stderr).toContain('< 401');
    expect(result.stdout + result.stderr).not.toContain(badKey);
  });

  it('falls back to PLATFORM_API_KEY, PLATFORM_BASE_URL and PLATFORM_WORKSPACE_ID', async () => {
    const env = {
      PLATFORM_BASE_URL: server.url,
      PLATFORM_API_KEY: DEMO_KEYS.acmeAdmin,
      PLATFORM_WORKSPACE_ID: emulator.demo!.ids.acmeDefaultWorkspace,
    };
    const result = await runBin(['contacts', 'list', '--page-size', '1', '--verbose', '--json'], { env });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).items).toHaveLength(1);
    expect(result.stderr).toContain(`workspaceId=${env.PLATFORM_WORKSPACE_ID}`);
    expect(result.stderr).not.toContain(DEMO_KEYS.acmeAdmin);
  });

  it('lets flags win over the environment', async () => {
    const result = await runBin(['usage', '--api-key', DEMO_KEYS.globexAdmin], {
      env: { PLATFORM_BASE_URL: server.url, PLATFORM_API_KEY: badKey },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^crm\s+\d+\s+\d+\s+500\s/m);
  });

  it('says how to configure when the key or the base URL is missing', async () => {
    const noKey = await runBin(['usage', '--base-url', server.url]);
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toBe(
      'error: Missing API key: pass --api-key <key>, set PLATFORM_API_KEY, or run `platform-api login`\n',
    );
    const noUrl = await runBin(['usage'], { env: { PLATFORM_API_KEY: badKey } });
    expect(noUrl.code).toBe(1);
    expect(noUrl.stderr).toMatch(
      /^error: Missing base URL: pass --base-url <url>, set PLATFORM_BASE_URL, or save one in a profile/,
    );
    expect(noUrl.stderr).not.toContain(badKey);
  });

  it('reports a service that cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there (port 9 is one fetch refuses to try).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const result = await runBin(['usage', '--base-url', `http://127.0.0.1:${port}`, '--api-key', badKey]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: CONNECTION_ERROR: .*ECONNREFUSED/);
    // What a user of the CLI has: the command that starts an emulator, the flag.
    expect(result.stderr).toContain('`platform-api emulator start`');
    expect(result.stderr).toContain('--base-url');
    expect(result.stderr).not.toContain('pnpm');
    expect(result.stderr).not.toContain(badKey);
  });

  it('says to use http:// when --base-url says https:// to a plain-HTTP port', async () => {
    const result = await runBin([
      'usage',
      '--base-url',
      server.url.replace('http:', 'https:'),
      ...admin().slice(2),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error: CONNECTION_ERROR: .*ERR_SSL_\w+ \(the server speaks plain HTTP, not TLS: use http:\/\/ in --base-url\)\n$/,
    );
  });

  it('fails usage at once, naming the origin, when --base-url has the API path added to it', async () => {
    const result = await runBin(['usage', ...admin(), '--base-url', `${server.url}/api/v3.0`]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: --base-url is the service origin, without the API's path /api/v3.0 ` +
        `(the SDK adds /api/v3.0/<family>/public/... itself): use ${server.url}\n`,
    );
  });

  it('prints the version from package.json', async () => {
    const { version } = (await import('../package.json', { with: { type: 'json' } })).default;
    const result = await runBin(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('platform-api emulator start', { timeout: spawnTestTimeout(1) }, () => {
  it('starts the emulator on a free port, prints where, and stops on SIGTERM', async () => {
    const started = startProcess(
      process.execPath,
      [CLI_BIN, 'emulator', 'start', '--port', '0', '--seed', 'empty'],
      {
        env: cleanEnv(),
      },
    );
    try {
      const [, url] = await started.waitFor(/listening on (http:\/\/\S+)\n/);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url).not.toMatch(/:0$/);
      const health = await fetch(`${url}/_emulator/health`);
      expect(await health.json()).toMatchObject({ ok: true });
      expect(started.stdout()).not.toContain('demo API keys');
    } finally {
      const stopped = await started.stop('SIGTERM');
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toContain('stopped (SIGTERM)');
    }
  });

  it('reports a bad flag value as an error line', async () => {
    const result = await runBin(['emulator', 'start', '--seed', 'lots']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--seed <demo\|empty>.*'lots' is invalid/);
  });
});

describe('platform-api webhooks', { timeout: spawnTestTimeout(3) }, () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const event = {
    id: 'evt_cli_1',
    type: 'webhook.ping',
    apiVersion: 'v1',
    createdAt: '2026-01-01T00:00:00.000Z',
    occurredAt: '2026-01-01T00:00:00.000Z',
    organizationId: '65f1c0de0000000000000001',
    data: { test: true },
  };

  it('signs a body, and verify accepts the printed headers', async () => {
    const bodyFile = join(workDir, 'event.json');
    writeFileSync(bodyFile, JSON.stringify(event));
    const signed = await runBin(['webhooks', 'sign', '--secret', secret, '--body-file', bodyFile]);
    expect(signed.code).toBe(0);
    expect(signed.stdout).toMatch(
      /^webhook-id: evt_cli_1\nwebhook-timestamp: \d{10}\nwebhook-signature: v1,[A-Za-z0-9+/]{43}=\n$/,
    );
    const headersFile = join(workDir, 'headers.txt');
    writeFileSync(headersFile, signed.stdout);

    const verified = await runBin([
      'webhooks',
      'verify',
      '--secret',
      secret,
      '--body-file',
      bodyFile,
      '--headers-file',
      headersFile,
    ]);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/^Verified webhook\.ping event evt_cli_1 /);

    // The same with separate header flags, the body on stdin and JSON out.
    const [, id, timestamp, signature] =
      /webhook-id: (.+)\nwebhook-timestamp: (.+)\nwebhook-signature: (.+)\n/.exec(signed.stdout)!;
    const piped = await runBin(
      [
        'webhooks',
        'verify',
        '--secret',
        secret,
        '--body-file',
        '-',
        '--id',
        id!,
        '--timestamp',
        timestamp!,
        '--signature',
        signature!,
        '--json',
      ],
      { input: JSON.stringify(event) },
    );
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject({
      verified: true,
      type: 'webhook.ping',
      id: 'evt_cli_1',
      event,
    });
  });

  it('rejects a tampered body with the verifier error code and exit 1', async () => {
    const bodyFile = join(workDir, 'original.json');
    writeFileSync(bodyFile, JSON.stringify(event));
    const signed = await runBin(['webhooks', 'sign', '--secret', secret, '--body-file', bodyFile, '--json']);
    expect(signed.code).toBe(0);
    const headersFile = join(workDir, 'headers.json');
    writeFileSync(headersFile, signed.stdout);
    const tampered = join(workDir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify({ ...event, data: { test: false } }));

    const result = await runBin([
      'webhooks',
      'verify',
      '--secret',
      secret,
      '--body-file',
      tampered,
      '--headers-file',
      headersFile,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: no_matching_signature: /);
    expect(result.stderr).not.toContain(secret);
  });

  it('matches the Standard Webhooks test vector', async () => {
    const bodyFile = join(workDir, 'vector.json');
    writeFileSync(bodyFile, '{"test": 2432232314}');
    const result = await runBin(
      [
        'webhooks',
        'sign',
        '--body-file',
        bodyFile,
        '--id',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        '--timestamp',
        '1614265330',
        '--json',
      ],
      { env: { PLATFORM_WEBHOOK_SECRET: secret } },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});
