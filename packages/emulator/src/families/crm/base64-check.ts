const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Why a base64 string cannot be decoded. */
export type Base64Problem = 'data_url' | 'url_safe' | 'bad_character' | 'bad_length' | 'bad_padding';

export type Base64Check =
  | { ok: true /** Without whitespace. */; normalized: string; decodedSize: number }
  | { ok: false; problem: Base64Problem; message: string };

/**
 * Checks a base64 string strictly: the standard alphabet (`A–Z a–z 0–9 + /`), length a multiple of
 * 4, at most two `=` and only at the end. Whitespace (spaces, tabs, line breaks, as in MIME-wrapped
 * base64) is ignored. Answers the decoded size without decoding.
 */
export function checkBase64(input: string): Base64Check {
  const normalized = /\s/.test(input) ? input.replace(/\s+/g, '') : input;
  if (/^data:[^,]*,/i.test(normalized)) {
    return {
      ok: false,
      problem: 'data_url',
      message: 'contentBase64 is a data: URL; send only the base64 text after the comma',
    };
  }
  const n = normalized.length;
  let padding = 0;
  for (let i = 0; i < n; i++) {
    const c = normalized.charCodeAt(i);
    if (c === 61 /* = */) {
      padding++;
      continue;
    }
    if (padding > 0 || c >= 128 || DECODE[c] === -1) {
      if (padding > 0) {
        return { ok: false, problem: 'bad_padding', message: "'=' padding may appear only at the end" };
      }
      if (c === 45 || c === 95) {
        return {
          ok: false,
          problem: 'url_safe',
          message: `character '${normalized[i]}' at position ${i} belongs to base64url; use standard base64 (+ and /)`,
        };
      }
      return {
        ok: false,
        problem: 'bad_character',
        message: `character ${JSON.stringify(normalized[i])} at position ${i} is not in the base64 alphabet`,
      };
    }
  }
  if (padding > 2) return { ok: false, problem: 'bad_padding', message: "at most two '=' may end the text" };
  if (n % 4 !== 0) {
    return {
      ok: false,
      problem: 'bad_length',
      message: `the length without whitespace (${n}) is not a multiple of 4: truncated or missing '=' padding`,
    };
  }
  return { ok: true, normalized, decodedSize: (n / 4) * 3 - padding };
}
