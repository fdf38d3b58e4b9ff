#!/usr/bin/env node
// The version check comes before anything is loaded: on an older Node.js the ESM-only dependencies
// would fail with an error that does not say why.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`platform-emulator needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
// cli.ts reads and checks the flags before it loads the emulator: --help, --version and a bad flag
// are answered at once.
const { runEmulatorCli } = await import('./node/cli.ts');

runEmulatorCli(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
