import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { type ProcessResult, runProcess } from './processes.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export type ExampleRun = ProcessResult;

/**
 * Runs an example file as a user would: Node strips the example's types, and the packages it imports
 * are the built ones (`dist`, as installed from npm; the test file calls `useBuiltPackages()`).
 */
export function runExample(file: string, env: Record<string, string>): Promise<ExampleRun> {
  return runCommand(process.execPath, ['--experimental-strip-types', '--no-warnings', file], env);
}

/** Runs a command from the repository root with extra environment, to its end; collects its output. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs?: number,
): Promise<ExampleRun> {
  return runProcess(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
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
