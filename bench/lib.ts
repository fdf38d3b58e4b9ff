import { spawnSync } from 'node:child_process';

/** One line of the benchmark report. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** What the figure is compared with, measured in the same run. */
  baseline?: { name: string; value: number };
  /** value / baseline (or the figure the target speaks of). */
  ratio?: number;
  /** The target, in words, e.g. ">= 0.3 of baseline". */
  target?: string;
  pass?: boolean;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function median(samples: number[]): number {
  return percentile(samples, 50);
}

export function fmt(n: number): string {
  if (n >= 1000) return n.toFixed(0);
  if (n >= 10) return n.toFixed(1);
  return n.toFixed(3);
}

export function printTable(results: BenchResult[]): void {
  const rows = results.map((r) => [
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    r.baseline ? `${r.baseline.name}: ${fmt(r.baseline.value)} ${r.unit}` : '',
    r.ratio !== undefined ? r.ratio.toFixed(3) : '',
    r.target ?? '',
    r.pass === undefined ? '' : r.pass ? 'pass' : 'MISS',
  ]);
  const head = ['benchmark', 'value', 'baseline (same run)', 'ratio', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/** Whether `import.meta.url` is the script node was started with. */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && new URL(url).pathname === process.argv[1];
}

/**
 * What `await import(...)` of `subject` costs a fresh Node process started in `cwd`, beside the same
 * for `floor` (what it cannot do without), the two run one after the other, `runs` times after one
 * warm-up run each (the file system cache), so that a busy moment of the machine touches both.
 * Answers the medians, in ms, of the time from before the first import to after the last.
 */
export function importSideBySide(
  subject: readonly string[],
  floor: readonly string[],
  options: { cwd: string; flags?: readonly string[]; runs?: number },
): { subject: number; floor: number } {
  const flags = ['--no-warnings', ...(options.flags ?? [])];
  const timed = (imports: readonly string[]) => {
    const code = `const t0 = performance.now(); ${imports.map((m) => `await import('${m}');`).join(' ')} console.log(performance.now() - t0);`;
    const out = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', code], {
      encoding: 'utf8',
      cwd: options.cwd,
    });
    if (out.status !== 0) throw new Error(`import timing of ${imports.join(', ')} failed: ${out.stderr}`);
    return Number(out.stdout.trim());
  };
  timed(subject);
  timed(floor);
  const subjectMs: number[] = [];
  const floorMs: number[] = [];
  for (let i = 0; i < (options.runs ?? 11); i++) {
    floorMs.push(timed(floor));
    subjectMs.push(timed(subject));
  }
  return { subject: median(subjectMs), floor: median(floorMs) };
}
