import { readFile } from 'node:fs/promises';
import { createEmulator, DEMO_KEYS } from '@platform-api/emulator';
import {
  APITimeoutError,
  type Crm,
  InternalServerError,
  PlatformClient,
  PlatformError,
  QuotaExceededError,
  RateLimitError,
  type Webhooks,
} from '@platform-api/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { pdf, RESUME_LINES } from '../packages/emulator/test/resume-fixtures.ts';
import { root } from './lib/examples.ts';

async function setup() {
  const emu = await createEmulator({ seed: 'demo' });
  const make = (extra: ConstructorParameters<typeof PlatformClient>[0] = {}) =>
    new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl, fetch: emu.fetch, ...extra });
  return { emu, make };
}

const elapsed = async (p: Promise<unknown>) => {
  const t0 = performance.now();
  const outcome = await p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, ms: performance.now() - t0 } as { value?: unknown; error?: any; ms: number };
};

describe('cancellation: an aborted call rejects at once with the reason, in any phase', () => {
  it('the emulator’s in-process fetch honours AbortSignal, injected delays included', async () => {
    const { emu } = await setup();
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, delayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user gave up')), 50);
    const r = await elapsed(
      emu.fetch(`${emu.baseUrl}/api/v3.0/crm/public/usage`, {
        headers: { 'x-api-key': DEMO_KEYS.globexAdmin },
        signal: controller.signal,
      }),
    );
    expect(r.error?.message).toBe('user gave up');
    expect(r.ms).toBeLessThan(500);
    const already = await elapsed(
      emu.fetch(`${emu.baseUrl}/_emulator/health`, { signal: AbortSignal.abort(new Error('before')) }),
    );
    expect(already.error?.message).toBe('before');
  });

  it('the SDK: during the request, during a backoff, during a retryAfter wait', async () => {
    const { emu, make } = await setup();
    const client = make({ maxRetries: 5 });
    // During the request (a slow answer).
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, delayMs: 2_000 });
    let r = await elapsed(client.crm.usage({ signal: AbortSignal.timeout(80) }));
    expect(r.error?.name).toBe('TimeoutError');
    expect(r.ms).toBeLessThan(600);
    emu.clearFaults();
    // During a backoff after a 503 (retried: a GET is safe).
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, times: 5 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop retrying')), 100);
    r = await elapsed(client.crm.usage({ signal: controller.signal }));
    expect(r.error?.message).toBe('stop retrying');
    expect(r.ms).toBeLessThan(600);
    emu.clearFaults();
    // During a 429 wait (retryAfter 1 s).
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 429, times: 5 });
    r = await elapsed(client.crm.usage({ signal: AbortSignal.timeout(100) }));
    expect(r.error?.name).toBe('TimeoutError');
    expect(r.ms).toBeLessThan(600);
  });

  it('a deadline bounds the whole call, retries and waits included', async () => {
    const { emu, make } = await setup();
    // A slow answer: the deadline passes during the attempt.
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, delayMs: 2_000, times: 10 });
    const r = await elapsed(make({ maxRetries: 10, deadline: 300 }).crm.usage());
    expect(r.error).toBeInstanceOf(APITimeoutError);
    expect(r.error.message).toMatch(/deadline of 300 ms: GET \/api\/v3\.0\/crm\/public\/usage/);
    expect(r.ms).toBeLessThan(800);
    // Per call too, and the beforeError hooks see it once (a Sentry-style hook must not miss it).
    const seen: string[] = [];
    const hooked = make({
      maxRetries: 10,
      hooks: { beforeError: [({ error, attempt }) => void seen.push(`${error.errorCode} #${attempt}`)] },
    });
    const per = await elapsed(hooked.crm.usage({ deadline: 100 }));
    expect(per.error).toBeInstanceOf(APITimeoutError);
    expect(seen).toEqual(['TIMEOUT #1']);
    expect(per.ms).toBeLessThan(600);
  });

  it('a wait that cannot fit in what is left of the deadline fails at once with its cause', async () => {
    const { emu, make } = await setup();
    // A 429 asking for 1 s, a 503 followed by a backoff of about 0.5 s: neither fits in 300 ms.
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 429, times: 10 });
    const limited = await elapsed(make({ maxRetries: 10, deadline: 300 }).crm.usage());
    expect(limited.error).toBeInstanceOf(RateLimitError);
    expect(limited.error.retryAfter).toBe(1);
    expect(limited.ms).toBeLessThan(1_000); // not the 1 s wait
    emu.clearFaults();
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, times: 10 });
    const failing = await elapsed(make({ maxRetries: 10 }).crm.usage({ deadline: 300 }));
    expect(failing.error).toBeInstanceOf(InternalServerError);
    expect(failing.ms).toBeLessThan(1_000);
  });

  it('every error of a keyed call carries its Idempotency-Key, the deadline’s included', async () => {
    const { emu, make } = await setup();
    const JOBS = '/api/v3.0/job-builder/public/jobs';
    const job = { prompt: 'Plumber in Leeds', language: 'en' } as const;
    emu.addFault({ method: 'POST', path: JOBS, status: 500, delayMs: 2_000, times: 10 });
    const client = make();
    const byDeadline = await elapsed(client.jobBuilder.createJob(job, { deadline: 500 }));
    expect(byDeadline.error).toBeInstanceOf(APITimeoutError);
    expect(byDeadline.error.message).toMatch(/deadline of 500 ms/);
    expect(byDeadline.error.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const byTimeout = await elapsed(client.jobBuilder.createJob(job, { timeout: 300, maxRetries: 0 }));
    expect(byTimeout.error).toBeInstanceOf(APITimeoutError);
    expect(byTimeout.error.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const own = await elapsed(
      client.jobBuilder.createJob(job, { deadline: 300, idempotencyKey: 'plumber-1' }),
    );
    expect(own.error.idempotencyKey).toBe('plumber-1');
    const reason = new PlatformError('shutting down', 'CONNECTION_ERROR');
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 50);
    const aborted = await elapsed(
      client.jobBuilder.createJob(job, { signal: controller.signal, idempotencyKey: 'plumber-2' }),
    );
    expect(aborted.error).toBe(reason);
    expect(reason.idempotencyKey).toBe('plumber-2');
    emu.clearFaults();
    emu.addFault({ method: 'POST', path: JOBS, status: 500 });
    const failed = await elapsed(
      client.jobBuilder.createJob(job, { maxRetries: 0, idempotencyKey: 'plumber-3' }),
    );
    expect(failed.error).toBeInstanceOf(InternalServerError);
    expect(failed.error.idempotencyKey).toBe('plumber-3');
    // Retrying later with the key of the timed-out call creates the job once.
    const later = await client.jobBuilder
      .createJob(job, { idempotencyKey: byDeadline.error.idempotencyKey })
      .withResponse();
    expect(later.replayed).toBe(false);
    const again = await client.jobBuilder
      .createJob(job, { idempotencyKey: byDeadline.error.idempotencyKey })
      .withResponse();
    expect([again.replayed, again.data.postId]).toEqual([true, later.data.postId]);
  });
});

describe('waits on a virtual clock, logs without secrets, who is calling', () => {
  it('an injected sleep runs retry waits on the emulator’s clock: no real waiting', async () => {
    const { emu, make } = await setup();
    const slept: number[] = [];
    const client = make({
      maxRetries: 3,
      sleep: async (ms) => {
        slept.push(ms);
        await emu.clock.advance(ms / 1000);
      },
    });
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 429, times: 2 });
    const before = Date.parse(emu.clock.now());
    const t0 = performance.now();
    expect((await client.crm.usage()).dailyQuota).toBe(500);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(slept).toHaveLength(2);
    for (const ms of slept) expect(ms).toBeGreaterThanOrEqual(1000); // retryAfter 1 s, plus jitter
    expect(Date.parse(emu.clock.now()) - before).toBeGreaterThanOrEqual(2000);
  });

  it('logger and logLevel: retries and requests logged, never the key; User-Agent names the SDK', async () => {
    const { emu, make } = await setup();
    const lines: string[] = [];
    const logger = {
      error: (m: string, d?: object) => lines.push(`error ${m} ${JSON.stringify(d ?? {})}`),
      warn: (m: string, d?: object) => lines.push(`warn ${m} ${JSON.stringify(d ?? {})}`),
      info: (m: string, d?: object) => lines.push(`info ${m} ${JSON.stringify(d ?? {})}`),
      debug: (m: string, d?: object) => lines.push(`debug ${m} ${JSON.stringify(d ?? {})}`),
    };
    let userAgent: string | null = null;
    const client = make({
      logger,
      logLevel: 'debug',
      maxRetries: 1,
      sleep: async () => {},
      fetch: async (input, init) => {
        userAgent = new Request(input, init).headers.get('user-agent');
        return emu.fetch(input, init);
      },
    });
    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503 });
    await client.crm.usage();
    expect(
      lines.some((l) =>
        /^info \[platform-api\] GET \/api\/v3\.0\/crm\/public\/usage: .*retry 1 of 1/.test(l),
      ),
    ).toBe(true);
    expect(
      lines.some((l) => /^debug \[platform-api\] GET \/api\/v3\.0\/crm\/public\/usage → 200/.test(l)),
    ).toBe(true);
    expect(lines.join('\n')).not.toContain(DEMO_KEYS.globexAdmin);
    const pkg = JSON.parse(await readFile(`${root}/packages/sdk/package.json`, 'utf8'));
    expect(userAgent).toBe(`platform-api-sdk-typescript/${pkg.version}`);
    // Off by default: nothing is written.
    const quiet: string[] = [];
    await make({
      logger: { ...logger, debug: (m) => quiet.push(m), info: (m) => quiet.push(m) },
    }).crm.usage();
    expect(quiet).toEqual([]);
  });

  it('resetsAt of a spent daily quota: from the server’s Date, else the next UTC midnight after now', async () => {
    const limited = await createEmulator({
      seed: 'demo',
      quotas: { crm: { daily: 1 } },
      clockStart: '2026-03-10T22:00:00Z',
    });
    const client = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: limited.baseUrl,
      fetch: limited.fetch,
      maxRetries: 0,
    });
    await client.crm.contacts.list();
    const spent = await client.crm.contacts.list().then(
      () => null,
      (e: unknown) => e,
    );
    expect(spent).toBeInstanceOf(QuotaExceededError);
    expect((spent as QuotaExceededError).resetsAt.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // Without a Date header, never a past midnight.
    const noDate = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: limited.baseUrl,
      maxRetries: 0,
      fetch: async (input, init) => {
        const res = await limited.fetch(input, init);
        const headers = new Headers(res.headers);
        headers.delete('date');
        return new Response(res.body, { status: res.status, headers });
      },
    });
    const e = (await noDate.crm.contacts.list().then(
      () => null,
      (err: unknown) => err,
    )) as QuotaExceededError;
    expect(e.resetsAt.getTime()).toBeGreaterThan(Date.now());
    expect(e.resetsAt.getUTCHours()).toBe(0);
  });
});

describe('validateResponses', () => {
  it('this suite runs strict; strict rejects drift, warn reports it, off hands the answer over', async () => {
    expect(process.env.PLATFORM_VALIDATE_RESPONSES).toBe('strict');
    const emu = await createEmulator({ seed: 'demo' });
    // A server that renamed a field and added one.
    const drifted = async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await emu.fetch(input, init);
      const body = (await res.json()) as Record<string, unknown>;
      const { remaining, ...rest } = body;
      return Response.json(
        { ...rest, remainingCalls: remaining },
        { status: res.status, headers: res.headers },
      );
    };
    const make = (extra: ConstructorParameters<typeof PlatformClient>[0] = {}) =>
      new PlatformClient({ apiKey: DEMO_KEYS.globexAdmin, baseUrl: emu.baseUrl, fetch: drifted, ...extra });
    const strict = await make()
      .crm.usage()
      .then(
        () => null,
        (e: unknown) => e as { errorCode: string; message: string },
      );
    expect(strict?.errorCode).toBe('INVALID_RESPONSE');
    expect(strict?.message).toMatch(
      /GET \/api\/v3\.0\/crm\/public\/usage does not match the SDK's schema: remaining /,
    );
    const seen: string[] = [];
    const warned = await make({
      validateResponses: 'warn',
      onResponseMismatch: (m) => seen.push(...m.issues.map((i) => i.field)),
    }).crm.usage();
    expect((warned as unknown as Record<string, unknown>).remainingCalls).toEqual(expect.any(Number));
    expect(seen).toEqual(['remaining']);
    // A field the SDK does not know yet, beside every field it knows: strict names it.
    const extra = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emu.baseUrl,
      fetch: async (input, init) => {
        const res = await emu.fetch(input, init);
        return Response.json({ ...((await res.json()) as object), surprise: 1 }, { status: res.status });
      },
    });
    await expect(extra.crm.usage()).rejects.toThrow(/surprise is not declared by the SDK/);
    const off = await make({ validateResponses: 'off' }).crm.usage();
    expect((off as unknown as Record<string, unknown>).remainingCalls).toEqual(expect.any(Number));
  });

  it('a value the service adds to an enumeration the spec does not show in full passes strict', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
    // Answers of a service that has names the spec does not show; everything else as the emulator's.
    const fetchWithNewNames = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(urlOf(input)).pathname;
      if (path.endsWith('/deliveries')) {
        const delivery = {
          id: 'd'.repeat(24),
          endpointId: 'e'.repeat(24),
          eventId: 'msg_1',
          eventType: 'contact.created',
          status: 'throttled',
          attempts: 1,
          lastAttemptAt: '2026-11-26T00:00:00.000Z',
          nextAttemptAt: null,
          lastStatusCode: null,
          lastError: null,
          redeliveryOf: null,
          createdAt: '2026-11-26T00:00:00.000Z',
        };
        return Response.json({ items: [delivery], page: 1, pageSize: 10, hasMore: false });
      }
      const res = await emu.fetch(input, init);
      const body = (await res.json()) as Record<string, any>;
      if (path.endsWith('/resume')) body.parseStatus = 'virus_scan';
      if (path.endsWith('/jobs')) {
        body.status = 'on_hold';
        if (body.jobBuilderProgress) body.jobBuilderProgress.step = 'benefits';
      }
      return Response.json(body, { status: res.status, headers: res.headers });
    };
    const client = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emu.baseUrl,
      fetch: fetchWithNewNames,
      validateResponses: 'strict',
    });
    const job = await client.jobBuilder.createJob({
      prompt: 'Night nurse in Porto',
      language: 'en',
      publishMode: 'draft',
    });
    expect(job.status).toBe('on_hold');
    expect(job.jobBuilderProgress?.step).toBe('benefits');
    const { items } = await client.webhooks.deliveries.list('e'.repeat(24));
    expect(items[0]?.status).toBe('throttled');
    const [contact] = (await client.crm.contacts.list({ pageSize: 1 })).items;
    const upload = await client.crm.contacts.uploadResume(contact!.id, pdf(RESUME_LINES));
    expect(upload.parseStatus).toBe('virus_scan');
    // The types keep the known names for completion and take any other string.
    expectTypeOf(upload.parseStatus).toEqualTypeOf<Crm.ResumeParseStatus | (string & {})>();
    expectTypeOf(items[0]!.status).toEqualTypeOf<Webhooks.WebhookDeliveryStatus | (string & {})>();
    // A value of the wrong kind still fails strict.
    const wrongKind = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emu.baseUrl,
      fetch: async (input, init) => {
        const res = await emu.fetch(input, init);
        return Response.json({ ...((await res.json()) as object), status: 7 }, { status: res.status });
      },
    });
    await expect(
      wrongKind.jobBuilder.createJob({
        prompt: 'Night nurse in Porto',
        language: 'en',
        publishMode: 'draft',
      }),
    ).rejects.toThrow(/status/);
  });
});

describe('the in-process door (emulator.fetch skips ky)', () => {
  it('answers as the ky path does, with the same errors, keys and timeouts', async () => {
    const { emu, make } = await setup();
    const entry = Object.getOwnPropertySymbols(emu.fetch).find(
      (s) => s === Symbol.for('@platform-api/in-process-fetch'),
    );
    expect(entry).toBeDefined();
    let direct = 0;
    const counted = Object.assign((i: RequestInfo | URL, init?: RequestInit) => emu.fetch(i, init), {
      [entry!]: (req: unknown) => {
        direct++;
        return (emu.fetch as unknown as Record<symbol, (r: unknown) => Promise<Response>>)[entry!]!(req);
      },
    });
    const fast = make({ fetch: counted });
    // A plain wrapper has no in-process entry: ky builds the Request and emu.fetch answers it.
    const viaKy = make({ fetch: (i, init) => emu.fetch(i, init) });
    const pipeline = { name: 'Door test' };
    const a = await fast.crm.lists.create(pipeline, { idempotencyKey: 'door-1' }).withResponse();
    const b = await viaKy.crm.lists.create(pipeline, { idempotencyKey: 'door-1' }).withResponse();
    expect(b.replayed).toBe(true);
    expect(b.data).toEqual(a.data);
    const [contact] = (await viaKy.crm.contacts.list({ pageSize: 1 })).items;
    expect(await fast.crm.contacts.get(contact!.id, { headers: { 'X-Custom': 'x' } })).toEqual(
      await viaKy.crm.contacts.get(contact!.id),
    );
    const missing = '65f1c0de00000000000000ff';
    const e1 = await fast.crm.contacts.get(missing).catch((e: unknown) => e);
    const e2 = await viaKy.crm.contacts.get(missing).catch((e: unknown) => e);
    expect(e1).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
    expect((e1 as Error).message).toBe((e2 as Error).message);
    expect(direct).toBe(3);

    emu.addFault({ path: '/api/v3.0/crm/public/usage', status: 503, delayMs: 2_000, times: 2 });
    for (const client of [fast, viaKy]) {
      const r = await elapsed(client.crm.usage({ timeout: 60, maxRetries: 0 }));
      expect(r.error).toBeInstanceOf(APITimeoutError);
      expect(r.error.message).toMatch(
        /timed out after 60 ms: GET http:\/\/.*\/api\/v3\.0\/crm\/public\/usage/,
      );
      expect(r.ms).toBeLessThan(600);
    }
  });
});

describe('headers are checked before anything is sent', () => {
  it('a bad default header is a configuration error; a bad call header rejects without a request', async () => {
    const { emu, make } = await setup();
    expect(() => make({ defaultHeaders: { 'x-trace': 'a\r\nx-evil: 1' } })).toThrow(
      /defaultHeaders: "x-trace" is not a valid header/,
    );
    let sent = 0;
    const counted = (i: RequestInfo | URL, init?: RequestInit) => {
      sent++;
      return emu.fetch(i, init);
    };
    const r = await make({ fetch: counted })
      .crm.usage({ headers: { 'x-trace': 'a\nb' } })
      .catch((e: unknown) => e);
    // A PlatformError, as every error the SDK throws (it was the runtime's TypeError).
    expect(r).toBeInstanceOf(PlatformError);
    expect((r as PlatformError).errorCode).toBe('CONFIGURATION_ERROR');
    expect(String(r)).toMatch(/headers: a header name or value is not valid/);
    expect(sent).toBe(0);
  });
});
