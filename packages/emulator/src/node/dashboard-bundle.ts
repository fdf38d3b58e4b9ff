import { fileURLToPath } from 'node:url';

/** The dashboard's two files, as the page loads them (`/_emulator/ui/app.js`, `/_emulator/ui/app.css`). */
export interface DashboardBundle {
  js: string;
  css: string;
}

/** The page's sources: Preact components written as TSX, and one stylesheet they import. */
export const DASHBOARD_ENTRY = fileURLToPath(new URL('../dashboard/ui/main.tsx', import.meta.url));

/**
 * Bundles the dashboard with esbuild: one ES module (Preact and the page, minified) and one
 * stylesheet. The package build writes them into `dist/dashboard/` (`scripts/build-dashboard.ts`);
 * an emulator running from its sources (`pnpm emulator`, the tests) runs this on the page's first
 * request. esbuild is a development dependency: the published package only reads the built files.
 */
export async function bundleDashboard(): Promise<DashboardBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { app: DASHBOARD_ENTRY },
    bundle: true,
    write: false,
    outdir: 'dashboard',
    format: 'esm',
    platform: 'browser',
    target: ['chrome111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}
