// Step 2 of docs/getting-started.md (shown there verbatim from the next line on); run by the tests.
import { PlatformClient } from '@platform-api/sdk';

const client = new PlatformClient({
  apiKey: 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w',
  baseUrl: process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010',
  workspaceId: '65f1c0de00000000000000a1', // this key grants two workspaces
});

const ada = await client.crm.contacts.create({
  name: 'Ada Lovelace',
  emails: [{ email: 'ada@example.com', type: 'work' }],
  tags: ['Referral'],
});
console.log(ada.id, ada.deduplicated); // deduplicated: true when the email matched an existing contact
