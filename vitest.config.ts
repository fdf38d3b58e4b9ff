import { defineConfig } from 'vitest/config';

const shared = {
  resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] } },
};

const STRICT = { PLATFORM_VALIDATE_RESPONSES: 'strict' };

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    projects: [
      ...['sdk', 'emulator', 'webhook-verifier', 'cli'].map((name) => ({
        ...shared,
        test: {
          name,
          root: `packages/${name}`,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
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
          env: STRICT,
        },
      },
    ],
  },
});
