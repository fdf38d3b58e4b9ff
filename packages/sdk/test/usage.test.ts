import { describe, expect, test } from 'vitest';
import {
  APIConnectionError,
  AuthenticationError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
} from '../src/index.ts';
import { errorResponse, fakeFetch, json, testClient, usageRecord } from './support/fake-fetch.ts';

// client.usage(): which failures stay one family's row, and which reject the whole call.

const FAMILIES = ['crm', 'webhooks', 'job-builder', 'candidate-search', 'job-search'] as const;
type Family = (typeof FAMILIES)[number];

/** A fetch answering each family's usage read with `answer(family)` (every attempt, retries included). */
function byFamily(answer: (family: Family) => Response | Error) {
  const route = (request: Request): Response => {
    const family = FAMILIES.find((name) => new URL(request.url).pathname.includes(`/${name}/public/usage`));
    if (family === undefined) return new Response('<h1>Not Found</h1>', { status: 404 });
    const result = answer(family);
    if (result instanceof Error) throw result;
    return result;
  };
  return fakeFetch(...Array.from({ length: 30 }, () => route));
}

const ok = () => json(200, usageRecord());

describe('client.usage()', () => {
  test('a 403 or a 404 of one family is that family, the others are read', async () => {
    const { client } = testClient(
      byFamily((family) =>
        family === 'crm'
          ? errorResponse(403, 'PLAN_REQUIRED')
          : family === 'job-builder'
            ? errorResponse(404, 'NOT_FOUND')
            : ok(),
      ),
    );
    const all = await client.usage();
    expect(all.crm.available).toBe(false);
    if (!all.crm.available) expect(all.crm.error).toBeInstanceOf(PermissionDeniedError);
    expect(all.jobBuilder.available).toBe(false);
    if (!all.jobBuilder.available) expect(all.jobBuilder.error).toBeInstanceOf(NotFoundError);
    expect([all.webhooks, all.candidateSearch, all.jobSearch].every((read) => read.available)).toBe(true);
  });

  test("the service's 400 of one family is that family (the CRM's read needs a workspaceId from a key of several)", async () => {
    const { client } = testClient(
      byFamily((family) => (family === 'crm' ? errorResponse(400, 'VALIDATION_ERROR') : ok())),
    );
    const all = await client.usage();
    expect(all.crm.available).toBe(false);
    if (!all.crm.available) expect(all.crm.error).toMatchObject({ statusCode: 400, local: false });
    expect([all.webhooks, all.jobBuilder, all.candidateSearch, all.jobSearch].every((r) => r.available)).toBe(
      true,
    );
  });

  test("a family's server error is that family's error, the others are read", async () => {
    const { client } = testClient(
      byFamily((family) =>
        family === 'candidate-search' ? errorResponse(500, 'CANDIDATE_SEARCH_API_ERROR') : ok(),
      ),
    );
    const all = await client.usage();
    expect(all.candidateSearch.available).toBe(false);
    if (!all.candidateSearch.available) {
      expect(all.candidateSearch.error).toBeInstanceOf(InternalServerError);
      expect(all.candidateSearch.error).toMatchObject({
        statusCode: 500,
        errorCode: 'CANDIDATE_SEARCH_API_ERROR',
      });
    }
    expect([all.crm, all.webhooks, all.jobBuilder, all.jobSearch].every((read) => read.available)).toBe(true);
  });

  test("one family's failed connection is that family's error when the others answered", async () => {
    const { client } = testClient(
      byFamily((family) => (family === 'job-search' ? new TypeError('fetch failed') : ok())),
    );
    const all = await client.usage();
    expect(all.jobSearch.available).toBe(false);
    if (!all.jobSearch.available) {
      expect(all.jobSearch.error).toBeInstanceOf(APIConnectionError);
      expect(all.jobSearch.error.errorCode).toBe('CONNECTION_ERROR');
    }
    expect(all.crm.available).toBe(true);
  });

  test('no answer from any family rejects with the connection error', async () => {
    const { client } = testClient(byFamily(() => new TypeError('fetch failed')));
    await expect(client.usage()).rejects.toBeInstanceOf(APIConnectionError);
  });

  test('a bad key rejects the whole call', async () => {
    const { client } = testClient(
      byFamily((family) => (family === 'webhooks' ? errorResponse(401, 'API_KEY_INVALID') : ok())),
    );
    await expect(client.usage()).rejects.toBeInstanceOf(AuthenticationError);
  });

  test('a 404 from every family rejects: no API answered at this base URL, and the base URL to try', async () => {
    // Half of the common mistake: /api in the base URL (the SDK adds /api/v3.0 itself; a base URL
    // holding /api/v3.0 is refused by the constructor).
    const { client, fetch } = testClient(
      byFamily(() => errorResponse(404, 'NOT_FOUND')),
      {
        baseUrl: 'http://api.test:4615/api',
      },
    );
    const error = await client.usage().catch((e: unknown) => e);
    expect(fetch.requests[0]?.url.pathname).toMatch(/^\/api\/api\/v3\.0\//);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      details: [{ field: 'baseUrl', message: 'no API answered at this base URL' }],
    });
    expect((error as NotFoundError).message).toBe(
      'No API answered at this base URL (http://api.test:4615/api): the usage endpoint of every ' +
        'family answered 404. The base URL is the service origin, without /api/v3.0: try http://api.test:4615',
    );
  });

  test('a server that is not the API (404 pages without the error envelope) rejects the same way', async () => {
    const { client } = testClient(
      fakeFetch(...Array.from({ length: 5 }, () => () => new Response('nope', { status: 404 }))),
      {
        baseUrl: 'http://other.test:8080',
      },
    );
    const error = await client.usage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ statusCode: 404, errorCode: 'HTTP_404' });
    expect((error as NotFoundError).message).toMatch(
      /^No API answered at this base URL \(http:\/\/other\.test:8080\): .+ Is it the service origin/,
    );
  });

  test('server errors of every family stay per family (the service answers, and says what failed)', async () => {
    const { client } = testClient(byFamily(() => errorResponse(503, 'SERVICE_UNAVAILABLE')));
    const all = await client.usage();
    expect(Object.values(all).every((read) => !read.available)).toBe(true);
  });
});
