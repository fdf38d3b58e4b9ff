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
