import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function runExample(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--experimental-strip-types', '--no-warnings', file], {
      cwd: root,
      env: { ...process.env, ...env },
    });
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
});
