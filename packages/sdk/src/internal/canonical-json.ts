function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `JSON.stringify` with the keys of every plain object sorted, so two values that are equal as JSON
 * serialize to the same text whatever order their keys were written in. Array order is kept.
 */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
  if (text === undefined) throw new TypeError('The value cannot be serialized as JSON');
  return text;
}
