import { expect, it } from 'vitest';
import { bundledEntry } from './bundle.ts';

/**
 * The scrubber (the contact finders, `entities`, `tlds`, `html-tags`, htmlparser2: about 20 ms to
 * load and compile) is loaded on first use, by what shows text to the public (a search, its pools, a
 * job post's slug): importing the emulator never loads it.
 */
it('bundled, the scrubber and its libraries are out of what the entry loads: only a dynamic import reaches them', async () => {
  const { outputs, entry: entryName } = await bundledEntry();
  const statically = new Set<string>();
  const externals = new Set<string>();
  const visit = (name: string) => {
    if (statically.has(name)) return;
    statically.add(name);
    for (const i of outputs[name]!.imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) externals.add(i.path);
      else if (outputs[i.path]) visit(i.path);
    }
  };
  visit(entryName);
  const loaded = [...statically].flatMap((name) => Object.keys(outputs[name]!.inputs));
  const scrubber = (input: string) =>
    /shared\/search\/(scrub|scrub-view|html-text|html-tidy|url-phones|contact-finders)(\.ts|\/)/.test(input);
  expect(loaded.filter(scrubber)).toEqual([]);
  expect([...externals].filter((path) => /^(entities|tlds|html-tags|htmlparser2)(\/|$)/.test(path))).toEqual(
    [],
  );
  // In the bundle all the same, behind the dynamic import.
  const all = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
  expect(all).toContain('packages/emulator/src/shared/search/scrub.ts');
}, 30_000);
