import { createEmulator } from '@platform-api/emulator';
import { type AnyOperation, allOperations, fullPath } from '@platform-api/sdk/operations';
import { describe, expect, it } from 'vitest';

interface Call {
  op: AnyOperation;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const op = (id: string) => {
  const found = allOperations.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n(Ada Lovelace) Tj\ntrailer << >>\n%%EOF\n',
).toString('base64');

/**
 * The isolation property over every route: every call organization A makes on its own records,
 * replayed by organization B with the same ids and bodies, answers 404 and changes nothing of A's;
 * every list and search B makes shows none of A's ids.
 */
describe('one organization never sees or touches another one’s data', () => {
  it('every route with an id answers 404 to the other organization; lists and searches show nothing of it', async () => {
    const emu = await createEmulator({
      seed: 'demo',
      webhookFetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? (await new Request(input, init).text())));
        return new Response(body.type === 'webhook.verify' ? body.data.challenge : 'ok');
      }) as typeof fetch,
    });
    const a = { key: emu.demo!.keys.globexAdmin, ws: emu.demo!.ids.globexWorkspace };
    const b = { key: emu.demo!.keys.acmeAdmin, ws: emu.demo!.ids.acmeDefaultWorkspace };
    const send = async (who: { key: string; ws: string }, call: Call) => {
      let path = fullPath(call.op);
      for (const [k, v] of Object.entries(call.params ?? {})) path = path.replace(`{${k}}`, v);
      const url = new URL(emu.baseUrl + path);
      url.searchParams.set('workspaceId', who.ws);
      for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
      const res = await emu.fetch(url, {
        method: call.op.method,
        headers: {
          'x-api-key': who.key,
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        redirect: 'manual',
      });
      const text = await res.text();
      return { status: res.status, text, body: text ? JSON.parse(text) : null };
    };

    // A's records, through A's own calls (each recorded, to be replayed by B).
    const calls: Call[] = [];
    const as = async (call: Call) => {
      const res = await send(a, call);
      expect(res.status, `${call.op.id}: ${res.text}`).toBeLessThan(400);
      calls.push(call);
      return res.body;
    };
    const contact = await as({
      op: op('crm.contacts.create'),
      body: { name: 'Ada Lovelace', emails: [{ email: 'ada@globex.example' }] },
    });
    await as({ op: op('crm.contacts.get'), params: { id: contact.id } });
    await as({ op: op('crm.contacts.update'), params: { id: contact.id }, body: { companyName: 'Globex' } });
    await as({
      op: op('crm.contacts.resume'),
      params: { id: contact.id },
      body: { fileName: 'ada.pdf', mimeType: 'application/pdf', contentBase64: PDF },
    });
    await as({
      op: op('crm.contacts.interactions.log'),
      params: { id: contact.id },
      body: { type: 'phonecall' },
    });
    await as({ op: op('crm.contacts.interactions.list'), params: { id: contact.id } });
    const list = await as({ op: op('crm.lists.create'), body: { name: 'Globex Board' } });
    await as({ op: op('crm.lists.get'), params: { id: list.id } });
    await as({ op: op('crm.lists.update'), params: { id: list.id }, body: { color: 'blue' } });
    const stages = (await as({
      op: op('crm.lists.stages.add'),
      params: { id: list.id },
      body: { name: 'Extra' },
    })) as { id: string }[];
    const stageIds = stages.map((s) => s.id);
    await as({
      op: op('crm.lists.stages.reorder'),
      params: { id: list.id },
      body: { stageIds: [...stageIds].reverse() },
    });
    await as({
      op: op('crm.lists.stages.update'),
      params: { id: list.id, stageId: stageIds[0]! },
      body: { name: 'First' },
    });
    const card = await as({
      op: op('crm.lists.items.add'),
      params: { id: list.id },
      body: { contactId: contact.id },
    });
    await as({
      op: op('crm.lists.items.move'),
      params: { id: list.id, itemId: card.id },
      body: { stageId: stageIds[1]! },
    });
    const endpoint = await as({
      op: op('webhooks.endpoints.create'),
      body: {
        url: 'https://hooks.globex.example/in',
        events: ['application.received'],
        workspaceIds: [a.ws],
      },
    });
    await emu.flushWebhooks();
    await as({ op: op('webhooks.endpoints.get'), params: { id: endpoint.id } });
    await as({
      op: op('webhooks.endpoints.update'),
      params: { id: endpoint.id },
      body: { description: 'ATS' },
    });
    const ping = await as({ op: op('webhooks.endpoints.test'), params: { id: endpoint.id } });
    await emu.flushWebhooks();
    await as({ op: op('webhooks.deliveries.list'), params: { id: endpoint.id } });
    await as({ op: op('webhooks.deliveries.redeliver'), params: { id: endpoint.id, deliveryId: ping.id } });
    await as({ op: op('webhooks.endpoints.verify'), params: { id: endpoint.id } });
    await as({ op: op('webhooks.endpoints.rotateSecret'), params: { id: endpoint.id } });
    const job = await emu.createJob({ orgId: emu.demo!.ids.globexOrg, title: 'Welder' });
    await emu.createApplication({
      postId: job.postId,
      candidate: { name: 'Grace', email: 'grace@globex.example', resume: true },
    });
    await emu.flushWebhooks();
    const [received] = emu
      .listDeliveries({ endpointId: endpoint.id })
      .filter((d) => d.eventType === 'application.received');
    const resumeUrl: string = (received!.payload as { data: { candidate: { resumeUrl: string } } }).data
      .candidate.resumeUrl;
    await as({
      op: op('webhooks.assets.redeem'),
      params: { token: resumeUrl.slice(resumeUrl.lastIndexOf('/') + 1) },
    });
    // Destructive ones last (A's records must exist while B tries them).
    const destructive: Call[] = [
      {
        op: op('crm.lists.stages.delete'),
        params: { id: list.id, stageId: stageIds[1]! },
        query: { moveToStageId: stageIds[0]! },
      },
      { op: op('crm.lists.items.remove'), params: { id: list.id, itemId: card.id } },
      { op: op('crm.lists.delete'), params: { id: list.id } },
      { op: op('crm.contacts.delete'), params: { id: contact.id } },
      { op: op('webhooks.endpoints.delete'), params: { id: endpoint.id } },
    ];

    // Every operation with an id is in the replay: the property covers every such route.
    const withIds = allOperations
      .filter((o) => Object.keys(o.params).length > 0)
      .map((o) => o.id)
      .sort();
    expect(
      [...new Set([...calls, ...destructive].filter((c) => c.params).map((c) => c.op.id))].sort(),
    ).toEqual(withIds);

    const before = JSON.stringify((emu.exportState() as { tables: unknown }).tables);
    for (const call of [...calls, ...destructive].filter((c) => c.params)) {
      const res = await send(b, call);
      expect([call.op.id, res.status], res.text).toEqual([call.op.id, 404]);
      expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
    }
    // B changed nothing of A's (B's quota counters are not tables).
    expect(JSON.stringify((emu.exportState() as { tables: unknown }).tables)).toBe(before);

    // Lists and searches of B show none of A's ids.
    const secretsOfA = [contact.id, list.id, card.id, endpoint.id, ping.id, job.postId, ...stageIds];
    for (const call of [
      { op: op('crm.contacts.list'), query: { search: 'ada' } },
      { op: op('crm.contacts.list'), query: { pageSize: '50' } },
      { op: op('crm.lists.list') },
      { op: op('webhooks.endpoints.list') },
    ] as Call[]) {
      const res = await send(b, call);
      expect(res.status).toBe(200);
      for (const id of secretsOfA) expect(res.text, `${call.op.id} shows ${id}`).not.toContain(id);
    }
    for (const call of destructive) expect((await send(a, call)).status, call.op.id).toBeLessThan(400);
    await emu.close();
  });
});
