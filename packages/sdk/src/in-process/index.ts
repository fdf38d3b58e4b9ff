// `@platform-api/sdk/in-process`: how a server running in the same process as the SDK (the
// emulator's `createEmulator()`) meets the client without a network: the entry its `fetch` carries,
// the request it receives there, the address no network reaches, and the check that tells whether
// something in the process answers requests before they leave it (msw, a stubbed fetch).
// A stable entry: its names follow semver like the main entry's (see the exports snapshot test).

export { IN_PROCESS_FETCH, type InProcessFetch, type InProcessRequest, inProcessEntry } from './door.ts';
export { IN_PROCESS_EMULATOR_HOST, isFetchIntercepted } from './interception.ts';
