import { expect, it } from 'vitest';
import { createEmulator } from '../src/index.ts';
import { placesRequested } from '../src/shared/places/index.ts';
import { bundledEntry } from './bundle.ts';

/**
 * The gazetteer (18,000 GeoNames cities) is loaded on first use: importing the emulator, creating
 * one and calling what reads no place leave it alone; the first generation loads it.
 */
it('importing and creating an emulator never load the gazetteer; the first generation does', async () => {
  const emu = await createEmulator({ seed: 'demo' });
  const org = await emu.createOrg({ name: 'Lazy', plan: 'platinum' });
  const { key } = await emu.createKey(org.id);
  const usage = await emu.fetch(`${emu.baseUrl}/api/v3.0/job-builder/public/usage`, {
    headers: { 'x-api-key': key },
  });
  expect(usage.status).toBe(200);
  expect(placesRequested()).toBe(false);
  const res = await emu.fetch(`${emu.baseUrl}/api/v3.0/job-builder/public/generate`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Nurse in Birmingham, AL', language: 'en' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { workMode: { geoNameId: string } }).workMode.geoNameId).toBe('4049979');
  expect(placesRequested()).toBe(true);
  await emu.close();
});

it('bundled, the GeoNames data is a chunk of its own, out of the entry', async () => {
  const bundle = await bundledEntry();
  const outputs = Object.entries(bundle.outputs);
  const holding = outputs.filter(([, o]) =>
    Object.keys(o.inputs).some((i) => i.endsWith('shared/places/data/geonames.ts')),
  );
  expect(holding).toHaveLength(1);
  const [, chunk] = holding[0]!;
  // Its own entry: the dynamic import of the gazetteer.
  expect(chunk.entryPoint).toBe('packages/emulator/src/shared/places/gazetteer.ts');
  const entry = outputs.find(([, o]) => o.entryPoint === 'packages/emulator/src/index.ts')!;
  expect(entry[1].bytes).toBeLessThan(chunk.bytes);
  expect(entry[1].imports.some((i) => i.kind === 'import-statement' && i.path === holding[0]![0])).toBe(
    false,
  );
}, 30_000);
