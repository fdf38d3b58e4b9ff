// The webhook examples of docs/webhooks.md (each #region is shown there verbatim), run by
// test/webhooks-examples.test.ts against an emulator started with the demo seed and
// --allow-local-webhooks.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPlatformError, PlatformClient } from '@platform-api/sdk';
import { type NodeWebhookMiddleware, webhookMiddleware } from '@platform-api/webhook-verifier';

const baseUrl = process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010';
const client = new PlatformClient({
  apiKey: process.env.PLATFORM_API_KEY ?? 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w', // a demo key of the emulator
  baseUrl,
});
const workspaceId = '65f1c0de00000000000000a1'; // Acme's Default workspace

// #region receiver
// A receiver on this machine (the emulator must run with --allow-local-webhooks to deliver to it).
const received: string[] = [];
let handle: NodeWebhookMiddleware | undefined;
const useSecret = (secret: string | string[]) => {
  handle = webhookMiddleware({
    secret,
    handlers: {
      'application.received': async (event) => {
        received.push(event.id);
        const resumeUrl = event.data.candidate.resumeUrl;
        if (resumeUrl) {
          const resume = await client.webhooks.downloadAsset(resumeUrl); // redeemed with the key
          console.log('resume', resume.contentType, resume.data.byteLength > 0);
        }
      },
    },
  });
};
const server = createServer((req, res) => {
  if (handle) return handle(req, res);
  res.statusCode = 503; // no secret yet: the platform retries, or POST …/verify once configured
  res.end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
// #endregion receiver

// #region create
const endpoint = await client.webhooks.endpoints.create({
  url: receiverUrl,
  description: 'ATS sync',
  events: ['application.received'],
  workspaceIds: [workspaceId],
});
useSecret(endpoint.secret); // shown only now (and by rotateSecret): keep it in your secret store
console.log(endpoint.status); // pending_verification: a webhook.verify challenge is on its way
// The receiver may have missed it (it had no secret yet): send a new one (at most 5 an hour).
await client.webhooks.endpoints.verify(endpoint.id);
// #endregion create

// #region flush
// Emulator only: attempt every delivery due now and wait for it (here: the challenge).
await fetch(`${baseUrl}/_emulator/webhooks/flush`, { method: 'POST' });
const verified = await client.webhooks.endpoints.get(endpoint.id);
console.log(verified.status, verified.stats.succeeded24h); // active 1
// #endregion flush

// #region apply
// Emulator only: a candidate applies to a published job; application.received goes out.
const job = await (
  await fetch(`${baseUrl}/_emulator/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: '65f1c0de0000000000000001', workspaceId, title: 'Data Engineer' }),
  })
).json();
const applied = await (
  await fetch(`${baseUrl}/_emulator/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postId: job.postId,
      candidate: { name: 'Ada Lovelace', email: 'ada@example.com', resume: true },
    }),
  })
).json();
await fetch(`${baseUrl}/_emulator/webhooks/flush`, { method: 'POST' });
console.log(received.includes(applied.eventId)); // true
// #endregion apply

// #region manage
for await (const e of client.webhooks.endpoints.list()) console.log(e.id, e.url, e.status);

await client.webhooks.endpoints.test(endpoint.id); // a webhook.ping, whatever the status
for await (const d of client.webhooks.deliveries.list(endpoint.id, { pageSize: 50 })) {
  console.log(d.eventType, d.status, d.attempts, d.lastStatusCode, d.lastError);
}

// Failed deliveries can be replayed within 30 days of the event's first delivery: same event id, same bytes.
const failed = await client.webhooks.deliveries.list(endpoint.id, { status: 'failed' });
for (const d of failed.items) await client.webhooks.deliveries.redeliver(endpoint.id, d.id);

const { used, dailyQuota, endpoints } = await client.webhooks.usage();
console.log(`${used}/${dailyQuota} deliveries today, ${endpoints.count}/${endpoints.limit} endpoints`);
// #endregion manage

// #region rotate
const rotated = await client.webhooks.endpoints.rotateSecret(endpoint.id);
// Until previousSecretExpiresAt (24 hours), deliveries carry two signatures: accept both secrets.
useSecret([endpoint.secret, rotated.secret]);
console.log(rotated.previousSecretExpiresAt !== null); // true
// #endregion rotate

// #region status
// Pause deliveries, then resume. A suspended endpoint (failing for 24 hours and 12 attempts) is
// re-enabled the same way, once the receiver is fixed.
await client.webhooks.endpoints.update(endpoint.id, { status: 'disabled' });
await client.webhooks.endpoints.update(endpoint.id, { status: 'active' });

try {
  await client.webhooks.endpoints.update(endpoint.id, {
    url: 'http://127.0.0.1:1/elsewhere',
    status: 'active',
  });
} catch (error) {
  // A new url must answer a challenge first.
  if (isPlatformError(error, 'ENDPOINT_STATUS_CONFLICT')) console.log('verify the new url first');
  else throw error;
}
await client.webhooks.endpoints.delete(endpoint.id);
// #endregion status

server.close();
