import { jobCreateResultSchema, publicJobSchema } from '@platform-api/sdk/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { generateJob } from '../src/families/job-builder/generate.ts';
import { loadPlaces } from '../src/shared/places/index.ts';
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

  it('prompt length counts characters (code points), not UTF-16 units: an emoji is one character', async () => {
    // 5,001 emoji are 5,001 characters (10,002 UTF-16 units): within the 10,000 of the spec.
    const ok = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: { prompt: '😀'.repeat(5001), language: 'en' },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await send('POST', `${JB}/generate`, {
          key: f.key,
          body: { prompt: '😀'.repeat(10_000), language: 'en' },
        })
      ).status,
    ).toBe(200);
    const long = expectError(
      await send('POST', `${JB}/generate`, {
        key: f.key,
        body: { prompt: '😀'.repeat(10_001), language: 'en' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(long.details).toEqual([{ field: 'prompt', message: 'must be at most 10000 characters' }]);
  });

  it('validation messages say what is wrong: a prompt of the wrong type is not "required"; ids never in library words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'en' }, 'prompt', 'is required: a hiring request of 1 to 10000 characters'],
      [{ prompt: 5, language: 'en' }, 'prompt', 'must be a string of 1 to 10000 characters'],
      [{ prompt: ['a'], language: 'en' }, 'prompt', 'must be a string of 1 to 10000 characters'],
      [{ prompt: null, language: 'en' }, 'prompt', 'must be a string of 1 to 10000 characters'],
      [{ prompt: '', language: 'en' }, 'prompt', 'must not be empty: 1 to 10000 characters'],
      [{ prompt: 'x' }, 'language', 'is required: one of en, es, nl, pt'],
      [{ prompt: 'x', language: 5 }, 'language', 'must be one of en, es, nl, pt'],
      [
        { prompt: 'x', language: 'en', workspaceId: null },
        'workspaceId',
        'must be a 24-character hexadecimal id',
      ],
      [
        { prompt: 'x', language: 'en', workspaceId: 7 },
        'workspaceId',
        'must be a 24-character hexadecimal id',
      ],
      [
        { prompt: 'x', language: 'en', organizationId: null },
        'organizationId',
        'must be a 24-character hexadecimal id',
      ],
      [
        { prompt: 'x', language: 'en', organizationId: 'abc' },
        'organizationId',
        'must be a 24-character hexadecimal id',
      ],
      [{ prompt: 'x', language: 'en', publishMode: null }, 'publishMode', 'must be one of draft, publish'],
    ];
    for (const [body, field, message] of cases) {
      const err = expectError(
        await send('POST', `${JB}/jobs`, { key: f.key, body }),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.details).toEqual([{ field, message }]);
      expect(err.message).toContain(`${field} ${message}`);
    }
    const preview = expectError(
      await send('POST', `${JB}/generate`, {
        key: f.key,
        body: { prompt: 'x', language: 'en', includeDescription: null },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(preview.details).toEqual([{ field: 'includeDescription', message: 'must be true or false' }]);
  });

  it('a prompt of spaces only is a prompt (the spec asks 1 to 10,000 characters): a complete generic job', async () => {
    for (const prompt of ['   ', '\n\t ']) {
      const preview = await send('POST', `${JB}/generate`, {
        key: f.key,
        body: { prompt, language: 'en', includeDescription: true },
      });
      expect(preview.status).toBe(200);
      expect(z.safeParse(publicJobSchema, preview.body).success).toBe(true);
      // Nothing to quote: the "About the role" section is left out, not an empty paragraph.
      expect(preview.body.description).not.toContain('<p></p>');
      expect(preview.body.description).not.toContain('About the role');
    }
    const created = await send('POST', `${JB}/jobs`, { key: f.key, body: { prompt: ' ', language: 'es' } });
    expect(created.status).toBe(201);
    expect(z.safeParse(jobCreateResultSchema, created.body).success).toBe(true);
    expect(created.body.job.title.length).toBeGreaterThan(0);
  });

  it('stated pay through the door: "$" is the local peso in Mexico, "años de experiencia" is no pay', async () => {
    const res = await send('POST', `${JB}/generate`, {
      key: f.key,
      body: {
        prompt: 'Vendedor en Ciudad de México, 5 años de experiencia, sueldo $15,000 mensuales',
        language: 'es',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.salary).toMatchObject({ low: 15_000, high: 15_000, period: 'monthly', currency: 'MXN' });
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
    // The title is in the job's language (spec 3: `language` is the language of the details): a
    // role the vocabulary lacks, asked in English for a Spanish job, is titled by its field
    // ("Profesional de cuidado de animales"); the English request is not quoted in the Spanish
    // description, so neither "zookeeper" nor "penguins" is in the job.
    const search = () =>
      call(f.emu, 'POST', `${JS}/search`, { key: f.key, body: { query: 'cuidado de animales' } });
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

  it('the key is scoped to the workspace the job is created in, not to how that workspace was named', async () => {
    const f = await setup();
    const org = await f.emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] });
    const [a, b] = org.workspaces.map((w) => w.id);
    const key = (await f.emu.createKey(org.id)).key;
    const electrician = { prompt: 'Electrician in Leeds', language: 'en' };
    const headers = { 'idempotency-key': 'dup-1' };
    const jobs = () => posts(f)!.filter((p: any) => p.orgId === org.id);
    const first = await call(f.emu, 'POST', `${JB}/jobs`, { key, body: electrician, headers });
    expect(first.status).toBe(201);
    expect(jobs()).toMatchObject([{ workspaceId: a }]); // the key's first workspace
    // The same workspace named by the query (in either case): the same job, replayed.
    for (const named of [{ query: { workspaceId: a! } }, { query: { workspaceId: a!.toUpperCase() } }]) {
      const again = await call(f.emu, 'POST', `${JB}/jobs`, { key, body: electrician, headers, ...named });
      expect([again.status, again.headers.get('idempotency-replayed'), again.body.postId]).toEqual([
        201,
        'true',
        first.body.postId,
      ]);
    }
    expect(jobs()).toHaveLength(1);
    expect((await call(f.emu, 'GET', `${JB}/usage`, { key })).body.used).toBe(1);
    // The same key in workspace B is another record: a job of its own there.
    const inB = await call(f.emu, 'POST', `${JB}/jobs`, {
      key,
      body: { ...electrician, workspaceId: b },
      headers,
    });
    expect([inB.status, inB.headers.get('idempotency-replayed')]).toEqual([201, null]);
    const viaQuery = await call(f.emu, 'POST', `${JB}/jobs`, {
      key,
      body: { ...electrician, workspaceId: b },
      headers,
      query: { workspaceId: a! },
    });
    expect([viaQuery.headers.get('idempotency-replayed'), viaQuery.body.postId]).toEqual([
      'true',
      inB.body.postId,
    ]);
    expect(jobs().map((p: any) => p.workspaceId)).toEqual([a, b]);
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
  beforeAll(() => loadPlaces());
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

  it('on-site or hybrid with no place the gazetteer knows: still on-site or hybrid, never remote', () => {
    // (Before the gazetteer had regions this row used "Texas", then unknown; a region now resolves:
    // see the grid in test/job-builder-grid.test.ts.)
    expect(gen('On-site welder in Zxqvtown').workMode).toEqual({
      type: 'onsite',
      scope: 'city',
      countryCode: null,
      countryName: null,
      city: null,
      region: null,
      displayName: 'On-site',
      geoNameId: null,
      coordinates: null,
    });
    expect(gen('Hybrid accountant').workMode).toMatchObject({ type: 'hybrid', displayName: 'Hybrid' });
    const es = gen('Soldador presencial', 'es');
    expect(es.workMode).toMatchObject({ type: 'onsite', displayName: 'Presencial' });
    // The offer names the mode once, not "Presencial · Presencial".
    expect(es.description).toContain('<li>Presencial</li>');
    // Without an on-site or hybrid word, a prompt naming no known place stays a worldwide remote job.
    expect(gen('Nurse in Zxqvtown').workMode).toMatchObject({ type: 'remote', scope: 'worldwide' });
  });

  it('a region named alone is a place: its country, its region, no city made up', () => {
    expect(gen('On-site welder in Texas').workMode).toEqual({
      type: 'onsite',
      scope: 'city',
      countryCode: 'US',
      countryName: 'United States',
      city: null,
      region: 'Texas',
      displayName: 'Texas, United States',
      geoNameId: null,
      coordinates: null,
    });
  });

  it('stated pay wins; numbers that count time, age or codes are not pay', () => {
    const pay = (prompt: string, language: 'en' | 'es' | 'nl' = 'en') => {
      const { low, high, period, currency } = gen(prompt, language).salary;
      return { low, high, period, currency };
    };
    expect(pay('Barista in Chicago, $25/hour')).toEqual({
      low: 25,
      high: 25,
      period: 'hourly',
      currency: 'USD',
    });
    expect(pay('Senior backend engineer in Berlin, 60k a year')).toEqual({
      low: 60_000,
      high: 60_000,
      period: 'yearly',
      currency: 'EUR',
    });
    expect(pay('Cook in Dublin, 15 per hour')).toMatchObject({ low: 15, period: 'hourly' });
    expect(pay('Enfermera en Lima, 3.000 al mes', 'es')).toMatchObject({ low: 3000, period: 'monthly' });
    expect(pay('Engineer in Amsterdam, 4.500 per maand', 'nl')).toMatchObject({
      low: 4500,
      period: 'monthly',
    });
    // Not pay: the role's band applies (tens of thousands a year in these countries).
    for (const prompt of [
      'Senior accountant with 5 years of experience in Berlin',
      'Nurse in Berlin, 40 hours per week',
      'Driver in Madrid, B1 license, 24 years old minimum',
      'Remote accountant worldwide, ref x3y',
    ]) {
      expect({ prompt, ...pay(prompt) }).toMatchObject({ prompt, period: 'yearly' });
      expect(pay(prompt).low, prompt).toBeGreaterThan(10_000);
    }
  });

  type Lang = 'en' | 'es' | 'nl' | 'pt';
  const payOf = (prompt: string, language: Lang = 'en') => {
    const { low, high, period, currency } = gen(prompt, language).salary;
    return { low, high, period, currency };
  };
  /** Not pay: the salary is the one of the same request without the figure. */
  const expectNoPay = (cases: [string, string, Lang?][]) => {
    for (const [prompt, without, language] of cases) {
      expect({ prompt, ...payOf(prompt, language) }).toEqual({ prompt, ...payOf(without, language) });
    }
  };

  it('words are Unicode words: "años", "anos" count time, never pay', () => {
    expectNoPay([
      ['Enfermera en Madrid con 5 años de experiencia', 'Enfermera en Madrid', 'es'],
      ['Contable en Lima, 10 años en el sector', 'Contable en Lima', 'es'],
      ['Programador en Bogotá, 3 años de experiencia en Java', 'Programador en Bogotá, Java', 'es'],
      ['Nurse in Madrid, 5 años de experiencia', 'Nurse in Madrid'],
      ['Camarero en Sevilla, mínimo 2 años de experiencia', 'Camarero en Sevilla', 'es'],
    ]);
    expect(payOf('Profesor en Lima, S/ 3.500 mensuales, 2 a 3 años de experiencia', 'es')).toEqual({
      low: 3500,
      high: 3500,
      period: 'monthly',
      currency: 'PEN',
    });
  });

  it('clock times are not pay: a.m./p.m., 10pm, 14h30, 9:30', () => {
    expectNoPay([
      ['Baker in Madrid, shifts start at 5 a.m.', 'Baker in Madrid'],
      ['Night nurse in London, 10pm to 6 a.m.', 'Night nurse in London'],
      ['Panadero en Madrid, turno de 5 a.m. a 1 p.m.', 'Panadero en Madrid', 'es'],
      ['Driver in Berlin, start 14h30 or 9:30', 'Driver in Berlin'],
      ['Warehouse associate in Chicago, 2 a day breaks', 'Warehouse associate in Chicago'],
    ]);
    expect(payOf('Nurse in Madrid, 2 a.m. to 10 a.m. shifts, 3.000 € al mes')).toMatchObject({
      low: 3000,
      period: 'monthly',
    });
  });

  it('a currency code is a whole word: "5 copywriters", "12 audits", "10 pen tests" name no currency', () => {
    expectNoPay([
      ['Copy editor in Boston leading 5 copywriters', 'Copy editor in Boston'],
      ['Internal auditor in Madrid, 12 audits per year', 'Internal auditor in Madrid'],
      ['Account manager in Dublin covering 3 European markets', 'Account manager in Dublin'],
      ['Real estate agent in Miami who closed 30 real estate deals', 'Real estate agent in Miami'],
      ['Security engineer in Austin, 10 pen tests per month', 'Security engineer in Austin'],
      ['Team of 5 PHP developers in Berlin', 'PHP developers in Berlin'],
    ]);
  });

  it('money that is not pay (funding, territory, budget, sign-on bonus) yields to the salary', () => {
    expect(payOf('Senior accountant in Madrid for a startup that raised €20M, salary 50-60k EUR')).toEqual({
      low: 50_000,
      high: 60_000,
      period: 'yearly',
      currency: 'EUR',
    });
    expectNoPay([
      ['Sales manager in Chicago managing a $5M territory', 'Sales manager in Chicago'],
      ['Nurse in Houston, $5,000 sign-on bonus', 'Nurse in Houston'],
      ['Developer in Berlin, 4 weeks of holiday and a €1,000 learning budget', 'Developer in Berlin'],
    ]);
    // The bonus is extra pay, not the salary.
    expect(gen('Nurse in Houston, $5,000 sign-on bonus').salary.additionalCompensation).toEqual([
      'Performance bonus',
    ]);
    expect(payOf('Developer in Madrid, €40,000 - €50,000 + €5,000 signing bonus')).toMatchObject({
      low: 40_000,
      high: 50_000,
    });
  });

  it('"$" is the local dollar or peso where ads write it so (MX, CL, CO, CA, AU...), else US dollars; US$ stays USD', () => {
    const cases: [string, Lang, ReturnType<typeof payOf>][] = [
      [
        'Vendedor en Ciudad de México, sueldo $15,000 mensuales',
        'es',
        { low: 15_000, high: 15_000, period: 'monthly', currency: 'MXN' },
      ],
      [
        'Waiter in Mexico City, $150 pesos per hour',
        'en',
        { low: 150, high: 150, period: 'hourly', currency: 'MXN' },
      ],
      [
        'Conductor en Santiago de Chile, $900.000 líquidos',
        'es',
        { low: 900_000, high: 900_000, period: 'monthly', currency: 'CLP' },
      ],
      [
        'Vendedor en Bogotá, $2.500.000 mensuales',
        'es',
        { low: 2_500_000, high: 2_500_000, period: 'monthly', currency: 'COP' },
      ],
      [
        'Software engineer in Toronto, $120,000 per year',
        'en',
        { low: 120_000, high: 120_000, period: 'yearly', currency: 'CAD' },
      ],
      ['Nurse in Sydney, $45 per hour', 'en', { low: 45, high: 45, period: 'hourly', currency: 'AUD' }],
      [
        'Barista in Melbourne, 30 dollars an hour',
        'en',
        { low: 30, high: 30, period: 'hourly', currency: 'AUD' },
      ],
      // US$ is the US dollar everywhere; "$" where the local currency is not written so, too.
      [
        'Dev in Toronto, US$100,000 per year',
        'en',
        { low: 136_000, high: 136_000, period: 'yearly', currency: 'CAD' },
      ],
      [
        'Software engineer in Madrid, $100k',
        'en',
        { low: 92_000, high: 92_000, period: 'yearly', currency: 'EUR' },
      ],
    ];
    for (const [prompt, language, expected] of cases) {
      expect({ prompt, ...payOf(prompt, language) }).toEqual({ prompt, ...expected });
    }
  });

  it('day and week rates are quoted hourly (8 hours a day) and monthly (52 weeks a year); lakh and LPA are read', () => {
    const cases: [string, ReturnType<typeof payOf>][] = [
      [
        'DevOps engineer in Berlin, 600 EUR per day',
        { low: 75, high: 75, period: 'hourly', currency: 'EUR' },
      ],
      [
        'DevOps engineer in Berlin, €500 daily rate',
        { low: 62.5, high: 62.5, period: 'hourly', currency: 'EUR' },
      ],
      ['Driver in London, £500 per week', { low: 2170, high: 2170, period: 'monthly', currency: 'GBP' }],
      ['Cleaner in Sydney, $1,000 a week', { low: 4330, high: 4330, period: 'monthly', currency: 'AUD' }],
      [
        'Developer in Mumbai, ₹12,00,000 per annum',
        { low: 1_200_000, high: 1_200_000, period: 'yearly', currency: 'INR' },
      ],
      [
        'Developer in Bangalore, INR 15 LPA',
        { low: 1_500_000, high: 1_500_000, period: 'yearly', currency: 'INR' },
      ],
    ];
    for (const [prompt, expected] of cases) {
      expect({ prompt, ...payOf(prompt) }).toEqual({ prompt, ...expected });
    }
  });

  it('ranges joined by and/e/en/y keep both ends; zł, kr, CHF with apostrophes, C$ and millions are read', () => {
    const cases: [string, Lang, ReturnType<typeof payOf>][] = [
      [
        'Software engineer in Seattle, between $120k and $150k',
        'en',
        { low: 120_000, high: 150_000, period: 'yearly', currency: 'USD' },
      ],
      [
        'Analista de dados em Belo Horizonte, entre R$ 8.000 e R$ 10.000',
        'pt',
        { low: 8000, high: 10_000, period: 'monthly', currency: 'BRL' },
      ],
      [
        'Kok in Den Haag, tussen €2.800 en €3.400 per maand',
        'nl',
        { low: 2800, high: 3400, period: 'monthly', currency: 'EUR' },
      ],
      [
        'Desenvolvedor em Lisboa, entre 30 e 40 mil euros por ano',
        'pt',
        { low: 30_000, high: 40_000, period: 'yearly', currency: 'EUR' },
      ],
      [
        'Ingeniero de datos en Bogotá, entre 8 y 10 millones COP mensuales',
        'es',
        { low: 8_000_000, high: 10_000_000, period: 'monthly', currency: 'COP' },
      ],
      [
        'Developer in Warsaw, 15 000 zł miesięcznie',
        'en',
        { low: 15_000, high: 15_000, period: 'monthly', currency: 'PLN' },
      ],
      [
        'Developer in Stockholm, 50 000 kr per month',
        'en',
        { low: 50_000, high: 50_000, period: 'monthly', currency: 'SEK' },
      ],
      [
        "Developer in Zurich, 120'000 CHF per year",
        'en',
        { low: 120_000, high: 120_000, period: 'yearly', currency: 'CHF' },
      ],
      ['Welder in Toronto, 30 C$/hr', 'en', { low: 30, high: 30, period: 'hourly', currency: 'CAD' }],
    ];
    for (const [prompt, language, expected] of cases) {
      expect({ prompt, ...payOf(prompt, language) }).toEqual({ prompt, ...expected });
    }
  });

  it('employment types: contract, contrato, tijdelijke; a temporary or permanent contract is no contract role', () => {
    const types = (prompt: string, language: Lang = 'en') => gen(prompt, language).employmentTypes;
    expect(types('DevOps engineer on a 12-month contract in Berlin')).toEqual(['contract']);
    expect(types('Contract DevOps engineer in Berlin')).toEqual(['contract']);
    expect(types('Contrato de 6 meses, administrativo en Zaragoza', 'es')).toEqual(['contract']);
    expect(types('Tijdelijke baan als kassamedewerker in Rotterdam', 'nl')).toEqual(['temporary']);
    expect(types('Magazijnmedewerker in Antwerpen, tijdelijk contract', 'nl')).toEqual(['temporary']);
    expect(types('Contrato temporário, operador de armazém em Lisboa', 'pt')).toEqual(['temporary']);
    expect(types('Conductor en Santiago, contrato temporal', 'es')).toEqual(['temporary']);
    expect(types('Nurse in Leeds, permanent contract')).toEqual(['fullTime']);
  });

  it('part-time: half a year or a month of pay, but the full hourly rate, never below the legal minimum', () => {
    const london = gen('Part-time junior waiter in London').salary;
    // UK floor: 23,800 a year, 11.44 an hour.
    expect(london).toMatchObject({ period: 'hourly', currency: 'GBP' });
    expect(london.low).toBeGreaterThanOrEqual(11.44);
    expect(payOf('Part-time junior waiter in London')).toEqual(payOf('Junior waiter in London'));
    const madrid = gen('Part-time junior waiter in Madrid').salary;
    expect(madrid.period).toBe('yearly');
    expect(madrid.low).toBeGreaterThanOrEqual(16_600 / 2);
    expect(madrid.high).toBeLessThan(gen('Junior waiter in Madrid').salary.low);
  });

  it('remote words: teletrabalho, telecommute, thuis werken', () => {
    expect(gen('Enfermeiro em teletrabalho a partir de Portugal', 'pt').workMode).toMatchObject({
      type: 'remote',
      countryCode: 'PT',
    });
    expect(gen('Accountant, telecommute within the United States').workMode).toMatchObject({
      type: 'remote',
      countryCode: 'US',
    });
    expect(gen('Boekhouder, thuis werken vanuit België', 'nl').workMode).toMatchObject({
      type: 'remote',
      countryCode: 'BE',
    });
  });

  it('a currency beside a figure is not a skill: "CAD 38" is no AutoCAD, "C$" no C', () => {
    expect(gen('Registered nurse in Toronto, CAD 38 per hour').skills).not.toContain('AutoCAD');
    expect(gen('Registered nurse in Toronto, 38 CAD/hour').skills).not.toContain('AutoCAD');
    expect(gen('Welder in Toronto, 30 C$/hr').skills).not.toContain('C');
    expect(gen('Drafter in Toronto, CAD and Revit').skills).toContain('AutoCAD');
    expect(gen('Team of 5 PHP developers in Berlin').skills).toContain('PHP');
  });

  it('a prompt naming nothing known still gives a sensible job', () => {
    const job = gen('zxqv');
    expect(job.title.length).toBeGreaterThan(0);
    expect(job.skills.length).toBeGreaterThan(0);
    expect(job.salary.low).toBeLessThanOrEqual(job.salary.high);
    expect(job.description).toMatch(/<p>/);
  });

  it('quotes at most 400 characters of the prompt, never half an emoji', () => {
    // The request is quoted when it is written in the job's language ("the" tells English).
    const { description } = gen(`the ${'😀'.repeat(600)}`);
    const about = /<h3>About the role<\/h3>\n<p>(.*)<\/p>/.exec(description!)![1]!;
    expect(Array.from(about)).toHaveLength(400);
    // No lone surrogate: every high surrogate is followed by a low one and the reverse.
    expect(description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('writes the description in the requested language and escapes the prompt', () => {
    expect(gen('Enfermero en Sevilla', 'es').description).toMatch(/Buscamos/);
    expect(gen('<script>alert(1)</script> nurse').description).not.toMatch(/<script>/);
  });
});
