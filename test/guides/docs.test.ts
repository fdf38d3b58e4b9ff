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

describe('the flag tables of docs/emulator.md and docs/cli.md', () => {
  it('list every flag of platform-emulator with its value and default, and no other', async () => {
    const { EMULATOR_FLAGS } = await import('@platform-api/emulator/node');
    for (const doc of ['docs/emulator.md', 'docs/cli.md']) {
      const text = await readFile(`${root}/${doc}`, 'utf8');
      const table = text.slice(text.indexOf('| Flag | Default | Meaning |'));
      const rows = [...table.matchAll(/^\| `--([\w-]+)(?: (<[^>]+>))?` \| ([^|]+) \|/gm)]
        .slice(0, EMULATOR_FLAGS.length + 1)
        .map((m) => ({ name: m[1], value: m[2]?.replace('\\|', '|'), default: m[3]!.trim() }));
      expect(rows, doc).toEqual(
        EMULATOR_FLAGS.map((flag) => ({
          name: flag.name,
          value: flag.value,
          default: flag.default ?? (flag.value ? 'none' : 'off'),
        })),
      );
    }
  });
});

describe('the demo ids docs/emulator.md lists are the ones the seed makes, on every start', () => {
  it('the demo job and its pipeline', async () => {
    const { createEmulator } = await import('@platform-api/emulator');
    const text = await readFile(`${root}/docs/emulator.md`, 'utf8');
    for (let i = 0; i < 2; i++) {
      const emu = await createEmulator({ seed: 'demo' });
      const state = emu.exportState() as { tables: { jobPosts: { id: string; listId: string }[] } };
      const [job] = state.tables.jobPosts;
      const { DEMO_IDS } = await import('@platform-api/emulator');
      expect([DEMO_IDS.demoJob, DEMO_IDS.demoJobPipeline]).toEqual([job!.id, job!.listId]);
      expect(text).toContain(`| \`${job!.id}\` | \`demoJob\` |`);
      expect(text).toContain(`| \`${job!.listId}\` | \`demoJobPipeline\` |`);
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
    // It type-checks the packages' sources (about 3 s quiet): bounded by the test's own 60 s.
    const out = await runCommand(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', 'scripts/api-docs.ts', '--check'],
      {},
      55_000,
    );
    expect(out.stdout + out.stderr).toContain('0 exports without TSDoc');
    expect(out.code).toBe(0);
  }, 60_000);
});

describe('the log line docs/sdk.md shows', () => {
  it('is what the SDK prints for a retry against the emulator, but for the jittered wait', async () => {
    const { createEmulator, DEMO_KEYS } = await import('@platform-api/emulator');
    const { PlatformClient } = await import('@platform-api/sdk');
    const text = await readFile(`${root}/docs/sdk.md`, 'utf8');
    const shown = /```text\n(\[platform-api\] [^\n]*retry 1 of 2 in )\d+ ms\n```/.exec(text);
    expect(shown, 'the log line in docs/sdk.md').not.toBeNull();

    const emulator = await createEmulator({ seed: 'demo' });
    await emulator.addFault({ path: '/api/v3.0/crm/public/usage', status: 503 });
    const lines: unknown[][] = [];
    const capture = (...args: unknown[]) => void lines.push(args);
    const client = new PlatformClient({
      apiKey: DEMO_KEYS.globexAdmin,
      baseUrl: emulator.baseUrl,
      fetch: emulator.fetch,
      logLevel: 'info',
      logger: { error: capture, warn: capture, info: capture, debug: capture },
    });
    await client.crm.usage();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual([expect.stringMatching(/ \d+ ms$/)]);
    expect((lines[0]![0] as string).replace(/\d+ ms$/, '')).toBe(shown![1]);
  });
});

describe('the repository', () => {
  it('commits no scratch file (*.tmp.*): they are ignored', async () => {
    const { runCommand } = await import('../lib/examples.ts');
    const out = await runCommand('git', ['ls-files', '--', '*.tmp.*']);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe('');
  });
});

describe('the package pages on the registry', () => {
  const REPOSITORY = 'https://github.com/platform-api/platform-api';
  const PACKAGES = ['sdk', 'emulator', 'webhook-verifier', 'cli'];

  it('every package.json names its repository (with its folder), homepage, bugs and keywords', async () => {
    for (const p of PACKAGES) {
      const pkg = JSON.parse(await readFile(`${root}/packages/${p}/package.json`, 'utf8'));
      expect(pkg.repository, p).toEqual({
        type: 'git',
        url: `git+${REPOSITORY}.git`,
        directory: `packages/${p}`,
      });
      expect(pkg.homepage, p).toMatch(new RegExp(`^${REPOSITORY}/`));
      expect(pkg.bugs, p).toEqual({ url: `${REPOSITORY}/issues` });
      expect(pkg.keywords.length, p).toBeGreaterThan(2);
    }
  });

  it('every README link is absolute (a tarball has no docs/), and each link into the repository names a file it has', async () => {
    const { existsSync } = await import('node:fs');
    for (const p of PACKAGES) {
      const readme = await readFile(`${root}/packages/${p}/README.md`, 'utf8');
      const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
      expect(links.length, p).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, `${p}: ${link}`).toMatch(/^https:\/\//);
        const inRepo = link.startsWith(`${REPOSITORY}/blob/main/`)
          ? link.slice(`${REPOSITORY}/blob/main/`.length).split('#')[0]!
          : undefined;
        if (inRepo !== undefined) expect(existsSync(`${root}/${inRepo}`), `${p}: ${link}`).toBe(true);
      }
    }
  });
});
