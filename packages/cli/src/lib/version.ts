import { readFileSync } from 'node:fs';

const PACKAGE_NAME = '@platform-api/cli';
let cached: string | undefined;

/**
 * The CLI's version, from its package.json, read at run time rather than bundled. The module runs
 * from `src/lib/` (tests) or bundled into `dist/` (the binary), so it looks upwards for the manifest.
 */
export function cliVersion(): string {
  if (cached !== undefined) return cached;
  cached = '0.0.0';
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === PACKAGE_NAME && typeof manifest.version === 'string') {
        cached = manifest.version;
        break;
      }
    } catch {
      // not there: try one level up
    }
  }
  return cached;
}
