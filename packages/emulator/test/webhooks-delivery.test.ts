import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internals } from '../src/internal.ts';
import { call, expectError, setup } from './helpers.ts';
import {
  activeEndpoint,
  createEndpoint,
  echoChallenge,
  fakeReceiver,
  jobOf,
  WH,
} from './webhooks-helpers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const START = '2030-03-04T08:00:00.000Z';
const failing =
  (status = 500) =>
  (d: any) =>
    d.event.type === 'webhook.verify' ? echoChallenge(d) : new Response('down', { status });

describe('application.received', () => {
  it('lands a card in the job pipeline and delivers every field of data to subscribed active endpoints', async () => {
    const rx = fakeReceiver();
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    const applied = await f.emu.createApplication({
      postId: job.postId,
      candidate: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+44 20 7946 0000',
        locationName: 'London',
        countryCode: 'gb',
        resume: true,
        video: true,
      },
      source: 'mobile',
      screeningAnswers: [{ questionId: 'q1', question: 'Work permit?', answer: true, required: true }],
    });
    expect(applied).toEqual({
      applicationId: expect.stringMatching(/^[0-9a-f]{24}$/),
      listItemId: expect.stringMatching(/^[0-9a-f]{24}$/),
      eventId: expect.stringMatching(/^evt_/),
    });
    await f.emu.flushWebhooks();
    const [delivery] = rx.ofType('application.received');
    const event = new Webhook(ep.secret).verify(delivery!.body, delivery!.headers) as any;
    expect(event).toEqual({
      id: applied.eventId,
      type: 'application.received',
      apiVersion: 'v1',
      createdAt: expect.stringMatching(/^2030-03-04T08:0/),
      occurredAt: event.data.application.appliedAt,
      organizationId: f.orgId,
      data: {
        application: {
          id: applied.applicationId,
          listItemId: applied.listItemId,
          url: expect.stringContaining(applied.applicationId),
          appliedAt: expect.stringMatching(/^2030-03-04T08:0/),
          source: 'mobile',
          qualificationStatus: 'qualified',
          screeningAnswers: [
            {
              questionId: 'q1',
              question: 'Work permit?',
              answer: true,
              questionType: 'text',
              answerKind: 'text',
              required: true,
              disqualifying: false,
            },
          ],
        },
        job: {
          postId: job.postId,
          url: expect.stringMatching(/^https:\/\//),
          title: 'Platform Engineer',
          locationName: 'Lisbon',
          countryCode: 'PT',
          isRemote: false,
          workspaceId: f.workspaceId,
        },
        candidate: {
          publicId: expect.stringMatching(/^pc1\./),
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phoneNumber: '+44 20 7946 0000',
          locationName: 'London',
          countryCode: 'GB',
          resumeUrl: expect.stringMatching(/\/api\/v3\.0\/webhooks\/public\/assets\/[A-Za-z0-9_-]+$/),
          videoUrl: expect.stringMatching(/^https:\/\/.+\.mp4$/),
        },
      },
    });
    expect(event.createdAt >= event.occurredAt).toBe(true);
    // webhook-timestamp is the wall clock, not the virtual 2030 clock.
    expect(Math.abs(Number(delivery!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    // The card is in the job's pipeline, with the application's source.
    const post = internals(f.emu).posts.get(job.postId)!;
    const card = internals(f.emu).crm.pipelines.store.cards.get(applied.listItemId)!;
    expect(card).toMatchObject({ listId: post.listId, source: 'mobile' });

    // Same person, same job: the same application id; publicId differs per payload.
    const again = await job.apply({ name: 'Ada Lovelace', email: 'ADA@example.com' });
    expect(again.applicationId).toBe(applied.applicationId);
    await f.emu.flushWebhooks();
    const second = rx.ofType('application.received')[1]!.event;
    expect(second.data.candidate.publicId).not.toBe(event.data.candidate.publicId);
    expect(second.data.candidate).not.toHaveProperty('resumeUrl');
    expect(second.data.candidate).not.toHaveProperty('videoUrl');
    expect(second.data.application.qualificationStatus).toBe('not_screened');
  });

  it('goes only to active endpoints subscribed to it and covering the job’s workspace', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const active = await activeEndpoint(f);
    const disabled = await activeEndpoint(f, { url: 'https://hooks.example.com/disabled' });
    await call(f.emu, 'PATCH', `${WH}/webhook-endpoints/${disabled.id}`, {
      key: f.key,
      body: { status: 'disabled' },
    });
    rx.respond = () => new Response('no');
    await call(f.emu, 'POST', `${WH}/webhook-endpoints`, {
      key: f.key,
      body: {
        url: 'https://hooks.example.com/pending',
        events: ['application.received'],
        workspaceIds: [f.workspaceId],
      },
    });
    await f.emu.flushWebhooks();
    rx.respond = echoChallenge;
    const job = await jobOf(f);
    const applied = await job.apply();
    await f.emu.flushWebhooks();
    expect(rx.ofType('application.received').map((d) => d.url)).toEqual([active.url]);
    expect(
      f.emu
        .listDeliveries()
        .filter((d) => d.eventId === applied.eventId)
        .map((d) => d.endpointId),
    ).toEqual([active.id]);
  });

  it('candidate.email is the stable person key: one spelling for one person, whatever the casing', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    await activeEndpoint(f);
    const job = await jobOf(f);
    await job.apply({ email: 'Lucia.Fernandez@Example.COM' });
    await job.apply({ email: 'lucia.fernandez@example.com' });
    await f.emu.flushWebhooks();
    const received = rx.ofType('application.received').map((d) => d.event.data);
    expect(received.map((d) => d.candidate.email)).toEqual([
      'lucia.fernandez@example.com',
      'lucia.fernandez@example.com',
    ]);
    // The same person applying twice is the same application.
    expect(received[0].application.id).toBe(received[1].application.id);
  });

  it('refuses unknown and unpublished posts through the control API', async () => {
    const f = await setup();
    expectError(
      await call(f.emu, 'POST', '/_emulator/applications', {
        body: { postId: 'ffffffffffffffffffffffff', candidate: { name: 'A', email: 'a@example.com' } },
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(f.emu, 'POST', '/_emulator/applications', { body: { postId: 'x', candidate: {} } }),
      400,
      'VALIDATION_ERROR',
    );
    const job = await jobOf(f);
    const ok = await call(f.emu, 'POST', '/_emulator/applications', {
      body: { postId: job.postId, candidate: { name: 'B', email: 'b@example.com' } },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.eventId).toMatch(/^evt_/);
  });
});

describe('retries, failure and suspension', () => {
  it('walks the retry schedule on the virtual clock and ends failed after 8 attempts', async () => {
    fakeReceiver(failing());
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    const t0 = Date.parse(f.emu.clock.now());
    const { eventId } = await job.apply();
    await f.emu.flushWebhooks();
    const delays = [60, 300, 1800, 7200, 18000, 36000, 86400];
    for (const seconds of delays) {
      const [d] = f.emu.listDeliveries({ endpointId: ep.id }).filter((x) => x.eventId === eventId);
      expect(d!.status).toBe('pending');
      await f.emu.clock.advance(seconds - 1);
      expect(
        f.emu.listDeliveries({ endpointId: ep.id }).find((x) => x.eventId === eventId)!.attempts,
      ).toHaveLength(d!.attempts.length);
      await f.emu.clock.advance(1);
    }
    const done = f.emu.listDeliveries({ endpointId: ep.id }).find((x) => x.eventId === eventId)!;
    expect(done.status).toBe('failed');
    const offsets = done.attempts.map((a) => (Date.parse(a.at) - t0) / 1000);
    expect(offsets.map((o) => Math.round(o))).toEqual([0, 60, 360, 2160, 9360, 27360, 63360, 149760]);
    expect(done.attempts.every((a) => a.statusCode === 500 && a.error === 'HTTP 500')).toBe(true);
    const log = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${ep.id}/deliveries`, {
      key: f.key,
      query: { eventType: 'application.received' },
    });
    expect(log.body.items[0]).toMatchObject({
      status: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      lastStatusCode: 500,
    });
    // One delivery's 8 attempts (about 1.7 days) are not 12: the endpoint stays active.
    const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${ep.id}`, { key: f.key });
    expect(read.body.status).toBe('active');
    expect(read.body.stats.consecutiveFailures).toBe(8);
  });

  it('counts redirects, network errors and missing answers as failures', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    rx.respond = () =>
      new Response(null, { status: 302, headers: { location: 'https://elsewhere.example.com/' } });
    await job.apply();
    await f.emu.flushWebhooks();
    rx.respond = () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    await job.apply();
    await f.emu.flushWebhooks();
    // A 304 is no redirect: a plain failed attempt.
    rx.respond = () => new Response(null, { status: 304 });
    await job.apply();
    await f.emu.flushWebhooks();
    const errors = f.emu
      .listDeliveries({ endpointId: ep.id })
      .filter((d) => d.eventType === 'application.received')
      .map((d) => d.attempts[0]);
    expect(errors).toEqual([
      { at: expect.any(String), statusCode: 302, error: 'HTTP 302: redirects are not followed' },
      { at: expect.any(String), error: 'network error: ECONNREFUSED' },
      { at: expect.any(String), statusCode: 304, error: 'HTTP 304' },
    ]);
  });

  it('reads at most 64 KB of a verify answer: a huge body is cancelled unread (and is no echo)', async () => {
    let pulled = 0;
    const rx = fakeReceiver((d) => {
      const challenge = new TextEncoder().encode(d.event.data.challenge);
      const spaces = new Uint8Array(16 * 1024).fill(32);
      // The echo, then spaces without end: only a reader that stops can finish.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(challenge);
        },
        pull(controller) {
          pulled++;
          controller.enqueue(spaces);
        },
      });
      return new Response(body);
    });
    const f = await setup();
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    expect(rx.ofType('webhook.verify')).toHaveLength(1);
    const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
    // The challenge followed by spaces is not exactly the challenge.
    expect(read.body.status).toBe('pending_verification');
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('suspends an active endpoint failing for 24 hours and 12 attempts; pings never clear the streak', async () => {
    const rx = fakeReceiver(failing());
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    const job = await jobOf(f);
    await job.apply();
    await job.apply();
    await f.emu.flushWebhooks();
    // A successful ping does not clear the streak.
    rx.respond = (d) => (d.event.type === 'webhook.ping' ? new Response('pong') : failing()(d));
    await call(f.emu, 'POST', `${path}/test`, { key: f.key });
    await f.emu.flushWebhooks();
    let read = await call(f.emu, 'GET', path, { key: f.key });
    expect(read.body.stats.consecutiveFailures).toBe(2);
    expect(read.body.stats.failingSince).toMatch(/^2030-03-04T08:00:0/);

    // 7 attempts each by +17h36m: 14 failures, but not yet 24 hours.
    await f.emu.clock.advance(63360);
    read = await call(f.emu, 'GET', path, { key: f.key });
    expect(read.body).toMatchObject({ status: 'active', stats: { consecutiveFailures: 14 } });
    await f.emu.clock.advance(86400);
    read = await call(f.emu, 'GET', path, { key: f.key });
    expect(read.body.status).toBe('suspended');
    expect(read.body.stats.consecutiveFailures).toBeGreaterThanOrEqual(15);

    // A suspended endpoint gets no real events; pings still go, and change nothing.
    await job.apply();
    await call(f.emu, 'POST', `${path}/test`, { key: f.key });
    await f.emu.flushWebhooks();
    const parkedEvent = f.emu
      .listDeliveries({ endpointId: ep.id })
      .filter((d) => d.eventType === 'application.received');
    expect(parkedEvent).toHaveLength(2);
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.status).toBe('suspended');

    // Re-enabling is explicit; it clears the streak, and a delivered event keeps it clear.
    const enabled = await call(f.emu, 'PATCH', path, { key: f.key, body: { status: 'active' } });
    expect(enabled.body.status).toBe('active');
    rx.respond = echoChallenge;
    await job.apply();
    await f.emu.flushWebhooks();
    read = await call(f.emu, 'GET', path, { key: f.key });
    expect(read.body.stats).toMatchObject({ consecutiveFailures: 0, failingSince: null });
    expect(read.body.stats.lastSuccessAt).not.toBeNull();
  });

  it('stops retrying deliveries of a disabled or deleted endpoint', async () => {
    const rx = fakeReceiver(failing());
    const f = await setup();
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    await job.apply();
    await f.emu.flushWebhooks();
    await call(f.emu, 'PATCH', `${WH}/webhook-endpoints/${ep.id}`, {
      key: f.key,
      body: { status: 'disabled' },
    });
    await f.emu.clock.advance(60);
    const [d] = f.emu
      .listDeliveries({ endpointId: ep.id })
      .filter((x) => x.eventType === 'application.received');
    expect(d).toMatchObject({ status: 'failed', attempts: [expect.any(Object)] });
    const log = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${ep.id}/deliveries`, {
      key: f.key,
      query: { status: 'failed' },
    });
    expect(log.body.items[0].lastError).toMatch(/endpoint is disabled/);
    expect(rx.ofType('application.received')).toHaveLength(1);
  });
});

describe('verification challenges follow the retry schedule', () => {
  const log = async (f: any, id: string) =>
    (
      await call(f.emu, 'GET', `${WH}/webhook-endpoints/${id}/deliveries`, {
        key: f.key,
        query: { eventType: 'webhook.verify', pageSize: 50 },
      })
    ).body.items;

  it('retries a failed challenge; an echo on a retry activates the endpoint', async () => {
    const rx = fakeReceiver(() => new Response('booting', { status: 503 }));
    const f = await setup({ clockStart: START });
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    const [first] = await log(f, created.body.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    expect(Date.parse(first.nextAttemptAt) - Date.parse(first.lastAttemptAt)).toBe(60_000);
    rx.respond = echoChallenge;
    await f.emu.clock.advance(60);
    const read = await call(f.emu, 'GET', `${WH}/webhook-endpoints/${created.body.id}`, { key: f.key });
    expect(read.body.status).toBe('active');
    expect((await log(f, created.body.id))[0]).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      nextAttemptAt: null,
    });
    // Both attempts carried the same challenge and event id.
    const sent = rx.ofType('webhook.verify');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
  });

  it('walks all 8 attempts of a never-echoed challenge, then marks it failed', async () => {
    const rx = fakeReceiver(() => new Response('down', { status: 500 }));
    const f = await setup({ clockStart: START });
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    await f.emu.clock.advance(149_760);
    const [d] = f.emu.listDeliveries({ endpointId: created.body.id });
    expect(d!.status).toBe('failed');
    const t0 = Date.parse(START);
    expect(d!.attempts.map((a) => Math.round((Date.parse(a.at) - t0) / 1000))).toEqual([
      0, 60, 360, 2160, 9360, 27360, 63360, 149760,
    ]);
    expect(rx.ofType('webhook.verify')).toHaveLength(8);
    // The automatic retries spent none of the 5 manual re-verifications of the hour.
    for (let i = 0; i < 5; i++) {
      const res = await call(f.emu, 'POST', `${WH}/webhook-endpoints/${created.body.id}/verify`, {
        key: f.key,
      });
      expect(res.status).toBe(202);
    }
  });

  it('stops retrying once the url is verified by another challenge', async () => {
    const rx = fakeReceiver(() => new Response('no secret yet', { status: 401 }));
    const f = await setup({ clockStart: START });
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    rx.respond = echoChallenge;
    await call(f.emu, 'POST', `${WH}/webhook-endpoints/${created.body.id}/verify`, { key: f.key });
    await f.emu.flushWebhooks();
    await f.emu.clock.advance(3 * 86400);
    const [resent, first] = await log(f, created.body.id);
    expect(resent).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(first).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'not retried: the url is verified now (another challenge was echoed)',
    });
    expect(rx.ofType('webhook.verify')).toHaveLength(2);
  });

  it('never sends a challenge to a url other than its own; a deleted endpoint ends its retries', async () => {
    const rx = fakeReceiver((d) =>
      d.url === 'https://hooks.example.org/new' ? echoChallenge(d) : new Response('gone', { status: 410 }),
    );
    const f = await setup({ clockStart: START });
    const created = await createEndpoint(f);
    await f.emu.flushWebhooks();
    const old = rx.ofType('webhook.verify')[0]!.event.data.challenge;
    // Moved before the retry: the new url gets its own challenge and is verified by it alone.
    rx.respond = (d) =>
      d.url === 'https://hooks.example.org/new'
        ? new Response('later', { status: 503 })
        : new Response('gone', { status: 410 });
    const path = `${WH}/webhook-endpoints/${created.body.id}`;
    await call(f.emu, 'PATCH', path, { key: f.key, body: { url: 'https://hooks.example.org/new' } });
    await f.emu.flushWebhooks();
    rx.respond = (d) =>
      d.url === 'https://hooks.example.org/new' ? echoChallenge(d) : new Response('gone', { status: 410 });
    await f.emu.clock.advance(60);
    const toNew = rx.ofType('webhook.verify').filter((d) => d.url === 'https://hooks.example.org/new');
    expect(toNew.map((d) => d.event.data.challenge)).not.toContain(old);
    expect(toNew).toHaveLength(2);
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.status).toBe('active');
    const [, moved] = await log(f, created.body.id);
    expect(moved).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(
        /^not sent: the endpoint's url changed after this challenge was created/,
      ),
    });

    // Deleted while its challenge is pending: no retry goes out.
    rx.respond = () => new Response('down', { status: 500 });
    const doomed = await createEndpoint(f, { url: 'https://hooks.example.net/doomed' });
    await f.emu.flushWebhooks();
    await call(f.emu, 'DELETE', `${WH}/webhook-endpoints/${doomed.body.id}`, { key: f.key });
    await f.emu.clock.advance(86400);
    expect(
      rx.ofType('webhook.verify').filter((d) => d.url === 'https://hooks.example.net/doomed'),
    ).toHaveLength(1);
    expect(f.emu.listDeliveries({ endpointId: doomed.body.id })[0]).toMatchObject({
      status: 'failed',
      attempts: [expect.any(Object)],
    });
  });
});

describe('the 30-day window', () => {
  it('hides and refuses a delivery as soon as its window ends, not at the next hourly prune', async () => {
    fakeReceiver();
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    await (await jobOf(f)).apply();
    await f.emu.flushWebhooks();
    const path = `${WH}/webhook-endpoints/${ep.id}/deliveries`;
    const list = async () =>
      (await call(f.emu, 'GET', path, { key: f.key, query: { eventType: 'application.received' } })).body
        .items;
    const [d] = await list();
    const end = Date.parse(d.createdAt) + 30 * 86400_000;
    await f.emu.clock.set(new Date(end - 10_000).toISOString());
    expect(await list()).toHaveLength(1);
    await f.emu.clock.set(new Date(end + 50 * 60_000).toISOString());
    expect(await list()).toEqual([]);
    const gone = expectError(
      await call(f.emu, 'POST', `${path}/${d.id}/redeliver`, { key: f.key }),
      404,
      'NOT_FOUND',
    );
    expect(gone.details).toEqual([{ field: 'deliveryId', message: 'no delivery found for this id' }]);
    expect(f.emu.listDeliveries({ endpointId: ep.id }).map((x) => x.id)).not.toContain(d.id);
  });

  it('counts the window from the original delivery: redelivering a redelivery does not extend it', async () => {
    const rx = fakeReceiver();
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const { eventId } = await (await jobOf(f)).apply();
    await f.emu.flushWebhooks();
    const path = `${WH}/webhook-endpoints/${ep.id}/deliveries`;
    const redeliver = (id: string) => call(f.emu, 'POST', `${path}/${id}/redeliver`, { key: f.key });
    const [d0] = f.emu.listDeliveries({ endpointId: ep.id }).filter((x) => x.eventId === eventId);
    await f.emu.clock.advance(29 * 86400);
    const d1 = await redeliver(d0!.id);
    expect(d1.status).toBe(202);
    await f.emu.flushWebhooks();
    await f.emu.clock.advance(12 * 3600);
    const d2 = await redeliver(d1.body.id);
    expect(d2.body).toMatchObject({ redeliveryOf: d1.body.id, eventId });
    await f.emu.flushWebhooks();
    // Day 30 after the original: the event's records leave together, the day-29 ones included.
    await f.emu.clock.advance(12 * 3600);
    const listed = (await call(f.emu, 'GET', path, { key: f.key, query: { pageSize: 50 } })).body.items;
    expect(listed.filter((x: any) => x.eventId === eventId)).toEqual([]);
    for (const id of [d0!.id, d1.body.id, d2.body.id]) expectError(await redeliver(id), 404, 'NOT_FOUND');
    expect(rx.ofType('application.received')).toHaveLength(3);
  });

  it('keeps a redelivery listed while it retries past the window, but no longer redeliverable', async () => {
    const rx = fakeReceiver();
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    await (await jobOf(f)).apply();
    await f.emu.flushWebhooks();
    const path = `${WH}/webhook-endpoints/${ep.id}/deliveries`;
    const [d0] = f.emu
      .listDeliveries({ endpointId: ep.id })
      .filter((x) => x.eventType === 'application.received');
    await f.emu.clock.set(new Date(Date.parse(START) + 30 * 86400_000 - 30_000).toISOString());
    rx.respond = (d) =>
      d.event.type === 'webhook.verify' ? echoChallenge(d) : new Response('down', { status: 500 });
    const d1 = await call(f.emu, 'POST', `${path}/${d0!.id}/redeliver`, { key: f.key });
    await f.emu.flushWebhooks();
    await f.emu.clock.advance(60);
    const listed = (
      await call(f.emu, 'GET', path, { key: f.key, query: { eventType: 'application.received' } })
    ).body.items;
    expect(listed.map((x: any) => [x.id, x.status, x.attempts])).toEqual([[d1.body.id, 'pending', 2]]);
    const past = expectError(
      await call(f.emu, 'POST', `${path}/${d1.body.id}/redeliver`, { key: f.key }),
      404,
      'NOT_FOUND',
    );
    expect(past.message).toMatch(
      /30-day redelivery window \(from the event's first delivery, 2030-03-04T08:00:0.*\) has passed/,
    );
    expect(past.details).toEqual([{ field: 'deliveryId', message: 'past its 30-day redelivery window' }]);
  });

  it('counts a redelivered ping as a test ping: 10 per endpoint per UTC day', async () => {
    const rx = fakeReceiver();
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    const ping = await call(f.emu, 'POST', `${path}/test`, { key: f.key });
    await f.emu.flushWebhooks();
    for (let i = 0; i < 4; i++)
      expect(
        (await call(f.emu, 'POST', `${path}/deliveries/${ping.body.id}/redeliver`, { key: f.key })).status,
      ).toBe(202);
    for (let i = 0; i < 5; i++)
      expect((await call(f.emu, 'POST', `${path}/test`, { key: f.key })).status).toBe(202);
    const redo = expectError(
      await call(f.emu, 'POST', `${path}/deliveries/${ping.body.id}/redeliver`, { key: f.key }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(redo.details).toEqual({ limit: 10, period: 'utc_day' });
    expect(redo.message).toMatch(
      /^Test pings of this endpoint \(a redelivered ping counts as one\): the daily limit of 10 is used up/,
    );
    expectError(await call(f.emu, 'POST', `${path}/test`, { key: f.key }), 429, 'RATE_LIMIT_EXCEEDED');
    await f.emu.flushWebhooks();
    expect(rx.ofType('webhook.ping')).toHaveLength(10);
    // The refused redelivery spent nothing of the daily cap; other event types are not test pings.
    const usage = await call(f.emu, 'GET', `${WH}/usage`, { key: f.key });
    expect(usage.body).toMatchObject({ used: 10 });
    await f.emu.clock.set('2030-03-05T00:00:01Z');
    expect(
      (await call(f.emu, 'POST', `${path}/deliveries/${ping.body.id}/redeliver`, { key: f.key })).status,
    ).toBe(202);
  });
});

describe('delivery log, redelivery, daily cap', () => {
  it('logs metadata only, filters and pages, and redelivers with the same event id and bytes', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    const first = await job.apply({ resume: true });
    await job.apply();
    await f.emu.flushWebhooks();
    const path = `${WH}/webhook-endpoints/${ep.id}/deliveries`;
    const all = await call(f.emu, 'GET', path, { key: f.key });
    expect(all.body.items.map((d: any) => d.eventType)).toEqual([
      'application.received',
      'application.received',
      'webhook.verify',
    ]);
    for (const item of all.body.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'attempts',
          'createdAt',
          'endpointId',
          'eventId',
          'eventType',
          'id',
          'lastAttemptAt',
          'lastError',
          'lastStatusCode',
          'nextAttemptAt',
          'redeliveryOf',
          'status',
        ].sort(),
      );
    }
    expect(JSON.stringify(all.body)).not.toContain('candidate');
    const paged = await call(f.emu, 'GET', path, {
      key: f.key,
      query: { pageSize: 1, page: 2, eventType: 'application.received' },
    });
    expect(paged.body).toMatchObject({
      page: 2,
      pageSize: 1,
      hasMore: false,
      items: [{ eventId: first.eventId }],
    });
    expectError(
      await call(f.emu, 'GET', path, { key: f.key, query: { status: 'done' } }),
      400,
      'VALIDATION_ERROR',
    );

    const original = paged.body.items[0];
    const redo = await call(f.emu, 'POST', `${path}/${original.id}/redeliver`, { key: f.key });
    expect(redo.status).toBe(202);
    expect(redo.body).toMatchObject({ eventId: first.eventId, redeliveryOf: original.id, status: 'pending' });
    expect(redo.body.id).not.toBe(original.id);
    await f.emu.flushWebhooks();
    const copies = rx.ofType('application.received').filter((d) => d.event.id === first.eventId);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.body).toBe(copies[0]!.body);
    expectError(
      await call(f.emu, 'POST', `${path}/ffffffffffffffffffffffff/redeliver`, { key: f.key }),
      404,
      'NOT_FOUND',
    );

    // 30 days later the records are gone, and so is redelivery.
    await f.emu.clock.advance(31 * 86400);
    expect((await call(f.emu, 'GET', path, { key: f.key })).body.items).toEqual([]);
    const gone = expectError(
      await call(f.emu, 'POST', `${path}/${original.id}/redeliver`, { key: f.key }),
      404,
      'NOT_FOUND',
    );
    expect(gone.details[0].field).toBe('deliveryId');
  });

  it('parks deliveries beyond the daily cap as failed; they are redeliverable the next day only', async () => {
    fakeReceiver();
    const f = await setup({ clockStart: START, quotas: { webhooks: { deliveriesPerDay: 3 } } });
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    for (let i = 0; i < 4; i++) await job.apply();
    await f.emu.flushWebhooks();
    const events = f.emu
      .listDeliveries({ endpointId: ep.id })
      .filter((d) => d.eventType === 'application.received');
    expect(events.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'failed']);
    expect(events[3]!.attempts).toEqual([]);
    const path = `${WH}/webhook-endpoints/${ep.id}`;
    const log = await call(f.emu, 'GET', `${path}/deliveries`, { key: f.key, query: { status: 'failed' } });
    expect(log.body.items[0]).toMatchObject({
      attempts: 0,
      lastError: expect.stringMatching(/^parked: .*daily cap of 3/),
    });
    const usage = await call(f.emu, 'GET', `${WH}/usage`, { key: f.key });
    expect(usage.body).toMatchObject({ dailyQuota: 3, used: 3, remaining: 0 });

    const sameDay = expectError(
      await call(f.emu, 'POST', `${path}/deliveries/${events[3]!.id}/redeliver`, { key: f.key }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
    expect(sameDay.details).toEqual({ limit: 3, period: 'utc_day' });
    expect(sameDay.message).toMatch(/parked by the cap today; redeliver it after UTC midnight/);
    expectError(await call(f.emu, 'POST', `${path}/test`, { key: f.key }), 429, 'RATE_LIMIT_EXCEEDED');

    await f.emu.clock.set('2030-03-05T00:00:01Z');
    const next = await call(f.emu, 'POST', `${path}/deliveries/${events[3]!.id}/redeliver`, { key: f.key });
    expect(next.status).toBe(202);
    await f.emu.flushWebhooks();
    const redone = f.emu.listDeliveries({ endpointId: ep.id }).find((d) => d.id === next.body.id)!;
    expect(redone.status).toBe('succeeded');
    expect(redone.eventId).toBe(events[3]!.eventId);
  });
});

describe('state, flush and control routes', () => {
  it('flush answers what it attempted; the control log has full payloads', async () => {
    fakeReceiver(failing());
    const f = await setup();
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    await job.apply();
    await job.apply();
    await f.emu.flushWebhooks();
    // The retries fall due without anything running them (the core clock moves, nothing settles).
    internals(f.emu).core.clock.advance(60);
    const flushed = await call(f.emu, 'POST', '/_emulator/webhooks/flush');
    expect(flushed.body).toEqual({ attempted: 2, succeeded: 0, failed: 2 });
    expect((await call(f.emu, 'POST', '/_emulator/webhooks/flush')).body).toEqual({
      attempted: 0,
      succeeded: 0,
      failed: 0,
    });
    const dump = await call(f.emu, 'GET', '/_emulator/deliveries', { query: { endpointId: ep.id } });
    expect(dump.body.items).toHaveLength(3);
    expect(dump.body.items[1]).toMatchObject({
      endpointId: ep.id,
      eventType: 'application.received',
      status: 'pending',
      attempts: [
        { at: expect.any(String), statusCode: 500, error: 'HTTP 500' },
        { at: expect.any(String), statusCode: 500, error: 'HTTP 500' },
      ],
      payload: { type: 'application.received', data: { candidate: { email: 'candidate1@example.com' } } },
    });
    expect((await call(f.emu, 'GET', '/_emulator/deliveries')).body.items).toHaveLength(3);
  });

  it('keeps pending retries across an export and import', async () => {
    const rx = fakeReceiver(failing());
    const f = await setup({ clockStart: START });
    const ep = await activeEndpoint(f);
    const job = await jobOf(f);
    await job.apply();
    await f.emu.flushWebhooks();
    const state = JSON.parse(JSON.stringify(f.emu.exportState()));
    await f.emu.reset();
    await f.emu.importState(state);
    rx.respond = echoChallenge;
    await f.emu.clock.advance(60);
    const d = f.emu
      .listDeliveries({ endpointId: ep.id })
      .find((x) => x.eventType === 'application.received')!;
    expect(d.status).toBe('succeeded');
    expect(d.attempts).toHaveLength(2);
    expect(Date.parse(d.attempts[1]!.at) - Date.parse(d.attempts[0]!.at)).toBe(60_000);
  });
});
