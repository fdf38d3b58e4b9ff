import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_IDS, DEMO_KEYS, type Emulator, type RunningServer } from '../src/index.ts';
import { CRM, call, expectError } from './helpers.ts';

const BIN = fileURLToPath(new URL('../src/bin.ts', import.meta.url));

/** Starts the real `platform-emulator` command and waits for its ready line. */
function startBin(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--conditions=platform-api-source', '--experimental-strip-types', '--no-warnings', BIN, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line; output: ${output}`)), 15_000);
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m && output.includes('\n', output.indexOf(m[0]))) {
        clearTimeout(timer);
        setTimeout(() => resolve(m[1]!), 50);
      }
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('the standalone server (node:http)', () => {
  let emu: Emulator;
  let server: RunningServer;
  const remote = () => ({ baseUrl: server.url, fetch: globalThis.fetch });

  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo' });
    server = await emu.listen({ port: 0 });
  });
  afterAll(() => emu.close());

  it('serves the same engine over HTTP, with the request chain and the envelope', async () => {
    const list = await call(remote(), 'GET', `${CRM}/contacts`, {
      key: DEMO_KEYS.acmeReader,
      query: { pageSize: 3 },
    });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    expect(list.headers.get('content-type')).toContain('application/json');
    expectError(await call(remote(), 'GET', `${CRM}/contacts`), 401, 'API_KEY_MISSING');
    expectError(
      await call(remote(), 'GET', `${CRM}/contacts`, { key: DEMO_KEYS.initechFree }),
      403,
      'PLAN_REQUIRED',
    );
    const created = await call(remote(), 'POST', `${CRM}/contacts`, {
      key: DEMO_KEYS.acmeAdmin,
      query: { workspaceId: DEMO_IDS.acmeEngineeringWorkspace },
      body: { name: 'Over HTTP', emails: [{ email: 'http@x.test' }] },
    });
    expect(created.status).toBe(201);
    // The in-process door sees the same state.
    const inProcess = await call(emu, 'GET', `${CRM}/contacts/${created.body.id}`, {
      key: DEMO_KEYS.acmeAdmin,
      query: { workspaceId: DEMO_IDS.acmeEngineeringWorkspace },
    });
    expect(inProcess.body.name).toBe('Over HTTP');
    const bad = await fetch(`${server.url}${CRM}/contacts`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEYS.acmeAdmin, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorCode).toBe('VALIDATION_ERROR');
  });

  it('answers a body above the size limit with 413 and keeps serving', async () => {
    const res = await fetch(`${server.url}${CRM}/contacts`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEYS.acmeAdmin, 'content-type': 'application/json' },
      body: 'x'.repeat(16 * 1024 * 1024),
    }).catch(() => null);
    if (res) expect(res.status).toBe(413);
    expect((await fetch(`${server.url}/_emulator/health`)).status).toBe(200);
  });
});

describe('msw handlers', () => {
  it('answer requests for the emulator origin through the same engine', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const other = http.get('https://elsewhere.test/ping', () => HttpResponse.json({ pong: true }));
    const mswServer = setupServer(...emu.handlers, other);
    mswServer.listen({ onUnhandledFrame: 'error' });
    try {
      const res = await fetch(`${emu.baseUrl}${CRM}/usage`, {
        headers: { 'x-api-key': DEMO_KEYS.acmeReader },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).dailyQuota).toBe(500);
      expect((await (await fetch('https://elsewhere.test/ping')).json()).pong).toBe(true);
      // The three families of the jobs document, through the same handlers.
      const post = (path: string, body: unknown) =>
        fetch(`${emu.baseUrl}/api/v3.0${path}`, {
          method: 'POST',
          headers: { 'x-api-key': DEMO_KEYS.globexAdmin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const job = await post('/job-builder/public/generate', { prompt: 'Nurse in Porto', language: 'pt' });
      expect((await job.json()).workMode.city).toBe('Porto');
      const candidates = await post('/candidate-search/public/search', { query: 'nurse', pageSize: 3 });
      expect((await candidates.json()).results).toHaveLength(3);
      const jobs = await post('/job-search/public/search', { query: 'nurse', pageSize: 3 });
      expect((await jobs.json()).jobs).toHaveLength(3);
    } finally {
      mswServer.close();
    }
  });
});

describe('the platform-emulator command', () => {
  it('prints the ready line and the demo keys, and stops on SIGTERM within a second', async () => {
    const run = startBin(['--port', '0']);
    const url = await run.ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.output()).toContain(DEMO_KEYS.acmeAdmin);
    const res = await fetch(`${url}${CRM}/contacts`, { headers: { 'x-api-key': DEMO_KEYS.acmeReader } });
    expect(res.status).toBe(200);
    const t0 = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('with --seed empty and --state, writes the state on shutdown and loads it on the next start', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'emu-state-')), 'state.json');
    const first = startBin(['--port', '0', '--seed', 'empty', '--state', file]);
    const url = await first.ready;
    expect(first.output()).not.toContain('demo API keys');
    const org = await (
      await fetch(`${url}/_emulator/orgs`, { method: 'POST', body: JSON.stringify({ plan: 'platinum' }) })
    ).json();
    const key = await (
      await fetch(`${url}/_emulator/orgs/${org.id}/keys`, { method: 'POST', body: '{}' })
    ).json();
    await fetch(`${url}${CRM}/contacts`, {
      method: 'POST',
      headers: { 'x-api-key': key.key, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Persisted' }),
    });
    first.child.kill('SIGINT');
    await first.exited;
    expect(existsSync(file)).toBe(true);
    expect(await readFile(file, 'utf8')).not.toContain(key.key);

    const second = startBin(['--port', '0', '--state', file]);
    const url2 = await second.ready;
    const list = await (await fetch(`${url2}${CRM}/contacts`, { headers: { 'x-api-key': key.key } })).json();
    expect(list.items.map((c: { name: string }) => c.name)).toEqual(['Persisted']);
    second.child.kill('SIGTERM');
    await second.exited;
  });

  it('does not start when the --state folder is missing or a file (exit 1, naming the path and the reason)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-state-'));
    const missing = join(dir, 'nodir', 's.json');
    const run = startBin(['--port', '0', '--state', missing]);
    await expect(run.ready).rejects.toThrow(
      `exited 1: The state file ${missing} cannot be written: its folder ${join(dir, 'nodir')} does not exist (ENOENT).`,
    );
    await writeFile(join(dir, 'plain'), 'x');
    const underFile = join(dir, 'plain', 's.json');
    const run2 = startBin(['--port', '0', '--state', underFile]);
    await expect(run2.ready).rejects.toThrow(`${join(dir, 'plain')} is not a folder`);
  });

  it('does not start over a state file whose clock, quotas or modules are malformed (exit 1, naming the field)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-state-'));
    const state = (await createEmulator({ seed: 'demo' })).exportState() as Record<string, any>;
    const cases: [string, (doc: Record<string, any>) => void][] = [
      ['clock.offsetMs', (d) => (d.clock.offsetMs = 1e20)],
      ['quotas.daily', (d) => (d.quotas = { daily: 5 })],
      ['modules', (d) => (d.modules = 'x')],
    ];
    for (const [field, change] of cases) {
      const doc = structuredClone(state);
      change(doc);
      const file = join(dir, `${field}.json`);
      await writeFile(file, JSON.stringify(doc));
      const run = startBin(['--port', '0', '--state', file]);
      await expect(run.ready).rejects.toThrow(
        new RegExp(
          `exited 1: The state file ${file.replace(/[.]/g, '\\.')} cannot be loaded: Invalid state document: ${field} must`,
        ),
      );
      // The file is left as it was.
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(doc);
    }
  });

  it('rejects bad flags with a message', async () => {
    const run = startBin(['--port', 'abc']);
    await expect(run.ready).rejects.toThrow(/--port must be a port number/);
  });
});
