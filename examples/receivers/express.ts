// A webhook receiver on Express (docs/webhooks.md#express), run by test/receivers.test.ts: every
// verified event is printed as one JSON line. PORT and WEBHOOK_SECRET from the environment.
import { webhookMiddleware } from '@platform-api/webhook-verifier';
import express from 'express';

const app = express();

// Mount the webhook route BEFORE express.json(): it reads the raw body from the stream itself.
app.post(
  '/webhooks',
  webhookMiddleware({
    secret: process.env.WEBHOOK_SECRET!,
    onEvent: async (event) => console.log(JSON.stringify({ type: event.type, id: event.id })),
  }),
);

app.use(express.json()); // for your other routes

const server = app.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close());
