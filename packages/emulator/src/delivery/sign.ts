import { fromBase64, hmacSha256, toBase64 } from '../engine/crypto.ts';

const SECRET_PREFIX = 'whsec_';

/** The raw signing key of a `whsec_<base64>` secret. */
function keyOf(secret: string): Uint8Array {
  return fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
}

/**
 * The `webhook-signature` header (Standard Webhooks): one `v1,<base64 HMAC-SHA256 of
 * "{id}.{timestamp}.{payload}">` per secret, space-separated (the previous secret first during a
 * rotation). The test suite checks it against the reference package byte for byte.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  atMs: number,
  payload: string,
): string {
  const content = `${id}.${Math.floor(atMs / 1000)}.${payload}`;
  return secrets.map((secret) => `v1,${toBase64(hmacSha256(keyOf(secret), content))}`).join(' ');
}
