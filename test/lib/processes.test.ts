import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reapRecordedProcesses } from './global-setup.ts';
import { PROCESS_REGISTRY_VARIABLE, runProcess, type StartedProcess, startProcess } from './processes.ts';

// The checks that keep a test from leaving a process behind (see processes.ts).

const SLEEPER = ['-e', 'setInterval(() => {}, 1000)'];

describe('a process left running by its test', () => {
  let leaked: StartedProcess | undefined;

  it.fails('fails the test', () => {
    leaked = startProcess(process.execPath, SLEEPER);
  });

  it('... and is killed', async () => {
    expect(leaked?.running()).toBe(false);
    expect((await leaked!.exited).signal).toBe('SIGKILL');
  });
});

describe('waiting on a process', () => {
  it('waitFor resolves on the line, or rejects with the output when the process ends first', async () => {
    const talker = startProcess(process.execPath, [
      '-e',
      'console.log("ready on 1"); setInterval(() => {}, 1000)',
    ]);
    try {
      expect((await talker.waitFor(/ready on (\d)/))[1]).toBe('1');
    } finally {
      expect((await talker.stop()).signal).toBe('SIGTERM');
    }
    const quitter = startProcess(process.execPath, ['-e', 'console.error("bye")']);
    await expect(quitter.waitFor(/ready/)).rejects.toThrow(/ended before printing \/ready\/:\nbye/);
  });

  it('runProcess kills a process that runs past its timeout', async () => {
    await expect(runProcess(process.execPath, SLEEPER, { timeoutMs: 200 })).rejects.toThrow(
      /did not finish within 200 ms/,
    );
  });
});

describe('the run-end check (global teardown)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'process-records-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every test process is recorded while it runs', async () => {
    const registry = process.env[PROCESS_REGISTRY_VARIABLE];
    expect(registry, 'set by test/lib/global-setup.ts').toBeTruthy();
    const sleeper = startProcess(process.execPath, SLEEPER);
    const record = join(registry!, `${sleeper.child.pid}.json`);
    expect(JSON.parse((await import('node:fs')).readFileSync(record, 'utf8'))).toMatchObject({
      pid: sleeper.child.pid,
      args: SLEEPER,
    });
    await sleeper.stop();
    // The record goes with the process.
    expect((await import('node:fs')).existsSync(record)).toBe(false);
  });

  it('finds and kills a recorded process that still runs, and only that', async () => {
    const alive = startProcess(process.execPath, SLEEPER);
    const other = startProcess(process.execPath, [...SLEEPER, 'other']);
    const ended = await runProcess(process.execPath, ['-e', '0']);
    expect(ended.code).toBe(0);
    const write = (pid: number, args: string[]) =>
      writeFileSync(
        join(dir, `${pid}.json`),
        JSON.stringify({ pid, args, commandLine: 'node', scope: 'file' }),
      );
    write(alive.child.pid!, SLEEPER);
    // The pid of `other` runs another command line than recorded: a reused pid, left alone.
    write(other.child.pid!, ['--not', 'this']);
    // A process that has ended.
    write(999_999_999, SLEEPER);
    expect(reapRecordedProcesses(dir).map((each) => each.pid)).toEqual([alive.child.pid]);
    expect((await alive.exited).signal).toBe('SIGKILL');
    expect(other.running()).toBe(true);
    await other.stop();
  });
});
