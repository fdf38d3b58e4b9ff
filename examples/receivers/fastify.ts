// A webhook receiver on Fastify (docs/webhooks.md#fastify), run by test/receivers.test.ts: every
// verified event is printed as one JSON line. PORT and WEBHOOK_SECRET from the environment.
import { isEventType, isWebhookVerificationError, verify } from '@platform-api/webhook-verifier';
import Fastify from 'fastify';

const app = Fastify();
const secret = process.env.WEBHOOK_SECRET!;
const seen = new Set<string>(); // use a shared store in production

app.register(async (scope) => {
  // Raw bytes in this scope only: the signature covers the exact body.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  scope.post('/webhooks', async (request, reply) => {
    let event: Awaited<ReturnType<typeof verify>>;
    try {
      event = await verify(request.body as Buffer, request.headers, { secret });
    } catch (error) {
      if (!isWebhookVerificationError(error)) throw error;
      return reply.code(error.code === 'invalid_payload' ? 400 : 401).send({ error: { code: error.code } });
    }
    if (isEventType(event, 'webhook.verify')) return reply.type('text/plain').send(event.data.challenge);
    if (seen.has(event.id)) return { ok: true, duplicate: true };
    console.log(JSON.stringify({ type: event.type, id: event.id }));
    seen.add(event.id);
    return { ok: true };
  });
});

await app.listen({ port: Number(process.env.PORT ?? 3000), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close());
