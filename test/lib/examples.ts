import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ExampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an example file as a user would (Node with type stripping), with extra environment. */
export function runExample(file: string, env: Record<string, string>): Promise<ExampleRun> {
  return runCommand(
    process.execPath,
    ['--conditions=platform-api-source', '--experimental-strip-types', '--no-warnings', file],
    env,
  );
}

/** Runs a command from the repository root with extra environment; collects its output. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ExampleRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Checks that a guide shows every `// #region name` … `// #endregion name` of an example file
 * verbatim, as a ```ts block, and that the regions are the expected ones.
 */
export async function expectRegionsInDoc(
  exampleFile: string,
  docFile: string,
  names: string[],
): Promise<void> {
  const example = await readFile(`${root}/${exampleFile}`, 'utf8');
  const doc = await readFile(`${root}/${docFile}`, 'utf8');
  const regions = [...example.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion \1/g)];
  expect(regions.map((r) => r[1])).toEqual(names);
  for (const [, name, code] of regions) {
    expect(doc, `region ${name}`).toContain(`\`\`\`ts\n${code!.trimEnd()}\n\`\`\``);
  }
}
