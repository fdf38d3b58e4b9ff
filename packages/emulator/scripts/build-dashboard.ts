// Writes the dashboard's bundle into dist/dashboard/ (run by `pnpm build`, after tsup): the published
// package serves these files and needs no bundler. From the sources the emulator bundles on demand.
import { mkdir, writeFile } from 'node:fs/promises';
import { bundleDashboard } from '../src/node/dashboard-bundle.ts';

const out = new URL('../dist/dashboard/', import.meta.url);
await mkdir(out, { recursive: true });
const { js, css } = await bundleDashboard();
await writeFile(new URL('app.js', out), js);
await writeFile(new URL('app.css', out), css);
console.log(`dashboard: dist/dashboard/app.js ${js.length} bytes, app.css ${css.length} bytes`);
