import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createEmulator } from '@platform-api/emulator';
import { generateJob } from '../packages/emulator/src/families/job-builder/generate.ts';
import { loadPlaces, placesRequested } from '../packages/emulator/src/shared/places/index.ts';
import { requests } from '../test/lib/job-builder-cases.ts';
import { type BenchResult, isMain, median, percentile, printTable } from './lib.ts';

/**
 * The job-builder's generator and the gazetteer it reads: the first load of the gazetteer (time,
 * heap and RSS it adds, once per process), generation p50/p95 over the sweep's requests, and
 * `createEmulator()` beside them (it never loads the gazetteer). Run first in its own process, so
 * the first load is a real one.
 */
export async function run(): Promise<BenchResult[]> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;

  // createEmulator() before anything reads places: it must not load them.
  for (let i = 0; i < 5; i++) await createEmulator({ seed: 'empty' });
  const creation: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await createEmulator({ seed: 'empty' });
    creation.push(performance.now() - t0);
  }
  if (placesRequested()) throw new Error('createEmulator() loaded the gazetteer');

  gc();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  await loadPlaces();
  const loadMs = performance.now() - t0;
  gc();
  const heapGrowth = process.memoryUsage().heapUsed - heap0;
  const rssGrowth = process.memoryUsage().rss - rss0;

  const prompts = requests('one role');
  for (const { prompt, language } of prompts.slice(0, 200))
    generateJob({ prompt, language, includeDescription: true });
  const times: number[] = [];
  for (const { prompt, language } of prompts) {
    const t = performance.now();
    generateJob({ prompt, language, includeDescription: true });
    times.push(performance.now() - t);
  }
  const p50 = median(times);
  return [
    {
      name: 'createEmulator() with an empty seed, gazetteer not loaded (p50 of 30)',
      value: median(creation),
      unit: 'ms',
      target: '< 1 ms, as in emulator.bench.ts',
      pass: median(creation) < 1,
    },
    {
      name: 'gazetteer first load (18,660 GeoNames cities and the areas of 8 countries, once per process)',
      value: loadMs,
      unit: 'ms',
      target: '< 250 ms',
      pass: loadMs < 250,
    },
    { name: 'gazetteer first load: heap retained', value: heapGrowth / 1024 / 1024, unit: 'MiB' },
    { name: 'gazetteer first load: RSS growth', value: rssGrowth / 1024 / 1024, unit: 'MiB' },
    {
      name: `job generation with description, ${times.length} sweep requests, 4 languages (p50)`,
      value: p50,
      unit: 'ms',
      target: '< 2 ms',
      pass: p50 < 2,
    },
    {
      name: 'job generation with description (p95)',
      value: percentile(times, 95),
      unit: 'ms',
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
