import { createEmulator, type Emulator } from '@platform-api/emulator';
import {
  AuthenticationError,
  type ClientOptions,
  ConflictError,
  isPlatformError,
  NotFoundError,
  PermissionDeniedError,
  type PlatformClient,
  ValidationError,
} from '@platform-api/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, clientFor, doors } from './lib/doors.ts';

for (const door of doors) {
  describe(`SDK contacts against the emulator (${door.name})`, () => {
    let emu: Emulator;
    let conn: Connection;
    let orgId: string;
    let client: PlatformClient;
    let otherClient: PlatformClient;
    const make = (apiKey: string, extra: ClientOptions = {}) => clientFor(conn, apiKey, extra);

    beforeAll(async () => {
      emu = await createEmulator({ unlimited: true });
      conn = await door.connect(emu);
      const org = await emu.createOrg({ plan: 'platinum' });
      orgId = org.id;
      client = make((await emu.createKey(org.id)).key);
      const other = await emu.createOrg({ plan: 'enterprise' });
      otherClient = make((await emu.createKey(other.id)).key);
    });
    afterAll(async () => {
      await conn.close?.();
    });

    it('creates, reads, updates, lists and deletes with the spec types', async () => {
      const created = await client.crm.contacts.create({
        name: 'Grace Hopper',
        emails: [{ email: 'grace@navy.test', type: 'work' }],
        jobTitle: ['Rear Admiral'],
        tags: ['Compilers'],
      });
      expect(created.deduplicated).toBe(false);
      expect(created.id).toMatch(/^[0-9a-f]{24}$/);
      const again = await client.crm.contacts.create({
        name: 'G. Hopper',
        emails: [{ email: 'GRACE@navy.test' }],
      });
      expect(again).toMatchObject({ id: created.id, deduplicated: true });

      const got = await client.crm.contacts.get(created.id);
      expect(got.emails[0]?.email).toBe('grace@navy.test');
      const updated = await client.crm.contacts.update(created.id, {
        companyName: 'US Navy',
        phones: [{ phone: '+1 555 0100' }],
      });
      expect(updated).toMatchObject({ companyName: 'US Navy', name: 'Grace Hopper' });
      expect(updated.phones).toEqual([{ phone: '+1 555 0100', type: null }]);

      const page = await client.crm.contacts.list({ search: 'hopper' });
      expect(page.items.map((c) => c.id)).toEqual([created.id]);
      expect(page.items[0]?.emails).toEqual([]);
      expect(page.hasMore).toBe(false);

      const { data, response } = await client.crm.contacts.get(created.id).withResponse();
      expect(data.id).toBe(created.id);
      expect(response.status).toBe(200);

      await client.crm.contacts.delete(created.id);
      await expect(client.crm.contacts.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('iterates every page with for await, honours maxItems, and resumes from a page', async () => {
      const names: string[] = [];
      for (let i = 0; i < 23; i++)
        names.push((await client.crm.contacts.create({ name: `Paged ${i}`, tags: ['paged'] })).name!);
      const seen: string[] = [];
      for await (const c of client.crm.contacts.list({ search: 'paged', pageSize: 5 })) seen.push(c.name!);
      expect(seen).toEqual([...names].reverse());
      const page3 = await client.crm.contacts.list({ search: 'paged', pageSize: 5, page: 3 });
      expect(page3.items.map((c) => c.name)).toEqual(seen.slice(10, 15));
      const limited: string[] = [];
      for await (const c of client.crm.contacts
        .list({ search: 'paged', pageSize: 5 })
        .autoPaginate({ maxItems: 7 }))
        limited.push(c.name!);
      expect(limited).toEqual(seen.slice(0, 7));
    });

    it('raises typed errors the guard narrows', async () => {
      const missing = await client.crm.contacts.get('ffffffffffffffffffffffff').catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(NotFoundError);
      if (!isPlatformError(missing, 'NOT_FOUND')) throw new Error('guard did not narrow');
      expect(missing.statusCode).toBe(404);
      expect(missing.path).toContain('/api/v3.0/crm/public/contacts/');

      await client.crm.contacts.create({ name: 'One', emails: [{ email: 'split-one@x.test' }] });
      await client.crm.contacts.create({ name: 'Two', phones: [{ phone: '+1 555 4242' }] });
      const conflict = await client.crm.contacts
        .create({ name: 'Both', emails: [{ email: 'split-one@x.test' }], phones: [{ phone: '+1 555 4242' }] })
        .catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(ConflictError);
      expect((conflict as ConflictError).details).toEqual([{ field: 'contact', message: 'weak_key_split' }]);

      const bad = make('pk_emu_not_a_key');
      const auth = await bad.crm.usage().catch((e: unknown) => e);
      expect(auth).toBeInstanceOf(AuthenticationError);
      expect((auth as AuthenticationError).errorCode).toBe('API_KEY_INVALID');
      expect(JSON.stringify(auth)).not.toContain('pk_emu_not_a_key');
      expect(String((auth as Error).stack)).not.toContain('pk_emu_not_a_key');

      const reader = make((await emu.createKey(orgId, { scopes: ['crm:read'] })).key);
      const scope = await reader.crm.contacts.create({ name: 'No' }).catch((e: unknown) => e);
      expect(scope).toBeInstanceOf(PermissionDeniedError);
      expect(isPlatformError(scope, 'SCOPE_FORBIDDEN')).toBe(true);
    });

    it('validates requests locally: nothing is sent and no quota is spent', async () => {
      const before = (await client.crm.usage()).used;
      const err = await client.crm.contacts
        .create({ name: 'X', emails: [{ email: 'nope' }] })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).local).toBe(true);
      expect((err as ValidationError).details[0]?.field).toBe('emails.0.email');
      await expect(client.crm.contacts.list({ pageSize: 51 })).rejects.toBeInstanceOf(ValidationError);
      await expect(client.crm.contacts.get('123')).rejects.toBeInstanceOf(ValidationError);
      expect((await client.crm.usage()).used).toBe(before);
    });

    it("never shows another organization's contacts: 404, not 403", async () => {
      const mine = await client.crm.contacts.create({ name: 'Private Person' });
      await expect(otherClient.crm.contacts.get(mine.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(otherClient.crm.contacts.update(mine.id, { name: 'Hijack' })).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(otherClient.crm.contacts.delete(mine.id)).rejects.toBeInstanceOf(NotFoundError);
      const theirs = await otherClient.crm.contacts.list({ search: 'private person' });
      expect(theirs.items).toEqual([]);
      expect((await client.crm.contacts.get(mine.id)).name).toBe('Private Person');
    });
  });
}
