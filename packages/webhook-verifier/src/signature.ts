/**
 * The base64 values of the `v1` signatures in a `webhook-signature` header. Signatures are
 * space-separated `version,value` pairs; other versions (`v2`, `v1a`, ...) are skipped. A trailing
 * comma is tolerated, as Fetch `Headers` join repeated headers with `", "`.
 */
export function v1Signatures(header: string): string[] {
  const found: string[] = [];
  const length = header.length;
  let start = 0;
  while (start < length) {
    let end = header.indexOf(' ', start);
    if (end === -1) end = length;
    let valueEnd = end;
    if (valueEnd > start && header.charCodeAt(valueEnd - 1) === 44 /* , */) valueEnd--;
    if (valueEnd - start > 3 && header.startsWith('v1,', start))
      found.push(header.slice(start + 3, valueEnd));
    start = end + 1;
  }
  return found;
}

/** Compares two byte arrays in time that depends on their length only. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** Length in bytes of an HMAC-SHA256 digest. */
export const SIGNATURE_BYTES = 32;
