import { describe, expect, it } from 'vitest';
import {
  isWebhookVerificationError,
  WEBHOOK_VERIFICATION_ERROR_CODES,
  WebhookVerificationError,
} from './errors.ts';

describe('WebhookVerificationError', () => {
  it('carries a stable code and a name', () => {
    const error = new WebhookVerificationError('missing_header', 'Missing required header "webhook-id"');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WebhookVerificationError');
    expect(error.code).toBe('missing_header');
    expect(error.message).toContain('webhook-id');
  });

  it('keeps a cause', () => {
    const cause = new SyntaxError('bad json');
    expect(new WebhookVerificationError('invalid_payload', 'x', { cause }).cause).toBe(cause);
  });

  it('is recognised across package copies by the guard', () => {
    const foreign = Object.assign(new Error('x'), { code: 'missing_header' });
    Object.defineProperty(foreign, Symbol.for('@platform-api/webhook-verifier/WebhookVerificationError'), {
      value: true,
    });
    expect(isWebhookVerificationError(foreign)).toBe(true);
    expect(isWebhookVerificationError(new WebhookVerificationError('invalid_secret', 'x'))).toBe(true);
    expect(isWebhookVerificationError(new Error('x'))).toBe(false);
    expect(isWebhookVerificationError(null)).toBe(false);
  });

  it('lists every code', () => {
    expect(WEBHOOK_VERIFICATION_ERROR_CODES).toEqual([
      'missing_header',
      'invalid_timestamp',
      'timestamp_too_old',
      'timestamp_too_new',
      'no_matching_signature',
      'invalid_secret',
      'invalid_payload',
    ]);
  });
});
