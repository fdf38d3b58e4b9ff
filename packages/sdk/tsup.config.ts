import { defineConfig } from 'tsup';

/** The package's exports: what a user imports, and so the only declaration files a user's compiler names types through. */
const PUBLIC_ENTRIES = {
  index: 'src/index.ts',
  'schemas/index': 'src/schemas/index.ts',
  'operations/index': 'src/operations/index.ts',
  'in-process/index': 'src/in-process/index.ts',
};

export default defineConfig({
  entry: {
    ...PUBLIC_ENTRIES,
    // Deprecated alias of the two entries above (issue 19): removed once our packages moved.
    // Not exports of the package: entries of their own so that `index.js` only re-exports, and a
    // program that imports the errors alone leaves the client, ky and zod behind (`sideEffects: false`
    // drops an unused module, never unused code inside a module that is kept).
    'lib/errors': 'src/core/errors.ts',
    'lib/client': 'src/client.ts',
  },
  format: ['esm'],
  // Declarations of the public entries only: `lib/client` as a declaration entry too would move the
  // client's declarations into a shared chunk that `index.d.ts` imports under private names
  // (`ContactListParams$1`), names a user's `declaration: true` build cannot write (TS2883).
  // `scripts/tsup-strict.ts` (the build script) fails the build if such a name comes back.
  dts: { entry: PUBLIC_ENTRIES },
  clean: true,
  sourcemap: true,
  target: 'node22',
});
