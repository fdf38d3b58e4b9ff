import { describe, expect, it } from 'vitest';
import { RequestLog, requestLogView } from './request-log.ts';
import type { EngineRequest, EngineResponse } from './types.ts';

const request = (method: string, path: string, extra: Partial<EngineRequest> = {}): EngineRequest => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: new Map(),
  body: null,
  ip: '127.0.0.1',
  ...extra,
});
const answer = (status: number, body: string | null = '{}'): EngineResponse => ({
  status,
  headers: {},
  body,
});

function logOf(capacity: number) {
  return new RequestLog(capacity, { nowMs: () => Date.UTC(2030, 0, 1) });
}

describe('the request log ring', () => {
  it('keeps the newest `capacity` entries, oldest first, with increasing seq', () => {
    const log = logOf(3);
    for (let i = 1; i <= 5; i++)
      log.record(request('GET', `/api/v3.0/crm/public/contacts/${i}`), answer(200), 'x', 0);
    const { items, truncated } = log.since(0, 100);
    expect(items.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(truncated).toBe(true);
    expect(log.lastSeq).toBe(5);
    // After a seq: only what follows it; nothing new after the last.
    expect(log.since(4, 100)).toEqual({ items: [expect.objectContaining({ seq: 5 })], truncated: false });
    expect(log.since(5, 100)).toEqual({ items: [], truncated: false });
  });

  it('answers the newest `limit` after `since` and says it left older ones out', () => {
    const log = logOf(10);
    for (let i = 0; i < 6; i++) log.record(request('GET', '/a'), answer(200), '/a', 0);
    expect(log.since(0, 2)).toEqual({
      items: [expect.objectContaining({ seq: 5 }), expect.objectContaining({ seq: 6 })],
      truncated: true,
    });
    expect(log.since(4, 2).truncated).toBe(false);
  });

  it('records door, method, path, status, errorCode, key id, tool and duration; never the query or the key', () => {
    const log = logOf(5);
    const startedMs = performance.now() - 12;
    log.record(
      request('POST', '/mcp', {
        door: 'node',
        keyId: 'key1',
        tool: 'crm_get_contact',
        query: new URLSearchParams('q=secret'),
      }),
      answer(429, '{"statusCode":429,"errorCode":"RATE_LIMIT_EXCEEDED","message":"x"}'),
      '/mcp',
      startedMs,
    );
    const [entry] = log.since(0, 10).items;
    expect(entry).toMatchObject({
      door: 'node',
      method: 'POST',
      path: '/mcp',
      status: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      keyId: 'key1',
      tool: 'crm_get_contact',
    });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(12);
    expect(JSON.stringify(requestLogView(entry!))).not.toContain('secret');
    expect(requestLogView(entry!).at).toBe('2030-01-01T00:00:00.000Z');
  });

  it('defaults the door to fetch and reads no errorCode from a success or a body without one', () => {
    const log = logOf(5);
    log.record(request('GET', '/a'), answer(200, '{"errorCode":"NOT_AN_ERROR"}'), '/a', 0);
    log.record(request('GET', '/a'), answer(502, 'Bad gateway'), '/a', 0);
    expect(log.since(0, 10).items.map((e) => [e.door, e.errorCode])).toEqual([
      ['fetch', null],
      ['fetch', null],
    ]);
  });

  it("skips the control API's reads, keeps its writes", () => {
    const log = logOf(5);
    log.record(request('GET', '/_emulator/meters'), answer(200), '/_emulator/meters', 0);
    log.record(request('HEAD', '/_emulator/requests'), answer(200), '/_emulator/requests', 0);
    log.record(request('POST', '/_emulator/clock'), answer(200), '/_emulator/clock', 0);
    expect(log.since(0, 10).items.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /_emulator/clock']);
  });

  it('shows only the prefix of a path whose rest is a credential', () => {
    const log = logOf(5);
    log.hidePathAfter('/api/v3.0/webhooks/public/assets/');
    log.record(request('GET', '/x'), answer(302), '/api/v3.0/webhooks/public/assets/tok_secret', 0);
    log.record(request('GET', '/x'), answer(404), '/api/v3.0/webhooks/public/assets/', 0);
    expect(log.since(0, 10).items.map((e) => e.path)).toEqual([
      '/api/v3.0/webhooks/public/assets/…',
      '/api/v3.0/webhooks/public/assets/',
    ]);
  });

  it('keeps nothing with a capacity of 0', () => {
    const log = logOf(0);
    log.record(request('GET', '/a'), answer(200), '/a', 0);
    expect(log.since(0, 10)).toEqual({ items: [], truncated: false });
    expect(log.lastSeq).toBe(0);
  });

  it('tells subscribers each new entry until they leave; close() ends every subscription', () => {
    const log = logOf(5);
    const seen: number[] = [];
    let closed = 0;
    const leave = log.subscribe((e) => seen.push(e.seq));
    log.subscribe(
      () => {},
      () => closed++,
    );
    log.record(request('GET', '/a'), answer(200), '/a', 0);
    leave();
    log.record(request('GET', '/a'), answer(200), '/a', 0);
    expect(seen).toEqual([1]);
    log.close();
    expect(closed).toBe(1);
    log.close();
    expect(closed).toBe(1);
  });
});
