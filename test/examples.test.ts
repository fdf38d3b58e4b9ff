import { readFile } from 'node:fs/promises';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from './lib/build.ts';
import { expectRegionsInDoc, root, runExample } from './lib/examples.ts';
import { spawnTestTimeout } from './lib/processes.ts';

// The examples run against the built packages, as installed from npm.
useBuiltPackages();

// Each test runs one example: a process of its own.
describe('examples run as written against the emulator', { timeout: spawnTestTimeout(1) }, () => {
  let emu: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo' });
    server = await emu.listen({ port: 0 });
  });
  afterAll(() => emu.close());

  it('examples/quickstart.ts (the README example)', async () => {
    const out = await runExample('examples/quickstart.ts', { PLATFORM_BASE_URL: server.url });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/\d+ contacts/);
    expect(out.stdout).toContain('not found:');
    expect(out.stdout).toMatch(/CRM calls used today/);
  });

  it('examples/getting-started.ts (step 2 of docs/getting-started.md)', async () => {
    const out = await runExample('examples/getting-started.ts', { PLATFORM_BASE_URL: server.url });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^[0-9a-f]{24} (true|false)$/m);
  });

  it('the README shows the same code as examples/quickstart.ts', async () => {
    const readme = await readFile(`${root}/README.md`, 'utf8');
    const example = await readFile(`${root}/examples/quickstart.ts`, 'utf8');
    const body = example.split('\n').slice(2).join('\n').trim();
    expect(readme).toContain(body);
  });

  it('examples/crm-pipelines.ts (the pipeline examples of docs/crm.md)', async () => {
    const out = await runExample('examples/crm-pipelines.ts', { PLATFORM_BASE_URL: server.url });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('1. Applied, 2. Screening, 3. Interview, 4. Offer, 5. Hired');
    expect(out.stdout).toContain('false true true');
    expect(out.stdout).toContain('200 true');
    expect(out.stdout).toContain('no such contact in this workspace');
    expect(out.stdout).toContain('true name');
  });

  it('docs/crm.md shows every region of examples/crm-pipelines.ts verbatim', () =>
    expectRegionsInDoc('examples/crm-pipelines.ts', 'docs/crm.md', [
      'pipelines',
      'idempotency',
      'stages',
      'cards',
      'board',
      'errors',
    ]));

  it('examples/jobs-and-search.ts (docs/job-builder.md and docs/search.md)', async () => {
    const out = await runExample('examples/jobs-and-search.ts', { PLATFORM_BASE_URL: server.url });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Ingeniero/a Backend Sénior | Madrid, España | 3117735');
    expect(out.stdout).toContain('60000 75000 EUR yearly');
    expect(out.stdout).toContain('draft null review');
    expect(out.stdout).toContain('pending true true');
    expect(out.stdout).toMatch(/^pc1\.\S+ .*Mobile Engineer strong React Native/m);
    expect(out.stdout).toContain('48 nurses');
    expect(out.stdout).toMatch(/\| https:\/\/www\.platform\.example\/empleo\//);
    expect(out.stdout).toMatch(/^true$/m);
    expect(out.stdout).toMatch(/^jobBuilder 3\/10$/m);
    expect(out.stdout).toContain('query Invalid request (not sent): query: must be at least 2 characters');
  });

  it('docs/job-builder.md and docs/search.md show the regions of examples/jobs-and-search.ts verbatim', async () => {
    const example = await readFile(`${root}/examples/jobs-and-search.ts`, 'utf8');
    const regions = new Map(
      [...example.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion \1/g)].map((m) => [
        m[1]!,
        m[2]!.trimEnd(),
      ]),
    );
    const shown: Record<string, string[]> = {
      'docs/job-builder.md': ['generate', 'create-job', 'usage'],
      'docs/search.md': ['candidates', 'jobs', 'errors'],
    };
    expect([...regions.keys()].sort()).toEqual(Object.values(shown).flat().sort());
    for (const [doc, names] of Object.entries(shown)) {
      const text = await readFile(`${root}/${doc}`, 'utf8');
      for (const name of names)
        expect(text, `${doc}: ${name}`).toContain(`\`\`\`ts\n${regions.get(name)}\n\`\`\``);
    }
  });

  it('examples/mcp-in-process.ts (docs/mcp.md, in tests): an MCP client over the in-process fetch', async () => {
    const out = await runExample('examples/mcp-in-process.ts', {});
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).families).toHaveLength(5);
    const doc = await readFile(`${root}/docs/mcp.md`, 'utf8');
    const code = (await readFile(`${root}/examples/mcp-in-process.ts`, 'utf8'))
      .split('\n')
      .slice(1)
      .join('\n')
      .trimEnd();
    expect(doc).toContain(`\`\`\`ts\n${code}\n\`\`\``);
  });
});
