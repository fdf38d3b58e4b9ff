import { describe, expect, it } from 'vitest';
import { internals } from '../src/internal.ts';
import { CRM, call, expectError, setup } from './helpers.ts';

const full = {
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: ['Analyst', 'Engineer'],
  companyName: 'Analytical Engines',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  locationName: 'London',
  locationGeoNameId: 2643743,
  emails: [{ email: 'ada@example.com', type: 'work' }],
  phones: [{ phone: '+44 20 7946 0000', type: 'mobile' }],
  tags: ['Pioneer'],
};

describe('CRM contacts', () => {
  it('creates, reads in full, and hides fields in the list projection', async () => {
    const f = await setup();
    const created = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: full });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ada Lovelace',
      emails: [{ email: 'ada@example.com', type: 'work' }],
      phones: [{ phone: '+44 20 7946 0000', type: 'mobile' }],
      locationGeoNameId: 2643743,
      hasResume: false,
      resumeCount: 0,
      platformUserId: null,
      linkedPlatformUser: false,
      deduplicated: false,
    });
    expect(created.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.tags).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Pioneer' }]);

    const got = await call(f.emu, 'GET', `${CRM}/contacts/${created.body.id}`, { key: f.key });
    expect(got.status).toBe(200);
    expect(got.body.deduplicated).toBeUndefined();
    expect(got.body.emails).toHaveLength(1);
    expect(got.body.updatedAt).toEqual(expect.any(String));

    const list = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    const row = list.body.items[0];
    expect(row).toMatchObject({
      id: created.body.id,
      emails: [],
      phones: [],
      companyId: null,
      locationGeoNameId: null,
      updatedAt: null,
    });
    expect(row.companyName).toBe('Analytical Engines');
    expect(list.body).toMatchObject({ page: 1, pageSize: 10, hasMore: false });
    expect(list.body.total).toBeUndefined();
  });

  it('truncates long strings to 150 characters plus the marker on reads', async () => {
    const f = await setup();
    const long = 'x'.repeat(400);
    const created = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: long, companyName: long },
    });
    const expected = `${'x'.repeat(150)}... [truncated]`;
    expect(created.body.name).toBe(expected);
    const list = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key });
    expect(list.body.items[0].companyName).toBe(expected);
    const exact = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'y'.repeat(150) },
    });
    expect(exact.body.name).toBe('y'.repeat(150));
    // Characters, not UTF-16 units: 150 emoji are kept whole, the 151st goes, none is cut in half.
    const emoji = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: '😀'.repeat(150), companyName: '😀'.repeat(151) },
    });
    expect(emoji.body.name).toBe('😀'.repeat(150));
    expect(emoji.body.companyName).toBe(`${'😀'.repeat(150)}... [truncated]`);
    // Tag names too: the spec sets them no length limit, so a long one is stored and read truncated.
    const tagged = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Tagged', tags: [long] },
    });
    expect(tagged.status).toBe(201);
    expect(tagged.body.tags.map((t: { name: string }) => t.name)).toEqual([expected]);
  });

  it('lists newest first with hasMore pagination and validates page bounds', async () => {
    const f = await setup({ clockStart: '2026-03-01T09:00:00Z', unlimited: true });
    for (let i = 1; i <= 12; i++) {
      await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: `Person ${i}` } });
      await f.emu.clock.advance(1);
    }
    const p1 = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { pageSize: 5 } });
    expect(p1.body.items.map((c: any) => c.name)).toEqual([
      'Person 12',
      'Person 11',
      'Person 10',
      'Person 9',
      'Person 8',
    ]);
    expect(p1.body.hasMore).toBe(true);
    const p3 = await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { pageSize: 5, page: 3 } });
    expect(p3.body.items.map((c: any) => c.name)).toEqual(['Person 2', 'Person 1']);
    expect(p3.body.hasMore).toBe(false);
    const exactly = await call(f.emu, 'GET', `${CRM}/contacts`, {
      key: f.key,
      query: { pageSize: 6, page: 2 },
    });
    expect(exactly.body.hasMore).toBe(false);

    const bad: Record<string, string | number>[] = [
      { page: 0 },
      { page: 10001 },
      { pageSize: 0 },
      { pageSize: 51 },
      { page: 'abc' },
      { pageSize: 2.5 },
      { page: '99999999999999999999' },
    ];
    for (const query of bad) {
      const res = expectError(
        await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query }),
        400,
        'VALIDATION_ERROR',
      );
      // One detail per wrong value, said once (a huge number breaks two rules with one message).
      expect(res.details).toEqual([{ field: Object.keys(query)[0], message: expect.any(String) }]);
      expect(res.message).not.toMatch(/and 1 more/);
    }
    // An integer beyond the safe range is said in plain words, not in zod's.
    const huge = expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, {
        key: f.key,
        body: { name: 'x', locationGeoNameId: 1e20 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(huge.details).toEqual([
      { field: 'locationGeoNameId', message: 'must be at most 9007199254740991' },
    ]);
    expect(
      (await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { page: 10000, pageSize: 50 } }))
        .status,
    ).toBe(200);
    const tooLong = expectError(
      await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search: 's'.repeat(201) } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(tooLong.details[0].field).toBe('search');
  });

  it('searches name, company, job title, skills, email and phone, accent- and case-insensitively', async () => {
    const f = await setup();
    await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: full });
    await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: {
        name: 'José Núñez',
        companyName: 'Globex',
        jobTitle: ['Nurse'],
        emails: [{ email: 'jose@globex.test' }],
        phones: [{ phone: '+1 (555) 010-2030' }],
      },
    });
    const names = async (search: string) =>
      (await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search } })).body.items.map(
        (c: any) => c.name,
      );
    expect(await names('lovelace')).toEqual(['Ada Lovelace']);
    expect(await names('jose nunez')).toEqual(['José Núñez']);
    expect(await names('analytical')).toEqual(['Ada Lovelace']);
    expect(await names('NURSE')).toEqual(['José Núñez']);
    expect(await names('jose@globex.test')).toEqual(['José Núñez']);
    expect(await names('5550102030')).toEqual(['José Núñez']);
    expect(await names('engineer ada')).toEqual(['Ada Lovelace']);
    expect(await names('nobody')).toEqual([]);
  });

  it('rejects fields outside the allowlist, malformed emails and over-long arrays, naming the field', async () => {
    const f = await setup();
    const cases: [unknown, string][] = [
      [{ name: 'A', companyId: 'x' }, 'companyId'],
      [{ name: 'A', emails: [{ email: 'not-an-email' }] }, 'emails.0.email'],
      [{ name: 'A', emails: [{ email: 'a@b.co', type: 'home' }] }, 'emails.0.type'],
      [{ name: 'A', jobTitle: Array.from({ length: 11 }, (_, i) => `T${i}`) }, 'jobTitle'],
      [{ name: 'A', emails: Array.from({ length: 11 }, (_, i) => ({ email: `a${i}@b.co` })) }, 'emails'],
      [{ name: 'A', phones: Array.from({ length: 11 }, (_, i) => ({ phone: `+1555000${i}` })) }, 'phones'],
      [{ name: 'A', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags'],
      [{ firstName: 'NoName' }, 'name'],
      [{ name: 'A', locationGeoNameId: 'London' }, 'locationGeoNameId'],
    ];
    for (const [body, field] of cases) {
      const err = expectError(
        await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body }),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.details.map((d: any) => d.field)).toContain(field);
      expect(err.message).toContain(field);
    }
    expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: '{not json' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: [1, 2] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key }), 400, 'VALIDATION_ERROR');
    expectError(
      await call(f.emu, 'GET', `${CRM}/contacts/not-an-id`, { key: f.key }),
      400,
      'VALIDATION_ERROR',
    );
    // Nothing was stored by the failed calls.
    expect((await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key })).body.items).toEqual([]);
  });

  it('de-duplicates by email, then phone, merging new emails, phones and tags', async () => {
    const f = await setup();
    const first = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: full });
    await f.emu.clock.advance(1);
    const again = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: {
        name: 'A. Lovelace',
        emails: [{ email: 'ADA@example.com' }, { email: 'ada@home.test', type: 'personal' }],
        tags: ['Pioneer', 'Math'],
      },
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.deduplicated).toBe(true);
    expect(again.body.name).toBe('Ada Lovelace');
    expect(again.body.emails.map((e: any) => e.email)).toEqual(['ada@example.com', 'ada@home.test']);
    expect(again.body.tags.map((t: any) => t.name)).toEqual(['Pioneer', 'Math']);

    const byPhone = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Ada', phones: [{ phone: '+442079460000' }] },
    });
    expect(byPhone.body.id).toBe(first.body.id);
    expect(byPhone.body.deduplicated).toBe(true);

    // A name-only create has no key: a retry creates a second contact.
    const a = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Same Name' } });
    const b = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Same Name' } });
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.body.deduplicated).toBe(false);
    // De-duplication stays inside the workspace.
    const other = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.other.key, body: full });
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.deduplicated).toBe(false);
  });

  it('answers 409 CONTACT_CONFLICT with weak_key_split, strong_key_split and strong_link_overwrite', async () => {
    const f = await setup();
    const one = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'One', emails: [{ email: 'one@x.test' }] },
    });
    const two = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Two', phones: [{ phone: '+1 555 0002' }] },
    });
    const weak = expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, {
        key: f.key,
        body: { name: 'Both', emails: [{ email: 'one@x.test' }], phones: [{ phone: '+1 555 0002' }] },
      }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(weak.details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);
    // The message says what was found, naming the contacts.
    expect(weak.message).toBe(
      `Cannot resolve the contact: the emails sent match contact ${one.body.id} but the phones sent match contact ${two.body.id}, so there is no single contact to merge them into.`,
    );

    // Platform users: people with an account, whose email is a strong key.
    const now = f.emu.clock.now();
    const alice = await internals(f.emu).core.tables.platformUsers.insert({
      id: internals(f.emu).core.newId(),
      name: 'Alice',
      email: 'alice@platform.test',
      phone: null,
      hidesContactFields: false,
      createdAt: now,
    });
    const bob = await internals(f.emu).core.tables.platformUsers.insert({
      id: internals(f.emu).core.newId(),
      name: 'Bob',
      email: 'bob@platform.test',
      phone: null,
      hidesContactFields: true,
      createdAt: now,
    });
    internals(f.emu).crm.contacts.indexPlatformUser(alice);
    internals(f.emu).crm.contacts.indexPlatformUser(bob);

    const linked = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Alice', emails: [{ email: 'alice@platform.test' }] },
    });
    expect(linked.body).toMatchObject({ platformUserId: alice.id, linkedPlatformUser: true });
    const strongSplit = expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, {
        key: f.key,
        body: { name: 'Alice', emails: [{ email: 'alice@platform.test' }, { email: 'one@x.test' }] },
      }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(strongSplit.details).toEqual([{ field: 'contact', message: 'strong_key_split' }]);
    expect(strongSplit.message).toBe(
      `Cannot resolve the contact: the person's platform account is linked to contact ${linked.body.id}, but the emails sent match contact ${one.body.id}.`,
    );

    await call(f.emu, 'PATCH', `${CRM}/contacts/${linked.body.id}`, {
      key: f.key,
      body: { phones: [{ phone: '+1 555 7777' }] },
    });
    const overwrite = expectError(
      await call(f.emu, 'POST', `${CRM}/contacts`, {
        key: f.key,
        body: { name: 'Bob', emails: [{ email: 'bob@platform.test' }], phones: [{ phone: '+1 555 7777' }] },
      }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(overwrite.details).toEqual([{ field: 'contact', message: 'strong_link_overwrite' }]);
    expect(overwrite.message).toBe(
      `Cannot resolve the contact: the phones sent match contact ${linked.body.id}, which is linked to another platform account than this person's; merging would overwrite that link.`,
    );

    // Bob's privacy settings hide his contact fields on the single read of a linked contact.
    const bobContact = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Bob', emails: [{ email: 'bob@platform.test' }] },
    });
    expect(bobContact.body.linkedPlatformUser).toBe(true);
    const bobRead = await call(f.emu, 'GET', `${CRM}/contacts/${bobContact.body.id}`, { key: f.key });
    expect(bobRead.body.emails).toEqual([]);
    expect(one.status).toBe(201);
  });

  it('weak_key_split names every contact the emails or the phones sent match', async () => {
    const f = await setup();
    const create = (body: Record<string, unknown>) =>
      call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body });
    const a = await create({
      name: 'A',
      emails: [{ email: 'a@x.test' }],
      phones: [{ phone: '+1 555 0001' }],
    });
    const b = await create({
      name: 'B',
      emails: [{ email: 'b@x.test' }],
      phones: [{ phone: '+1 555 0002' }],
    });
    const emails = expectError(
      await create({ name: 'AB', emails: [{ email: 'a@x.test' }, { email: 'B@x.test' }] }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(emails.details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);
    expect(emails.message).toBe(
      `Cannot resolve the contact: the emails sent match 2 contacts (${a.body.id}, ${b.body.id}), so there is no single contact to merge them into.`,
    );
    const phones = expectError(
      await create({ name: 'AB', phones: [{ phone: '15550001' }, { phone: '1 555 0002' }] }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(phones.details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);
    expect(phones.message).toBe(
      `Cannot resolve the contact: the phones sent match 2 contacts (${a.body.id}, ${b.body.id}), so there is no single contact to merge them into.`,
    );
  });

  it('an update to an email or phone of one other contact is a 409 saying it belongs to that contact', async () => {
    const f = await setup();
    const create = (body: Record<string, unknown>) =>
      call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body });
    const patch = (id: string, body: Record<string, unknown>) =>
      call(f.emu, 'PATCH', `${CRM}/contacts/${id}`, { key: f.key, body });
    const x = await create({ name: 'X', emails: [{ email: 'x@x.test' }] });
    const y = await create({
      name: 'Y',
      emails: [{ email: 'y@x.test' }],
      phones: [{ phone: '+1 555 0009' }],
    });
    const email = expectError(
      await patch(x.body.id, { emails: [{ email: 'Y@x.test' }] }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(email.details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);
    expect(email.message).toBe(
      `Cannot update the contact: the email sent already belongs to contact ${y.body.id}; an email or phone can belong to one contact of the workspace only.`,
    );
    const phone = expectError(
      await patch(x.body.id, { phones: [{ phone: '15550009' }] }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(phone.message).toBe(
      `Cannot update the contact: the phone sent already belongs to contact ${y.body.id}; an email or phone can belong to one contact of the workspace only.`,
    );
    const both = expectError(
      await patch(x.body.id, { emails: [{ email: 'y@x.test' }], phones: [{ phone: '+1 555 0009' }] }),
      409,
      'CONTACT_CONFLICT',
    );
    expect(both.details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);
    expect(both.message).toBe(
      `Cannot update the contact: the email sent already belongs to contact ${y.body.id} and the phone sent already belongs to contact ${y.body.id}; an email or phone can belong to one contact of the workspace only.`,
    );
    // Its own email is no conflict; nothing changed by the refused updates.
    expect((await patch(x.body.id, { emails: [{ email: 'X@x.test' }] })).status).toBe(200);
    expect((await call(f.emu, 'GET', `${CRM}/contacts/${x.body.id}`, { key: f.key })).body.phones).toEqual(
      [],
    );
  });

  it('says "is required" only for a missing name on create; a name sent empty "must not be empty", on update too', async () => {
    const f = await setup();
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Ada' } });
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['POST', {}, 'name', 'is required'],
      ['POST', { name: '' }, 'name', 'must not be empty'],
      ['POST', { name: '   ' }, 'name', 'must not be empty'],
      ['POST', { name: 5 }, 'name', 'must be a string'],
      ['PATCH', { name: '' }, 'name', 'must not be empty'],
      ['PATCH', { name: '   ' }, 'name', 'must not be empty'],
      ['PATCH', { name: null }, 'name', 'must be a string'],
      // Fields shared by create and update: an entry without its value is told it needs one; an
      // empty phone gets one message.
      ['POST', { name: 'A', emails: [{}] }, 'emails.0.email', 'is required: a valid email address'],
      ['PATCH', { emails: [{ type: 'work' }] }, 'emails.0.email', 'is required: a valid email address'],
      ['PATCH', { emails: [{ email: 5 }] }, 'emails.0.email', 'must be a valid email address'],
      ['PATCH', { emails: [{ email: 'nope' }] }, 'emails.0.email', 'must be a valid email address'],
      ['POST', { name: 'A', phones: [{}] }, 'phones.0.phone', 'is required'],
      ['POST', { name: 'A', phones: [{ phone: '' }] }, 'phones.0.phone', 'must not be empty'],
      ['PATCH', { phones: [{ phone: '  ' }] }, 'phones.0.phone', 'must not be empty'],
      ['PATCH', { phones: [{ phone: 'call me' }] }, 'phones.0.phone', 'must contain digits'],
      ['PATCH', { tags: [''] }, 'tags.0', 'must not be empty'],
    ];
    for (const [method, body, field, message] of cases) {
      const path = method === 'POST' ? `${CRM}/contacts` : `${CRM}/contacts/${c.body.id}`;
      const err = expectError(await call(f.emu, method, path, { key: f.key, body }), 400, 'VALIDATION_ERROR');
      expect(err.details, `${method} ${JSON.stringify(body)}`).toEqual([{ field, message }]);
    }
  });

  it('updates partially; one email and one phone replace the primaries', async () => {
    const f = await setup();
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { ...full, emails: [{ email: 'a@x.test', type: 'work' }, { email: 'b@x.test' }] },
    });
    await f.emu.clock.advance(5);
    const up = await call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, {
      key: f.key,
      body: { companyName: 'New Co', emails: [{ email: 'new@x.test', type: 'personal' }] },
    });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      name: 'Ada Lovelace',
      companyName: 'New Co',
      jobTitle: ['Analyst', 'Engineer'],
    });
    expect(up.body.emails).toEqual([
      { email: 'new@x.test', type: 'personal' },
      { email: 'b@x.test', type: null },
    ]);
    expect(up.body.deduplicated).toBeUndefined();
    expect(up.body.updatedAt > c.body.updatedAt).toBe(true);
    const two = expectError(
      await call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, {
        key: f.key,
        body: { emails: [{ email: 'x@x.test' }, { email: 'y@x.test' }] },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(two.details[0].field).toBe('emails');
    expectError(
      await call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, { key: f.key, body: { bogus: 1 } }),
      400,
      'VALIDATION_ERROR',
    );
    // The old primary is free again: searching it finds nothing.
    expect(
      (await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search: 'a@x.test' } })).body.items,
    ).toEqual([]);
  });

  it('soft-deletes to archived: every later read, update and delete is 404, and it leaves search', async () => {
    const f = await setup();
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: full });
    const del = await call(f.emu, 'DELETE', `${CRM}/contacts/${c.body.id}`, { key: f.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: c.body.id, deleted: true });
    expectError(await call(f.emu, 'GET', `${CRM}/contacts/${c.body.id}`, { key: f.key }), 404, 'NOT_FOUND');
    expectError(
      await call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, { key: f.key, body: { name: 'B' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(f.emu, 'DELETE', `${CRM}/contacts/${c.body.id}`, { key: f.key }),
      404,
      'NOT_FOUND',
    );
    expect(
      (await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search: 'ada' } })).body.items,
    ).toEqual([]);
    // Retained, not erased.
    expect(internals(f.emu).core.tables.contacts.get(c.body.id)?.archivedAt).toEqual(expect.any(String));
    // Its email no longer de-duplicates into the archived contact.
    const fresh = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: full });
    expect(fresh.body.id).not.toBe(c.body.id);
  });

  it('creates a workspace tag on first use and reuses it after', async () => {
    const f = await setup();
    const a = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'A', tags: ['Referral'] },
    });
    const b = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'B', tags: ['referral', 'New'] },
    });
    expect(b.body.tags[0].id).toBe(a.body.tags[0].id);
    expect(internals(f.emu).core.tables.tags.size).toBe(2);
  });

  it('the single read shows the contact as it is now: after an update, and after its platform user hides the contact fields', async () => {
    // The full view's JSON is kept per stored record: each change must show on the next read.
    const f = await setup();
    const tables = internals(f.emu).core.tables;
    const user = await tables.platformUsers.insert({
      id: internals(f.emu).core.newId(),
      name: 'Cleo',
      email: 'cleo@platform.test',
      phone: null,
      hidesContactFields: false,
      createdAt: f.emu.clock.now(),
    });
    internals(f.emu).crm.contacts.indexPlatformUser(user);
    const created = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Cleo', emails: [{ email: 'cleo@platform.test' }] },
    });
    const read = () => call(f.emu, 'GET', `${CRM}/contacts/${created.body.id}`, { key: f.key });
    expect((await read()).body).toMatchObject({ name: 'Cleo', emails: [{ email: 'cleo@platform.test' }] });
    expect((await read()).body.name).toBe('Cleo');

    await call(f.emu, 'PATCH', `${CRM}/contacts/${created.body.id}`, {
      key: f.key,
      body: { name: 'Cleo B' },
    });
    expect((await read()).body).toMatchObject({ name: 'Cleo B', emails: [{ email: 'cleo@platform.test' }] });

    await tables.platformUsers.update(user, (d) => {
      d.hidesContactFields = true;
    });
    expect((await read()).body).toMatchObject({ name: 'Cleo B', emails: [], phones: [] });
    await tables.platformUsers.update(tables.platformUsers.get(user.id)!, (d) => {
      d.hidesContactFields = false;
    });
    expect((await read()).body.emails).toEqual([{ email: 'cleo@platform.test', type: null }]);
  });
});
