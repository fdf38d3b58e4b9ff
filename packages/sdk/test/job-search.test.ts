import { describe, expect, test } from 'vitest';
import { fakeFetch, json, testClient, usageRecord, WORKSPACE_ID } from './support/fake-fetch.ts';

const usage = usageRecord();
const noJobs = { jobs: [], hasMore: false, page: 1, pageSize: 10 };

describe('job-search takes no workspace', () => {
  test("neither the client's workspaceId nor a call's is sent: the jobs are public, not a workspace's", async () => {
    const { client, fetch } = testClient(
      fakeFetch(json(200, noJobs), json(200, usage), json(200, {}), json(200, noJobs), json(200, usage)),
      { workspaceId: WORKSPACE_ID },
    );
    await client.jobSearch.search({ query: 'nurse' });
    await client.jobSearch.usage();
    await client.jobSearch.openapi();
    await client.jobSearch.search({ query: 'nurse' }, { workspaceId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    // The other families still get it (the CRM in the query).
    await client.crm.usage();
    expect(fetch.requests.map((r) => [r.url.pathname, r.url.searchParams.get('workspaceId')])).toEqual([
      ['/api/v3.0/job-search/public/search', null],
      ['/api/v3.0/job-search/public/usage', null],
      ['/api/v3.0/job-search/public/openapi.json', null],
      ['/api/v3.0/job-search/public/search', null],
      ['/api/v3.0/crm/public/usage', WORKSPACE_ID],
    ]);
  });
});
