// `@platform-api/sdk/internal`: DEPRECATED, a temporary alias of the two entries that replace it,
// kept while our other packages move their imports (issue 19).
// TODO(issue 19): remove this entry (and its `exports` line in package.json) once the emulator and
// the CLI import `@platform-api/sdk/operations` and `@platform-api/sdk/in-process`.

/** @deprecated import from `@platform-api/sdk/operations` or `@platform-api/sdk/in-process`. */
export * from '../in-process/index.ts';
export * from '../operations/index.ts';
