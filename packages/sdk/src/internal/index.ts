// `@platform-api/sdk/internal`: what the other @platform-api packages (the emulator, the CLI) share
// with the SDK. Not part of the public API: no semver promise, may change in any release.

export * from '../operations/index.ts';
