import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { root } from '../lib/examples.ts';

/** Guides show these test files verbatim (all but their first comment line): the docs run. */
const shown: [doc: string, file: string][] = [
  ['docs/getting-started.md', 'test/guides/getting-started.test.ts'],
  ['docs/emulator.md', 'test/guides/emulator-quota.test.ts'],
  ['docs/emulator.md', 'test/guides/emulator-msw.test.ts'],
  ['docs/getting-started.md', 'examples/getting-started.ts'],
];

describe('guide code is the code the tests run', () => {
  for (const [doc, file] of shown) {
    it(`${doc} shows ${file}`, async () => {
      const code = (await readFile(`${root}/${file}`, 'utf8')).split('\n').slice(1).join('\n').trimEnd();
      const text = await readFile(`${root}/${doc}`, 'utf8');
      expect(text).toContain(`\`\`\`ts\n${code}\n\`\`\``);
    });
  }
});
