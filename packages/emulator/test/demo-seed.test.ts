// The demo seed's ids are fixed, exported as DEMO_IDS and listed in docs/emulator.md: scripts and
// suites in any language can name the demo job, its pipeline and the demo boards without looking
// them up first.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_IDS, DEMO_KEYS } from '../src/index.ts';
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
