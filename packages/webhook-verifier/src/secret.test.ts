import { describe, expect, it } from 'vitest';
import { decodeSecret, resolveSecrets } from './secret.ts';

describe('decodeSecret', () => {
  it('decodes whsec_ secrets and bare base64 alike', () => {
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    expect(Buffer.from(decodeSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'))).toEqual(key);
    expect(Buffer.from(decodeSecret('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'))).toEqual(key);
  });

  it.each(['whsec_', '', 'whsec_not base64!', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw\n'])(
    'rejects %j',
    (secret) => {
      expect(() => decodeSecret(secret)).toThrow(expect.objectContaining({ code: 'invalid_secret' }));
    },
  );
});

describe('decodeSecret strictness (as the Standard Webhooks reference)', () => {
  const base = 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  it.each([
    ['a doubled prefix', `whsec_whsec_${base}`],
    ['an upper-case prefix', `WHSEC_${base}`],
    ['a capitalised prefix', `Whsec_${base}`],
    ['a dash instead of the underscore', `whsec-${base}`],
    ['URL-safe base64', 'whsec_-_-_'],
  ])('rejects %s, which would decode to another key', (_, secret) => {
    expect(() => decodeSecret(secret)).toThrow(expect.objectContaining({ code: 'invalid_secret' }));
  });

  it('keeps accepting padded and unpadded standard base64', () => {
    expect([...decodeSecret('whsec_QQ==')]).toEqual([65]);
    expect([...decodeSecret('whsec_QQ')]).toEqual([65]);
    expect([...decodeSecret('+/8=')]).toEqual([0xfb, 0xff]);
  });
});

describe('resolveSecrets', () => {
  it('explains misuse from plain JavaScript', () => {
    const cases: [unknown, RegExp][] = [
      ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', /object \{ secret \} \(a string was given\)/],
      [undefined, /must be an object \{ secret \} \(nothing was given\)/],
      [{ secret: null }, /`secret` must be a string or an array of strings \(null was given\)/],
      [{ secret: 123 }, /`secret` must be a string or an array of strings \(a number was given\)/],
      [{ secret: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', undefined] }, /`secret\[1\]` must be a string/],
      [{ secret: undefined }, /No signing secret was configured/],
    ];
    for (const [options, message] of cases) {
      expect(() => resolveSecrets(options as { secret: string })).toThrow(
        expect.objectContaining({ code: 'invalid_secret', message: expect.stringMatching(message) }),
      );
    }
  });

  it('takes secret as a string or a list, or secrets', () => {
    expect(resolveSecrets({ secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).toHaveLength(1);
    expect(
      resolveSecrets({
        secret: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'C2FVsBQIhrscChlQIMV+b5sSYspob7oD'],
      }),
    ).toHaveLength(2);
    expect(resolveSecrets({ secrets: ['C2FVsBQIhrscChlQIMV+b5sSYspob7oD'] })).toHaveLength(1);
  });

  it('rejects no secret and any invalid secret of a list', () => {
    expect(() => resolveSecrets({ secrets: [] })).toThrow(
      expect.objectContaining({ code: 'invalid_secret' }),
    );
    expect(() => resolveSecrets({} as { secrets: string[] })).toThrow(
      expect.objectContaining({ code: 'invalid_secret' }),
    );
    expect(() => resolveSecrets({ secrets: ['C2FVsBQIhrscChlQIMV+b5sSYspob7oD', 'whsec_'] })).toThrow(
      expect.objectContaining({ code: 'invalid_secret' }),
    );
  });
});
