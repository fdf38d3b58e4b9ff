import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers } from '../../../scripts/check-layers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The layer rule (`pnpm check:layers`, docs/architecture.md): each layer imports only the layers
 * it names, no API family imports another, no file imports itself back through others, and no
 * source file outside a data/ folder grows past 450 lines.
 */
describe('the layer rule', () => {
  it('holds for every import and every file of the emulator, type-only and dynamic imports included', async () => {
    const { files, imports, violations } = await checkLayers('packages/emulator/src', { baseDir: root });
    expect(violations).toEqual([]);
    expect(files).toBeGreaterThan(150);
    expect(imports).toBeGreaterThan(450);
  }, 30_000);

  it('fails on each kind of planted violation, naming the rule and the import (or the file)', async () => {
    const src = 'packages/emulator/test/fixtures/layers/src';
    const { violations } = await checkLayers(src, { baseDir: root, maxLines: 8 });
    const local = (path: string) => (path.startsWith(`${src}/`) ? path.slice(src.length + 1) : path);
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
      // One job per file: a 9-line file past the limit of 8; the 9-line data table is exempt.
      'file-over-8-lines: shared/text/long.ts -> 9 lines',
      // The way back is a type-only import: it counts.
      'no-cycle: shared/text/fold.ts -> shared/text/phrases.ts -> shared/text/fold.ts',
    ]);
  }, 30_000);
});
