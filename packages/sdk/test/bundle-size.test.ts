import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A program as a user writes it, bundled (esbuild, minified ESM, browser platform): gzip bytes. */
async function bundled(program: string): Promise<number> {
  const result = await build({
    stdin: { contents: program, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['platform-api-source'],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

/**
 * Budgets for what users bundle (docs/sdk.md, "Bundle size"). The errors and guards alone carry no
 * zod and no HTTP client; a one-call program carries the client, ky, `zod/mini` and the schemas of
 * every operation (40 kB; the aim is 30 kB). These budgets keep what was won.
 */
it('a program that only checks errors bundles to at most 3 kB gzip', async () => {
  const size = await bundled(`import { isPlatformError, RateLimitError } from '@platform-api/sdk';
export const check = (e: unknown) => isPlatformError(e, 'RATE_LIMIT_EXCEEDED') || e instanceof RateLimitError;`);
  expect(size).toBeLessThanOrEqual(3 * 1024);
});

it('a program making one call bundles to at most 42 kB gzip', async () => {
  const size = await bundled(`import { PlatformClient } from '@platform-api/sdk';
const client = new PlatformClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:4010' });
console.log(await client.crm.contacts.get('65f1c0de00000000000000a1'));`);
  expect(size).toBeLessThanOrEqual(42 * 1024);
});
