import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    'operations/index': 'src/operations/index.ts',
    'in-process/index': 'src/in-process/index.ts',
    // Deprecated alias of the two entries above (issue 19): removed once our packages moved.
    // Not exports of the package: entries of their own so that `index.js` only re-exports, and a
    // program that imports the errors alone leaves the client, ky and zod behind (`sideEffects: false`
    // drops an unused module, never unused code inside a module that is kept).
    'lib/errors': 'src/core/errors.ts',
    'lib/client': 'src/client.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node22',
});
