// The public surface of @platform-api/sdk. Explicit named exports only; the zod schemas themselves
// live in the `@platform-api/sdk/schemas` subpath.

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
export { type AuthScheme, type ClientOptions, PlatformClient } from './client.ts';
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
export type { Endpoint, FetchFunction, HttpMethod, ListEndpoint, RequestOptions } from './core/types.ts';
export type { ResponseMismatch, ResponseValidation } from './core/validation.ts';
export type { APIResource } from './resource.ts';
export type { CandidateSearch } from './resources/candidate-search/index.ts';
export type {
  CardAddParams,
  CardMoveParams,
  ContactCreateParams,
  ContactInteractions,
  ContactListParams,
  Contacts,
  ContactUpdateParams,
  Crm,
  InteractionListParams,
  InteractionLogParams,
  IterateCardsParams,
  ListCreateParams,
  ListGetParams,
  ListItems,
  ListListParams,
  ListStages,
  Lists,
  ListUpdateParams,
  PipelineNotFoundError,
  ResumeFile,
  ResumeUploadParams,
  StageAddParams,
  StageDeleteParams,
  StageInfo,
  StageReorderParams,
  StageUpdateParams,
  UploadResumeParams,
} from './resources/crm/index.ts';
export { isPipelineNotFound } from './resources/crm/lists.ts';
export { prepareResumeUpload } from './resources/crm/resumes.ts';
export type { JobBuilder } from './resources/job-builder/index.ts';
export type { JobSearch } from './resources/job-search/index.ts';
export type { FamilyUsage, UsageOverview } from './resources/usage.ts';
export type {
  WebhookAsset,
  WebhookDeliveries,
  WebhookDeliveryListParams,
  WebhookEndpointCreateParams,
  WebhookEndpointListParams,
  WebhookEndpoints,
  WebhookEndpointUpdateParams,
  Webhooks,
} from './resources/webhooks/index.ts';
export type {
  Candidate,
  CandidateSearchInput,
  CandidateSearchResult,
  CandidateSearchUsage,
} from './schemas/candidate-search.ts';
export { type ApiFamily, ERROR_CODES, ERROR_STATUS, type ErrorCode } from './schemas/codes.ts';
export type { ErrorEnvelope, FieldError, RateLimitDetails, UsageRecord } from './schemas/common.ts';
export type {
  Contact,
  ContactCreateInput,
  ContactDeleteResult,
  ContactEmail,
  ContactListItem,
  ContactPhone,
  ContactUpdateInput,
  CreatedContact,
  CrmUsage,
  Tag,
} from './schemas/crm.ts';
export {
  INTERACTION_CATEGORIES,
  type Interaction,
  type InteractionCategory,
  type InteractionLogInput,
  type InteractionTypeCatalog,
} from './schemas/crm-interactions.ts';
export {
  API_PIPELINE_TEMPLATE,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CARD_RATINGS,
  type Card,
  type CardCreateInput,
  type CardDeleteResult,
  type CardMoveInput,
  type CardRating,
  JOB_PIPELINE_TEMPLATE_PREFIX,
  MAX_PIPELINE_STAGES,
  PIPELINE_NAME_PATTERN,
  PIPELINE_NOT_FOUND_FIELDS,
  type Pipeline,
  type PipelineCreateInput,
  type PipelineDeleteResult,
  type PipelineNotFoundField,
  type PipelineSummary,
  type PipelineUpdateInput,
  type Stage,
  type StageCreateInput,
  type StageDeleteResult,
  type StageReorderInput,
  type StageUpdateInput,
} from './schemas/crm-pipelines.ts';
export type { ResumeParseStatus, ResumeUploadInput, ResumeUploadResult } from './schemas/crm-resumes.ts';
export type {
  EmploymentType,
  JobBuilderProgress,
  JobBuilderStep,
  JobBuilderUsage,
  JobCategory,
  JobCreateInput,
  JobCreateResult,
  JobGenerateInput,
  JobLanguage,
  JobStatus,
  PublicJob,
  PublishMode,
  Salary,
  SalaryPeriod,
  WorkMode,
  WorkModeScope,
  WorkModeType,
} from './schemas/job-builder.ts';
export type {
  JobSearchInput,
  JobSearchResult,
  JobSearchUsage,
  PublicJobResult,
  TypeOfWork,
} from './schemas/job-search.ts';
export {
  type DetectedFileType,
  detectFileType,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  type ResumeMimeType,
} from './schemas/resume-files.ts';
export {
  SUBSCRIBABLE_WEBHOOK_EVENT_TYPES,
  type SubscribableWebhookEventType,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreateInput,
  type WebhookEndpointDeleteResult,
  type WebhookEndpointDetail,
  type WebhookEndpointStats,
  type WebhookEndpointStatus,
  type WebhookEndpointUpdateInput,
  type WebhookEndpointWithSecret,
  type WebhookEventCatalog,
  type WebhookEventType,
  type WebhookEventTypeInfo,
  type WebhooksUsage,
} from './schemas/webhooks.ts';
