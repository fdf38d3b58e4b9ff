import { type HttpHandler, http } from 'msw';
import type { EmulatorCore } from '../engine/core.ts';
import { handleFetchRequest } from './fetch.ts';

/** msw request handlers over the engine, for `setupServer(...handlers)`: every path under `baseUrl`. */
export function mswHandlers(core: EmulatorCore, baseUrl: string): HttpHandler[] {
  return [http.all(`${baseUrl}/*`, ({ request }) => handleFetchRequest(core, request, 'msw'))];
}
