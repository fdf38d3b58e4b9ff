import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pool, workers and isolation are chosen for a 2-core machine that may be busy; the reasons and the
// measurements are in docs/decisions/test-runner.md.

/** Each test file checks that the processes it started outside a test were stopped (test/lib/processes.ts). */
const setupFiles = [fileURLToPath(new URL('./test/lib/setup-processes.ts', import.meta.url))];

const shared = {
  resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] } },
};

const STRICT = { PLATFORM_VALIDATE_RESPONSES: 'strict' };

/**
 * Files that share one worker and its module cache: pure units with no global state left behind.
 * The verifier is not one of them: `webcrypto-only.test.ts` mocks `node:crypto` out with `vi.mock`,
 * which would leak into the files after it.
 */
const SHARED_MODULES = new Set(['sdk']);

export default defineConfig({
  test: {
    // Records every process a test starts and fails the run if one outlives it.
    globalSetup: ['./test/lib/global-setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    // One process per worker (not threads): tests start and signal child processes, and the CLI code
    // they run in-process installs signal handlers and may exit; a thread would share all of that
    // with the runner.
    pool: 'forks',
    // Two files at a time on two cores (vitest's default there is one): the suite spends about half
    // its time waiting on child processes, sockets and timers.
    maxWorkers: 2,
    // Hang detection, not speed targets (those live in `pnpm bench`): vitest's 5 s and 10 s are
    // quiet-machine figures, and with five CPU-bound processes beside it the suite runs four to ten
    // times slower. Tests that start processes size their own timeouts (test/lib/processes.ts).
    testTimeout: 20_000,
    hookTimeout: 40_000,
    projects: [
      ...['sdk', 'emulator', 'webhook-verifier', 'cli'].map((name) => ({
        ...shared,
        test: {
          name,
          root: `packages/${name}`,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          isolate: !SHARED_MODULES.has(name),
          // The SDK checks every answer of a server strictly: drift between its types and the
          // emulator fails the suite. (The SDK's own unit tests script answers by hand.)
          env: name === 'sdk' ? {} : STRICT,
        },
      })),
      {
        ...shared,
        // The public surfaces together: the SDK against the emulator, in-process and over HTTP.
        test: {
          name: 'integration',
          root: 'test',
          include: ['**/*.test.ts'],
          environment: 'node',
          setupFiles,
          env: STRICT,
        },
      },
    ],
  },
});
