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

describe('resolveSecrets', () => {
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
