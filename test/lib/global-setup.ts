/**
 * vitest's global setup (see vitest.config.ts): makes the folder where `processes.ts` records every
 * process a test starts, and at the end of the run fails it if one of them is still alive (after
 * killing it). Per-test and per-file checks stop processes earlier (`processes.ts`); this is the net
 * for what escapes them: a worker that crashed, a hook that timed out before its cleanup.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROCESS_REGISTRY_VARIABLE } from './processes.ts';

/** What `processes.ts` writes for each process it starts. */
export interface ProcessRecord {
  pid: number;
  /** The arguments after the command, as spawned. */
  args: string[];
  commandLine: string;
  scope: string;
  testFile?: string;
}

let registry: string | undefined;

export function setup(): void {
  registry = mkdtempSync(join(tmpdir(), 'platform-api-test-processes-'));
  // The workers are forked after this and inherit it.
  process.env[PROCESS_REGISTRY_VARIABLE] = registry;
}

/** Whether `record`'s process still runs: its pid is alive and still runs the recorded command. */
function alive(record: ProcessRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch {
    return false;
  }
  try {
    // The pid may have been reused by another program since: compare the arguments (Linux; a
    // script's interpreter comes first on its command line, so only its end is compared).
    const commandLine = readFileSync(`/proc/${record.pid}/cmdline`, 'utf8').replace(/\0$/, '');
    return commandLine.endsWith(record.args.join('\0'));
  } catch {
    return true;
  }
}

/**
 * The recorded processes still alive in `dir`, each killed (SIGKILL): what the teardown reports.
 * A record whose pid is gone, or now runs another program, is not one.
 */
export function reapRecordedProcesses(dir: string): ProcessRecord[] {
  const leftover: ProcessRecord[] = [];
  for (const name of readdirSync(dir)) {
    const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ProcessRecord;
    if (!alive(record)) continue;
    leftover.push(record);
    try {
      process.kill(record.pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  return leftover;
}

export function teardown(): void {
  if (registry === undefined) return;
  const leftover = reapRecordedProcesses(registry);
  rmSync(registry, { recursive: true, force: true });
  if (leftover.length > 0) {
    const lines = leftover.map(
      (each) =>
        `  pid ${each.pid}: ${each.commandLine} (started by ${each.scope} in ${each.testFile ?? '?'})`,
    );
    const message = `${leftover.length} process(es) started by tests were still running at the end of the run (now killed):\n${lines.join('\n')}`;
    console.error(`\n${message}\n`);
    throw new Error(message);
  }
}
