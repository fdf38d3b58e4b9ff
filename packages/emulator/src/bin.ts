#!/usr/bin/env node
import { runEmulatorCli } from './node/cli.ts';

runEmulatorCli(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
