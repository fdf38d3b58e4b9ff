import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The monorepo root (the tests' working directory for every spawned command). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const CLI_BIN = join(REPO_ROOT, 'packages/cli/dist/bin.js');

/** What the built binary needs, each with the file its build writes. */
const PACKAGES = [
  { dir: 'packages/sdk', output: 'dist/index.js' },
  { dir: 'packages/webhook-verifier', output: 'dist/index.js' },
  { dir: 'packages/emulator', output: 'dist/index.js' },
  { dir: 'packages/cli', output: 'dist/bin.js' },
];

const BUILD_ARGS = [
  '--filter',
  '@platform-api/sdk',
  '--filter',
  '@platform-api/webhook-verifier',
  '--filter',
  '@platform-api/emulator',
  '--filter',
  '@platform-api/cli',
  'run',
  'build',
];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function isStale(pkg: (typeof PACKAGES)[number]): boolean {
  const root = join(REPO_ROOT, pkg.dir);
  const output = join(root, pkg.output);
  if (!existsSync(output)) return true;
  const inputs = [join(root, 'src'), join(root, 'package.json'), join(root, 'tsup.config.ts')].filter(
    existsSync,
  );
  return Math.max(...inputs.map(newestMtime)) > statSync(output).mtimeMs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the SDK, the verifier, the emulator and the CLI when a `dist` is missing or older than its
 * sources. Test files run in parallel workers: a lock directory makes one of them build while the
 * others wait, then re-check.
 */
export async function ensureBuilt(): Promise<void> {
  if (!PACKAGES.some(isStale)) return;
  const lock = join(
    tmpdir(),
    `platform-api-cli-test-build-${Buffer.from(REPO_ROOT).toString('base64url')}.lock`,
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker builds: a lock older than 3 minutes belongs to a crashed run.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone meanwhile
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lock}`);
      await sleep(250);
    }
  }
  try {
    if (!PACKAGES.some(isStale)) return;
    const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
    await promisify(execFile)(pnpm, BUILD_ARGS, { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
