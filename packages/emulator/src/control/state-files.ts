import { HttpError } from '../engine/errors.ts';

/**
 * The `stateFile` option's I/O (Node.js): `node/state-file.ts` reads and writes the file, loaded by
 * a dynamic import so that the platform-neutral entry never reaches `node:fs`.
 */

/**
 * Loads the state file into the emulator when it exists; answers whether it did. A file that
 * cannot be loaded stops the start, naming the file and the reason.
 */
export async function loadStateFile(
  path: string,
  importState: (state: unknown) => Promise<void>,
): Promise<boolean> {
  const { readStateFile, StateFileError } = await import('../node/state-file.ts');
  const state = await readStateFile(path);
  if (state === null) return false;
  try {
    await importState(state);
  } catch (err) {
    const why = err instanceof HttpError ? err.message : String(err);
    throw new StateFileError(
      `The state file ${path} cannot be loaded: ${why} Fix or move it: the emulator does not start over it.`,
    );
  }
  return true;
}

/**
 * Writes the state to the file. A write that fails (the folder was removed, no permission, a full
 * disk) throws `500 STATE_FILE_WRITE_FAILED` naming the file and the reason; the previous file stays whole.
 */
export async function writeSnapshot(path: string, state: Record<string, unknown>): Promise<void> {
  const { writeStateFile, StateFileError } = await import('../node/state-file.ts');
  try {
    await writeStateFile(path, state);
  } catch (err) {
    if (!(err instanceof StateFileError)) throw err;
    throw new HttpError('STATE_FILE_WRITE_FAILED', err.message, { status: 500 });
  }
}
