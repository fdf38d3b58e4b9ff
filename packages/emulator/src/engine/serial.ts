/**
 * Runs operations one at a time, in call order. A write that reads state, awaits, then writes
 * must not interleave with another write of the same state; a failed operation does not stop the
 * ones queued behind it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => T | Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.then(noop, noop);
    return result;
  }
}

function noop(): void {}
