import type { APIPromise } from '../../core/api-promise.ts';
import type { PagePromise } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import { candidateSearch } from '../../operations/candidate-search.ts';
import { APIResource } from '../../resource.ts';
import {
  type Candidate,
  type CandidateSearchInput,
  type CandidateSearchUsage,
  toCandidate,
} from '../../schemas/candidate-search.ts';

/**
 * The candidate-search family: `client.candidateSearch`. Scrubbed public profiles, never contact
 * details. Platinum plan or higher and the `candidate-search:read` scope; 100 searches per
 * organization per UTC day, 20 per minute.
 */
export class CandidateSearch extends APIResource {
  /**
   * Searches the candidate pool in natural language. `requireVideo` and `createdAfter` filter;
   * `remote`, `language` and `location` bias the ranking. Answers one page (`pageSize` 1–25) that
   * is also async-iterable over the following pages, up to page 100; each page spends one search.
   * Candidates come with `profileUrl` (the wire name is `cazumeUrl`).
   *
   * @example
   * ```
   * const page = await client.candidateSearch.search({ query: 'react native developer', remote: true });
   * for (const c of page.items) console.log(c.displayName, c.headline, c.matchTier, c.matchedSkills);
   * const first50 = await client.candidateSearch.search({ query: 'nurse', location: 'Madrid', pageSize: 25 }).toArray({ maxItems: 50 });
   * ```
   */
  search(body: CandidateSearchInput, options?: RequestOptions): PagePromise<Candidate> {
    return this._client.callPage(candidateSearch.search, { body }, options, toCandidate);
  }

  /** Today's candidate-search quota of the organization (100 per UTC day). Spends nothing. */
  usage(options?: RequestOptions): APIPromise<CandidateSearchUsage> {
    return this._client.call(candidateSearch.usage, {}, options);
  }
}
