import {
  type AnyOperation,
  allOperations,
  allWebhookEvents,
  checkResponse,
  fullPath,
  webhookEvents,
} from '@platform-api/sdk/operations';
import type { WebhookEventType } from '@platform-api/sdk/schemas';
import { errorEnvelopeSchema } from '@platform-api/sdk/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type Fixture, setup } from './helpers.ts';
import { base64, MIME, pdf } from './resume-fixtures.ts';
import { activeEndpoint, fakeReceiver, jobOf } from './webhooks-helpers.ts';

/**
 * The contract between the SDK and the emulator: every operation of the table is called against
 * the emulator, and every answer is parsed STRICTLY — a success by the operation's response schema,
 * an error by the envelope schema — so a field renamed, added or dropped on either side fails here.
 * The same holds for every event type of the event table: each webhook payload delivered is parsed
 * strictly by its event's schema.
 */

/** Parses `value` with `schema` and fails on any key the schema does not declare, at any depth. */
export function strictParse(schema: z.core.$ZodType, value: unknown, where: string): void {
  const mismatch = checkResponse('strict', schema, value, where);
  if (mismatch) {
    throw new Error(
      `${where}: the body does not match its schema: ${mismatch.issues.map((i) => `${i.field} ${i.message}`).join('; ')}`,
    );
  }
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Expected status when it is not the operation's (a card that already exists: 200). */
  status?: number;
}

/** Sends one operation as raw HTTP and checks the answer strictly. */
async function send(f: Fixture, op: AnyOperation, call: Call = {}, key = f.key) {
  let path = fullPath(op);
  for (const [name, value] of Object.entries(call.params ?? {})) path = path.replace(`{${name}}`, value);
  const url = new URL(f.emu.baseUrl + path);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const res = await f.emu.fetch(url, {
    method: op.method,
    headers: { 'x-api-key': key, ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    redirect: 'manual',
  });
  const body = await res.json();
  const where = `${op.id} (${op.method} ${path})`;
  if (res.status >= 400) {
    strictParse(errorEnvelopeSchema, body, `${where} error`);
    throw new Error(`${where} answered ${res.status} ${JSON.stringify(body)}`);
  }
  expect(res.status, where).toBe(call.status ?? op.status);
  strictParse(op.response, body, where);
  covered.add(op.id);
  return body;
}

const covered = new Set<string>();
const ops = Object.fromEntries(allOperations.map((op) => [op.id, op])) as Record<string, AnyOperation>;
const op = (id: string): AnyOperation => {
  const found = ops[id];
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every operation answers what the SDK declares (strict)', () => {
  it('CRM', async () => {
    const f = await setup();
    const contact = await send(f, op('crm.contacts.create'), {
      body: { name: 'Ada Lovelace', emails: [{ email: 'ada@example.com', type: 'work' }], tags: ['Math'] },
    });
    await send(f, op('crm.contacts.list'), { query: { search: 'ada', pageSize: 5 } });
    await send(f, op('crm.contacts.get'), { params: { id: contact.id } });
    await send(f, op('crm.contacts.update'), {
      params: { id: contact.id },
      body: { companyName: 'Analytical' },
    });
    await send(f, op('crm.contacts.resume'), {
      params: { id: contact.id },
      body: { fileName: 'ada.pdf', mimeType: MIME.pdf, contentBase64: base64(pdf(['Ada Lovelace'])) },
    });
    await send(f, op('crm.contacts.interactions.log'), {
      params: { id: contact.id },
      body: { type: 'phonecall' },
    });
    await send(f, op('crm.contacts.interactions.list'), { params: { id: contact.id } });
    await send(f, op('crm.interactionTypes'));
    await send(f, op('crm.usage'));

    const list = await send(f, op('crm.lists.create'), { body: { name: 'Contract Board' } });
    await send(f, op('crm.lists.list'));
    await send(f, op('crm.lists.get'), { params: { id: list.id }, query: { pageSize: 5 } });
    await send(f, op('crm.lists.update'), { params: { id: list.id }, body: { color: 'blue' } });
    const stages = await send(f, op('crm.lists.stages.add'), {
      params: { id: list.id },
      body: { name: 'Extra' },
    });
    const ids = stages.map((s: { id: string }) => s.id);
    await send(f, op('crm.lists.stages.reorder'), {
      params: { id: list.id },
      body: { stageIds: [...ids].reverse() },
    });
    await send(f, op('crm.lists.stages.update'), {
      params: { id: list.id, stageId: ids[0] },
      body: { name: 'First' },
    });
    const card = await send(f, op('crm.lists.items.add'), {
      params: { id: list.id },
      body: { contactId: contact.id },
    });
    await send(f, op('crm.lists.items.add'), {
      params: { id: list.id },
      body: { contactId: contact.id, stageId: ids[2] },
      status: 200,
    });
    await send(f, op('crm.lists.items.move'), {
      params: { id: list.id, itemId: card.id },
      body: { stageId: ids[1] },
    });
    await send(f, op('crm.lists.stages.delete'), {
      params: { id: list.id, stageId: ids[1] },
      query: { moveToStageId: ids[0] },
    });
    await send(f, op('crm.lists.items.remove'), { params: { id: list.id, itemId: card.id } });
    await send(f, op('crm.lists.delete'), { params: { id: list.id } });
    await send(f, op('crm.contacts.delete'), { params: { id: contact.id } });
  });

  it('webhooks', async () => {
    const f = await setup();
    const rx = fakeReceiver();
    const endpoint = await activeEndpoint(f);
    await send(f, op('webhooks.endpoints.create'), {
      body: {
        url: 'https://hooks.example.com/second',
        events: ['application.received'],
        workspaceIds: [f.workspaceId],
      },
      status: 201,
    });
    await send(f, op('webhooks.endpoints.list'));
    await send(f, op('webhooks.endpoints.get'), { params: { id: endpoint.id } });
    await send(f, op('webhooks.endpoints.update'), {
      params: { id: endpoint.id },
      body: { description: 'ATS sync' },
    });
    await send(f, op('webhooks.endpoints.rotateSecret'), { params: { id: endpoint.id } });
    await send(f, op('webhooks.endpoints.verify'), { params: { id: endpoint.id } });
    const ping = await send(f, op('webhooks.endpoints.test'), { params: { id: endpoint.id } });
    await f.emu.flushWebhooks();
    await send(f, op('webhooks.deliveries.list'), { params: { id: endpoint.id } });
    await send(f, op('webhooks.deliveries.redeliver'), { params: { id: endpoint.id, deliveryId: ping.id } });
    await send(f, op('webhooks.events'));
    await send(f, op('webhooks.usage'));

    const job = await jobOf(f);
    await job.apply({ resume: true });
    await f.emu.flushWebhooks();
    const resumeUrl: string = rx.ofType('application.received')[0]!.event.data.candidate.resumeUrl;
    const token = resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1);
    await send(f, op('webhooks.assets.redeem'), { params: { token } });
    await send(f, op('webhooks.endpoints.delete'), { params: { id: endpoint.id } });
  });

  it('job-builder, candidate-search, job-search', async () => {
    const f = await setup();
    const prompt = 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL';
    await send(f, op('job-builder.generate'), { body: { prompt, language: 'es', includeDescription: true } });
    await send(f, op('job-builder.jobs.create'), { body: { prompt, language: 'en' } });
    const published = await send(f, op('job-builder.jobs.create'), {
      body: { prompt: 'Registered nurse, remote in Portugal', language: 'pt', publishMode: 'publish' },
    });
    expect(published.listId).toEqual(expect.any(String));
    await send(f, op('job-builder.usage'));

    await f.emu.addCandidates([
      { displayName: 'Ada Lovelace', headline: 'Backend Engineer', topSkills: ['Node.js', 'PostgreSQL'] },
    ]);
    const candidates = await send(f, op('candidate-search.search'), { body: { query: 'backend node' } });
    expect(candidates.results).toHaveLength(1);
    await send(f, op('candidate-search.usage'));

    await f.emu.addPublicJobs([{ title: 'Backend Engineer', description: '<p>Node.js</p>', language: 'en' }]);
    const jobs = await send(f, op('job-search.search'), { body: { query: 'backend' } });
    expect(jobs.jobs).toHaveLength(1);
    await send(f, op('job-search.usage'));
    await send(f, op('job-search.openapi'));
  });

  it('errors: every family answers in the exact envelope', async () => {
    const f = await setup();
    const cases: [AnyOperation, Call, string?][] = [
      [op('crm.contacts.get'), { params: { id: 'nope' } }],
      [op('crm.contacts.get'), { params: { id: 'ffffffffffffffffffffffff' } }],
      [op('crm.contacts.create'), { body: { name: '' } }],
      [op('crm.lists.create'), { body: { name: 'Bad-Name' } }],
      [op('crm.usage'), {}, 'not-a-key'],
      [op('webhooks.endpoints.get'), { params: { id: 'ffffffffffffffffffffffff' } }],
      [op('job-builder.generate'), { body: { prompt: '', language: 'en' } }],
      [op('candidate-search.search'), { body: { query: 'x' } }],
      [op('job-search.search'), { body: { pageSize: 26 } }],
      [
        op('webhooks.endpoints.create'),
        { body: { url: 'http://localhost/x', events: [], workspaceIds: [] } },
      ],
    ];
    for (const [operation, call, key] of cases) {
      await expect(send(f, operation, call, key ?? f.key)).rejects.toThrow(/answered (400|401|404)/);
    }
  });

  it('webhook events: every payload delivered, and every one the control API lists, matches its event schema', async () => {
    const f = await setup();
    const rx = fakeReceiver();
    // webhook.verify: on create (echoed: the endpoint becomes active) and on the verify call.
    const endpoint = await activeEndpoint(f);
    await send(f, op('webhooks.endpoints.verify'), { params: { id: endpoint.id } });
    // webhook.ping: the test action, and a redelivery of it (the same bytes).
    const ping = await send(f, op('webhooks.endpoints.test'), { params: { id: endpoint.id } });
    await f.emu.flushWebhooks();
    await send(f, op('webhooks.deliveries.redeliver'), { params: { id: endpoint.id, deliveryId: ping.id } });
    // application.received: every optional field present once, and absent once.
    const job = await jobOf(f);
    await f.emu.createApplication({
      postId: job.postId,
      candidate: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phoneNumber: '+1 202 555 0100',
        locationName: 'Arlington',
        countryCode: 'us',
        resume: true,
        video: true,
      },
      source: 'mobile',
      screeningAnswers: [
        { questionId: 'q1', question: 'Weekends?', answer: true, answerKind: 'boolean', required: true },
        { question: 'Years of COBOL?', answer: 40 },
      ],
    });
    await job.apply();
    await f.emu.flushWebhooks();

    const seen = new Set<WebhookEventType>();
    const check = (payload: unknown, where: string) => {
      const type = (payload as { type: WebhookEventType }).type;
      const event = webhookEvents[type];
      if (!event) throw new Error(`${where}: an event type the table does not declare: ${type}`);
      strictParse(event.schema, payload, `${where} (${type})`);
      seen.add(type);
    };
    // The bytes a receiver gets, exactly as signed.
    expect(rx.received.length).toBeGreaterThanOrEqual(6);
    for (const delivery of rx.received) check(JSON.parse(delivery.body), `delivered to ${delivery.url}`);
    // What the control API shows, over HTTP like any tool would read it.
    const dump = await f.emu.fetch(`${f.emu.baseUrl}/_emulator/deliveries`);
    const { items } = (await dump.json()) as { items: { id: string; eventType: string; payload: unknown }[] };
    for (const item of items) {
      check(item.payload, `/_emulator/deliveries ${item.id}`);
      expect((item.payload as { type: string }).type, item.id).toBe(item.eventType);
    }
    expect([...seen].sort()).toEqual(allWebhookEvents.map((e) => e.type).sort());
  });

  it('covers every operation of the table', () => {
    const missing = allOperations.map((o) => o.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});
