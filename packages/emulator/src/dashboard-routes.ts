import type { EmulatorCore } from './engine/core.ts';

const STREAM_PATH = '/_emulator/requests/stream';

/**
 * The dashboard (`/_emulator/ui`) and the request log's event stream. Their code is loaded on their
 * first request (dynamic imports): an emulator whose page is never opened loads none of it. The page
 * and its two files need no control token (they hold no data; the page asks for the token when the
 * control API wants one); the stream is the control API's and checks it.
 */
export function registerDashboard(core: EmulatorCore): void {
  const page = async (file: string) => (await import('./node/dashboard-assets.ts')).dashboardFile(file);
  core.raw('GET', '/_emulator/ui', () => page('index.html'));
  core.raw('GET', '/_emulator/ui/{file}', (_req, params) => page(params.file ?? ''));
  core.raw('GET', STREAM_PATH, async (req) => {
    core.checkControlToken(req, STREAM_PATH);
    return (await import('./dashboard/request-stream.ts')).requestLogStream(core, req);
  });
}
