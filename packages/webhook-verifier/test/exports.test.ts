import { readFile } from 'node:fs/promises';
import ts from 'typescript';
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

test('@platform-api/webhook-verifier: the types', async () => {
  // Type-only exports leave no trace at run time: read them from the entry point's source.
  const file = new URL('../src/index.ts', import.meta.url);
  const source = ts.createSourceFile('index.ts', await readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  const types = source.statements
    .filter((s): s is ts.ExportDeclaration => ts.isExportDeclaration(s) && s.isTypeOnly)
    .flatMap((s) => (s.exportClause && ts.isNamedExports(s.exportClause) ? s.exportClause.elements : []))
    .map((e) => e.name.text)
    .sort();
  expect(types).toMatchInlineSnapshot(`
    [
      "ApplicationCandidate",
      "ApplicationJob",
      "ApplicationReceivedData",
      "ApplicationReceivedEvent",
      "Clock",
      "DedupeStore",
      "FetchWebhookHandler",
      "KnownWebhookEvent",
      "KnownWebhookEventType",
      "MemoryDedupeStoreOptions",
      "NodeNextFunction",
      "NodeRequestLike",
      "NodeResponseLike",
      "NodeWebhookMiddleware",
      "ReceivedApplication",
      "SafeVerifyResult",
      "ScreeningAnswer",
      "SecretOptions",
      "SignWebhookInput",
      "SignedWebhookHeaders",
      "UnknownWebhookEvent",
      "VerifiedDelivery",
      "VerifyOptions",
      "VerifyTimingOptions",
      "WebhookEnvelope",
      "WebhookEvent",
      "WebhookEventHandler",
      "WebhookEventMap",
      "WebhookHandlerBaseOptions",
      "WebhookHandlerOptions",
      "WebhookHandlers",
      "WebhookHeaders",
      "WebhookPayload",
      "WebhookPingData",
      "WebhookPingEvent",
      "WebhookVerificationErrorCode",
      "WebhookVerifyData",
      "WebhookVerifyEvent",
    ]
  `);
});
