import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { jobSearch } from '../../operations/job-search.ts';
import { APIResource } from '../../resource.ts';
import type { JobSearchInput, JobSearchUsage, PublicJobResult } from '../../schemas/job-search.ts';

/**
 * The job-search family: `client.jobSearch`. Public jobs with their apply link, never recruiter
 * contact data. Free for any registered account holding `job-search:read`; 500 searches per
 * organization per UTC day, 30 per minute, 60 per minute per client IP.
 */
export class JobSearch extends APIResource {
  /**
   * Searches public jobs: a query text (optional: without one, newest first) and filters
   * (`location`, `countryCode`, `remote`, `jobType`, `minPay`, `payCurrency`, `payType`, `language`,
   * `createdAfter`). One page (`pageSize` 1–25), async-iterable over the following ones up to
   * page 100; each page spends one search. Apply through `applyUrl`.
   *
   * @example
   * ```
   * const page = await client.jobSearch.search({ query: 'enfermera', countryCode: 'ES', language: 'es' });
   * for (const job of page.items) console.log(job.title, job.locationName, job.applyUrl);
   * ```
   */
  search(body: JobSearchInput = {}, options?: RequestOptions): PagePromise<PublicJobResult> {
    return this._client.callPage(jobSearch.search, { body }, options);
  }

  /** Today's job-search quota of the organization (500 per UTC day). Spends nothing. */
  usage(options?: RequestOptions): APIPromise<JobSearchUsage> {
    return this._client.call(jobSearch.usage, {}, options);
  }

  /** The job-search contract as an OpenAPI 3.1 document. Needs no key, spends nothing. */
  openapi(options?: RequestOptions): APIPromise<Record<string, unknown>> {
    return this._client.call(jobSearch.openapi, {}, options);
  }
}
