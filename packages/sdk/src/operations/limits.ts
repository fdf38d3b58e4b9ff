import type { ApiFamily } from '../schemas/codes.ts';

// The spec's limits (documents 1–3, "Limits"), each figure stated once. The SDK's schemas build
// their bounds from it, the operation table's rows point to it (`paging`), and the emulator's
// quotas, the agent tool server, the job-search OpenAPI document and the CLI read it. Separate
// constants, so that a bundle keeps only the ones it reads (a one-call program: paging, text and
// resume limits, which its schemas check).

/** Bounds and defaults of the `page` and `pageSize` a paginated read takes (both start at 1). */
export interface Paging {
  /** `page`: 1 to `max`, `default` when left out. */
  readonly page: { readonly max: number; readonly default: number };
  /** `pageSize`: 1 to `max`, `default` when left out. */
  readonly pageSize: { readonly max: number; readonly default: number };
}

/** Every CRM and webhooks list read (and the board read's cards): `page` 1-10000 (default 1), `pageSize` 1-50 (default 10). */
export const LIST_PAGING: Paging = { page: { max: 10_000, default: 1 }, pageSize: { max: 50, default: 10 } };

/** Candidate-search and job-search: `page` 1-100 (default 1; a higher page is a 400), `pageSize` 1-25 (default 10). */
export const SEARCH_PAGING: Paging = { page: { max: 100, default: 1 }, pageSize: { max: 25, default: 10 } };

/** Lengths of the texts a search or a generation takes, in characters. */
export const TEXT_LIMITS = {
  /** CRM `GET /public/contacts` `search`: at most 200. */
  contactSearch: { max: 200 },
  /** Candidate-search `query`: 2 to 300. */
  candidateQuery: { min: 2, max: 300 },
  /** Job-search `query`: at most 300. */
  jobQuery: { max: 300 },
  /** Candidate-search and job-search `location`: at most 120. */
  searchLocation: { max: 120 },
  /** Job-builder `prompt`: 1 to 10000. */
  jobBuilderPrompt: { min: 1, max: 10_000 },
} as const;

/** The quota and rate limits of one family; `Infinity` where the spec sets none. */
export interface FamilyQuota {
  /** Successful metered calls per organization per UTC day (a failed call is not counted). */
  readonly daily: number;
  /** Metered calls per organization per minute. */
  readonly burstPerMinute: number;
  /** Calls per client IP per minute, every call of the family (429 with `scope: 'ip'`). */
  readonly perIpPerMinute: number;
  /** Usage reads (`GET /public/usage`) per key per minute. */
  readonly usagePerMinute: number;
}

/**
 * Quotas and rate limits by family. The daily quotas are separate per family and reset at UTC
 * midnight. The webhooks management API is not metered (the spec shows no limits for it; its
 * deliveries have their own cap, {@link WEBHOOK_LIMITS}); its usage read is limited like the
 * others (an emulator choice, docs/emulator-behavior.md).
 */
export const QUOTAS: { readonly [F in ApiFamily]: FamilyQuota } = {
  crm: { daily: 500, burstPerMinute: 30, perIpPerMinute: 60, usagePerMinute: 60 },
  webhooks: { daily: Infinity, burstPerMinute: Infinity, perIpPerMinute: Infinity, usagePerMinute: 60 },
  'job-builder': { daily: 10, burstPerMinute: Infinity, perIpPerMinute: Infinity, usagePerMinute: 60 },
  'candidate-search': { daily: 100, burstPerMinute: 20, perIpPerMinute: Infinity, usagePerMinute: 60 },
  'job-search': { daily: 500, burstPerMinute: 30, perIpPerMinute: 60, usagePerMinute: 60 },
};

/** CRM resume uploads (`POST /public/contacts/{id}/resume`). */
export const RESUME_LIMITS = {
  /** Largest decoded file: 10 MB, counted as 10 × 1024 × 1024 bytes (above: 413). */
  maxBytes: 10 * 1024 * 1024,
  /** Uploads per key per UTC day, on top of the CRM call each one is. */
  uploadsPerKeyPerDay: 50,
} as const;

/** Spec limits of the webhooks family. */
export const WEBHOOK_LIMITS = {
  endpointsPerOrganization: 10,
  /** Deliveries per organization per UTC day (test pings included); the excess is parked as failed. */
  deliveriesPerDay: 5000,
  testPingsPerEndpointPerDay: 10,
  /** Re-verification attempts per endpoint in any hour. */
  verifyPerEndpointPerHour: 5,
  deliveryTimeoutSeconds: 10,
  retryAttempts: 8,
  retentionDays: 30,
  previousSecretHours: 24,
  signatureToleranceSeconds: 300,
  assetTokenDays: 30,
  presignedUrlMinutes: 60,
} as const;

/** API keys: at most 10 active keys per organization. */
export const KEY_LIMITS = { activePerOrganization: 10 } as const;

/** How long an idempotent operation remembers a key. */
export interface IdempotencyWindow {
  /** A completed answer is replayed this long, counted from its completion. */
  readonly replaySeconds: number;
  /** The claim of a request still running holds the key this long at most. */
  readonly holdSeconds: number;
}

/**
 * The windows of the operations the service makes idempotent (`idempotent: true` in their rows),
 * by operation id: CRM `POST /public/lists` replays 24 hours with an in-flight claim of about 2
 * minutes; job-builder `POST /public/jobs` replays 24 hours with a hold of at most 10 minutes.
 */
export const IDEMPOTENCY_WINDOWS: { readonly [id: string]: IdempotencyWindow } = {
  'crm.lists.create': { replaySeconds: 86_400, holdSeconds: 120 },
  'job-builder.jobs.create': { replaySeconds: 86_400, holdSeconds: 600 },
};
