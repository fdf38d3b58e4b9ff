// A webhook receiver on Hono (docs/webhooks.md#hono), served by @hono/node-server, run by
// test/receivers.test.ts: every verified event is printed as one JSON line.
import { serve } from '@hono/node-server';
import { createWebhookHandler } from '@platform-api/webhook-verifier';
import { Hono } from 'hono';

const webhooks = createWebhookHandler({
  secret: process.env.WEBHOOK_SECRET!,
  onEvent: async (event) => console.log(JSON.stringify({ type: event.type, id: event.id })),
});

const app = new Hono();
app.post('/webhooks', (c) => webhooks(c.req.raw)); // c.req.raw: before anything reads the body

const server = serve(
  { fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: '127.0.0.1' },
  () => console.log('ready'),
);
process.on('SIGTERM', () => server.close());
