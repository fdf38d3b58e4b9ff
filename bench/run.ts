/**
 * `pnpm bench`: every benchmark, each figure beside a baseline measured in the same run.
 * Run one alone with `node --conditions=platform-api-source --experimental-strip-types bench/<name>.bench.ts`.
 *
 * Each benchmark file runs in its own Node process (same flags as this one), so that one cannot
 * leave sockets, timers, heap or JIT state behind that skews the next; the figures come back as JSON.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BenchResult, printTable } from './lib.ts';

const MARK = '@@bench-results ';

if (process.argv[2] === '--child') {
  const file = process.argv[3]!;
  const mod = (await import(new URL(file, import.meta.url).href)) as { run: () => Promise<BenchResult[]> };
  const results = await mod.run();
  process.stdout.write(`\n${MARK}${JSON.stringify(results)}\n`);
  process.exit(0);
}

/** Runs one benchmark file in a child process; its own output goes to stderr, its figures come back. */
function runFile(file: string): Promise<BenchResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--child', file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(MARK));
      if (code !== 0 || !line) {
        reject(new Error(`${file} exited with ${code}${out ? `:\n${out}` : ''}`));
        return;
      }
      const rest = out.replace(`${line}`, '').trim();
      if (rest) process.stderr.write(`${rest}\n`);
      resolve(JSON.parse(line.slice(MARK.length)) as BenchResult[]);
    });
  });
}

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
const results: BenchResult[] = [];
for (const file of files) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const t0 = performance.now();
  process.stderr.write(`running ${file} ...\n`);
  results.push(...(await runFile(file)));
  process.stderr.write(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
console.log('');
printTable(results);
const missed = results.filter((r) => r.pass === false);
console.log(
  `\n${results.length - missed.length} of ${results.length} targets met${missed.length ? `; missed: ${missed.map((m) => m.name).join('; ')}` : ''}`,
);
process.exit(0);
