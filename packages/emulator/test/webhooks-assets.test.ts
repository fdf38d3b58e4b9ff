import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, expectError, setup } from './helpers.ts';
import { activeEndpoint, fakeReceiver, jobOf } from './webhooks-helpers.ts';

/** The network's fetch: the tests replace `globalThis.fetch` to receive deliveries. */
const realFetch = globalThis.fetch;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function resumeLink() {
  const rx = fakeReceiver();
  const f = await setup();
  await activeEndpoint(f);
  const job = await jobOf(f);
  await job.apply({ name: 'Grace Hopper', resume: true });
  await f.emu.flushWebhooks();
  const url: string = rx.ofType('application.received')[0]!.event.data.candidate.resumeUrl;
  return { f, url, path: new URL(url).pathname };
}

describe('resume assets', () => {
  it('redeems a link with a webhooks:read key for a presigned URL that needs no key', async () => {
    const { f, url, path } = await resumeLink();
    expect(url.startsWith(`${f.emu.baseUrl}/api/v3.0/webhooks/public/assets/`)).toBe(true);
    const redeemed = await call(f.emu, 'GET', path, { key: f.key });
    expect(redeemed.status).toBe(302);
    const location = redeemed.headers.get('location')!;
    expect(location).toMatch(/\/_emulator\/files\//);
    expect(redeemed.body).toEqual({ url: location, expiresAt: expect.any(String) });
    expect(Date.parse(redeemed.body.expiresAt) - Date.parse(f.emu.clock.now())).toBeGreaterThan(3_590_000);

    const file = await f.emu.fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Grace-Hopper-resume.pdf"');
    const text = await file.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Grace Hopper');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    // Tampered links are refused.
    const tampered = await call(f.emu, 'GET', `${new URL(location).pathname.slice(0, -2)}xx`);
    expectError(tampered, 403, 'SIGNATURE_MISMATCH');
  });

  it('binds the token to the organization and needs webhooks:read', async () => {
    const { f, path } = await resumeLink();
    expect(
      expectError(await call(f.emu, 'GET', path, { key: f.other.key }), 404, 'NOT_FOUND').details[0].field,
    ).toBe('token');
    const crmOnly = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expectError(await call(f.emu, 'GET', path, { key: crmOnly.key }), 403, 'SCOPE_FORBIDDEN');
    expectError(await call(f.emu, 'GET', path), 401, 'API_KEY_MISSING');
    expectError(
      await call(f.emu, 'GET', `${path.slice(0, path.lastIndexOf('/'))}/bad!token`, { key: f.key }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('expires the presigned URL after an hour and the token after 30 days (virtual time)', async () => {
    const { f, path } = await resumeLink();
    const first = (await call(f.emu, 'GET', path, { key: f.key })).headers.get('location')!;
    await f.emu.clock.advance(3601);
    expectError(await call(f.emu, 'GET', new URL(first).pathname), 403, 'LINK_EXPIRED');
    const again = await call(f.emu, 'GET', path, { key: f.key });
    expect((await f.emu.fetch(again.headers.get('location')!)).status).toBe(200);
    await f.emu.clock.advance(30 * 86400);
    const expired = expectError(await call(f.emu, 'GET', path, { key: f.key }), 404, 'NOT_FOUND');
    expect(expired.message).toMatch(/expired/);
  });

  it('points links at the origin the standalone server was reached on', async () => {
    const rx = fakeReceiver();
    const f = await setup();
    await activeEndpoint(f);
    const job = await jobOf(f);
    const server = await f.emu.listen({ port: 0 });
    try {
      const res = await realFetch(`${server.url}/_emulator/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postId: job.postId,
          candidate: { name: 'Lin', email: 'lin@example.com', resume: true },
        }),
      });
      expect(res.status).toBe(201);
      await f.emu.flushWebhooks();
      const url: string = rx.ofType('application.received')[0]!.event.data.candidate.resumeUrl;
      expect(url.startsWith(`${server.url}/api/v3.0/webhooks/public/assets/`)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
