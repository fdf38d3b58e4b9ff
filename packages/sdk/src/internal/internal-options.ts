import type { SleepFunction } from './sleep.ts';

/**
 * Hooks for the SDK's own tests (deterministic waits and jitter). Not part of the public API: the
 * symbol is not exported from the package entry point.
 */
export const kInternal = Symbol('@platform-api/sdk/internal');

export interface InternalOptions {
  /** Replaces the real timer used for retry waits. */
  sleep?: SleepFunction;
  /** Replaces `Math.random` for jitter. */
  random?: () => number;
}

export interface WithInternalOptions {
  [kInternal]?: InternalOptions;
}
