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

  /** True only while `insertValidated` hands a record to the collection (see `#checked`). */
  #validated = false;

  /**
   * The schema as the collection calls it: the table's zod schema, except for a record that
   * `insertValidated` stores. @msw/data validates a new record in the same synchronous step as
   * `create()` is called; should a later version wait before it, the flag is down again and the
   * record is simply validated once more.
   */
  get #checked(): S {
    const schema = this.schema['~standard'];
    return {
      '~standard': {
        version: 1,
        vendor: schema.vendor,
        validate: (value: unknown) => (this.#validated ? { value } : schema.validate(value)),
      },
    } as unknown as S;
  }

  #records(): Collection<S> {
    this.#collection ??= new Collection({ schema: this.#checked });
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
   * Stores a record that already passed this table's schema in this process (a copy of one this
   * kind of table made: the demo seed's, `seed/demo-seed.ts`), without checking it again.
   * @msw/data still makes the stored copy; `adjust` may change that copy before it is indexed.
   */
  async insertValidated(record: z.output<S>, adjust?: (stored: z.output<S>) => void): Promise<z.output<S>> {
    const records = this.#records();
    this.#validated = true;
    let created: Promise<unknown>;
    try {
      created = records.create(record as never);
    } finally {
      this.#validated = false;
    }
    const stored = (await created) as z.output<S>;
    adjust?.(stored);
    this.#byId.set(stored.id, stored);
    return stored;
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
