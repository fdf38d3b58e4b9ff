// `@platform-api/emulator/node`: the Node.js-only parts: the standalone server's command line.
export { runEmulatorCli } from './cli.ts';
