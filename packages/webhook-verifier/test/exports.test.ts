import { describe, expect, it } from 'vitest';
import * as api from '../src/index.ts';

describe('public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_DEDUPE_TTL_SECONDS',
      'DEFAULT_TOLERANCE_SECONDS',
      'KNOWN_WEBHOOK_EVENT_TYPES',
      'WEBHOOK_VERIFICATION_ERROR_CODES',
      'WebhookVerificationError',
      'createMemoryDedupeStore',
      'createWebhookHandler',
      'isEventType',
      'isKnownEvent',
      'isWebhookVerificationError',
      'parseEvent',
      'safeVerify',
      'safeVerifySync',
      'signWebhook',
      'verify',
      'verifySignature',
      'verifySignatureSync',
      'verifySync',
      'webhookMiddleware',
    ]);
  });
});
