import { expect, it } from 'vitest';
import { generatorRequested } from '../src/families/job-builder/load.ts';
import { createEmulator } from '../src/index.ts';
import { bundledEntry } from './bundle.ts';

/**
 * The job-builder's generator and vocabularies (roles, skills, categories and texts in four
 * languages) load on first use: importing the emulator, creating one and calling what builds no job
 * leave them alone; the first generation loads them.
 */
it('importing and creating an emulator never load the vocabularies; the first generation does', async () => {
  const emu = await createEmulator({ seed: 'demo' });
  const org = await emu.createOrg({ name: 'Lazy', plan: 'platinum' });
  const { key } = await emu.createKey(org.id);
  const usage = await emu.fetch(`${emu.baseUrl}/api/v3.0/job-builder/public/usage`, {
    headers: { 'x-api-key': key },
  });
  expect(usage.status).toBe(200);
  expect(generatorRequested()).toBe(false);
  const res = await emu.fetch(`${emu.baseUrl}/api/v3.0/job-builder/public/generate`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'We need a barista for our café in Lisbon', language: 'pt' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { title: string }).title).toBe('Barista');
  expect(generatorRequested()).toBe(true);
  await emu.close();
});

it('bundled, the vocabularies are out of the entry: only a dynamic import reaches them', async () => {
  const { outputs, entry: entryName } = await bundledEntry();
  // Everything the entry loads before any call: itself and the chunks it imports statically.
  const statically = new Set<string>();
  const visit = (name: string) => {
    if (statically.has(name)) return;
    statically.add(name);
    for (const i of outputs[name]!.imports)
      if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(entryName);
  const loaded = [...statically].flatMap((name) => Object.keys(outputs[name]!.inputs));
  const vocabulary = [
    'data/roles.ts',
    'data/skills.ts',
    'data/categories.ts',
    'data/hints.ts',
    'data/i18n.ts',
    'data/role-words.ts',
    'data/work-mode-words.ts',
    'generate.ts',
    'role-words.ts',
  ].map((f) => `packages/emulator/src/families/job-builder/${f}`);
  expect(loaded.filter((input) => vocabulary.includes(input))).toEqual([]);
  // They are in the bundle all the same, behind the dynamic import.
  const all = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
  for (const file of vocabulary) expect(all).toContain(file);
}, 30_000);
