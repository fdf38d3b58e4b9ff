import { createEmulator } from '@platform-api/emulator';
import {
  APIError,
  IdempotencyError,
  isPlatformError,
  PermissionDeniedError,
  PlatformClient,
  ValidationError,
} from '@platform-api/sdk';
import { describe, expect, it } from 'vitest';
import { rejection } from './lib/doors.ts';

const JB = '/api/v3.0/job-builder/public';
const JOB = { prompt: 'Plumber in Leeds', language: 'en' } as const;

/** An organization with two workspaces, a key for both, and a client whose fetch records the wire. */
async function fixture() {
  const emu = await createEmulator({ clockStart: '2026-04-01T10:00:00Z' });
  const org = await emu.createOrg({ plan: 'platinum', workspaces: ['A', 'B'] });
  const [a, b] = org.workspaces.map((w) => w.id) as [string, string];
  const { key } = await emu.createKey(org.id);
  const wire: { path: string; query: string; body: unknown }[] = [];
  const recording: typeof fetch = async (input, init) => {
    const req = input instanceof Request && !init ? input : new Request(input, init);
    const text = await req.clone().text();
    const url = new URL(req.url);
    wire.push({ path: url.pathname, query: url.search, body: text === '' ? undefined : JSON.parse(text) });
    return emu.fetch(req);
  };
  const make = (extra: ConstructorParameters<typeof PlatformClient>[0] = {}) =>
    new PlatformClient({ apiKey: key, baseUrl: emu.baseUrl, fetch: recording, maxRetries: 0, ...extra });
  const jobPosts = () =>
    ((emu.exportState().tables as Record<string, { orgId: string; workspaceId: string }[]>).jobPosts ?? [])
      .filter((p) => p.orgId === org.id)
      .map((p) => p.workspaceId);
  return { emu, key, a, b, wire, make, jobPosts };
}

describe('an invalid Idempotency-Key: the local error is the one the service answers', () => {
  it('job-builder createJob: IdempotencyError 400 IDEMPOTENCY_KEY_INVALID, locally and from the emulator', async () => {
    const { emu, key, wire, make } = await fixture();
    for (const bad of ['a b', 'k'.repeat(256), 'é']) {
      const local = await rejection(make().jobBuilder.createJob(JOB, { idempotencyKey: bad }));
      expect(wire).toEqual([]); // nothing sent
      // The same request, sent as is.
      const res = await emu.fetch(`${emu.baseUrl}${JB}/jobs`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': bad },
        body: JSON.stringify(JOB),
      });
      const remote = APIError.generate(res.status, await res.json(), res.headers);
      expect(local).toBeInstanceOf(IdempotencyError);
      expect(remote).toBeInstanceOf(IdempotencyError);
      expect(isPlatformError(local, 'IDEMPOTENCY_KEY_INVALID')).toBe(true);
      const fields = (e: APIError) => ({
        statusCode: e.statusCode,
        errorCode: e.errorCode,
        path: e.path,
        details: e.details,
      });
      expect(fields(local)).toEqual(fields(remote));
      expect(local.local).toBe(true);
    }
  });

  it('the CRM pipeline create sets no key format; the SDK keeps its rule there (local VALIDATION_ERROR)', async () => {
    const { emu, key, a, wire, make } = await fixture();
    const local = await rejection(
      make({ workspaceId: a }).crm.lists.create({ name: 'Sales' }, { idempotencyKey: 'a b' }),
    );
    expect(local).toBeInstanceOf(ValidationError);
    expect(local).toMatchObject({ errorCode: 'VALIDATION_ERROR', local: true });
    expect(local.details).toEqual([
      { field: 'idempotencyKey', message: 'must be 1 to 255 visible ASCII characters' },
    ]);
    expect(wire).toEqual([]);
    // What the service does with such a key: accepts it (docs/emulator-behavior.md).
    const res = await emu.fetch(`${emu.baseUrl}/api/v3.0/crm/public/lists?workspaceId=${a}`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': 'a b' },
      body: JSON.stringify({ name: 'Sales' }),
    });
    expect(res.status).toBe(201);
  });
});

describe('workspaceId goes where each family reads it', () => {
  it("job-builder and candidate-search get the client's or the call's workspace in the body", async () => {
    const { a, b, wire, make, jobPosts } = await fixture();
    const inB = make({ workspaceId: b });
    await inB.jobBuilder.generate(JOB);
    await inB.jobBuilder.createJob(JOB);
    await inB.jobBuilder.createJob({ ...JOB, prompt: 'Plumber in York' }, { workspaceId: a });
    await inB.candidateSearch.search({ query: 'nurse', pageSize: 2 });
    await inB.jobBuilder.usage();
    await inB.crm.usage();
    expect(
      wire.map((w) => [w.path, w.query, (w.body as { workspaceId?: string } | undefined)?.workspaceId]),
    ).toEqual([
      [`${JB}/generate`, '', b],
      [`${JB}/jobs`, '', b],
      [`${JB}/jobs`, '', a],
      ['/api/v3.0/candidate-search/public/search', '', b],
      [`${JB}/usage`, '', undefined],
      ['/api/v3.0/crm/public/usage', `?workspaceId=${b}`, undefined],
    ]);
    expect(jobPosts()).toEqual([b, a]);
  });

  it('a workspace that is not the key’s is refused by the service from the body', async () => {
    const { wire, make } = await fixture();
    const foreign = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const error = await rejection(make({ workspaceId: foreign }).candidateSearch.search({ query: 'nurse' }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.errorCode).toBe('WORKSPACE_ACCESS_DENIED');
    expect(wire).toEqual([
      {
        path: '/api/v3.0/candidate-search/public/search',
        query: '',
        body: { query: 'nurse', workspaceId: foreign },
      },
    ]);
  });
});
