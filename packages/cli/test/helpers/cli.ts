import { spawn } from 'node:child_process';
import { CLI_BIN, REPO_ROOT } from './build.ts';

export interface BinResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The parent's environment without any PLATFORM_* variable, so every test says exactly what it sets. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('PLATFORM_')) env[name] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

/** Runs `node packages/cli/dist/bin.js ...args` to completion. */
export function runBin(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string | Uint8Array } = {},
): Promise<BinResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: REPO_ROOT,
      env: cleanEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
