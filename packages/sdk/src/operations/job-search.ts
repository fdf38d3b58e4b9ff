import * as z from 'zod/mini';
import { jobSearchResultSchema, jobSearchSchema, jobSearchUsageSchema } from '../schemas/job-search.ts';
import { SEARCH_PAGING } from './limits.ts';
import { defineOperation } from './operation.ts';

/**
 * The operations of the job-search API (`/api/v3.0/job-search/public`). None takes a workspace: the
 * jobs are public data, and the spec gives job-search no `workspaceId` (its only 403 is
 * SCOPE_FORBIDDEN; its OpenAPI document declares none).
 */
export const jobSearch = {
  /** Search public jobs with a query text and filters; each result carries its apply link. */
  search: defineOperation({
    family: 'job-search',
    scope: 'job-search:read',
    metering: 'metered',
    workspace: 'none',
    id: 'job-search.search',
    method: 'POST',
    path: '/search',
    body: jobSearchSchema,
    response: jobSearchResultSchema,
    status: 200,
    safe: true,
    list: { itemsKey: 'jobs', pageIn: 'body' },
    paging: SEARCH_PAGING,
  }),
  /** Today's job-search quota of the organization (500 per UTC day); spends nothing. */
  usage: defineOperation({
    family: 'job-search',
    scope: 'job-search:read',
    metering: 'usage',
    workspace: 'none',
    id: 'job-search.usage',
    method: 'GET',
    path: '/usage',
    response: jobSearchUsageSchema,
    status: 200,
  }),
  /** The machine-readable contract of the job-search API (OpenAPI 3.1), answered without a key. */
  openapi: defineOperation({
    family: 'job-search',
    auth: 'none',
    scope: null,
    metering: 'free',
    workspace: 'none',
    id: 'job-search.openapi',
    method: 'GET',
    path: '/openapi.json',
    response: z.record(z.string(), z.unknown()),
    status: 200,
  }),
} as const;
