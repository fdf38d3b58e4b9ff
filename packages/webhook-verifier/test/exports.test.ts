import { expect, test } from 'vitest';

// A new export is a decision: these lists change only on purpose (update with `vitest -u`).
test('@platform-api/webhook-verifier', async () => {
  expect(Object.keys(await import('@platform-api/webhook-verifier')).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_DEDUPE_TTL_SECONDS",
      "DEFAULT_TOLERANCE_SECONDS",
      "KNOWN_WEBHOOK_EVENT_TYPES",
      "WEBHOOK_VERIFICATION_ERROR_CODES",
      "WebhookVerificationError",
      "createMemoryDedupeStore",
      "createWebhookHandler",
      "isEventType",
      "isKnownEvent",
      "isWebhookVerificationError",
      "parseEvent",
      "safeVerify",
      "safeVerifySync",
      "signWebhook",
      "verify",
      "verifySignature",
      "verifySignatureSync",
      "verifySync",
      "webhookMiddleware",
    ]
  `);
});
