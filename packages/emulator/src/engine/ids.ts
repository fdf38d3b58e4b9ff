import { randomBytes, toBase64Url, toHex } from './crypto.ts';

/**
 * 24-character hex ids shaped like the service's object ids: 4 bytes of (virtual) seconds, 5 random
 * bytes fixed per generator, a 3-byte counter. Unique within an emulator and sortable by creation.
 */
export class IdGenerator {
  #counter = randomBytes(3).reduce((n, b) => n * 256 + b, 0);
  readonly #machine = toHex(randomBytes(5));

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
