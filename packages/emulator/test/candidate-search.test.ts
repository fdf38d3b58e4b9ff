import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/index.ts';
import { DEMO_KEYS } from '../src/seed/demo.ts';
import { type CallOptions, type CallResult, call, DOORS, doorOf, expectError, setup } from './helpers.ts';

const CS = '/api/v3.0/candidate-search/public';

describe.each(DOORS)('candidate-search over the demo pool, through the %s', (door) => {
  let emu: Emulator;
  let close: () => Promise<void> = async () => {};
  let send: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
  const key = DEMO_KEYS.acmeAdmin;
  const search = (body: unknown, k: string = key) => send('POST', `${CS}/search`, { key: k, body });

  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', unlimited: true });
    ({ send, close } = await doorOf(emu, door));
  });
  afterAll(() => close());

  it('ranks by relevance over headline, summary and skills; matchedSkills ⊆ topSkills; hasMore, no total', async () => {
    const res = await search({ query: 'react native mobile', pageSize: 25 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['hasMore', 'page', 'pageSize', 'results']);
    expect(res.body).toMatchObject({ page: 1, pageSize: 25, hasMore: true });
    const [best] = res.body.results;
    expect(best.headline).toMatch(/Mobile/);
    expect(best.matchTier).toBe('strong');
    for (const c of res.body.results) {
      for (const skill of c.matchedSkills) expect(c.topSkills).toContain(skill);
      expect(c.candidateId).toMatch(/^pc1\.[A-Za-z0-9_-]{22}$/);
    }
    expect(
      res.body.results.some((c: { matchedSkills: string[] }) => c.matchedSkills.includes('React Native')),
    ).toBe(true);
    // Tiers are relative to the best result: the weakest match is not "strong".
    const last = await search({ query: 'react native mobile', page: 20, pageSize: 25 });
    expect(last.body.results.every((c: { matchTier: string }) => c.matchTier !== 'strong')).toBe(true);
  });

  it('is case- and accent-insensitive, multi-word, and stable for equal scores', async () => {
    const a = await search({ query: 'ENFERMERA registered nurse' });
    const b = await search({ query: 'enférmera Registered NURSES' });
    expect(b.body.results.map((c: { candidateId: string }) => c.candidateId)).toEqual(
      a.body.results.map((c: { candidateId: string }) => c.candidateId),
    );
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await search({ query: 'nurse', page, pageSize: 25 })).body.results);
    const ids = pages.map((c: { candidateId: string }) => c.candidateId);
    expect(new Set(ids).size).toBe(ids.length); // pages never overlap
  });

  it('requireVideo filters strictly; createdAfter filters on updatedAt; remote and language bias', async () => {
    const video = await search({ query: 'engineer', requireVideo: true, pageSize: 25 });
    expect(video.body.results.length).toBeGreaterThan(0);
    for (const c of video.body.results) expect([c.hasVideo, typeof c.videoUrl]).toEqual([true, 'string']);

    const after = '2026-06-01T00:00:00Z';
    const recent = await search({ query: 'engineer', createdAfter: after, pageSize: 25 });
    for (const c of recent.body.results) expect(Date.parse(c.updatedAt)).toBeGreaterThan(Date.parse(after));

    const remote = await search({ query: 'engineer', remote: true, pageSize: 25 });
    const plain = await search({ query: 'engineer', pageSize: 25 });
    const share = (r: CallResult) => r.body.results.filter((c: { isRemote: boolean }) => c.isRemote).length;
    expect(share(remote)).toBeGreaterThan(share(plain));
    const spanish = await search({ query: 'engineer', language: 'ES', pageSize: 25 });
    const es = (r: CallResult) =>
      r.body.results.filter((c: { language: string }) => c.language === 'es').length;
    expect(es(spanish)).toBeGreaterThan(es(plain));
    // A bias, not a filter: other languages still come.
    const rare = await search({ query: 'engineer', language: 'sw', pageSize: 5 });
    expect(rare.body.results.length).toBe(5);
    // Location: the city first, then its country.
    const madrid = await search({ query: 'manager', location: 'Madrid', pageSize: 25 });
    expect(madrid.body.results[0].locationName).toMatch(/Madrid/);
    const spain = await search({ query: 'nurse', location: 'Spain', pageSize: 25 });
    const nurses = await search({ query: 'nurse', pageSize: 25 });
    const inSpain = (r: CallResult) =>
      r.body.results.filter((c: { countryCode: string }) => c.countryCode === 'ES').length;
    expect(spain.body.results[0].countryCode).toBe('ES');
    expect(inSpain(spain)).toBeGreaterThan(inSpain(nurses));
  });

  it('400 naming the field for every bound and type', async () => {
    const cases: [unknown, string][] = [
      [{}, 'query'],
      [{ query: 'a' }, 'query'],
      [{ query: 'x'.repeat(301) }, 'query'],
      [{ query: 'nurse', location: 'x'.repeat(121) }, 'location'],
      [{ query: 'nurse', remote: 'yes' }, 'remote'],
      [{ query: 'nurse', requireVideo: 1 }, 'requireVideo'],
      [{ query: 'nurse', language: 'spanish' }, 'language'],
      [{ query: 'nurse', createdAfter: 'yesterday' }, 'createdAfter'],
      [{ query: 'nurse', page: 0 }, 'page'],
      [{ query: 'nurse', page: 101 }, 'page'],
      [{ query: 'nurse', page: '2' }, 'page'],
      [{ query: 'nurse', pageSize: 26 }, 'pageSize'],
      [{ query: 'nurse', pageSize: 2.5 }, 'pageSize'],
      [{ query: 'nurse', sort: 'date' }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await search(body), 400, 'VALIDATION_ERROR');
      expect(err.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await search({ query: 'nurse', page: 100, pageSize: 25 })).status).toBe(200);
  });

  it('a workspace of the body must be the key’s; scope and plan are checked', async () => {
    expectError(
      await search({ query: 'nurse', workspaceId: 'ffffffffffffffffffffffff' }),
      403,
      'WORKSPACE_ACCESS_DENIED',
    );
    expectError(await search({ query: 'nurse' }, DEMO_KEYS.initechFree), 403, 'PLAN_REQUIRED');
  });
});

describe('candidate-search rules', () => {
  it('candidateId is opaque and stable: the same candidate, the same token, in every emulator', async () => {
    const a = await createEmulator({ seed: 'demo' });
    const b = await createEmulator({ seed: 'demo' });
    const body = { query: 'data analyst sql', pageSize: 25 };
    const first = await call(a, 'POST', `${CS}/search`, { key: DEMO_KEYS.acmeAdmin, body });
    const second = await call(b, 'POST', `${CS}/search`, { key: DEMO_KEYS.globexAdmin, body });
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    const text = JSON.stringify(first.body);
    expect(text).not.toMatch(/\b[0-9a-f]{24}\b/);
  });

  it('/_emulator/candidates adds candidates: candidateId generated when absent, contact data never shown', async () => {
    const f = await setup();
    const added = await call(f.emu, 'POST', '/_emulator/candidates', {
      body: [
        {
          displayName: 'Grace Hopper grace@navy.example',
          headline: 'COBOL compiler engineer',
          summary:
            'Call me at +1 (555) 010-9999 or see linkedin.com/in/gracehopper. Inventor of the first compiler.',
          topSkills: ['COBOL', 'Compilers', 'grace.h@navy.example'],
          email: 'grace@navy.example',
          phone: '+1 555 010 9999',
          linkedinUrl: 'https://www.linkedin.com/in/gracehopper',
          videoUrl: 'https://videos.example.com/grace.mp4',
          cazumeUrl: 'https://www.platform.example/talent/grace-hopper',
          countryCode: 'us',
        },
        { candidateId: 'pc1.custom-token-0001', headline: 'COBOL maintainer', language: 'EN' },
      ],
    });
    expect(added).toMatchObject({ status: 201, body: { inserted: 2 } });
    const res = await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'cobol compiler' } });
    const [grace, other] = res.body.results;
    expect(grace).toMatchObject({
      displayName: 'Grace Hopper',
      topSkills: ['COBOL', 'Compilers'],
      matchedSkills: ['COBOL', 'Compilers'],
      countryCode: 'US',
      hasVideo: true,
      cazumeUrl: 'https://www.platform.example/talent/grace-hopper',
    });
    expect(grace.candidateId).toMatch(/^pc1\./);
    expect(grace.summary).toBe(
      'Call me at [contact hidden] or see [contact hidden]. Inventor of the first compiler.',
    );
    expect(other).toMatchObject({ candidateId: 'pc1.custom-token-0001', language: 'en' });
    expect(JSON.stringify(res.body)).not.toMatch(/navy\.example|555|linkedin/i);

    const duplicate = await call(f.emu, 'POST', '/_emulator/candidates', {
      body: [{ candidateId: 'pc1.custom-token-0001' }],
    });
    expectError(duplicate, 400, 'VALIDATION_ERROR');
    expectError(
      await call(f.emu, 'POST', '/_emulator/candidates', { body: [{ candidateId: '12345' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(f.emu, 'POST', '/_emulator/candidates', { body: { not: 'an array' } }),
      400,
      'VALIDATION_ERROR',
    );
    // An empty emulator has no demo pool; the state export carries the added ones.
    const state = f.emu.exportState() as { tables: Record<string, unknown[]> };
    expect(state.tables.searchCandidates).toHaveLength(2);
  });

  it('location bias: the city is the whole city of the location, in the country the text names', async () => {
    const f = await setup();
    // Same headline and skills: only the location bias tells them apart (ties keep the order added).
    const at = (locationName: string, countryCode: string) => ({
      headline: 'Welder',
      topSkills: ['Welding'],
      locationName,
      countryCode,
    });
    const added = await call(f.emu, 'POST', '/_emulator/candidates', {
      body: [
        at('Porto Alegre, BR', 'BR'),
        at('Córdoba, AR', 'AR'),
        at('Lisbon, PT', 'PT'),
        at('Porto, PT', 'PT'),
        at('Madrid, ES', 'ES'),
        at('Córdoba, ES', 'ES'),
      ],
    });
    expect(added.status).toBe(201);
    const ranked = async (location: string) => {
      const res = await call(f.emu, 'POST', `${CS}/search`, {
        key: f.key,
        query: { workspaceId: f.workspaceId },
        body: { query: 'welder', location },
      });
      expect(res.status, location).toBe(200);
      expect(res.body.results[0].matchTier).toBe('strong');
      return res.body.results.map((c: { locationName: string }) => c.locationName);
    };
    // The city ×2.5, its country ×1.6, elsewhere ×1: Porto Alegre is not Porto.
    expect(await ranked('Porto')).toEqual([
      'Porto, PT',
      'Lisbon, PT',
      'Porto Alegre, BR',
      'Córdoba, AR',
      'Madrid, ES',
      'Córdoba, ES',
    ]);
    // A named country picks its own Córdoba; the other one is not even in the country.
    expect(await ranked('Córdoba, Spain')).toEqual([
      'Córdoba, ES',
      'Madrid, ES',
      'Porto Alegre, BR',
      'Córdoba, AR',
      'Lisbon, PT',
      'Porto, PT',
    ]);
    expect((await ranked('Cordoba, Argentina'))[0]).toBe('Córdoba, AR');
    // Without a country, every Córdoba is the city.
    expect((await ranked('Córdoba')).slice(0, 2)).toEqual(['Córdoba, AR', 'Córdoba, ES']);
  });

  it('scope candidate-search:read (SCOPE_FORBIDDEN); 100 per day, burst 20 per minute; usage', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    const forbidden = expectError(
      await call(f.emu, 'POST', `${CS}/search`, { key: reader.key, body: { query: 'nurse' } }),
      403,
      'SCOPE_FORBIDDEN',
    );
    expect(forbidden.message).toContain('candidate-search:read');
    for (let i = 0; i < 20; i++) {
      expect(
        (await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } })).status,
      ).toBe(200);
    }
    const burst = expectError(
      await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(burst.details).toEqual({ limit: 20, period: 'minute' });
    for (let i = 20; i < 100; i++) {
      if (i % 20 === 0) await f.emu.clock.advance(61);
      expect(
        (await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } })).status,
      ).toBe(200);
    }
    await f.emu.clock.advance(61);
    const daily = expectError(
      await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(daily.details).toEqual({ limit: 100, period: 'utc_day' });
    expect((await call(f.emu, 'GET', `${CS}/usage`, { key: f.key })).body).toEqual({
      dailyQuota: 100,
      used: 100,
      remaining: 0,
      resetsAt: '2026-03-11T00:00:00.000Z',
      period: 'utc_day',
    });
  });

  it('a field sent with the wrong type gets one message saying what it needs, never "is required"', async () => {
    const f = await setup();
    const iso = 'must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01T00:00:00Z';
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'query', 'is required: a string of 2 to 300 characters'],
      [{ query: 12 }, 'query', 'must be a string of 2 to 300 characters'],
      [{ query: null }, 'query', 'must be a string of 2 to 300 characters'],
      // An array has a length too: its type is what is wrong, not its length.
      [{ query: ['a'] }, 'query', 'must be a string of 2 to 300 characters'],
      [{ query: ' a ' }, 'query', 'must be at least 2 characters'],
      [{ query: 'nurse', location: null }, 'location', 'must be a string of at most 120 characters'],
      [
        { query: 'nurse', location: Array(121).fill('x') },
        'location',
        'must be a string of at most 120 characters',
      ],
      [{ query: 'nurse', remote: null }, 'remote', 'must be true or false'],
      [{ query: 'nurse', requireVideo: 'true' }, 'requireVideo', 'must be true or false'],
      [{ query: 'nurse', language: null }, 'language', 'must be an ISO 639-1 code such as en or es'],
      [{ query: 'nurse', createdAfter: 5 }, 'createdAfter', iso],
      [{ query: 'nurse', createdAfter: 'yesterday' }, 'createdAfter', iso],
      [{ query: 'nurse', page: null }, 'page', 'must be an integer from 1 to 100'],
      [{ query: 'nurse', page: 1e20 }, 'page', 'must be an integer from 1 to 100'],
      [{ query: 'nurse', pageSize: '5' }, 'pageSize', 'must be an integer from 1 to 25'],
      [{ query: 'nurse', workspaceId: null }, 'workspaceId', 'must be a 24-character hexadecimal id'],
      [{ query: 'nurse', workspaceId: 5 }, 'workspaceId', 'must be a 24-character hexadecimal id'],
    ];
    for (const [body, field, message] of cases) {
      const err = expectError(
        await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body }),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.details, JSON.stringify(body)).toEqual([{ field, message }]);
      expect(err.message).toContain(`${field} ${message}.`);
    }
  });

  it('504 SEARCH_TIMEOUT and 500 CANDIDATE_SEARCH_API_ERROR through fault injection, spending nothing', async () => {
    const f = await setup();
    f.emu.addFault({ method: 'POST', path: `${CS}/search`, status: 504 });
    f.emu.addFault({ method: 'POST', path: `${CS}/search`, status: 500 });
    expectError(
      await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } }),
      504,
      'SEARCH_TIMEOUT',
    );
    expectError(
      await call(f.emu, 'POST', `${CS}/search`, { key: f.key, body: { query: 'nurse' } }),
      500,
      'CANDIDATE_SEARCH_API_ERROR',
    );
    expect((await call(f.emu, 'GET', `${CS}/usage`, { key: f.key })).body.used).toBe(0);
  });
});
