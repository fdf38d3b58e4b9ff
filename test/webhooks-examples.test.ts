import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(
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

describe('the webhook examples of docs/webhooks.md', () => {
  let emu: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', allowLocalWebhooks: true });
    server = await emu.listen({ port: 0 });
  });
  afterAll(() => emu.close());

  it('examples/webhooks.ts runs against the standalone emulator', async () => {
    const out = await run('examples/webhooks.ts', { PLATFORM_BASE_URL: server.url });
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines[0]).toBe('pending_verification');
    expect(out.stdout).toMatch(/^active [12]$/m);
    expect(out.stdout).toContain('resume application/pdf true');
    expect(out.stdout).toMatch(/^true$/m);
    expect(out.stdout).toMatch(/^application\.received succeeded 1 200 null$/m);
    expect(out.stdout).toMatch(/^\d+\/5000 deliveries today, 1\/10 endpoints$/m);
    expect(out.stdout).toContain('verify the new url first');
  });

  it('docs/webhooks.md shows every region of examples/webhooks.ts verbatim', async () => {
    const example = await readFile(`${root}/examples/webhooks.ts`, 'utf8');
    const doc = await readFile(`${root}/docs/webhooks.md`, 'utf8');
    const regions = [...example.matchAll(/\/\/ #region (\w+)\n([\s\S]*?)\/\/ #endregion \1/g)];
    expect(regions.map((r) => r[1])).toEqual([
      'receiver',
      'create',
      'flush',
      'apply',
      'manage',
      'rotate',
      'status',
    ]);
    for (const [, name, code] of regions)
      expect(doc, `region ${name}`).toContain(`\`\`\`ts\n${code!.trimEnd()}\n\`\`\``);
  });
});
