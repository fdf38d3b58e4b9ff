import { readFile, writeFile } from 'node:fs/promises';

/** The state file's text, or null when there is none. */
export async function readStateFile(path: string): Promise<unknown | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  return JSON.parse(text);
}

export async function writeStateFile(path: string, state: unknown): Promise<void> {
  await writeFile(path, JSON.stringify(state));
}
