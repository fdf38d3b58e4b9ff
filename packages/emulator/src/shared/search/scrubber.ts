import type * as Scrub from './scrub.ts';

// The scrubber (the contact finders and their patterns, `entities`' decode tables, `tlds`,
// `html-tags`, and htmlparser2 for descriptions) costs about 20 ms to load and compile: only what
// shows text to the public needs it (the searches, their pools, a job post's slug), so importing or
// creating an emulator never pays for it. Every async door that reaches it awaits `loadScrubber()`
// first; the sync code behind those doors reads `scrubber()`.

let loaded: typeof Scrub | undefined;
let loading: Promise<typeof Scrub> | undefined;

/** Loads the scrubber and the HTML parser once per process. */
export function loadScrubber(): Promise<typeof Scrub> {
  loading ??= import('./scrub.ts').then(async (scrub) => {
    await scrub.loadHtmlParser();
    loaded = scrub;
    return scrub;
  });
  return loading;
}

/**
 * The scrubber, once `loadScrubber()` has resolved.
 * @throws {Error} before that: a door that shows public text forgot to await the loader.
 */
export function scrubber(): typeof Scrub {
  if (!loaded) throw new Error('The scrubber is not loaded yet: await loadScrubber() first.');
  return loaded;
}
