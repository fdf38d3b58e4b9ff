import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers } from '../../../scripts/check-layers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The layer rule (`pnpm check:layers`, docs/architecture.md): each layer imports only the layers
 * it names, no API family imports another, and no file imports itself back through others.
 */
describe('the layer rule', () => {
  it('holds for every import of the emulator, type-only and dynamic ones included', async () => {
    const { files, imports, violations } = await checkLayers('packages/emulator/src', { baseDir: root });
    expect(violations).toEqual([]);
    expect(files).toBeGreaterThan(150);
    expect(imports).toBeGreaterThan(450);
  }, 30_000);

  it('fails on each kind of planted violation, naming the rule and the import', async () => {
    const src = 'packages/emulator/test/fixtures/layers/src';
    const { violations } = await checkLayers(src, { baseDir: root });
    const local = (path: string) => path.slice(src.length + 1);
    const shown = violations
      .map((v) => {
        const to = v.cycle ? v.cycle.map(local).join(' -> ') : local(v.to);
        return `${v.rule}: ${local(v.from)}${to ? ` -> ${to}` : ''}`;
      })
      .sort();
    expect(shown).toEqual([
      'engine-imports-outside-its-layers: engine/chain.ts -> families/crm/contacts.ts',
      'family-imports-another-family: families/job-search/search.ts -> families/crm/contacts.ts',
      'file-in-no-layer: stray.ts',
      // The way back is a type-only import: it counts.
      'no-cycle: shared/text/fold.ts -> shared/text/phrases.ts -> shared/text/fold.ts',
    ]);
  }, 30_000);
});
