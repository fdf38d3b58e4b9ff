import { createEmulator } from '@platform-api/emulator';
import { allOperations, fullPath } from '@platform-api/sdk/operations';
import { describe, expect, it } from 'vitest';
import { prng } from './lib.ts';

const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(20_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000\uffff',
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  '65f1c0de00000000000000a1',
  'not-an-id',
  '2026-02-30T25:61:00Z',
];

function randomValue(rand: () => number, depth = 0): unknown {
  const r = rand();
  if (depth > 2 || r < 0.5) return ODD_VALUES[Math.floor(rand() * ODD_VALUES.length)];
  if (r < 0.75) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
  const keys = [
    'name',
    'emails',
    'phones',
    'stages',
    'stageId',
    'contactId',
    'url',
    'events',
    'workspaceIds',
    'type',
    'date',
    'fileName',
    'mimeType',
    'contentBase64',
    'status',
    'stageIds',
    'color',
    'tags',
    'prompt',
    'language',
    'publishMode',
    'organizationId',
    'workspaceId',
    'includeDescription',
    'query',
    'location',
    'remote',
    'requireVideo',
    'createdAfter',
    'countryCode',
    'minPay',
    'page',
    'pageSize',
  ];
  const obj: Record<string, unknown> = {};
  for (let i = 0; i < 1 + Math.floor(rand() * 4); i++)
    obj[keys[Math.floor(rand() * keys.length)]!] = randomValue(rand, depth + 1);
  return obj;
}

describe('bad input never crashes the engine (every route of every family)', () => {
  it('answers every route with the envelope, never a 500, for random bodies, ids and queries; the store stays valid', async () => {
    const emu = await createEmulator({ seed: 'demo', unlimited: true });
    const key = emu.demo!.keys.acmeAdmin;
    const ws = emu.demo!.ids.acmeDefaultWorkspace;
    const rand = prng(42);
    const ids = [
      '65f1c0de00000000000000a1',
      'ffffffffffffffffffffffff',
      'nope',
      '%00',
      '..',
      'a'.repeat(300),
    ];
    let calls = 0;
    const statuses = new Map<number, number>();
    for (const route of allOperations) {
      for (let i = 0; i < 40; i++) {
        const path = fullPath(route).replace(/\{[a-zA-Z]+\}/g, () =>
          encodeURIComponent(ids[Math.floor(rand() * ids.length)]!),
        );
        const url = new URL(`${emu.baseUrl}${path}`);
        url.searchParams.set('workspaceId', ws);
        if (rand() < 0.5) url.searchParams.set('page', String(randomValue(rand)));
        if (rand() < 0.5) url.searchParams.set('pageSize', String(randomValue(rand)));
        if (rand() < 0.3) url.searchParams.set('search', String(randomValue(rand)));
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const body = !hasBody ? undefined : rand() < 0.2 ? '{"broken":' : JSON.stringify(randomValue(rand));
        const res = await emu.fetch(url, {
          method: route.method,
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body,
        });
        calls++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = await res.text();
        const where = `${route.method} ${url.pathname}${url.search} body=${body?.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400 && res.status !== 405) {
          const env = JSON.parse(text);
          expect(env, where).toMatchObject({
            statusCode: res.status,
            errorCode: expect.any(String),
            message: expect.any(String),
            path: url.pathname,
          });
          expect(env.message.length, where).toBeGreaterThan(10);
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    // The inputs reach past validation too: some calls succeed, some find nothing.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 404]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Store invariants: whatever went through, the state is whole — every record matches its
    // schema, no id repeats, every table is there (the strict loader checks all of it) — and the
    // organizations' records stay within their own workspaces.
    const state = emu.exportState() as { tables: Record<string, Record<string, unknown>[]> };
    const fresh = await createEmulator();
    await fresh.importState(state);
    expect(state.tables.contacts!.length).toBeGreaterThan(0);
    const workspaces = new Map(state.tables.workspaces!.map((w) => [w.id as string, w.orgId as string]));
    for (const contact of state.tables.contacts!) {
      expect(workspaces.get(contact.workspaceId as string), `contact ${contact.id}`).toBe(contact.orgId);
    }
    for (const post of state.tables.jobPosts!)
      expect(workspaces.get(post.workspaceId as string)).toBe(post.orgId);
    await emu.close();
  }, 60_000);
});
