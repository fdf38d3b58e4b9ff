import type { EngineSnapshot } from '../engine/core.ts';
import type { RecordAdjust } from '../engine/state.ts';
import type { EmulatorInternals } from '../internal.ts';
import { seedDemoRecords } from './demo-records.ts';

// The demo seed, made once per process and copied into every emulator seeded after (issue 20).
// Made through the services, the seed's ~230 records each pass their zod schema twice (the
// service's input, @msw/data's record) and go through the services' rules and indexes: a few
// milliseconds per emulator, with a long tail of garbage collection. Copied, the records (checked
// once, when the template was made) are stored as they are and only the indexes are rebuilt.
//
// Why the copy is the seed: the seed runs with the clock held, so each record it makes depends on
// one instant. Its ids are pinned; its times are that instant or fixed steps from it. The second
// demo seed of the process runs once more at a made-up instant, PROBE_SHIFT_MS after the first
// seed's, on its own emulator, and the two results are compared: every field is the same in both
// (a constant) or a time exactly PROBE_SHIFT_MS later (a time, moved by the difference of instants
// in each copy). The shift is longer than a year and not a whole number of seconds, minutes, hours
// or days, so a value derived from the time at any of these grains differs. Any other difference
// (a random value, a time written another way), scheduled work, or a module whose state differs,
// and no copy is made: every emulator runs the seed, as before.

/** Between the two seeds compared: 400 days, 1 h, 1 min and 1.001 s. */
const PROBE_SHIFT_MS = (((400 * 24 + 1) * 60 + 1) * 60 + 1) * 1000 + 1;

type Key = string | number;

/** The seed made once, and where each record holds a time. */
interface DemoTemplate {
  /** The instant its seed ran at. */
  atMs: number;
  /** Frozen: every copy shares what it does not move. */
  snapshot: EngineSnapshot;
  /** Per table, per record index: the paths of its times inside the record. */
  times: Map<string, Map<number, Key[][]>>;
}

type Stage =
  | { kind: 'none' }
  /** The first seed of the process ran at `atMs`: kept to compare with the second. */
  | { kind: 'first'; atMs: number; snapshot: EngineSnapshot }
  | { kind: 'comparing' }
  | { kind: 'ready'; template: DemoTemplate }
  | { kind: 'unusable'; why: string };

let stage: Stage = { kind: 'none' };

/** Where the copy of this process stands (for tests and the bench: `ready` is the fast path). */
export function demoTemplateStage(): { kind: Stage['kind']; why?: string } {
  return stage.kind === 'unusable' ? { kind: stage.kind, why: stage.why } : { kind: stage.kind };
}

/** Seeds the demo into an emulator whose state is empty (just made, or reset). */
export async function seedDemo(emu: EmulatorInternals): Promise<void> {
  const { core } = emu;
  const atMs = core.clock.nowMs();
  // On top of records of its own the seed would make another state than the copy: seeded as such.
  if (!core.state.isEmpty()) return seedAt(emu, atMs);
  if (stage.kind === 'ready') return restoreAt(emu, stage.template, atMs);
  if (stage.kind === 'first') {
    const first = stage;
    stage = { kind: 'comparing' };
    try {
      await seedAt(emu, first.atMs + PROBE_SHIFT_MS);
      stage = compare(first, emu);
    } catch (err) {
      stage = { kind: 'unusable', why: err instanceof Error ? err.message : String(err) };
    }
    core.resetState();
    if (stage.kind === 'ready') return restoreAt(emu, stage.template, atMs);
    return seedAt(emu, atMs);
  }
  await seedAt(emu, atMs);
  if (stage.kind === 'none') {
    stage = pendingWork(emu) ?? { kind: 'first', atMs, snapshot: frozen(core.snapshot()) };
  }
}

/** The template copied into `emu`, its times moved to `atMs`. */
function restoreAt(emu: EmulatorInternals, template: DemoTemplate, atMs: number): Promise<void> {
  const { snapshot, adjust } = copyAt(template, atMs);
  return emu.core.restore(snapshot, adjust);
}

/** The seed through the services, the clock held at `atMs` (tests compare the copy with it). */
export async function seedAt(emu: EmulatorInternals, atMs: number): Promise<void> {
  const release = emu.core.clock.hold(atMs);
  try {
    await seedDemoRecords(emu);
  } finally {
    release();
  }
}

/** Scheduled work cannot be copied: a seed that leaves some is never copied. */
function pendingWork(emu: EmulatorInternals): Stage | null {
  const tasks = emu.core.clock.pendingTasks;
  return tasks.length > 0
    ? { kind: 'unusable', why: `the seed schedules work (${tasks.map((t) => t.name).join(', ')})` }
    : null;
}

/** The template from the first seed and the second (its state in `emu`, made PROBE_SHIFT_MS later). */
function compare(first: { atMs: number; snapshot: EngineSnapshot }, emu: EmulatorInternals): Stage {
  const pending = pendingWork(emu);
  if (pending) return pending;
  const found = compareSeeds(first.snapshot, emu.core.snapshot(), PROBE_SHIFT_MS);
  if ('why' in found) return { kind: 'unusable', why: found.why };
  return { kind: 'ready', template: { atMs: first.atMs, snapshot: first.snapshot, times: found.times } };
}

/**
 * Compares two states the seed made `shiftMs` apart: where each record holds a time (a field
 * exactly `shiftMs` later in `later`), or why they are not one seed at two instants.
 */
export function compareSeeds(
  a: EngineSnapshot,
  later: EngineSnapshot,
  shiftMs: number,
): { times: Map<string, Map<number, Key[][]>> } | { why: string } {
  if (!sameValue(a.ids, later.ids)) return { why: 'the ids differ' };
  if (!sameValue(a.modules, later.modules)) return { why: 'a module state differs' };
  const tableNames = Object.keys(a.tables);
  if (!sameValue(tableNames, Object.keys(later.tables))) return { why: 'the tables differ' };
  const times = new Map<string, Map<number, Key[][]>>();
  for (const name of tableNames) {
    const records = a.tables[name]!;
    const laterRecords = later.tables[name]!;
    if (records.length !== laterRecords.length) {
      return { why: `${name}: ${records.length} records, then ${laterRecords.length}` };
    }
    for (const [i, record] of records.entries()) {
      const paths: Key[][] = [];
      const why = timesIn(record, laterRecords[i], shiftMs, [], paths);
      if (why !== null) return { why: `${name}[${i}]${why}` };
      if (paths.length === 0) continue;
      if (!times.has(name)) times.set(name, new Map());
      times.get(name)!.set(i, paths);
    }
  }
  return { times };
}

/**
 * Adds to `paths` every place where `later` holds the time of `value` moved by `shiftMs`; answers
 * null when everything else is the same, else where they differ.
 */
function timesIn(
  value: unknown,
  later: unknown,
  shiftMs: number,
  path: Key[],
  paths: Key[][],
): string | null {
  if (Object.is(value, later)) return null;
  const where = path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
  if (typeof value === 'string' && typeof later === 'string') {
    if (isIsoTime(value) && isIsoTime(later) && Date.parse(later) - Date.parse(value) === shiftMs) {
      paths.push(path);
      return null;
    }
    return `${where}: ${JSON.stringify(value)}, then ${JSON.stringify(later)}`;
  }
  if (Array.isArray(value) && Array.isArray(later) && value.length === later.length) {
    for (const [i, item] of value.entries()) {
      const why = timesIn(item, later[i], shiftMs, [...path, i], paths);
      if (why !== null) return why;
    }
    return null;
  }
  if (isPlainObject(value) && isPlainObject(later) && sameValue(Object.keys(value), Object.keys(later))) {
    for (const key of Object.keys(value)) {
      const why = timesIn(value[key], later[key], shiftMs, [...path, key], paths);
      if (why !== null) return why;
    }
    return null;
  }
  return `${where}: ${JSON.stringify(value)}, then ${JSON.stringify(later)}`;
}

/**
 * The template for an emulator whose clock reads `atMs`: its records as they are, and what moves
 * every time in the emulator's own copy of a record by the difference (none when there is none).
 * The times are moved in that copy, which @msw/data has just made: no copy of the template's own.
 */
function copyAt(template: DemoTemplate, atMs: number): { snapshot: EngineSnapshot; adjust?: RecordAdjust } {
  const shiftMs = atMs - template.atMs;
  const { snapshot, times } = template;
  if (shiftMs === 0) return { snapshot };
  // The seed's records share a few dozen instants: each is moved once.
  const moved = new Map<string, string>();
  const move = (time: string) => {
    let to = moved.get(time);
    if (to === undefined) {
      to = new Date(Date.parse(time) + shiftMs).toISOString();
      moved.set(time, to);
    }
    return to;
  };
  const adjust: RecordAdjust = (table, index, record) => {
    for (const path of times.get(table)?.get(index) ?? []) {
      const parent = path
        .slice(0, -1)
        .reduce<Record<Key, unknown>>((at, key) => at[key] as Record<Key, unknown>, record);
      const last = path.at(-1)!;
      parent[last] = move(parent[last] as string);
    }
  };
  return { snapshot, adjust };
}

/** A time as the emulator writes it (`Date#toISOString`). */
function isIsoTime(text: string): boolean {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether `a` and `b` are equal: no difference, and no time moved either. */
function sameValue(a: unknown, b: unknown): boolean {
  const moved: Key[][] = [];
  return timesIn(a, b, 0, [], moved) === null && moved.length === 0;
}

/** A deep copy, frozen: what every copy of the seed shares. */
function frozen<T>(value: T): T {
  const copy = structuredClone(value);
  const freeze = (v: unknown): void => {
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
    for (const child of Object.values(v)) freeze(child);
    Object.freeze(v);
  };
  freeze(copy);
  return copy;
}
