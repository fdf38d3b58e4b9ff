// The vitest example of docs/emulator.md (shown there verbatim from the next line on).
import { createEmulator } from '@platform-api/emulator';
import { PlatformClient, QuotaExceededError } from '@platform-api/sdk';
import { expect, it } from 'vitest';

it('the daily quota comes back after UTC midnight', async () => {
  const emulator = await createEmulator({
    clockStart: '2026-04-01T22:00:00Z',
    quotas: { crm: { daily: 3 } },
  });
  const org = await emulator.createOrg({ plan: 'platinum' });
  const { key } = await emulator.createKey(org.id);
  const client = new PlatformClient({ apiKey: key, baseUrl: emulator.baseUrl, fetch: emulator.fetch });

  for (let i = 0; i < 3; i++) await client.crm.contacts.list();
  await expect(client.crm.contacts.list()).rejects.toBeInstanceOf(QuotaExceededError);

  await emulator.clock.set('2026-04-02T00:00:01Z');
  await expect(client.crm.contacts.list()).resolves.toBeDefined();
});
