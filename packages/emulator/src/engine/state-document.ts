import * as z from 'zod/mini';
import type { Auth } from './auth.ts';
import { type VirtualClock, withinClockYears } from './clock.ts';
import { parseOrThrow } from './context.ts';
import { validationError } from './errors.ts';
import type { IdGenerator } from './ids.ts';
import { buildQuotaStateSchema, type QuotaTracker } from './quotas.ts';
import type { EmulatorState } from './state.ts';

const STATE_FORMAT = 'platform-emulator-state';
const STATE_VERSION = 1;

/** The engine's parts a state document holds (the engine itself). */
export interface StateHolder {
  readonly state: EmulatorState;
  readonly clock: VirtualClock;
  readonly quotas: QuotaTracker;
  readonly auth: Auth;
  readonly ids: IdGenerator;
  /** Empties the state (tables, modules, keys, faults, quotas, scheduled work). */
  resetState(): void;
}

/** The whole state as one document (`GET /_emulator/state`, a `--state` file). */
export function exportStateDocument(engine: StateHolder): Record<string, unknown> {
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    clock: { now: engine.clock.iso(), offsetMs: engine.clock.offsetMs },
    quotas: engine.quotas.toJSON(),
    ...engine.state.export(),
  };
}

/**
 * Replaces the whole state with an exported document. The document is checked whole first
 * (`format`, `version`, `clock`, `quotas`, every table and module part): a bad one is a 400 naming
 * the field, and nothing changes. Should loading still fail once the replacement began (records
 * that pass their schemas but do not fit together), the previous state is put back and the answer
 * is a 400 too.
 */
export async function importStateDocument(engine: StateHolder, state: unknown): Promise<void> {
  const doc = checkStateDocument(state);
  // What is put back should loading fail half-way (made by the export, so of the checked shape).
  const previous = exportStateDocument(engine) as unknown as StateDocumentInput;
  let replacing = false;
  try {
    await load(engine, doc, () => {
      replacing = true;
    });
  } catch (err) {
    if (!replacing) throw err;
    await load(engine, previous, () => {});
    const why = err instanceof Error ? err.message : String(err);
    throw validationError(
      `The state passed its checks but could not be loaded (${why}); the previous state was kept.`,
      [{ field: '(body)', message: 'holds records that do not fit together' }],
    );
  } finally {
    // Calls waiting for a daily slot look again only now, at the whole new state.
    engine.quotas.wake();
  }
}

async function load(engine: StateHolder, doc: StateDocumentInput, replacing: () => void): Promise<void> {
  await engine.state.import(
    { tables: doc.tables as Record<string, unknown[]>, modules: doc.modules },
    {
      // The document passed every check: only now does the current state go.
      beforeReplace: () => {
        replacing();
        engine.resetState();
      },
      afterTables: () => {
        for (const key of engine.state.tables.apiKeys.all()) engine.auth.index(key);
        // New ids sort after every imported one (the counter started again with the reset).
        for (const table of engine.state.allTables()) {
          for (const record of table.all()) engine.ids.observe((record as { id: string }).id);
        }
        engine.clock.offsetMs = doc.clock.offsetMs;
        engine.quotas.load(doc.quotas);
      },
    },
  );
}

/** What an import checks, built on the first import of a state (once per process). */
function stateDocumentSchema() {
  documentSchema ??= buildStateDocumentSchema();
  return documentSchema;
}

let documentSchema: ReturnType<typeof buildStateDocumentSchema> | undefined;

function buildStateDocumentSchema() {
  return z.object({
    clock: z.object(
      {
        // `clock.now` is informative: the offset from the real time is what an import restores.
        offsetMs: z.number({ error: 'must be a number of milliseconds' }).check(
          z.refine((ms) => withinClockYears(Date.now() + ms), {
            message: 'must keep the clock within the years 1970 to 9999 (milliseconds from the real time)',
          }),
        ),
      },
      { error: 'must be an object { now, offsetMs }' },
    ),
    quotas: buildQuotaStateSchema(),
    tables: z.record(z.string(), z.unknown(), { error: 'must be an object of tables (name: records)' }),
    modules: z.record(z.string(), z.unknown(), { error: 'must be an object (module name: its state)' }),
  });
}
type StateDocumentInput = z.output<ReturnType<typeof stateDocumentSchema>>;

/**
 * The parts of an exported state the engine reads, checked whole before anything changes: the
 * format and version first (another document, another version), then every field; a 400 names it.
 */
function checkStateDocument(state: unknown): StateDocumentInput {
  const doc = state as { format?: unknown; version?: unknown } | null;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || doc.format !== STATE_FORMAT) {
    throw validationError(`Not an emulator state document (expected format "${STATE_FORMAT}").`, [
      { field: 'format', message: `must be "${STATE_FORMAT}"` },
    ]);
  }
  if (doc.version !== STATE_VERSION) {
    throw validationError(
      doc.version === undefined
        ? `The state document has no version: this emulator reads version ${STATE_VERSION}.`
        : `State version ${JSON.stringify(doc.version)} is not supported: this emulator reads version ${STATE_VERSION} (export the state again with this version).`,
      [{ field: 'version', message: `must be ${STATE_VERSION}` }],
    );
  }
  return parseOrThrow(stateDocumentSchema(), state, 'state document');
}
