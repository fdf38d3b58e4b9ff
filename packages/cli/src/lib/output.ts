import type { CliContext, GlobalOptions } from './context.ts';
import { colorEnabled, Painter, type Style, visibleLength } from './style.ts';

/** One column of a human table. */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Longer cells are cut with `…`. @default no limit */
  maxWidth?: number;
  /** @default 'left' */
  align?: 'left' | 'right';
  /**
   * The column gives up width first when the table is wider than the terminal (names, titles,
   * URLs); columns without it (ids, dates, counts) keep their width.
   */
  shrink?: boolean;
  /** Colour of a cell, applied after padding (the plain text decides the widths). */
  style?: (row: Row) => Style | readonly Style[] | undefined;
}

/** How {@link formatTable} lays a table out. */
export interface TableOptions {
  /** The terminal's width: shrinkable columns are cut (with `…`) until the table fits. */
  width?: number | undefined;
  /** Paints the header and styled cells; plain without it. */
  painter?: Painter | undefined;
}

/** The shortest a shrinkable column gets: room for a few characters and the `…`. */
const MIN_SHRUNK_WIDTH = 8;

function fit(text: string, maxWidth: number | undefined): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ');
  if (maxWidth === undefined || visibleLength(flat) <= maxWidth) return flat;
  return `${[...flat].slice(0, Math.max(0, maxWidth - 1)).join('')}…`;
}

/** The widths of the columns: each cell's, then the widest shrinkable columns narrowed to fit `width`. */
function columnWidths<Row>(
  headers: readonly string[],
  cells: readonly (readonly string[])[],
  columns: readonly Column<Row>[],
  width: number | undefined,
): number[] {
  const widths = columns.map((_, i) =>
    Math.max(visibleLength(headers[i] ?? ''), ...cells.map((line) => visibleLength(line[i] ?? ''))),
  );
  if (width === undefined) return widths;
  const total = () => widths.reduce((sum, each) => sum + each, 0) + 2 * (widths.length - 1);
  while (total() > width) {
    // Narrow the widest shrinkable column by one, so long columns give up width first and evenly.
    let widest = -1;
    for (const [i, column] of columns.entries()) {
      if (!column.shrink || widths[i]! <= MIN_SHRUNK_WIDTH) continue;
      if (widest === -1 || widths[i]! > widths[widest]!) widest = i;
    }
    if (widest === -1) break;
    widths[widest]! -= 1;
  }
  return widths;
}

/**
 * Rows as aligned plain-text columns under an upper-case header; ends with a newline. With a
 * `width` (the terminal's), shrinkable columns are cut with `…` until the table fits.
 */
export function formatTable<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  options: TableOptions = {},
): string {
  const raw = rows.map((row) => columns.map((column) => fit(column.value(row), column.maxWidth)));
  const headers = columns.map((column) => column.header.toUpperCase());
  const widths = columnWidths(headers, raw, columns, options.width);
  const cells = raw.map((line) => line.map((cell, i) => fit(cell, widths[i])));
  const painter = options.painter;
  const render = (line: readonly string[], row: Row | undefined) =>
    line
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        const column = columns[i];
        const last = i === line.length - 1 && column?.align !== 'right';
        const pad = ' '.repeat(Math.max(0, width - visibleLength(cell)));
        const padded = last ? cell : column?.align === 'right' ? pad + cell : cell + pad;
        if (!painter) return padded;
        if (row === undefined) return painter.paint('bold', padded);
        const style = column?.style?.(row);
        return style ? painter.paint(style, padded) : padded;
      })
      .join('  ')
      .trimEnd();
  return `${[render(headers, undefined), ...cells.map((line, i) => render(line, rows[i]))].join('\n')}\n`;
}

/** `label: value` lines with aligned values; entries whose value is `undefined` are skipped. */
export function formatFields(entries: ReadonlyArray<readonly [string, string | undefined]>): string {
  const shown = entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  const width = Math.max(0, ...shown.map(([label]) => label.length + 1));
  return shown.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${value}`.trimEnd()).join('\n') + '\n';
}

export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** `5h 12m`, `3m 20s`, `45s`, `2d 3h`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return rest > 0 ? `${minutes}m ${rest}s` : `${minutes}m`;
  return `${rest}s`;
}

/** `2026-01-02 00:00 UTC (in 5h 12m)`; the input as is when it is not a date. */
export function formatInstant(value: string | Date, now: Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const text = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const delta = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(delta) < 1) return `${text} (now)`;
  return delta > 0 ? `${text} (in ${formatDuration(delta)})` : `${text} (${formatDuration(-delta)} ago)`;
}

/** A time-zone name Intl accepts, else undefined (the process's zone). */
function zoneOrDefault(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

function localParts(date: Date, timeZone: string | undefined): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zoneOrDefault(timeZone),
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** `12:03:04`: the local time of day (`timeZone`: the user's `TZ`, else the process's zone). */
export function formatClock(date: Date, timeZone: string | undefined): string {
  const parts = localParts(date, timeZone);
  return `${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * When a quota resets, in the user's local time and as a countdown: `01:00 CET (in 22h 45m)`, with
 * the weekday when it is not today there (`Tue 01:00 CET (in 1d 2h)`).
 */
export function formatReset(value: string, now: Date, timeZone: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const at = localParts(date, timeZone);
  const today = localParts(now, timeZone);
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  const local = `${sameDay ? '' : `${at.weekday} `}${at.hour}:${at.minute} ${at.timeZoneName}`;
  const delta = (date.getTime() - now.getTime()) / 1000;
  return `${local} (${delta >= 1 ? `in ${formatDuration(delta)}` : 'now'})`;
}

/**
 * Where a command's results go: `--json` prints machine-readable JSON on stdout, otherwise the human
 * rendering. Notes, progress and `--verbose` traces go to stderr, so stdout stays clean for pipes.
 * Colour and table widths follow the terminal ({@link colorEnabled}).
 */
export class Printer {
  readonly json: boolean;
  readonly verbose: boolean;
  /** Paints what goes to stdout. */
  readonly out: Painter;
  /** Paints what goes to stderr. */
  readonly err: Painter;
  readonly #ctx: CliContext;
  #progressShown = false;

  constructor(ctx: CliContext, options: GlobalOptions) {
    this.#ctx = ctx;
    this.json = options.json === true;
    this.verbose = options.verbose === true;
    this.out = new Painter(colorEnabled(ctx.io, 'stdout', options.color));
    this.err = new Painter(colorEnabled(ctx.io, 'stderr', options.color));
  }

  /** Prints `value` as JSON with `--json`, else the text `human()` returns. */
  result(value: unknown, human: () => string): void {
    this.clearProgress();
    this.#ctx.out(this.json ? formatJson(value) : human());
  }

  /** A table for stdout: fitted to the terminal's width, header and styled cells painted. */
  table<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
    return formatTable(rows, columns, { width: this.#ctx.io.columns?.(), painter: this.out });
  }

  /** A hint for people (stderr); silent with `--json`. */
  note(text: string): void {
    if (this.json) return;
    this.clearProgress();
    this.#ctx.err(`${text}\n`);
  }

  /** A warning (stderr), shown with `--json` too: something the user must know. */
  warn(text: string): void {
    this.clearProgress();
    this.#ctx.err(`${this.err.paint('yellow', 'warning:')} ${text}\n`);
  }

  /**
   * How far a long read has come (`--all`): on a terminal one line rewritten in place (and cleared
   * by the next output), else a line per call; silent with `--json` off a terminal.
   */
  progress(text: string): void {
    if (this.#ctx.io.stderrIsTTY) {
      this.#ctx.err(`\r\u001b[2K${this.err.paint('dim', text)}`);
      this.#progressShown = true;
    } else if (!this.json) {
      this.#ctx.err(`${text}\n`);
    }
  }

  /** Clears a progress line left on the terminal. */
  clearProgress(): void {
    if (!this.#progressShown) return;
    this.#ctx.err('\r\u001b[2K');
    this.#progressShown = false;
  }

  /** A trace line with `--verbose` (stderr). */
  trace(text: string): void {
    if (this.verbose) this.#ctx.err(`${text}\n`);
  }
}
