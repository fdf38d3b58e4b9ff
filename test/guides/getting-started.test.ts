// The test of docs/getting-started.md, step 3 (shown there verbatim from the next line on).
import { createEmulator } from '@platform-api/emulator';
import { NotFoundError, PlatformClient } from '@platform-api/sdk';
import { expect, it } from 'vitest';

it('archives a contact', async () => {
  const emulator = await createEmulator();
  const org = await emulator.createOrg({ plan: 'platinum' });
  const { key } = await emulator.createKey(org.id);
  const client = new PlatformClient({ apiKey: key, baseUrl: emulator.baseUrl, fetch: emulator.fetch });

  const contact = await client.crm.contacts.create({ name: 'Temp' });
  await client.crm.contacts.delete(contact.id);
  await expect(client.crm.contacts.get(contact.id)).rejects.toBeInstanceOf(NotFoundError);
});
