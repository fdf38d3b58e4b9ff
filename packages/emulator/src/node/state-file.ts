import { constants } from 'node:fs';
import { access, chmod, open, readFile, rename, stat, unlink } from 'node:fs/promises';
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

/** Why a state file cannot be written, in words (the system's code in brackets). */
function writeFailure(path: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  const dir = dirname(path);
  const why = (() => {
    switch (code) {
      case 'ENOENT':
        return `its folder ${dir} does not exist`;
      case 'ENOTDIR':
        return `${dir} is not a folder`;
      case 'EACCES':
      case 'EPERM':
        return `no permission to write in ${dir}`;
      case 'EROFS':
        return `${dir} is on a read-only file system`;
      case 'ENOSPC':
        return 'the disk is full';
      case 'EDQUOT':
        return 'the disk quota is used up';
      case 'EISDIR':
        return `${path} is a folder`;
      default:
        return (err as Error).message;
    }
  })();
  return code ? `${why} (${code})` : why;
}

/**
 * Checks, before the emulator starts, that the state file can be written where it is meant to go:
 * its folder exists, is a folder and is writable. A `StateFileError` naming the path and the
 * reason otherwise: the snapshot, autosave and shutdown writes would all fail later.
 */
export async function checkStateFileFolder(path: string): Promise<void> {
  const dir = dirname(path);
  try {
    if (!(await stat(dir)).isDirectory()) {
      throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
    }
    await access(dir, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw new StateFileError(
      `The state file ${path} cannot be written: ${writeFailure(path, err)}. Create the folder or choose another path: the state is written there on snapshot, autosave and shutdown.`,
    );
  }
}

/** Writes of the same file, one after another. */
const queues = new Map<string, Promise<unknown>>();

/**
 * Writes the state so that a crash at any moment leaves either the old file or the new one, whole:
 * a temporary file beside it (mode 0600: it holds webhook secrets), flushed to disk, then renamed
 * over the old one, and the directory flushed. A failed write is a `StateFileError` naming the file
 * and the reason; the previous file is left as it was.
 */
export function writeStateFile(path: string, state: unknown): Promise<void> {
  const previous = queues.get(path) ?? Promise.resolve();
  const write = () =>
    writeAtomically(path, state).catch((err: unknown) => {
      throw new StateFileError(
        `The state could not be written to ${path}: ${writeFailure(path, err)}. The state in memory is unchanged and the file keeps its previous content: fix the cause and write it again.`,
      );
    });
  const run = previous.then(write, write);
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
  try {
    await chmod(tmp, 0o600);
    await rename(tmp, path);
  } catch (err) {
    // The rename failed (the path is a folder, say): no temporary file is left behind.
    await unlink(tmp).catch(() => {});
    throw err;
  }
  // The rename itself is durable once the directory is flushed (not possible everywhere).
  const dir = await open(dirname(path), 'r').catch(() => null);
  await dir?.sync().catch(() => {});
  await dir?.close();
}

/** Whether a write of `path` is under way. */
export function writingStateFile(path: string): boolean {
  return queues.has(path);
}
