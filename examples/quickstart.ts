// The README's SDK example, run by test/examples.test.ts against an emulator with the demo seed.
import { isPlatformError, PlatformClient } from '@platform-api/sdk';

const client = new PlatformClient({
  apiKey: process.env.PLATFORM_API_KEY ?? 'pk_demo_acme_reader_H7nB3cY6dJ1sF0qe', // a demo key of the emulator
  baseUrl: process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010',
});

// One page, typed as the spec's tables.
const page = await client.crm.contacts.list({ search: 'engineer', pageSize: 5 });
console.log(page.items.map((c) => c.name));

// Every contact of every page.
let count = 0;
for await (const _contact of client.crm.contacts.list({ pageSize: 50 })) count++;
console.log(`${count} contacts`);

// Typed errors.
try {
  await client.crm.contacts.get('ffffffffffffffffffffffff');
} catch (err) {
  if (isPlatformError(err, 'NOT_FOUND')) console.log(`not found: ${err.message}`);
  else throw err;
}

const usage = await client.crm.usage();
console.log(`${usage.used}/${usage.dailyQuota} CRM calls used today; resets at ${usage.resetsAt}`);
