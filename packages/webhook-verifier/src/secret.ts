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

/**
 * Decodes a secret into its raw HMAC key. Accepts `whsec_<base64>` or bare base64.
 * @throws {WebhookVerificationError} `invalid_secret` when empty or not base64.
 */
export function decodeSecret(secret: string): Uint8Array {
  const cached = keys.get(secret);
  if (cached !== undefined) return cached;
  if (typeof secret !== 'string') {
    throw new WebhookVerificationError('invalid_secret', 'The signing secret must be a string');
  }
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = decodeBase64(encoded);
  if (key === undefined || key.length === 0) {
    throw new WebhookVerificationError(
      'invalid_secret',
      key === undefined
        ? 'The signing secret is not "whsec_" followed by base64 (check for stray spaces or newlines)'
        : 'The signing secret is empty',
    );
  }
  return remember(keys, secret, key);
}

/**
 * The list of secrets from `secret`/`secrets`, each checked to decode.
 * @throws {WebhookVerificationError} `invalid_secret`
 */
export function resolveSecrets(options: SecretOptions): readonly string[] {
  const given = options.secrets ?? options.secret;
  const list = typeof given === 'string' ? [given] : given;
  if (list === undefined || list.length === 0) {
    throw new WebhookVerificationError('invalid_secret', 'No signing secret was configured');
  }
  for (const secret of list) decodeSecret(secret);
  return list;
}
