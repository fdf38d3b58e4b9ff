// The types of `client.jobSearch`: what its methods take and answer, as `JobSearch.<Name>` from the
// main entry (`import type { JobSearch } from '@platform-api/sdk'`). The schemas and every other
// shape: `./schemas`.

import type * as SchemaJobSearch from '../schemas/job-search.ts';

// Aliases, not re-exports: a namespace of aliases is what the declaration bundler keeps intact.
export type JobSearchInput = SchemaJobSearch.JobSearchInput;
export type JobSearchResult = SchemaJobSearch.JobSearchResult;
export type JobSearchUsage = SchemaJobSearch.JobSearchUsage;
export type PublicJobResult = SchemaJobSearch.PublicJobResult;
export type TypeOfWork = SchemaJobSearch.TypeOfWork;
