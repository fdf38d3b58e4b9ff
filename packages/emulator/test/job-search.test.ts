import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/index.ts';
import { DEMO_KEYS } from '../src/seed/demo.ts';
import { type CallOptions, type CallResult, call, DOORS, doorOf, expectError, setup } from './helpers.ts';

const JS = '/api/v3.0/job-search/public';
type Job = Record<string, any>;

describe.each(DOORS)('job-search over the demo pool, through the %s', (door) => {
  let emu: Emulator;
  let close: () => Promise<void> = async () => {};
  let send: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;
  const search = (body: unknown, key: string = DEMO_KEYS.initechFree) =>
    send('POST', `${JS}/search`, { key, body });

  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', unlimited: true });
    ({ send, close } = await doorOf(emu, door));
  });
  afterAll(() => close());

  it('a free-plan key with job-search:read searches; results carry every field, an apply link, no raw ids', async () => {
    const res = await search({ query: 'nurse' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['hasMore', 'jobs', 'page', 'pageSize']);
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, hasMore: true });
    const [job] = res.body.jobs as Job[];
    expect(Object.keys(job!).sort()).toEqual(
      [
        'title',
        'description',
        'companyName',
        'authorName',
        'jobType',
        'typeOfWork',
        'remoteWorkScope',
        'locationName',
        'locationCountryCode',
        'payCurrency',
        'payType',
        'language',
        'videoUrl',
        'thumbnailUrl',
        'payAmount',
        'isRemote',
        'isNegotiable',
        'occupationTitles',
        'occupationFamilies',
        'createdAt',
        'refreshedAt',
        'slug',
        'applyUrl',
      ].sort(),
    );
    expect(job!.title).toMatch(/Nurs/);
    for (const j of res.body.jobs as Job[]) {
      expect(j.description).not.toMatch(/<[a-z]/i);
      if (j.slug) {
        expect(j.applyUrl).toBe(
          `https://www.platform.example/${j.language === 'es' ? 'empleo' : 'job'}/${j.slug}`,
        );
      } else {
        expect(j.applyUrl).toBeNull();
      }
    }
    expect(JSON.stringify(res.body)).not.toMatch(/\b[0-9a-f]{24}\b/);
  });

  it('filters: location, countryCode, remote, jobType, minPay, payCurrency, payType, language, createdAfter', async () => {
    const check = async (body: Record<string, unknown>, ok: (j: Job) => boolean) => {
      const res = await search({ pageSize: 25, ...body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.jobs.length, JSON.stringify(body)).toBeGreaterThan(0);
      for (const j of res.body.jobs as Job[])
        expect(ok(j), `${JSON.stringify(body)}: ${JSON.stringify(j)}`).toBe(true);
    };
    await check({ location: 'Madrid' }, (j) => /Madrid/.test(j.locationName));
    await check({ location: 'Spain' }, (j) => j.locationCountryCode === 'ES');
    await check({ countryCode: 'mx' }, (j) => j.locationCountryCode === 'MX');
    await check({ remote: true }, (j) => j.isRemote && j.typeOfWork === 'remote');
    await check({ remote: false }, (j) => !j.isRemote);
    await check({ jobType: 'partTime' }, (j) => j.jobType === 'partTime');
    await check(
      { minPay: 100_000, payCurrency: 'usd', payType: 'yearly' },
      (j) => j.payAmount >= 100_000 && j.payCurrency === 'USD' && j.payType === 'yearly',
    );
    await check(
      { language: 'es', query: 'enfermera' },
      (j) => j.language === 'es' && /Enfermer/.test(j.title),
    );
    await check(
      { createdAfter: '2026-11-01' },
      (j) => Date.parse(j.refreshedAt ?? j.createdAt) > Date.parse('2026-11-01'),
    );
    // Without a query: newest first.
    const newest = (await search({ pageSize: 25 })).body.jobs as Job[];
    const times = newest.map((j) => Date.parse(j.refreshedAt ?? j.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('location: a named country picks among cities of one name; a city is the whole city of the location, not a longer name nor the region', async () => {
    const all = async (body: Record<string, unknown>) => {
      const jobs: Job[] = [];
      for (let page = 1; page <= 100; page++) {
        const res = await search({ ...body, page, pageSize: 25 });
        expect(res.status, JSON.stringify(body)).toBe(200);
        jobs.push(...(res.body.jobs as Job[]));
        if (!res.body.hasMore) break;
      }
      return jobs;
    };
    const places = (jobs: Job[]) =>
      [...new Set(jobs.map((j) => `${j.locationName} (${j.locationCountryCode})`))].sort();
    // Córdoba is in Spain and in Argentina: a named country keeps its own.
    const cordoba = await all({ location: 'Córdoba' });
    expect(new Set(cordoba.map((j) => j.locationCountryCode))).toEqual(new Set(['ES', 'AR']));
    for (const location of ['Córdoba, Spain', 'Cordoba, España']) {
      const spanish = await all({ location });
      expect(spanish.length, location).toBe(cordoba.filter((j) => j.locationCountryCode === 'ES').length);
      for (const j of spanish) expect(j.locationName, location).toMatch(/^Córdoba, Andalusia, /);
    }
    // Porto is Porto (any of its spellings), never Porto Alegre.
    const porto = await all({ location: 'Porto' });
    expect(porto.length).toBeGreaterThan(0);
    expect(places(porto)).toEqual(['Porto, Portugal (PT)']);
    expect(places(await all({ location: 'Oporto' }))).toEqual(places(porto));
    expect(places(await all({ location: 'Porto Alegre' }))).toEqual([
      'Porto Alegre, Rio Grande do Sul, Brazil (BR)',
    ]);
    // Valencia is the city (in Spain or Venezuela), not the Valencian towns of its region.
    const valencia = await all({ location: 'Valencia' });
    expect(valencia.length).toBeGreaterThan(0);
    for (const j of valencia) expect(j.locationName).toMatch(/^Valencia, /);
    // A place the gazetteer knows only as a region is matched by its words.
    const andalusia = await all({ location: 'Andalusia' });
    expect(andalusia.length).toBeGreaterThan(0);
    for (const j of andalusia) expect(j.locationName).toMatch(/, Andalusia, /);
  });

  it('400 naming the field for bounds and types; page ≤ 100, pageSize ≤ 25', async () => {
    const cases: [unknown, string][] = [
      [{ query: 'x'.repeat(301) }, 'query'],
      [{ location: 'x'.repeat(121) }, 'location'],
      [{ countryCode: 'Spain' }, 'countryCode'],
      [{ remote: 'true' }, 'remote'],
      [{ jobType: 'gig' }, 'jobType'],
      [{ minPay: -1 }, 'minPay'],
      [{ payCurrency: 'euro' }, 'payCurrency'],
      [{ payType: 'weekly' }, 'payType'],
      [{ language: 'english' }, 'language'],
      [{ createdAfter: '2026-13-01' }, 'createdAfter'],
      [{ page: 101 }, 'page'],
      [{ pageSize: 26 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ salary: 1 }, 'salary'],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await search(body), 400, 'VALIDATION_ERROR');
      expect(err.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expectError(
      await send('POST', `${JS}/search`, { key: DEMO_KEYS.initechFree, body: '{"query":' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('lengths count characters (code points); a value of the wrong type gets one message saying so', async () => {
    // 300 emoji are 300 characters (600 UTF-16 units): within the query's 300; 120 within location's.
    expect((await search({ query: '😀'.repeat(300), location: '😀'.repeat(120) })).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ query: '😀'.repeat(301) }, 'query', 'must be at most 300 characters'],
      [{ location: '😀'.repeat(121) }, 'location', 'must be at most 120 characters'],
      // An array has a length too: its type is what is wrong, not its length.
      [{ query: Array(301).fill('a') }, 'query', 'must be a string of at most 300 characters'],
      [{ query: 5 }, 'query', 'must be a string of at most 300 characters'],
      [{ location: Array(121).fill('a') }, 'location', 'must be a string of at most 120 characters'],
      [{ location: null }, 'location', 'must be a string of at most 120 characters'],
    ];
    for (const [body, field, message] of cases) {
      expect(expectError(await search(body), 400, 'VALIDATION_ERROR').details).toEqual([{ field, message }]);
    }
  });

  it('GET /public/openapi.json: an OpenAPI 3.1 document that a standard validator accepts, no key needed', async () => {
    const res = await send('GET', `${JS}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const request = res.body.components.schemas.JobSearchRequest;
    expect(Object.keys(request.properties).sort()).toEqual(
      [
        'query',
        'location',
        'countryCode',
        'remote',
        'jobType',
        'minPay',
        'payCurrency',
        'payType',
        'language',
        'createdAfter',
        'page',
        'pageSize',
      ].sort(),
    );
    expect(request.properties.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 25 });
    expect(request.properties.page).toMatchObject({ maximum: 100 });
    expect(
      Object.keys(res.body.components.schemas.JobSearchResult.properties.jobs.items.properties),
    ).toContain('applyUrl');
    // The paths, the server and the figures come from the operation table and its limits.
    expect(res.body.servers).toEqual([
      { url: '/api/v3.0/job-search', description: 'The API of the host serving this document.' },
    ]);
    expect(Object.keys(res.body.paths).sort()).toEqual([
      '/public/openapi.json',
      '/public/search',
      '/public/usage',
    ]);
    expect(res.body.info.description).toContain(
      '500 searches per organization per UTC day, 30 per minute per organization, 60 per minute per client IP.',
    );
    expect(res.body.paths['/public/usage'].get.summary).toBe(
      "Today's job-search quota of the organization (500 per UTC day); spends nothing.",
    );
  });
});

describe('job-search rules', () => {
  it('scope job-search:read (SCOPE_FORBIDDEN); 500 per day; 30 per minute per organization; 60 per minute per IP', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    const noScope = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expectError(
      await call(f.emu, 'POST', `${JS}/search`, { key: noScope.key, body: {} }),
      403,
      'SCOPE_FORBIDDEN',
    );
    for (let i = 0; i < 30; i++) {
      expect(
        (await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {}, ip: `10.0.0.${i}` })).status,
      ).toBe(200);
    }
    const burst = expectError(
      await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {}, ip: '10.0.1.1' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(burst.details).toEqual({ limit: 30, period: 'minute' });

    // One client IP, several organizations: the 61st call of the minute is refused with scope ip.
    await f.emu.clock.advance(61);
    const keys = [f.key, f.other.key, (await f.emu.createKey(f.orgId)).key];
    const orgs = await Promise.all([1, 2].map(() => f.emu.createOrg({ plan: 'free' })));
    for (const org of orgs) keys.push((await f.emu.createKey(org.id)).key);
    let n = 0;
    for (const key of [f.other.key, keys[3]!, keys[4]!]) {
      for (let i = 0; i < 20; i++, n++) {
        expect((await call(f.emu, 'POST', `${JS}/search`, { key, body: {}, ip: '192.0.2.7' })).status).toBe(
          200,
        );
      }
    }
    expect(n).toBe(60);
    const ip = expectError(
      await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {}, ip: '192.0.2.7' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(ip.details).toEqual({ limit: 60, period: 'minute', scope: 'ip' });

    const usage = await call(f.emu, 'GET', `${JS}/usage`, { key: f.key });
    expect(usage.body).toEqual({
      dailyQuota: 500,
      used: 30,
      remaining: 470,
      resetsAt: '2026-03-11T00:00:00.000Z',
      period: 'utc_day',
    });
  });

  it('takes no workspace: a workspaceId query is ignored, whatever it holds (the only 403 is SCOPE_FORBIDDEN)', async () => {
    const f = await setup();
    const org = await f.emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] });
    const key = (await f.emu.createKey(org.id)).key;
    for (const workspaceId of ['nope', f.other.workspaceId, org.workspaces[1]!.id]) {
      const res = await call(f.emu, 'POST', `${JS}/search`, { key, query: { workspaceId }, body: {} });
      expect(res.status).toBe(200);
      expect((await call(f.emu, 'GET', `${JS}/usage`, { key, query: { workspaceId } })).status).toBe(200);
    }
    // A key with several workspaces needs none here (it does elsewhere: the CRM).
    expect((await call(f.emu, 'POST', `${JS}/search`, { key, body: {} })).status).toBe(200);
    expect((await call(f.emu, 'GET', '/api/v3.0/crm/public/contacts', { key })).status).toBe(400);
  });

  it('500 successful searches per organization per UTC day', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    for (let i = 0; i < 500; i++) {
      if (i > 0 && i % 30 === 0) await f.emu.clock.advance(61);
      expect(
        (await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {}, ip: `10.1.${i % 250}.1` })).status,
      ).toBe(200);
    }
    await f.emu.clock.advance(61);
    const daily = expectError(
      await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {} }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(daily.details).toEqual({ limit: 500, period: 'utc_day' });
  });

  it('504 SEARCH_TIMEOUT and 500 JOB_SEARCH_API_ERROR through fault injection', async () => {
    const f = await setup();
    f.emu.addFault({ method: 'POST', path: `${JS}/search`, status: 504 });
    f.emu.addFault({ method: 'POST', path: `${JS}/search`, status: 500 });
    expectError(await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {} }), 504, 'SEARCH_TIMEOUT');
    expectError(
      await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {} }),
      500,
      'JOB_SEARCH_API_ERROR',
    );
  });

  it('/_emulator/public-jobs adds jobs; published posts of every organization are public; drafts and pending ones are not', async () => {
    const f = await setup();
    const added = await call(f.emu, 'POST', '/_emulator/public-jobs', {
      body: [
        {
          title: 'Camarero/a de sala',
          description:
            '<p>Turno de noche.</p><p>Escribe a <b>jefe@bar.example</b> o llama al 612 345 678.</p>',
          companyName: 'Bar Pepe',
          language: 'es',
          locationName: 'Sevilla, Andalucía, España',
          locationCountryCode: 'es',
          payAmount: 1400,
          payCurrency: 'eur',
          payType: 'monthly',
          slug: 'camarero-sala-sevilla',
          recruiterEmail: 'jefe@bar.example',
        },
        { title: 'Hidden page job', slug: null },
      ],
    });
    expect(added).toMatchObject({ status: 201, body: { inserted: 2 } });
    await f.emu.createJob({
      orgId: f.other.orgId,
      title: 'Forklift driver',
      locationName: 'Rotterdam',
      countryCode: 'NL',
    });
    const res = await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: {} });
    const byTitle = Object.fromEntries((res.body.jobs as Job[]).map((j) => [j.title, j]));
    expect(byTitle['Camarero/a de sala']).toMatchObject({
      description: 'Turno de noche.\n\nEscribe a [contact hidden] o llama al [contact hidden].',
      payCurrency: 'EUR',
      locationCountryCode: 'ES',
      applyUrl: 'https://www.platform.example/empleo/camarero-sala-sevilla',
    });
    expect(byTitle['Hidden page job']).toMatchObject({ slug: null, applyUrl: null });
    expect(byTitle['Forklift driver']).toMatchObject({
      companyName: 'Other Org',
      locationCountryCode: 'NL',
      applyUrl: expect.stringMatching(/\/job\/forklift-driver-/),
    });
    expect(JSON.stringify(res.body)).not.toContain('bar.example');
    expectError(
      await call(f.emu, 'POST', '/_emulator/public-jobs', { body: [{ title: '' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(f.emu, 'POST', '/_emulator/public-jobs', {
        body: [{ title: 'Dup', slug: 'camarero-sala-sevilla' }],
      }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('createdAfter compares the later of createdAt and refreshedAt; a city matches under any of its spellings, in its country only', async () => {
    const f = await setup();
    const added = await call(f.emu, 'POST', '/_emulator/public-jobs', {
      body: [
        { title: 'Refreshed early', createdAt: '2026-11-10T00:00:00Z', refreshedAt: '2026-01-01T00:00:00Z' },
        { title: 'Refreshed late', createdAt: '2026-01-01T00:00:00Z', refreshedAt: '2026-11-10T00:00:00Z' },
        { title: 'Old', createdAt: '2026-01-01T00:00:00Z', refreshedAt: '2026-02-01T00:00:00Z' },
        { title: 'Seville job', locationName: 'Sevilla, Andalucía, España', locationCountryCode: 'ES' },
        { title: 'Porto job', locationName: 'Porto, PT', locationCountryCode: 'PT' },
        { title: 'Porto Alegre job', locationName: 'Porto Alegre, BR', locationCountryCode: 'BR' },
        { title: 'Cordoba AR job', locationName: 'Córdoba, AR', locationCountryCode: 'AR' },
        { title: 'Cordoba ES job', locationName: 'Cordoba', locationCountryCode: 'ES' },
      ],
    });
    expect(added.status).toBe(201);
    const titles = async (body: Record<string, unknown>) => {
      const res = await call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { pageSize: 25, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(200);
      return (res.body.jobs as Job[]).map((j) => j.title).sort();
    };
    expect(await titles({ createdAfter: '2026-06-01T00:00:00Z' })).toEqual(
      expect.arrayContaining(['Refreshed early', 'Refreshed late']),
    );
    expect(await titles({ createdAfter: '2026-06-01T00:00:00Z' })).not.toContain('Old');
    expect(await titles({ location: 'Seville' })).toEqual(['Seville job']);
    expect(await titles({ location: 'Porto' })).toEqual(['Porto job']);
    expect(await titles({ location: 'Córdoba' })).toEqual(['Cordoba AR job', 'Cordoba ES job']);
    expect(await titles({ location: 'Córdoba, Spain' })).toEqual(['Cordoba ES job']);
    expect(await titles({ location: 'Córdoba, Argentina' })).toEqual(['Cordoba AR job']);
  });

  it('after an import, the published posts are the imported ones (nothing cached from before)', async () => {
    const a = await setup();
    await a.emu.createJob({ orgId: a.orgId, title: 'Lighthouse keeper' });
    const state = a.emu.exportState();
    const b = await setup();
    await b.emu.createJob({ orgId: b.orgId, title: 'Bridge operator' });
    const search = async () =>
      (await call(b.emu, 'POST', `${JS}/search`, { key: b.key, body: {} })).body.jobs.map(
        (j: Job) => j.title,
      );
    expect(await search()).toEqual(['Bridge operator']);
    await b.emu.importState(state);
    const key = (await b.emu.createKey(a.orgId)).key;
    const after = await call(b.emu, 'POST', `${JS}/search`, { key, body: {} });
    expect(after.body.jobs.map((j: Job) => j.title)).toEqual(['Lighthouse keeper']);
  });
});
