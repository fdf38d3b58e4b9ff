import { describe, expect, it } from 'vitest';
import {
  applicationReceived,
  delivery,
  headersFor,
  NOW_SECONDS,
  now,
  OTHER_SECRET,
  SECRET,
  sign,
} from '../test/helpers.ts';
import {
  safeVerify,
  safeVerifySync,
  verify,
  verifySignature,
  verifySignatureSync,
  verifySync,
  verifyWithWebCrypto,
} from './verify.ts';

const event = applicationReceived();
const { body, headers } = delivery(event);

// Each path: node:crypto sync, the async front door, and WebCrypto forced.
const paths = {
  verifySync: async (...args: Parameters<typeof verify>) => verifySync(...args),
  verify: (...args: Parameters<typeof verify>) => verify(...args),
  webcrypto: (...args: Parameters<typeof verify>) => verifyWithWebCrypto(...args),
};

describe.each(Object.entries(paths))('%s', (_, run) => {
  it('returns the typed event of a valid delivery', async () => {
    await expect(run(body, headers, { secret: SECRET, now })).resolves.toEqual(event);
  });

  it('verifies bytes: Buffer, Uint8Array and ArrayBuffer', async () => {
    const bytes = new TextEncoder().encode(body);
    await expect(run(Buffer.from(body), headers, { secret: SECRET, now })).resolves.toEqual(event);
    await expect(run(bytes, headers, { secret: SECRET, now })).resolves.toEqual(event);
    await expect(run(bytes.buffer, headers, { secret: SECRET, now })).resolves.toEqual(event);
  });

  it('verifies a body that is not UTF-8 over its exact bytes', async () => {
    const prefix = new TextEncoder().encode('{"id":"evt_bin","type":"x.latin1","data":{"name":"');
    const raw = Buffer.concat([
      prefix,
      Buffer.from([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e]),
      Buffer.from('"}}'),
    ]);
    const signed = headersFor(raw, { id: 'evt_bin' });
    const result = await run(raw, signed, { secret: SECRET, now });
    expect(result).toMatchObject({ id: 'evt_bin', data: { name: 'J\uFFFDrgen' } });
    // Decoding and re-encoding the body would change its bytes and break the signature.
    await expect(run(raw.toString('utf8'), signed, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'no_matching_signature',
    });
  });

  it('reads Fetch Headers and plain objects with odd casing', async () => {
    const fetchHeaders = new Headers(headers);
    const oddCase = {
      'WEBHOOK-ID': headers['webhook-id'],
      'Webhook-Timestamp': headers['webhook-timestamp'],
      'webhook-SIGNATURE': [headers['webhook-signature'] as string],
    };
    await expect(run(body, fetchHeaders, { secret: SECRET, now })).resolves.toEqual(event);
    await expect(run(body, oddCase, { secret: SECRET, now })).resolves.toEqual(event);
  });

  it('accepts any of two secrets (rotation) and any signature of the header', async () => {
    const rotated = headersFor(body, { id: event.id, secret: OTHER_SECRET });
    await expect(run(body, rotated, { secret: [SECRET, OTHER_SECRET], now })).resolves.toEqual(event);
    await expect(run(body, rotated, { secrets: [OTHER_SECRET], now })).resolves.toEqual(event);
    await expect(run(body, rotated, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'no_matching_signature',
    });
    const both = {
      ...headers,
      'webhook-signature': `${sign(OTHER_SECRET, event.id, NOW_SECONDS, body)} ${headers['webhook-signature']}`,
    };
    await expect(run(body, both, { secret: SECRET, now })).resolves.toEqual(event);
  });

  it('rejects a tampered body, id or timestamp', async () => {
    const options = { secret: SECRET, now };
    await expect(run(body.replace('Barista', 'Baristo'), headers, options)).rejects.toMatchObject({
      code: 'no_matching_signature',
    });
    await expect(run(body, { ...headers, 'webhook-id': 'evt_other' }, options)).rejects.toMatchObject({
      code: 'no_matching_signature',
    });
    await expect(
      run(body, { ...headers, 'webhook-timestamp': String(NOW_SECONDS + 1) }, options),
    ).rejects.toMatchObject({ code: 'no_matching_signature' });
  });

  it('rejects a non-digit timestamp even when it was signed', async () => {
    const timestamp = `${NOW_SECONDS}abc`;
    const signed = {
      ...headers,
      'webhook-timestamp': timestamp,
      'webhook-signature': sign(SECRET, event.id, timestamp, body),
    };
    await expect(run(body, signed, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'invalid_timestamp',
    });
  });

  it('applies the tolerance around the injected clock', async () => {
    const at = (seconds: number) => () => new Date(seconds * 1000);
    await expect(run(body, headers, { secret: SECRET, now: at(NOW_SECONDS + 300) })).resolves.toEqual(event);
    await expect(run(body, headers, { secret: SECRET, now: at(NOW_SECONDS + 301) })).rejects.toMatchObject({
      code: 'timestamp_too_old',
    });
    await expect(run(body, headers, { secret: SECRET, now: at(NOW_SECONDS - 301) })).rejects.toMatchObject({
      code: 'timestamp_too_new',
    });
    await expect(
      run(body, headers, { secret: SECRET, now: at(NOW_SECONDS + 3600), tolerance: 3600 }),
    ).resolves.toEqual(event);
    await expect(run(body, headers, { secret: SECRET })).rejects.toMatchObject({ code: 'timestamp_too_old' });
  });

  it('rejects missing headers, signatures of unknown versions only, and invalid secrets', async () => {
    const { 'webhook-signature': _, ...unsigned } = headers;
    await expect(run(body, unsigned, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'missing_header',
    });
    const v2Only = { ...headers, 'webhook-signature': headers['webhook-signature']!.replace('v1,', 'v2,') };
    await expect(run(body, v2Only, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'no_matching_signature',
      message: expect.stringContaining('no v1 signature'),
    });
    await expect(run(body, headers, { secret: 'whsec_', now })).rejects.toMatchObject({
      code: 'invalid_secret',
    });
  });

  it('rejects a signed body that is not an event', async () => {
    const signed = headersFor('[1,2]', { id: 'evt_1' });
    await expect(run('[1,2]', signed, { secret: SECRET, now })).rejects.toMatchObject({
      code: 'invalid_payload',
    });
  });
});

describe('signature-only checks', () => {
  it('authenticate without parsing', async () => {
    const raw = new Uint8Array([0xff, 0xfe, 0xfd]);
    const signed = headersFor(raw, { id: 'evt_raw' });
    expect(verifySignatureSync(raw, signed, { secret: SECRET, now })).toEqual({
      id: 'evt_raw',
      timestamp: NOW_SECONDS,
    });
    await expect(verifySignature(raw, signed, { secret: SECRET, now })).resolves.toEqual({
      id: 'evt_raw',
      timestamp: NOW_SECONDS,
    });
    expect(() => verifySignatureSync(new Uint8Array([0]), signed, { secret: SECRET, now })).toThrow(
      expect.objectContaining({ code: 'no_matching_signature' }),
    );
  });
});

describe('safeVerify', () => {
  it('returns results instead of throwing', async () => {
    expect(await safeVerify(body, headers, { secret: SECRET, now })).toEqual({ ok: true, event });
    expect(safeVerifySync(body, headers, { secret: SECRET, now })).toEqual({ ok: true, event });
    const failed = await safeVerify('{}', headers, { secret: SECRET, now });
    expect(failed.ok).toBe(false);
    expect(failed.error?.code).toBe('no_matching_signature');
    expect(safeVerifySync(body, {}, { secret: SECRET, now }).error?.code).toBe('missing_header');
  });

  it('still throws for misuse that is not a rejected delivery', async () => {
    await expect(
      safeVerify({ id: 1 } as unknown as string, headers, { secret: SECRET, now }),
    ).rejects.toThrow(TypeError);
    expect(() => safeVerifySync(body, headers, { secret: SECRET, now: () => Number.NaN })).toThrow(TypeError);
  });
});
