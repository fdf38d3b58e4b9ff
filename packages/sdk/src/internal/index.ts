// `@platform-api/sdk/internal`: what the other @platform-api packages (the emulator, the CLI, the
// agent tool server) share with the SDK: the operation table and the helpers behind the schemas.
// Not part of the public API: no semver promise, may change in any release.

export { checkResponse } from '../core/validation.ts';
export { describedBody, FIELD_DESCRIPTIONS } from '../operations/descriptions.ts';
// The event table stays out of `operations/index.ts`: the client imports that module, and a one-call
// bundle must not carry the event schemas.
export {
  allWebhookEvents,
  type WebhookEventData,
  type WebhookEventDefinition,
  type WebhookEventPayload,
  webhookEvents,
} from '../operations/events.ts';
export * from '../operations/index.ts';
export {
  crmPageQuerySchema,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RULE,
  intParam,
  issueMessage,
  issuesToDetails,
  PARSE_MESSAGES,
  pageSchema,
  SERVER_ERROR_CODES,
} from '../schemas/common.ts';
export { parseIsoDate } from '../schemas/crm-interactions.ts';
export {
  decodeBase64,
  encodeBase64,
  FILE_TYPE_NAMES,
  listZipEntries,
  RESUME_EXTENSIONS,
  type ZipEntry,
} from '../schemas/resume-files.ts';
export { originForApiPath, withoutApiPath } from './base-url.ts';
export { MIN_REDACTED_LENGTH, REDACTED } from './headers.ts';
export { IN_PROCESS_EMULATOR_HOST, isFetchIntercepted } from './interception.ts';
export {
  IN_PROCESS_FETCH,
  type InProcessFetch,
  type InProcessRequest,
  inProcessEntry,
} from './local-door.ts';
