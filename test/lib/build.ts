import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { REPO_ROOT, runProcess } from './processes.ts';

/**
 * `pnpm build` of the four packages: about 15 s quiet, a minute loaded; the lock lets one worker
 * build while the others wait.
 */
export const BUILD_TIMEOUT_MS = 240_000;

/** What the built binary needs, each with the file its build writes. */
const PACKAGES = [
  { dir: 'packages/sdk', output: 'dist/index.js' },
  { dir: 'packages/webhook-verifier', output: 'dist/index.js' },
  { dir: 'packages/emulator', output: 'dist/index.js' },
  { dir: 'packages/cli', output: 'dist/bin.js' },
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

/** The folders (`packages/emulator`, ...) of the packages whose `dist` is missing or older than their sources. */
export function stalePackages(): string[] {
  return PACKAGES.filter(isStale).map((pkg) => pkg.dir);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds each of the SDK, the verifier, the emulator and the CLI whose `dist` is missing or older
 * than its sources. Test files run in parallel workers: a lock directory makes one of them build while the
 * others wait, then re-check.
 */
export async function ensureBuilt(): Promise<void> {
  if (stalePackages().length === 0) return;
  const lock = join(
    tmpdir(),
    `platform-api-cli-test-build-${Buffer.from(REPO_ROOT).toString('base64url')}.lock`,
  );
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker builds: a lock older than a build may take belongs to a crashed run.
      try {
        if (Date.now() - statSync(lock).mtimeMs > BUILD_TIMEOUT_MS)
          rmSync(lock, { recursive: true, force: true });
      } catch {
        // gone meanwhile
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lock}`);
      await sleep(250);
    }
  }
  try {
    const stale = stalePackages();
    if (stale.length === 0) return;
    // Only what is stale (the others' dist is used as it is: each package keeps its dependencies external).
    const args = [...stale.flatMap((dir) => ['--filter', `./${dir}`]), 'run', 'build'];
    const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
    const build = await runProcess(pnpm, args, { timeoutMs: BUILD_TIMEOUT_MS });
    if (build.code !== 0)
      throw new Error(`pnpm build failed (exit ${build.code}):\n${build.stderr || build.stdout}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Tests that spawn the built binaries (and examples run against the built packages) call this once
 * at the top of their file: the packages whose `dist` is older than their sources are built before
 * the file's first test. `pnpm verify` builds first, so then it only checks the dates.
 */
export function useBuiltPackages(): void {
  beforeAll(() => ensureBuilt(), BUILD_TIMEOUT_MS);
}
