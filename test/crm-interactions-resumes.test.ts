import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import {
  type Crm,
  isPlatformError,
  NotFoundError,
  PayloadTooLargeError,
  PlatformClient,
  QuotaExceededError,
  ValidationError,
} from '@platform-api/sdk';
import { RESUME_MAX_BYTES } from '@platform-api/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  base64,
  doc,
  docx,
  MIME,
  pdf,
  RESUME_LINES,
  zip,
} from '../packages/emulator/test/resume-fixtures.ts';
import { useBuiltPackages } from './lib/build.ts';
import { type Connection, doors, rejection } from './lib/doors.ts';
import { expectRegionsInDoc, runExample } from './lib/examples.ts';
import { spawnTestTimeout } from './lib/processes.ts';

// The example runs against the built packages, as installed from npm.
useBuiltPackages();

/** Three resume uploads per key per day here, so the quota is reached quickly; nothing else limits. */
const QUOTAS = {
  crm: { daily: Infinity, burstPerMinute: Infinity, perIpPerMinute: Infinity, resumeUploadsPerKeyPerDay: 3 },
};

for (const door of doors) {
  describe(`SDK interactions and resumes against the emulator (${door.name})`, () => {
    let emu: Emulator;
    let conn: Connection;
    let orgId: string;
    /** Requests the client actually sent (hooks see every attempt). */
    let sent = 0;

    /** A client on a fresh key: each has its own 3 resume uploads. */
    const client = async () =>
      new PlatformClient({
        apiKey: (await emu.createKey(orgId)).key,
        baseUrl: conn.baseUrl,
        maxRetries: 0,
        hooks: {
          beforeRequest: [
            () => {
              sent++;
            },
          ],
        },
        ...(conn.fetch ? { fetch: conn.fetch } : {}),
      });

    beforeAll(async () => {
      emu = await createEmulator({ quotas: QUOTAS });
      conn = await door.connect(emu);
      orgId = (await emu.createOrg({ plan: 'platinum' })).id;
    });
    afterAll(async () => {
      await conn.close?.();
    });

    it('reads the interaction-type catalog grouped by the seven categories', async () => {
      const c = await client();
      const { categories } = await c.crm.interactionTypes();
      expect(categories.map((g) => g.category)).toEqual([
        'communication',
        'assessment',
        'interviews',
        'offer',
        'nextsteps',
        'other',
        'rejected',
      ]);
      const communication = categories[0]!.types.map((t) => t.name);
      expect(communication).toContain('phonecall');
      expect(categories.every((g) => g.types.every((t) => typeof t.label === 'string'))).toBe(true);
    });

    it('logs interactions (never de-duplicated) and pages the timeline newest first', async () => {
      const c = await client();
      const ada = await c.crm.contacts.create({ name: 'Ada Lovelace' });
      const call = await c.crm.contacts.interactions.log(ada.id, {
        type: 'phonecall',
        notes: 'Intro call',
        date: '2026-01-10T09:00:00Z',
      });
      expect(call).toMatchObject({
        contactId: ada.id,
        type: 'phonecall',
        category: 'communication',
        scheduled: false,
      });
      const again = await c.crm.contacts.interactions.log(ada.id, {
        type: 'phonecall',
        notes: 'Intro call',
        date: '2026-01-10T09:00:00Z',
      });
      expect(again.id).not.toBe(call.id);
      await c.crm.contacts.interactions.log(ada.id, { type: 'email', date: '2026-01-12' });
      const followUp = await c.crm.contacts.interactions.log(ada.id, {
        type: 'followup',
        date: new Date(Date.parse(emu.clock.now()) + 7 * 86_400_000).toISOString(),
      });
      expect(followUp.scheduled).toBe(true);

      const seen: Crm.Interaction[] = [];
      for await (const entry of c.crm.contacts.interactions.list(ada.id, { pageSize: 2 })) seen.push(entry);
      expect(seen.map((e) => e.id)).toEqual([followUp.id, seen[1]!.id, again.id, call.id]);
      expect(seen[1]!.type).toBe('email');
      const page = await c.crm.contacts.interactions.list(ada.id, { type: 'phonecall' });
      expect(page.items.map((e) => e.id)).toEqual([again.id, call.id]);
      expect(page.hasMore).toBe(false);
    });

    it('rejects an unknown type with UNKNOWN_INTERACTION_TYPE listing the catalog, and a bad date locally', async () => {
      const c = await client();
      const { id } = await c.crm.contacts.create({ name: 'Grace Hopper' });
      const err = await rejection(c.crm.contacts.interactions.log(id, { type: 'telegram' }));
      expect(err).toBeInstanceOf(ValidationError);
      expect(isPlatformError(err, 'UNKNOWN_INTERACTION_TYPE')).toBe(true);
      expect(err.local).toBe(false);
      const { categories } = await c.crm.interactionTypes();
      expect(err.details.map((d: { message: string }) => d.message)).toEqual(
        categories.flatMap((g) => g.types.map((t) => t.name)),
      );
      expect(new Set(err.details.map((d: { field: string }) => d.field))).toEqual(new Set(['type']));

      const before = sent;
      const local = await rejection(
        c.crm.contacts.interactions.log(id, { type: 'email', date: 'next tuesday' }),
      );
      expect(local).toBeInstanceOf(ValidationError);
      expect(local).toMatchObject({ local: true, errorCode: 'VALIDATION_ERROR' });
      expect(local.details[0].field).toBe('date');
      expect(sent).toBe(before);
    });

    it('answers NotFoundError for an archived contact and archives its timeline with it', async () => {
      const c = await client();
      const { id } = await c.crm.contacts.create({ name: 'Temp' });
      await c.crm.contacts.interactions.log(id, { type: 'note', notes: 'to be archived' });
      await c.crm.contacts.delete(id);
      await expect(c.crm.contacts.interactions.log(id, { type: 'note' })).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(c.crm.contacts.interactions.list(id)).rejects.toBeInstanceOf(NotFoundError);
      const stored = emu.exportState().tables as Record<
        string,
        { contactId: string; archivedAt: string | null }[]
      >;
      expect(stored.interactions!.filter((r) => r.contactId === id)[0]?.archivedAt).toEqual(
        expect.any(String),
      );
    });

    it('uploads a resume from bytes, a File, an ArrayBuffer and a path; parsing fills empty fields', async () => {
      const c = await client();
      const jane = await c.crm.contacts.create({ name: 'Jane' });
      const fromBytes = await c.crm.contacts.uploadResume(jane.id, pdf(RESUME_LINES));
      expect(fromBytes).toMatchObject({
        contactId: jane.id,
        fileName: 'resume.pdf',
        mimeType: MIME.pdf,
        parseStatus: 'queued',
        sizeBytes: pdf(RESUME_LINES).byteLength,
      });
      expect(await c.crm.contacts.get(jane.id)).toMatchObject({ hasResume: true, resumeCount: 1 });
      await emu.clock.advance(7);
      expect(await c.crm.contacts.get(jane.id)).toMatchObject({
        name: 'Jane',
        firstName: 'Jane',
        lastName: 'Q. Doe',
        emails: [{ email: 'jane.doe@example.com', type: null }],
        jobTitle: ['Senior Data Engineer', 'Tech Lead'],
        locationName: 'San Francisco, CA',
      });
      expect((await c.crm.contacts.list({ search: 'kubernetes' })).items.map((x) => x.id)).toContain(jane.id);

      const c2 = await client();
      const bob = await c2.crm.contacts.create({ name: 'Bob' });
      const file = new File(
        [new Uint8Array(docx(['Bob Builder', 'Email: bob@builder.example']))],
        'bob-cv.docx',
      );
      const { data, response } = await c2.crm.contacts.uploadResume(bob.id, file).withResponse();
      expect(response.status).toBe(202);
      expect(data).toMatchObject({ fileName: 'bob-cv.docx', mimeType: MIME.docx });
      const legacy = doc(['Bob Builder']);
      const fromBuffer = await c2.crm.contacts.uploadResume(
        bob.id,
        legacy.buffer.slice(legacy.byteOffset, legacy.byteOffset + legacy.byteLength) as ArrayBuffer,
        { fileName: 'old.doc' },
      );
      expect(fromBuffer).toMatchObject({ fileName: 'old.doc', mimeType: MIME.doc });
      const dir = await mkdtemp(join(tmpdir(), 'resume-'));
      const path = join(dir, 'bob.pdf');
      await writeFile(path, pdf(['Bob Builder']));
      expect(await c2.crm.contacts.uploadResume(bob.id, path, { mimeType: MIME.pdf })).toMatchObject({
        fileName: 'bob.pdf',
        mimeType: MIME.pdf,
      });
      await emu.clock.advance(7);
      expect(await c2.crm.contacts.get(bob.id)).toMatchObject({
        resumeCount: 3,
        emails: [{ email: 'bob@builder.example', type: null }],
      });
    });

    it('checks the file locally: too large, empty, not a PDF/DOC/DOCX or not the mimeType given; nothing sent', async () => {
      const c = await client();
      const { id } = await c.crm.contacts.create({ name: 'Local checks' });
      const before = sent;
      const huge = new Uint8Array(RESUME_MAX_BYTES + 1);
      huge.set(pdf(['x']));
      const tooLarge = await rejection(c.crm.contacts.uploadResume(id, huge));
      expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
      expect(tooLarge).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
      expect(await rejection(c.crm.contacts.uploadResume(id, new Blob([huge])))).toBeInstanceOf(
        PayloadTooLargeError,
      );
      const dir = await mkdtemp(join(tmpdir(), 'resume-'));
      await writeFile(join(dir, 'big.pdf'), huge);
      expect(await rejection(c.crm.contacts.uploadResume(id, join(dir, 'big.pdf')))).toBeInstanceOf(
        PayloadTooLargeError,
      );

      const empty = await rejection(c.crm.contacts.uploadResume(id, new Uint8Array(0)));
      expect(empty).toMatchObject({ errorCode: 'EMPTY_FILE', local: true });
      const plainZip = await rejection(c.crm.contacts.uploadResume(id, zip({ 'a.txt': 'hello' })));
      expect(plainZip).toMatchObject({ errorCode: 'MIME_MISMATCH', local: true });
      expect(plainZip.message).toContain('zip archive');
      const declared = await rejection(c.crm.contacts.uploadResume(id, pdf(['x']), { mimeType: MIME.docx }));
      expect(declared).toBeInstanceOf(ValidationError);
      expect(declared).toMatchObject({ errorCode: 'MIME_MISMATCH', local: true });
      expect(declared.details[0].field).toBe('mimeType');
      expect(sent).toBe(before);
      expect((await c.crm.usage()).resumeUpload.used).toBe(0);
    });

    it('answers the service errors to raw uploads: INVALID_BASE64, MIME_MISMATCH, EMPTY_FILE, 413', async () => {
      const c = await client();
      const { id } = await c.crm.contacts.create({ name: 'Raw' });
      const good = base64(pdf(['x']));
      const cases = [
        [{ fileName: 'a.pdf', mimeType: MIME.pdf, contentBase64: `${good}!` }, 'INVALID_BASE64', 400],
        [{ fileName: 'a.pdf', mimeType: MIME.pdf, contentBase64: good.slice(1) }, 'INVALID_BASE64', 400],
        [{ fileName: 'a.doc', mimeType: MIME.doc, contentBase64: good }, 'MIME_MISMATCH', 400],
        [
          { fileName: 'a.docx', mimeType: MIME.docx, contentBase64: base64(doc(['x'])) },
          'MIME_MISMATCH',
          400,
        ],
        [{ fileName: 'a.pdf', mimeType: MIME.pdf, contentBase64: '' }, 'EMPTY_FILE', 400],
      ] as const;
      for (const [body, code, status] of cases) {
        const err = await rejection(c.crm.contacts.resume(id, body));
        expect(err).toBeInstanceOf(ValidationError);
        expect(err).toMatchObject({ statusCode: status, errorCode: code, local: false });
      }
      const big = new Uint8Array(RESUME_MAX_BYTES + 1);
      big.set(pdf(['x']));
      const tooLarge = await rejection(
        c.crm.contacts.resume(id, { fileName: 'big.pdf', mimeType: MIME.pdf, contentBase64: base64(big) }),
      );
      expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
      expect(tooLarge.statusCode).toBe(413);
      // A type outside the three is refused by the SDK before sending.
      const local = await rejection(
        c.crm.contacts.resume(id, {
          fileName: 'a.txt',
          mimeType: 'text/plain' as never,
          contentBase64: good,
        }),
      );
      expect(local).toMatchObject({ errorCode: 'VALIDATION_ERROR', local: true });
      expect((await c.crm.usage()).resumeUpload.used).toBe(0);
      expect(
        (await c.crm.contacts.resume(id, { fileName: 'a.pdf', mimeType: MIME.pdf, contentBase64: good }))
          .parseStatus,
      ).toBe('queued');
    });

    it('spends one of the per-key resume quota per upload and answers QuotaExceededError when spent', async () => {
      const c = await client();
      const { id } = await c.crm.contacts.create({ name: 'Quota' });
      for (let i = 0; i < 3; i++) await c.crm.contacts.uploadResume(id, pdf(['x']));
      const err = await rejection(c.crm.contacts.uploadResume(id, pdf(['x'])));
      expect(err).toBeInstanceOf(QuotaExceededError);
      expect(err).toMatchObject({ limit: 3, period: 'utc_day' });
      expect((await c.crm.usage()).resumeUpload).toEqual({ dailyLimit: 3, used: 3, remaining: 0 });
      // Another key of the organization has its own.
      const other = await client();
      expect((await other.crm.contacts.uploadResume(id, pdf(['x']))).parseStatus).toBe('queued');
    });
  });
}

describe('interactions and resumes over raw HTTP against the standalone server', () => {
  let emu: Emulator;
  let server: RunningServer;
  let key: string;
  const crm = (path: string) => `${server.url}/api/v3.0/crm/public${path}`;
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(url, {
      method,
      headers: {
        'x-api-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as any };
  };
  const envelope = (status: number, errorCode: string, path: string) => ({
    statusCode: status,
    errorCode,
    message: expect.any(String),
    path,
    details: expect.any(Array),
  });

  beforeAll(async () => {
    emu = await createEmulator();
    server = await emu.listen({ port: 0 });
    const org = await emu.createOrg({ plan: 'diamond' });
    key = (await emu.createKey(org.id)).key;
  });
  afterAll(() => emu.close());

  it('serves the catalog and the interaction routes with the spec envelope on errors', async () => {
    const types = await send('GET', crm('/interaction-types'));
    expect(types.status).toBe(200);
    expect(types.type).toContain('application/json');
    expect(types.body.categories).toHaveLength(7);
    const contact = await send('POST', crm('/contacts'), { name: 'Raw Contact' });
    const id = contact.body.id;
    const logged = await send('POST', crm(`/contacts/${id}/interactions`), { type: 'phonecall' });
    expect(logged.status).toBe(201);
    const unknown = await send('POST', crm(`/contacts/${id}/interactions`), { type: 'pager' });
    expect(unknown.body).toEqual(
      envelope(400, 'UNKNOWN_INTERACTION_TYPE', `/api/v3.0/crm/public/contacts/${id}/interactions`),
    );
    expect(unknown.body.details).toContainEqual({ field: 'type', message: 'phonecall' });
    const malformed = await send('POST', crm(`/contacts/${id}/interactions`), '{"type":');
    expect(malformed.body).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_ERROR' });
    const list = await send('GET', `${crm(`/contacts/${id}/interactions`)}?pageSize=1`, undefined, {
      'x-api-key': '',
      authorization: `Bearer ${key}`,
    });
    expect(list.body).toMatchObject({
      page: 1,
      pageSize: 1,
      hasMore: false,
      items: [{ id: logged.body.id }],
    });
  });

  it('uploads, refuses bad files, and parses when the clock is moved through the control API', async () => {
    const contact = await send('POST', crm('/contacts'), { name: 'HTTP Jane' });
    const id = contact.body.id;
    const path = `/api/v3.0/crm/public/contacts/${id}/resume`;
    const bad = await send('POST', crm(`/contacts/${id}/resume`), {
      fileName: 'a.pdf',
      mimeType: MIME.pdf,
      contentBase64: '%%%',
    });
    expect(bad.body).toEqual(envelope(400, 'INVALID_BASE64', path));
    const mismatch = await send('POST', crm(`/contacts/${id}/resume`), {
      fileName: 'a.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(docx(['x'])),
    });
    expect(mismatch.body).toEqual(envelope(400, 'MIME_MISMATCH', path));
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdf(['x']));
    const tooLarge = await send('POST', crm(`/contacts/${id}/resume`), {
      fileName: 'big.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(big),
    });
    expect(tooLarge.body).toEqual(envelope(413, 'PAYLOAD_TOO_LARGE', path));

    const ok = await send('POST', crm(`/contacts/${id}/resume`), {
      fileName: 'jane.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(pdf(RESUME_LINES, { compress: true })),
    });
    expect(ok.status).toBe(202);
    expect(ok.body).toMatchObject({ parseStatus: 'queued', contactId: id, fileName: 'jane.pdf' });
    const queued = await fetch(`${server.url}/_emulator/resumes?contactId=${id}`).then((r) => r.json());
    expect(queued.items[0]).toMatchObject({ resumeId: ok.body.resumeId, parseStatus: 'queued' });
    await fetch(`${server.url}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 8 }),
    });
    const parsed = await fetch(`${server.url}/_emulator/resumes?contactId=${id}`).then((r) => r.json());
    expect(parsed.items[0]).toMatchObject({ parseStatus: 'parsed' });
    const read = await send('GET', crm(`/contacts/${id}`));
    expect(read.body).toMatchObject({
      name: 'HTTP Jane',
      hasResume: true,
      resumeCount: 1,
      phones: [{ phone: '+1 (415) 555-0134', type: null }],
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-42',
    });
    const usage = await send('GET', crm('/usage'));
    expect(usage.body.resumeUpload).toEqual({ dailyLimit: 50, used: 1, remaining: 49 });
  });
});

describe('docs/crm.md examples', { timeout: spawnTestTimeout(1) }, () => {
  it('examples/crm-contacts-interactions-resumes.ts runs against the demo emulator', async () => {
    const emu = await createEmulator({ seed: 'demo' });
    const server = await emu.listen({ port: 0 });
    try {
      const out = await runExample('examples/crm-contacts-interactions-resumes.ts', {
        PLATFORM_BASE_URL: server.url,
      });
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      expect(out.stdout).toContain('Ada Lovelace true');
      expect(out.stdout).toContain('communication: phonecall, email');
      expect(out.stdout).toContain('followup true');
      expect(out.stdout).toContain('UNKNOWN_INTERACTION_TYPE phonecall');
      expect(out.stdout).toContain('queued application/pdf');
      expect(out.stdout).toContain('parsed: London, United Kingdom Analyst Programmer 1');
      expect(out.stdout).toContain('parsed parsed');
      expect(out.stdout).toContain('PAYLOAD_TOO_LARGE true');
      expect(out.stdout).toContain('MIME_MISMATCH true');
    } finally {
      await emu.close();
    }
  });

  it('docs/crm.md shows every region of the example verbatim', () =>
    expectRegionsInDoc('examples/crm-contacts-interactions-resumes.ts', 'docs/crm.md', [
      'contacts',
      'interactions',
      'interaction-errors',
      'resumes',
      'resume-errors',
      'emulator',
    ]));
});
