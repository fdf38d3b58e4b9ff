import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from '../../../test/lib/build.ts';
import { runEmulator, spawnTestTimeout, startEmulator } from '../../../test/lib/processes.ts';
import { createEmulator, DEMO_IDS, DEMO_KEYS, type Emulator, type RunningServer } from '../src/index.ts';
import { abortSignalOf } from '../src/node/server.ts';
import { VERSION } from '../src/version.ts';
import { CRM, call, expectError } from './helpers.ts';

// The `platform-emulator` tests below spawn the built binary, as users run it.
useBuiltPackages();

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

  it('sends every whole answer with its Content-Length, not chunked', async () => {
    const list = await call(remote(), 'GET', `${CRM}/contacts`, { key: DEMO_KEYS.acmeReader });
    const contact = `${CRM}/contacts/${list.body.items[0].id}`;
    for (const [method, path, key] of [
      ['GET', contact, DEMO_KEYS.acmeReader],
      ['GET', contact, undefined],
      ['GET', '/_emulator/health', undefined],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: key ? { 'x-api-key': key } : {},
      });
      const body = new Uint8Array(await res.arrayBuffer());
      expect([path, Number(res.headers.get('content-length'))]).toEqual([path, body.byteLength]);
      expect(res.headers.get('transfer-encoding')).toBeNull();
    }
  });

  it("adds each answer's Content-Length to that answer only: another answer, or another door's, never carries it", async () => {
    const list = await call(remote(), 'GET', `${CRM}/contacts`, { key: DEMO_KEYS.acmeReader });
    const ids = list.body.items.map((item: { id: string }) => item.id).slice(0, 2);
    const lengths: number[] = [];
    for (const id of ids) {
      const res = await fetch(`${server.url}${CRM}/contacts/${id}`, {
        headers: { 'x-api-key': DEMO_KEYS.acmeReader },
      });
      const body = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
      lengths.push(body.byteLength);
    }
    expect(lengths[0]).not.toBe(lengths[1]);
    // The in-process door answers with a Response that has no length header of its own: one seen
    // here would be the standalone server's, left on headers answers share.
    const inProcess = await emu.fetch(`${emu.baseUrl}${CRM}/contacts/${ids[0]}`, {
      headers: { 'x-api-key': DEMO_KEYS.acmeReader },
    });
    expect(inProcess.headers.get('content-length')).toBeNull();
    const error = await emu.fetch(`${emu.baseUrl}${CRM}/contacts/${ids[0]}`);
    expect(error.headers.get('content-length')).toBeNull();
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

describe('every door (in-process fetch, node:http, msw) reads and answers a request alike', () => {
  const KEY = DEMO_KEYS.acmeAdmin;
  const CLOCK = '2031-05-06T07:08:09Z';
  interface Door {
    name: string;
    emu: Emulator;
    fetch: (url: string, init?: RequestInit) => Promise<Response>;
    baseUrl: string;
  }
  const doors: Door[] = [];
  let mswServer: ReturnType<typeof setupServer>;
  /** Real time just before the emulators were made: their clocks tick from CLOCK since about then. */
  let madeAt = 0;
  /**
   * A `Date` header of the virtual clock: at or after CLOCK, and no further from it than real time
   * has gone since (on a loaded machine the tests of this block take more than a second).
   */
  const expectVirtualDate = (header: string | null, what: unknown[]) => {
    const date = Date.parse(header ?? '');
    const start = Date.parse(CLOCK);
    expect([...what, date >= start && date <= start + (Date.now() - madeAt)], header ?? 'no Date').toEqual([
      ...what,
      true,
    ]);
  };
  beforeAll(async () => {
    madeAt = Date.now();
    const options = { seed: 'demo' as const, clockStart: CLOCK };
    const inProcess = await createEmulator(options);
    const overHttp = await createEmulator(options);
    const server = await overHttp.listen({ port: 0 });
    const viaMsw = await createEmulator(options);
    mswServer = setupServer(...viaMsw.handlers);
    // Requests to the node:http door's address pass through.
    mswServer.listen({ onUnhandledFrame: 'bypass' });
    doors.push(
      { name: 'in-process', emu: inProcess, fetch: inProcess.fetch, baseUrl: inProcess.baseUrl },
      { name: 'node:http', emu: overHttp, fetch: globalThis.fetch, baseUrl: server.url },
      { name: 'msw', emu: viaMsw, fetch: globalThis.fetch, baseUrl: viaMsw.baseUrl },
    );
  });
  afterAll(async () => {
    mswServer.close();
    for (const door of doors) await door.emu.close();
  });
  const contacts = (door: Door) =>
    `${door.baseUrl}${CRM}/contacts?workspaceId=${DEMO_IDS.acmeDefaultWorkspace}`;
  const countContacts = async (door: Door) =>
    ((await door.emu.exportState()) as { tables: { contacts: unknown[] } }).tables.contacts.length;

  it('an empty path segment reaches the route with its shield and family: the /mcp key is never echoed', async () => {
    for (const door of doors) {
      for (const [method, path, status] of [
        ['GET', `//mcp/${KEY}`, 405],
        ['GET', `/mcp//${KEY}`, 405],
        ['POST', `/mcp/${KEY}/extra`, 404],
        // No route, but not echoed either.
        ['GET', `/MCP/${KEY}`, 404],
        ['GET', `/mcp%2F${KEY}`, 404],
      ] as const) {
        const res = await door.fetch(`${door.baseUrl}${path}`, {
          method,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
        });
        const text = await res.text();
        expect([door.name, path, res.status]).toEqual([door.name, path, status]);
        expect(text).not.toContain(KEY);
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = JSON.parse(text);
        expect(body.path).toBe('/mcp');
        if (status === 404) {
          expect(body.message).toBe(
            `No route for ${method} /mcp/… (the rest of the path is not shown: it may hold a key); the routes here are POST /mcp, POST /mcp/{key}.`,
          );
        }
      }
      // The family of `//api/...`: its per-IP limit counts, its date is the virtual clock's.
      const usage = await door.fetch(`${door.baseUrl}//api/v3.0//crm/public/usage`, {
        headers: { 'x-api-key': DEMO_KEYS.acmeReader },
      });
      expect([door.name, usage.status]).toEqual([door.name, 200]);
      expectVirtualDate(usage.headers.get('date'), [door.name]);
    }
  });

  it('a body must be UTF-8: another charset or bytes that are not UTF-8 are a 400, and nothing is stored', async () => {
    for (const door of doors) {
      const before = await countContacts(door);
      const send = (type: string, body: Uint8Array) =>
        door.fetch(contacts(door), {
          method: 'POST',
          headers: { 'x-api-key': KEY, 'content-type': type },
          body: body as Uint8Array<ArrayBuffer>,
        });
      const latin1 = Uint8Array.from(
        [...'{"name":"Jos', 0xe9, ...'"}'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0))),
      );
      for (const type of ['application/json; charset=iso-8859-1', 'application/json; charset="UTF-16LE"']) {
        const res = await send(type, latin1);
        const answer = await res.json();
        expect([door.name, type, res.status, answer.errorCode]).toEqual([
          door.name,
          type,
          400,
          'VALIDATION_ERROR',
        ]);
        expect(answer.details).toEqual([{ field: 'content-type', message: 'charset must be utf-8' }]);
        expect(answer.message).toContain(`charset=${/charset="?([^"]+)/.exec(type)![1]!.toLowerCase()}`);
      }
      for (const path of [contacts(door), `${door.baseUrl}/_emulator/orgs`, `${door.baseUrl}/mcp/${KEY}`]) {
        const res = await door.fetch(path, {
          method: 'POST',
          headers: {
            'x-api-key': KEY,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: latin1,
        });
        const answer = await res.json();
        expect([door.name, path.replace(KEY, 'KEY'), res.status, answer.details]).toEqual([
          door.name,
          path.replace(KEY, 'KEY'),
          400,
          [{ field: '(body)', message: 'must be valid UTF-8' }],
        ]);
        expect(answer.message).toBe('The request body is not valid UTF-8: send JSON encoded as UTF-8.');
      }
      const utf8 = await send('application/json; charset=UTF-8', new TextEncoder().encode('{"name":"José"}'));
      expect([door.name, utf8.status]).toEqual([door.name, 201]);
      expect((await utf8.json()).name).toBe('José');
      expect(await countContacts(door)).toBe(before + 1);
    }
  });

  it('a compressed body is refused with 415 (the emulator decodes nothing); identity is accepted', async () => {
    const plain = JSON.stringify({ name: 'Plain Body' });
    const gzipped = new Uint8Array(
      await new Response(new Blob([plain]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    );
    for (const door of doors) {
      for (const [coding, body] of [
        ['gzip', gzipped],
        ['br', new TextEncoder().encode(plain)],
      ] as const) {
        const res = await door.fetch(contacts(door), {
          method: 'POST',
          headers: { 'x-api-key': KEY, 'content-type': 'application/json', 'content-encoding': coding },
          body: body as Uint8Array<ArrayBuffer>,
        });
        const answer = await res.json();
        expect([door.name, coding, res.status, answer.errorCode]).toEqual([
          door.name,
          coding,
          415,
          'VALIDATION_ERROR',
        ]);
        expect(answer.details).toEqual([
          { field: 'content-encoding', message: 'must be identity (an uncompressed body)' },
        ]);
        expect(answer.message).toContain('send it uncompressed');
        expect(res.headers.get('accept-encoding')).toBe('identity');
      }
      const identity = await door.fetch(contacts(door), {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json', 'content-encoding': 'identity' },
        body: plain,
      });
      expect([door.name, identity.status]).toEqual([door.name, 201]);
    }
  });

  it("HEAD answers have no body, and every answer carries the virtual clock's Date", async () => {
    for (const door of doors) {
      const head = await door.fetch(`${door.baseUrl}${CRM}/usage`, {
        method: 'HEAD',
        headers: { 'x-api-key': KEY },
      });
      expect([door.name, head.status, await head.text()]).toEqual([door.name, 405, '']);
      for (const [method, path] of [
        ['GET', '/_emulator/health'],
        ['GET', '/mcp'],
        ['GET', '/nowhere'],
        ['HEAD', `${CRM}/usage`],
      ]) {
        const res = await door.fetch(`${door.baseUrl}${path}`, { method });
        expectVirtualDate(res.headers.get('date'), [door.name, path]);
      }
    }
  });
});

describe('the platform-emulator command', { timeout: spawnTestTimeout(4) }, () => {
  it('prints the ready line, the demo keys with a one-workspace key first, and stops on SIGTERM', async () => {
    const server = await startEmulator(['--port', '0']);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // The banner's last line: everything before it is printed.
      await server.waitFor(/demo job postId .*\n.*\n/);
      const banner = server.output();
      const keyLines = banner.slice(banner.indexOf('demo API keys:\n')).split('\n').slice(1, 5);
      expect(keyLines[0]).toContain(
        `${DEMO_KEYS.globexAdmin}  Globex Staffing (diamond): every scope, one workspace`,
      );
      expect(keyLines.join('\n')).toContain(DEMO_KEYS.acmeAdmin);
      // The try: lines use that key as they are, with no workspaceId to add.
      const tryLines = banner.split('\n').filter((line) => /^(try| {2}or): /.test(line));
      expect(tryLines).toEqual([
        `try: curl -H 'x-api-key: ${DEMO_KEYS.globexAdmin}' '${server.url}/api/v3.0/crm/public/contacts?pageSize=3'`,
        `  or: platform-api contacts list --base-url ${server.url} --api-key ${DEMO_KEYS.globexAdmin}`,
      ]);
      const tried = await fetch(`${server.url}${CRM}/contacts?pageSize=3`, {
        headers: { 'x-api-key': DEMO_KEYS.globexAdmin },
      });
      expect(tried.status).toBe(200);
      expect(((await tried.json()) as { items: unknown[] }).items).toHaveLength(3);
    } finally {
      const stopped = await server.stop('SIGTERM');
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toContain('stopped (SIGTERM)');
    }
  });

  it('with --seed empty and --state, writes the state on shutdown and loads it on the next start', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'emu-state-')), 'state.json');
    const first = await startEmulator(['--port', '0', '--seed', 'empty', '--state', file]);
    const url = first.url;
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
    expect((await first.stop('SIGINT')).code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(await readFile(file, 'utf8')).not.toContain(key.key);

    const second = await startEmulator(['--port', '0', '--state', file]);
    try {
      const list = await (
        await fetch(`${second.url}${CRM}/contacts`, { headers: { 'x-api-key': key.key } })
      ).json();
      expect(list.items.map((c: { name: string }) => c.name)).toEqual(['Persisted']);
    } finally {
      await second.stop();
    }
  });

  it('does not start when the --state folder is missing or a file (exit 1, naming the path and the reason)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emu-state-'));
    const missing = join(dir, 'nodir', 's.json');
    const run = await runEmulator(['--port', '0', '--state', missing]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `The state file ${missing} cannot be written: its folder ${join(dir, 'nodir')} does not exist (ENOENT).`,
    );
    await writeFile(join(dir, 'plain'), 'x');
    const underFile = join(dir, 'plain', 's.json');
    const run2 = await runEmulator(['--port', '0', '--state', underFile]);
    expect(run2.code).toBe(1);
    expect(run2.stderr).toContain(`${join(dir, 'plain')} is not a folder`);
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
      const run = await runEmulator(['--port', '0', '--state', file]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        new RegExp(
          `The state file ${file.replace(/[.]/g, '\\.')} cannot be loaded: Invalid state document: ${field} must`,
        ),
      );
      // The file is left as it was.
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(doc);
    }
  });

  it('answers --help, --version and a bad flag without starting, exit 0, 0 and 1', async () => {
    const help = await runEmulator(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage: platform-emulator \[options\]/);
    for (const flag of ['--autosave <ms>', '--control-token <token>', '-V, --version']) {
      expect(help.stdout).toContain(flag);
    }
    expect(await runEmulator(['--version'])).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const bad = await runEmulator(['--port', 'abc']);
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toBe(
      '--port must be a port number (0 to 65535), got "abc" (platform-emulator --help lists the flags)\n',
    );
    const unknown = await runEmulator(['--prot', '4010']);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toBe('unknown flag --prot (platform-emulator --help lists the flags)\n');
  });
});

describe("a request's abort signal over node:http (made only when the engine asks for it)", () => {
  /** A node:http server whose handler gets each response; the client's request is returned. */
  async function withServer(
    onResponse: (res: ServerResponse) => void,
    client: (url: string) => Promise<void>,
  ): Promise<void> {
    const server = createServer((_req, res) => onResponse(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await client(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };
  const gone = (url: string) => {
    const controller = new AbortController();
    const request = fetch(url, { signal: controller.signal }).catch(() => null);
    setTimeout(() => controller.abort(), 50);
    return request.then(() => undefined);
  };

  it('aborts when the client goes away before the answer', async () => {
    const aborted = deferred<unknown>();
    await withServer(
      (res) =>
        abortSignalOf(res).addEventListener('abort', (e) =>
          aborted.resolve((e.target as AbortSignal).reason),
        ),
      async (url) => {
        await gone(url);
        expect(String(await aborted.promise)).toContain('the client closed the connection');
      },
    );
  });

  it('made after the client went away, is aborted already', async () => {
    const asked = deferred<AbortSignal>();
    await withServer(
      (res) => res.once('close', () => asked.resolve(abortSignalOf(res))),
      async (url) => {
        await gone(url);
        expect((await asked.promise).aborted).toBe(true);
      },
    );
  });

  it('does not abort for an answer that was sent whole', async () => {
    const asked = deferred<AbortSignal>();
    await withServer(
      (res) => {
        const signal = abortSignalOf(res);
        res.end('ok');
        res.once('close', () => setImmediate(() => asked.resolve(signal)));
      },
      async (url) => {
        expect(await (await fetch(url)).text()).toBe('ok');
        expect((await asked.promise).aborted).toBe(false);
      },
    );
  });
});
