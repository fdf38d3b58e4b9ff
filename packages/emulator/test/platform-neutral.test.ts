import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));

/**
 * The main entry runs wherever msw runs (Node, Deno, Bun, workers, the browser): bundled for a
 * neutral platform, nothing in it may need a Node module, and our own code reaches the node:http
 * server, the state file and the dashboard's files only through dynamic imports (`listen()`,
 * `snapshot()`, the first request of `/_emulator/ui`).
 */
it('the main entry bundles for a neutral platform without any node: module', async () => {
  const dynamic: string[] = [];
  const result = await build({
    entryPoints: ['packages/emulator/src/index.ts'],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    splitting: true,
    outdir: 'out',
    conditions: ['platform-api-source', 'browser', 'import', 'default'],
    mainFields: ['browser', 'module', 'main'],
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'node-parts-stay-behind-dynamic-imports',
        setup(b) {
          // Any relative path into `src/node/` (from `src/` itself, `src/control/`, …).
          b.onResolve({ filter: /^(?:\.\.?\/)+node\// }, (args) => {
            const file = relative(src, resolve(dirname(args.importer), args.path));
            if (!file.startsWith('node/')) return undefined;
            if (args.kind !== 'dynamic-import')
              throw new Error(`${args.importer} imports ${args.path} statically`);
            dynamic.push(file);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  expect(result.errors).toEqual([]);
  expect([...new Set(dynamic)].sort()).toEqual([
    'node/dashboard-assets.ts',
    'node/server.ts',
    'node/state-file.ts',
  ]);
  for (const file of result.outputFiles) {
    expect(file.text).not.toMatch(/(?:from|import\()\s*["']node:/);
  }
  // Our own modules in the bundle use neither Node's Buffer nor process.
  const ours = Object.keys(result.metafile.inputs).filter((p) => p.startsWith('packages/'));
  expect(ours.length).toBeGreaterThan(50);
  for (const path of ours) {
    const code = (await readFile(`${root}/${path}`, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code, path).not.toMatch(/\bBuffer\.|\bprocess\./);
  }
}, 30_000);
