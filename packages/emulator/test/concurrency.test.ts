import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Table } from '../src/store/table.ts';
import { CRM, call, setup } from './helpers.ts';

describe('concurrent writes lose nothing', () => {
  it('applies concurrent updates of one record one after another (Table)', async () => {
    const table = new Table('counters', z.object({ id: z.string(), a: z.number(), b: z.number() }));
    const rec = await table.insert({ id: 'x', a: 0, b: 0 });
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        table.update(rec, (d) => {
          d.a += 1;
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        table.update(rec, (d) => {
          d.b += 1;
        }),
      ),
    ]);
    expect(table.get('x')).toMatchObject({ a: 20, b: 20 });
  });

  it('de-duplicates concurrent creates with one email into one contact', async () => {
    const f = await setup({ unlimited: true });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(f.emu, 'POST', `${CRM}/contacts`, {
          key: f.key,
          body: { name: `Racer ${i}`, emails: [{ email: 'race@x.test' }], tags: [`t${i}`] },
        }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    // `deduplicated` is advisory (the spec's creation-timestamp heuristic): calls landing in the
    // creating call's millisecond read as new, so it is not asserted here.
    const got = await call(f.emu, 'GET', `${CRM}/contacts/${[...ids][0]}`, { key: f.key });
    expect(got.body.tags).toHaveLength(8);
  });

  it('keeps every field of concurrent partial updates of one contact', async () => {
    const f = await setup({ unlimited: true });
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, { key: f.key, body: { name: 'Patchy' } });
    await Promise.all([
      call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, { key: f.key, body: { companyName: 'Co' } }),
      call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, { key: f.key, body: { locationName: 'Lima' } }),
      call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, {
        key: f.key,
        body: { emails: [{ email: 'p@x.test' }] },
      }),
    ]);
    const got = await call(f.emu, 'GET', `${CRM}/contacts/${c.body.id}`, { key: f.key });
    expect(got.body).toMatchObject({
      companyName: 'Co',
      locationName: 'Lima',
      emails: [{ email: 'p@x.test' }],
    });
    // The index follows: the new email de-duplicates into this contact.
    const dup = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'P', emails: [{ email: 'p@x.test' }] },
    });
    expect(dup.body.id).toBe(c.body.id);
  });

  it('answers 404 to an update racing a delete, never resurrecting the contact', async () => {
    const f = await setup({ unlimited: true });
    const c = await call(f.emu, 'POST', `${CRM}/contacts`, {
      key: f.key,
      body: { name: 'Gone', emails: [{ email: 'g@x.test' }] },
    });
    const [del, patch] = await Promise.all([
      call(f.emu, 'DELETE', `${CRM}/contacts/${c.body.id}`, { key: f.key }),
      call(f.emu, 'PATCH', `${CRM}/contacts/${c.body.id}`, { key: f.key, body: { name: 'Back' } }),
    ]);
    expect(del.status).toBe(200);
    expect(patch.status).toBe(404);
    expect(
      (await call(f.emu, 'GET', `${CRM}/contacts`, { key: f.key, query: { search: 'g@x.test' } })).body.items,
    ).toEqual([]);
  });
});
