import type { PlatformClient } from '../client.ts';
import { APIConnectionError, APIError, NotFoundError } from '../core/errors.ts';
import type { RequestOptions } from '../core/types.ts';
import { withoutApiPath } from '../internal/base-url.ts';
import type { CandidateSearchUsage } from '../schemas/candidate-search.ts';
import type { CrmUsage } from '../schemas/crm.ts';
import type { JobBuilderUsage } from '../schemas/job-builder.ts';
import type { JobSearchUsage } from '../schemas/job-search.ts';
import type { WebhooksUsage } from '../schemas/webhooks.ts';

/**
 * One family's usage, or why it could not be read: the service's 400 (the CRM's usage read without
 * the `workspaceId` a key of several workspaces must name), 403 (`PLAN_REQUIRED`,
 * `SCOPE_FORBIDDEN`, ...), 404 (no usage for this family) or 5xx (`CRM_API_ERROR`, ...), each an
 * {@link APIError} with its `statusCode`; or an {@link APIConnectionError} (`CONNECTION_ERROR`,
 * `TIMEOUT`: no answer) when this family's read failed but others got through.
 */
export type FamilyUsage<U> =
  | { available: true; usage: U }
  | { available: false; error: APIError | APIConnectionError };

/** The usage of the five families, keyed as on the client. */
export interface UsageOverview {
  crm: FamilyUsage<CrmUsage>;
  webhooks: FamilyUsage<WebhooksUsage>;
  jobBuilder: FamilyUsage<JobBuilderUsage>;
  candidateSearch: FamilyUsage<CandidateSearchUsage>;
  jobSearch: FamilyUsage<JobSearchUsage>;
}

/**
 * What stays one family's problem: the service's 400 (the CRM's usage read, as every CRM endpoint,
 * needs a `workspaceId` from a key of several workspaces), a refusal (403), no usage route (404), a
 * server error (5xx) and a failed connection. Anything else (a local 400 such as a malformed
 * `workspaceId`, 401 bad key, 429 usage polling limit, an invalid answer, the caller's abort)
 * concerns the whole call and rejects at once.
 */
function isFamilyError(error: unknown): error is APIError | APIConnectionError {
  if (error instanceof APIError) {
    const { statusCode } = error;
    if (statusCode === 400) return !(error as { local?: boolean }).local;
    return statusCode === 403 || statusCode === 404 || statusCode >= 500;
  }
  return error instanceof APIConnectionError;
}

async function settle<U>(read: PromiseLike<U>): Promise<FamilyUsage<U>> {
  try {
    return { available: true, usage: await read };
  } catch (error) {
    if (isFamilyError(error)) return { available: false, error };
    throw error;
  }
}

/**
 * Every family answered 404: no route exists for any usage endpoint, so there is no API at this base
 * URL (a path such as `/api/v3.0` added to it, or another server). One error instead of five
 * "unavailable" families, which would look like success.
 */
function noApiAtBaseUrl(baseUrl: string, first: APIError): NotFoundError {
  const suggestion = withoutApiPath(baseUrl);
  const fix =
    suggestion !== undefined
      ? `The base URL is the service origin, without /api/v3.0: try ${suggestion}`
      : 'Is it the service origin (e.g. http://127.0.0.1:4010; the SDK adds /api/v3.0/<family>/public/... itself)?';
  return new NotFoundError({
    statusCode: 404,
    errorCode: first.errorCode,
    message: `No API answered at this base URL (${baseUrl}): the usage endpoint of every family answered 404. ${fix}`,
    path: first.path,
    details: [{ field: 'baseUrl', message: 'no API answered at this base URL' }],
    headers: first.headers,
  });
}

/**
 * Reads the five usage endpoints in parallel. A family whose read fails on its own (a 403 for the
 * key's plan or scopes, a 404, a 5xx, or no answer while the others answered) is `available: false`
 * with that error. What concerns the whole call rejects: a bad key (401), the usage polling limit
 * (429), an invalid answer, the caller's abort; no answer from any family (the first connection
 * error); and a 404 from every family (a `NotFoundError` saying that no API answered at this base
 * URL, with `details[0].field` `'baseUrl'`).
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
  const reads = [crm, webhooks, jobBuilder, candidateSearch, jobSearch];
  const errors = reads.flatMap((read) => (read.available ? [] : [read.error]));
  const [first] = errors;
  if (first !== undefined && errors.length === reads.length) {
    // No family got an answer: the service is unreachable, not one family.
    if (errors.every((error) => error instanceof APIConnectionError)) throw first;
    if (
      first instanceof APIError &&
      errors.every((error) => error instanceof APIError && error.statusCode === 404)
    ) {
      throw noApiAtBaseUrl(client.baseUrl, first);
    }
  }
  return { crm, webhooks, jobBuilder, candidateSearch, jobSearch };
}
