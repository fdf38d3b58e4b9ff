import { type Fields, SearchIndex } from './search-index.ts';

/** Records with their search index, built together. */
export interface Indexed<T> {
  readonly records: readonly T[];
  readonly index: SearchIndex;
}

export function indexed<T>(records: readonly T[], fields: (record: T) => Fields): Indexed<T> {
  return { records, index: new SearchIndex(records.map(fields)) };
}

/**
 * The index of records an emulator adds (its own candidates, jobs), rebuilt on the next search
 * after they change: additions are appended, and a reset or an import starts a new generation.
 */
export class OverlayIndex<T> {
  readonly #fields: (record: T) => Fields;
  #built: { length: number; generation: number; value: Indexed<T> } | undefined;
  #generation = 0;

  constructor(fields: (record: T) => Fields) {
    this.#fields = fields;
  }

  /** After a reset or an import: the next search rebuilds. */
  invalidate(): void {
    this.#generation++;
  }

  of(records: readonly T[]): Indexed<T> {
    const built = this.#built;
    if (built && built.length === records.length && built.generation === this.#generation) return built.value;
    const value = indexed([...records], this.#fields);
    this.#built = { length: records.length, generation: this.#generation, value };
    return value;
  }
}

export interface Hit<T> {
  record: T;
  /** Relevance (0 without a query). */
  score: number;
}

export interface RankOptions<T> {
  /** Filters: a record failing one is not a result. */
  keep: (record: T) => boolean;
  /** Biases: a factor on the relevance (1 = none). */
  boost?: (record: T) => number;
  /** Order without a query, and between equal scores before the pool order. */
  tieBreak?: (a: T, b: T) => number;
}

/**
 * Ranks the records of several pools as one collection: with a query, the records matching at
 * least one of its terms by relevance (times their bias); without one, every record. Equal scores
 * keep `tieBreak`, then the pools' own order, so the same data and query give the same order.
 */
export function rank<T>(
  pools: readonly Indexed<T>[],
  query: string | undefined,
  options: RankOptions<T>,
): Hit<T>[] {
  const hits: (Hit<T> & { order: number })[] = [];
  const { keep, boost, tieBreak } = options;
  let offset = 0;
  if (query && query.trim() !== '') {
    const scores = SearchIndex.scoreAll(
      pools.map((p) => p.index),
      query,
    );
    pools.forEach((pool, i) => {
      for (const [doc, { score }] of scores[i]!) {
        const record = pool.records[doc]!;
        if (!keep(record)) continue;
        hits.push({ record, score: score * (boost?.(record) ?? 1), order: offset + doc });
      }
      offset += pool.records.length;
    });
  } else {
    for (const pool of pools) {
      pool.records.forEach((record, doc) => {
        if (keep(record)) hits.push({ record, score: 0, order: offset + doc });
      });
      offset += pool.records.length;
    }
  }
  hits.sort(
    (a, b) => b.score - a.score || (tieBreak ? tieBreak(a.record, b.record) : 0) || a.order - b.order,
  );
  return hits;
}

/** One page of ranked hits: `hasMore` when a record lies beyond it (no total is ever told). */
export function pageOf<T>(
  hits: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; hasMore: boolean } {
  const start = (page - 1) * pageSize;
  return { items: hits.slice(start, start + pageSize), hasMore: hits.length > start + pageSize };
}

/**
 * `make` once per record: stored records never change, so what is derived from one (its scrubbed
 * public form) is kept beside it for as long as the record lives.
 */
export function oncePerRecord<R extends object, V>(make: (record: R) => V): (record: R) => V {
  const made = new WeakMap<R, V>();
  return (record) => {
    let value = made.get(record);
    if (value === undefined) {
      value = make(record);
      made.set(record, value);
    }
    return value;
  };
}
