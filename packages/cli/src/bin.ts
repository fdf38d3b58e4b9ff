#!/usr/bin/env node
// The version check comes before anything is loaded: on an older Node.js the ESM-only dependencies
// would fail with an error that does not say why.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`platform-api needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
const { runCli } = await import('./program.ts');

// Long-running commands (`emulator start`) keep the process alive after runCli resolves.
process.exitCode = await runCli(process.argv.slice(2));
