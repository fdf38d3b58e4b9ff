#!/usr/bin/env node
import { runCli } from './program.ts';

// Long-running commands (`emulator start`) keep the process alive after runCli resolves.
process.exitCode = await runCli(process.argv.slice(2));
