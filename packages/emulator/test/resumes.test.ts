import { RESUME_MAX_BYTES } from '@platform-api/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { internals } from '../src/internal.ts';
import { CRM, call, expectError, type Fixture, setup } from './helpers.ts';
import { base64, doc, docx, MIME, pdf, RESUME_LINES, zip } from './resume-fixtures.ts';

async function contact(f: Fixture, body: Record<string, unknown> = { name: 'J. Doe' }): Promise<string> {
  const res = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body });
  expect(res.status).toBe(201);
  return res.body.id;
}

const upload = (f: Fixture, id: string, body: unknown, key = f.key) =>
  call(f.emu, 'POST', `${CRM}/contacts/${id}/resume`, { key, body });
const get = async (f: Fixture, id: string) =>
  (await call(f.emu, 'GET', `${CRM}/contacts/${id}`, { key: f.key })).body;
const usage = async (f: Fixture, key = f.key) => (await call(f.emu, 'GET', `${CRM}/usage`, { key })).body;
const states = async (f: Fixture, id: string) =>
  (await call(f.emu, 'GET', '/_emulator/resumes', { query: { contactId: id } })).body.items;

const pdfBody = (lines = RESUME_LINES) => ({
  fileName: 'jane.pdf',
  mimeType: MIME.pdf,
  contentBase64: base64(pdf(lines)),
});

describe('resume upload', () => {
  it('answers 202 queued, attaches the file at once, and parses on the virtual clock', async () => {
    const f = await setup({ clockStart: '2026-03-02T10:00:00.000Z' });
    const id = await contact(f);
    const bytes = pdf(RESUME_LINES);
    const res = await upload(f, id, {
      fileName: 'jane.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(bytes),
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      resumeId: expect.stringMatching(/^[0-9a-f]{24}$/),
      contactId: id,
      fileName: 'jane.pdf',
      mimeType: MIME.pdf,
      sizeBytes: bytes.byteLength,
      parseStatus: 'queued',
      createdAt: expect.stringMatching(/^2026-03-02T10:00:0/),
    });
    expect(await get(f, id)).toMatchObject({ hasResume: true, resumeCount: 1, emails: [], jobTitle: [] });
    expect((await states(f, id))[0]).toMatchObject({ resumeId: res.body.resumeId, parseStatus: 'queued' });

    await f.emu.clock.advance(1.9);
    expect((await states(f, id))[0].parseStatus).toBe('queued');
    await f.emu.clock.advance(0.2);
    expect((await states(f, id))[0].parseStatus).toBe('processing');
    expect((await get(f, id)).emails).toEqual([]);
    await f.emu.clock.advance(5);
    const state = (await states(f, id))[0];
    expect(state).toMatchObject({ parseStatus: 'parsed', failureReason: null });
    expect(state.contentBase64).toBeUndefined();

    const c = await get(f, id);
    expect(c).toMatchObject({
      name: 'J. Doe', // never overwritten
      firstName: 'Jane',
      lastName: 'Q. Doe',
      emails: [{ email: 'jane.doe@example.com', type: null }],
      phones: [{ phone: '+1 (415) 555-0134', type: null }],
      locationName: 'San Francisco, CA',
      jobTitle: ['Senior Data Engineer', 'Tech Lead'],
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-42',
      hasResume: true,
      resumeCount: 1,
    });
    expect(internals(f.emu).core.tables.contacts.get(id)?.skills).toEqual([
      'Python',
      'Apache Spark',
      'SQL',
      'Kubernetes',
    ]);
    // Search sees the parsed skills, email and phone.
    for (const search of ['apache spark', 'jane.doe@example.com', '4155550134']) {
      const list = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search } });
      expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([id]);
    }
  });

  it('writes only into empty fields: a set value, email or phone is never replaced', async () => {
    const f = await setup();
    const id = await contact(f, {
      name: 'Jane Doe',
      firstName: 'Janet',
      locationName: 'Berlin',
      jobTitle: ['Data Engineer'],
      emails: [{ email: 'jane@work.example', type: 'work' }],
      linkedinUrl: 'https://www.linkedin.com/in/the-real-jane',
    });
    await upload(f, id, pdfBody());
    await f.emu.clock.advance(10);
    const c = await get(f, id);
    expect(c).toMatchObject({
      name: 'Jane Doe',
      firstName: 'Janet',
      lastName: 'Q. Doe',
      locationName: 'Berlin',
      jobTitle: ['Data Engineer'],
      emails: [{ email: 'jane@work.example', type: 'work' }],
      phones: [{ phone: '+1 (415) 555-0134', type: null }],
      linkedinUrl: 'https://www.linkedin.com/in/the-real-jane',
    });
    expect((await states(f, id))[0].appliedFields).toEqual(['lastName', 'phones', 'skills']);

    // A second resume counts, but finds nothing empty left to fill except what is still empty.
    await upload(f, id, pdfBody(['Someone Else', 'Phone: +44 20 7946 0000', 'Skills: Cobol']));
    await f.emu.clock.advance(10);
    const again = await get(f, id);
    expect(again.resumeCount).toBe(2);
    expect(again.phones).toEqual([{ phone: '+1 (415) 555-0134', type: null }]);
    expect(internals(f.emu).core.tables.contacts.get(id)?.skills).toEqual([
      'Python',
      'Apache Spark',
      'SQL',
      'Kubernetes',
    ]);
  });

  it('does not write an email or phone that belongs to another contact of the workspace', async () => {
    const f = await setup();
    await contact(f, {
      name: 'Owner',
      emails: [{ email: 'jane.doe@example.com' }],
      phones: [{ phone: '+1 415 555 0134' }],
    });
    const id = await contact(f, { name: 'Jane' });
    await upload(f, id, pdfBody());
    await f.emu.clock.advance(10);
    const c = await get(f, id);
    expect(c.emails).toEqual([]);
    expect(c.phones).toEqual([]);
    expect((await states(f, id))[0].skipped.map((s: { field: string }) => s.field)).toEqual([
      'emails',
      'phones',
    ]);
    // And the contacts stay distinct: no de-duplication split was created.
    const create = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'x', emails: [{ email: 'jane.doe@example.com' }] },
    });
    expect(create.body.deduplicated).toBe(true);
  });

  const formats = [
    ['PDF, plain content stream, Tj', MIME.pdf, () => pdf(RESUME_LINES)],
    [
      'PDF, FlateDecode content stream, kerned TJ',
      MIME.pdf,
      () => pdf(RESUME_LINES, { compress: true, useTJ: true }),
    ],
    ['DOCX, deflated', MIME.docx, () => docx(RESUME_LINES)],
    ['DOCX, stored', MIME.docx, () => docx(RESUME_LINES, { store: true })],
    ['DOC, 8-bit text', MIME.doc, () => doc(RESUME_LINES)],
    ['DOC, UTF-16LE text', MIME.doc, () => doc(RESUME_LINES, { unicode: true })],
  ] as const;
  for (const [what, mimeType, build] of formats) {
    it(`extracts the fields from a ${what}`, async () => {
      const f = await setup();
      const id = await contact(f, { name: 'Placeholder' });
      const res = await upload(f, id, { fileName: 'cv', mimeType, contentBase64: base64(build()) });
      expect(res.status).toBe(202);
      await f.emu.clock.advance(7);
      expect((await states(f, id))[0]).toMatchObject({
        parseStatus: 'parsed',
        extracted: {
          name: 'Jane Q. Doe',
          email: 'jane.doe@example.com',
          phone: '+1 (415) 555-0134',
          locationName: 'San Francisco, CA',
          jobTitle: ['Senior Data Engineer', 'Tech Lead'],
          skills: ['Python', 'Apache Spark', 'SQL', 'Kubernetes'],
          linkedinUrl: 'https://www.linkedin.com/in/jane-doe-42',
        },
      });
    });
  }

  it('takes the first line as the name when no Name: line exists, and a Name: line over it', async () => {
    const f = await setup();
    const a = await contact(f, { name: 'a' });
    await upload(f, a, pdfBody(['Curriculum Vitae', 'María José Núñez', 'Skills: Nursing']));
    const b = await contact(f, { name: 'b' });
    await upload(f, b, pdfBody(['RESUME 2026', 'Name: Kwame Okafor', 'Skills: Forklift']));
    await f.emu.clock.advance(7);
    expect(await get(f, a)).toMatchObject({ firstName: 'María', lastName: 'José Núñez' });
    expect(await get(f, b)).toMatchObject({ firstName: 'Kwame', lastName: 'Okafor' });
  });

  it('fails the parse of a file with no extractable text, leaving the contact as it was', async () => {
    const f = await setup();
    const blank = [
      [MIME.pdf, pdf([])],
      [MIME.docx, docx([])],
      [MIME.doc, doc([])],
    ] as const;
    for (const [mimeType, bytes] of blank) {
      const id = await contact(f, { name: `blank ${mimeType}` });
      expect((await upload(f, id, { fileName: 'x', mimeType, contentBase64: base64(bytes) })).status).toBe(
        202,
      );
      await f.emu.clock.advance(7);
      expect((await states(f, id))[0]).toMatchObject({
        parseStatus: 'failed',
        failureReason: 'no_text',
        appliedFields: [],
      });
      expect(await get(f, id)).toMatchObject({
        hasResume: true,
        resumeCount: 1,
        emails: [],
        firstName: null,
      });
    }
  });

  it('fails the parse when the contact was archived before it ran', async () => {
    const f = await setup();
    const id = await contact(f);
    await upload(f, id, pdfBody());
    await call(f.emu, 'DELETE', `${CRM}/contacts/${id}`, { key: f.key });
    await f.emu.clock.advance(7);
    expect((await states(f, id))[0]).toMatchObject({
      parseStatus: 'failed',
      failureReason: 'contact_archived',
    });
  });
});

describe('resume file checks', () => {
  const files = { [MIME.pdf]: pdf(['x y']), [MIME.doc]: doc(['x y']), [MIME.docx]: docx(['x y']) };

  it('answers 400 MIME_MISMATCH for each pair of declared and real types', async () => {
    const f = await setup({ unlimited: true });
    const id = await contact(f);
    const mimes = [MIME.pdf, MIME.doc, MIME.docx];
    let pairs = 0;
    for (const declared of mimes) {
      for (const real of mimes) {
        const res = await upload(f, id, {
          fileName: 'cv',
          mimeType: declared,
          contentBase64: base64(files[real]),
        });
        if (declared === real) {
          expect(res.status).toBe(202);
          continue;
        }
        pairs++;
        const err = expectError(res, 400, 'MIME_MISMATCH');
        expect(err.details).toEqual([{ field: 'mimeType', message: `the content is ${real}` }]);
        expect(err.message).toContain(declared);
      }
    }
    expect(pairs).toBe(6);
  });

  it('treats a zip without word/document.xml and unknown bytes as a mismatch for every type', async () => {
    const f = await setup({ unlimited: true });
    const id = await contact(f);
    const plainZip = zip({ 'notes.txt': 'hello', 'word/other.xml': '<x/>' });
    for (const mimeType of [MIME.pdf, MIME.doc, MIME.docx]) {
      let err = expectError(
        await upload(f, id, { fileName: 'cv', mimeType, contentBase64: base64(plainZip) }),
        400,
        'MIME_MISMATCH',
      );
      expect(err.message).toContain('zip archive');
      err = expectError(
        await upload(f, id, {
          fileName: 'cv',
          mimeType,
          contentBase64: base64(new TextEncoder().encode('plain text resume')),
        }),
        400,
        'MIME_MISMATCH',
      );
      expect(err.details[0].message).toBe('the content is not a PDF, DOC or DOCX');
    }
  });

  it('answers 400 INVALID_BASE64 for text outside the strict alphabet or padding; whitespace is fine', async () => {
    const f = await setup({ unlimited: true });
    const id = await contact(f);
    const good = base64(pdf(['Jane Doe']));
    for (const contentBase64 of [
      `${good.slice(0, 8)}!${good.slice(9)}`, // a character outside the alphabet
      good.replace(/\+|\//g, '-').replace(/^(.{4})/, '$1-'), // base64url
      good.slice(0, -1), // truncated: length not a multiple of 4
      'QQ=A', // padding in the middle
      'Q===',
      `data:application/pdf;base64,${good}`,
    ]) {
      const err = expectError(
        await upload(f, id, { fileName: 'cv.pdf', mimeType: MIME.pdf, contentBase64 }),
        400,
        'INVALID_BASE64',
      );
      expect(err.details[0].field).toBe('contentBase64');
    }
    const wrapped = good.replace(/.{76}/g, '$&\r\n');
    expect(
      (await upload(f, id, { fileName: 'cv.pdf', mimeType: MIME.pdf, contentBase64: `  ${wrapped}\n` }))
        .status,
    ).toBe(202);
  });

  it('answers 400 EMPTY_FILE when the content decodes to nothing', async () => {
    const f = await setup({ unlimited: true });
    const id = await contact(f);
    for (const contentBase64 of ['', ' \r\n ']) {
      expectError(
        await upload(f, id, { fileName: 'cv.pdf', mimeType: MIME.pdf, contentBase64 }),
        400,
        'EMPTY_FILE',
      );
    }
  });

  it('answers 413 PAYLOAD_TOO_LARGE above 10 MB decoded and accepts exactly 10 MB', async () => {
    const f = await setup({ unlimited: true });
    const id = await contact(f);
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdf(['Jane Doe']));
    const err = expectError(
      await upload(f, id, { fileName: 'big.pdf', mimeType: MIME.pdf, contentBase64: base64(big) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(err.message).toContain(String(RESUME_MAX_BYTES));
    const exact = await upload(f, id, {
      fileName: 'exact.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(big.subarray(0, RESUME_MAX_BYTES)),
    });
    expect(exact.status).toBe(202);
    expect(exact.body.sizeBytes).toBe(10 * 1024 * 1024);
  });

  it('validates the body as an allowlist with the three MIME types', async () => {
    const f = await setup();
    const id = await contact(f);
    const good = pdfBody();
    for (const [body, field] of [
      [{ ...good, mimeType: 'text/plain' }, 'mimeType'],
      [{ ...good, fileName: '  ' }, 'fileName'],
      [{ mimeType: good.mimeType, contentBase64: good.contentBase64 }, 'fileName'],
      [{ fileName: 'x', mimeType: good.mimeType }, 'contentBase64'],
      [{ ...good, contentBase64: 12 }, 'contentBase64'],
      [{ ...good, url: 'https://x' }, 'url'],
    ] as const) {
      const err = expectError(await upload(f, id, body), 400, 'VALIDATION_ERROR');
      expect(err.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('says "is required" only for a missing field; a field sent with the wrong type says what it must be', async () => {
    const f = await setup();
    const id = await contact(f);
    const good = pdfBody();
    const mimeTypes = `one of ${Object.values(MIME).join(', ')}`;
    const cases: [Record<string, unknown>, { field: string; message: string }[]][] = [
      [
        {},
        [
          { field: 'fileName', message: 'is required: the original file name, e.g. cv.pdf' },
          { field: 'mimeType', message: `is required: ${mimeTypes}` },
          { field: 'contentBase64', message: 'is required: the file content in standard base64' },
        ],
      ],
      [
        { fileName: 'a', mimeType: MIME.pdf, contentBase64: 123 },
        [{ field: 'contentBase64', message: 'must be a string: the file content in standard base64' }],
      ],
      [
        { ...good, contentBase64: null },
        [{ field: 'contentBase64', message: 'must be a string: the file content in standard base64' }],
      ],
      [
        { ...good, fileName: 5 },
        [{ field: 'fileName', message: 'must be a string: the original file name, e.g. cv.pdf' }],
      ],
      [
        { ...good, fileName: ['cv.pdf'] },
        [{ field: 'fileName', message: 'must be a string: the original file name, e.g. cv.pdf' }],
      ],
      [
        { ...good, fileName: '  ' },
        [{ field: 'fileName', message: 'must not be empty: the original file name, e.g. cv.pdf' }],
      ],
      [
        { ...good, fileName: 'x'.repeat(256) },
        [{ field: 'fileName', message: 'must be at most 255 characters' }],
      ],
      [{ ...good, mimeType: 5 }, [{ field: 'mimeType', message: `must be ${mimeTypes}` }]],
      [{ ...good, mimeType: 'text/plain' }, [{ field: 'mimeType', message: `must be ${mimeTypes}` }]],
    ];
    for (const [body, details] of cases) {
      const err = expectError(await upload(f, id, body), 400, 'VALIDATION_ERROR');
      expect(err.details, JSON.stringify(body)).toEqual(details);
    }
  });

  it('answers 404 for a missing, foreign or archived contact before looking at the file', async () => {
    const f = await setup();
    const foreign = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.other.key,
      body: { name: 'Other' },
    });
    const archived = await contact(f);
    await call(f.emu, 'DELETE', `${CRM}/contacts/${archived}`, { key: f.key });
    for (const id of ['0123456789abcdef01234567', foreign.body.id, archived]) {
      const err = expectError(await upload(f, id, { ...pdfBody(), contentBase64: '!!' }), 404, 'NOT_FOUND');
      expect(err.details[0].field).toBe('id');
    }
    expect((await usage(f)).resumeUpload.used).toBe(0);
  });

  it('needs crm:write', async () => {
    const f = await setup();
    const id = await contact(f);
    const reader = await f.emu.createKey(f.orgId, { scopes: ['crm:read'] });
    expectError(await upload(f, id, pdfBody(), reader.key), 403, 'SCOPE_FORBIDDEN');
  });
});

describe('resume quota', () => {
  it('spends one daily CRM call and one of the per-key resume quota per upload; 429 utc_day when spent', async () => {
    const f = await setup({
      quotas: { crm: { resumeUploadsPerKeyPerDay: 2 } },
      clockStart: '2026-03-02T10:00:00.000Z',
    });
    const id = await contact(f);
    const before = await usage(f);
    expect(before.resumeUpload).toEqual({ dailyLimit: 2, used: 0, remaining: 2 });
    expect((await upload(f, id, pdfBody())).status).toBe(202);
    // A bad file spends neither quota.
    expectError(await upload(f, id, { ...pdfBody(), contentBase64: 'Q===' }), 400, 'INVALID_BASE64');
    expectError(await upload(f, id, { ...pdfBody(), mimeType: MIME.doc }), 400, 'MIME_MISMATCH');
    expect((await upload(f, id, pdfBody())).status).toBe(202);
    const after = await usage(f);
    expect(after.resumeUpload).toEqual({ dailyLimit: 2, used: 2, remaining: 0 });
    expect(after.used).toBe(before.used + 2);

    const err = expectError(await upload(f, id, pdfBody()), 429, 'RATE_LIMIT_EXCEEDED');
    expect(err.details).toEqual({ limit: 2, period: 'utc_day' });
    expect(err.retryAfter).toBe(14 * 3600);
    // The refused upload spent no daily CRM call either, and validation still comes first.
    expect((await usage(f)).used).toBe(after.used);
    expectError(await upload(f, id, { ...pdfBody(), contentBase64: '' }), 400, 'EMPTY_FILE');
    expect((await get(f, id)).resumeCount).toBe(2);

    // Per key: another key of the same organization still has its own.
    const second = await f.emu.createKey(f.orgId);
    expect((await upload(f, id, pdfBody(), second.key)).status).toBe(202);
    expect((await usage(f, second.key)).resumeUpload.used).toBe(1);

    // And it resets at UTC midnight.
    await f.emu.clock.set('2026-03-03T00:00:01.000Z');
    expect((await upload(f, id, pdfBody())).status).toBe(202);
  });

  it('allows 50 uploads per key per UTC day by default', async () => {
    const f = await setup({ quotas: { crm: { burstPerMinute: Infinity, perIpPerMinute: Infinity } } });
    const id = await contact(f);
    const body = {
      fileName: 'tiny.pdf',
      mimeType: MIME.pdf,
      contentBase64: base64(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
    };
    for (let i = 0; i < 50; i++) expect((await upload(f, id, body)).status).toBe(202);
    const err = expectError(await upload(f, id, body), 429, 'RATE_LIMIT_EXCEEDED');
    expect(err.details).toEqual({ limit: 50, period: 'utc_day' });
    expect((await usage(f)).resumeUpload).toEqual({ dailyLimit: 50, used: 50, remaining: 0 });
    expect((await get(f, id)).resumeCount).toBe(50);
  });
});

describe('resumes in the state', () => {
  it('keeps resume records through export and import and finishes pending parses after import', async () => {
    const f = await setup();
    const queued = await contact(f, { name: 'queued' });
    const processing = await contact(f, { name: 'processing' });
    await upload(f, processing, pdfBody());
    await f.emu.clock.advance(3); // started, not finished
    await upload(f, queued, pdfBody(['Ann Lee', 'Email: ann.lee@example.com']));
    const state = JSON.parse(JSON.stringify(f.emu.exportState()));
    expect(state.tables.resumes.map((r: { parseStatus: string }) => r.parseStatus)).toEqual([
      'processing',
      'queued',
    ]);

    const g = await setup();
    await g.emu.importState(state);
    expect(
      internals(g.emu)
        .core.clock.pendingTasks.map((t) => t.name)
        .sort(),
    ).toEqual(['resume-parse-finish', 'resume-parse-start']);
    await g.emu.clock.advance(10);
    const rows = internals(g.emu).crm.resumes.list();
    expect(rows.map((r) => r.parseStatus)).toEqual(['parsed', 'parsed']);
    for (const [id, email] of [
      [queued, 'ann.lee@example.com'],
      [processing, 'jane.doe@example.com'],
    ] as const) {
      expect(internals(g.emu).core.tables.contacts.get(id)).toMatchObject({
        resumeCount: 1,
        emails: [{ email, type: null }],
      });
    }
    // A finished parse keeps no file bytes in the state.
    expect(g.emu.exportState().tables).toMatchObject({
      resumes: [
        expect.objectContaining({ contentBase64: null }),
        expect.objectContaining({ contentBase64: null }),
      ],
    });
  });

  it('serves the parse state on the control API, filtered by contact', async () => {
    const f = await setup();
    const a = await contact(f, { name: 'a' });
    const b = await contact(f, { name: 'b' });
    await upload(f, a, pdfBody());
    await upload(f, b, pdfBody());
    expect(await states(f, a)).toHaveLength(1);
    expect((await call(f.emu, 'GET', '/_emulator/resumes')).body.items).toHaveLength(2);
  });
});
