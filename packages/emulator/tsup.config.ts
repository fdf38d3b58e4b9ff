import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node22',
  // Only the dashboard's on-demand build from the sources imports it (scripts/build-dashboard.ts
  // writes dist/dashboard/ at build time): never bundled, never needed by the published package.
  external: ['esbuild'],
});
