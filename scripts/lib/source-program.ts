import ts from 'typescript';

/**
 * A TypeScript program over the packages' sources as our tools read them (the API reference, the
 * verifier's event types, the exports snapshot test): the `platform-api-source` condition resolves
 * each package to its `src`. Nothing is emitted; the names and the TSDoc are what is read.
 */
export function sourceProgram(files: readonly string[]): ts.Program {
  return ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    customConditions: ['platform-api-source'],
    types: ['node'],
  });
}
