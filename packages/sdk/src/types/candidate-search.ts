// The types of `client.candidateSearch`: what its methods take and answer, as
// `CandidateSearch.<Name>` from the main entry (`import type { CandidateSearch } from
// '@platform-api/sdk'`). The schemas and every other shape: `./schemas`.

import type * as SchemaCandidateSearch from '../schemas/candidate-search.ts';

// Aliases, not re-exports: a namespace of aliases is what the declaration bundler keeps intact.
export type Candidate = SchemaCandidateSearch.Candidate;
export type CandidateSearchInput = SchemaCandidateSearch.CandidateSearchInput;
export type CandidateSearchResult = SchemaCandidateSearch.CandidateSearchResult;
export type CandidateSearchUsage = SchemaCandidateSearch.CandidateSearchUsage;
