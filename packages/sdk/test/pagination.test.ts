import { describe, expect, expectTypeOf, test } from 'vitest';
import { ConfigurationError, type Crm, isPlatformError, Page, PagePromise } from '../src/index.ts';
import { contact, errorResponse, fakeFetch, json, testClient, WORKSPACE_ID } from './support/fake-fetch.ts';

/** A list page of `count` contacts named `p<page>-<i>`. */
function contactsPage(page: number, count: number, hasMore: boolean, pageSize = 2) {
  const items = Array.from({ length: count }, (_, i) =>
    contact({ id: `${page}`.padStart(24, '0'), name: `p${page}-${i}` }),
  );
  return json(200, { items, page, pageSize, hasMore });
}

const pageParams = (fetch: { requests: { url: URL }[] }) =>
  fetch.requests.map((r) => r.url.searchParams.get('page'));

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const names = (items: Crm.ContactListItem[]) => items.map((c) => c.name);

describe('awaiting a list', () => {
  test('gives the first Page', async () => {
    const { client, fetch } = testClient(fakeFetch(contactsPage(1, 2, true), contactsPage(2, 1, false)));
    const page = await client.crm.contacts.list({ pageSize: 2 });
    expect(page).toBeInstanceOf(Page);
    expectTypeOf(page).toEqualTypeOf<Page<Crm.ContactListItem>>();
    expect(names(page.items)).toEqual(['p1-0', 'p1-1']);
    expect([page.page, page.pageSize, page.hasMore]).toEqual([1, 2, true]);
    expect(page.hasNextPage()).toBe(true);
    expect(page.response.status).toBe(200);

    const next = await page.getNextPage();
    expect(names(next.items)).toEqual(['p2-0']);
    expect(next.hasNextPage()).toBe(false);
    expect(pageParams(fetch)).toEqual([null, '2']);
    expect(fetch.requests[1]?.url.searchParams.get('pageSize')).toBe('2');
    await expect(next.getNextPage()).rejects.toSatisfy((e) => isPlatformError(e, 'NO_NEXT_PAGE'));
  });
});

describe('iterating', () => {
  test('the promise iterates every item of every page, without awaiting first', async () => {
    const { client, fetch } = testClient(
      fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true), contactsPage(3, 1, false)),
      { workspaceId: WORKSPACE_ID },
    );
    const promise = client.crm.contacts.list({ pageSize: 2, search: 'eng' });
    expect(promise).toBeInstanceOf(PagePromise);
    const items = await collect(promise);
    expect(names(items)).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1', 'p3-0']);
    expect(pageParams(fetch)).toEqual([null, '2', '3']);
    // filters and request options carry over to every page
    for (const request of fetch.requests) {
      expect(request.url.searchParams.get('search')).toBe('eng');
      expect(request.url.searchParams.get('workspaceId')).toBe(WORKSPACE_ID);
    }
  });

  test('an awaited page iterates itself and the following pages', async () => {
    const { client } = testClient(fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, false)));
    const page = await client.crm.contacts.list({ pageSize: 2 });
    expect(names(await collect(page))).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1']);
  });

  test('maxPages stops fetching after that many pages', async () => {
    const { client, fetch } = testClient(
      fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true), contactsPage(3, 2, true)),
    );
    const items = await collect(client.crm.contacts.list({ pageSize: 2 }).autoPaginate({ maxPages: 2 }));
    expect(names(items)).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1']);
    expect(fetch.requests).toHaveLength(2);
  });

  test('maxItems stops mid-page and fetches no page beyond need', async () => {
    const { client, fetch } = testClient(
      fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true), contactsPage(3, 2, true)),
    );
    const items = await collect(client.crm.contacts.list({ pageSize: 2 }).autoPaginate({ maxItems: 3 }));
    expect(names(items)).toEqual(['p1-0', 'p1-1', 'p2-0']);
    expect(fetch.requests).toHaveLength(2);

    const exact = testClient(fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true)));
    expect(await collect(exact.client.crm.contacts.list().autoPaginate({ maxItems: 2 }))).toHaveLength(2);
    expect(exact.fetch.requests).toHaveLength(1);
  });

  test('both limits together: the first one reached wins', async () => {
    const { client, fetch } = testClient(
      fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true), contactsPage(3, 2, true)),
    );
    const items = await collect(client.crm.contacts.list().autoPaginate({ maxPages: 1, maxItems: 10 }));
    expect(items).toHaveLength(2);
    expect(fetch.requests).toHaveLength(1);
  });

  test('invalid limits are rejected', async () => {
    const { client } = testClient(fakeFetch(contactsPage(1, 2, false)));
    await expect(collect(client.crm.contacts.list().autoPaginate({ maxItems: -1 }))).rejects.toThrow(
      ConfigurationError,
    );
  });

  test('resumes from any page', async () => {
    const { client, fetch } = testClient(fakeFetch(contactsPage(5, 2, true), contactsPage(6, 1, false)));
    const items = await collect(client.crm.contacts.list({ page: 5, pageSize: 2 }));
    expect(names(items)).toEqual(['p5-0', 'p5-1', 'p6-0']);
    expect(pageParams(fetch)).toEqual(['5', '6']);
  });

  test('iterPages yields pages', async () => {
    const { client } = testClient(
      fakeFetch(contactsPage(1, 2, true), contactsPage(2, 2, true), contactsPage(3, 1, false)),
    );
    const pages = await collect(client.crm.contacts.list().iterPages({ maxPages: 2 }));
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
  });

  test('an empty page ends the walk even if hasMore says true', async () => {
    const { client, fetch } = testClient(fakeFetch(contactsPage(1, 2, true), contactsPage(2, 0, true)));
    expect(await collect(client.crm.contacts.list())).toHaveLength(2);
    expect(fetch.requests).toHaveLength(2);
  });

  test('an error on a later page rejects the loop', async () => {
    const { client } = testClient(fakeFetch(contactsPage(1, 2, true), errorResponse(403, 'SCOPE_FORBIDDEN')));
    const seen: string[] = [];
    const walk = async () => {
      for await (const c of client.crm.contacts.list()) seen.push(String(c.name));
    };
    await expect(walk()).rejects.toSatisfy((e) => isPlatformError(e, 'SCOPE_FORBIDDEN'));
    expect(seen).toEqual(['p1-0', 'p1-1']);
  });
});

describe('bounds', () => {
  test('a CRM walk ends at page 10000, the last the service serves, whatever hasMore says', async () => {
    const { client, fetch } = testClient(
      fakeFetch(contactsPage(9999, 1, true, 1), contactsPage(10000, 1, true, 1)),
    );
    const items = await client.crm.contacts.list({ page: 9999, pageSize: 1 }).toArray();
    expect(items).toHaveLength(2);
    expect(pageParams(fetch)).toEqual(['9999', '10000']);
    const last = await testClient(fakeFetch(contactsPage(10000, 1, true, 1))).client.crm.contacts.list({
      page: 10000,
      pageSize: 1,
    });
    expect(last.hasNextPage()).toBe(false);
  });

  test('maxItems and maxPages out of range are configuration errors (PlatformError)', async () => {
    for (const limits of [
      { maxItems: -1 },
      { maxItems: 1.5 },
      { maxItems: Number.NaN },
      { maxPages: Infinity },
    ]) {
      const { client } = testClient(fakeFetch(contactsPage(1, 2, false)));
      const error = await client.crm.contacts
        .list()
        .toArray(limits)
        .catch((e: unknown) => e);
      expect(isPlatformError(error, 'CONFIGURATION_ERROR'), JSON.stringify(limits)).toBe(true);
      expect((error as Error).message).toMatch(/must be a non-negative integer, got/);
    }
  });
});

describe('other list shapes', () => {
  test('a search answering { results } with page in the body (candidate-search style)', async () => {
    const answer = (page: number, hasMore: boolean) =>
      json(200, { results: [{ candidateId: `pc1.${page}` }], hasMore, page, pageSize: 1 });
    const { client, fetch, sleeps } = testClient(
      fakeFetch(answer(1, true), errorResponse(504, 'SEARCH_TIMEOUT'), answer(2, false)),
    );
    const results = client.requestPage<{ candidateId: string }>({
      method: 'POST',
      family: 'candidate-search',
      path: '/search',
      body: { query: 'rust', pageSize: 1 },
      itemsKey: 'results',
      pageIn: 'body',
      readOnly: true,
    });
    const items = await collect(results);
    expect(items.map((c) => c.candidateId)).toEqual(['pc1.1', 'pc1.2']);
    expect(fetch.requests.map((r) => r.body)).toEqual([
      { query: 'rust', pageSize: 1 },
      { query: 'rust', pageSize: 1, page: 2 },
      { query: 'rust', pageSize: 1, page: 2 },
    ]);
    expect(fetch.requests[0]?.url.pathname).toBe('/api/v3.0/candidate-search/public/search');
    expect(sleeps).toHaveLength(1); // a read-only POST is retried after the 504
  });

  test('a { jobs } answer keeps the whole body on the page', async () => {
    const { client } = testClient(
      fakeFetch(
        json(200, { jobs: [{ title: 'Chef' }], hasMore: false, page: 1, pageSize: 10, facets: { x: 1 } }),
      ),
    );
    const page = await client.requestPage<{ title: string }>({
      method: 'POST',
      family: 'job-search',
      path: '/search',
      body: { query: 'chef' },
      itemsKey: 'jobs',
      pageIn: 'body',
      readOnly: true,
    });
    expect(page.items).toEqual([{ title: 'Chef' }]);
    expect(page.body.facets).toEqual({ x: 1 });
  });
});
