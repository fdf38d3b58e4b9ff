import { chmod, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A state file that exists but cannot be used: the emulator refuses to start over it. */
export class StateFileError extends Error {}

/**
 * The state file's document, or null when there is no file. Any other problem (unreadable, a
 * directory, not JSON) is a `StateFileError` naming the file: starting empty would overwrite it on
 * the next snapshot.
 */
export async function readStateFile(path: string): Promise<unknown | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ENOENT') return null;
    throw new StateFileError(
      `Cannot read the state file ${path} (${code ?? (err as Error).message}). Fix or move it: the emulator does not start over a state it cannot read.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new StateFileError(
      `The state file ${path} is not valid JSON (${(err as Error).message}${text.length === 0 ? '; it is empty' : ''}). Fix or move it: the emulator does not start over it.`,
    );
  }
}

/** Writes of the same file, one after another. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Writes the state so that a crash at any moment leaves either the old file or the new one, whole:
 * a temporary file beside it (mode 0600: it holds webhook secrets), flushed to disk, then renamed
 * over the old one, and the directory flushed.
 */
export function writeStateFile(path: string, state: unknown): Promise<void> {
  const previous = queues.get(path) ?? Promise.resolve();
  const run = previous.then(
    () => writeAtomically(path, state),
    () => writeAtomically(path, state),
  );
  queues.set(path, run);
  void run
    .finally(() => {
      if (queues.get(path) === run) queues.delete(path);
    })
    .catch(() => {});
  return run;
}

async function writeAtomically(path: string, state: unknown): Promise<void> {
  const text = JSON.stringify(state);
  const tmp = `${path}.${process.pid}.tmp`;
  const file = await open(tmp, 'w', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } catch (err) {
    await file.close();
    await unlink(tmp).catch(() => {});
    throw err;
  }
  await file.close();
  await chmod(tmp, 0o600);
  await rename(tmp, path);
  // The rename itself is durable once the directory is flushed (not possible everywhere).
  const dir = await open(dirname(path), 'r').catch(() => null);
  await dir?.sync().catch(() => {});
  await dir?.close();
}

/** Whether a write of `path` is under way. */
export function writingStateFile(path: string): boolean {
  return queues.has(path);
}
