import { readFile } from 'node:fs/promises';
import { HttpError } from '../engine/errors.ts';
import type { EngineResponse } from '../engine/types.ts';
import type { DashboardBundle } from './dashboard-bundle.ts';

/** Running from the sources (`pnpm emulator`, the tests): no built bundle, esbuild builds one. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

let bundle: Promise<DashboardBundle> | undefined;

/** The bundle, read (or built) once per process; a failure is not kept, so a later request tries again. */
function loadBundle(): Promise<DashboardBundle> {
  bundle ??= (FROM_SOURCE ? buildFromSource() : readBuilt()).catch((err: unknown) => {
    bundle = undefined;
    throw err;
  });
  return bundle;
}

async function buildFromSource(): Promise<DashboardBundle> {
  const { bundleDashboard } = await import('./dashboard-bundle.ts');
  return bundleDashboard();
}

/** `dist/dashboard/`, beside the chunk this module was bundled into. */
async function readBuilt(): Promise<DashboardBundle> {
  for (const dir of ['./dashboard/', '../dashboard/']) {
    try {
      const [js, css] = await Promise.all([
        readFile(new URL(`${dir}app.js`, import.meta.url), 'utf8'),
        readFile(new URL(`${dir}app.css`, import.meta.url), 'utf8'),
      ]);
      return { js, css };
    } catch {}
  }
  throw new HttpError(
    'DASHBOARD_NOT_BUILT',
    "The dashboard's files are missing from this package (dist/dashboard/app.js): build it with `pnpm build`.",
    { status: 500 },
  );
}

/** What every file of the page carries: nothing fetched from elsewhere, nothing framed, no referrer. */
const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <link rel="icon" href="data:,">
    <title>Emulator dashboard</title>
    <link rel="stylesheet" href="/_emulator/ui/app.css">
    <script type="module" src="/_emulator/ui/app.js"></script>
  </head>
  <body>
    <div id="app"><noscript>The dashboard needs JavaScript.</noscript></div>
  </body>
</html>
`;

const FILES: Record<string, { type: string; body: (b: DashboardBundle) => string }> = {
  'index.html': { type: 'text/html; charset=utf-8', body: () => INDEX_HTML },
  'app.js': { type: 'text/javascript; charset=utf-8', body: (b) => b.js },
  'app.css': { type: 'text/css; charset=utf-8', body: (b) => b.css },
};

/** A file of the dashboard (`/_emulator/ui`, `/_emulator/ui/app.js`, `/_emulator/ui/app.css`). */
export async function dashboardFile(name: string): Promise<EngineResponse> {
  const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
  if (!file) {
    throw new HttpError(
      'NOT_FOUND',
      `The dashboard has no file ${JSON.stringify(name.slice(0, 60))}; open /_emulator/ui.`,
      { details: [{ field: 'file', message: 'not a file of the dashboard' }] },
    );
  }
  // The page itself waits for the bundle too: a missing build shows at once, in the envelope.
  const loaded = await loadBundle();
  return { status: 200, headers: { ...PAGE_HEADERS, 'content-type': file.type }, body: file.body(loaded) };
}
