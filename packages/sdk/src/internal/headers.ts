/** Headers whose values are credentials: never shown in errors, hook arguments or logs. */
const SENSITIVE_HEADERS = new Set([
  'x-api-key',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
]);

/** What replaces a credential (a header's value, the key in a text) in anything shown: `[REDACTED]`. */
export const REDACTED = '[REDACTED]';

/**
 * Secrets shorter than this are not searched for: no real key is that short, and replacing every
 * `a` of a text (a key `a`) would redact nothing and garble everything.
 */
export const MIN_REDACTED_LENGTH = 6;

/** Replaces every occurrence of `secret` in `text`; a no-op without a secret (or a shorter one). */
export function scrub(text: string, secret: string | undefined): string {
  return secret && secret.length >= MIN_REDACTED_LENGTH && text.includes(secret)
    ? text.replaceAll(secret, REDACTED)
    : text;
}

/**
 * A parsed JSON value with `secret` scrubbed from every string in it, names included. Applied after
 * parsing, never to the text before: a replacement inside JSON text can break its syntax.
 */
export function scrubJson(value: unknown, secret: string | undefined): unknown {
  if (typeof value === 'string') return scrub(value, secret);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, secret));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [scrub(name, secret), scrubJson(item, secret)]),
    );
  }
  return value;
}

/** A plain-object copy of `headers` with credentials replaced by `[REDACTED]`. */
export function redactHeaders(
  headers: Headers | Readonly<Record<string, string>>,
  secret?: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (value: string, name: string) => {
    out[name] = SENSITIVE_HEADERS.has(name.toLowerCase()) ? REDACTED : scrub(value, secret);
  };
  if (headers instanceof Headers) headers.forEach(put);
  else for (const name in headers) put(headers[name]!, name);
  return out;
}

/** A `Headers` copy with credentials replaced by `[REDACTED]`. */
export function redactedHeaders(headers: Headers, secret?: string): Headers {
  return new Headers(redactHeaders(headers, secret));
}
