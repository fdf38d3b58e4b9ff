// The demo seed's ids are fixed, exported as DEMO_IDS and listed in docs/emulator.md: scripts and
// suites in any language can name the demo job, its pipeline and the demo boards without looking
// them up first.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_IDS, DEMO_KEYS } from '../src/index.ts';
import { internals } from '../src/internal.ts';
import { compareSeeds, demoTemplateStage, seedAt, seedDemo } from '../src/seed/demo-seed.ts';
import { CRM, call } from './helpers.ts';

describe('DEMO_IDS', () => {
  it('names the records the demo seed makes, on every start', async () => {
    for (let start = 0; start < 2; start++) {
      const emu = await createEmulator({ seed: 'demo' });
      expect(emu.demo?.ids).toEqual(DEMO_IDS);
      const query = { workspaceId: DEMO_IDS.acmeDefaultWorkspace };
      const key = DEMO_KEYS.acmeAdmin;
      const backend = await call(emu, 'GET', `${CRM}/lists/${DEMO_IDS.backendPipeline}`, { key, query });
      expect(backend.body).toMatchObject({ id: DEMO_IDS.backendPipeline, name: 'Backend Engineers 2026' });
      const nurses = await call(emu, 'GET', `${CRM}/lists/${DEMO_IDS.nursesPipeline}`, { key, query });
      expect(nurses.body).toMatchObject({ id: DEMO_IDS.nursesPipeline, name: 'Nurses Madrid' });
      const jobBoard = await call(emu, 'GET', `${CRM}/lists/${DEMO_IDS.demoJobPipeline}`, { key, query });
      expect(jobBoard.body).toMatchObject({ id: DEMO_IDS.demoJobPipeline, name: 'Customer Success Manager' });
      // The demo job takes applications, which land in its pipeline.
      const applied = await call(emu, 'POST', '/_emulator/applications', {
        body: { postId: DEMO_IDS.demoJob, candidate: { name: 'Rita Demo', email: 'rita@example.com' } },
      });
      expect(applied.status).toBe(201);
      const after = await call(emu, 'GET', `${CRM}/lists/${DEMO_IDS.demoJobPipeline}`, { key, query });
      const cards = after.body.stages.flatMap((s: { items: { id: string }[] }) => s.items.map((i) => i.id));
      expect(cards).toContain(applied.body.listItemId);
      await emu.close();
    }
  });

  it('docs/emulator.md lists every id', async () => {
    const doc = await readFile(new URL('../../../docs/emulator.md', import.meta.url), 'utf8');
    for (const [name, id] of Object.entries(DEMO_IDS)) {
      expect(doc, `DEMO_IDS.${name}`).toContain(`\`${id}\``);
      expect(doc, `DEMO_IDS.${name}`).toContain(`\`${name}\``);
    }
  });
});

// The demo seed is made once per process through the services and copied into every emulator
// seeded after it (seed/demo-seed.ts, docs/decisions/demo-seed-copy.md): each copy must be
// what the services would have made at its own clock, and its own.
describe('the demo seed copied from the one made once per process', () => {
  const starts = ['2026-03-01T10:00:00.000Z', '2031-07-15T23:59:59.999Z'];

  /**
   * An empty emulator whose clock stands still at `clockStart` (it ticks with real time otherwise),
   * then seeded: through the services, or by the copy (the way `seed: 'demo'` seeds).
   */
  async function seeded(clockStart: string, how: 'services' | 'copy') {
    const emu = await createEmulator();
    const x = internals(emu);
    x.core.clock.hold(Date.parse(clockStart));
    if (how === 'services') await seedAt(x, x.core.clock.nowMs());
    else await seedDemo(x);
    return emu;
  }

  it('is in use after the second seed of the process', async () => {
    for (let i = 0; i < 3; i++) await createEmulator({ seed: 'demo' });
    expect(demoTemplateStage()).toEqual({ kind: 'ready' });
  });

  it('holds the same records, modules and next ids as the seed made through the services, at any clock', async () => {
    for (let i = 0; i < 3; i++) await createEmulator({ seed: 'demo' });
    for (const clockStart of starts) {
      const copied = await seeded(clockStart, 'copy');
      const made = await seeded(clockStart, 'services');
      expect(copied.exportState()).toEqual(made.exportState());
      // The next record each makes gets the same id: the id counter went on where the seed's did.
      const body = { name: 'Next One' };
      const ws = { workspaceId: DEMO_IDS.acmeDefaultWorkspace };
      const a = await call(copied, 'POST', `${CRM}/contacts`, { key: DEMO_KEYS.acmeAdmin, query: ws, body });
      const b = await call(made, 'POST', `${CRM}/contacts`, { key: DEMO_KEYS.acmeAdmin, query: ws, body });
      expect(a.status).toBe(201);
      expect(a.body).toEqual(b.body);
      // And the derived state was rebuilt: the contact search finds a seeded contact by name.
      const last = (copied.exportState().tables as Record<string, { name: string }[]>).contacts!.at(-1)!;
      const found = await call(copied, 'GET', `${CRM}/contacts`, {
        key: DEMO_KEYS.acmeAdmin,
        query: { ...ws, search: last.name },
      });
      expect(found.body.items.map((c: { name: string }) => c.name)).toContain(last.name);
    }
  });

  it('keeps a mutation of a demo contact in its own emulator', async () => {
    const key = DEMO_KEYS.acmeAdmin;
    const query = { workspaceId: DEMO_IDS.acmeDefaultWorkspace };
    for (let i = 0; i < 3; i++) await createEmulator({ seed: 'demo' });
    const [one, other] = [await createEmulator({ seed: 'demo' }), await createEmulator({ seed: 'demo' })];
    const listed = await call(one, 'GET', `${CRM}/contacts`, { key, query });
    const contact = listed.body.items[0] as { id: string; name: string };
    const patched = await call(one, 'PATCH', `${CRM}/contacts/${contact.id}`, {
      key,
      query,
      body: { name: 'Renamed In One' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Renamed In One');
    const removed = await call(one, 'DELETE', `${CRM}/contacts/${listed.body.items[1].id}`, { key, query });
    expect(removed.status).toBeLessThan(300);
    for (const emu of [other, await createEmulator({ seed: 'demo' })]) {
      const seen = await call(emu, 'GET', `${CRM}/contacts/${contact.id}`, { key, query });
      expect(seen.body.name).toBe(contact.name);
      const kept = await call(emu, 'GET', `${CRM}/contacts/${listed.body.items[1].id}`, { key, query });
      expect(kept.status).toBe(200);
      // Each emulator's records carry its own clock's times: the same records, by id and name.
      const names = (items: { id: string; name: string }[]) => items.map((c) => [c.id, c.name]);
      const all = await call(emu, 'GET', `${CRM}/contacts`, { key, query });
      expect(names(all.body.items)).toEqual(names(listed.body.items));
    }
    const again = await call(one, 'GET', `${CRM}/contacts/${contact.id}`, { key, query });
    expect(again.body.name).toBe('Renamed In One');
  });

  it('survives a state export and import like the seed made through the services', async () => {
    for (let i = 0; i < 3; i++) await createEmulator({ seed: 'demo' });
    const copied = await createEmulator({ seed: 'demo' });
    const restored = await createEmulator();
    await restored.importState(copied.exportState());
    // The clock reads real time here: everything but its reading is the same.
    const { clock: _, ...after } = restored.exportState();
    const { clock: __, ...before } = copied.exportState();
    expect(after).toEqual(before);
    expect(restored.demo?.keys).toEqual(DEMO_KEYS);
  });
});

describe('compareSeeds (whether two seeds made apart in time are one seed at two instants)', () => {
  const ids = { counter: 3, last: '6955b900e6e1a70000000003' };
  const shiftMs = 1_000_001;
  const at = (ms: number) => new Date(Date.parse('2026-03-01T10:00:00.000Z') + ms).toISOString();
  const state = (ms: number, extra: Record<string, unknown> = {}) => ({
    ids,
    modules: { search: { demoPool: true } },
    tables: {
      contacts: [{ id: 'a', name: 'Ana', createdAt: at(ms), stages: [{ at: at(ms + 5) }], ...extra }],
    },
  });

  it('finds every time moved by the shift, nested too', () => {
    const found = compareSeeds(state(0), state(shiftMs), shiftMs);
    expect(found).toEqual({
      times: new Map([['contacts', new Map([[0, [['createdAt'], ['stages', 0, 'at']]]])]]),
    });
  });

  it('refuses a value that differs otherwise (random, or a time moved by another span), naming where', () => {
    expect(compareSeeds(state(0, { token: 'x1' }), state(shiftMs, { token: 'y2' }), shiftMs)).toEqual({
      why: 'contacts[0].token: "x1", then "y2"',
    });
    expect(compareSeeds(state(0), state(shiftMs + 1), shiftMs)).toHaveProperty('why');
    const later = { ...state(shiftMs), modules: { search: { demoPool: false } } };
    expect(compareSeeds(state(0), later, shiftMs)).toEqual({ why: 'a module state differs' });
  });
});
