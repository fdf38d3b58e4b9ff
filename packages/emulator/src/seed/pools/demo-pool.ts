import { loadGenerator } from '../../families/job-builder/load.ts';
import { loadPlaces } from '../../shared/places/index.ts';
import { type Indexed, indexed } from '../../shared/search/rank.ts';
import type { Fields } from '../../shared/search/search-index.ts';

export { generator } from '../../families/job-builder/load.ts';

/** Where the service hosts media (videos, thumbnails, avatars) for the demo pools. */
export const CDN = 'https://cdn.platform.example';

/**
 * A demo search pool's loader. The pools are made with the job-builder's vocabulary and read the
 * major cities, so its first call loads both (dynamic imports: creating an emulator pays for
 * neither), then generates the pool from its fixed seed and indexes it, once per process: every
 * emulator seeded with the demo shares it, frozen.
 */
export function demoPool<T extends object>(
  generate: () => T[],
  fields: (record: T) => Fields,
  /** What else its records need loaded before they are indexed. */
  needs: readonly (() => Promise<unknown>)[] = [],
): () => Promise<Indexed<T>> {
  let pool: Indexed<T> | undefined;
  return async () => {
    await Promise.all([loadGenerator(), loadPlaces(), ...needs.map((load) => load())]);
    pool ??= indexed(Object.freeze(generate().map((record) => Object.freeze(record))), fields);
    return pool;
  };
}
