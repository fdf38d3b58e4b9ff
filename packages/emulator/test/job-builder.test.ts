import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateJob } from '../src/families/job-builder/generate.ts';
import {
  type CallOptions,
  type CallResult,
  call,
  DOORS,
  doorOf,
  expectError,
  expectOneOriginal,
  type Fixture,
  setup,
} from './helpers.ts';
import { activeEndpoint, fakeReceiver } from './webhooks-helpers.ts';

const JB = '/api/v3.0/job-builder/public';
const posts = (f: Fixture) => (f.emu.exportState().tables as Record<string, unknown[]>).jobPosts;
const JS = '/api/v3.0/job-search/public';
const PROMPT = 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL, 60-75k EUR';

describe.each(DOORS)('job-builder through the %s', (door) => {
  let f: Fixture;
  let close: () => Promise<void> = async () => {};
  let send: (method: string, path: string, opts?: CallOptions) => Promise<CallResult>;

  beforeAll(async () => {
    f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    ({ send, close } = await doorOf(f.emu, door));
  });
  afterAll(() => close());

  it('generate: a preview of the normalized job; nothing is written; the description only on request', async () => {
    const res = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: { prompt: PROMPT, language: 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      language: 'es',
      description: null,
      workMode: { type: 'hybrid', countryCode: 'ES', city: 'Madrid', geoNameId: '3117735' },
      salary: { currency: 'EUR', currencySymbol: '€', period: 'yearly' },
      primaryEmploymentType: 'fullTime',
    });
    expect(res.body.skills).toEqual(expect.arrayContaining(['Node.js', 'PostgreSQL']));
    expect(res.body.salary.low).toBeLessThanOrEqual(res.body.salary.recommended);
    expect(res.body.salary.recommended).toBeLessThanOrEqual(res.body.salary.high);
    const full = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: { prompt: PROMPT, language: 'es', includeDescription: true },
    });
    expect(full.body.description).toMatch(/^<p>.*Madrid/s);
    expect(f.emu.exportState().tables).toMatchObject({ jobPosts: [] });
  });

  it('validation: prompt 1 to 10,000 characters, language en|es|nl|pt, ObjectIds, no unknown fields', async () => {
    const cases: [unknown, string][] = [
      [{ prompt: '', language: 'en' }, 'prompt'],
      [{ prompt: 'x'.repeat(10_001), language: 'en' }, 'prompt'],
      [{ prompt: 'Nurse', language: 'fr' }, 'language'],
      [{ prompt: 'Nurse' }, 'language'],
      [{ prompt: 'Nurse', language: 'en', workspaceId: 'nope' }, 'workspaceId'],
      [{ prompt: 'Nurse', language: 'en', organizationId: 42 }, 'organizationId'],
      [{ prompt: 'Nurse', language: 'en', publishMode: 'live' }, 'publishMode'],
      [{ prompt: 'Nurse', language: 'en', extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', `${JB}/jobs`, { key: f.key, body });
      const err = expectError(res, 400, 'VALIDATION_ERROR');
      expect(err.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(err.message).toContain(field);
    }
    expect(
      (
        await send('POST', `${JB}/generate`, {
          key: f.key,
          body: { prompt: 'x'.repeat(10_000), language: 'nl' },
        })
      ).status,
    ).toBe(200);
  });

  it('403 for an organization or a workspace that is not the key’s', async () => {
    expectError(
      await send('POST', `${JB}/generate`, {
        key: f.key,
        body: { prompt: 'Nurse', language: 'en', organizationId: f.other.orgId },
      }),
      403,
      'ORG_ACCESS_DENIED',
    );
    expectError(
      await send('POST', `${JB}/jobs`, {
        key: f.key,
        body: { prompt: 'Nurse', language: 'en', workspaceId: f.other.workspaceId },
      }),
      403,
      'WORKSPACE_ACCESS_DENIED',
    );
    const ok = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: {
        prompt: 'Nurse',
        language: 'en',
        organizationId: f.orgId.toUpperCase(),
        workspaceId: f.workspaceId,
      },
    });
    expect(ok.status).toBe(200);
  });
});

describe('job-builder jobs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draft: jobBuilderProgress kept, listId null; publish: pending, the pipeline created, progress null', async () => {
    const f = await setup();
    const draft = await call(f.emu, 'POST', `${JB}/jobs`, {
      key: f.key,
      body: { prompt: PROMPT, language: 'en' },
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      publishMode: 'draft',
      status: 'draft',
      listId: null,
      completePost: true,
      jobBuilderProgress: { step: 'review', completedSteps: ['details', 'description'] },
    });
    expect(draft.body.job.description).toMatch(/<h3>/);
    const published = await call(f.emu, 'POST', `${JB}/jobs`, {
      key: f.key,
      body: { prompt: PROMPT, language: 'es', publishMode: 'publish' },
    });
    expect(published.body).toMatchObject({
      publishMode: 'publish',
      status: 'pending',
      jobBuilderProgress: null,
    });
    const list = await call(f.emu, 'GET', `/api/v3.0/crm/public/lists/${published.body.listId}`, {
      key: f.key,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ templateType: 'JOBSEARCH_PIPELINE_ES' });
    // The other organization sees neither the pipeline nor the job.
    expect(
      (await call(f.emu, 'GET', `/api/v3.0/crm/public/lists/${published.body.listId}`, { key: f.other.key }))
        .status,
    ).toBe(404);
  });

  it('a published job takes applications: a card in its pipeline and application.received to the endpoints', async () => {
    const f = await setup();
    const rx = fakeReceiver();
    await activeEndpoint(f);
    const created = await call(f.emu, 'POST', `${JB}/jobs`, {
      key: f.key,
      body: { prompt: 'Registered nurse in Lisbon, night shifts', language: 'pt', publishMode: 'publish' },
    });
    const application = await f.emu.createApplication({
      postId: created.body.postId,
      candidate: { name: 'Ana Costa', email: 'ana@example.com' },
    });
    await f.emu.flushWebhooks();
    const [received] = rx.ofType('application.received');
    expect(received?.event.data.application).toMatchObject({ id: application.applicationId });
    const board = await call(f.emu, 'GET', `/api/v3.0/crm/public/lists/${created.body.listId}`, {
      key: f.key,
    });
    expect(board.body.stages[0].items).toHaveLength(1);
    // A draft takes none.
    const draft = await call(f.emu, 'POST', `${JB}/jobs`, {
      key: f.key,
      body: { prompt: 'Barista', language: 'en' },
    });
    await expect(
      f.emu.createApplication({
        postId: draft.body.postId,
        candidate: { name: 'X', email: 'x@example.com' },
      }),
    ).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it('a pending job enters job-search once approved, not before', async () => {
    const f = await setup();
    const created = await call(f.emu, 'POST', `${JB}/jobs`, {
      key: f.key,
      body: { prompt: 'Zookeeper for penguins in Valencia', language: 'es', publishMode: 'publish' },
    });
    const search = () => call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { query: 'penguins' } });
    expect((await search()).body.jobs).toEqual([]);
    const approved = await call(f.emu, 'POST', `/_emulator/jobs/${created.body.postId}/approve`);
    expect(approved.body).toEqual({ postId: created.body.postId, status: 'published' });
    const found = (await search()).body.jobs;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      companyName: 'Test Org',
      language: 'es',
      applyUrl: expect.stringMatching(/\/empleo\//),
    });
    expect(JSON.stringify(found[0])).not.toContain(created.body.postId);
  });
});

describe('job-builder idempotency (Idempotency-Key on POST /public/jobs)', () => {
  const body = { prompt: 'Data analyst in Bogotá', language: 'es' };

  it('replays the same body within 24 h with Idempotency-Replayed: true, no second job, no quota', async () => {
    const f = await setup({ clockStart: '2026-03-10T00:30:00Z' });
    const headers = { 'idempotency-key': 'job-1' };
    const first = await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    await f.emu.clock.advance(23 * 3600); // 23:30, the same UTC day
    const again = await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(posts(f)).toHaveLength(1);
    expect((await call(f.emu, 'GET', `${JB}/usage`, { key: f.key })).body).toMatchObject({
      used: 1,
      remaining: 9,
    });
    // After 24 hours the key is free again: a new job.
    await f.emu.clock.advance(2 * 3600);
    const later = await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers });
    expect(later.headers.get('idempotency-replayed')).toBeNull();
    expect(later.body.postId).not.toBe(first.body.postId);
  });

  it('400 for an invalid key, 422 for another body under the same key', async () => {
    const f = await setup();
    for (const key of ['has space', 'x'.repeat(256), 'é']) {
      expectError(
        await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers: { 'idempotency-key': key } }),
        400,
        'IDEMPOTENCY_KEY_INVALID',
      );
    }
    await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers: { 'idempotency-key': 'k' } });
    expectError(
      await call(f.emu, 'POST', `${JB}/jobs`, {
        key: f.key,
        body: { ...body, publishMode: 'publish' },
        headers: { 'idempotency-key': 'k' },
      }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('exactly one job from concurrent calls with one key: the others 409 IDEMPOTENCY_IN_PROGRESS or a replay', async () => {
    const f = await setup();
    const headers = { 'idempotency-key': 'race' };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers })),
    );
    // The others arrive while it runs (409) or after it finished (a replay of the same job).
    expectOneOriginal(results, (b) => b.postId);
    expect(posts(f)).toHaveLength(1);
  });

  it('503 IDEMPOTENCY_STORE_UNAVAILABLE through fault injection: nothing created, the slot refunded; the retry works', async () => {
    const f = await setup();
    f.emu.addFault({
      method: 'POST',
      path: `${JB}/jobs`,
      status: 503,
      errorCode: 'IDEMPOTENCY_STORE_UNAVAILABLE',
    });
    const headers = { 'idempotency-key': 'store-down' };
    const err = expectError(
      await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers }),
      503,
      'IDEMPOTENCY_STORE_UNAVAILABLE',
    );
    expect(err.message).toMatch(/retry with the same Idempotency-Key/);
    expect(posts(f)).toHaveLength(0);
    expect((await call(f.emu, 'GET', `${JB}/usage`, { key: f.key })).body.used).toBe(0);
    const retry = await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers });
    expect(retry.status).toBe(201);
  });

  it('a replay at the daily cap is still 429', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    const headers = { 'idempotency-key': 'capped' };
    await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers });
    for (let i = 0; i < 9; i++) {
      expect((await call(f.emu, 'POST', `${JB}/generate`, { key: f.key, body })).status).toBe(200);
    }
    const capped = expectError(
      await call(f.emu, 'POST', `${JB}/jobs`, { key: f.key, body, headers }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(capped.details).toEqual({ limit: 10, period: 'utc_day' });
  });
});

describe('job-builder quota, plan and usage', () => {
  it('10 successful calls per organization per UTC day across both routes; failures spend nothing', async () => {
    const f = await setup({ clockStart: '2026-03-10T08:00:00Z' });
    expectError(
      await call(f.emu, 'POST', `${JB}/generate`, { key: f.key, body: { prompt: '' } }),
      400,
      'VALIDATION_ERROR',
    );
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(f.emu, 'POST', `${JB}/generate`, {
            key: f.key,
            body: { prompt: `Nurse ${i}`, language: 'en' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(f.emu, 'POST', `${JB}/jobs`, {
            key: f.key,
            body: { prompt: `Chef ${i}`, language: 'en' },
          })
        ).status,
      ).toBe(201);
    }
    const usage = await call(f.emu, 'GET', `${JB}/usage`, { key: f.key });
    expect(usage.body).toEqual({
      dailyQuota: 10,
      used: 10,
      remaining: 0,
      resetsAt: '2026-03-11T00:00:00.000Z',
      period: 'utc_day',
    });
    const denied = expectError(
      await call(f.emu, 'POST', `${JB}/generate`, { key: f.key, body: { prompt: 'x', language: 'en' } }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(denied.retryAfter).toBeGreaterThan(0);
    // Separate from candidate-search, and per organization.
    expect(
      (await call(f.emu, 'GET', '/api/v3.0/candidate-search/public/usage', { key: f.key })).body.used,
    ).toBe(0);
    expect(
      (
        await call(f.emu, 'POST', `${JB}/generate`, {
          key: f.other.key,
          body: { prompt: 'x', language: 'en' },
        })
      ).status,
    ).toBe(200);
    await f.emu.clock.set('2026-03-11T00:00:01Z');
    expect(
      (await call(f.emu, 'POST', `${JB}/generate`, { key: f.key, body: { prompt: 'x', language: 'en' } }))
        .status,
    ).toBe(200);
  });

  it('PLAN_REQUIRED below Platinum; usage polling limited to 60 per minute per key', async () => {
    const f = await setup();
    const free = await f.emu.createOrg({ plan: 'free' });
    const key = (await f.emu.createKey(free.id)).key;
    const err = expectError(
      await call(f.emu, 'POST', `${JB}/generate`, { key, body: { prompt: 'x', language: 'en' } }),
      403,
      'PLAN_REQUIRED',
    );
    expect(err.message).toMatch(/Platinum/);
    expectError(await call(f.emu, 'GET', `${JB}/usage`, { key }), 403, 'PLAN_REQUIRED');
    for (let i = 0; i < 60; i++)
      expect((await call(f.emu, 'GET', `${JB}/usage`, { key: f.key })).status).toBe(200);
    const throttled = expectError(
      await call(f.emu, 'GET', `${JB}/usage`, { key: f.key }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(throttled.details).toMatchObject({ limit: 60, period: 'minute' });
  });
});

describe('generation rules', () => {
  const gen = (prompt: string, language: 'en' | 'es' | 'nl' | 'pt' = 'en') =>
    generateJob({ prompt, language, includeDescription: true });

  it('is deterministic: the same prompt gives the same job', () => {
    expect(JSON.stringify(gen(PROMPT, 'nl'))).toBe(JSON.stringify(gen(PROMPT, 'nl')));
  });

  it('remote inside a country: scope country, the country, no city data', () => {
    expect(gen('Remote customer support agent in Spain').workMode).toEqual({
      type: 'remote',
      scope: 'country',
      countryCode: 'ES',
      countryName: 'Spain',
      city: null,
      region: null,
      displayName: 'Remote (Spain)',
      geoNameId: null,
      coordinates: null,
    });
  });

  it('remote worldwide: country, city, GeoName id and coordinates cleared', () => {
    const { workMode, salary } = gen('Fully remote React developer, work from anywhere in the world');
    expect(workMode).toMatchObject({
      type: 'remote',
      scope: 'worldwide',
      countryCode: null,
      city: null,
      geoNameId: null,
      coordinates: null,
    });
    expect(salary.currency).toBe('USD');
  });

  it('on-site and hybrid: canonical city data with a real GeoName id and coordinates', () => {
    const { workMode, salary } = gen('Electrician in Lisboa, on-site', 'pt');
    expect(workMode).toMatchObject({
      type: 'onsite',
      countryCode: 'PT',
      city: 'Lisbon',
      geoNameId: '2267057',
    });
    expect(workMode.coordinates?.latitude).toBeCloseTo(38.72, 1);
    expect(salary).toMatchObject({ currency: 'EUR', currencySymbol: '€' });
    expect(gen('Hybrid accountant in Mexico City').salary).toMatchObject({ currency: 'MXN' });
  });

  it('a prompt naming nothing known still gives a sensible job', () => {
    const job = gen('zxqv');
    expect(job.title.length).toBeGreaterThan(0);
    expect(job.skills.length).toBeGreaterThan(0);
    expect(job.salary.low).toBeLessThanOrEqual(job.salary.high);
    expect(job.description).toMatch(/<p>/);
  });

  it('writes the description in the requested language and escapes the prompt', () => {
    expect(gen('Enfermero en Sevilla', 'es').description).toMatch(/Buscamos/);
    expect(gen('<script>alert(1)</script> nurse').description).not.toMatch(/<script>/);
  });
});
