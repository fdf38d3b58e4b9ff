import { canonicalJson } from '../internal/canonical-json.ts';
import { ConfigurationError } from './errors.ts';

export { IDEMPOTENCY_KEY_PATTERN } from '../schemas/common.ts';

/** The response header telling that an idempotent request was answered from the stored result. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/** A fresh random key (UUID v4), made once per call and reused by every retry of that call. */
export function generateIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Derives a stable `Idempotency-Key` from content: the SHA-256 (hex, 64 characters) of its canonical
 * JSON (object keys sorted at every level, array order kept). The same content gives the same key
 * whatever order its keys were written in, so a process that restarts and sends the same job again
 * gets the stored result instead of a duplicate.
 *
 * @example
 * ```
 * const body = { name: 'Backend hiring', stages: [{ name: 'Applied' }] };
 * const idempotencyKey = await deriveIdempotencyKey(body);
 * // pass it as the `idempotencyKey` request option of an idempotent call
 * ```
 */
export async function deriveIdempotencyKey(content: unknown): Promise<string> {
  let text: string;
  try {
    text = canonicalJson(content);
  } catch (error) {
    // A circular value (a stack overflow), a BigInt, a value with no JSON form.
    throw new ConfigurationError(
      `deriveIdempotencyKey takes JSON data (what the request body is): ${error instanceof RangeError ? 'the value refers to itself' : error instanceof Error ? error.message : String(error)}`,
    );
  }
  const bytes = new TextEncoder().encode(text);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
