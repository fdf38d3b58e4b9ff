import { createEmulator, type Emulator, type RunningServer } from '@platform-api/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltPackages } from './lib/build.ts';
import { expectRegionsInDoc, runExample } from './lib/examples.ts';
import { spawnTestTimeout } from './lib/processes.ts';

// The example runs against the built packages, as installed from npm.
useBuiltPackages();

describe('the webhook examples of docs/webhooks.md', { timeout: spawnTestTimeout(1) }, () => {
  let emu: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    emu = await createEmulator({ seed: 'demo', allowLocalWebhooks: true });
    server = await emu.listen({ port: 0 });
  });
  afterAll(() => emu.close());

  it('examples/webhooks.ts runs against the standalone emulator', async () => {
    const out = await runExample('examples/webhooks.ts', { PLATFORM_BASE_URL: server.url });
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

  it('docs/webhooks.md shows every region of examples/webhooks.ts verbatim', () =>
    expectRegionsInDoc('examples/webhooks.ts', 'docs/webhooks.md', [
      'receiver',
      'create',
      'flush',
      'apply',
      'manage',
      'rotate',
      'status',
    ]));
});
