import type { AnyOperation } from '@platform-api/sdk/operations';

/** `{ items, page, pageSize, hasMore }`: every list read of the service answers this shape. */
export interface PageResult<T> {
  items: T[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/**
 * One page of an ordered sequence: skips to `page`, takes up to `pageSize`, and looks one entry
 * further to tell `hasMore` (there is no total count). Stops early on lazy sources.
 */
export function takePage<T, U = T>(
  source: Iterable<T>,
  page: number,
  pageSize: number,
  map: (item: T) => U = (item) => item as unknown as U,
): PageResult<U> {
  const skip = (page - 1) * pageSize;
  const items: U[] = [];
  let seen = 0;
  for (const item of source) {
    if (seen++ < skip) continue;
    if (items.length === pageSize) return { items, page, pageSize, hasMore: true };
    items.push(map(item));
  }
  return { items, page, pageSize, hasMore: false };
}

/**
 * The page a read asks for: its `page` and `pageSize`, the operation's defaults (its row's `paging`)
 * where left out. The bounds were checked by the operation's schema, which reads the same figures.
 */
export function requestedPage(
  op: AnyOperation,
  asked: { page?: number | undefined; pageSize?: number | undefined },
): { page: number; pageSize: number } {
  const paging = op.paging;
  if (!paging) throw new TypeError(`${op.id} takes no page`);
  return { page: asked.page ?? paging.page.default, pageSize: asked.pageSize ?? paging.pageSize.default };
}
