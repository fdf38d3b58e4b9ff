import { createEmulator } from '@platform-api/emulator';
import { InternalServerError, PlatformClient, QuotaExceededError, RateLimitError } from '@platform-api/sdk';
import { describe, expect, it } from 'vitest';

/** An emulator, a key, and a client whose fetch counts what reaches the emulator. */
async function fixture(options: Parameters<typeof createEmulator>[0] = {}) {
  const emu = await createEmulator(options);
  const org = await emu.createOrg({ plan: 'diamond' });
  const key = await emu.createKey(org.id);
  const seen: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const counting: typeof fetch = async (input, init) => {
    const req = input instanceof Request && !init ? input : new Request(input, init);
    seen.push({
      method: req.method,
      path: new URL(req.url).pathname,
      idempotencyKey: req.headers.get('idempotency-key'),
    });
    return emu.fetch(req);
  };
  const client = new PlatformClient({ apiKey: key.key, baseUrl: emu.baseUrl, fetch: counting });
  return { emu, client, seen, orgId: org.id };
}

describe('SDK retries and quotas against the emulator', () => {
  it('retries a GET after an injected 503 and succeeds', async () => {
    const { emu, client, seen } = await fixture();
    emu.addFault({ method: 'GET', path: '/api/v3.0/crm/public/contacts', status: 503 });
    const page = await client.crm.contacts.list();
    expect(page.items).toEqual([]);
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(2);
  });

  it('does not retry a POST without an idempotency key after a 503', async () => {
    const { emu, client, seen } = await fixture();
    emu.addFault({ method: 'POST', path: '/api/v3.0/crm/public/contacts', status: 503 });
    const err = await client.crm.contacts.create({ name: 'Once' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InternalServerError);
    expect((err as InternalServerError).errorCode).toBe('CRM_API_ERROR');
    expect(seen).toHaveLength(1);
    // Nothing was created by the failed call.
    expect((await client.crm.contacts.list()).items).toEqual([]);
  });

  it('gives up after maxRetries', async () => {
    const { emu, client, seen } = await fixture();
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 500, times: 5 });
    await expect(client.crm.usage({ maxRetries: 1 })).rejects.toBeInstanceOf(InternalServerError);
    expect(seen).toHaveLength(2);
  });

  it('waits out a per-minute 429 for any method (retryAfter 1 s) and succeeds', async () => {
    const { emu, client, seen } = await fixture();
    emu.addFault({ method: 'POST', path: '/api/v3.0/crm/public/contacts', status: 429 });
    const t0 = Date.now();
    const created = await client.crm.contacts.create({ name: 'Patient' });
    expect(created.name).toBe('Patient');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(seen).toHaveLength(2);
  });

  it('throws a burst 429 at once when the wait exceeds maxRetryAfter, with the wait attached', async () => {
    const { emu } = await fixture({ clockStart: '2026-04-01T10:00:00Z' });
    const org = await emu.createOrg({ plan: 'platinum' });
    const impatient = new PlatformClient({
      apiKey: (await emu.createKey(org.id)).key,
      baseUrl: emu.baseUrl,
      fetch: emu.fetch,
      maxRetryAfter: 5,
    });
    for (let i = 0; i < 30; i++) await impatient.crm.contacts.list();
    const t0 = Date.now();
    const limited = await impatient.crm.contacts.list().catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(500);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).not.toBeInstanceOf(QuotaExceededError);
    expect((limited as RateLimitError).period).toBe('minute');
    expect((limited as RateLimitError).limit).toBe(30);
    expect((limited as RateLimitError).retryAfter).toBeGreaterThan(5);
  });

  it('a 429 wait longer than what is left of the deadline: the RateLimitError at once, not a timeout', async () => {
    const { client, seen } = await fixture({ clockStart: '2026-04-01T10:00:00Z' });
    for (let i = 0; i < 20; i++) await client.candidateSearch.search({ query: 'nurse' });
    const t0 = Date.now();
    const limited = await client.candidateSearch.search({ query: 'nurse' }, { deadline: 2_000 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - t0).toBeLessThan(1_500); // not the 2 s of the deadline
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as RateLimitError).period).toBe('minute');
    expect((limited as RateLimitError).limit).toBe(20);
    expect((limited as RateLimitError).retryAfter).toBeGreaterThan(2);
    expect(seen).toHaveLength(21);
  });

  it('retries jobBuilder.generate, a preview that writes nothing, after a 503: one daily call spent', async () => {
    const { emu, client, seen } = await fixture();
    emu.addFault({ method: 'POST', path: '/api/v3.0/job-builder/public/generate', status: 503 });
    const job = await client.jobBuilder.generate({ prompt: 'Plumber in Leeds', language: 'en' });
    expect(job.title).toEqual(expect.any(String));
    const posts = seen.filter((s) => s.method === 'POST');
    expect(posts.map((s) => [s.path, s.idempotencyKey])).toEqual([
      ['/api/v3.0/job-builder/public/generate', null],
      ['/api/v3.0/job-builder/public/generate', null],
    ]);
    // The failed attempt spent nothing: only successful calls count.
    expect((await client.jobBuilder.usage()).used).toBe(1);
  });

  it('never retries the daily quota: QuotaExceededError with resetsAt, back after UTC midnight', async () => {
    const { emu, client, seen } = await fixture({
      clockStart: '2026-04-01T22:00:00Z',
      quotas: { crm: { daily: 3 } },
    });
    for (let i = 0; i < 3; i++) await client.crm.contacts.list();
    const err = await client.crm.contacts.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QuotaExceededError);
    expect((err as QuotaExceededError).resetsAt.toISOString()).toBe('2026-04-02T00:00:00.000Z');
    expect((err as QuotaExceededError).limit).toBe(3);
    expect(seen).toHaveLength(4);
    const usage = await client.crm.usage();
    expect(usage).toMatchObject({ dailyQuota: 3, used: 3, remaining: 0 });

    await emu.clock.set('2026-04-02T00:00:05Z');
    expect((await client.crm.contacts.list()).items).toEqual([]);
    expect((await client.crm.usage()).used).toBe(1);
  });
});
