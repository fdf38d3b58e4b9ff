import { operations } from '@platform-api/sdk/operations';
import { describe, expect, it } from 'vitest';
import { EmulatorCore } from '../src/engine/core.ts';
import { HttpError, json } from '../src/engine/errors.ts';
import {
  CRM_LISTS_IDEMPOTENCY,
  IdempotencyStore,
  JOB_BUILDER_JOBS_IDEMPOTENCY,
  requireVisibleAsciiKey,
} from '../src/engine/idempotency.ts';

const scope = { orgId: 'a'.repeat(24), workspaceId: 'b'.repeat(24) };

function setup(options = JOB_BUILDER_JOBS_IDEMPOTENCY) {
  const core = new EmulatorCore({ clockStart: '2026-03-01T12:00:00Z' });
  const store = new IdempotencyStore(core, options);
  let runs = 0;
  const exec = async () => json(201, { n: ++runs });
  return { core, store, exec, runs: () => runs };
}

function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (e) => (e instanceof HttpError ? `${e.status} ${e.errorCode}` : String(e)),
  );
}

describe('idempotency engine', () => {
  it('job-builder rule: 1 to 255 visible ASCII characters, else 400 IDEMPOTENCY_KEY_INVALID', async () => {
    const { store, exec } = setup();
    // The operation table says job-builder checks keys; the engine passes that on.
    const checkKey = operations.jobBuilder.jobs.create.checksIdempotencyKey;
    for (const bad of ['', ' ', 'has space', 'tab\tkey', 'é-accent', 'x'.repeat(256), 'line\n']) {
      expect(await codeOf(store.run(scope, bad, {}, exec, checkKey))).toBe('400 IDEMPOTENCY_KEY_INVALID');
    }
    for (const good of ['a', '~!@#$%^&*()', 'x'.repeat(255), crypto.randomUUID()]) {
      expect(() => requireVisibleAsciiKey(good)).not.toThrow();
      expect((await store.run(scope, good, {}, exec, checkKey)).status).toBe(201);
    }
  });

  it('CRM rule: any key is accepted; an empty header counts as no key', async () => {
    const { store, exec, runs } = setup(CRM_LISTS_IDEMPOTENCY);
    await store.run(scope, '', { a: 1 }, exec);
    await store.run(scope, '', { a: 1 }, exec);
    expect(runs()).toBe(2);
    const first = await store.run(scope, 'a key with spaces', { a: 1 }, exec);
    const again = await store.run(scope, 'a key with spaces', { a: 1 }, exec);
    expect(runs()).toBe(3);
    expect(again.body).toBe(first.body);
  });

  it('replays the stored answer for the same body (key order does not matter), flags it and spends no quota', async () => {
    const { store, exec, runs } = setup();
    const first = await store.run(scope, 'k1', { a: 1, b: [1, 2] }, exec);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(first.spendsQuota).toBeUndefined();
    const again = await store.run(scope, 'k1', { b: [1, 2], a: 1 }, exec);
    expect(runs()).toBe(1);
    expect(again).toMatchObject({ status: 201, body: first.body, spendsQuota: false });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await codeOf(store.run(scope, 'k1', { a: 2 }, exec))).toBe('422 IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(store.run(scope, 'k1', { b: [2, 1], a: 1 }, exec))).toBe(
      '422 IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('scopes keys per organization and workspace', async () => {
    const { store, exec, runs } = setup();
    await store.run(scope, 'k', {}, exec);
    await store.run({ ...scope, workspaceId: 'c'.repeat(24) }, 'k', {}, exec);
    await store.run({ ...scope, orgId: 'd'.repeat(24) }, 'k', {}, exec);
    expect(runs()).toBe(3);
  });

  it('never remembers a failure: neither an error answer nor a thrown error', async () => {
    const { store, exec, runs } = setup();
    const failing = async () => json(400, { errorCode: 'VALIDATION_ERROR' });
    expect((await store.run(scope, 'k', { a: 1 }, failing)).status).toBe(400);
    const throwing = async () => {
      throw new HttpError('NOT_FOUND', 'gone');
    };
    expect(await codeOf(store.run(scope, 'k', { a: 1 }, throwing))).toBe('404 NOT_FOUND');
    // A different body is fine: nothing was stored for the key.
    expect((await store.run(scope, 'k', { a: 2 }, exec)).status).toBe(201);
    expect(runs()).toBe(1);
  });

  it('answers 409 while the first request runs, and the claim expires after the hold', async () => {
    const { core, store, exec } = setup();
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const slow = store.run(scope, 'k', { a: 1 }, async () => {
      await gate;
      return json(201, { who: 'slow' });
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(await codeOf(store.run(scope, 'k', { a: 1 }, exec))).toBe('409 IDEMPOTENCY_IN_PROGRESS');
    // A different body while in flight is a reuse, not a wait.
    expect(await codeOf(store.run(scope, 'k', { a: 2 }, exec))).toBe('422 IDEMPOTENCY_KEY_REUSED');
    core.clock.advance(9 * 60);
    expect(await codeOf(store.run(scope, 'k', { a: 1 }, exec))).toBe('409 IDEMPOTENCY_IN_PROGRESS');
    core.clock.advance(61);
    const takeover = await store.run(scope, 'k', { a: 1 }, exec);
    expect(JSON.parse(takeover.body as string)).toEqual({ n: 1 });
    open();
    await slow;
    // The run whose claim expired does not overwrite the stored answer.
    const replay = await store.run(scope, 'k', { a: 1 }, exec);
    expect(JSON.parse(replay.body as string)).toEqual({ n: 1 });
  });

  it('CRM hold is about 2 minutes', async () => {
    const { core, store, exec } = setup(CRM_LISTS_IDEMPOTENCY);
    void store.run(scope, 'k', {}, () => new Promise(() => {}));
    await new Promise((r) => setTimeout(r, 5));
    core.clock.advance(119);
    expect(await codeOf(store.run(scope, 'k', {}, exec))).toBe('409 IDEMPOTENCY_IN_PROGRESS');
    core.clock.advance(2);
    expect((await store.run(scope, 'k', {}, exec)).status).toBe(201);
  });

  it('replays for 24 hours counted from completion, then forgets', async () => {
    const { core, store, exec, runs } = setup();
    await store.run(scope, 'k', {}, exec);
    core.clock.advance(24 * 3600 - 1);
    expect((await store.run(scope, 'k', {}, exec)).headers['idempotency-replayed']).toBe('true');
    core.clock.advance(1);
    const fresh = await store.run(scope, 'k', {}, exec);
    expect(fresh.headers['idempotency-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
  });

  it('keeps its records in a table that survives export and import', async () => {
    const { core, store, exec } = setup();
    await store.run(scope, 'k', { a: 1 }, exec);
    const state = core.exportState();
    expect((state.tables as Record<string, unknown[]>)[JOB_BUILDER_JOBS_IDEMPOTENCY.table]).toHaveLength(1);
    const other = new EmulatorCore();
    const restored = new IdempotencyStore(other, JOB_BUILDER_JOBS_IDEMPOTENCY);
    await other.importState(JSON.parse(JSON.stringify(state)));
    let ran = false;
    const again = await restored.run(scope, 'k', { a: 1 }, async () => {
      ran = true;
      return json(201, {});
    });
    expect(ran).toBe(false);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await codeOf(restored.run(scope, 'k', { a: 9 }, exec))).toBe('422 IDEMPOTENCY_KEY_REUSED');
  });
});
