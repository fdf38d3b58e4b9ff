import { decodeBase64 } from './base64.ts';
import { WebhookVerificationError } from './errors.ts';

/** Prefix of signing secrets as the platform hands them out: `whsec_<base64>`. */
export const SECRET_PREFIX = 'whsec_';

/**
 * The endpoint's signing secret(s): `whsec_<base64>` as returned on endpoint creation, or the bare
 * base64 part. Give two while a rotation is in effect (the old secret keeps signing for 24 hours).
 */
export type SecretOptions =
  | {
      /**
       * One secret, or several during a rotation: a signature made with any of them is accepted.
       * @example 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
       */
      secret: string | readonly string[];
      secrets?: undefined;
    }
  | {
      /** Same as `secret` given as an array, for readability during a rotation. */
      secrets: readonly string[];
      secret?: undefined;
    };

/** Stores into a cache of at most `limit` entries (oldest dropped): keys are decoded per secret, not per delivery. */
export function remember<V>(cache: Map<string, V>, key: string, value: V, limit = 256): V {
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

const keys = new Map<string, Uint8Array>();

/** How a misused value is named in an error message (never the value itself: it may be a secret). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Decodes a secret into its raw HMAC key. Accepts `whsec_<base64>` (that exact prefix) or bare
 * standard base64, like the Standard Webhooks reference. URL-safe characters are refused: a secret
 * such as `whsec_whsec_…` or `whsec-…` would otherwise decode to another key and fail every delivery.
 * @throws {WebhookVerificationError} `invalid_secret` when empty or not base64.
 */
export function decodeSecret(secret: string): Uint8Array {
  const cached = keys.get(secret);
  if (cached !== undefined) return cached;
  if (typeof secret !== 'string') {
    throw new WebhookVerificationError(
      'invalid_secret',
      `The signing secret must be a string (${describe(secret)} was given)`,
    );
  }
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = decodeBase64(encoded, true);
  if (key === undefined || key.length === 0) {
    throw new WebhookVerificationError(
      'invalid_secret',
      key === undefined
        ? 'The signing secret is not "whsec_" followed by standard base64 (check the prefix is exactly ' +
            '"whsec_", given once, and look for stray spaces or newlines)'
        : 'The signing secret is empty',
    );
  }
  return remember(keys, secret, key);
}

/**
 * The list of secrets from `secret`/`secrets`, each checked to decode. Also guards plain JavaScript
 * callers against misuse the types would have caught.
 * @throws {WebhookVerificationError} `invalid_secret`
 */
export function resolveSecrets(options: SecretOptions): readonly string[] {
  if (typeof options !== 'object' || options === null) {
    throw new WebhookVerificationError(
      'invalid_secret',
      typeof options === 'string'
        ? 'The options are an object { secret } (a string was given): write { secret: "whsec_…" }, ' +
            'e.g. verify(body, headers, { secret })'
        : `The options must be an object { secret } (${options === undefined ? 'nothing' : describe(options)} was given), ` +
            'e.g. verify(body, headers, { secret: yourSigningSecret })',
    );
  }
  const name = options.secrets !== undefined ? 'secrets' : 'secret';
  const given: unknown = options.secrets ?? options.secret;
  if (given === undefined) {
    throw new WebhookVerificationError(
      'invalid_secret',
      'No signing secret was configured (`secret` is undefined: is the environment variable set?)',
    );
  }
  const list: readonly unknown[] | undefined =
    typeof given === 'string' ? [given] : Array.isArray(given) ? given : undefined;
  if (list === undefined) {
    throw new WebhookVerificationError(
      'invalid_secret',
      `\`${name}\` must be a string or an array of strings (${describe(given)} was given)`,
    );
  }
  if (list.length === 0) {
    throw new WebhookVerificationError(
      'invalid_secret',
      'No signing secret was configured (the list is empty)',
    );
  }
  for (let index = 0; index < list.length; index++) {
    const secret = list[index];
    if (typeof secret !== 'string') {
      throw new WebhookVerificationError(
        'invalid_secret',
        `\`${name}[${index}]\` must be a string (${secret === undefined ? 'undefined was given: is the environment variable set?' : `${describe(secret)} was given`})`,
      );
    }
    decodeSecret(secret);
  }
  return list as readonly string[];
}
