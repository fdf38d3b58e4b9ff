import type { KeyObject } from 'node:crypto';
import { decodeBase64 } from './base64.ts';
import type { NodeCryptoModule } from './node-crypto.ts';
import { decodeSecret, remember } from './secret.ts';
import { SIGNATURE_BYTES } from './signature.ts';

// A KeyObject per secret: node:crypto then skips copying and validating the key on every delivery.
const keyObjects = new Map<string, KeyObject>();

/** HMAC-SHA256 of `prefix` followed by `body`, fed in two updates so large bodies are never copied. */
export function nodeHmac(
  crypto: NodeCryptoModule,
  secret: string,
  prefix: string,
  body: string | Uint8Array,
): Uint8Array {
  const key =
    keyObjects.get(secret) ?? remember(keyObjects, secret, crypto.createSecretKey(decodeSecret(secret)));
  return crypto.createHmac('sha256', key).update(prefix).update(body).digest();
}

/** Whether any `v1` signature matches the content under any secret (synchronous, node:crypto). */
export function nodeSignatureMatches(
  crypto: NodeCryptoModule,
  secrets: readonly string[],
  prefix: string,
  body: string | Uint8Array,
  signatures: readonly string[],
): boolean {
  const candidates: Uint8Array[] = [];
  for (const signature of signatures) {
    const decoded = decodeBase64(signature);
    if (decoded !== undefined && decoded.length === SIGNATURE_BYTES) candidates.push(decoded);
  }
  if (candidates.length === 0) return false;
  for (const secret of secrets) {
    const expected = nodeHmac(crypto, secret, prefix, body);
    for (const candidate of candidates) {
      if (crypto.timingSafeEqual(expected, candidate)) return true;
    }
  }
  return false;
}
