import { decodeBase64 } from './base64.ts';
import { decodeSecret, remember } from './secret.ts';
import { constantTimeEqual, SIGNATURE_BYTES } from './signature.ts';

const cryptoKeys = new Map<string, Promise<CryptoKey>>();

function subtle(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) {
    throw new Error('Neither node:crypto nor WebCrypto (crypto.subtle) is available in this runtime');
  }
  return subtle;
}

function importKey(secret: string): Promise<CryptoKey> {
  const cached = cryptoKeys.get(secret);
  if (cached !== undefined) return cached;
  const key = decodeSecret(secret);
  const imported = subtle().importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  // A failed import must not stay cached.
  imported.catch(() => cryptoKeys.delete(secret));
  return remember(cryptoKeys, secret, imported);
}

/** HMAC-SHA256 of the signed content with WebCrypto (edge runtimes, browsers). */
export async function webHmac(secret: string, content: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', await importKey(secret), content));
}

/** Whether any `v1` signature matches the content under any secret (WebCrypto). */
export async function webSignatureMatches(
  secrets: readonly string[],
  content: Uint8Array<ArrayBuffer>,
  signatures: readonly string[],
): Promise<boolean> {
  const candidates: Uint8Array[] = [];
  for (const signature of signatures) {
    const decoded = decodeBase64(signature);
    if (decoded !== undefined && decoded.length === SIGNATURE_BYTES) candidates.push(decoded);
  }
  if (candidates.length === 0) return false;
  for (const secret of secrets) {
    const expected = await webHmac(secret, content);
    for (const candidate of candidates) {
      if (constantTimeEqual(expected, candidate)) return true;
    }
  }
  return false;
}
