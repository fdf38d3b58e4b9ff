import { connect } from 'node:net';
import { createEmulator, DEMO_KEYS, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Sends raw bytes and collects the whole answer (the socket is closed by the server or after `waitMs`). */
function raw(port: number, bytes: string, waitMs = 3_000): Promise<{ text: string; closedMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
    });
    const done = () => resolve({ text, closedMs: Date.now() - started });
    socket.on('close', done);
    socket.on('error', () => {});
    socket.write(bytes);
    setTimeout(() => socket.destroy(), waitMs).unref();
  });
}

function envelopeOf(text: string): { status: number; body: any } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
  return { status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) };
}

describe('the standalone server answers every failure in the envelope and holds no slow socket', () => {
  let emu: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo' });
    server = await emu.listen({ port: 0, timeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 300 } });
  });
  afterAll(() => emu.close());

  it('oversized headers: 431 in the envelope', async () => {
    const { text } = await raw(
      server.port,
      `GET /_emulator/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(envelopeOf(text)).toMatchObject({
      status: 431,
      body: { statusCode: 431, errorCode: 'HEADERS_TOO_LARGE', path: '/' },
    });
  });

  it('oversized headers on the tool server: the 431 carries its headers and never echoes the path key', async () => {
    const key = DEMO_KEYS.acmeAdmin;
    const { text } = await raw(
      server.port,
      `POST /mcp/${key} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(envelopeOf(text).status).toBe(431);
    const head = text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toContain('\r\nreferrer-policy: no-referrer');
    expect(head).toContain('\r\ncache-control: no-store');
    expect(text).not.toContain(key);
  });

  it('a repeated header reads as node:http reads it: joined (two Idempotency-Keys are no valid key), or the first', async () => {
    const body = JSON.stringify({ prompt: 'Electrician in Leeds', language: 'en' });
    const request = (extra: string) =>
      raw(
        server.port,
        `POST /api/v3.0/job-builder/public/jobs HTTP/1.1\r\nHost: x\r\nConnection: close\r\nx-api-key: ${DEMO_KEYS.acmeAdmin}\r\n${extra}Content-Length: ${body.length}\r\n\r\n${body}`,
      );
    // `Connection: close` answers are chunked: the JSON is read between its braces.
    const answer = (text: string) => ({
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
      body: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)),
    });
    const twoKeys = answer(
      (await request('Content-Type: application/json\r\nIdempotency-Key: a\r\nIdempotency-Key: b\r\n')).text,
    );
    expect(twoKeys).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_INVALID' } });
    // Content-Type is read once: the first line counts, a second is dropped.
    const twoTypes = answer(
      (await request('Content-Type: application/json\r\nContent-Type: text/plain\r\n')).text,
    );
    expect(twoTypes.status).toBe(201);
  });

  it('a malformed request line, an unknown method, a bad header: 400 in the envelope', async () => {
    for (const bytes of [
      'NOT A REQUEST\r\n\r\n',
      'BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'GET /x HTTP/9.9\r\n\r\n',
    ]) {
      const { text } = await raw(server.port, bytes);
      const { status, body } = envelopeOf(text);
      expect([JSON.stringify(bytes), status]).toEqual([JSON.stringify(bytes), 400]);
      expect(body).toMatchObject({
        statusCode: 400,
        errorCode: 'VALIDATION_ERROR',
        message: expect.stringMatching(/HTTP/),
      });
    }
  });

  it('slow headers, slow bodies and idle keep-alive sockets are closed by the server', async () => {
    const slowHeaders = await raw(server.port, 'GET /_emulator/health HTTP/1.1\r\nHost: x\r\n', 5_000);
    expect(slowHeaders.closedMs).toBeLessThan(2_500);
    expect(envelopeOf(slowHeaders.text)).toMatchObject({
      status: 408,
      body: { errorCode: 'REQUEST_TIMEOUT' },
    });
    const slowBody = await raw(
      server.port,
      'POST /_emulator/reset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"se',
      5_000,
    );
    expect(slowBody.closedMs).toBeLessThan(2_500);
    const idle = await raw(server.port, 'GET /_emulator/health HTTP/1.1\r\nHost: x\r\n\r\n', 5_000);
    expect(idle.text).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.closedMs).toBeLessThan(2_500);
  });

  it('a body must be JSON with Content-Type application/json (API routes); the control API also takes curl -d', async () => {
    const url = `${server.url}/api/v3.0/crm/public/contacts?workspaceId=${emu.demo!.ids.acmeDefaultWorkspace}`;
    const body = JSON.stringify({ name: 'Ada Lovelace' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'x-api-key': DEMO_KEYS.acmeAdmin, ...(type ? { 'content-type': type } : {}) },
        body: type === undefined ? new Blob([body]) : body,
      });
      const answer = await res.json();
      expect([type, res.status, answer.errorCode]).toEqual([type, 400, 'VALIDATION_ERROR']);
      expect(answer.details[0].field).toBe('content-type');
    }
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
    ]) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'x-api-key': DEMO_KEYS.acmeAdmin, 'content-type': type },
        body,
      });
      expect([type, res.status]).toEqual([type, 201]);
    }
    const control = await fetch(`${server.url}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '{"advanceSeconds":1}',
    });
    expect(control.status).toBe(200);
  });
});

/** The answers on one socket, in order: status, lower-cased head and body text of each. */
function answersOf(text: string): { status: number; head: string; body: string }[] {
  const out: { status: number; head: string; body: string }[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ') && rest.includes('\r\n\r\n')) {
    const end = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, end).toLowerCase();
    rest = rest.slice(end + 4);
    let body = '';
    const length = /\r\ncontent-length: (\d+)/.exec(head);
    if (length) {
      body = rest.slice(0, Number(length[1]));
      rest = rest.slice(Number(length[1]));
    } else if (head.includes('\r\ntransfer-encoding: chunked')) {
      for (;;) {
        const eol = rest.indexOf('\r\n');
        const size = Number.parseInt(rest.slice(0, eol), 16);
        rest = rest.slice(eol + 2);
        if (eol < 0 || !(size > 0)) {
          rest = rest.slice(2);
          break;
        }
        body += rest.slice(0, size);
        rest = rest.slice(size + 2);
      }
    }
    out.push({ status: Number(head.slice(9, 12)), head, body });
  }
  return out;
}

describe('the HTTP layer: one path, the envelope for every refusal, answers in order', () => {
  let emu: Emulator;
  let server: RunningServer;
  const key = DEMO_KEYS.acmeAdmin;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', clockStart: '2031-05-06T07:08:09Z' });
    server = await emu.listen({ port: 0 });
  });
  afterAll(() => emu.close());
  const VIRTUAL_DATE = /\r\ndate: tue, 06 may 2031 /;

  it('an empty or dot segment reaches the route with its shield: the /mcp key is never echoed', async () => {
    for (const [method, path, status] of [
      ['GET', `//mcp/${key}`, 405],
      ['GET', `/mcp//${key}`, 405],
      ['GET', `/api/../mcp/${key}`, 405],
      ['GET', `/mcp/${key}/extra`, 404],
      ['POST', `/mcp/${key}/extra`, 404],
      ['POST', `//mcp/${key}/extra`, 404],
    ] as const) {
      const { text } = await raw(
        server.port,
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
      const [answer] = answersOf(text);
      expect([path, answer?.status]).toEqual([path, status]);
      expect(text).not.toContain(key);
      expect(answer!.head).toContain('\r\nreferrer-policy: no-referrer');
      expect(answer!.head).toContain('\r\ncache-control: no-store');
      const body = JSON.parse(answer!.body);
      expect(body.path).toBe('/mcp');
      if (status === 404) {
        // The message names the routes that exist there, not "No route for POST /mcp".
        expect(body.message).toContain(`No route for ${method} /mcp/…`);
        expect(body.message).toContain('POST /mcp, POST /mcp/{key}');
      }
    }
  });

  it('an empty segment in an API path is still the family: its faults, its codes and the virtual Date', async () => {
    const { id } = await emu.addFault({ path: '/api/v3.0/crm', status: 500, times: 2 });
    expect(id).toBeTruthy();
    for (const path of ['//api/v3.0/crm/public/usage', '/api/v3.0//crm//public/usage']) {
      const { text } = await raw(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: x\r\nx-api-key: ${DEMO_KEYS.acmeReader}\r\nConnection: close\r\n\r\n`,
      );
      const [answer] = answersOf(text);
      expect([path, answer!.status]).toEqual([path, 500]);
      expect(JSON.parse(answer!.body)).toMatchObject({
        errorCode: 'CRM_API_ERROR',
        path: '/api/v3.0/crm/public/usage',
      });
      expect(answer!.head).toMatch(VIRTUAL_DATE);
    }
    const after = answersOf(
      (
        await raw(
          server.port,
          `GET /api/v3.0//crm/public/usage HTTP/1.1\r\nHost: x\r\nx-api-key: ${DEMO_KEYS.acmeReader}\r\nConnection: close\r\n\r\n`,
        )
      ).text,
    );
    expect(after[0]!.status).toBe(200);
  });

  it('an absolute-form request target is served by its path and query (RFC 9112 §3.2.2)', async () => {
    const { text } = await raw(
      server.port,
      `GET http://127.0.0.1:${server.port}/api/v3.0/crm/public/contacts?pageSize=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${DEMO_KEYS.acmeReader}\r\nConnection: close\r\n\r\n`,
    );
    const [answer] = answersOf(text);
    expect(answer!.status).toBe(200);
    expect(JSON.parse(answer!.body)).toMatchObject({ pageSize: 1 });
  });

  it('a valid request followed by bytes the parser refuses: its answer first, then the 400, then the socket closes', async () => {
    const workspaceId = emu.demo!.ids.acmeDefaultWorkspace;
    const count = async (name: string) =>
      (
        await (
          await fetch(
            `${server.url}/api/v3.0/crm/public/contacts?workspaceId=${workspaceId}&search=${encodeURIComponent(name)}`,
            { headers: { 'x-api-key': key } },
          )
        ).json()
      ).items.length;
    const post = (body: string, length = body.length) =>
      `POST /api/v3.0/crm/public/contacts?workspaceId=${workspaceId} HTTP/1.1\r\nHost: x\r\nx-api-key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`;
    // Pipelined: a valid POST, then a request with two Content-Lengths.
    const piped = JSON.stringify({ name: 'Piped Pat' });
    const first = await raw(
      server.port,
      `${post(piped)}GET /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n`,
    );
    expect(answersOf(first.text).map((a) => a.status)).toEqual([201, 400]);
    expect(JSON.parse(answersOf(first.text)[1]!.body).errorCode).toBe('VALIDATION_ERROR');
    expect(first.closedMs).toBeLessThan(2_500);
    expect(await count('Piped Pat')).toBe(1);
    // A body longer than its Content-Length: the rest is read as the next request.
    const longer = JSON.stringify({ name: 'Longer Lee' });
    const second = await raw(server.port, `${post(`${longer}\x01garbage\r\n\r\n`, longer.length)}`);
    expect(answersOf(second.text).map((a) => a.status)).toEqual([201, 400]);
    expect(await count('Longer Lee')).toBe(1);
  });

  it('a missing Host, an Expect it cannot meet and CONNECT: the envelope (with the virtual Date), not a bare answer', async () => {
    for (const [bytes, status, field] of [
      ['GET /api/v3.0/crm/public/usage HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'host'],
      [
        'POST /_emulator/reset HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 200-ok\r\n\r\n{}',
        417,
        'expect',
      ],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 400, 'method'],
    ] as const) {
      const { text, closedMs } = await raw(server.port, bytes);
      const [answer] = answersOf(text);
      expect([bytes, answer?.status]).toEqual([bytes, status]);
      expect(JSON.parse(answer!.body)).toMatchObject({
        statusCode: status,
        errorCode: 'VALIDATION_ERROR',
        details: [{ field }],
      });
      expect(answer!.head).toContain('\r\nconnection: close');
      expect(answer!.head).toMatch(VIRTUAL_DATE);
      expect(closedMs).toBeLessThan(2_500);
    }
    // HTTP/1.0 needs no Host.
    const old = await raw(server.port, 'GET /_emulator/health HTTP/1.0\r\n\r\n');
    expect(old.text).toMatch(/^HTTP\/1\.1 200/);
  });

  it('Expect: 100-continue with a declared body above the limit: 413 at once, no 100 Continue', async () => {
    const { text, closedMs } = await raw(
      server.port,
      `POST /api/v3.0/crm/public/contacts HTTP/1.1\r\nHost: x\r\nx-api-key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 20000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(text).not.toContain('100 Continue');
    const [answer] = answersOf(text);
    expect(answer!.status).toBe(413);
    expect(JSON.parse(answer!.body).errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(closedMs).toBeLessThan(2_500);
    // Within the limit, the client is told to go on and the request is served.
    const body = '{"advanceSeconds":0}';
    const ok = await raw(
      server.port,
      `POST /_emulator/clock HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(ok.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200/);
  });

  it("a parser refusal carries the virtual clock's Date too", async () => {
    const { text } = await raw(server.port, 'NOT A REQUEST\r\n\r\n');
    expect(text.toLowerCase()).toMatch(VIRTUAL_DATE);
  });
});

describe('--control-token', () => {
  it('the control API needs x-control-token (health and presigned files excepted); the API does not', async () => {
    const emu = await createEmulator({ seed: 'demo', controlToken: 'c0ntrol-t0ken-for-tests' });
    const server = await emu.listen({ port: 0 });
    try {
      expect((await fetch(`${server.url}/_emulator/health`)).status).toBe(200);
      const missing = await fetch(`${server.url}/_emulator/state`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({
        errorCode: 'CONTROL_TOKEN_MISSING',
        path: '/_emulator/state',
      });
      const wrong = await fetch(`${server.url}/_emulator/orgs`, {
        method: 'POST',
        headers: { 'x-control-token': 'guess', 'content-type': 'application/json' },
        body: '{"plan":"free"}',
      });
      expect(await wrong.json()).toMatchObject({ statusCode: 401, errorCode: 'CONTROL_TOKEN_INVALID' });
      const ok = await fetch(`${server.url}/_emulator/state`, {
        headers: { 'x-control-token': 'c0ntrol-t0ken-for-tests' },
      });
      expect(ok.status).toBe(200);
      const api = await fetch(`${server.url}/api/v3.0/job-search/public/usage`, {
        headers: { 'x-api-key': DEMO_KEYS.initechFree },
      });
      expect(api.status).toBe(200);
    } finally {
      await emu.close();
    }
  });
});

describe('slow sockets are closed by the server within their timeout, while others are served', () => {
  /** A short headers timeout so the test need not wait the default 10 s (`listen({ timeouts })`). */
  const HEADERS_MS = 500;
  let emu: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    // Unlimited: the clients served meanwhile call as fast as they can (the per-IP limit is not the point).
    emu = await createEmulator({ seed: 'demo', unlimited: true });
    server = await emu.listen({ port: 0, timeouts: { headersMs: HEADERS_MS } });
  });
  afterAll(() => emu.close());

  /**
   * A client that sends one header line every `everyMs` and, like raw sockets in most languages,
   * does not close its side when the server sends its FIN (`allowHalfOpen`): it keeps writing. The
   * connection ends only when the server destroys its socket (the next write then fails).
   */
  function trickle(port: number, everyMs: number): Promise<{ closedMs: number; answer: string }> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      let answer = '';
      let line = 0;
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => {
        answer += d;
      });
      socket.on('error', () => {});
      socket.write('GET /_emulator/health HTTP/1.1\r\nHost: x\r\n');
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`x-trickle-${line++}: still coming\r\n`);
      }, everyMs);
      // The test's own limit, well past what it asserts: nothing outlives the test.
      const limit = setTimeout(() => socket.destroy(), 15_000);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(limit);
        resolve({ closedMs: performance.now() - started, answer });
      });
    });
  }

  it('200 trickling sockets: each closed within the headers timeout plus 2 s; the API answers meanwhile', async () => {
    const slow = Array.from({ length: 200 }, () => trickle(server.port, 100));
    // Other clients keep being served while the slow ones hold their sockets.
    const served: number[] = [];
    const until = performance.now() + HEADERS_MS + 500;
    while (performance.now() < until) {
      const res = await fetch(`${server.url}/api/v3.0/job-search/public/usage`, {
        headers: { 'x-api-key': DEMO_KEYS.initechFree },
      });
      served.push(res.status);
      await res.arrayBuffer();
    }
    expect(served.length).toBeGreaterThan(3);
    expect(new Set(served)).toEqual(new Set([200]));
    const results = await Promise.all(slow);
    const latest = Math.max(...results.map((r) => r.closedMs));
    expect(latest).toBeLessThan(HEADERS_MS + 2_000);
    for (const { answer } of results) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});
