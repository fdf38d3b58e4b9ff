import { operations, QUOTAS } from '@platform-api/sdk/operations';
import { API_FAMILIES, webhookEndpointSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { ApiCallError } from '../invoke.ts';
import { moreLine, pageArguments, pagingOf, rateLimitLifts, tool, workspaceId } from '../tool-row.ts';

const { crm, webhooks, jobBuilder, candidateSearch, jobSearch } = operations;

/** Usage reads: the same polling limit in every family. */
const USAGE_POLLING = `${QUOTAS.crm.usagePerMinute} per minute per key`;
/** The usage read of every family, in the order `list_api_usage` lists them. */
const USAGE_OPS = [
  crm.usage,
  webhooks.usage,
  jobBuilder.usage,
  candidateSearch.usage,
  jobSearch.usage,
] as const;

const usageFamilySchema = z.object({
  family: z.enum(API_FAMILIES),
  available: z
    .boolean()
    .check(
      z.describe(
        'true when the figures were read; false when the key may not use this family (plan or scope), when its usage read is rate-limited (see retryAfter) or when the read failed',
      ),
    ),
  dailyQuota: z.nullable(z.number()),
  used: z.nullable(z.number()),
  remaining: z.nullable(z.number()),
  resetsAt: z.nullable(z.string()).check(z.describe('Next UTC midnight (ISO 8601)')),
  reason: z.nullable(z.string()).check(z.describe('Why the figures are missing (error code and message)')),
  retryAfter: z
    .nullable(z.number())
    .check(
      z.describe(
        `Only when the usage read is rate-limited (${USAGE_POLLING}): seconds until it may be read again`,
      ),
    ),
  retryAt: z
    .nullable(z.string())
    .check(z.describe('Only when the usage read is rate-limited: when it may be read again (ISO 8601)')),
});

export const listApiUsage = tool({
  name: 'list_api_usage',
  title: 'API usage',
  description: `Today's quota of every API family for your organization: daily quota, used, remaining and the reset time (next UTC midnight). Free: spends no quota (each family's usage read is limited to ${USAGE_POLLING}). A family your plan or key scopes do not open is listed as unavailable with the reason; a family whose usage read is rate-limited is listed with the time to read it again.`,
  ops: USAGE_OPS,
  // The CRM's usage read, as every CRM endpoint, needs a workspace from a key of several.
  input: z.object({ workspaceId }),
  output: z.object({ families: z.array(usageFamilySchema) }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run({ workspaceId }, { call, now }) {
    const families = await Promise.all(
      USAGE_OPS.map(async (op) => {
        try {
          // Only where the family reads one (job-builder, candidate-search and job-search take none).
          const u = await call(op, op.workspace === 'none' ? {} : { workspaceId });
          const row = {
            dailyQuota: u.dailyQuota,
            used: u.used,
            remaining: u.remaining,
            resetsAt: u.resetsAt,
          };
          return {
            family: op.family,
            available: true,
            ...row,
            reason: null,
            retryAfter: null,
            retryAt: null,
          };
        } catch (err) {
          if (!(err instanceof ApiCallError) || err.envelope.statusCode === 401) throw err;
          const { statusCode, errorCode, message } = err.envelope;
          const lifts = statusCode === 429 ? rateLimitLifts(err.envelope, now()) : null;
          return {
            family: op.family,
            available: false,
            dailyQuota: null,
            used: null,
            remaining: null,
            resetsAt: null,
            reason: `${errorCode}: ${message}`,
            retryAfter: lifts?.inSeconds ?? null,
            retryAt: lifts?.at ?? null,
          };
        }
      }),
    );
    return { families };
  },
  text: ({ families }) =>
    families
      .map((f) =>
        f.available
          ? `${f.family}: ${f.used}/${f.dailyQuota} used, ${f.remaining} remaining, resets ${f.resetsAt}`
          : f.retryAt !== null
            ? `${f.family}: rate-limited, retry after ${f.retryAfter} s (at ${f.retryAt}): ${f.reason}`
            : `${f.family}: unavailable (${f.reason})`,
      )
      .join('\n'),
});

export const listWebhookEndpoints = tool({
  name: 'list_webhook_endpoints',
  title: 'Webhook endpoints',
  description:
    "The organization's webhook endpoints visible to your key, newest first: url, status (pending_verification, active, disabled, suspended), subscribed events, workspaces, timestamps. Never returns signing secrets. Free: spends no quota. Needs the webhooks:read scope.",
  ops: [webhooks.endpoints.list],
  input: z.object(pageArguments(webhooks.endpoints.list)),
  output: z.object({
    endpoints: z.array(webhookEndpointSchema),
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
  }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run(args, { call }) {
    const res = await call(webhooks.endpoints.list, { query: args });
    return { endpoints: res.items, page: res.page, pageSize: res.pageSize, hasMore: res.hasMore };
  },
  text: (r) =>
    [
      ...r.endpoints.map(
        (e) =>
          `${e.id}  ${e.url} (${e.status}) events: ${e.events.join(', ') || 'none'}; updated ${e.updatedAt}`,
      ),
      moreLine(r, 'endpoints', pagingOf(webhooks.endpoints.list).page.max),
    ].join('\n'),
});
