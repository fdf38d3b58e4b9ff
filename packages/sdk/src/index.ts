// The public surface of @platform-api/sdk: the client, its errors and guards, what a user calls,
// and the types of what the client's methods take and answer. Explicit named exports only; a new
// one is a decision (the exports snapshot test lists them, types included).
// - The types of each family's inputs and answers are grouped under its name, as the client is:
//   `Crm.Contact` for what `client.crm` answers, `JobSearch.JobSearchInput` for what
//   `client.jobSearch.search` takes.
// - The zod schemas, their types and the spec's constants: `@platform-api/sdk/schemas`.
// - The operation table and its limits, for tools built on the API: `@platform-api/sdk/operations`.

// Receiving deliveries: the verifier package, re-exported under its own names (`verify`,
// `verifySync` and `safeVerify` are `client.webhooks.verify`, `…verifySync`, `…safeVerify`).
export {
  type ApplicationReceivedEvent,
  createWebhookHandler,
  isEventType,
  isKnownEvent,
  isWebhookVerificationError,
  type KnownWebhookEvent,
  signWebhook,
  type WebhookEvent,
  type WebhookHandlerOptions,
  type WebhookPingEvent,
  WebhookVerificationError,
  type WebhookVerifyEvent,
  webhookMiddleware,
} from '@platform-api/webhook-verifier';
export { PlatformClient } from './client.ts';
export { APIPromise, type WithResponse } from './core/api-promise.ts';
export {
  APIConnectionError,
  APIError,
  type APIErrorDetails,
  type APIErrorInit,
  APITimeoutError,
  AuthenticationError,
  ConfigurationError,
  ConflictError,
  IdempotencyError,
  InternalServerError,
  isPlatformError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  PlatformError,
  type PlatformErrorCode,
  type PlatformErrorForCode,
  QuotaExceededError,
  RateLimitError,
  SDK_ERROR_CODES,
  type SdkErrorCode,
  ValidationError,
} from './core/errors.ts';
export type {
  AfterResponseState,
  BeforeErrorState,
  BeforeRequestState,
  BeforeRetryState,
  Hooks,
  RequestSnapshot,
} from './core/hooks.ts';
export { deriveIdempotencyKey } from './core/idempotency.ts';
export type { Logger, LogLevel } from './core/log.ts';
export { Page, type PageLimits, PagePromise } from './core/pagination.ts';
export type {
  AuthScheme,
  Endpoint,
  FetchFunction,
  HttpMethod,
  IdempotentRequestOptions,
  ListEndpoint,
  RequestOptions,
} from './core/types.ts';
export type { ResponseMismatch, ResponseValidation } from './core/validation.ts';
export type { ClientOptions } from './options.ts';
// What `client.<family>` and its sub-resources are, and the parameter interfaces declared beside them,
// under their own top-level names: a user's declaration emit (`export const crm = client.crm`,
// `declaration: true`) can name a type only through an entry that exports its very declaration. The
// `Crm.ContactListParams` of a namespace below is an alias, a name the compiler never goes back to
// (test/consumer declares every family). The classes are types only: a user never constructs them;
// the five families are `…Resource` because their own names are the namespaces'.
export type { CandidateSearch as CandidateSearchResource } from './resources/candidate-search/candidate-search.ts';
export type { ContactListParams, Contacts } from './resources/crm/contacts.ts';
export type { Crm as CrmResource } from './resources/crm/crm.ts';
export type {
  ContactInteractions,
  InteractionListParams,
  InteractionLogParams,
} from './resources/crm/interactions.ts';
export type { ListItems } from './resources/crm/list-items.ts';
export type { ListStages } from './resources/crm/list-stages.ts';
export type { IterateCardsParams, Lists } from './resources/crm/lists.ts';
export { isPipelineNotFound } from './resources/crm/lists.ts';
export type { UploadResumeParams } from './resources/crm/resumes.ts';
export { prepareResumeUpload } from './resources/crm/resumes.ts';
export type { JobBuilder as JobBuilderResource } from './resources/job-builder/job-builder.ts';
export type { JobSearch as JobSearchResource } from './resources/job-search/job-search.ts';
export type { FamilyUsage, UsageOverview } from './resources/usage.ts';
export type { WebhookDeliveries, WebhookDeliveryListParams } from './resources/webhooks/deliveries.ts';
export type { WebhookEndpointListParams, WebhookEndpoints } from './resources/webhooks/endpoints.ts';
export type { WebhookAsset, Webhooks as WebhooksResource } from './resources/webhooks/webhooks.ts';
/** The types of what `client.candidateSearch` takes and answers (`CandidateSearch.Candidate`, ...). */
export type * as CandidateSearch from './types/candidate-search.ts';
/** The types of what `client.crm` takes and answers (`Crm.Contact`, `Crm.ContactCreateParams`, ...). */
export type * as Crm from './types/crm.ts';
/** The types of what `client.jobBuilder` takes and answers (`JobBuilder.PublicJob`, ...). */
export type * as JobBuilder from './types/job-builder.ts';
/** The types of what `client.jobSearch` takes and answers (`JobSearch.PublicJobResult`, ...). */
export type * as JobSearch from './types/job-search.ts';
/** The types of what `client.webhooks` takes and answers (`Webhooks.WebhookEndpoint`, ...). */
export type * as Webhooks from './types/webhooks.ts';
