import { IN_PROCESS_EMULATOR_HOST, requestsAreIntercepted } from '../in-process/interception.ts';
import { ConfigurationError } from './errors.ts';
import type { FetchFunction } from './types.ts';

/**
 * `baseUrl` is the in-process emulator's address (`createEmulator()`'s default), which no network
 * reaches, and the client has no in-process door to it.
 */
export function isInProcessEmulatorAddress(baseUrl: string, hasInProcessDoor: boolean): boolean {
  return !hasInProcessDoor && new URL(baseUrl).hostname === IN_PROCESS_EMULATOR_HOST;
}

/**
 * A call to the in-process emulator's address that nothing would answer: no `fetch` of its own and
 * nothing intercepting the global one (msw with the emulator's handlers, a stub). Told at once,
 * before any DNS lookup; looked at per call, since msw may start after the client is made.
 */
export function unreachableEmulator(inProcessAddress: boolean, fetch: FetchFunction | undefined): boolean {
  return inProcessAddress && fetch === undefined && !requestsAreIntercepted();
}

/**
 * `baseUrl` is the in-process emulator's address and nothing answers it: the two ways to connect.
 * A `ConfigurationError`, so it is not retried.
 */
export function noEmulatorDoor(baseUrl: string, cause?: unknown): ConfigurationError {
  return new ConfigurationError(
    `${baseUrl} is the in-process emulator's address: no network reaches it. Pass fetch: emulator.fetch ` +
      '(new PlatformClient({ apiKey, baseUrl: emulator.baseUrl, fetch: emulator.fetch })), or start msw ' +
      'with its handlers: setupServer(...emulator.handlers).listen(). A standalone emulator is at the URL it prints, such as http://127.0.0.1:4010.',
    cause === undefined ? undefined : { cause },
  );
}
