import { describe, expect, it } from 'vitest';
import { safeVerify, safeVerifySync, verifySignatureSync } from '../src/index.ts';
import { verifyWithWebCrypto } from '../src/verify.ts';
import vectors from './fixtures/standard-webhooks-vectors.json' with { type: 'json' };

// Copied from shared/fixtures/standard-webhooks-vectors.json so the package's tests are self-contained.
const [first] = vectors.valid;
const cases = vectors.cases_on_the_first_vector;

type Vector = (typeof vectors.valid)[number];

function headers(vector: Vector, signature = vector.signature, timestamp = vector.timestamp) {
  return { 'webhook-id': vector.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
}

const at = (vector: Vector) => () => vector.timestamp * 1000;

// Every case runs through node:crypto and through WebCrypto.
const paths = {
  'node:crypto': async (vector: Vector, signature?: string, timestamp?: number, secret = vector.secret) => {
    const result = safeVerifySync(vector.body, headers(vector, signature, timestamp), {
      secret,
      now: at(vector),
    });
    return result.ok ? 'ok' : result.error.code;
  },
  WebCrypto: async (vector: Vector, signature?: string, timestamp?: number, secret = vector.secret) => {
    try {
      await verifyWithWebCrypto(vector.body, headers(vector, signature, timestamp), {
        secret,
        now: at(vector),
      });
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  },
};

describe.each(Object.entries(paths))('Standard Webhooks test vectors with %s', (_, check) => {
  it.each(vectors.valid.map((vector) => [vector.id, vector] as const))('verifies %s', async (_id, vector) => {
    // The vector bodies are JSON objects without id/type: authenticated, then refused as payload.
    expect(await check(vector)).toBe('invalid_payload');
    expect(
      verifySignatureSync(vector.body, headers(vector), { secret: vector.secret, now: at(vector) }),
    ).toEqual({
      id: vector.id,
      timestamp: vector.timestamp,
    });
  });

  it('passes with decoys around the signature', async () => {
    expect(await check(first!, cases.passes_with_decoys_around_it)).toBe('invalid_payload');
  });

  it.each([
    ['one character off', cases.fails_one_character_off],
    ['empty', cases.fails_empty_signature],
    ['truncated', cases.fails_truncated],
  ])('fails a signature %s', async (_name, signature) => {
    expect(await check(first!, signature)).toBe('no_matching_signature');
  });

  it.each(cases.fails_timestamp_offsets_seconds)('fails a timestamp %i s off', async (offset) => {
    const code = await check(first!, undefined, first!.timestamp + offset);
    expect(code).toBe(offset < 0 ? 'timestamp_too_old' : 'timestamp_too_new');
  });

  it('rejects a secret that is only the prefix', async () => {
    expect(await check(first!, undefined, undefined, cases.secret_only_prefix_is_invalid)).toBe(
      'invalid_secret',
    );
  });

  it('accepts the secret without its whsec_ prefix, like the reference', async () => {
    expect(await check(first!, undefined, undefined, first!.secret.slice('whsec_'.length))).toBe(
      'invalid_payload',
    );
  });
});

describe('test vectors wrapped as events', () => {
  it('return the parsed object once the body is an event', async () => {
    const result = await safeVerify(first!.body, headers(first!), { secret: first!.secret, now: at(first!) });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
  });
});
