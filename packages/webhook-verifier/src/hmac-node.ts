import type { KeyObject } from 'node:crypto';
import { decodeBase64Into, decodedLength } from './base64.ts';
import type { NodeCryptoModule } from './node-crypto.ts';
import { decodeSecret, remember } from './secret.ts';
import { SIGNATURE_BYTES } from './signature.ts';

const scratch = new Uint8Array(SIGNATURE_BYTES);

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
  // Signatures are decoded into one scratch buffer (no allocation per candidate on the hot path), and
  // the HMAC under a secret is computed at most once, only when a well-formed candidate needs it.
  const macs: Uint8Array[] = [];
  for (const signature of signatures) {
    if (
      decodedLength(signature) !== SIGNATURE_BYTES ||
      decodeBase64Into(signature, scratch) !== SIGNATURE_BYTES
    ) {
      continue;
    }
    for (let index = 0; index < secrets.length; index++) {
      macs[index] ??= nodeHmac(crypto, secrets[index] as string, prefix, body);
      if (crypto.timingSafeEqual(macs[index] as Uint8Array, scratch)) return true;
    }
  }
  return false;
}
