import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { useBuiltPackages } from '../../../../test/lib/build.ts';
import { type StartedEmulator, startEmulator } from '../../../../test/lib/processes.ts';

/** What {@link useStandaloneEmulator} gives a test file (once its `beforeAll` has run). */
export interface StandaloneSetup {
  /** The built `platform-emulator`, listening. */
  emulator(): StartedEmulator;
  /** A folder of the file's own (config homes, files written), removed after the last test. */
  dir(): string;
}

/**
 * The setting of a test file that runs the built CLI against one standalone emulator: the packages
 * built, `platform-emulator --port 0 ...args` started before the first test and stopped after the
 * last, and a temporary folder of its own.
 */
export function useStandaloneEmulator(args: readonly string[] = []): StandaloneSetup {
  useBuiltPackages();
  let emulator: StartedEmulator | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    emulator = await startEmulator(['--port', '0', ...args]);
    dir = mkdtempSync(join(tmpdir(), 'platform-api-cli-test-'));
  });
  afterAll(async () => {
    await emulator?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    emulator: () => emulator ?? assertStarted(),
    dir: () => dir ?? assertStarted(),
  };
}

function assertStarted(): never {
  throw new Error('useStandaloneEmulator: read it in a test or a later hook, once the emulator started');
}
