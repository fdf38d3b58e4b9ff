import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { APIError } from '../src/index.ts';
import { allOperations } from '../src/operations/index.ts';
import { ERROR_CODES, ERROR_STATUS } from '../src/schemas/index.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** docs/errors.md lists every code of the service with its status and the class the SDK raises. */
it('docs/errors.md has a row per error code, with its status and SDK class', async () => {
  const doc = await readFile(`${root}/docs/errors.md`, 'utf8');
  const rows = new Map<string, { status: number; className: string }>();
  for (const m of doc.matchAll(/^\| `([A-Z0-9_]+)`(?: \([^)]*\))? \| (\d{3}) \| `(\w+)` \|/gm)) {
    if (!rows.has(m[1]!)) rows.set(m[1]!, { status: Number(m[2]), className: m[3]! });
  }
  expect([...rows.keys()].sort()).toEqual([...ERROR_CODES].sort());
  for (const code of ERROR_CODES) {
    const status = ERROR_STATUS[code];
    const error = APIError.generate(status, {
      statusCode: status,
      errorCode: code,
      message: 'm',
      path: '/p',
    });
    expect([code, rows.get(code)]).toEqual([code, { status, className: error.constructor.name }]);
  }
});

/**
 * A POST the operation table marks safe (it only reads) is retried like a GET: both docs must say so
 * where they list what is safe to repeat, so that what they promise is what the SDK does.
 */
it('docs/sdk.md and docs/errors.md name every read-only POST as safe to retry', async () => {
  const named: Record<string, RegExp> = {
    'job-builder.generate': /`generate`/,
    'candidate-search.search': /searches/,
    'job-search.search': /searches/,
  };
  const safePosts = allOperations.filter(
    (op) => (op.method === 'POST' || op.method === 'PATCH') && op.safe && !op.idempotent,
  );
  expect(safePosts.map((op) => op.id).sort()).toEqual(Object.keys(named).sort());
  const sdk = await readFile(`${root}/docs/sdk.md`, 'utf8');
  const safeParagraph = sdk.slice(sdk.indexOf('Safe means'), sdk.indexOf('Backoff is exponential'));
  const errors = await readFile(`${root}/docs/errors.md`, 'utf8');
  const intro = errors.slice(0, errors.indexOf('| errorCode |'));
  for (const op of safePosts) {
    expect([op.id, named[op.id]!.test(safeParagraph)]).toEqual([op.id, true]);
    expect([op.id, named[op.id]!.test(intro)]).toEqual([op.id, true]);
  }
});
