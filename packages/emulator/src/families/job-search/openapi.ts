import { type AnyOperation, describedBody, fullPath, operations, QUOTAS } from '@platform-api/sdk/operations';
import { errorEnvelopeSchema } from '@platform-api/sdk/schemas';
import { toJsonSchema } from '../../engine/json-schema.ts';
import { VERSION } from '../../version.ts';

type JsonSchema = Record<string, unknown>;

const ERRORS: Record<string, string> = {
  '400': 'VALIDATION_ERROR: the body failed validation (details name each field).',
  '401': 'API_KEY_MISSING, API_KEY_INVALID, API_KEY_EXPIRED or API_KEY_REVOKED.',
  '403': 'SCOPE_FORBIDDEN: the key lacks job-search:read.',
  '429':
    'RATE_LIMIT_EXCEEDED: daily quota (period utc_day), per-minute burst or usage polling (period minute), per-IP limit (scope ip). retryAfter says when to retry.',
  '500': 'JOB_SEARCH_API_ERROR: unexpected error or unavailable dependency.',
  '504': 'SEARCH_TIMEOUT: the search took too long upstream; retry.',
};

/**
 * What each operation does, in one line (prose for this document only: the table's rows carry none,
 * so that it does not ship in every SDK bundle). The figures come from the limits table.
 */
function summaryOf(op: AnyOperation): string {
  const { search, usage, openapi } = operations.jobSearch;
  switch (op) {
    case search:
      return 'Search public jobs with a query text and filters; each result carries its apply link.';
    case usage:
      return `Today's job-search quota of the organization (${QUOTAS['job-search'].daily} per UTC day); spends nothing.`;
    case openapi:
      return 'The machine-readable contract of the job-search API (OpenAPI 3.1).';
    default:
      throw new TypeError(`${op.id} is not a job-search operation`);
  }
}

function operationObject(op: AnyOperation, names: { response: string }): JsonSchema {
  const errors =
    op.auth === 'none'
      ? { '500': ERRORS['500'] }
      : op.metering === 'usage'
        ? { '401': ERRORS['401'], '403': ERRORS['403'], '429': ERRORS['429'], '500': ERRORS['500'] }
        : ERRORS;
  return {
    operationId: op.id.replace(/^job-search\./, '').replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase()),
    summary: summaryOf(op),
    ...(op.auth === 'none' ? { security: [] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/JobSearchRequest' } } },
          },
        }
      : {}),
    responses: {
      [String(op.status)]: {
        description: 'Success.',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${names.response}` } } },
      },
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [
          status,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        ]),
      ),
    },
  };
}

let built: JsonSchema | undefined;

/**
 * `GET /public/openapi.json`: the job-search API as OpenAPI 3.1, generated from the operation table
 * and the same zod schemas the SDK validates with and the emulator answers with. The server URL is
 * relative (`/api/v3.0/job-search`), so the document is the same whatever host serves it.
 */
export function openApiDocument(): JsonSchema {
  built ??= build();
  return built;
}

/** The family's root (`/api/v3.0/job-search`): the server URL; the paths below it start with `/public`. */
const ROOT = fullPath({ family: 'job-search', path: '' }).replace(/\/public$/, '');

/** An operation's path in the document: its full path, below the server URL. */
function pathOf(op: AnyOperation): string {
  return fullPath(op).slice(ROOT.length);
}

function build(): JsonSchema {
  const { search, usage, openapi } = operations.jobSearch;
  const quota = QUOTAS['job-search'];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Job-search API',
      version: '1.0.0',
      description:
        'Search public jobs with a natural-language query plus filters. Results carry an apply link and never recruiter contact data. ' +
        `Free for any registered account holding the job-search:read scope; ${quota.daily} searches per organization per UTC day, ${quota.burstPerMinute} per minute per organization, ${quota.perIpPerMinute} per minute per client IP. Served by @platform-api/emulator ${VERSION}.`,
    },
    servers: [{ url: ROOT, description: 'The API of the host serving this document.' }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths: {
      [pathOf(search)]: { post: operationObject(search, { response: 'JobSearchResult' }) },
      [pathOf(usage)]: { get: operationObject(usage, { response: 'UsageRecord' }) },
      [pathOf(openapi)]: { get: operationObject(openapi, { response: 'OpenApiDocument' }) },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
      },
      schemas: {
        JobSearchRequest: toJsonSchema(describedBody(search), 'input'),
        JobSearchResult: toJsonSchema(search.response, 'output'),
        UsageRecord: toJsonSchema(usage.response, 'output'),
        OpenApiDocument: { type: 'object', description: 'This document.' },
        ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output'),
      },
    },
  };
}
