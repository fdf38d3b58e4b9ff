import { randomBytes, toBase64Url } from './crypto.ts';

/**
 * 24-character hex ids shaped like the service's object ids: 4 bytes of (virtual) seconds, 5 fixed
 * bytes, a 3-byte counter. Unique within an emulator and sortable by creation; deterministic, so
 * the same seed and the same calls at the same virtual times give the same ids (and answers).
 * Ids are no secret (the service's are guessable too): isolation between organizations is what
 * protects a record.
 */
export class IdGenerator {
  #counter = 0;
  readonly #machine = 'e6e1a70000';

  next(nowMs: number): string {
    this.#counter = (this.#counter + 1) % 0x1000000;
    const seconds = Math.floor(nowMs / 1000) >>> 0;
    return (
      seconds.toString(16).padStart(8, '0') + this.#machine + this.#counter.toString(16).padStart(6, '0')
    );
  }
}

/** A random token of `bytes` bytes, URL-safe base64. */
export function randomToken(bytes = 24): string {
  return toBase64Url(randomBytes(bytes));
}
