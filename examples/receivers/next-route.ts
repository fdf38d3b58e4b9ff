// A webhook receiver as a Next.js App Router route handler (docs/webhooks.md#nextjs-app-router):
// the file app/api/webhooks/route.ts of a Next.js app. Route handlers get the untouched `Request`,
// so the handler is the export itself; test/receivers.test.ts calls it as Next.js does.
import { createWebhookHandler } from '@platform-api/webhook-verifier';

export const received: { type: string; id: string }[] = [];

export const POST = createWebhookHandler({
  secret: process.env.WEBHOOK_SECRET!,
  handlers: {
    'application.received': async (event) => {
      received.push({ type: event.type, id: event.id });
    },
  },
});
