import { createEmulator, DEMO_KEYS, type Emulator } from '@platform-api/emulator';
import {
  type CandidateSearch,
  IdempotencyError,
  type JobSearch,
  PermissionDeniedError,
  type PlatformClient,
  RateLimitError,
  ValidationError,
} from '@platform-api/sdk';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { type Connection, clientFor, doors, rejection } from './lib/doors.ts';

for (const door of doors) {
  describe(`SDK job-builder, candidate-search and job-search against the emulator (${door.name})`, () => {
    let emu: Emulator;
    let conn: Connection;
    let client: PlatformClient;

    beforeAll(async () => {
      emu = await createEmulator({ seed: 'demo' });
      conn = await door.connect(emu);
      client = clientFor(conn, DEMO_KEYS.globexAdmin, { maxRetries: 0 });
    });
    afterAll(async () => {
      await conn.close?.();
    });

    it('jobBuilder.generate and createJob: typed, with an idempotency key of its own and the replay flag', async () => {
      const preview = await client.jobBuilder.generate({
        prompt: 'Senior data engineer, remote in Mexico, Spark and Python',
        language: 'es',
      });
      expect(preview.workMode).toMatchObject({ type: 'remote', scope: 'country', countryCode: 'MX' });
      expect(preview.salary.currency).toBe('MXN');
      expectTypeOf(preview.workMode.type).toEqualTypeOf<'onsite' | 'hybrid' | 'remote' | (string & {})>();

      const first = await client.jobBuilder
        .createJob({ prompt: 'Pastry chef in Lyon', language: 'en', publishMode: 'publish' })
        .withResponse();
      expect(first.idempotencyKey).toEqual(expect.any(String));
      expect(first.replayed).toBe(false);
      expect(first.data).toMatchObject({
        status: 'pending',
        publishMode: 'publish',
        jobBuilderProgress: null,
      });

      const again = await client.jobBuilder
        .createJob(
          { prompt: 'Pastry chef in Lyon', language: 'en', publishMode: 'publish' },
          { idempotencyKey: first.idempotencyKey! },
        )
        .withResponse();
      expect(again.replayed).toBe(true);
      expect(again.data.postId).toBe(first.data.postId);

      const reused = await rejection(
        client.jobBuilder.createJob(
          { prompt: 'Baker in Lyon', language: 'en' },
          { idempotencyKey: first.idempotencyKey! },
        ),
      );
      expect(reused).toBeInstanceOf(IdempotencyError);
      expect(reused.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');

      const usage = await client.jobBuilder.usage();
      expect(usage).toMatchObject({ dailyQuota: 10, used: 2, remaining: 8, period: 'utc_day' });
    });

    it('candidateSearch.search: pages of candidates with profileUrl, iterable up to page 100', async () => {
      const page = await client.candidateSearch.search({ query: 'software engineer', pageSize: 5 });
      expectTypeOf(page.items).toEqualTypeOf<CandidateSearch.Candidate[]>();
      expect(page.items).toHaveLength(5);
      expect(page.hasNextPage()).toBe(true);
      for (const c of page.items) {
        expect(c).toHaveProperty('profileUrl');
        expect(c).not.toHaveProperty('cazumeUrl');
        expect(c.candidateId).toMatch(/^pc1\./);
      }
      const twelve = await client.candidateSearch
        .search({ query: 'software engineer', pageSize: 5 })
        .toArray({ maxItems: 12 });
      expect(twelve.map((c) => c.candidateId).slice(0, 5)).toEqual(page.items.map((c) => c.candidateId));
      expect(twelve).toHaveLength(12);
      // The last page a search serves is 100: hasMore or not, the iterator stops there.
      const last = await client.candidateSearch.search({ query: 'engineer', page: 100, pageSize: 1 });
      expect(last.page).toBe(100);
      expect(last.hasMore).toBe(true);
      expect(last.hasNextPage()).toBe(false);

      const invalid = await rejection(client.candidateSearch.search({ query: 'x' }));
      expect(invalid).toBeInstanceOf(ValidationError);
      expect(invalid.details[0].field).toBe('query');
      expect((await client.candidateSearch.usage()).dailyQuota).toBe(100);
    });

    it('jobSearch.search, usage and openapi; a free-plan key searches jobs', async () => {
      const free = clientFor(conn, DEMO_KEYS.initechFree);
      const page = await free.jobSearch.search({ query: 'enfermera', language: 'es', countryCode: 'ES' });
      expectTypeOf(page.items).toEqualTypeOf<JobSearch.PublicJobResult[]>();
      expect(page.items.length).toBeGreaterThan(0);
      for (const job of page.items) {
        expect(job.locationCountryCode).toBe('ES');
        if (job.slug) expect(job.applyUrl).toMatch(/^https:\/\/www\.platform\.example\/empleo\//);
      }
      const all = await free.jobSearch
        .search({ countryCode: 'MX', remote: true, pageSize: 25 })
        .toArray({ maxItems: 60 });
      expect(all.every((j) => j.locationCountryCode === 'MX' && j.isRemote)).toBe(true);
      expect((await free.jobSearch.usage()).dailyQuota).toBe(500);
      const doc = await free.jobSearch.openapi();
      expect(doc.openapi).toBe('3.1.0');
    });

    it('client.usage(): the five families at once, with why a family is unavailable', async () => {
      const all = await client.usage();
      expect(Object.keys(all)).toEqual(['crm', 'webhooks', 'jobBuilder', 'candidateSearch', 'jobSearch']);
      for (const family of Object.values(all)) expect(family.available).toBe(true);

      const free = await clientFor(conn, DEMO_KEYS.initechFree).usage();
      expect(free.jobSearch.available).toBe(true);
      for (const family of [free.crm, free.jobBuilder, free.candidateSearch]) {
        expect(family.available).toBe(false);
        if (!family.available) {
          expect(family.error).toBeInstanceOf(PermissionDeniedError);
          expect(family.error.errorCode).toBe('PLAN_REQUIRED');
        }
      }
      const reader = await clientFor(conn, DEMO_KEYS.acmeReader).usage();
      expect(reader.jobBuilder.available).toBe(true);
      await expect(clientFor(conn, 'pk_not_a_key_000000').usage()).rejects.toMatchObject({
        errorCode: 'API_KEY_INVALID',
      });
    });

    it('rate limits surface as RateLimitError with retryAfter', async () => {
      emu.addFault({ method: 'POST', path: '/api/v3.0/job-search/public/search', status: 429, times: 1 });
      const limited = await rejection(
        clientFor(conn, DEMO_KEYS.initechFree, { maxRetries: 0 }).jobSearch.search({}),
      );
      expect(limited).toBeInstanceOf(RateLimitError);
      expect(limited.retryAfter).toBe(1);
    });
  });
}
