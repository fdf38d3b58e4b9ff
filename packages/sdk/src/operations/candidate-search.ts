import {
  candidateSearchResultSchema,
  candidateSearchSchema,
  candidateSearchUsageSchema,
} from '../schemas/candidate-search.ts';
import { SEARCH_PAGING } from './limits.ts';
import { defineOperation } from './operation.ts';

/** The 2 operations of the candidate-search API (`/api/v3.0/candidate-search/public`). */
export const candidateSearch = {
  /** Search the candidate pool in natural language; scrubbed public profiles, no contact details. */
  search: defineOperation({
    family: 'candidate-search',
    scope: 'candidate-search:read',
    metering: 'metered',
    // The workspace, when one is named, comes in the body.
    workspace: 'body',
    id: 'candidate-search.search',
    method: 'POST',
    path: '/search',
    body: candidateSearchSchema,
    response: candidateSearchResultSchema,
    status: 200,
    safe: true,
    list: { itemsKey: 'results', pageIn: 'body' },
    paging: SEARCH_PAGING,
  }),
  /** Today's candidate-search quota of the organization (100 per UTC day); spends nothing. */
  usage: defineOperation({
    family: 'candidate-search',
    scope: 'candidate-search:read',
    metering: 'usage',
    // Per organization: the request takes nothing.
    workspace: 'none',
    id: 'candidate-search.usage',
    method: 'GET',
    path: '/usage',
    response: candidateSearchUsageSchema,
    status: 200,
  }),
} as const;
