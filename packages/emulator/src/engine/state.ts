import { PARSE_MESSAGES } from '@platform-api/sdk/operations';
import * as z from 'zod/mini';
import {
  apiKeyRecordSchema,
  contactRecordSchema,
  memberRecordSchema,
  orgRecordSchema,
  platformUserRecordSchema,
  tagRecordSchema,
  workspaceRecordSchema,
} from '../store/schemas.ts';
import { Table } from '../store/table.ts';
import { validationError } from './errors.ts';

/** A family's or a feature's hooks into the state's lifecycle. */
export interface Module {
  name: string;
  /** Drop derived state (indexes, queues); the tables are cleared by the state. */
  reset?(): void;
  /** Rebuild derived state after an import. */
  afterImport?(): Promise<void> | void;
  exportState?(): unknown;
  /** Its part of an exported state (`modules.<name>`), checked before an import replaces anything. */
  stateSchema?: z.core.$ZodType;
  importState?(state: unknown): Promise<void> | void;
}

/** What `export()` writes and `import()` reads (tables and module states only). */
export interface StateDocument {
  tables: Record<string, unknown[]>;
  modules: Record<string, unknown>;
}

/** Changes the stored copy of record `index` of `table` during `restore`, before it is indexed. */
export type RecordAdjust = (table: string, index: number, record: Record<string, unknown>) => void;

/**
 * The emulator's records: the shared tables, the tables families add, and the modules that keep
 * derived state (indexes) beside them. Clears, exports and imports them together.
 */
export class EmulatorState {
  readonly tables = {
    orgs: new Table('orgs', orgRecordSchema),
    workspaces: new Table('workspaces', workspaceRecordSchema),
    members: new Table('members', memberRecordSchema),
    apiKeys: new Table('apiKeys', apiKeyRecordSchema),
    platformUsers: new Table('platformUsers', platformUserRecordSchema),
    tags: new Table('tags', tagRecordSchema),
    contacts: new Table('contacts', contactRecordSchema),
  };
  readonly #modules: Module[] = [];
  readonly #extraTables: Table<never>[] = [];

  /** Registers a family's table: exported, imported and cleared with the rest. */
  // biome-ignore lint/suspicious/noExplicitAny: any record schema; the table is only exported, cleared and imported here.
  addTable<T extends Table<any>>(table: T): T {
    this.#extraTables.push(table as unknown as Table<never>);
    return table;
  }

  use(module: Module): void {
    this.#modules.push(module);
  }

  allTables(): Table<never>[] {
    return [...(Object.values(this.tables) as unknown as Table<never>[]), ...this.#extraTables];
  }

  clear(): void {
    for (const table of this.allTables()) table.clear();
    for (const m of this.#modules) m.reset?.();
  }

  export(): StateDocument {
    const tables: Record<string, unknown[]> = {};
    for (const table of this.allTables()) tables[table.name] = table.toJSON();
    const modules: Record<string, unknown> = {};
    for (const m of this.#modules) if (m.exportState) modules[m.name] = m.exportState();
    return { tables, modules };
  }

  /**
   * Puts back a state exported in this process from these same kinds of tables and modules (the
   * demo seed's copy, `seed/demo-seed.ts`) into an empty state: its records passed their
   * schemas when they were made, so nothing is checked again. `adjust`, when given, changes each
   * record's stored copy before it is indexed (the demo seed moves its times there). `afterTables`
   * runs before the modules rebuild their derived state, as in `import`.
   */
  async restore(doc: StateDocument, afterTables: () => void, adjust?: RecordAdjust): Promise<void> {
    for (const table of this.allTables()) {
      const records = doc.tables[table.name] ?? [];
      for (let i = 0; i < records.length; i++) {
        await table.insertValidated(
          records[i] as never,
          adjust && ((stored: object) => adjust(table.name, i, stored as Record<string, unknown>)),
        );
      }
    }
    afterTables();
    for (const m of this.#modules) {
      if (m.importState && Object.hasOwn(doc.modules, m.name)) await m.importState(doc.modules[m.name]);
      await m.afterImport?.();
    }
  }

  /** Whether no table holds a record. */
  isEmpty(): boolean {
    return this.allTables().every((table) => table.size === 0);
  }

  /**
   * Replaces every record. The document is checked whole before anything changes: every table must
   * be there, every record must match its table's schema, no id may repeat, every module's part must
   * match its `stateSchema`; the first problem is a 400 naming the table, the record's index and the
   * field (or `modules.<name>...`), and the current state stays as it was.
   * `beforeReplace` runs once the document passed (the old state may go), `afterTables` before the
   * modules rebuild.
   */
  async import(
    doc: StateDocument,
    hooks: { beforeReplace: () => void; afterTables: () => void },
  ): Promise<void> {
    const tables = doc.tables ?? {};
    const missing = this.allTables()
      .map((t) => t.name)
      .filter((name) => !Array.isArray(tables[name]));
    if (missing.length > 0) {
      throw validationError(
        `The state has no table ${missing.join(', ')}: it is incomplete or from another version.`,
        [{ field: `tables.${missing[0]}`, message: 'is missing' }],
      );
    }
    const parsed = new Map<string, unknown[]>();
    for (const table of this.allTables()) {
      const seen = new Set<string>();
      const records = tables[table.name]!;
      const out: unknown[] = [];
      for (const [i, record] of records.entries()) {
        const result = z.safeParse(table.schema as unknown as z.core.$ZodType, record, PARSE_MESSAGES);
        const where = `tables.${table.name}[${i}]`;
        if (!result.success) {
          const issue = result.error.issues[0];
          const field = issue && issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
          throw validationError(
            `A record of "${table.name}" does not match its schema: ${field} ${issue?.message ?? 'is invalid'}.`,
            [{ field, message: issue?.message ?? 'is invalid' }],
          );
        }
        const id = (result.data as { id: string }).id;
        if (seen.has(id)) {
          throw validationError(`Two records of "${table.name}" have the id ${id}.`, [
            { field: `${where}.id`, message: 'repeats an id of the same table' },
          ]);
        }
        seen.add(id);
        out.push(record);
      }
      parsed.set(table.name, out);
    }
    const modules = new Map<Module, unknown>();
    for (const m of this.#modules) {
      if (!m.importState || !Object.hasOwn(doc.modules, m.name)) continue;
      const value = doc.modules[m.name];
      if (!m.stateSchema) {
        modules.set(m, value);
        continue;
      }
      const result = z.safeParse(m.stateSchema, value, PARSE_MESSAGES);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = `modules.${m.name}`;
        const field = issue && issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
        throw validationError(
          `The state of "${m.name}" is malformed: ${field} ${issue?.message ?? 'is invalid'}.`,
          [{ field, message: issue?.message ?? 'is invalid' }],
        );
      }
      modules.set(m, result.data);
    }
    hooks.beforeReplace();
    this.clear();
    for (const table of this.allTables()) {
      for (const record of parsed.get(table.name)!) await table.insert(record as never);
    }
    hooks.afterTables();
    for (const m of this.#modules) {
      if (modules.has(m)) await m.importState!(modules.get(m));
      await m.afterImport?.();
    }
  }
}
