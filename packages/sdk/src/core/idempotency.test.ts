import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../internal/canonical-json.ts';
import { deriveIdempotencyKey, generateIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';

describe('deriveIdempotencyKey', () => {
  test('is the SHA-256 hex of the canonical JSON', async () => {
    const expected = createHash('sha256').update('{"a":1,"b":{"c":[3,{"d":4,"e":5}]}}').digest('hex');
    expect(await deriveIdempotencyKey({ b: { c: [3, { e: 5, d: 4 }] }, a: 1 })).toBe(expected);
  });

  test('is stable whatever the key order, at every depth', async () => {
    const one = await deriveIdempotencyKey({
      name: 'Pipeline',
      stages: [{ name: 'A', color: 'red' }],
      color: 'blue',
    });
    const two = await deriveIdempotencyKey({
      color: 'blue',
      stages: [{ color: 'red', name: 'A' }],
      name: 'Pipeline',
    });
    expect(one).toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(IDEMPOTENCY_KEY_PATTERN.test(one)).toBe(true);
  });

  test('differs when the content differs, including array order', async () => {
    const base = await deriveIdempotencyKey({ stages: ['a', 'b'] });
    expect(await deriveIdempotencyKey({ stages: ['b', 'a'] })).not.toBe(base);
    expect(await deriveIdempotencyKey({ stages: ['a', 'b'], name: 'x' })).not.toBe(base);
  });
});

describe('canonicalJson', () => {
  test('sorts keys, keeps arrays, drops undefined like JSON.stringify', () => {
    expect(canonicalJson({ z: 1, a: [{ y: 2, b: 3 }], u: undefined })).toBe('{"a":[{"b":3,"y":2}],"z":1}');
    expect(canonicalJson('x')).toBe('"x"');
  });

  test('throws on values JSON cannot represent', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });
});

test('generateIdempotencyKey makes distinct UUIDs', () => {
  const a = generateIdempotencyKey();
  expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(generateIdempotencyKey()).not.toBe(a);
});
