// `@platform-api/emulator/node`: the Node.js-only parts: the standalone server's command line. Light
// to import: the emulator itself is loaded when `runEmulatorCli` starts a server, so a program that
// only reads the flag table (the `platform-api` CLI's `emulator start --help`) does not pay for it.
export { runEmulatorCli } from './cli.ts';
export { EMULATOR_FLAGS, type EmulatorFlag } from './flags.ts';
