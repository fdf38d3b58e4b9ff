/**
 * The job-builder's generator and its vocabularies (roles, skills, categories, texts in four
 * languages), loaded on first use: a dynamic import, so importing the emulator or creating one never
 * pays for them. The first call that generates a job (a job-builder call, the demo search pools)
 * awaits `loadGenerator()` once per process; every emulator of the process shares the one copy.
 */
export type Generator = typeof import('./generate.ts');

let loaded: Generator | undefined;
let loading: Promise<Generator> | undefined;

/** Loads the generator (once per process; later calls get the same promise). */
export function loadGenerator(): Promise<Generator> {
  loading ??= import('./generate.ts').then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** Whether the generator was asked for in this process (for the tests of its laziness). */
export function generatorRequested(): boolean {
  return loading !== undefined;
}

/** The loaded generator, for code that runs after `await loadGenerator()`. */
export function generator(): Generator {
  if (!loaded) throw new Error('The job-builder is not loaded yet: await loadGenerator() before generating.');
  return loaded;
}
