import { describedBody, operations, QUOTAS, TEXT_LIMITS } from '@platform-api/sdk/operations';
import {
  candidateSearchSchema,
  candidateWireSchema,
  publicJobResultSchema,
  toCandidate,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { moreLine, pagesSentence, pagingOf, tool } from '../tool-row.ts';

const { candidateSearch, jobSearch } = operations;

/** A candidate as an agent sees it: the profile URL under the spec's name, `profileUrl`. */
const candidateSchema = z.extend(z.omit(candidateWireSchema, { cazumeUrl: true }), {
  profileUrl: z
    .nullable(z.string())
    .check(z.describe('Public profile URL, when the candidate published one')),
});

const searchPageOutput = { page: z.number(), pageSize: z.number(), hasMore: z.boolean() };

export const searchCandidates = tool({
  name: 'search_candidates',
  title: 'Search candidates',
  description: `Read-only search of the candidate pool with a natural-language query (${TEXT_LIMITS.candidateQuery.min} to ${TEXT_LIMITS.candidateQuery.max} characters), ranked by relevance over headlines, summaries and skills. Filters: requireVideo (only candidates with a video profile), createdAfter (ISO 8601: profiles updated after it). Biases (not filters): location (up to ${TEXT_LIMITS.searchLocation.max} characters), remote, language (ISO 639-1). ${pagesSentence(candidateSearch.search)}, no total. Results are public profiles without any contact details: candidateId (an opaque pc1. token), headline, summary, topSkills, matchedSkills, matchTier, location, video and profileUrl. Contact candidates only through the service. Costs 1 of the organization's ${QUOTAS['candidate-search'].daily} candidate searches per UTC day (burst ${QUOTAS['candidate-search'].burstPerMinute} per minute). Needs a Platinum plan or higher and the candidate-search:read scope.`,
  ops: [candidateSearch.search],
  input: candidateSearchSchema,
  output: z.object({ candidates: z.array(candidateSchema), ...searchPageOutput }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run(body, { call }) {
    const res = await call(candidateSearch.search, { body });
    return {
      candidates: res.results.map(toCandidate),
      page: res.page,
      pageSize: res.pageSize,
      hasMore: res.hasMore,
    };
  },
  text: (r) =>
    [
      ...r.candidates.map(
        (c) =>
          `${c.candidateId}  ${c.displayName ?? '(no name)'} — ${c.headline ?? ''} (${c.matchTier}; ${c.locationName ?? 'location unknown'}${c.isRemote ? ', remote' : ''})${c.matchedSkills.length ? ` skills: ${c.matchedSkills.join(', ')}` : ''}`,
      ),
      moreLine(r, 'candidates', pagingOf(candidateSearch.search).page.max),
    ].join('\n'),
});

export const searchJobs = tool({
  name: 'search_jobs',
  title: 'Search public jobs',
  description: `Read-only search of public job postings. query (optional, up to ${TEXT_LIMITS.jobQuery.max} characters) is matched against titles, occupations, companies and descriptions; without it, newest first. Filters: location (a city or country, up to ${TEXT_LIMITS.searchLocation.max} characters), countryCode (ISO 3166-1), remote (true: remote only; false: on-site and hybrid only), jobType, minPay with payCurrency (ISO 4217) and payType (hourly, monthly, yearly), language (ISO 639-1), createdAfter (ISO 8601). ${pagesSentence(jobSearch.search)}. Each result has its applyUrl, the public page where people apply; never recruiter contact data. Costs 1 of the organization's ${QUOTAS['job-search'].daily} job searches per UTC day (${QUOTAS['job-search'].burstPerMinute} per minute; ${QUOTAS['job-search'].perIpPerMinute} per minute per client IP). Needs the job-search:read scope, free on every plan.`,
  ops: [jobSearch.search],
  input: describedBody(jobSearch.search),
  output: z.object({ jobs: z.array(publicJobResultSchema), ...searchPageOutput }),
  annotations: { readOnlyHint: true, idempotentHint: true },
  async run(body, { call }) {
    const res = await call(jobSearch.search, { body });
    return { jobs: res.jobs, page: res.page, pageSize: res.pageSize, hasMore: res.hasMore };
  },
  text: (r) =>
    [
      ...r.jobs.map(
        (j) =>
          `${j.title ?? '(untitled)'} — ${j.companyName ?? ''}, ${j.locationName ?? (j.isRemote ? 'remote' : '')}${j.payAmount !== null ? `, ${j.payAmount} ${j.payCurrency ?? ''}/${j.payType ?? ''}` : ''}\n  apply: ${j.applyUrl ?? '(no public page)'}`,
      ),
      moreLine(r, 'jobs', pagingOf(jobSearch.search).page.max),
    ].join('\n'),
});
