/** Headers whose values are credentials: never shown in errors, hook arguments or logs. */
const SENSITIVE_HEADERS = new Set([
  'x-api-key',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
]);

export const REDACTED = '[REDACTED]';

/** Replaces every occurrence of `secret` in `text`; a no-op without a secret. */
export function scrub(text: string, secret: string | undefined): string {
  return secret && text.includes(secret) ? text.replaceAll(secret, REDACTED) : text;
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
