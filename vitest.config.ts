import { defineConfig } from 'vitest/config';

const shared = {
  resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['platform-api-source', 'module', 'node', 'import', 'default'] } },
};

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
        },
      })),
      {
        ...shared,
        // The public surfaces together: the SDK against the emulator, in-process and over HTTP.
        test: { name: 'integration', root: 'test', include: ['**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
