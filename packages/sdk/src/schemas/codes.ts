// The API's constants that need no schema: families, scopes, plans, error codes and their
// statuses. Kept apart from the zod schemas so that the errors and guards bundle without zod.

/** The five API families, as they appear in paths: `/api/v3.0/<family>/public/...`. */
export const API_FAMILIES = ['crm', 'webhooks', 'job-builder', 'candidate-search', 'job-search'] as const;
export type ApiFamily = (typeof API_FAMILIES)[number];

/** Key scopes. The job-builder is gated by plan only. */
export const SCOPES = [
  'crm:read',
  'crm:write',
  'webhooks:read',
  'webhooks:manage',
  'candidate-search:read',
  'job-search:read',
] as const;
export type Scope = (typeof SCOPES)[number];

/** Organization plans. Job-builder, candidate-search, CRM and webhooks need Platinum or higher; job-search is free. */
export const PLANS = ['free', 'platinum', 'diamond', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Every `errorCode` the service answers with, and its HTTP status: the one table the SDK (which error
 * class a code raises) and the emulator (which status a code answers) both read. The webhooks
 * family's own codes are not listed by the spec; the ones used here are documented in
 * docs/emulator-behavior.md.
 */
export const ERROR_STATUS = {
  // shared
  VALIDATION_ERROR: 400,
  API_KEY_MISSING: 401,
  API_KEY_INVALID: 401,
  API_KEY_EXPIRED: 401,
  API_KEY_REVOKED: 401,
  PLAN_REQUIRED: 403,
  SCOPE_FORBIDDEN: 403,
  ORG_ACCESS_DENIED: 403,
  WORKSPACE_ACCESS_DENIED: 403,
  NOT_FOUND: 404,
  RATE_LIMIT_EXCEEDED: 429,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_STORE_UNAVAILABLE: 503,
  // crm
  UNKNOWN_INTERACTION_TYPE: 400,
  MIME_MISMATCH: 400,
  EMPTY_FILE: 400,
  INVALID_BASE64: 400,
  MOVE_TO_STAGE_REQUIRED: 400,
  LAST_STAGE_UNDELETABLE: 400,
  TOO_MANY_ITEMS_TO_REASSIGN: 400,
  CONTACT_CONFLICT: 409,
  LIST_HAS_NO_STAGES: 409,
  CRM_API_ERROR: 500,
  // webhooks (codes chosen where the spec says "not shown")
  ENDPOINT_LIMIT_REACHED: 409,
  ENDPOINT_STATUS_CONFLICT: 409,
  WEBHOOKS_API_ERROR: 500,
  // job-builder, candidate-search, job-search
  JOB_BUILDER_API_ERROR: 500,
  SEARCH_TIMEOUT: 504,
  CANDIDATE_SEARCH_API_ERROR: 500,
  JOB_SEARCH_API_ERROR: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
/** Every `errorCode` the service answers with (the keys of {@link ERROR_STATUS}). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as readonly ErrorCode[];

/** The default `errorCode` of a status, per family, when nothing more specific applies. */
export const SERVER_ERROR_CODES: Record<ApiFamily, ErrorCode> = {
  crm: 'CRM_API_ERROR',
  webhooks: 'WEBHOOKS_API_ERROR',
  'job-builder': 'JOB_BUILDER_API_ERROR',
  'candidate-search': 'CANDIDATE_SEARCH_API_ERROR',
  'job-search': 'JOB_SEARCH_API_ERROR',
};
