import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import {
  type ClientOptions,
  ConflictError,
  type Crm,
  IdempotencyError,
  isPipelineNotFound,
  isPlatformError,
  NotFoundError,
  type PlatformClient,
  ValidationError,
} from '@platform-api/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, clientFor, doors, rejection } from './lib/doors.ts';

for (const door of doors) {
  describe(`SDK pipelines against the emulator (${door.name})`, () => {
    let emu: Emulator;
    let conn: Connection;
    let orgId: string;
    let workspaceId: string;
    let client: PlatformClient;
    const make = (apiKey: string, extra: ClientOptions = {}) => clientFor(conn, apiKey, extra);
    const newContact = async (name: string) => (await client.crm.contacts.create({ name })).id;

    beforeAll(async () => {
      emu = await createEmulator({ unlimited: true, limits: { crm: { maxCardsToReassign: 3 } } });
      conn = await door.connect(emu);
      const org = await emu.createOrg({ plan: 'platinum' });
      orgId = org.id;
      workspaceId = org.workspaces[0]!.id;
      client = make((await emu.createKey(org.id)).key);
    });
    afterAll(async () => {
      await conn.close?.();
    });

    it('creates the default board and reads it back with the spec types', async () => {
      const created: Crm.Pipeline = await client.crm.lists.create({
        name: 'Backend Engineers 2026',
        color: '#1a73e8',
      });
      expect(created).toMatchObject({
        name: 'Backend Engineers 2026',
        templateType: 'CANDIDATE_PIPELINE_EN',
        associatedPosts: [],
        itemCount: 0,
        page: 1,
        pageSize: 10,
        hasMore: false,
      });
      expect(created.stages.map((s: Crm.Stage) => [s.name, s.zorder])).toEqual([
        ['Applied', 1],
        ['Screening', 2],
        ['Interview', 3],
        ['Offer', 4],
        ['Hired', 5],
      ]);
      const read = await client.crm.lists.get(created.id, { pageSize: 5 });
      expect(read).toMatchObject({ id: created.id, pageSize: 5, updatedAt: created.updatedAt });

      const own = await client.crm.lists.create({
        name: 'Nurses Madrid',
        stages: [
          { name: 'Solicitud', color: '#3b82f6' },
          { name: 'Entrevista/Visita', color: 'orange' },
        ],
      });
      expect(own.stages.map((s) => s.name)).toEqual(['Solicitud', 'Entrevista/Visita']);
      const copy = await client.crm.lists.create({ name: 'Nurses Barcelona', copyFromListId: own.id });
      expect(copy.stages.map((s) => [s.name, s.color])).toEqual([
        ['Solicitud', '#3b82f6'],
        ['Entrevista/Visita', 'orange'],
      ]);
      expect(copy.templateType).toBe('CANDIDATE_PIPELINE_EN');
    });

    it('rejects bad bodies locally (name rule, caps, both stages and copyFromListId): nothing sent, no quota', async () => {
      const capped = make((await emu.createKey(orgId)).key);
      const before = (await capped.crm.usage()).used;
      const local = async (promise: Promise<unknown>, field: string) => {
        const err = await rejection(promise);
        expect(err).toBeInstanceOf(ValidationError);
        expect((err as ValidationError).local).toBe(true);
        expect((err as ValidationError).details[0]?.field).toBe(field);
      };
      for (const name of [
        'Café',
        'Back-end',
        "O'Neil",
        'R&D',
        'v1.0',
        'Two  Spaces',
        ' Lead',
        'Trail ',
        '',
      ]) {
        await local(capped.crm.lists.create({ name }), 'name');
      }
      const stages = Array.from({ length: 31 }, (_, i) => ({ name: `S${i}`, color: 'blue' }));
      await local(capped.crm.lists.create({ name: 'Big', stages }), 'stages');
      await local(
        capped.crm.lists.create({ name: 'Both', stages: [], copyFromListId: 'a'.repeat(24) }),
        'copyFromListId',
      );
      await local(capped.crm.lists.update('a'.repeat(24), { name: 'No-Hyphens' }), 'name');
      await local(capped.crm.lists.update('a'.repeat(24), {}), '(body)');
      await local(capped.crm.lists.get('nope'), 'id');
      await local(capped.crm.lists.stages.update('a'.repeat(24), 'nope', { name: 'x' }), 'stageId');
      await local(capped.crm.lists.items.remove('a'.repeat(24), 'nope'), 'itemId');
      await local(capped.crm.lists.items.add('a'.repeat(24), { contactId: 'nope' }), 'contactId');
      await local(
        capped.crm.lists.stages.delete('a'.repeat(24), 'b'.repeat(24), { moveToStageId: 'x' }),
        'moveToStageId',
      );
      await local(
        capped.crm.lists.stages.reorder('a'.repeat(24), { stageIds: ['b'.repeat(24), 'B'.repeat(24)] }),
        'stageIds',
      );
      await local(capped.crm.lists.list({ pageSize: 51 }), 'pageSize');
      expect((await capped.crm.usage()).used).toBe(before);
    });

    it('lists newest first and walks every page with for await', async () => {
      const fresh = make((await emu.createKey(orgId)).key, { workspaceId });
      const ids: string[] = [];
      const start = (await fresh.crm.lists.list({ pageSize: 50 })).items.map((p) => p.id);
      for (let i = 0; i < 7; i++) ids.push((await fresh.crm.lists.create({ name: `Paged ${i}` })).id);
      const first = await fresh.crm.lists.list({ pageSize: 3 });
      expect(first.items.map((p) => p.id)).toEqual(ids.slice(-3).reverse());
      expect(first.hasMore).toBe(true);
      expect(first.items[0]).not.toHaveProperty('stages');
      const seen: string[] = [];
      for await (const p of fresh.crm.lists.list({ pageSize: 3 })) seen.push(p.id);
      expect(seen).toEqual([...ids.reverse(), ...start]);
    });

    it('iterates every card of a multi-page board with its stage', async () => {
      const list = await client.crm.lists.create({ name: 'Iterated' });
      const expected = new Map<string, string>();
      for (let i = 0; i < 7; i++) {
        const stage = list.stages[i % 3]!;
        const card = await client.crm.lists.items.add(list.id, {
          contactId: await newContact(`Iter ${i}`),
          stageId: stage.id,
        });
        expected.set(card.id, stage.name);
      }
      const seen = new Map<string, string>();
      for await (const { stage, card } of client.crm.lists.iterateCards(list.id, { pageSize: 2 })) {
        const s: Crm.StageInfo = stage;
        const c: Crm.Card = card;
        expect(c.stageId).toBe(s.id);
        expect(seen.has(c.id)).toBe(false);
        seen.set(c.id, s.name);
      }
      expect(seen).toEqual(expected);
      const board = await client.crm.lists.get(list.id, { pageSize: 2 });
      expect(board.hasMore).toBe(true);
      expect(board.itemCount).toBe(7);
    });

    it('manages stages: add, rename, reorder and delete with moveToStageId', async () => {
      const list = await client.crm.lists.create({ name: 'Stages' });
      const stages = await client.crm.lists.stages.add(list.id, { name: 'Référence / vérif' });
      expect(stages).toHaveLength(6);
      expect(stages[5]).toMatchObject({ name: 'Référence / vérif', zorder: 6, itemCount: 0 });
      const renamed = await client.crm.lists.stages.update(list.id, stages[1]!.id, { name: 'Phone screen' });
      expect(renamed).toMatchObject({ name: 'Phone screen', zorder: 2 });
      const ids = stages.map((s) => s.id);
      const board = await client.crm.lists.stages.reorder(list.id, {
        stageIds: [ids[5]!, ...ids.slice(0, 5)],
      });
      expect(board.stages.map((s) => s.id)).toEqual([ids[5], ...ids.slice(0, 5)]);
      expect(board.stages.map((s) => s.zorder)).toEqual([1, 2, 3, 4, 5, 6]);

      const missing = await rejection(client.crm.lists.stages.reorder(list.id, { stageIds: ids.slice(1) }));
      expect(missing).toBeInstanceOf(ValidationError);
      expect((missing as ValidationError).local).toBe(false);
      expect((missing as ValidationError).details[0]?.field).toBe('stageIds');

      await client.crm.lists.items.add(list.id, {
        contactId: await newContact('On screening'),
        stageId: ids[1]!,
      });
      const required = await rejection(client.crm.lists.stages.delete(list.id, ids[1]!));
      expect(isPlatformError(required, 'MOVE_TO_STAGE_REQUIRED')).toBe(true);
      expect(required).toBeInstanceOf(ValidationError);
      const other = await client.crm.lists.create({ name: 'Other Stages' });
      const foreign = await rejection(
        client.crm.lists.stages.delete(list.id, ids[1]!, { moveToStageId: other.stages[0]!.id }),
      );
      expect(isPipelineNotFound(foreign, 'moveToStageId')).toBe(true);
      const { stagesRemaining } = await client.crm.lists.stages.delete(list.id, ids[1]!, {
        moveToStageId: ids[0]!,
      });
      expect(stagesRemaining.map((s) => [s.id, s.zorder])).toEqual(
        [ids[5], ids[0], ids[2], ids[3], ids[4]].map((id, i) => [id, i + 1]),
      );
      expect(stagesRemaining.find((s) => s.id === ids[0])?.itemCount).toBe(1);

      // Above the reassign limit (3 in this emulator).
      for (let i = 0; i < 4; i++) {
        await client.crm.lists.items.add(list.id, {
          contactId: await newContact(`Bulk ${i}`),
          stageId: ids[2]!,
        });
      }
      const tooMany = await rejection(
        client.crm.lists.stages.delete(list.id, ids[2]!, { moveToStageId: ids[3]! }),
      );
      expect(isPlatformError(tooMany, 'TOO_MANY_ITEMS_TO_REASSIGN')).toBe(true);

      const single = await client.crm.lists.create({
        name: 'Single',
        stages: [{ name: 'Only', color: 'gray' }],
      });
      const last = await rejection(client.crm.lists.stages.delete(single.id, single.stages[0]!.id));
      expect(isPlatformError(last, 'LAST_STAGE_UNDELETABLE')).toBe(true);
    });

    it('adds, moves and removes cards: 201 new, 200 for a contact already on the board', async () => {
      const list = await client.crm.lists.create({ name: 'Cards' });
      const contactId = await newContact('Card person');
      const added = await client.crm.lists.items.add(list.id, { contactId }).withResponse();
      expect(added.response.status).toBe(201);
      const card: Crm.Card = added.data;
      expect(Object.keys(card)).toHaveLength(12);
      expect(card).toMatchObject({
        contactId,
        stageId: list.stages[0]!.id,
        source: 'contact',
        disqualified: false,
      });
      const again = await client.crm.lists.items
        .add(list.id, { contactId, stageId: list.stages[3]!.id })
        .withResponse();
      expect(again.response.status).toBe(200);
      expect(again.data).toMatchObject({ id: card.id, stageId: list.stages[3]!.id });
      const moved = await client.crm.lists.items.move(list.id, card.id, { stageId: list.stages[1]!.id });
      expect(moved.stageId).toBe(list.stages[1]!.id);
      expect((await client.crm.lists.get(list.id)).itemCount).toBe(1);
      expect(await client.crm.lists.items.remove(list.id, card.id)).toEqual({ id: card.id, deleted: true });
      expect((await client.crm.contacts.get(contactId)).id).toBe(contactId);
      expect((await client.crm.lists.get(list.id)).itemCount).toBe(0);

      const notFound = async (promise: Promise<unknown>, field: string) => {
        const err = await rejection(promise);
        expect(err).toBeInstanceOf(NotFoundError);
        expect(isPipelineNotFound(err, field as never)).toBe(true);
        expect((err as NotFoundError).details[0]?.field).toBe(field);
      };
      const other = await client.crm.lists.create({ name: 'Other Cards' });
      await notFound(client.crm.lists.items.add(list.id, { contactId: 'f'.repeat(24) }), 'contactId');
      await notFound(
        client.crm.lists.items.add(list.id, { contactId, stageId: other.stages[0]!.id }),
        'stageId',
      );
      await notFound(
        client.crm.lists.items.move(list.id, card.id, { stageId: list.stages[0]!.id }),
        'itemId',
      );
      await notFound(client.crm.lists.items.add('f'.repeat(24), { contactId }), 'id');
      await notFound(client.crm.lists.stages.update(list.id, other.stages[0]!.id, { name: 'x' }), 'stageId');
      const theirs = await client.crm.lists.items.add(other.id, { contactId });
      await notFound(
        client.crm.lists.items.move(other.id, theirs.id, { stageId: list.stages[0]!.id }),
        'stageId',
      );
      await notFound(
        client.crm.lists.create({ name: 'Copy', copyFromListId: 'f'.repeat(24) }),
        'copyFromListId',
      );

      const empty = await client.crm.lists.create({ name: 'Empty', stages: [] });
      const noStages = await rejection(client.crm.lists.items.add(empty.id, { contactId }));
      expect(noStages).toBeInstanceOf(ConflictError);
      expect(isPlatformError(noStages, 'LIST_HAS_NO_STAGES')).toBe(true);
    });

    it('deletes a pipeline with effects; a deleted contact leaves every board', async () => {
      const list = await client.crm.lists.create({ name: 'Doomed' });
      const a = await newContact('Doomed A');
      const b = await newContact('Doomed B');
      await client.crm.lists.items.add(list.id, { contactId: a });
      await client.crm.lists.items.add(list.id, { contactId: b, stageId: list.stages[2]!.id });
      await client.crm.contacts.delete(b);
      const board = await client.crm.lists.get(list.id);
      expect(board.itemCount).toBe(1);
      expect(board.stages[2]!.itemCount).toBe(0);
      const result = await client.crm.lists.delete(list.id);
      expect(result).toEqual({ id: list.id, deleted: true, effects: { stagesDeleted: 5, itemsDeleted: 1 } });
      await expect(client.crm.lists.get(list.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('idempotent create: a replay with the same key, 422 for another body, one pipeline under concurrency', async () => {
      const idempotencyKey = `sales-${door.name.replaceAll(' ', '-')}`;
      const first = await client.crm.lists.create({ name: 'Sales Team' }, { idempotencyKey }).withResponse();
      expect(first.replayed).toBe(false);
      expect(first.idempotencyKey).toBe(idempotencyKey);
      const again = await client.crm.lists.create({ name: 'Sales Team' }, { idempotencyKey }).withResponse();
      expect(again.replayed).toBe(true);
      expect(again.data.id).toBe(first.data.id);
      const reused = await rejection(client.crm.lists.create({ name: 'Sales Team Two' }, { idempotencyKey }));
      expect(reused).toBeInstanceOf(IdempotencyError);
      expect(isPlatformError(reused, 'IDEMPOTENCY_KEY_REUSED')).toBe(true);

      // Without a key the SDK makes one per call.
      const generated = await client.crm.lists.create({ name: 'Generated Key' }).withResponse();
      expect(generated.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      const before = (await client.crm.lists.list({ pageSize: 50 })).items.length;
      const all = await Promise.all(
        Array.from({ length: 6 }, () =>
          client.crm.lists
            .create({ name: 'Concurrent' }, { idempotencyKey: `race-${door.name.replaceAll(' ', '-')}` })
            .withResponse()
            .catch((e: unknown) => e),
        ),
      );
      const ok = all.filter((r): r is { data: Crm.Pipeline; replayed: boolean } => !(r instanceof Error));
      expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
      expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
      for (const e of all.filter((r) => r instanceof Error))
        expect(isPlatformError(e, 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
      expect((await client.crm.lists.list({ pageSize: 50 })).items.length).toBe(before + 1);
    });

    it('retries a create whose answer was lost with the same key and gets the replay', async () => {
      if (!conn.fetch) return; // needs to wrap the in-process fetch
      const inner = conn.fetch;
      let dropped = false;
      const flaky = make((await emu.createKey(orgId)).key, {
        fetch: async (input: Request, init?: RequestInit) => {
          const res = await inner(input, init);
          if (!dropped && input.method === 'POST') {
            dropped = true;
            throw new TypeError('socket hang up');
          }
          return res;
        },
        maxRetries: 2,
      });
      const before = (await client.crm.lists.list({ pageSize: 50 })).items.length;
      const result = await flaky.crm.lists.create({ name: 'Lost Answer' }).withResponse();
      expect(dropped).toBe(true);
      expect(result.replayed).toBe(true);
      expect((await client.crm.lists.list({ pageSize: 50 })).items.length).toBe(before + 1);
    }, 20_000);

    it('hides other workspaces: the same ids answer 404 there', async () => {
      const org = await emu.createOrg({ plan: 'diamond', workspaces: ['One', 'Two'] });
      const key = (await emu.createKey(org.id)).key;
      const one = make(key, { workspaceId: org.workspaces[0]!.id });
      const two = make(key, { workspaceId: org.workspaces[1]!.id });
      const list = await one.crm.lists.create({ name: 'Workspace One' });
      const contactId = (await one.crm.contacts.create({ name: 'In one' })).id;
      const card = await one.crm.lists.items.add(list.id, { contactId });
      expect((await two.crm.lists.list()).items).toEqual([]);
      for (const call of [
        () => two.crm.lists.get(list.id),
        () => two.crm.lists.update(list.id, { name: 'Mine' }),
        () => two.crm.lists.stages.add(list.id, { name: 'X' }),
        () => two.crm.lists.items.remove(list.id, card.id),
        () => two.crm.lists.delete(list.id),
      ]) {
        expect(isPipelineNotFound(await rejection(call()), 'id')).toBe(true);
      }
      // The workspace can also be chosen per request.
      expect((await two.crm.lists.get(list.id, {}, { workspaceId: org.workspaces[0]!.id })).itemCount).toBe(
        1,
      );
    });

    it('answers job pipelines made by the application: JOBSEARCH template, linked post, not copyable', async () => {
      const job = await emu.createJob({ orgId, title: 'Warehouse Supervisor', countryCode: 'NL' });
      const board = await client.crm.lists.get(job.listId!);
      expect(board.templateType?.startsWith('JOBSEARCH_PIPELINE_')).toBe(true);
      expect(board.associatedPosts).toEqual([job.postId]);
      const copy = await rejection(
        client.crm.lists.create({ name: 'Copy Job', copyFromListId: job.listId! }),
      );
      expect(isPipelineNotFound(copy, 'copyFromListId')).toBe(true);
      await client.crm.lists.delete(job.listId!);
      expect(storedPost(emu, job.postId)?.listId).toBeNull();
    });
  });
}

describe('pipelines over raw HTTP (standalone server, global fetch)', () => {
  let emu: Emulator;
  let server: RunningServer;
  let key: string;
  let contactId: string;
  const CRM = '/api/v3.0/crm/public';
  const http = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${CRM}${path}`, {
      method,
      headers: {
        'x-api-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };

  beforeAll(async () => {
    emu = await createEmulator({ unlimited: true });
    server = await emu.listen({ port: 0 });
    const org = await emu.createOrg({ plan: 'enterprise' });
    key = (await emu.createKey(org.id)).key;
    contactId = (await http('POST', '/contacts', { name: 'Raw Person' })).body.id;
  });
  afterAll(() => emu.close());

  it('creates with Idempotency-Key and replays with the Idempotency-Replayed header', async () => {
    const first = await http('POST', '/lists', { name: 'Raw Pipeline' }, { 'Idempotency-Key': 'raw-1' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(first.headers.get('content-type')).toContain('application/json');
    const replay = await http('POST', '/lists', { name: 'Raw Pipeline' }, { 'Idempotency-Key': 'raw-1' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const reused = await http('POST', '/lists', { name: 'Raw Other' }, { 'Idempotency-Key': 'raw-1' });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      statusCode: 422,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      path: `${CRM}/lists`,
    });
  });

  it('routes PUT /stages/order before /stages/{stageId} and keeps the error envelope', async () => {
    const list = (await http('POST', '/lists', { name: 'Raw Order' })).body;
    const ids = list.stages.map((s: { id: string }) => s.id).reverse();
    const ordered = await http('PUT', `/lists/${list.id}/stages/order`, { stageIds: ids });
    expect(ordered.status).toBe(200);
    expect(ordered.body.stages.map((s: { id: string }) => s.id)).toEqual(ids);
    const wrongMethod = await http('PATCH', `/lists/${list.id}/stages/order`, { name: 'x' });
    expect(wrongMethod.status).toBe(400);
    expect(wrongMethod.body.details[0].field).toBe('stageId');
    const notAllowed = await http('GET', `/lists/${list.id}/items`);
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get('allow')).toBe('POST');
    const malformed = await http('POST', `/lists/${list.id}/stages`, '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: [{ field: '(body)' }] });
  });

  it('answers 201 then 200 for the same contact, and deletes a stage with the moveToStageId query', async () => {
    const list = (await http('POST', '/lists', { name: 'Raw Cards' })).body;
    const added = await http('POST', `/lists/${list.id}/items`, { contactId });
    expect(added.status).toBe(201);
    const again = await http('POST', `/lists/${list.id}/items`, { contactId, stageId: list.stages[1].id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(added.body.id);
    const required = await http('DELETE', `/lists/${list.id}/stages/${list.stages[1].id}`);
    expect(required.body).toMatchObject({
      statusCode: 400,
      errorCode: 'MOVE_TO_STAGE_REQUIRED',
      details: [{ field: 'moveToStageId' }],
    });
    const deleted = await http(
      'DELETE',
      `/lists/${list.id}/stages/${list.stages[1].id}?moveToStageId=${list.stages[4].id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.stagesRemaining.map((s: { zorder: number }) => s.zorder)).toEqual([1, 2, 3, 4]);
    expect(deleted.body.stagesRemaining[3]).toMatchObject({ id: list.stages[4].id, itemCount: 1 });
    const gone = await http('DELETE', `/lists/${list.id}`);
    expect(gone.body).toEqual({ id: list.id, deleted: true, effects: { stagesDeleted: 4, itemsDeleted: 1 } });
    const missing = await http('GET', `/lists/${list.id}`);
    expect(missing.body).toMatchObject({
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      details: [{ field: 'id' }],
    });
  });

  it('POST /_emulator/jobs answers { postId, listId } without a key', async () => {
    const org = await emu.createOrg({ plan: 'platinum' });
    const res = await fetch(`${server.url}/_emulator/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId: org.id, title: 'Data Analyst', isRemote: true, language: 'es' }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { postId: string; listId: string };
    expect(storedPost(emu, body.postId)).toMatchObject({
      isRemote: true,
      listId: body.listId,
      status: 'published',
    });
  });
});

/** A job post as the emulator stores it (through the public state export). */
function storedPost(emu: Emulator, postId: string) {
  const tables = emu.exportState().tables as Record<string, { id: string; listId: string | null }[]>;
  return tables.jobPosts?.find((p) => p.id === postId);
}
