import type { PlatformClient } from '../client.ts';
import { APIError } from '../core/errors.ts';
import type { RequestOptions } from '../core/types.ts';
import type { CandidateSearchUsage } from '../schemas/candidate-search.ts';
import type { CrmUsage } from '../schemas/crm.ts';
import type { JobBuilderUsage } from '../schemas/job-builder.ts';
import type { JobSearchUsage } from '../schemas/job-search.ts';
import type { WebhooksUsage } from '../schemas/webhooks.ts';

/**
 * One family's usage, or why the key may not use the family: the service's 403 (`PLAN_REQUIRED`,
 * `SCOPE_FORBIDDEN`, ...) or 404, with its message.
 */
export type FamilyUsage<U> = { available: true; usage: U } | { available: false; error: APIError };

/** The usage of the five families, keyed as on the client. */
export interface UsageOverview {
  crm: FamilyUsage<CrmUsage>;
  webhooks: FamilyUsage<WebhooksUsage>;
  jobBuilder: FamilyUsage<JobBuilderUsage>;
  candidateSearch: FamilyUsage<CandidateSearchUsage>;
  jobSearch: FamilyUsage<JobSearchUsage>;
}

async function settle<U>(read: PromiseLike<U>): Promise<FamilyUsage<U>> {
  try {
    return { available: true, usage: await read };
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 403 || error.statusCode === 404)) {
      return { available: false, error };
    }
    throw error;
  }
}

/**
 * Reads the five usage endpoints in parallel. A family the key may not use is `available: false`
 * with the service's error; anything that concerns the whole call (a bad key, no connection, the
 * usage polling limit) rejects.
 */
export async function readUsageOverview(
  client: PlatformClient,
  options?: RequestOptions,
): Promise<UsageOverview> {
  const [crm, webhooks, jobBuilder, candidateSearch, jobSearch] = await Promise.all([
    settle(client.crm.usage(options)),
    settle(client.webhooks.usage(options)),
    settle(client.jobBuilder.usage(options)),
    settle(client.candidateSearch.usage(options)),
    settle(client.jobSearch.usage(options)),
  ]);
  return { crm, webhooks, jobBuilder, candidateSearch, jobSearch };
}
