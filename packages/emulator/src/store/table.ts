import { Collection } from '@msw/data';
import type { z } from 'zod';

type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * One @msw/data collection plus an id index. The collection holds the records (validated by the
 * same zod schemas the SDK uses); the Map makes the hot path (lookup by id) O(1), since a
 * collection query scans every record.
 */
export class Table<S extends z.core.$ZodType<{ id: string }>> {
  readonly name: string;
  readonly schema: S;
  /** Made on the first insert: an emulator creates many tables and most stay empty in a test. */
  #collection: Collection<S> | undefined;
  #byId = new Map<string, z.output<S>>();
  /** Updates in flight per record: each applies to the record the previous one produced. */
  #pending = new Map<string, Promise<unknown>>();

  constructor(name: string, schema: S) {
    this.name = name;
    this.schema = schema;
  }

  #records(): Collection<S> {
    this.#collection ??= new Collection({ schema: this.schema });
    return this.#collection;
  }

  get size(): number {
    return this.#byId.size;
  }

  get(id: string): z.output<S> | undefined {
    return this.#byId.get(id);
  }

  /** Every record in insertion order. Do not mutate the array. */
  all(): readonly z.output<S>[] {
    return this.#collection ? (this.#collection.all() as z.output<S>[]) : [];
  }

  async insert(values: z.input<S>): Promise<z.output<S>> {
    const record = (await this.#records().create(values as never)) as z.output<S>;
    this.#byId.set(record.id, record);
    return record;
  }

  /**
   * Applies `mutate` to a draft of the record as it is now and stores the result (a new object).
   * Updates of one record run one after another, so concurrent writers never overwrite each
   * other's changes with a stale copy.
   */
  update(record: z.output<S>, mutate: (draft: Draft<z.output<S>>) => void): Promise<z.output<S>> {
    const id = record.id;
    const previous = this.#pending.get(id) ?? Promise.resolve();
    const run = previous.then(async () => {
      const current = this.#byId.get(id) ?? record;
      const next = (await this.#records().update(current as never, {
        data: mutate as never,
      })) as z.output<S> | undefined;
      if (!next) throw new Error(`${this.name}: record ${id} vanished during update`);
      this.#byId.set(next.id, next);
      return next;
    });
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.#pending.set(id, settled);
    void settled.then(() => {
      if (this.#pending.get(id) === settled) this.#pending.delete(id);
    });
    return run;
  }

  /** Hard delete (used only for records the spec does not retain, such as expired claims). */
  remove(record: z.output<S>): void {
    const current = this.#byId.get(record.id);
    if (!current) return;
    this.#records().delete(current as never);
    this.#byId.delete(record.id);
  }

  clear(): void {
    this.#collection?.clear();
    this.#byId.clear();
  }

  toJSON(): unknown[] {
    return this.all().map((r) => ({ ...r }));
  }
}
