import type { CliContext, GlobalOptions } from './context.ts';

/** One column of a human table. */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Longer cells are cut with `…`. @default no limit */
  maxWidth?: number;
  /** @default 'left' */
  align?: 'left' | 'right';
}

function fit(text: string, maxWidth: number | undefined): string {
  const flat = text.replace(/\s+/g, ' ');
  if (maxWidth === undefined || flat.length <= maxWidth) return flat;
  return `${flat.slice(0, Math.max(0, maxWidth - 1))}…`;
}

/** Rows as aligned plain-text columns under an upper-case header; ends with a newline. */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) => columns.map((column) => fit(column.value(row), column.maxWidth)));
  const headers = columns.map((column) => column.header.toUpperCase());
  const widths = columns.map((_, i) =>
    Math.max(headers[i]?.length ?? 0, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        if (i === line.length - 1 && columns[i]?.align !== 'right') return cell;
        return columns[i]?.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return `${[headers, ...cells].map(render).join('\n')}\n`;
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

/**
 * Where a command's results go: `--json` prints machine-readable JSON on stdout, otherwise the human
 * rendering. Notes and `--verbose` traces go to stderr, so stdout stays clean for pipes.
 */
export class Printer {
  readonly json: boolean;
  readonly verbose: boolean;
  readonly #ctx: CliContext;

  constructor(ctx: CliContext, options: GlobalOptions) {
    this.#ctx = ctx;
    this.json = options.json === true;
    this.verbose = options.verbose === true;
  }

  /** Prints `value` as JSON with `--json`, else the text `human()` returns. */
  result(value: unknown, human: () => string): void {
    this.#ctx.out(this.json ? formatJson(value) : human());
  }

  /** A hint for people (stderr); silent with `--json`. */
  note(text: string): void {
    if (!this.json) this.#ctx.err(`${text}\n`);
  }

  /** A trace line with `--verbose` (stderr). */
  trace(text: string): void {
    if (this.verbose) this.#ctx.err(`${text}\n`);
  }
}
