import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

/** The main entry as a bundler splits it for Node (dependencies left out): what loads when. */
export async function bundledEntry(): Promise<{ outputs: Metafile['outputs']; entry: string }> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const result = await build({
    entryPoints: ['packages/emulator/src/index.ts'],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outdir: 'out',
    conditions: ['platform-api-source'],
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const { outputs } = result.metafile;
  const [entry] = Object.entries(outputs).find(([, o]) => o.entryPoint === 'packages/emulator/src/index.ts')!;
  return { outputs, entry };
}
