import { z } from 'zod';

/** A 24-character hexadecimal object id, as every id of the service. */
export const objectIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, { message: 'must be a 24-character hexadecimal id' });

/**
 * An `Idempotency-Key` as the service accepts it where it checks keys (job-builder): 1 to 255
 * visible ASCII characters. The SDK sends no other.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The five API families, as they appear in the path `/api/v3.0/<family>`. */
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

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const rateLimitDetailsSchema = z.object({
  limit: z.number(),
  period: z.enum(['utc_day', 'minute']),
  scope: z.literal('ip').optional(),
});
export type RateLimitDetails = z.infer<typeof rateLimitDetailsSchema>;

/** `{ statusCode, errorCode, message, path, details? }`; 429 adds `retryAfter`. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number(),
  errorCode: z.string(),
  message: z.string(),
  path: z.string(),
  details: z.union([z.array(fieldErrorSchema), rateLimitDetailsSchema]).optional(),
  retryAfter: z.number().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * A query-string integer within bounds. Accepts numbers (SDK side) and digit strings (wire side).
 */
export function intParam(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ message: `must be an integer from ${min} to ${max}` })
      .int({ message: `must be an integer from ${min} to ${max}` })
      .min(min, { message: `must be an integer from ${min} to ${max}` })
      .max(max, { message: `must be an integer from ${min} to ${max}` }),
  );
}

/** `page` 1-10000 and `pageSize` 1-50, the bounds of every CRM list read. */
export const crmPageQuerySchema = z.object({
  page: intParam(1, 10000).optional(),
  pageSize: intParam(1, 50).optional(),
});

export const usageRecordSchema = z.object({
  dailyQuota: z.number(),
  used: z.number(),
  remaining: z.number(),
  resetsAt: z.string(),
  period: z.literal('utc_day'),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** Every list read answers `{ items, page, pageSize, hasMore }`; there is no total count. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  });
}

/** Turns zod issues into the spec's `details: [{ field, message }]`, the field as a dotted path. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = prefix && path ? `${prefix}.${path}` : prefix || path;
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      const base = field ? `${field}.` : '';
      return {
        field: keys.length === 1 ? `${base}${keys[0]}` : field || keys.join(','),
        message: `unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')}: not allowed in this body`,
      };
    }
    return { field: field || '(body)', message: issue.message };
  });
}
