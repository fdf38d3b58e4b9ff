import type { Gazetteer } from './gazetteer.ts';

/**
 * The shared places layer: countries (facts and names, always at hand) and the gazetteer of
 * GeoNames cities and regions, loaded on first use. Loading it is a dynamic import: importing the
 * emulator or creating one never pays for it; the first call that reads places (a job-builder
 * generation, a search with a location, the demo search pools) awaits `loadPlaces()` once per
 * process, and every emulator of the process shares the one read-only copy.
 */

export { COUNTRIES, type Country, type CountryFacts, countryName } from './countries.ts';
export type { City, Gazetteer, PlaceName, Region } from './gazetteer.ts';

let loaded: Gazetteer | undefined;
let loading: Promise<Gazetteer> | undefined;

/** Loads the gazetteer (once per process; later calls get the same promise). */
export function loadPlaces(): Promise<Gazetteer> {
  loading ??= import('./gazetteer.ts').then((m) => {
    loaded = m.buildGazetteer();
    return loaded;
  });
  return loading;
}

/** Whether the gazetteer was asked for in this process (for the tests of its laziness). */
export function placesRequested(): boolean {
  return loading !== undefined;
}

/** The loaded gazetteer, for code that runs after `await loadPlaces()`. */
export function places(): Gazetteer {
  if (!loaded) throw new Error('The gazetteer is not loaded yet: await loadPlaces() before reading places.');
  return loaded;
}
