// `@platform-api/sdk/operations`: the operation table and the rules behind it, for tools built on
// the API (our emulator, agent tool server and CLI; yours). Each operation of the service is
// declared once, with its schemas, scope, metering and limits; the SDK's client sends these rows.
// A stable entry: its names follow semver like the main entry's (see the exports snapshot test).

// The rules behind the schemas, for a server or a tool that checks input as the service does.
export { deriveIdempotencyKey } from '../core/idempotency.ts';
export { checkResponse, type ResponseMismatch, type ResponseValidation } from '../core/validation.ts';
export { originForApiPath, withoutApiPath } from '../internal/base-url.ts';
export { MIN_REDACTED_LENGTH, REDACTED } from '../internal/headers.ts';
export {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_RULE,
  intParam,
  issueMessage,
  issuesToDetails,
  PARSE_MESSAGES,
  SERVER_ERROR_CODES,
} from '../schemas/common.ts';
export { parseIsoDate } from '../schemas/crm-interactions.ts';
export {
  decodeBase64,
  encodeBase64,
  FILE_TYPE_NAMES,
  listZipEntries,
  type ZipEntry,
} from '../schemas/resume-files.ts';
// What request fields mean, for the documents a door prints.
export { describedBody, FIELD_DESCRIPTIONS } from './descriptions.ts';
// The operations and the event table. The event table has a module of its own: the client imports
// the operation table, and a one-call bundle must not carry the event schemas.
export {
  allWebhookEvents,
  type WebhookEventData,
  type WebhookEventDefinition,
  type WebhookEventPayload,
  webhookEvents,
} from './events.ts';
// The spec's limits, each figure once.
export {
  type FamilyQuota,
  IDEMPOTENCY_WINDOWS,
  type IdempotencyWindow,
  KEY_LIMITS,
  LIST_PAGING,
  type Paging,
  QUOTAS,
  RESUME_LIMITS,
  SEARCH_PAGING,
  TEXT_LIMITS,
  WEBHOOK_LIMITS,
} from './limits.ts';
export {
  type AnyOperation,
  defineOperation,
  fullPath,
  type HttpMethod,
  idParam,
  type ListShape,
  type Metering,
  type Operation,
  type OperationInit,
  type ParamsOf,
  type WorkspaceRule,
} from './operation.ts';
export { allOperations, operations } from './table.ts';
