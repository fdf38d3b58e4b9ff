// Base64 without Buffer, for runtimes that only have WebCrypto. Padding is optional. Signatures may
// use either the standard or the URL-safe alphabet; secrets only the standard one (`strict`), since
// a secret with `-` or `_` is malformed (`whsec_whsec_…`, `whsec-…`) and would decode to another key.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const STRICT = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) STRICT[ALPHABET.charCodeAt(index)] = index;
const DECODE = STRICT.slice();
DECODE['-'.charCodeAt(0)] = 62;
DECODE['_'.charCodeAt(0)] = 63;

/**
 * Decodes base64; `undefined` when the text holds anything but base64 characters and final padding.
 * `strict` accepts the standard alphabet only (no URL-safe `-` and `_`).
 */
export function decodeBase64(text: string, strict = false): Uint8Array<ArrayBuffer> | undefined {
  const out = new Uint8Array(decodedLength(text));
  return decodeBase64Into(text, out, strict) === out.length ? out : undefined;
}

function unpaddedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */ && text.length - end < 2) end--;
  return end;
}

/** Number of bytes the base64 text decodes to (if it is valid). */
export function decodedLength(text: string): number {
  return Math.floor((unpaddedEnd(text) * 3) / 4);
}

/**
 * Decodes base64 into `out` (which must hold {@link decodedLength} bytes) without allocating, for the
 * hot path. Returns the number of bytes written, or -1 when the text is not base64.
 */
export function decodeBase64Into(text: string, out: Uint8Array, strict = false): number {
  const table = strict ? STRICT : DECODE;
  const end = unpaddedEnd(text);
  if (end % 4 === 1 || Math.floor((end * 3) / 4) > out.length) return -1;
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (let index = 0; index < end; index++) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? (table[code] ?? -1) : -1;
    if (value < 0) return -1;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[written++] = (buffer >> bits) & 0xff;
    }
  }
  return written;
}

/** Encodes bytes as standard, padded base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    out +=
      ALPHABET.charAt(chunk >> 18) +
      ALPHABET.charAt((chunk >> 12) & 63) +
      ALPHABET.charAt((chunk >> 6) & 63) +
      ALPHABET.charAt(chunk & 63);
  }
  const rest = bytes.length - index;
  if (rest === 1) {
    const chunk = (bytes[index] ?? 0) << 16;
    out += ALPHABET.charAt(chunk >> 18) + ALPHABET.charAt((chunk >> 12) & 63) + '==';
  } else if (rest === 2) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8);
    out +=
      ALPHABET.charAt(chunk >> 18) +
      ALPHABET.charAt((chunk >> 12) & 63) +
      ALPHABET.charAt((chunk >> 6) & 63) +
      '=';
  }
  return out;
}
