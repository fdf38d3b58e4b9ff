export type { DedupeStore, MemoryDedupeStoreOptions } from './dedupe.ts';
export { createMemoryDedupeStore, DEFAULT_DEDUPE_TTL_SECONDS } from './dedupe.ts';
export type {
  WebhookEventHandler,
  WebhookHandlerBaseOptions,
  WebhookHandlerOptions,
  WebhookHandlers,
} from './engine.ts';
export type { WebhookVerificationErrorCode } from './errors.ts';
export {
  isWebhookVerificationError,
  WEBHOOK_VERIFICATION_ERROR_CODES,
  WebhookVerificationError,
} from './errors.ts';
export type { UnknownWebhookEvent, WebhookEvent } from './event.ts';
export { isEventType, isKnownEvent, parseEvent } from './event.ts';
export type {
  ApplicationCandidate,
  ApplicationJob,
  ApplicationReceivedData,
  ApplicationReceivedEvent,
  KnownWebhookEvent,
  KnownWebhookEventType,
  ReceivedApplication,
  ScreeningAnswer,
  WebhookEnvelope,
  WebhookEventMap,
  WebhookPingData,
  WebhookPingEvent,
  WebhookVerifyData,
  WebhookVerifyEvent,
} from './event-types.ts';
export { KNOWN_WEBHOOK_EVENT_TYPES } from './event-types.ts';
export type { FetchWebhookHandler } from './fetch-handler.ts';
export { createWebhookHandler } from './fetch-handler.ts';
export type { WebhookHeaders } from './headers.ts';
export type {
  NodeNextFunction,
  NodeRequestLike,
  NodeResponseLike,
  NodeWebhookMiddleware,
} from './node-middleware.ts';
export { webhookMiddleware } from './node-middleware.ts';
export type { WebhookPayload } from './payload.ts';
export type { SecretOptions } from './secret.ts';
export type { SignedWebhookHeaders, SignWebhookInput } from './sign.ts';
export { signWebhook } from './sign.ts';
export type { Clock } from './timestamp.ts';
export { DEFAULT_TOLERANCE_SECONDS } from './timestamp.ts';
export type { SafeVerifyResult, VerifiedDelivery, VerifyOptions, VerifyTimingOptions } from './verify.ts';
export {
  safeVerify,
  safeVerifySync,
  verify,
  verifySignature,
  verifySignatureSync,
  verifySync,
} from './verify.ts';
