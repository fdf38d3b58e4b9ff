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

describe('the demo ids docs/emulator.md lists are the ones the seed makes, on every start', () => {
  it('the demo job and its pipeline', async () => {
    const { createEmulator } = await import('@platform-api/emulator');
    const text = await readFile(`${root}/docs/emulator.md`, 'utf8');
    for (let i = 0; i < 2; i++) {
      const emu = await createEmulator({ seed: 'demo' });
      const state = emu.exportState() as { tables: { jobPosts: { id: string; listId: string }[] } };
      const [job] = state.tables.jobPosts;
      expect(text).toContain(`postId \`${job!.id}\`, listId \`${job!.listId}\``);
      await new Promise((r) => setTimeout(r, 1_100)); // another second: ids carry no start time
    }
  });
});

describe('the versions the packages report follow their package.json', () => {
  it('the SDK (User-Agent) and the emulator (/_emulator/health)', async () => {
    for (const [pkg, file] of [
      ['sdk', 'packages/sdk/src/version.ts'],
      ['emulator', 'packages/emulator/src/version.ts'],
    ] as const) {
      const { version } = JSON.parse(await readFile(`${root}/packages/${pkg}/package.json`, 'utf8'));
      expect(await readFile(`${root}/${file}`, 'utf8')).toContain(`VERSION = '${version}'`);
    }
  });
});

describe('the API reference', () => {
  it('documents every export of every public entry point and is up to date (pnpm docs:api --check)', async () => {
    const { runCommand } = await import('../lib/examples.ts');
    const out = await runCommand(process.execPath, [
      '--experimental-strip-types',
      '--no-warnings',
      'scripts/api-docs.ts',
      '--check',
    ]);
    expect(out.stdout + out.stderr).toContain('0 exports without TSDoc');
    expect(out.code).toBe(0);
  }, 60_000);
});
