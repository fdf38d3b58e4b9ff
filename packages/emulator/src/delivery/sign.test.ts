import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './sign.ts';

describe('signatureHeader', () => {
  it('matches the Standard Webhooks test vectors', () => {
    expect(
      signatureHeader(
        ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330_000,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(
      signatureHeader(
        ['whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD'],
        'msg_27UH4WbU6Z5A5EzD8u03UvzRbpk',
        1649367553_000,
        '{"email":"test@example.com","username":"test_user"}',
      ),
    ).toBe('v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=');
  });

  it('agrees with the reference package, one signature per secret during a rotation', () => {
    const secrets = ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD'];
    const payload = JSON.stringify({ type: 'application.received', data: { name: 'Zoë Ñúñez ✓' } });
    const at = 1_700_000_123_456;
    const reference = secrets.map((s) => new Webhook(s).sign('evt_1', new Date(at), payload)).join(' ');
    expect(signatureHeader(secrets, 'evt_1', at, payload)).toBe(reference);
  });
});
