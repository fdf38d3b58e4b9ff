import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { APIError, ERROR_CODES, ERROR_STATUS } from '../src/index.ts';

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
