// The msw example of docs/emulator.md (shown there verbatim from the next line on).
import { createEmulator } from '@platform-api/emulator';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';

const emulator = await createEmulator({ seed: 'demo' });
const server = setupServer(...emulator.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('any client reaches the emulator at emulator.baseUrl', async () => {
  const res = await fetch(`${emulator.baseUrl}/api/v3.0/crm/public/usage`, {
    headers: { 'x-api-key': emulator.demo!.keys.acmeReader },
  });
  expect((await res.json()).dailyQuota).toBe(500);
});
