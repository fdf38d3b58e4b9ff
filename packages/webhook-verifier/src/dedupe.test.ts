import { describe, expect, it } from 'vitest';
import { createMemoryDedupeStore, DEFAULT_DEDUPE_TTL_SECONDS } from './dedupe.ts';

describe('createMemoryDedupeStore', () => {
  it('claims an id once until released', () => {
    const store = createMemoryDedupeStore();
    expect(store.claim('evt_1', 60)).toBe(true);
    expect(store.claim('evt_1', 60)).toBe(false);
    store.release('evt_1');
    expect(store.claim('evt_1', 60)).toBe(true);
  });

  it('forgets ids after their TTL', () => {
    let time = 1_000_000;
    const store = createMemoryDedupeStore({ now: () => time });
    store.claim('evt_1', 60);
    time += 59_999;
    expect(store.claim('evt_1', 60)).toBe(false);
    time += 1;
    expect(store.claim('evt_1', 60)).toBe(true);
  });

  it('keeps at most maxEntries ids, dropping the oldest', () => {
    const store = createMemoryDedupeStore({ maxEntries: 2 });
    store.claim('a', 60);
    store.claim('b', 60);
    store.claim('c', 60);
    expect(store.claim('a', 60)).toBe(true);
    expect(store.claim('c', 60)).toBe(false);
    expect(() => createMemoryDedupeStore({ maxEntries: 0 })).toThrow(RangeError);
  });

  it('remembers ids for 3 days by default, past the retry schedule', () => {
    expect(DEFAULT_DEDUPE_TTL_SECONDS).toBe(259_200);
  });
});
