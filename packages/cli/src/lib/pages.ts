import type { PagePromise } from '@platform-api/sdk';
import { largestPageSize, type OperationId, type PageOptions } from './operations.ts';
import type { Session } from './session.ts';

/** How a list command prints its items. */
export interface ListView<Item> {
  /** The operation the list reads (for the largest page size of `--all`). */
  operation: OperationId;
  /** What the items are, plural (`contacts`), for hints and progress. */
  noun: string;
  /** The table of a page, or of every item with `--all`. */
  render: (items: readonly Item[]) => string;
}

/**
 * Reads one page (`--page`, `--page-size`) or, with `--all`, every page from `--page` on following
 * `hasMore`, and prints it. One page prints `{ items, page, pageSize, hasMore }` with `--json` and a
 * hint on stderr when more follow; `--all` prints `{ items, count }` and shows its progress on
 * stderr (in place on a terminal). `read` sends the operation with the page parameters.
 */
export async function printList<Item>(
  session: Session,
  options: PageOptions,
  view: ListView<Item>,
  read: (page: { page?: number | undefined; pageSize?: number | undefined }) => PagePromise<Item>,
): Promise<void> {
  const { printer } = session;
  if (options.all) {
    const items: Item[] = [];
    const pageSize = options.pageSize ?? largestPageSize(view.operation);
    for await (const page of read({ page: options.page, pageSize }).iterPages()) {
      items.push(...page.items);
      printer.progress(
        `read page ${page.page}: ${items.length} ${view.noun}${page.hasNextPage() ? ', more follow…' : ''}`,
      );
    }
    printer.clearProgress();
    printer.result({ items, count: items.length }, () => view.render(items));
    return;
  }
  const page = await read({ page: options.page, pageSize: options.pageSize });
  printer.result({ items: page.items, page: page.page, pageSize: page.pageSize, hasMore: page.hasMore }, () =>
    view.render(page.items),
  );
  if (page.hasNextPage())
    printer.note(`More ${view.noun}: --page ${page.page + 1}, or --all for every page.`);
}
