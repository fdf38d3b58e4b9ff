import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function runExample(
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--experimental-strip-types', '--no-warnings', file],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('examples run as written against the emulator', () => {
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

  it('docs/crm.md shows every region of examples/crm-pipelines.ts verbatim', async () => {
    const example = await readFile(`${root}/examples/crm-pipelines.ts`, 'utf8');
    const doc = await readFile(`${root}/docs/crm.md`, 'utf8');
    const regions = [...example.matchAll(/\/\/ #region (\w+)\n([\s\S]*?)\/\/ #endregion \1/g)];
    expect(regions.map((r) => r[1])).toEqual([
      'pipelines',
      'idempotency',
      'stages',
      'cards',
      'board',
      'errors',
    ]);
    for (const [, name, code] of regions)
      expect(doc, `region ${name}`).toContain(`\`\`\`ts\n${code!.trimEnd()}\n\`\`\``);
  });
});
