/**
 * `pnpm bench`: every benchmark, each figure beside a baseline measured in the same run.
 * Run one alone with `node --conditions=platform-api-source --experimental-strip-types bench/<name>.bench.ts`.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BenchResult, printTable } from './lib.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
const results: BenchResult[] = [];
for (const file of files) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  const mod = (await import(new URL(file, import.meta.url).href)) as { run: () => Promise<BenchResult[]> };
  const t0 = performance.now();
  process.stderr.write(`running ${file} ...\n`);
  results.push(...(await mod.run()));
  process.stderr.write(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}
console.log('');
printTable(results);
const missed = results.filter((r) => r.pass === false);
console.log(
  `\n${results.length - missed.length} of ${results.length} targets met${missed.length ? `; missed: ${missed.map((m) => m.name).join('; ')}` : ''}`,
);
process.exit(0);
