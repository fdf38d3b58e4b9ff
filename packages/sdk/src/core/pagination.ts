import { APIPromise } from './api-promise.ts';
import { ConfigurationError, PlatformError } from './errors.ts';

/** Limits for walking pages. Both count from the page you start on, that page included. */
export interface PageLimits {
  /** Stop after this many pages. @default unlimited */
  maxPages?: number | undefined;
  /** Stop after this many items. @default unlimited */
  maxItems?: number | undefined;
}

/** Fetches one page of the same list, same filters and request options. */
export type PageFetcher<Item> = (page: number) => PagePromise<Item>;

/** A page as the service answers it, whatever the key of its list. */
export interface PageInit<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** The whole parsed answer. */
  body: Record<string, unknown>;
  response: Response;
  fetchPage: PageFetcher<Item>;
  /** The last page the service serves (search: 100); none beyond it is fetched. */
  maxPage?: number | undefined;
}

function checkLimit(name: string, value: number | undefined): number {
  if (value === undefined) return Number.POSITIVE_INFINITY;
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigurationError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/**
 * One page of a list. The service paginates on `hasMore` only (no total count). A page is also
 * async-iterable over its items and those of every following page:
 * `for await (const contact of page)`.
 *
 * The same class serves every family: CRM lists answer `{ items }`, candidate-search `{ results }`,
 * job-search `{ jobs }`; `items` always holds the list, `body` the whole answer.
 */
export class Page<Item> implements AsyncIterable<Item> {
  readonly items: Item[];
  /** This page's number (1-based). */
  readonly page: number;
  readonly pageSize: number;
  /** The service has more items after this page. */
  readonly hasMore: boolean;
  /** The whole parsed answer (unknown fields kept). */
  readonly body: Record<string, unknown>;
  /** The raw response of this page (body already read). */
  readonly response: Response;
  readonly #fetchPage: PageFetcher<Item>;
  readonly #maxPage: number;

  constructor(init: PageInit<Item>) {
    this.items = init.items;
    this.page = init.page;
    this.pageSize = init.pageSize;
    this.hasMore = init.hasMore;
    this.body = init.body;
    this.response = init.response;
    this.#fetchPage = init.fetchPage;
    this.#maxPage = init.maxPage ?? Number.POSITIVE_INFINITY;
  }

  /**
   * `true` when another page follows (an empty page ends the list even if `hasMore` says otherwise,
   * and searches end at their last page, 100, whatever `hasMore` says).
   */
  hasNextPage(): boolean {
    return this.hasMore && this.items.length > 0 && this.page < this.#maxPage;
  }

  /** Fetches the following page. Rejects with a `NO_NEXT_PAGE` error when {@link hasNextPage} is false. */
  async getNextPage(): Promise<Page<Item>> {
    if (!this.hasNextPage()) {
      throw new PlatformError(
        'No next page: check hasNextPage() before calling getNextPage()',
        'NO_NEXT_PAGE',
      );
    }
    return this.#fetchPage(this.page + 1);
  }

  /** This page, then every following page, up to `maxPages`. */
  async *iterPages(limits: Pick<PageLimits, 'maxPages'> = {}): AsyncGenerator<Page<Item>, void, undefined> {
    const maxPages = checkLimit('maxPages', limits.maxPages);
    let current: Page<Item> = this;
    for (let pages = 1; pages <= maxPages; pages++) {
      yield current;
      if (pages === maxPages || !current.hasNextPage()) return;
      current = await current.getNextPage();
    }
  }

  /**
   * Every item of this page and the following ones, fetching pages as the loop goes, up to
   * `maxPages` pages and `maxItems` items (no page is fetched beyond what the limits need).
   *
   * @example
   * ```
   * for await (const contact of client.crm.contacts.list({ pageSize: 50 }).autoPaginate({ maxItems: 120 })) {
   *   console.log(contact.name);
   * }
   * ```
   */
  async *autoPaginate(limits: PageLimits = {}): AsyncGenerator<Item, void, undefined> {
    const maxItems = checkLimit('maxItems', limits.maxItems);
    if (maxItems === 0) return;
    let yielded = 0;
    for await (const page of this.iterPages({ maxPages: limits.maxPages })) {
      for (const item of page.items) {
        yield item;
        if (++yielded >= maxItems) return;
      }
    }
  }

  /**
   * The items of this page and the following ones in an array, within the same limits as
   * {@link autoPaginate}. Each page is one call (and, for searches, one unit of the daily quota):
   * give `maxItems` or `maxPages` to bound it.
   *
   * @example
   * ```
   * const first50 = await page.toArray({ maxItems: 50 });
   * ```
   */
  async toArray(limits: PageLimits = {}): Promise<Item[]> {
    const out: Item[] = [];
    for await (const item of this.autoPaginate(limits)) out.push(item);
    return out;
  }

  [Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    return this.autoPaginate();
  }
}

/**
 * What list methods return: awaitable to the first {@link Page}, and async-iterable over every item
 * of every page without awaiting first.
 *
 * @example
 * ```
 * for await (const contact of client.crm.contacts.list({ pageSize: 50 })) console.log(contact.id);
 * const first = await client.crm.contacts.list({ page: 3 }); // resume from page 3
 * ```
 */
export class PagePromise<Item> extends APIPromise<Page<Item>> implements AsyncIterable<Item> {
  /** Like {@link Page.autoPaginate}, starting from this promise's page. */
  async *autoPaginate(limits: PageLimits = {}): AsyncGenerator<Item, void, undefined> {
    const page = await this;
    yield* page.autoPaginate(limits);
  }

  /** Like {@link Page.toArray}, starting from this promise's page. */
  async toArray(limits: PageLimits = {}): Promise<Item[]> {
    return (await this).toArray(limits);
  }

  /** Like {@link Page.iterPages}, starting from this promise's page. */
  async *iterPages(limits: Pick<PageLimits, 'maxPages'> = {}): AsyncGenerator<Page<Item>, void, undefined> {
    const page = await this;
    yield* page.iterPages(limits);
  }

  [Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    return this.autoPaginate();
  }
}
